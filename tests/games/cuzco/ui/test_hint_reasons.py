"""The hint says what its turn gains, and weighs the festival whenever one can be called (issue 32, point 10).

A hint once suggested only "end the turn", with Play this greyed out, while its player could call a festival
with four matching cards; and its reason was nearly always "nothing better is in reach"."""

from __future__ import annotations

from typing import Any

import pytest

from cuzco.games.cuzco.bots import play_game
from cuzco.games.cuzco.bots.festival_tactics import FestivalOption, festival_options
from cuzco.games.cuzco.rules.actions import EndTurn, ProposeFestival
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.ui import hint as hint_module
from cuzco.games.cuzco.ui.viewer.turn_plan import plan_turn
from cuzco.games.cuzco.ui.viewer.turn_reasons import _why_not, why
from cuzco.shell import i18n
from tests.waiting import on_signal, step_until

FOUR_CARDS = 47  # seed 1, three Normals: after this many actions the mover may call a festival with 4 matching cards
GAIN_WORDS = ("PP", "lead", "card", "festival", "village", "city")


@pytest.fixture(scope="module")
def played() -> Game:
    return play_game(("normal", "normal", "normal"), seed=1, max_actions=200)


def _at(played: Game, count: int) -> Game:
    game = Game.new(played.setup)
    for action in played.actions[:count]:
        game.apply(action)
    return game


def test_a_festival_with_four_matching_cards_is_weighed_and_play_is_offered(played: Game, tables: Any) -> None:
    state = played.states[FOUR_CARDS]
    options = festival_options(state)
    assert options and max(o.matching for o in options) >= 4  # the position of the report
    table = tables.make_table(_at(played, FOUR_CARDS))
    sc = table.scene
    assert sc.state.actor == state.actor
    table.key(ord("i"))
    step_until(table.step, lambda: sc.hint.plan is not None, "the hint's plan",
               idle=on_signal(lambda: sc.hint.job.done if sc.hint.job else None))
    plan = sc.hint.plan
    table.step()
    if isinstance(plan.actions[-1], ProposeFestival):
        assert "festival at the value-" in sc.hint.reason
    else:
        assert "No festival" in sc.hint.reason  # it says why not
        assert "4 matching cards" in sc.hint.reason
    assert plan.playable() and sc.hint.play_button.enabled  # something to play: the button is on
    if plan.actions == (EndTurn(),):
        assert sc.hint.play_button.label == "End turn"
        mover = sc.state.actor
        table.click(sc.hint.play_button.rect.center)
        assert sc.state.current != mover  # the suggested end of the turn was played


def test_every_hint_that_suggests_a_step_lets_play_it(played: Game) -> None:
    checked = 0
    for k in range(0, 200, 3):
        state = played.states[k]
        if state.phase != "turn":
            continue
        plan = plan_turn(state, hint_module.hint_bot(state, k))
        assert plan.actions and plan.playable(), f"a hint at {k} would leave Play this greyed out"
        checked += 1
    assert checked >= 30


def test_reasons_name_what_the_turn_gains(played: Game) -> None:
    reasons = []
    for k in range(200):
        state = played.states[k]
        if state.phase != "turn" or state.placed:
            continue
        plan = plan_turn(state, hint_module.hint_bot(state, k))
        reasons.append(why(plan))
    assert len(reasons) >= 15
    assert not any("nothing better is in reach" in r for r in reasons)
    named = [r for r in reasons if r.startswith("Why: ") and any(w in r for w in GAIN_WORDS)]
    assert len(named) >= 0.8 * len(reasons), reasons
    assert any("PP now" in r for r in reasons) and any("you lead" in r or "leads" in r for r in reasons)


def test_why_not_a_festival_is_told_in_both_languages() -> None:
    option = FestivalOption(Hex(0, 0), 2, 1, 4, (), 0, ("mask",), -0.2)
    assert _why_not(option).startswith("No festival: the value-2 temple pays only 1 PP")
    outbid = FestivalOption(Hex(0, 0), 6, 3, 4, (1,), 5, None, 0.0)
    assert "holds 5 cards" in _why_not(outbid) and "your 4 matching cards" in _why_not(outbid)
    one = FestivalOption(Hex(0, 0), 6, 3, 1, (1,), 1, None, 0.0)
    assert "holds 1 card " in _why_not(one) and "your 1 matching card." in _why_not(one)
    previous = i18n.language()
    i18n.set_language("es")
    try:
        spanish = _why_not(outbid)
        assert spanish and "No festival" not in spanish and "5" in spanish and "4" in spanish
    finally:
        i18n.set_language(previous)
