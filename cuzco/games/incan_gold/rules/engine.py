"""The rules engine: `check` says whether an action is legal (and why not), `apply` plays it.

A turn is one `Choose` per player still in the temple, in any order; the last
choice of a turn triggers the reveal inside `apply`: leavers share the gems on
the path and bank, a lone leaver takes the artifacts, then the next quest card
is turned for those who went on. Round ends, the next round's shuffle and the
cards turned without a choice happen in the same call.
"""

from __future__ import annotations

from dataclasses import replace

from cuzco.text import N_, Message

from .actions import Choose
from .cards import ARTIFACT, HAZARD, ROUNDS, TREASURE, Card, artifact, artifact_value, quest_cards
from .errors import IllegalAction
from .setup import Setup, round_rng
from .state import (
    ARTIFACT_TAKEN,
    BANK,
    CARD,
    CHOICES,
    GAME_OVER,
    LEAVE,
    ROUND_END,
    ROUND_START,
    SCARED,
    Event,
    PathCard,
    State,
)


def new_game(setup: Setup) -> State:
    s = setup.resolved()  # SetupError (a ValueError) with the reason when the setup cannot be played
    assert s.first_player is not None
    n = len(s.names)
    state = State(
        names=s.names, seed=s.seed, artifacts_in_play=s.artifacts, round=0, start_player=s.first_player,
        turn=0, reveals=0, deck=tuple(quest_cards()), path=(), in_temple=(True,) * n, carried=(0,) * n,
        tents=(0,) * n, artifacts=((),) * n, removed=(), gems_lost=0, pending=(None,) * n, banked=(),
        round_bank=(0,) * n, over=False, events=(),
    )
    work = _Work(state)
    work.start_round(1)
    return work.freeze()


def check(state: State, action: object) -> str | None:
    """None when `action` is legal in `state`, else the reason in plain words."""
    if not isinstance(action, Choose):
        return Message(N_("{action} is not an Incan Gold action"), {"action": repr(action)})
    if state.over:
        return Message(N_("the game is over"))
    # Fields typed as object: a caller may have built the action from anything.
    p: object = action.player
    go_on: object = action.go_on
    if type(p) is not int or not 0 <= p < state.players:
        return Message(N_("there is no player {seat} in this game"), {"seat": repr(p)})
    if type(go_on) is not bool:
        return Message(N_("a choice is to go on (true) or to return to camp (false)"))
    name = state.names[p]
    if not state.in_temple[p]:
        return Message(N_("{player} has returned to camp and waits for the next round"), {"player": name})
    if state.pending[p] is not None:
        return Message(N_("{player} has already chosen this turn"), {"player": name})
    return None


def legal_actions(state: State, player: int | None = None) -> list[Choose]:
    """Every legal action, or only `player`'s: both choices for each seat still to choose."""
    seats = state.waiting_for() if player is None else [p for p in state.waiting_for() if p == player]
    return [Choose(p, go_on) for p in seats for go_on in (True, False)]


def apply(state: State, action: object) -> State:
    """The state after `action`; IllegalAction (with the reason) leaves everything as it was."""
    reason = check(state, action)
    if reason is not None:
        raise IllegalAction(reason)
    assert isinstance(action, Choose)
    pending = list(state.pending)
    pending[action.player] = action.go_on
    state = replace(state, pending=tuple(pending), events=())
    if state.waiting_for():
        return state
    work = _Work(state)
    work.reveal()
    return work.freeze()


class _Slot:
    """A card on the path while a reveal changes the gems on it."""

    __slots__ = ("card", "gems")

    def __init__(self, card: Card, gems: int) -> None:
        self.card, self.gems = card, gems


