"""What a seat may see, and undo that stops at the reveal."""

from __future__ import annotations

import pytest

from cuzco.games.incan_gold.rules import Choose, Game, IllegalAction, Setup, apply, view_for

from .builders import NAMES, everyone, table


def test_a_view_shows_the_own_tent_and_hides_the_others() -> None:
    state = table(4, tents=(7, 8, 9, 10))
    assert view_for(state, 2).tents == (None, None, 9, None)


def test_a_view_hides_the_other_players_pending_choices() -> None:
    state = apply(apply(table(), Choose(0, False)), Choose(1, True))
    view = view_for(state, 2)
    assert view.my_choice is None and view.chosen == (True, True, False, False)
    assert "pending" not in view.__dataclass_fields__
    assert view_for(state, 0).my_choice is False
    # The choice is nowhere in the view, only the fact that seats 0 and 1 have chosen.
    assert view_for(state, 2) == view_for(apply(apply(table(), Choose(0, True)), Choose(1, False)), 2)


def test_a_view_hides_the_deck_order_but_not_its_contents() -> None:
    a = table(4, deck="t5 h:fire t7 a2", path=[("t3", 0)])
    b = table(4, deck="a2 t7 t5 h:fire", path=[("t3", 0)])
    assert view_for(a, 0) == view_for(b, 0)
    view = view_for(a, 0)
    assert view.deck_size == 4 and view.deck_hazards == (("fire", 1),) and view.deck_treasures == (5, 7)
    assert view.deck_artifacts == 1


def test_carried_gems_and_artifacts_are_public() -> None:
    state = table(4, carried=(1, 2, 3, 4), artifacts=((5,), (), (), ()))
    assert view_for(state, 3).carried == (1, 2, 3, 4) and view_for(state, 3).artifacts[0] == (5,)


def test_every_tent_is_opened_at_the_end() -> None:
    state = everyone(table(3, deck="t5", path=[("t6", 0)], round_number=5, tents=(4, 5, 6)), default=False)
    assert view_for(state, 0).tents == (4, 5, 6)


def test_a_view_of_a_missing_seat_is_refused() -> None:
    with pytest.raises(ValueError):
        view_for(table(3), 3)


def test_undo_takes_back_choices_before_the_reveal() -> None:
    game = Game(Setup(NAMES[:3], seed=4, first_player=0))
    before = game.state
    game.apply(Choose(0, True))
    game.apply(Choose(1, False))
    assert game.undo() == Choose(1, False) and game.undo() == Choose(0, True)
    assert game.state == before and not game.can_undo()


def test_undo_stops_at_the_reveal() -> None:
    game = Game(Setup(NAMES[:3], seed=4, first_player=0))
    for p in (0, 1, 2):
        game.apply(Choose(p, True))
    assert game.state.reveals == 1 and not game.can_undo()
    with pytest.raises(IllegalAction, match="before the reveal"):
        game.undo()
