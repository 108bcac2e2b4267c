"""What each source of victory points of Feld's Cuzco means, for the tooltips of the round's end and the
results. That some components are reconstructed is said once (form, rules page, F1), not here.

    source_tip("temple") -> "The temple: in phase III every priest on a temple step scores ..."
    order_tip(name, k), medal_tip(), missions_tip(missions)
"""

from __future__ import annotations

from collections.abc import Sequence

from cuzco.games.feld_cuzco.rules import components as C
from cuzco.shell.i18n import _

from .board_draw import recon
from .names import mission_label, mission_text


def source_tip(source: str) -> str:
    """The tooltip of a source of VP (a name of `rules.state.SOURCES`)."""
    per_priest = ", ".join(str(v) for v in C.PRIEST_ROUND_VP.value)  # type: ignore[attr-defined]
    tips: dict[str, tuple[str, str]] = {
        "start": (_("Starting VP, given at the deal by the order token each player drew"), C.START_VP.source),
        "knowledge": (_("The university: in phase III each player scores the VP beside their knowledge on its "
                        "track, then their knowledge goes back to 0"), C.KNOWLEDGE_VP.source),
        "temple": (_("The temple: in phase III every priest on a temple step scores VP ({values} in rounds 1 to 6)",
                     values=per_priest), C.PRIEST_ROUND_VP.source),
        "circlets": (_("Circlets activated: each scores its points and a bonus that shrinks round by round"),
                     C.RECONSTRUCTED),
        "vp space": (_("The victory points space: {n} VP for each die placed there", n=C.VP_ACTION.value),
                     C.VP_ACTION.source),
        "exchange": (_("Exchanges: 1 VP for each pip spent on victory points"), C.RULEBOOK),
        "abilities": (_("Abilities of the tiles used in phase II that pay victory points"), C.ABILITY_SOURCE),
        "goods": (_("Goods bought at the market in phase III, each for its VP"), C.RECONSTRUCTED),
        "missions": (_("Missions of the Sapa Inca completed at the palace: {n} VP each ({k} when god card 04 "
                       "lowered one of its numbers by 1)", n=C.MISSION_VP.value, k=C.MISSION_VP_CARD4.value),
                     C.MISSION_VP.source),
        "villages": (_("Final scoring: each village pays its VP to the player whose quipu lies on top of it"),
                     C.VILLAGES[0].source),
        "medals": (_("Final scoring: {n} VP for each Inti medal not spent", n=C.MEDAL_VP.value), C.MEDAL_VP.source),
        "achievements": (_("Final scoring: achievements (all 12 feathers, all 6 circlets, 9 missions, 10 quipus "
                           "delivered, 12 tiles, 6 goods)"), C.RULEBOOK),
    }
    text, source_of = tips.get(source, (source, C.RULEBOOK))
    return recon(text, source_of)


def order_tip(name: str, place: int) -> str:
    return _("{name} plays in place {k} of the next round's order. The university sets it in phase III: the "
             "most knowledge first; on a tie, the marker on top of the stack", name=name, k=place)


def medal_tip() -> str:
    return _("An Inti medal: the temple gives one each round to the player with the most priests on its steps "
             "(on a tie, the highest priest). It pays for playing a face-up god card, and each one left is "
             "worth {n} VP at the end", n=C.MEDAL_VP.value)


def missions_tip(missions: Sequence[int]) -> str:
    lines = [_("Missions of the Sapa Inca completed this round:")]
    lines += [f"{mission_label(m)}: {mission_text(m)}" for m in missions]
    return "\n".join(lines)


__all__ = ["medal_tip", "missions_tip", "order_tip", "source_tip"]
