"""No frame shows a god-card hand or a mission draw to anyone but its owner: a whole 3-player game with
two humans at one screen and a computer, played by posted clicks. Each frame the table drew may show
the hidden cards of the human who last lifted the hand-off curtain only; the curtain comes down before
every change of human."""

from __future__ import annotations

import random

from cuzco.games.feld_cuzco.ui.results_scene import FeldResults
from cuzco.games.feld_cuzco.ui.round_end import RoundEndScene
from cuzco.shell.scenes.handoff import HandoffScene

from .driver import Driver, human_click, open_form, table_of


def test_a_whole_hotseat_game_never_shows_a_hand_to_another_player() -> None:
    d = Driver()
    form = open_form(d, 3, {0, 2})
    d.click(form.buttons["start"].rect.center)
    scene = table_of(d)
    rng = random.Random(11)
    lifted: int | None = None
    curtains = 0
    checked = 0
    rounds_shown = 0
    summaries: list[list[str]] = []
    news: list[str] = []
    for _ in range(40_000):
        top = d.top
        if isinstance(top, FeldResults):
            break
        if isinstance(top, HandoffScene):
            seat = scene.state.names.index(top.player_name)
            assert seat == scene.state.actor and seat not in scene.bots
            summaries.append(list(top.summary))
            top.age = 10.0  # past the guard against double clicks
            d.click((20, 20))
            lifted, curtains = seat, curtains + 1
            continue
        if isinstance(top, RoundEndScene):
            rounds_shown += 1
            news += [line for seat in range(scene.state.n) for line in top.events(seat)]
        if not human_click(d, scene, rng):
            d.step()
        shown = scene.frames_hand_shown[checked:]
        checked = len(scene.frames_hand_shown)
        assert all(seat is None or seat == lifted for seat in shown), (shown, lifted)
    assert scene.state.over, "the game did not end"
    results = d.top
    assert isinstance(results, FeldResults)
    d.step()
    xs, series = results.vp_by_round()
    assert xs == [1, 2, 3, 4, 5, 6, 7] and [line[-1] for line in series] == scene.state.scores()
    assert curtains >= 12  # every round each human is called at least twice
    assert rounds_shown == 6  # the end of every round was shown
    assert any("Inti medal" in line for line in news)  # the rounds' ends told who won the temple's medals
    assert sum(1 for lines in summaries if lines) > len(summaries) // 2  # the curtain says what the others did
