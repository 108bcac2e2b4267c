"""What the other players did since a player's last turn, for the hand-off screen. No pygame.

    since_last_turn(game, player) -> int             # index into game.states where the story starts
    summary_lines(game, player) -> list[str]          # one line per other player, then festivals

A line reads like "Killa placed a triple and 2 singles, brought 2 Incas in and built a temple:
+2 PP". Only public facts are told (never which card was drawn from the deck).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from cuzco.games.cuzco.rules.actions import (
    BuildTemple,
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


def _festival_line(game: Any, index: int, value: int) -> str:
    """Who called the festival proposed by action `index`, and who organized it for how much."""
    states = game.states
    caller = states[index].players[states[index].current].name
    end = next((k for k in range(index + 1, len(states)) if states[k].festival is None), len(states) - 1)
    won = [e for e in states[end].score_log[len(states[index].score_log) :] if e.source == "festival"]
    if not won:
        return _("{name} called a festival at a value-{v} temple: no prestige for anyone", name=caller, v=value)
    who = _join([_("{name} +{pp} PP", name=states[end].players[e.player].name, pp=e.points) for e in won])
    return _("{name} called a festival at a value-{v} temple: {who}", name=caller, v=value, who=who)


def summary_lines(game: Any, player: int) -> list[str]:
    start = since_last_turn(game, player)
    states, actions = game.states, game.actions
    if start >= len(states) - 1:
        return []
    did: dict[int, str] = {}
    tiles: dict[int, Counter[str]] = {}
    counts: dict[int, Counter[str]] = {}
    festivals: list[str] = []
    order: list[int] = []
    for i in range(start, len(actions)):
        before, action = states[i], actions[i]
        who = before.current
        if who == player and before.phase == "turn":
            continue
        if who not in order and before.phase == "turn":
            order.append(who)
        if isinstance(action, PlaceTerrain):
            tiles.setdefault(who, Counter())[action.tile] += 1
        elif isinstance(action, (EnterInca, MoveInca, LeaveInca, BuildTemple, ExpandTemple, PlacePond)):
            counts.setdefault(who, Counter())[type(action).__name__] += 1
        elif isinstance(action, ProposeFestival):
            value = before.temple[before.cell(action.hex)]
            festivals.append(_festival_line(game, i, value))
    gained: Counter[int] = Counter()
    for event in states[-1].score_log[len(states[start].score_log) :]:
        gained[event.player] += event.points
    for who in order:
        parts = []
        if who in tiles:
            parts.append(_("placed {tiles}", tiles=_tiles(tiles[who])))
        c = counts.get(who, Counter())
        phrases = {
            "EnterInca": lambda n: ngettext("brought an Inca in", "brought {n} Incas in", n),
            "MoveInca": lambda n: ngettext("moved an Inca", "moved Incas {n} times", n),
            "LeaveInca": lambda n: ngettext("took an Inca out", "took {n} Incas out", n),
            "BuildTemple": lambda n: ngettext("built a temple", "built {n} temples", n),
            "ExpandTemple": lambda n: ngettext("expanded a temple", "expanded temples {n} times", n),
            "PlacePond": lambda n: ngettext("dug a pond", "dug {n} ponds", n),
        }
        for kind, said in phrases.items():
            if c[kind]:
                parts.append(said(c[kind]))
        name = states[-1].players[who].name
        text = _("{name} {did}", name=name, did=_join(parts)) if parts else _("{name} passed", name=name)
        if gained[who]:
            text += _(": +{pp} PP", pp=gained[who])
        did[who] = text
    lines = [did[who] for who in order]
    lines += festivals
    others = [p for p in gained if p not in order and p != player and gained[p]]
    for p in others:  # scored only in someone else's turn (a festival, a pond)
        lines.append(_("{name}: +{pp} PP", name=states[-1].players[p].name, pp=gained[p]))
    if gained[player]:
        lines.append(_("You: +{pp} PP meanwhile", pp=gained[player]))
    return lines


def replay_range(game: Any, player: int) -> tuple[int, int]:
    """(first, last) state indexes to show when replaying the others' turns on the board."""
    return since_last_turn(game, player), len(game.states) - 1
