"""Escape on Feld's Cuzco's hand-off curtain: the game's menu opens while the curtain's seat is still
waiting, and the curtain comes down again when the menu closes (nothing of that seat shows meanwhile: the
table has no viewer until the curtain is lifted by a click, Enter or Space).

    menu_from_curtain(scene, curtain)   # the curtain finished with "menu"
    curtain_again(scene)                # after the menu: the same curtain, anew, if still waited for

The curtain itself (`curtain_for`): it names the seat to come, says what only they will see, and lists what
the others did since. `warm_curtains` draws each human seat's curtain once, off screen, when the table is
first drawn at a size, so the frame in which a dropped die hands the screen on draws a curtain whose fonts,
backdrop and title are made already.
"""

from __future__ import annotations

from typing import Any

import pygame

from cuzco.shell.i18n import _, language
from cuzco.shell.scenes.handoff import HandoffScene
from cuzco.shell.widgets.theme import px

from .palette import seat_colour, seat_mark


def curtain_for(scene: Any, seat: int, summary: list[str] | None = None) -> HandoffScene:
    """The hand-off curtain before `seat`'s decisions."""
    private = _("Your god cards in hand, and the missions drawn at the start until you choose "
                "two, are shown to you alone; the missions you keep lie face up for all.")
    return HandoffScene(scene.state.names[seat], seat_colour(seat), private, mark=seat_mark(seat),
                        summary=scene.since_last(seat) if summary is None else summary,
                        can_replay=summary is None and scene.can_replay(seat), escape_menu=True)


def warm_curtains(scene: Any, size: tuple[int, int]) -> None:
    """Each human seat's curtain drawn once off screen (once per window size, UI scale and language)."""
    key = (size, px(100), language())
    if getattr(scene, "curtains_warm", None) == key:
        return
    scene.curtains_warm = key
    scratch = pygame.Surface(size)
    for seat in scene.humans:
        curtain_for(scene, seat, [scene.state.names[seat]]).draw(scratch)


def menu_from_curtain(scene: Any, curtain: HandoffScene) -> None:
    scene.lifted_curtain = curtain
    scene.open_menu()


def curtain_again(scene: Any) -> None:
    old: HandoffScene | None = getattr(scene, "lifted_curtain", None)
    scene.lifted_curtain = None
    if old is None or scene.curtain_for is None or scene.stack is None or scene.stack.top is not scene:
        return
    scene.stack.push(HandoffScene(old.player_name, old.colour, old.message, old.mark, summary=old.summary,
                                  can_replay=old.replay_button is not None, escape_menu=True))
