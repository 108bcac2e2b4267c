"""The guided first game ("Learn to play" in the menu): a scripted game, steps as data, a coach, a scene.

    from cuzco.games.cuzco.ui.tutorial import TutorialScene
    stack.push(TutorialScene(settings))
"""

from cuzco.games.cuzco.ui.tutorial.scene import TutorialScene
from cuzco.games.cuzco.ui.tutorial.steps import STEPS, Step

__all__ = ["STEPS", "Step", "TutorialScene"]
