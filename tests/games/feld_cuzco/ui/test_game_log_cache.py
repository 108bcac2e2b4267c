"""Feld's Cuzco's game log is worked out from the record once per change of it: the table asks for it every
frame, and an unchanged record is not walked again; a new action, an undo and another action in its place,
or another language each give the log a fresh one would give."""

from __future__ import annotations

import random

import pytest

from cuzco.games.feld_cuzco.bots.levels import make_bot
from cuzco.games.feld_cuzco.rules import Game, Setup, legal_actions, view
from cuzco.games.feld_cuzco.ui import game_log
from cuzco.games.feld_cuzco.ui.game_log import GameLog
from cuzco.shell import i18n

NAMES = ["Amaru", "Killa", "Inti"]


def played(actions: int, seed: int = 5) -> Game:
    game = Game(Setup(tuple(NAMES), seed=seed))
    bot = make_bot("random", seed)
    while len(game.actions) < actions:
        game.apply(bot.choose(view(game.state, game.state.actor)))
    return game


def texts(log: GameLog, game: Game) -> list[list[str]]:
    return [[line.text for line in lines] for lines in log.per_action(game, NAMES)]


def test_an_unchanged_record_is_not_walked_again(monkeypatch: pytest.MonkeyPatch) -> None:
    game = played(40)
    log = GameLog()
    first = log.per_action(game, NAMES)

    class Walked(list):  # type: ignore[type-arg]
        def __getitem__(self, i: object) -> object:
            assert i == -1, "the record was walked again"  # (its last state says whether it changed)
            return list.__getitem__(self, i)  # type: ignore[index]

    monkeypatch.setattr(game, "states", Walked(game.states))
    monkeypatch.setattr(game_log, "action_lines", lambda *a: pytest.fail("lines worked out again"))
    for _ in range(5):
        assert log.per_action(game, NAMES) is first


def test_the_kept_log_follows_new_actions_undos_and_the_language() -> None:
    game = played(30)
    log = GameLog()
    rng = random.Random(2)
    for _ in range(40):
        if game.can_undo() and rng.random() < 0.4:
            game.undo()
        else:
            game.apply(rng.choice(legal_actions(game.state)))
        assert texts(log, game) == texts(GameLog(), game)
    before = i18n.language()
    try:
        i18n.set_language("es")
        spanish = texts(log, game)
        assert spanish == texts(GameLog(), game)
    finally:
        i18n.set_language(before)
    assert texts(log, game) == texts(GameLog(), game) != spanish
