"""Information Set Monte Carlo search over whole-turn plans (macro actions), for the Hard level.

The tree's root is the bot's information set, not one state: every
iteration samples a world consistent with what the seat knows
(`information.determinize`), as in Cowling, Powley and Whitehouse's ISMCTS
(2012). Its children are the turn's first actions, each standing for the
whole-turn plan it begins (a macro action): the iteration plays that first
action in the sampled world, lets the Normal policy finish the turn (a
festival proposed on the way is bid out by every participant with the
festival tactics, on their sampled hands), and scores the end of the turn
with the evaluation. Children are picked by UCB1 on those scores, so good
plans are tried in more worlds; the plan returned is the child with the best
mean, with the action sequence of its best sampled world.

The tree is one level deep on purpose: a turn holds five or more actions,
and a search over single actions would spend its whole budget inside one
turn. Everything is driven by the bot's own generator and a fixed iteration
count, so one seed and budget always give the same plan.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from cuzco.games.cuzco.rules import Action, EndTurn, GameState, IllegalAction

from . import festival_tactics, greedy_moves
from .evaluate import Valuation, evaluate
from .greedy_moves import Candidate
from .information import determinize
from .normal_bot import NormalBot

MAX_PLAN = 40  # actions in one simulated turn: a safety net, real turns take under a dozen
EXPLORATION = 0.7  # UCB1's constant, in units of the spread of the scores seen


@dataclass
class Child:
    first: Action
    prior: float  # the policy's one-step gain: orders children before any visit
    visits: int = 0
    total: float = 0.0
    best: float = -math.inf
    plan: list[Action] = field(default_factory=list)

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else -math.inf


def first_actions(policy: NormalBot, state: GameState, width: int) -> list[tuple[float, Action]]:
    """The turn's `width` most promising first actions by the policy's one-step gain, its own choice first."""
    val = Valuation(state, state.current)
    base = val.value()
    if state.must_place:
        options = policy_placements(policy, state)
        scored = policy._score(state, base, options)
    else:
        scored = policy._score(state, base, policy._candidates(state, val))
        festival = festival_tactics.proposal(state)
        if festival is not None:
            scored.append((festival[1], festival[0]))
        scored.append((0.0, EndTurn()))
    own = policy.decide(state)
    out: list[tuple[float, Action]] = [(math.inf, own)]
    for gain, action in scored:
        if all(action != a for _, a in out):
            out.append((gain, action))
    return out[:width]


def policy_placements(policy: NormalBot, state: GameState) -> list[Candidate]:
    """The placements the policy would look at to open the turn."""
    val = Valuation(state, state.current)
    options = greedy_moves.placement_options(state)
    return greedy_moves.placement_shortlist(state, val, options, policy.mandatory_keep, policy.rng)


def finish_turn(policy: NormalBot, world: GameState, me: int, plan: list[Action]) -> GameState:
    """Let the policy play `me`'s turn out in `world`; festival bidding is played by everyone's tactics."""
    while not world.is_over and len(plan) < MAX_PLAN:
        if world.festival is not None:
            world = world.apply(festival_tactics.bid(world))
            continue
        if world.current != me:
            break
        action = policy.decide(world)
        plan.append(action)
        world = world.apply(action)
    return world


def search(state: GameState, iterations: int, width: int, rng: random.Random, policy: NormalBot) -> list[Action]:
    """The best whole-turn plan for `state.current` found in `iterations` sampled worlds."""
    me = state.current
    children = [Child(action, prior) for prior, action in first_actions(policy, state, width)]
    low, high = math.inf, -math.inf
    for it in range(max(iterations, 1)):
        if it < len(children):
            child = children[it]
        else:
            spread = max(high - low, 1e-6)
            log_n = math.log(it)
            child = max(children, key=lambda c: c.mean + EXPLORATION * spread * math.sqrt(log_n / c.visits))
        world = determinize(state, me, rng)
        plan = [child.first]
        try:
            world = finish_turn(policy, world.apply(child.first), me, plan)
        except IllegalAction:
            continue  # a first action the sampled world refuses (cannot happen with public facts alone)
        score = evaluate(world, me)
        low, high = min(low, score), max(high, score)
        child.visits += 1
        child.total += score
        if score > child.best:
            child.best, child.plan = score, plan
    best = max(children, key=lambda c: (c.mean, c.visits, c.prior))
    return best.plan or [best.first]
