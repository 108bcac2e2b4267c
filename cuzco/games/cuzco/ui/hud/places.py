"""Places on the board in the words players use, for the game log.

The rules' journal names hexes by their coordinates, e.g. "places a triple terrain at (-8,2)".
Players cannot read those, so the log shows them described from the board as it was just
after the move: "next to the city of the value-6 temple", "at the forest edge", "in a village".

    spots(text) -> list[Hex]                       # the hexes an entry names, in order
    readable(text, state) -> str                   # the entry with every place in words, translated
    state_after(game, index) -> GameState          # the board right after log entry `index`
"""

from __future__ import annotations

import re
from bisect import bisect_right
from typing import Any

from cuzco.games.cuzco.rules import queries
from cuzco.games.cuzco.rules.board import EDGE_FOREST, EDGE_MOUNTAIN
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.state import GameState
from cuzco.shell.i18n import _, ngettext, translate
from cuzco.text import N_, Message

_SPOT = re.compile(r"\((-?\d+),\s?(-?\d+)\)")
# a coordinate with the word that leads into it ("at (1,2)", "from (1,2)", "to (1,2)")
_PHRASE = re.compile(r"(\s(at|from|to))?\s\((-?\d+),\s?(-?\d+)\)")


def spots(text: str) -> list[Hex]:
    return [Hex(int(q), int(r)) for q, r in _SPOT.findall(text)]


def _city_near(state: GameState, h: Hex) -> int | None:
    """The temple value of a city on or beside `h` (the highest, if several)."""
    best: int | None = None
    for n in (h, *h.neighbors()):
        region = queries.region_at(state, n)
        if region is not None and region.kind == "city" and region.temple is not None:
            value = state.temple[region.temple]
            best = value if best is None else max(best, value)
    return best


def noun(state: GameState, h: Hex) -> str:
    """The place as a noun phrase: "the forest edge", "a village", "the city of the value-6 temple"."""
    c = state.board.cell_of(h)
    if c is None:
        return _("the edge of the valley")
    region = queries.region_at(state, h)
    if region is not None and region.kind == "city" and region.temple is not None:
        return _("the city of the value-{v} temple", v=state.temple[region.temple])
    edge = state.board.edge[c]
    if state.board.is_ring(c):
        return _("the outer ring")
    if edge == EDGE_FOREST:
        return _("the forest edge")
    if edge == EDGE_MOUNTAIN:
        return _("the mountain edge")
    if region is not None and region.kind == "village":
        return ngettext("a village of {n} hex", "a village of {n} hexes", region.size)
    if region is not None:
        return _("a crop field")
    return _("open ground")


def where(state: GameState, h: Hex, placed: bool = False) -> str:
    """The place with its preposition, as it follows a verb: "next to the city of the value-6 temple".
    `placed`: the terrain at `h` was just placed, so the village or field there is that tile itself and
    says nothing of where it went ("a triple terrain in a village of 1 hex")."""
    c = state.board.cell_of(h)
    if c is None:
        return _("at the edge of the valley")
    region = queries.region_at(state, h)
    if region is not None and region.kind == "city" and region.temple is not None:
        return _("in the city of the value-{v} temple", v=state.temple[region.temple])
    near = _city_near(state, h)
    if near is not None:
        return _("next to the city of the value-{v} temple", v=near)
    edge = state.board.edge[c]
    if state.board.is_ring(c):
        return _("on the outer ring")
    if edge == EDGE_FOREST:
        return _("at the forest edge")
    if edge == EDGE_MOUNTAIN:
        return _("at the mountain edge")
    if placed:
        return _("away from the cities")
    if region is not None and region.kind == "village":
        return ngettext("in a village of {n} hex", "in a village of {n} hexes", region.size)
    if region is not None:
        return _("in a crop field")
    return _("on open ground")


