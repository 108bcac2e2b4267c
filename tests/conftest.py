"""Test setup shared by every test folder.

SDL is pointed at its dummy video and audio drivers before anything can import
pygame, so the UI tests run on machines without a display or sound card (CI).
Every test gets its own empty data directory through CUZCO_HOME, so no test
reads or writes the real saves, settings or log of the person running them.
"""

from __future__ import annotations

import gc
import logging
import os
import sys
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The game follows the desktop's language; tests that expect English must get it on any desktop
# (LANGUAGE only steers message catalogs, nothing else in the process or its children).
os.environ["LANGUAGE"] = "en"

import pytest  # noqa: E402  (the SDL variables must be set first)
from hypothesis import HealthCheck, settings  # noqa: E402

from cuzco import paths  # noqa: E402

# CI machines have 2 slow cores: a per-example deadline, or the health check that times how long the examples
# take to generate (HealthCheck.too_slow), would only fail a test because the machine is busy.
ON_ANY_LOAD = [HealthCheck.too_slow]
settings.register_profile("cuzco", deadline=None, print_blob=True, suppress_health_check=ON_ANY_LOAD)
# `HYPOTHESIS_PROFILE=deep`: the same, and every property test tries ten times its examples (tests/depth.py)
settings.register_profile("deep", deadline=None, print_blob=True, max_examples=1000,
                          suppress_health_check=ON_ANY_LOAD)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "cuzco"))


# The slow set: whole games played through the window, walks of every screen at every size, the bots'
# strength matches, the command line's arenas and benchmarks, the wheel. `make test` runs them (first,
# below); `make test-quick` leaves them out with the executable's build (-m 'not slow and not build').
# A path names a whole file, a path::name one test (every parameter of it).
SLOW = (
    "tests/games/cuzco/bots/test_arena.py::test_arena_command_prints_the_table_and_json",
    "tests/games/cuzco/bots/test_arena.py::test_seats_rotate_and_results_do_not_depend_on_the_worker_count",
    "tests/games/cuzco/bots/test_arena.py::test_selfplay_takes_one_bot_per_seat_and_lists_players_in_seat_order",
    "tests/games/cuzco/bots/test_bots.py::test_greedy_beats_random",
    "tests/games/cuzco/bots/test_cli.py::test_bench_quick_json",
    "tests/games/cuzco/bots/test_levels.py::test_easy_beats_random",
    "tests/games/cuzco/rules/test_properties.py::test_random_games_keep_every_invariant_and_replay_identically",
    "tests/games/cuzco/ui/test_computer_turns.py::test_a_whole_game_against_three_hard_seats",
    "tests/games/cuzco/ui/test_game_flow.py::test_bots_play_a_whole_game_through_the_screen_and_the_results_follow",
    "tests/games/cuzco/ui/test_game_window.py::test_frame_benchmark_reports_percentiles",
    "tests/games/cuzco/ui/test_phones.py::test_a_whole_game_with_phones_plays_to_the_end",
    "tests/games/cuzco/ui/test_text_fits.py",
    "tests/games/feld_cuzco/test_bots_and_cli.py::test_normal_beats_random_in_most_two_player_games",
    "tests/games/feld_cuzco/test_cli.py",
    "tests/games/feld_cuzco/ui/test_board_walk.py",
    "tests/games/feld_cuzco/ui/test_hotseat_leak.py",
    "tests/games/feld_cuzco/ui/test_layouts.py",
    "tests/games/feld_cuzco/ui/test_names.py",
    "tests/games/feld_cuzco/ui/test_phones.py::test_every_byte_to_each_seat_in_a_whole_feld_game",
    "tests/games/incan_gold/test_bots.py::test_reasoning_beats_the_fixed_risk_bots",
    "tests/games/incan_gold/test_cli.py",
    "tests/games/incan_gold/test_levels.py",
    "tests/games/incan_gold/test_screens.py",
    "tests/packaging/test_wheel.py",
    "tests/shell/phones/test_no_secret_leaves.py",
    # timers at their real lengths: the header timeout (5 s) and three pings a second apart
    "tests/shell/phones/test_starving.py::test_headers_not_complete_within_five_seconds_close_the_connection",
    "tests/shell/phones/test_starving.py::test_an_answering_socket_stays_open_past_many_pings",
    "tests/shell/test_doors.py",
    "tests/shell/test_layout.py",
)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark the slow set, then put the longest work first: with a whole file to a worker (`--dist
    loadfile`), a long file that starts last is one worker's tail while the other has nothing left.
    The executable's build goes first, then the slow set, then the rest, each in its own order."""
    for item in items:
        path, _, name = item.nodeid.partition("::")
        test = f"{path}::{name.partition('[')[0]}"
        if path in SLOW or test in SLOW:
            item.add_marker(pytest.mark.slow)

    def rank(item: pytest.Item) -> int:
        if item.get_closest_marker("build") is not None:
            return 0
        return 1 if item.get_closest_marker("slow") is not None else 2

    items.sort(key=rank)


@pytest.fixture(autouse=True)
def cuzco_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """An empty data directory for this test, also seen by subprocesses it starts."""
    home = tmp_path / "cuzco_home"
    home.mkdir()
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    paths.use_data_dir(None)
    _forget_session_state()
    excepthook = sys.excepthook
    yield home
    _forget_session_state()
    # cuzco.app.main configures logging; undo it so the next test starts clean.
    paths.use_data_dir(None)
    sys.excepthook = excepthook
    cuzco_log = logging.getLogger("cuzco")
    for handler in list(cuzco_log.handlers):
        cuzco_log.removeHandler(handler)
        handler.close()


class _YoungCollections:
    """`gc` as `cuzco.shell.heap` sees it in the tests: its collection when a new game view starts drawing
    looks at the young objects only. The full pass there walks every object the process holds, and a test
    process holds far more than the game (every module, fixture and recorded game of the tests before):
    0.4 s each time in the door explorer, for each of the hundreds of tables the tests open. What that
    pass is for (the last game's cycles freed once the next one starts) is proved by
    tests/games/cuzco/ui/test_heap.py, which runs with the real collector."""

    def __getattr__(self, name: str) -> object:
        return getattr(gc, name)

    @staticmethod
    def collect(generation: int = 2) -> int:
        return gc.collect(min(generation, 1))


@pytest.fixture(autouse=True)
def _young_collections(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    if request.node.path.name != "test_heap.py":
        from cuzco.shell import heap

        monkeypatch.setattr(heap, "gc", _YoungCollections())


def _forget_session_state() -> None:
    """What the UI remembers about the player's files between screens (notices, autosave trouble), and
    the process-wide look a test may leave behind (the UI scale an App fitted to its window, the language):
    with the tests shared out among processes, any test may run after any other."""
    if "cuzco.shell.widgets.theme" in sys.modules:
        sys.modules["cuzco.shell.widgets.theme"].set_ui_scale(1.0)
    if "cuzco.shell.i18n" in sys.modules and sys.modules["cuzco.shell.i18n"].language() != "en":
        sys.modules["cuzco.shell.i18n"].set_language("en")
    if "cuzco.shell.notices" in sys.modules:
        sys.modules["cuzco.shell.notices"].clear()
    if "cuzco.shell.persistence" in sys.modules:
        sys.modules["cuzco.shell.persistence"].forget()
