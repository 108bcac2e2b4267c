"""Cuzco's command line: play, demo, view, selfplay, arena, replay, bench.

`cuzco` with no command opens the game window. The subcommands run without a
window and live in `cuzco/cli/<name>.py`, each exposing `main(args) -> int`;
`cuzco view FILE` checks the file first, then opens the window on the replay viewer.
They and the pygame client are imported only when asked for, so `cuzco
--version` and the headless commands start fast and never touch a display.

Exit codes: 0 done, 1 failed, 2 cannot run here (no display, or a part of the
game missing from this build), 130 interrupted.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType

from cuzco import __version__, paths, resources
from cuzco.logging_setup import guard_std_streams, setup_logging
from cuzco.shell import registry

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_CANNOT_RUN = 2
EXIT_INTERRUPTED = 130

NO_DISPLAY_MESSAGE = (
    "No display found: Cuzco needs a graphical desktop to open its window "
    "(neither DISPLAY nor WAYLAND_DISPLAY is set); "
    "use --demo with SDL_VIDEODRIVER=dummy for a headless check."
)

SUBCOMMANDS = ("selfplay", "arena", "replay", "review", "bench")
UI_MODULE = "cuzco.shell.main"

# Words SDL uses when it cannot open a window; any other pygame.error is a bug.
_DISPLAY_ERROR_WORDS = ("video", "display", "x11", "wayland", "window", "opengl", "renderer")

log = logging.getLogger("cuzco.app")


def main(argv: Sequence[str] | None = None) -> int:
    guard_std_streams()
    args = build_parser().parse_args(argv)
    data_dir = getattr(args, "data_dir", None)
    if data_dir is not None:
        paths.use_data_dir(data_dir)
    if args.check_resources:
        return _check_resources()

    try:
        data = paths.data_dir()
    except OSError as exc:
        print(f"cuzco: cannot use the data folder: {exc}", file=sys.stderr)
        return EXIT_CANNOT_RUN
    log_file = setup_logging(level=logging.DEBUG if args.verbose else logging.INFO, console=args.verbose)
    log.info("cuzco %s, command %s, data in %s", __version__, args.command or "play", data)
    try:
        if args.command is None:
            return _play(args, log_file)
        if args.command == "view":
            return _view(args, log_file)
        return _run_subcommand(args.command, args)
    except KeyboardInterrupt:
        log.info("interrupted")
        return EXIT_INTERRUPTED


def build_parser() -> argparse.ArgumentParser:
    # --data-dir is accepted before or after the subcommand; SUPPRESS keeps a
    # subparser's default from overwriting a value given at the top level.
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument(
        "--data-dir",
        metavar="DIR",
        default=argparse.SUPPRESS,
        help="keep saves, settings and the log in DIR (default: $CUZCO_HOME or the user data folder)",
    )
    common.add_argument("--verbose", action="store_true", default=argparse.SUPPRESS,
                        help="log debug messages to the console too")

    parser = argparse.ArgumentParser(
        prog="cuzco",
        description="Andean Table: board games of the Andes, for players at one computer.",
        parents=[common],
    )
    parser.add_argument("--version", action="version", version=f"cuzco {__version__}")
    parser.add_argument("--demo", action="store_true", help="watch bots play a game in the window")
    parser.add_argument("--frames", type=_positive_int, metavar="N",
                        help="quit after N frames (for smoke tests)")
    parser.add_argument("--fullscreen", action="store_true", help="open the window full screen")
    parser.add_argument("--lang", choices=("en", "es"), help="the game's language (default: the settings')")
    # Hidden: lets the packaging tests ask a built executable where its files are.
    parser.add_argument("--check-resources", action="store_true", help=argparse.SUPPRESS)

    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_CheckedParser)

    games = list(registry.GAME_MODULES)
    selfplay = commands.add_parser("selfplay", parents=[common],
                                   help="bots play a whole game without a window")
    _game_option(selfplay, games)
    selfplay.add_argument("--players", type=_positive_int, default=None, metavar="N",
                          help="number of players, within the game's range (default: the game's)")
    selfplay.add_argument("--seed", type=int, default=0, metavar="S", help="random seed (default 0)")
    selfplay.add_argument("--bots", default=None, metavar="KIND[,KIND...]",
                          help="the bot for every seat, or one per seat in seat order (default: the game's); "
                               "an unknown kind is refused with the list of the game's bots")
    _game_specific_options(selfplay)
    selfplay.add_argument("--save", type=Path, metavar="FILE", help="write the finished game record to FILE")
    selfplay.add_argument("--json", action="store_true", help="print the result as JSON")
    selfplay.set_defaults(check=lambda args: _check_game_options(args, fill_players=True))

    arena = commands.add_parser("arena", parents=[common],
                                help="bots play many games; win rates, scores and decision times")
    _game_option(arena, games)
    arena.add_argument("--bots", required=True, metavar="KIND,KIND[,...]",
                       help="one bot per seat, e.g. hard,greedy (seats rotate from game to game)")
    arena.add_argument("--players", type=_positive_int, default=None, metavar="N",
                       help="number of players, for games that cycle a shorter --bots list over the seats")
    arena.add_argument("--games", type=_positive_int, default=20, metavar="N", help="games to play (default 20)")
    arena.add_argument("--seed", type=int, default=0, metavar="S", help="first seed (default 0)")
    arena.add_argument("--workers", type=_positive_int, default=2, metavar="W",
                       help="processes playing games at once, at most 2 (default 2)")
    arena.add_argument("--iterations", type=_positive_int, default=None, metavar="I",
                       help="the Hard bot's search budget, for the games that have one (default: calibrated)")
    arena.add_argument("--progress", action="store_true", help="print a line per finished game on stderr")
    arena.add_argument("--json", action="store_true", help="print the result as JSON")
    arena.set_defaults(check=lambda args: _check_game_options(args, fill_players=False))

    replay = commands.add_parser("replay", parents=[common],
                                 help="replay a saved game record and check every move")
    replay.add_argument("file", type=Path, metavar="FILE", help="a saved game record")
    replay.add_argument("--json", action="store_true", help="print the result as JSON")

    review = commands.add_parser("review", parents=[common],
                                 help="the biggest swings of a saved game, with the computer's suggestions")
    review.add_argument("file", type=Path, metavar="FILE", help="a saved game record")
    review.add_argument("--json", action="store_true", help="print the review as JSON")
    review.add_argument("--budget", type=_budget, default=12, metavar="N",
                        help="the Hard level's search iterations per turn; 0: the Normal level, fast (default 12)")
    review.add_argument("--top", type=_positive_int, default=5, metavar="K", help="swings to show (default 5)")
    review.add_argument("--progress", action="store_true", help="print a line per reviewed turn on stderr")

    view = commands.add_parser("view", parents=[common],
                               help="watch a saved game again in the window, step by step")
    view.add_argument("file", type=Path, metavar="FILE", help="a saved game record")
    view.add_argument("--frames", type=_positive_int, metavar="N", default=argparse.SUPPRESS,
                      help="quit after N frames (for smoke tests)")
    view.add_argument("--fullscreen", action="store_true", default=argparse.SUPPRESS,
                      help="open the window full screen")

    bench = commands.add_parser("bench", parents=[common], help="time the rules engine and the bots")
    _game_option(bench, games)
    bench.add_argument("--json", action="store_true", help="print the numbers as JSON")
    bench.add_argument("--quick", action="store_true", help="a short run, for smoke tests")

    parser.set_defaults(verbose=False)
    return parser


class _CheckedParser(argparse.ArgumentParser):
    """A subcommand's parser that runs its `check` default on the parsed options (options that
    depend on each other, like a game and its player count) and fails like any bad option."""

    def parse_known_args(self, args=None, namespace=None):  # type: ignore[no-untyped-def,override]
        parsed, rest = super().parse_known_args(args, namespace)
        check = getattr(parsed, "check", None)
        if check is not None:
            problem = check(parsed)
            if problem:
                self.error(problem)
        return parsed, rest


def _game_option(parser: argparse.ArgumentParser, games: list[str]) -> None:
    parser.add_argument("--game", choices=games, default=registry.UNNAMED_SAVE_GAME,
                        help=f"which game (default {registry.UNNAMED_SAVE_GAME})")


def _game_specific_options(parser: argparse.ArgumentParser) -> None:
    """Options only some games have; a game refuses those it does not list in its `GameCli.options`."""
    parser.add_argument("--variant", default=None, metavar="NAME",
                        help="a variant of the game's rules, by name (for the games that have variants)")
    parser.add_argument("--first-player", type=_positive_int, default=None, metavar="N",
                        help="the seat that starts, 1 to the number of players (default: drawn from the seed)")


GAME_SPECIFIC_OPTIONS = {"variant": "--variant", "first_player": "--first-player", "iterations": "--iterations"}


def _check_game_options(args: argparse.Namespace, fill_players: bool) -> str | None:
    """Fill the chosen game's defaults and check the player count, the bots and the game's own options
    against its command-line hooks (`registry.cli`); the seats' bots land in `args.seats`."""
    hooks = registry.cli(args.game)
    for dest, flag in GAME_SPECIFIC_OPTIONS.items():
        if getattr(args, dest, None) is not None and dest not in hooks.options:
            return f"{hooks.name} has no {flag} option"
    low, high = hooks.players
    if args.players is not None and not low <= args.players <= high:
        return f"{hooks.name} has {low} to {high} players, not {args.players}"
    if fill_players and args.players is None:
        args.players = hooks.default_players
    args.bots = args.bots or hooks.default_bot
    seats = hooks.lineup(args.bots, args.players)
    if isinstance(seats, str):
        return seats
    if not low <= len(seats) <= high:
        return f"{hooks.name} has {low} to {high} players, not {len(seats)}"
    args.seats = seats
    args.players = len(seats)
    return None


