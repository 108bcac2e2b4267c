"""The lines of Feld's Cuzco's round-over card add up to the total beneath them: the first line is the VP held
before the round (the starting VP of the order tokens in the first round), then the round's gains."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from cuzco.games.feld_cuzco.bots.arena import play_game
from cuzco.games.feld_cuzco.ui.round_end import RoundEndScene, temple_result
from cuzco.shell import i18n, tooltips


def test_every_round_s_lines_add_up_to_its_total_starting_vp_included() -> None:
    game = play_game(["normal", "random", "easy"], seed=6)
    starts = [next(s for s in game.states if s.round == r) for r in range(1, 7)] + [game.state]
    for r in range(1, 7):
        before, after = starts[r - 1], starts[r]
        card = RoundEndScene(before, after, list(after.names), temple_result(game, r))
        for seat in range(after.n):
            what, held, _tip = card.carried(seat)
            assert held + sum(gain for _s, _w, gain in card.gains(seat)) == after.players[seat].vp, (r, seat)
            if r == 1:
                assert what == "Starting VP" and held == before.players[seat].sources[0]
                assert "start" not in [source for source, _w, _g in card.gains(seat)]
    assert any(p.sources[0] > 0 for p in starts[0].players)  # the case that was shown wrong


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_card_draws_the_carried_vp_among_its_numbers(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    game = play_game(["random", "random"], seed=3)
    before = next(s for s in game.states if s.round == 1)
    after = next(s for s in game.states if s.round == 2)
    drawn: list[str] = []
    real = tooltips.number

    def number(surface: pygame.Surface, text: str, *args: Any, **kw: Any) -> pygame.Rect:
        drawn.append(text)
        return real(surface, text, *args, **kw)  # type: ignore[no-any-return]

    monkeypatch.setattr(tooltips, "number", number)
    i18n.set_language(lang)
    try:
        card = RoundEndScene(before, after, list(after.names), temple_result(game, 1))
        card.draw(pygame.Surface((1024, 700)))
    finally:
        i18n.set_language("en")
    assert sum(int(t) for t in drawn) == sum(p.vp for p in after.players)  # every seat's lines, added up