# Log lines of the rules that name hexes -> the same line with places in words: the new id, and per
# hex parameter whether it becomes a place with its preposition ("where"), a bare noun, or goes ("drop":
# a named temple already says where).
_PLACED: dict[str, tuple[str, dict[str, str]]] = {
    N_("{player} places a {tile} at {hex} ({ap} AP)"): (N_("{player} places a {tile} {hex} ({ap} AP)"),
                                                         {"hex": "placed"}),
    N_("{player} places a {tile} at {hex} ({ap} AP, {extra} for overflowing)"):
        (N_("{player} places a {tile} {hex} ({ap} AP, {extra} for overflowing)"), {"hex": "placed"}),
    N_("{player} brings an Inca in at {hex} ({ap} AP)"): (N_("{player} brings an Inca in at {hex} ({ap} AP)"),
                                                          {"hex": "noun"}),
    N_("{player} takes an Inca out at {hex} ({ap} AP)"): (N_("{player} takes an Inca out {hex} ({ap} AP)"),
                                                          {"hex": "where"}),
    N_("{player} moves an Inca from {src} to {dst} ({ap} AP)"):
        (N_("{player} moves an Inca from {src} to {dst} ({ap} AP)"), {"src": "noun", "dst": "noun"}),
    N_("{player} places an irrigation pond at {hex}"): (N_("{player} places an irrigation pond {hex}"),
                                                        {"hex": "where"}),
    N_("Grand Final Scoring: first place in the city of the value-{value} temple at {hex}"):
        (N_("Grand Final Scoring: first place in the city of the value-{value} temple"), {"hex": "drop"}),
    N_("Grand Final Scoring: second place in the city of the value-{value} temple at {hex}"):
        (N_("Grand Final Scoring: second place in the city of the value-{value} temple"), {"hex": "drop"}),
}


def in_words(message: Message, state: GameState) -> Message:
    """A log line of the rules with every hex it names turned into words (nested messages too)."""
    params = {k: in_words(v, state) if isinstance(v, Message) else v for k, v in message.params.items()}
    msgid = message.msgid
    if msgid in _PLACED:
        msgid, kinds = _PLACED[msgid]
        for name, kind in kinds.items():
            h = params.get(name)
            if isinstance(h, Hex):
                params[name] = (where(state, h) if kind == "where" else where(state, h, placed=True)
                                if kind == "placed" else noun(state, h) if kind == "noun" else "")
    return Message(msgid, params, message.plural, message.count)


def readable(text: str, state: GameState) -> str:
    """`text` translated, with each coordinate replaced by words; a coordinate after a named temple is
    dropped. A Message from the rules is read by its id and parameters; a plain English text is read
    by its words (older callers)."""
    if isinstance(text, Message):
        return translate(in_words(text, state))

    def swap(match: re.Match[str]) -> str:
        word = match.group(2)
        h = Hex(int(match.group(3)), int(match.group(4)))
        before = text[: match.start()]
        if before.rstrip().endswith("temple"):
            return ""  # "the city of the value-6 temple at (q,r)": the temple already says where
        if word in ("from", "to"):
            return f" {word} {noun(state, h)}"
        if before.endswith(" in"):  # "brings an Inca in at ...": keep the "at", name the place
            return f" {word or 'at'} {noun(state, h)}"
        return " " + where(state, h)

    return _PHRASE.sub(swap, text)


def state_after(game: Any, index: int) -> GameState:
    """The state just after the move that wrote log entry `index` (the game's states grow their logs)."""
    states = game.states
    lengths = _LogLengths(states)
    k = bisect_right(lengths, index)  # first state whose log holds entry `index`
    return states[min(k, len(states) - 1)]  # type: ignore[no-any-return]


class _LogLengths:
    """len(state.log) for each state, read lazily, so bisect can search the game's states."""

    def __init__(self, states: list[GameState]) -> None:
        self.states = states

    def __len__(self) -> int:
        return len(self.states)

    def __getitem__(self, i: int) -> int:
        return len(self.states[i].log)