class _Work:
    """A mutable copy of a state for the length of one reveal."""

    def __init__(self, s: State) -> None:
        self.base = s
        self.round, self.start, self.turn, self.reveals = s.round, s.start_player, s.turn, s.reveals
        self.deck = list(s.deck)
        self.path = [_Slot(c.card, c.gems) for c in s.path]
        self.in_temple = list(s.in_temple)
        self.carried = list(s.carried)
        self.tents = list(s.tents)
        self.artifacts = [list(a) for a in s.artifacts]
        self.removed = list(s.removed)
        self.gems_lost = s.gems_lost
        self.pending = list(s.pending)
        self.banked = list(s.banked)
        self.round_bank = list(s.round_bank)
        self.over = s.over
        self.events: list[Event] = []

    @property
    def n(self) -> int:
        return len(self.in_temple)

    def freeze(self) -> State:
        return replace(
            self.base, round=self.round, start_player=self.start, turn=self.turn, reveals=self.reveals,
            deck=tuple(self.deck), path=tuple(PathCard(c.card, c.gems) for c in self.path),
            in_temple=tuple(self.in_temple), carried=tuple(self.carried), tents=tuple(self.tents),
            artifacts=tuple(tuple(a) for a in self.artifacts), removed=tuple(self.removed),
            gems_lost=self.gems_lost, pending=tuple(self.pending), banked=tuple(self.banked),
            round_bank=tuple(self.round_bank), over=self.over, events=tuple(self.events),
        )

    # ---- rounds -------------------------------------------------------------
    def start_round(self, number: int) -> None:
        self.round, self.turn = number, 0
        cards = self.deck + [c.card for c in self.path]
        if self.base.artifacts_in_play:
            cards.append(artifact(number))
        cards.sort()  # a canonical order, so the shuffle depends on the seed and round only
        round_rng(self.base.seed, number).shuffle(cards)
        self.deck, self.path = cards, []
        self.in_temple = [True] * self.n
        self.carried = [0] * self.n
        self.pending = [None] * self.n
        self.round_bank = [0] * self.n
        self.events.append(Event(ROUND_START, self.start, number))
        self.turn_cards_without_choice()

    def turn_cards_without_choice(self) -> None:
        # Ruling: while the path holds only hazards nobody could gain anything by leaving,
        # so the next card is turned at once (this always covers the round's first card).
        while all(c.card.kind == HAZARD for c in self.path) and self.round_running():
            self.turn_card()

    def round_running(self) -> bool:
        return not self.over and any(self.in_temple)

    def end_round(self, how: str) -> None:
        for slot in self.path:
            self.gems_lost += slot.gems
            slot.gems = 0
            if slot.card.kind == ARTIFACT:
                self.removed.append(slot.card)  # artifacts left on the path are lost
        self.path = [c for c in self.path if c.card.kind != ARTIFACT]
        self.in_temple = [False] * self.n
        self.pending = [None] * self.n
        self.banked.append(tuple(self.round_bank))
        self.events.append(Event(ROUND_END, detail=how))
        if self.round == ROUNDS:
            self.over = True
            self.events.append(Event(GAME_OVER))
            return
        self.start = (self.start + 1) % self.n
        self.start_round(self.round + 1)

    # ---- a turn -------------------------------------------------------------
    def reveal(self) -> None:
        going = [p for p in range(self.n) if self.in_temple[p] and self.pending[p]]
        leaving = [p for p in range(self.n) if self.in_temple[p] and self.pending[p] is False]
        self.reveals += 1
        self.turn += 1
        self.pending = [None] * self.n
        self.events.append(Event(CHOICES, detail=",".join(map(str, going))))
        if leaving:
            self.leave(leaving)
        if not any(self.in_temple):
            self.end_round("all-left")
            return
        self.turn_card()

    def leave(self, leaving: list[int]) -> None:
        share = sum(c.gems for c in self.path) // len(leaving)
        self.take_from_path(share * len(leaving))
        lone = len(leaving) == 1
        for p in leaving:
            self.events.append(Event(LEAVE, p, share))
            if lone:
                self.take_artifacts(p)
            total = self.carried[p] + share
            self.tents[p] += total
            self.round_bank[p] += total
            self.carried[p] = 0
            self.in_temple[p] = False
            self.events.append(Event(BANK, p, total))

    def take_from_path(self, amount: int) -> None:
        """Gems taken from the path card by card from the first; any remainder stays on the later cards."""
        for slot in self.path:
            taken = min(amount, slot.gems)
            slot.gems -= taken
            amount -= taken

    def take_artifacts(self, player: int) -> None:
        for slot in self.path:
            if slot.card.kind == ARTIFACT:
                worth = artifact_value(sum(len(a) for a in self.artifacts))
                self.artifacts[player].append(worth)
                self.round_bank[player] += worth
                self.events.append(Event(ARTIFACT_TAKEN, player, worth, slot.card))
        self.path = [c for c in self.path if c.card.kind != ARTIFACT]

    def turn_card(self) -> None:
        if not self.deck:
            # Cannot happen with the box's cards (see docs/incan-gold.md); if it did, the
            # players in the temple walk out together with what they carry.
            self.leave([p for p in range(self.n) if self.in_temple[p]])
            self.end_round("deck-empty")
            return
        card = self.deck.pop(0)
        inside = [p for p in range(self.n) if self.in_temple[p]]
        if card.kind == HAZARD and any(c.card == card for c in self.path):
            self.events.append(Event(CARD, card=card))
            self.removed.append(card)
            for p in inside:
                self.events.append(Event(SCARED, p, self.carried[p]))
                self.gems_lost += self.carried[p]
                self.carried[p] = 0
            self.end_round("hazard")
            return
        each = card.value // len(inside) if card.kind == TREASURE else 0
        for p in inside:
            self.carried[p] += each
        self.path.append(_Slot(card, card.value - each * len(inside) if card.kind == TREASURE else 0))
        self.events.append(Event(CARD, amount=each, card=card))
