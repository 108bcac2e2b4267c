"""What Hard remembers of the game: the public events of every reveal, and what they tell of the others.

    Memory.watch(view)          keeps the events of the reveal that led to this view (idempotent)
    watch_reveals(bots, states) shows every computer seat the reveals of a game it has not seen yet
    Memory.history(players)     -> History: each player's total so far, and every choice with what it saw
    estimate_boldness(moments)  -> each player's boldness: how much later than the model they go home

Everything here is public at the table: a player back in camp still watches the
reveals. The choices are shown together; the cards turned, the share of the path
each leaver takes, the gems they put in their tent, the artifacts and who is scared
out are all seen. A view carries only the events of the reveal that led to it, so
the runner shows every computer seat each reveal (`watch_reveals`, from the game's
states); a game resumed from its save shows them again, and the memory, keyed by
(round, reveal), comes back the same.

Replaying those events gives every player's total so far (what went into their tent
and their artifacts) and, for every reveal, what each player inside could see when
they chose (`Moment`: what they carried, their share of the path, the danger of the
next card, the gems a safe one would bring each) and whether they went home.

The boldness of a player is the shift of the model's leaving curve (`leave_chance`,
a logistic curve of what the player would risk against what the next card would
bring them) that best explains their choices: the mean of a posterior over a grid
of shifts, from a prior centred on 0 (the model as it is). A player seen going on
where the model says most would go home is bold (a positive shift).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from cuzco.games.incan_gold.rules.cards import (
    ARTIFACT,
    HAZARD,
    HAZARD_COPIES,
    HAZARD_KINDS,
    TREASURE,
    TREASURE_VALUES,
)
from cuzco.games.incan_gold.rules.state import (
    ARTIFACT_TAKEN,
    BANK,
    CARD,
    CHOICES,
    LEAVE,
    ROUND_START,
    SCARED,
    Event,
    State,
)
from cuzco.games.incan_gold.rules.view import PlayerView, view_for

# The model of a sensible player, fitted (logistic) to the choices of the other kinds of bot in a few hundred games.
LEAVE_SLOPE, LEAVE_OFFSET = 2.0, 1.5


def leave_chance(carried: float, share: float, risk: float, gain: float) -> float:
    """The model of another player: how likely they return to camp at this reveal (`risk`: the danger)."""
    x = risk * (carried + share) - (1 - risk) * gain
    return 0.02 + 0.95 / (1 + math.exp(LEAVE_OFFSET - LEAVE_SLOPE * x))


@dataclass(frozen=True)
class Moment:
    """One choice a player made: what the table showed them, and whether they went home."""

    player: int
    carried: float   # gems beside their tent
    share: float     # the path's gems over the players inside
    risk: float      # the chance that the next card is a second hazard
    gain: float      # the gems each player inside would get on average from the next card if it is safe
    left: bool


@dataclass(frozen=True)
class History:
    totals: tuple[int, ...]       # gems in each tent plus the worth of each player's artifacts
    moments: tuple[Moment, ...]
    deck: tuple[int, ...]         # the treasures the replay finds left in the deck, sorted (a check)
    complete: bool                # every reveal of the game so far was seen (set by Memory.history)


@dataclass
class Memory:
    """The events of each reveal of the game, by (round, reveals in the round)."""

    seen: dict[tuple[int, int], tuple[Event, ...]] = field(default_factory=dict)

    def watch(self, view: PlayerView) -> None:
        if view.events:
            self.seen.setdefault((view.round, view.turn), view.events)

    def history(self, players: int, artifacts_in_play: bool = True) -> History:
        keys = sorted(self.seen)
        events = [e for key in keys for e in self.seen[key]]
        # Within a round the reveals follow one another; a new round starts at 0 (a round may end before
        # anybody chose, so rounds may be skipped); and every round so far has its start in the events.
        gapless = all(b == (a[0], a[1] + 1) or (b[0] > a[0] and b[1] == 0) for a, b in zip(keys, keys[1:]))
        starts = sum(1 for e in events if e.kind == ROUND_START)
        if not (keys and gapless and starts == keys[-1][0]):
            return History((0,) * players, (), (), False)
        return replace(replay(events, players, artifacts_in_play), complete=True)


def watch_reveals(bots: Mapping[int, object] | Sequence[object], states: Sequence[State]) -> None:
    """Show each computer seat that keeps a memory the reveals of the game (states) it has not seen yet."""
    seats = bots.items() if isinstance(bots, Mapping) else enumerate(bots)
    for seat, bot in seats:
        memory = getattr(bot, "memory", None)
        if not isinstance(memory, Memory):
            continue
        new: list[State] = []
        for state in reversed(states):  # the states of the reveals not seen yet are the last ones
            if (state.round, state.turn) in memory.seen:
                break
            new.append(state)
        for state in reversed(new):
            memory.watch(view_for(state, seat))


def replay(events: Iterable[Event], players: int, artifacts_in_play: bool = True) -> History:
    """Every player's total and every choice of the game, from its public events."""
    n = players
    totals = [0] * n
    moments: list[Moment] = []
    removed: Counter[str] = Counter()   # hazards out of the game (a second copy turned ends a round)
    artifacts_added = artifacts_seen = 0
    path: list[tuple[str, int, str]] = []  # (kind, value, hazard) of the cards on the path this round
    path_gems = 0
    carried = [0] * n
    inside = [False] * n
    for e in events:
        if e.kind == ROUND_START:
            path, path_gems, carried, inside = [], 0, [0] * n, [True] * n
            artifacts_added += 1 if artifacts_in_play else 0
        elif e.kind == CARD and e.card is not None:
            card = e.card
            if card.kind == HAZARD and any(k == HAZARD and h == card.hazard for k, _v, h in path):
                removed[card.hazard] += 1
                continue  # the round ends; SCARED events empty the hands
            artifacts_seen += card.kind == ARTIFACT
            players_in = [p for p in range(n) if inside[p]]
            for p in players_in:
                carried[p] += e.amount
            if card.kind == TREASURE:
                path_gems += card.value - e.amount * len(players_in)
            path.append((card.kind, card.value, card.hazard))
        elif e.kind == CHOICES:
            going = {int(x) for x in e.detail.split(",") if x}
            players_in = [p for p in range(n) if inside[p]]
            treasures, size, deadly = _deck(path, removed, artifacts_added - artifacts_seen)
            risk = deadly / size if size else 0.0
            gain = sum(treasures) / size / len(players_in) if size and players_in else 0.0
            moments.extend(Moment(p, carried[p], path_gems / len(players_in), risk, gain, p not in going)
                           for p in players_in)
        elif e.kind == LEAVE:
            path_gems -= e.amount
            inside[e.player] = False
        elif e.kind == BANK:
            totals[e.player] += e.amount
            carried[e.player] = 0
        elif e.kind == ARTIFACT_TAKEN:
            totals[e.player] += e.amount
            path = [c for c in path if c[0] != ARTIFACT]
        elif e.kind == SCARED:
            carried[e.player] = 0
    treasures, _size, _deadly = _deck(path, removed, artifacts_added - artifacts_seen)
    return History(tuple(totals), tuple(moments), tuple(sorted(treasures)), False)


def _deck(path: list[tuple[str, int, str]], removed: Counter[str], artifacts: int) -> tuple[list[int], int, int]:
    """The deck's treasures, its size and how many of its cards are deadly, from the path and what left the game."""
    treasures = list(TREASURE_VALUES)
    for kind, value, _h in path:
        if kind == TREASURE:
            treasures.remove(value)
    on_path = Counter(h for kind, _v, h in path if kind == HAZARD)
    hazards = {k: HAZARD_COPIES - removed[k] - on_path[k] for k in HAZARD_KINDS}
    return treasures, len(treasures) + sum(hazards.values()) + artifacts, sum(hazards[k] for k in on_path)
