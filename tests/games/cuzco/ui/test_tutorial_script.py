"""The guided game's table, without a screen: a fresh board and the chosen deal made through the rules'
own setup, every scripted computer move legal where it is played, the steps asking for the learner's
side of the same game, and the learner ahead at the end."""

from __future__ import annotations

from cuzco.games.cuzco.rules.components import full_deck
from cuzco.games.cuzco.rules.final_scoring import preview
from cuzco.games.cuzco.ui.tutorial import STEPS
from cuzco.games.cuzco.ui.tutorial.script import (
    COMPUTER,
    LEARNER,
    ScriptedBot,
    deck,
    learner_path,
    new_game,
    play_script,
)


def test_the_deal_is_a_whole_deck_on_a_fresh_board() -> None:
    assert sorted(deck()) == sorted(full_deck())
    game = new_game()
    state = game.state
    assert not game.actions and state.turn == 1 and state.current == LEARNER
    assert not any(state.height) and not any(i is not None for i in state.inca)
    assert state.faceup == "drum"
    assert state.players[LEARNER].hand == ["drum+conch", "mask", "conch"]


def test_each_scripted_computer_move_is_legal_when_it_is_played() -> None:
    game = new_game()
    bot = ScriptedBot()
    mine = list(learner_path())
    while not bot.exhausted:
        state = game.state
        if state.actor == COMPUTER:
            action = bot.choose(state)
            assert state.check(action) is None, f"computer move {bot.played} {action}: {state.check(action)}"
        else:
            assert mine, "the learner has no more steps but the computer still has moves"
            action = mine.pop(0)
            assert state.check(action) is None, f"learner {action}: {state.check(action)}"
        game.apply(action)
    assert not mine
    assert game.state.actor == LEARNER and game.state.phase == "turn"  # the lesson ends on the learner's turn


def test_the_steps_ask_for_the_learners_side_of_the_script() -> None:
    asked = [s.expect.action for s in STEPS if s.expect.kind in ("action", "propose", "bid")]
    played = [a for a in learner_path() if a.type != "stand"]
    assert asked == played


def test_the_learner_ends_ahead_with_the_final_scoring_preview() -> None:
    state = play_script().state
    gains = preview(state)
    mine = state.players[LEARNER].score + gains[LEARNER]
    theirs = state.players[COMPUTER].score + gains[COMPUTER]
    assert mine > theirs, (mine, theirs)
    assert [e.source for e in state.score_log if e.player == LEARNER] == ["temple", "pond", "festival"]