def display_available() -> bool:
    """False when SDL surely cannot open a window: Linux/BSD without X11 or Wayland.

    An explicit SDL_VIDEODRIVER (dummy, offscreen, kmsdrm...) is trusted; if it
    fails after all, the pygame.error from opening the window is caught later.
    """
    if os.environ.get("SDL_VIDEODRIVER"):
        return True
    if sys.platform in ("win32", "cygwin", "darwin"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def _play(args: argparse.Namespace, log_file: Path | None) -> int:
    if not display_available():
        log.warning("no display: DISPLAY and WAYLAND_DISPLAY unset")
        print(NO_DISPLAY_MESSAGE, file=sys.stderr)
        return EXIT_CANNOT_RUN

    def run() -> object:
        ui_main = _import_part(UI_MODULE, "the game window")
        if ui_main is None:
            return EXIT_CANNOT_RUN
        return ui_main.run(demo=args.demo, frames=args.frames, fullscreen=args.fullscreen, language=args.lang)

    return _in_window(run, log_file)


def _view(args: argparse.Namespace, log_file: Path | None) -> int:
    """`cuzco view FILE`: the file is checked (as loading checks it) before any window opens, by the viewer
    of the game it names (its `GameCli.viewer`)."""
    hooks = registry.cli(registry.game_id_of_file(args.file))
    if hooks.viewer is None:
        print(f"cuzco view: {args.file}: {hooks.name} games cannot be watched in the viewer yet; "
              f"'cuzco replay {args.file}' checks and summarises it", file=sys.stderr)
        return EXIT_CANNOT_RUN
    viewer = _import_part(hooks.viewer, "'cuzco view'")
    if viewer is None:
        return EXIT_CANNOT_RUN
    try:
        game = viewer.load_for_viewing(args.file)
    except ValueError as exc:  # the game's SaveFileError: the loader's one-line reason
        log.warning("cannot view %s: %s", args.file, exc)
        print(f"cuzco view: {args.file}: {' '.join(str(exc).split())}", file=sys.stderr)
        return EXIT_CANNOT_RUN
    except Exception as exc:  # noqa: BLE001  # a loader bug: still one line for the player, the trace in the log
        log.exception("loading %s for viewing failed", args.file)
        print(f"cuzco view: {args.file}: cannot be read ({type(exc).__name__}: {exc})", file=sys.stderr)
        return EXIT_CANNOT_RUN
    if not display_available():
        log.warning("no display: DISPLAY and WAYLAND_DISPLAY unset")
        print(NO_DISPLAY_MESSAGE, file=sys.stderr)
        return EXIT_CANNOT_RUN
    return _in_window(lambda: viewer.run(game, frames=args.frames, fullscreen=args.fullscreen), log_file)


def _in_window(run: Callable[[], object], log_file: Path | None) -> int:
    """Run a windowed part of the game, turning a failure to open the window into a plain message."""
    # pygame-ce prints a banner on import; a game started from a menu has no use for it.
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame  # the UI pulls it in anyway; needed here only to name pygame.error

    try:
        result = run()
    except pygame.error as exc:
        log.exception("pygame failed")
        if any(word in str(exc).lower() for word in _DISPLAY_ERROR_WORDS):
            print(NO_DISPLAY_MESSAGE, file=sys.stderr)
            return EXIT_CANNOT_RUN
        where = f" (details in {log_file})" if log_file else ""
        print(f"Cuzco stopped: pygame error: {exc}{where}", file=sys.stderr)
        return EXIT_FAILED
    return _exit_code(result)


def _run_subcommand(command: str, args: argparse.Namespace) -> int:
    module = _import_part(f"cuzco.cli.{command}", f"'cuzco {command}'")
    if module is None:
        return EXIT_CANNOT_RUN
    return _exit_code(module.main(args))


def _import_part(module_name: str, what: str) -> ModuleType | None:
    """Import a lazily loaded part of the game, or say plainly that it is missing."""
    try:
        return importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise  # a real bug or a missing dependency inside that module
        log.error("%s is missing (%s)", module_name, exc)
        print(f"cuzco: {what} is not available in this build ({module_name} is missing).", file=sys.stderr)
        return None


def _check_resources() -> int:
    rules = resources.doc_path("rules.md")
    assets = resources.assets_dir()
    print(f"layout: {resources.layout()}")
    print(f"rules: {rules}")
    print(f"assets: {assets}")
    print(f"data: {paths.data_dir()}")
    from cuzco.shell import i18n  # no pygame in it

    print(f"languages: {' '.join(i18n.available_languages())}")
    if rules.is_file() and assets.is_dir():
        return EXIT_OK
    print("cuzco: shipped files are missing (rules.md or the assets folder)", file=sys.stderr)
    return EXIT_FAILED


def _exit_code(result: object) -> int:
    if result is None:
        return EXIT_OK
    if isinstance(result, int):
        return result
    return EXIT_OK if result else EXIT_FAILED


def _budget(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if not 0 <= value <= 1000:
        raise argparse.ArgumentTypeError("the budget runs from 0 to 1000")
    return value


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value
