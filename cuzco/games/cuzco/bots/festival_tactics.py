"""The greedy bot at festivals: propose where it can win, bid only when the prize is worth the cards.

Hands are secret, so a rival's strength is guessed from its hand size and the
average worth of a card against the wanted relics; the bot never looks at
another player's cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cuzco.games.cuzco.rules import (
    Action,
    FestivalDrop,
    FestivalPlay,
    FestivalStand,
    GameState,
    Hex,
    ProposeFestival,
    queries,
)
from cuzco.games.cuzco.rules.components import CARD_FACES, FESTIVAL_PRESTIGE, card_worth

from .evaluate import card_value

# Every face comes in the same number of copies, so the mean over faces is the mean over the deck.
_MARGIN = 1  # FP the bot wants above a rival's expected strength before it proposes


def mean_worth(wanted: str | None) -> float:
    return sum(card_worth(face, wanted) for face in CARD_FACES) / len(CARD_FACES)


def worth(cards: Sequence[str], wanted: str | None) -> int:
    return sum(card_worth(c, wanted) for c in cards)


def card_cost(hand_size: int, spent: int) -> float:
    """What giving up `spent` of `hand_size` cards costs, in the evaluation's terms."""
    return card_value(hand_size) - card_value(hand_size - spent)


def cheapest_reaching(hand: list[str], wanted: str | None, target: int) -> tuple[str, ...] | None:
    """The matching cards worth at least `target` FP using the fewest cards, then the least FP.

    Cards are worth 1 or 2, so counting twos and ones is enough (listing every
    subset with `card_choices` explodes once a hand grows past ten cards).
    """
    twos = sorted(c for c in hand if card_worth(c, wanted) == 2)
    ones = sorted(c for c in hand if card_worth(c, wanted) == 1)
    for k in range(1, len(twos) + len(ones) + 1):
        fits = [(2 * a + k - a, a) for a in range(min(k, len(twos)) + 1)
                if k - a <= len(ones) and 2 * a + k - a >= target]
        if fits:
            _, a = min(fits)
            return tuple(twos[:a] + ones[:k - a])
    return None


@dataclass(frozen=True)
class FestivalOption:
    """A festival the current player could propose now, as the bot weighs it (public facts only)."""

    temple: Hex
    value: int  # the temple's value
    prize: int  # PP for organizing it alone
    matching: int  # the proposer's cards that show a wanted relic
    rivals: tuple[int, ...]  # the other players with an Inca in the city (they may bid)
    rival_cards: int  # the largest hand among them (0 without rivals)
    cards: tuple[str, ...] | None  # the cheapest opening expected to win; None when no opening reaches it
    gain: float  # prize minus what the cards are worth kept; meaningless when `cards` is None

    @property
    def worth_it(self) -> bool:
        return self.cards is not None and self.gain > 0


def festival_options(state: GameState) -> list[FestivalOption]:
    """Every festival the current player could propose now, each as the bot weighs it."""
    me = state.current
    hand = state.players[me].hand
    wanted = state.faceup
    out = []
    for temple in queries.festival_temples(state):
        cell = state.cell(temple)
        region = queries.region_at(state, temple)
        if region is None:
            continue
        rivals = tuple(sorted({owner for c in region.cells if (owner := state.inca[c]) is not None} - {me}))
        strength = max((len(state.players[p].hand) * mean_worth(wanted) for p in rivals), default=-1.0)
        target = int(strength) + _MARGIN if rivals else 1
        cards = cheapest_reaching(hand, wanted, target)
        prize = FESTIVAL_PRESTIGE[state.temple[cell]][0]
        gain = prize - card_cost(len(hand), len(cards)) if cards is not None else 0.0
        out.append(FestivalOption(temple, state.temple[cell], prize, sum(1 for c in hand if card_worth(c, wanted)),
                                  rivals, max((len(state.players[p].hand) for p in rivals), default=0), cards, gain))
    return out


def proposal(state: GameState) -> tuple[Action, float] | None:
    """The best festival to propose now and its expected gain, or None if none is worth it."""
    options = [(o.gain, -i, o) for i, o in enumerate(festival_options(state)) if o.worth_it]
    if not options:
        return None
    gain, _, best = max(options, key=lambda o: (o[0], o[1]))
    assert best.cards is not None
    return ProposeFestival(best.temple, best.cards), gain


def bid(state: GameState) -> Action:
    """The bidder's go: overtake or match if the prestige outweighs the cards, else stand or drop."""
    f = state.festival
    assert f is not None
    me = f.bidder
    hand = state.players[me].hand
    mine = f.totals[me]
    top = max(f.totals[p] for p in f.active)
    sole, shared = FESTIVAL_PRESTIGE[state.temple[f.temple]]
    tied = sum(1 for p in f.active if f.totals[p] == top) > 1
    if mine == top:
        if tied:
            cards = cheapest_reaching(hand, f.wanted, top + 1 - mine)
            if cards is not None and sole - shared > card_cost(len(hand), len(cards)):
                return FestivalPlay(cards)
        return FestivalStand()
    ahead = cheapest_reaching(hand, f.wanted, top + 1 - mine)
    if ahead is not None and sole > card_cost(len(hand), len(ahead)):
        return FestivalPlay(ahead)
    level = cheapest_reaching(hand, f.wanted, top - mine)
    if level is not None and shared > card_cost(len(hand), len(level)):
        return FestivalPlay(level)
    return FestivalDrop()
