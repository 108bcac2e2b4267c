"""A game's setup (players, seed, options) and the deal it leads to, all drawn from the seed."""

from __future__ import annotations

import random
from dataclasses import dataclass

from cuzco.text import N_, Message

from . import components as C
from .state import EMPTY, HOME, QUIPU, Player, State


@dataclass(frozen=True)
class Setup:
    """Names in seat order (seat 0 red, 1 yellow, 2 green, 3 blue).

    `pututu`: play with module 1, the pututu tiles. `card13_any_village`: god card 13
    reaches any village of the map instead of any adjacent one (the text allows both)."""

    names: tuple[str, ...]
    seed: int | str = 0
    pututu: bool = False
    card13_any_village: bool = False
    # the starting VP by order token: a reconstructed number that changed once (saves keep what they dealt)
    start_vp: tuple[int, ...] = C.START_VP.value  # type: ignore[assignment]
    # the seat that takes order token 1 and so plays first; None: the tokens are drawn from the seed alone
    first_player: int | None = None

    def problem(self) -> str | None:
        if not C.MIN_PLAYERS <= len(self.names) <= C.MAX_PLAYERS:
            return Message(N_("Feld's Cuzco has {low} to {high} players, not {n}"),
                           {"low": C.MIN_PLAYERS, "high": C.MAX_PLAYERS, "n": len(self.names)})
        if any(not isinstance(n, str) or not n.strip() for n in self.names):
            return Message(N_("every player needs a name"))
        seed: object = self.seed
        if isinstance(seed, bool) or not isinstance(seed, (int, str)):
            return Message(N_("the seed must be a number or a text"))
        first: object = self.first_player
        if first is not None and (type(first) is not int or not 0 <= first < len(self.names)):
            return Message(N_("the first player must be one of the seats"))
        options: tuple[object, ...] = (self.pututu, self.card13_any_village)  # may come from a file
        for value in options:
            if not isinstance(value, bool):
                return Message(N_("an option must be true or false"))
        return None


def rng(seed: int | str | None, what: str, number: int = 0) -> random.Random:
    return random.Random(f"{seed}/feld-cuzco/{what}/{number}")


def _take_evenly(piles: list[list[int]]) -> int | None:
    """The top tile of the tallest mission pile (the first of equals); None when all are empty.
    The pile is replaced by a shorter copy, never changed in place (states share their piles)."""
    best = max(range(len(piles)), key=lambda i: (len(piles[i]), -i))
    pile = piles[best]
    if not pile:
        return None
    piles[best] = pile[:-1]
    return pile[-1]



def deal(setup: Setup) -> State:
    """The table after the deal, before the players' setup choices (starting feather, missions kept)."""
    problem = setup.problem()
    if problem:
        raise ValueError(problem)
    n = len(setup.names)
    r = rng(setup.seed, "setup")
    masks = list(range(4))
    r.shuffle(masks)
    tokens = list(range(1, n + 1))
    r.shuffle(tokens)
    if setup.first_player is not None:  # the chosen seat swaps tokens with whoever drew token 1
        holder = tokens.index(1)
        tokens[holder], tokens[setup.first_player] = tokens[setup.first_player], 1
    players = []
    for seat in range(n):
        p = Player(mask=masks[seat], token=tokens[seat])
        p.slots = [EMPTY, EMPTY] + [QUIPU] * C.QUIPUS
        p.slid = [False] * C.MASK_SPACES
        p.offerings, p.medals = C.START_OFFERINGS, C.START_MEDALS
        start = setup.start_vp[p.token - 1]
        p.vp = start
        p.sources[0] = start
        players.append(p)
    state = State(names=tuple(setup.names), seed=setup.seed, pututu_module=setup.pututu,
                  card13_any_village=setup.card13_any_village, players=players)
    state.order = sorted(range(n), key=lambda s: players[s].token)
    for rank, seat in enumerate(state.order):  # knowledge markers stacked: token 1 on top
        players[seat].kstamp = n - rank
    state.kclock = n + 1
    state.rotation = r.randrange(6)
    state.steps = [HOME] * C.TEMPLE_STEPS
    state.temple_medals = C.MEDALS_ON_TEMPLE
    state.supply = [C.FEATHERS_PER_COLOUR_PER_PLAYER * n] * 4
    state.villages = [[] for _ in C.VILLAGES]
    board = C.ACTION_BOARD.value[n]  # type: ignore[index]
    state.spaces = [[] for _ in board]
    # god cards: five shuffled piles, the deal, then one face up per pile
    piles = []
    for god in range(5):
        pile = [c for c in range(3 * god + 1, 3 * god + 4) for _ in range(C.COPIES_PER_CARD)]
        r.shuffle(pile)
        piles.append(pile)
    per_pile = C.GOD_DEAL_PER_PILE.value[n]  # type: ignore[index]
    pool = [piles[g].pop() for g in range(5) for _ in range(per_pile)]
    r.shuffle(pool)
    for p in players:
        p.hand = [pool.pop(), pool.pop()]
    for p in players:
        while C.god_of(p.hand[0]) == C.god_of(p.hand[1]) and pool:
            back = p.hand.pop()
            p.hand.append(pool.pop(0))
            pool.append(back)
            r.shuffle(pool)
    state.god_piles = piles
    state.god_discard = pool
    state.face_up = [pile.pop() for pile in piles]
    # study and farm stacks, the first columns
    for kind in (C.STUDY, C.FARM):
        stack = [t.id for t in C.TILES if t.kind == kind]
        r.shuffle(stack)
        state.stacks.append(stack)
        state.columns.append([stack.pop() for _ in C.COLUMN_PIPS])
        state.tile_discards.append([])
    # market
    goods = [g.kind for g in C.GOOD_TYPES for _ in range(g.copies)]
    r.shuffle(goods)
    if n < 4:
        for kind in range(len(C.GOOD_TYPES)):
            goods.remove(kind)
    width = C.MARKET_COLUMNS if n == 4 else C.MARKET_COLUMNS - 1
    state.market = [([] if n == 4 else [EMPTY]) + [goods.pop() for _ in range(width)] for _ in range(C.MARKET_ROWS)]
    # missions: three golden piles, the palace, the grey start tiles, the four drawn by each player
    golden = [m.id for m in C.GOLDEN_MISSIONS]
    r.shuffle(golden)
    state.mission_piles = [golden[i::C.MISSION_PILES] for i in range(C.MISSION_PILES)]
    refill_palace(state)
    grey = [m.id for m in C.GREY_MISSIONS]
    r.shuffle(grey)
    for p in players:
        p.missions = [grey.pop()]
    for seat in state.order:
        for _ in range(C.GOLDEN_DRAW):
            tile = _take_evenly(state.mission_piles)
            if tile is not None:
                players[seat].drawn.append(tile)
    if setup.pututu:
        state.pututu = list(C.PUTUTU_SUPPLY.value[n])  # type: ignore[index]
    # starting feathers: one of each colour dealt at random, the leftovers back to the supply
    colours = list(range(4))
    r.shuffle(colours)
    state.phase = "setup"
    state.turn = 0
    state.actor = state.order[0]
    state.tasks = []
    for seat in range(n):
        players[seat].start_feather = colours[seat]
        state.supply[colours[seat]] -= 1
    return state


def refill_palace(state: State) -> None:
    while len(state.palace) < state.n + C.PALACE_EXTRA:
        tile = _take_evenly(state.mission_piles)
        if tile is None:
            return
        state.palace.append(tile)
