"""What the other players did since a player's last turn, for the hand-off screen. No pygame.

    since_last_turn(game, player) -> int             # index into game.states where the story starts
    summary(game, player) -> list[SummaryLine]        # the lines, each with the points it tells of
    summary_lines(game, player) -> list[str]          # just their words

A line reads like "Killa placed a triple and 2 singles, brought 2 Incas in and built a temple:
+2 PP". The lines follow the game: each other player's turn, then the festival it called and
the Grand Final Scoring it ended with, each on a line of its own. Every point scored meanwhile
is told once, on the line of what earned it: the mover's temples on the mover's line, a festival's
points on the festival's line, a surrounded pond's points for someone else on a line of its own.
Card draws are told as they were seen at the table: how many from the deck and how many face-up cards
taken, never which card the deck gave.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from cuzco.games.cuzco.rules.actions import (
    BuildTemple,
    DrawCard,
    EnterInca,
    ExpandTemple,
    LeaveInca,
    MoveInca,
    PlacePond,
    PlaceTerrain,
    ProposeFestival,
)
from cuzco.shell.i18n import _, ngettext


def since_last_turn(game: Any, player: int) -> int:
    """The state index just after `player`'s last turn passed on (by ending it, or by a festival
    that ended it); 0 when they have not played yet."""
    states = game.states
    for i in range(len(states) - 2, -1, -1):
        if states[i].current == player and states[i + 1].current != player:
            return i + 1
    return 0


def _tiles(counts: Counter[str]) -> str:
    words = {
        "triple": lambda n: ngettext("a triple", "{n} triples", n),
        "double": lambda n: ngettext("a double", "{n} doubles", n),
        "crop": lambda n: ngettext("a single crop", "{n} single crops", n),
        "village": lambda n: ngettext("a single village", "{n} single villages", n),
    }
    parts = [said(n) for tile, said in words.items() if (n := counts.get(tile, 0))]
    return _join(parts)


def _join(parts: list[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return _("{first} and {last}", first=", ".join(parts[:-1]), last=parts[-1])


def _festival_line(game: Any, index: int, value: int, won: dict[int, int]) -> SummaryLine:
    """Who called the festival proposed by action `index`, and who organized it for how much."""
    states = game.states
    caller = states[index].players[states[index].current].name
    if not won:
        text = _("{name} called a festival at a value-{v} temple: no prestige for anyone", name=caller, v=value)
        return SummaryLine(text, {})
    names = states[-1].players
    who = _join([_("{name} +{pp} PP", name=names[p].name, pp=pp) for p, pp in won.items()])
    return SummaryLine(_("{name} called a festival at a value-{v} temple: {who}", name=caller, v=value, who=who),
                       dict(won))


@dataclass(frozen=True)
class SummaryLine:
    """One line of the summary and the points it tells of, per player (each point on one line only)."""

    text: str
    points: dict[int, int] = field(default_factory=dict)


@dataclass
class _Turn:
    """One player's turn within the story: what they did, and the points each part of it brought."""

    who: int
    tiles: Counter[str] = field(default_factory=Counter)
    counts: Counter[str] = field(default_factory=Counter)
    own: int = 0  # temples and ponds the mover scored with their own actions
    festivals: list[tuple[int, int, dict[int, int]]] = field(default_factory=list)  # (proposal, value, won)
    final: dict[int, int] = field(default_factory=dict)  # Grand Final Scoring at the end of this turn
    ponds: dict[int, int] = field(default_factory=dict)  # others highest beside a pond this turn closed


