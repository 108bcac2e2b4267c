"""Escape on Feld's Cuzco's hand-off curtain: the game's menu opens while the curtain's seat is still
waiting, and the curtain comes down again when the menu closes (nothing of that seat shows meanwhile: the
table has no viewer until the curtain is lifted by a click, Enter or Space).

    menu_from_curtain(scene, curtain)   # the curtain finished with "menu"
    curtain_again(scene)                # after the menu: the same curtain, anew, if still waited for
"""

from __future__ import annotations

from typing import Any

from cuzco.shell.scenes.handoff import HandoffScene


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
