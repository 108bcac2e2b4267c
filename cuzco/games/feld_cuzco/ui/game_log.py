"""Feld's Cuzco's game log in words, worked out from the record (the seed and its actions: nothing else is
stored, so a loaded game has its whole log):

    log = GameLog()
    log.lines(game, names)            -> [LogLine, ...]   every decision, oldest first, with the VP it gave
    log.since_last(game, names, seat) -> [str, ...]       what the others did since `seat` last decided
    replay_range(game, seat)          -> (first, last)    the states to show again: the others' turns

Each decision reads "Bea: headdress with a 6" and, when it brought its player VP, "(+14 VP)" after it (in
gold). The decision that ends phase II is followed by the round's scoring (phase III), a line per player with the VP
it brought them source by source; the last round's by the final scoring. Lines are kept per action and
worked out again only for actions that are new (or were undone and played otherwise).
"""

from __future__ import annotations

from typing import Any

from cuzco.games.feld_cuzco.rules import Action, State
from cuzco.games.feld_cuzco.rules.state import SOURCES
from cuzco.shell.i18n import _, language
from cuzco.shell.log_panel import LogLine

from .names import SOURCE_NAMES, describe


def _gains(before: State, after: State, seat: int) -> str:
    """The VP `seat` gained between the two states, source by source ("knowledge 3, temple 2")."""
    a, b = before.players[seat].sources, after.players[seat].sources
    return ", ".join(f"{_(SOURCE_NAMES.get(SOURCES[k], SOURCES[k]))} {b[k] - a[k]:+d}"
                     for k in range(len(SOURCES)) if b[k] != a[k])


def action_lines(before: State, action: Action, after: State, names: list[str]) -> list[LogLine]:
    """The log's lines for one decision: what it was and the VP it gave, then the scoring it set off."""
    seat = action.player
    did = describe(action, before)
    final = after.over and not before.over
    scored = final or before.phase == "abilities" and after.phase != "abilities"  # phase III scores
    gain = after.players[seat].vp - before.players[seat].vp
    if gain and not scored:
        lines = [LogLine(seat, _("{name}: {did} (+{vp} VP)", name=names[seat], did=did, vp=gain), True)]
    else:
        lines = [LogLine(seat, _("{name}: {did}", name=names[seat], did=did))]
    for other in range(before.n):
        vp = after.players[other].vp - before.players[other].vp
        if scored:
            what = _("+{vp} VP ({sources})", vp=vp, sources=_gains(before, after, other)) if vp else _("no VP")
            if after.players[other].medals > before.players[other].medals:
                what = _("{what}, and the temple's Inti medal", what=what)
            text = (_("Final scoring: {name}: {what}", name=names[other], what=what) if final
                    else _("Round {k} scoring: {name}: {what}", k=before.round, name=names[other], what=what))
            lines.append(LogLine(other, text, True))
        elif other != seat and vp:  # someone else's VP changed by this decision
            lines.append(LogLine(other, _("{name}: {vp:+d} VP", name=names[other], vp=vp), True))
    return lines


class GameLog:
    def __init__(self) -> None:
        self._kept: list[tuple[State, list[LogLine]]] = []  # per action: the state it led to, and its lines
        self._key: tuple[object, ...] = ()
        self._flat: tuple[int, list[LogLine]] = (-1, [])
        self._seen: tuple[int, object] = (-1, None)  # the record last brought up to date: (actions, last state)
        self._per: list[list[LogLine]] = []

    def per_action(self, game: Any, names: list[str]) -> list[list[LogLine]]:
        """Each action's lines, in order (brought up to date with the record). The record is walked again
        only when it changed (a new action, an undo, another language or names): every frame asks."""
        key = (tuple(names), language())
        states, actions = game.states, game.actions
        if key == self._key and self._seen[0] == len(actions) and self._seen[1] is states[-1]:
            return self._per  # a state is never changed in place, so the same last state is the same record
        if key != self._key:
            self._kept, self._key = [], key
        keep = 0
        while keep < min(len(self._kept), len(actions)) and self._kept[keep][0] is states[keep + 1]:
            keep += 1
        if keep != len(self._kept):
            del self._kept[keep:]
            self._flat = (-1, [])
        for i in range(keep, len(actions)):
            self._kept.append((states[i + 1], action_lines(states[i], actions[i], states[i + 1], names)))
        self._per = [lines for _state, lines in self._kept]
        self._seen = (len(actions), states[-1])
        return self._per

    def lines(self, game: Any, names: list[str]) -> list[LogLine]:
        per = self.per_action(game, names)
        if self._flat[0] != len(per):
            self._flat = (len(per), [line for lines in per for line in lines])
        return self._flat[1]

    def since_last(self, game: Any, names: list[str], seat: int) -> list[str]:
        """What happened since `seat`'s last decision: the others' decisions, and any scoring meanwhile."""
        per = self.per_action(game, names)
        first = replay_range(game, seat)[0]
        return [line.text for lines in per[first:] for line in lines]


def replay_range(game: Any, seat: int) -> tuple[int, int]:
    """(first, last): the state just after `seat`'s last decision (0 before their first), and the game's own."""
    last_own = next((k for k in range(len(game.actions) - 1, -1, -1) if game.actions[k].player == seat), -1)
    return last_own + 1, len(game.states) - 1
