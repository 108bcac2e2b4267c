"""Move review of Feld's Cuzco against the Hard computer player: `cuzco review FILE` on a short saved game
(text and JSON, only the human seat reviewed, a damaged file refused in one line), and the Watch viewer's
panel driven by posted events (R starts it in the background while the viewer keeps drawing; a swing
clicked shows that decision with Hard's choice)."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pygame
import pytest

from cuzco import app
from cuzco.games.feld_cuzco.bots.levels import make_bot
from cuzco.games.feld_cuzco.bots.review import Decision, Review, review_game
from cuzco.games.feld_cuzco.rules import Game, Setup, legal_actions, save_game, view
from cuzco.games.feld_cuzco.ui.review_panel import ReviewPanel
from cuzco.games.feld_cuzco.ui.watch_scene import FeldWatchScene
from tests.waiting import on_signal, step_until

from .driver import Driver


def first_round(seed: int = 3) -> Game:
    """Seat 0 (a human, played here by the easy player) against a Normal computer, for one round."""
    game = Game(Setup(("Ana", "Bea"), seed=seed), meta={"bots": {"1": "normal"}})
    bots = {0: make_bot("easy", seed), 1: make_bot("normal", seed)}
    while game.state.round <= 1 and not game.state.over:
        game.apply(bots[game.state.actor].choose(view(game.state, game.state.actor)))
    return game


def cuzco(*args: str, home: Path) -> int:
    return app.main([*args, "--data-dir", str(home)])


def test_review_compares_each_human_decision_with_hard_and_estimates_the_loss(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = first_round()
    save = tmp_path / "feld.json"
    save_game(game, save)
    assert cuzco("review", str(save), "--json", "--top", "3", home=tmp_path) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "feld-cuzco" and data["level"] == "hard" and data["complete"]
    assert [s["name"] for s in data["seats"]] == ["Ana"]  # the computer's seat is not reviewed
    ana = data["seats"][0]
    assert ana["decisions"] >= 5 and 0 <= ana["agreed"] < ana["decisions"] and ana["loss"] > 0
    assert 1 <= len(data["swings"]) <= 3
    losses = [s["loss"] for s in data["swings"]]
    assert losses == sorted(losses, reverse=True) and all(x >= 0.5 for x in losses)
    assert all(s["player"] == 0 and s["played"] != s["suggested"] for s in data["swings"])
    assert cuzco("review", str(save), "--top", "2", home=tmp_path) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Move review against the Hard computer player: the 2 biggest swings"
    assert out[1].startswith("round 1, action ") and "Ana: played " in out[1] and "suggests" in out[1]
    assert out[1].endswith(f"estimated loss {data['swings'][0]['loss']:g} VP")
    assert out[-1].startswith(f"Ana: chose as the computer would in {ana['agreed']} of {ana['decisions']} decisions;")


def test_review_refuses_a_damaged_save_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = tmp_path / "feld.json"
    save_game(first_round(), save)
    data = json.loads(save.read_text())
    data["actions"][3] = data["actions"][2]
    save.write_text(json.dumps(data))
    assert cuzco("review", str(save), home=tmp_path) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith(f"cuzco review: {save}: ") and captured.err.count("\n") == 1


def test_the_review_is_the_same_every_time() -> None:
    game = first_round()
    assert review_game(game, [0]).decisions == review_game(game, [0]).decisions


def test_the_viewer_reviews_in_the_background_and_a_swing_clicked_shows_hards_choice() -> None:
    game = first_round()
    d = Driver()
    scene = FeldWatchScene(game, d.app.settings)
    d.app.push(scene)
    d.step()
    assert scene.review.review is None
    d.key(pygame.K_r)
    frames_while_running = 0

    def frame() -> None:
        nonlocal frames_while_running
        if scene.review.running:
            frames_while_running += 1
        d.step()

    step_until(frame, lambda: scene.review.review is not None, "the review",
               idle=on_signal(lambda: scene.review._thread, longest=0.005))
    review = scene.review.review
    assert review is not None and review.complete and review.seats == [0]
    assert frames_while_running >= 2  # the window went on drawing while the review was computed
    d.step()
    rows = scene.review.rows
    assert rows, "the panel lists the biggest swings"
    button, index = rows[0]
    d.move(button.rect.center)
    assert button.tooltip and "estimated loss" in button.tooltip
    d.click(button.rect.center)
    assert scene.index == index + 1  # the table after that decision
    swing = review.at(index)
    assert swing is not None and swing.played == game.actions[index] and swing.loss >= 0.5
    d.key(pygame.K_r)  # R hides the review, and shows it again
    assert not scene.review.shown and scene.review.rows == []
    d.key(pygame.K_r)
    assert scene.review.shown
    d.key(pygame.K_ESCAPE)
    assert scene.review._stop.is_set()


def test_leaving_the_viewer_stops_the_review() -> None:
    game = first_round()
    panel = ReviewPanel(game, lambda index: None)
    panel.stop()
    panel.start()
    assert panel._thread is not None
    panel._thread.join(10)
    assert panel.review is None and panel._result is not None and not panel._result.complete


def made_up_review(game: Game) -> tuple[Review, list[Decision]]:
    """A review of seat 0's first decisions, as if Hard had found: one as good as its own choice (a loss
    that rounds to 0), then five swings, then one it agrees with."""
    mine = [k for k, a in enumerate(game.actions) if a.player == 0]
    decisions = []
    for k, loss in zip(mine, [0.02, 3.5, 2.0, 1.5, 1.0, 0.6, 0.0], strict=False):
        others = [a for a in legal_actions(game.states[k]) if a != game.actions[k]]
        suggested = others[0] if others and loss > 0 else game.actions[k]
        decisions.append(Decision(k, game.states[k].round, 0, game.actions[k], suggested, loss))
    assert len(decisions) == 7
    return Review(names=list(game.state.names), seats=[0], level="hard", worlds=4, decisions=decisions), decisions


@pytest.mark.parametrize("lang", ["en", "es"])
def test_at_1024x700_the_panel_lists_the_swings_and_a_zero_loss_is_as_good_as_hard(lang: str) -> None:
    from cuzco.shell import i18n

    game = first_round()
    i18n.set_language(lang)
    try:
        d = Driver((1024, 700))
        scene = FeldWatchScene(game, d.app.settings)
        d.app.push(scene)
        d.step()
        review, decisions = made_up_review(game)
        scene.review._thread = threading.Thread()  # the review "ran": its result is taken on the next frame
        scene.review._result = review
        while scene.index < decisions[0].index + 1:  # to the table after the first reviewed decision
            d.key(pygame.K_RIGHT)
        d.step()
        note = scene.review.note
        assert note == i18n._("As good as the Hard computer player's choice, by its estimate.")
        assert "0 VP" not in note and "0 PV" not in note
        rows = scene.review.rows
        assert len(rows) >= 4, "at least four of the five swings show under the buttons"
        side = scene.layout.side if scene.layout else None
        assert side is not None
        for button, _index in rows:
            assert side.contains(button.rect) and not button.rect.colliderect(scene.keys_rect)
        assert all(a.rect.bottom <= b.rect.top for (a, _i), (b, _j) in zip(rows, rows[1:], strict=False))
        button, index = rows[3]
        d.click(button.rect.center)
        assert scene.index == index + 1  # the fourth swing's decision is on the table
        swing = review.at(index)
        assert swing is not None and swing.loss >= 0.5
        assert "Hard" in scene.review.note or "Difícil" in scene.review.note
    finally:
        i18n.set_language("en")
