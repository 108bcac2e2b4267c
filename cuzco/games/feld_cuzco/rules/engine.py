"""The rules engine: `new_game`, `check` (legal, or why not), `apply`, and the listing of legal actions."""

from __future__ import annotations

from itertools import repeat
from operator import is_

from .actions import Action, Keep, PlayCard, UseAbility
from .card_effects import play_card
from .checks import check, check_candidate
from .effects import EFFECTS
from .errors import IllegalAction
from .flow import advance, begin
from .listing import candidates
from .setup import Setup, deal
from .state import EMPTY, QUIPU, State


def new_game(setup: Setup) -> State:
    state = deal(setup)
    begin(state)
    return state


def apply(state: State, action: Action) -> State:
    """The state after `action`; IllegalAction (with the reason) when it is not legal. `state` is unchanged."""
    listed_state, listed = _listed
    if listed_state is not state or not any(map(is_, listed, repeat(action))):  # not from the last listing
        reason = check(state, action)
        if reason is not None:
            raise IllegalAction(reason)
    new = state.clone()
    if isinstance(action, PlayCard):
        play_card(new, action)
    else:
        EFFECTS[type(action)](new, action)  # type: ignore[operator]
    advance(new)
    return new


def legal_actions(state: State, every_slot: bool = False) -> list[Action]:
    """Every legal action now (one per set of alike mask spaces unless `every_slot`)."""
    global _listed
    found = candidates(state, every_slot)
    if found and state.tasks[-1][0] in ("abilities", "keep"):
        found = [a for a in found if type(a) not in _CHECKED or check_candidate(state, a) is None]
    _listed = (state, tuple(found))
    return found


# The last listing and its state: `apply` does not check again an action it listed (the very object) for the
# very state, which is never changed once handed out. One pair, kept whole, so it is safe between threads.
_listed: tuple[State | None, tuple[Action, ...]] = (None, ())

# Candidates of every other type are legal by construction: `candidates` builds them under the same rules as
# their checks in `checks.py` and `cards.py` (a die below the lowest on its space, roads of the right kind and
# pips, tiles beside enough pips, empty dots, god cards timely with their targets, ...), so the listing does not
# check them again. Tile abilities (asked at the task "abilities") and the missions kept ("keep") are checked
# one by one. The test that lists every position of whole games both ways
# (`test_the_listing_is_its_candidates_checked_one_by_one`) keeps the two together.
_CHECKED = (UseAbility, Keep)


__all__ = ["EMPTY", "QUIPU", "candidates", "legal_actions"]
