"""The Easy computer player of Feld's Cuzco: a beginner who follows a few rules of thumb.

The rules a person would teach at a first game:
- the biggest die goes first, on a space that pays for pips (a tile, a move, an exchange, a circlet, a temple
  step); the victory-points space when nothing pays better;
- a quipu goes toward the nearest mission: of its missions, the one closest to completion pulls hardest, so the
  chasqui heads for a village that helps it;
- buy when food allows: the good a held mission asks for, else the dearest one affordable.

Everything else it answers with what looks best one step ahead, counted simply (VP, plus a little for food,
offerings, knowledge, feathers, tiles, priests and quipus on villages). It makes a beginner's mistakes: it
never plays a god card (it keeps them), never turns the Cuzco overlay, does not think about what the others
will do, and one real decision in four it takes its second choice.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.rules.actions import Action, Buy, Done, Move, Place, PlayCard
from cuzco.games.feld_cuzco.rules.board import measure, priests_on_steps
from cuzco.games.feld_cuzco.rules.engine import apply, legal_actions
from cuzco.games.feld_cuzco.rules.state import State, peek
from cuzco.games.feld_cuzco.rules.view import PlayerView

from .determinize import determinize

MISTAKES = 0.25  # the share of its real choices where it takes its second choice
NEAREST_PULL = 6.0  # the mission closest to completion, met: what a mission scores
OTHER_PULL = 1.0  # the other held missions, met
FOLLOW_UPS = ("move", "tile", "exchange", "circlet", "blessing", "feather", "card", "quipu")
_PER_PRIEST: tuple[int, ...] = C.PRIEST_ROUND_VP.value  # type: ignore[assignment]


def progress(s: State, me: int, mission: int) -> float:
    """How far `me` is towards `mission`: 1.0 once met."""
    needs = C.MISSIONS[mission].needs
    return sum(min(measure(s, me, w, a) / t, 1.0) for w, a, t in needs) / len(needs)


def nearest_mission(s: State, me: int) -> int | None:
    """The held mission closest to completion (the first of equals), or None."""
    missions = peek(s, me).missions
    return max(missions, key=lambda m: progress(s, me, m)) if missions else None


def counted(s: State, me: int) -> float:
    """What the beginner sees in `s`: its VP and a little for what it holds."""
    p = peek(s, me)
    if s.over:
        return float(p.vp)
    v = float(p.vp)
    if s.phase in ("dice", "abilities"):
        v += 0.8 * p.knowledge
    v += 1.2 * p.feather_count() + 1.0 * sum(p.circlets) + 0.7 * min(p.food, 6) + 0.6 * p.offerings
    v += 0.5 * len(p.hand) + 2.0 * p.medals + 1.5 * sum(1 for t in p.slots if t >= 0)
    v += 0.8 * priests_on_steps(s, me) * _PER_PRIEST[max(0, min(5, s.round - 1))]
    v += sum(0.5 * C.VILLAGES[i].vp for i, stack in enumerate(s.villages) if stack and stack[-1] == me)
    nearest = nearest_mission(s, me)
    for m in p.missions:
        v += (NEAREST_PULL if m == nearest else OTHER_PULL) * progress(s, me, m)
    return v


def after(s: State, action: Action, me: int, steps: int = 1) -> float:
    """The count once `action` is taken and the decision it leaves open (a move, a tile...) answered the same
    simple way."""
    s = apply(s, action)
    while steps > 0 and not s.over and s.actor == me and s.tasks and s.tasks[-1][0] in FOLLOW_UPS:
        options = [apply(s, a) for a in _own_choices(s)]
        if not options:
            break
        s = max(options, key=lambda o: counted(o, me))
        steps -= 1
    return counted(s, me)


def _own_choices(s: State) -> list[Action]:
    """The legal actions a beginner thinks of: no god card, no turning of the overlay (when it has another
    choice)."""
    actions = legal_actions(s)
    plain: list[Action] = [a for a in actions if not isinstance(a, PlayCard)
                           and not (isinstance(a, Move) and a.rotation >= 0)]
    return plain or actions


def _thumb(s: State, actions: list[Action], me: int) -> list[Action]:
    """The choices its rules of thumb leave: the biggest die first; a good bought when food allows."""
    places = [a for a in actions if isinstance(a, Place)]
    if places:
        biggest = max(a.die for a in places)
        return [a for a in places if a.die == biggest]
    buys = [a for a in actions if isinstance(a, Buy)]
    if buys:
        row = s.market[s.round - 1]
        wanted = {C.MISSIONS[m].needs[0][1] for m in peek(s, me).missions if C.MISSIONS[m].needs[0][0] == "goods_of"}
        best = max(buys, key=lambda a: (row[a.column] in wanted, C.GOOD_TYPES[row[a.column]].cost))
        return [best]
    return actions


@dataclass
class EasyBot:
    seed: int = 0
    name: str = "easy"
    mistakes: float = MISTAKES
    rng: random.Random = field(init=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(f"feld-easy/{self.seed}")

    def choose(self, view: PlayerView) -> Action:
        actions = legal_actions(view.state)
        if len(actions) == 1:
            return actions[0]
        me = view.me
        guess = determinize(view, self.rng)
        choices = _thumb(guess, [a for a in _own_choices(view.state) if a in actions], me)
        if len(choices) == 1:
            return choices[0]
        scored: list[tuple[float, int]] = []
        for i, action in enumerate(choices):
            try:
                scored.append((after(guess, action, me) + self.rng.random() * 0.01, i))
            except ValueError:  # the guess of the hidden cards refuses it
                continue
        if not scored:
            return next((a for a in choices if isinstance(a, Done)), choices[0])
        scored.sort(reverse=True)
        pick = 1 if len(scored) > 1 and self.rng.random() < self.mistakes else 0
        return choices[scored[pick][1]]
