"""Fill in what a seat cannot see with one random guess that agrees with everything it can see.

Used by the computer players to look ahead: the guess holds the same public table,
the seat's own hand and draws, and random contents for the face-down piles and the
other hands, drawn from the cards and tiles not seen anywhere.
"""

from __future__ import annotations

import random
from collections import Counter

from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.rules.state import UNKNOWN, State
from cuzco.games.feld_cuzco.rules.view import PlayerView


def _fill(slots: list[list[int]], pool: list[int], rng: random.Random) -> None:
    rng.shuffle(pool)
    for lst in slots:
        for i, v in enumerate(lst):
            if v == UNKNOWN:
                lst[i] = pool.pop() if pool else 1


def determinize(v: PlayerView, rng: random.Random) -> State:
    s = v.state.clone()
    s.seed = rng.randrange(1 << 30)
    # the lists filled in below are shared with the view: give the guess its own
    s.god_piles = [list(p) for p in s.god_piles]
    s.stacks = [list(x) for x in s.stacks]
    s.mission_piles = [list(p) for p in s.mission_piles]
    # god cards: 4 copies of each of the 15
    seen = Counter(c for c in s.face_up if c > 0) + Counter(s.god_discard)
    for p in s.players:
        seen.update(c for c in p.hand if c > 0)
    pool = list((Counter({c: C.COPIES_PER_CARD for c in range(1, 16)}) - seen).elements())
    _fill([p.hand for p in s.players] + s.god_piles, pool, rng)
    for pile in s.god_piles:  # a pile holds only its god's cards: swap out any stray guess
        god = s.god_piles.index(pile)
        pile[:] = [c if C.god_of(c) == god else 3 * god + 1 for c in pile]
    # study and farm stacks
    for kind in (C.STUDY, C.FARM):
        known = {t for t in s.columns[kind] if t >= 0} | set(s.tile_discards[kind])
        for p in s.players:
            known |= {t for t in p.slots if t >= 0}
        rest = [t.id for t in C.TILES if t.kind == kind and t.id not in known]
        _fill([s.stacks[kind]], rest, rng)
    # mission piles (and other players' setup draws)
    known_missions = set(s.palace)
    for p in s.players:
        known_missions |= set(p.missions) | set(p.completed) | {m for m in p.drawn if m > 0}
    rest = [m.id for m in C.GOLDEN_MISSIONS if m.id not in known_missions]
    _fill(s.mission_piles + [p.drawn for p in s.players], rest, rng)
    return s