def _turn_text(name: str, turn: _Turn) -> str:
    parts = []
    if turn.tiles:
        parts.append(_("placed {tiles}", tiles=_tiles(turn.tiles)))
    c = turn.counts
    phrases = {
        "EnterInca": lambda n: ngettext("brought an Inca in", "brought {n} Incas in", n),
        "MoveInca": lambda n: ngettext("moved an Inca", "moved Incas {n} times", n),
        "LeaveInca": lambda n: ngettext("took an Inca out", "took {n} Incas out", n),
        "BuildTemple": lambda n: ngettext("built a temple", "built {n} temples", n),
        "ExpandTemple": lambda n: ngettext("expanded a temple", "expanded temples {n} times", n),
        "PlacePond": lambda n: ngettext("dug a pond", "dug {n} ponds", n),
        "DrawDeck": lambda n: ngettext("drew a card from the deck", "drew {n} cards from the deck", n),
        "DrawFaceup": lambda n: ngettext("took the face-up card", "took {n} face-up cards", n),
    }
    for kind, said in phrases.items():
        if c[kind]:
            parts.append(said(c[kind]))
    text = _("{name} {did}", name=name, did=_join(parts)) if parts else _("{name} passed", name=name)
    if turn.own:
        text += _(": +{pp} PP", pp=turn.own)
    return text


def _story(game: Any, player: int, start: int) -> list[_Turn]:
    """The others' turns from state `start` on, each point scored meanwhile put in exactly one place."""
    states, actions = game.states, game.actions
    turns: list[_Turn] = []
    festival: tuple[int, int, dict[int, int]] | None = None  # the festival running, if any
    for i in range(start, len(actions)):
        before, action, after = states[i], actions[i], states[i + 1]
        who = before.current
        if not turns or turns[-1].who != who:
            turns.append(_Turn(who))
        turn = turns[-1]
        if before.phase == "turn":
            if isinstance(action, PlaceTerrain):
                turn.tiles[action.tile] += 1
            elif isinstance(action, (EnterInca, MoveInca, LeaveInca, BuildTemple, ExpandTemple, PlacePond)):
                turn.counts[type(action).__name__] += 1
            elif isinstance(action, DrawCard):  # public: that a card was drawn, and from where (never which)
                turn.counts["DrawDeck" if action.source == "deck" else "DrawFaceup"] += 1
            elif isinstance(action, ProposeFestival):
                festival = (i, before.temple[before.cell(action.hex)], {})
                turn.festivals.append(festival)
        for event in after.score_log[len(before.score_log):]:
            if event.source == "final":
                turn.final[event.player] = turn.final.get(event.player, 0) + event.points
            elif event.source == "festival" and festival is not None:
                festival[2][event.player] = festival[2].get(event.player, 0) + event.points
            elif event.player == who:
                turn.own += event.points
            else:
                turn.ponds[event.player] = turn.ponds.get(event.player, 0) + event.points
        if after.festival is None:
            festival = None
    return [t for t in turns if t.who != player or t.festivals or t.final or t.ponds or t.own]


def summary(game: Any, player: int) -> list[SummaryLine]:
    """What happened since `player`'s last turn, in order: each other player's turn, with the festival
    it called and the Grand Final Scoring it ended with on lines of their own."""
    start = since_last_turn(game, player)
    if start >= len(game.states) - 1:
        return []
    names = game.states[-1].players
    lines: list[SummaryLine] = []
    for turn in _story(game, player, start):
        name = names[turn.who].name
        if turn.who != player:
            lines.append(SummaryLine(_turn_text(name, turn), {turn.who: turn.own} if turn.own else {}))
        for p, pp in turn.ponds.items():
            lines.append(SummaryLine(_("{name}: +{pp} PP beside a surrounded pond", name=names[p].name, pp=pp),
                                     {p: pp}))
        for index, value, won in turn.festivals:
            lines.append(_festival_line(game, index, value, won))
        for p, pp in turn.final.items():
            lines.append(SummaryLine(_("{name}: +{pp} PP in the Grand Final Scoring", name=names[p].name, pp=pp),
                                     {p: pp}))
    return lines


def summary_lines(game: Any, player: int) -> list[str]:
    return [line.text for line in summary(game, player)]


def replay_range(game: Any, player: int) -> tuple[int, int]:
    """(first, last) state indexes to show when replaying the others' turns on the board."""
    return since_last_turn(game, player), len(game.states) - 1
