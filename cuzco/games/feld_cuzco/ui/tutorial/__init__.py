"""The guided first game of Feld's Cuzco ("Learn to play"): steps as data, a coach, a scene.

    from cuzco.games.feld_cuzco.ui.tutorial import FeldTutorialScene
    stack.push(FeldTutorialScene(settings))
"""

from .scene import FeldTutorialScene
from .steps import STEPS, Step

__all__ = ["STEPS", "FeldTutorialScene", "Step"]
