"""Fill in what a seat cannot see with one random guess that agrees with everything it can see.

Used by the computer players to look ahead: the guess holds the same public table (the face-up god cards
and the discards), the seat's own hand and draws, and random contents for the face-down piles and the
other hands, drawn from the cards and tiles not seen anywhere.

God cards follow the components: each of the 15 cards exists `COPIES_PER_CARD` times, and a god's pile
holds only that god's cards. So the unseen copies are dealt per god: god g's unseen cards are shuffled,
its pile takes as many as it holds, and the rest of them are god g's share of the other hands (the hands
hold exactly what the piles leave over), which are then dealt from those shares at random.
"""

from __future__ import annotations

import random
from collections import Counter

from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.rules.state import UNKNOWN, State
from cuzco.games.feld_cuzco.rules.view import PlayerView

GODS = len(C.GODS)


def _fill(slots: list[list[int]], pool: list[int], rng: random.Random) -> None:
    rng.shuffle(pool)
    for lst in slots:
        for i, v in enumerate(lst):
            if v == UNKNOWN:
                lst[i] = pool.pop() if pool else 1


def unseen_cards(s: State) -> Counter[int]:
    """The god cards the state does not show anywhere: every copy less the face-up cards, the discards
    and the cards of the hands that are known."""
    seen = Counter(c for c in s.face_up if c > 0) + Counter(s.god_discard)
    for p in s.players:
        seen.update(c for c in p.hand if c > 0)
    return Counter({c: C.COPIES_PER_CARD for c in range(1, 3 * GODS + 1)}) - seen


def _deal_god_cards(s: State, rng: random.Random) -> None:
    unseen = unseen_cards(s)
    spare: list[int] = []  # what the piles leave over: the unknown cards of the hands
    for god in range(GODS):
        cards = [c for c in sorted(unseen.elements()) if C.god_of(c) == god]
        rng.shuffle(cards)
        pile = s.god_piles[god]
        hidden = sum(1 for c in pile if c == UNKNOWN)
        # a god never has fewer unseen cards than its face-down pile holds; were a view to say otherwise,
        # the pile is made up of that god's first card rather than another god's
        take, cards = cards[:hidden], cards[hidden:]
        take += [3 * god + 1] * (hidden - len(take))
        s.god_piles[god] = [take.pop() if c == UNKNOWN else c for c in pile]
        spare += cards
    _fill([p.hand for p in s.players], spare, rng)


def determinize(v: PlayerView, rng: random.Random) -> State:
    s = v.state.clone()
    s.seed = rng.randrange(1 << 30)
    # the lists filled in below are shared with the view: give the guess its own
    s.god_piles = [list(p) for p in s.god_piles]
    s.stacks = [list(x) for x in s.stacks]
    s.mission_piles = [list(p) for p in s.mission_piles]
    _deal_god_cards(s, rng)
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
