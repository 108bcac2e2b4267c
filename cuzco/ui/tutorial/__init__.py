"""The guided first game ("Learn to play" in the menu): steps as data, a coach, a scene.

    from cuzco.ui.tutorial import TutorialScene
    stack.push(TutorialScene(settings))
"""

from .scene import TutorialScene
from .steps import STEPS, Step

__all__ = ["STEPS", "Step", "TutorialScene"]
