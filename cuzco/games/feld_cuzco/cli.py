"""Feld's Cuzco's headless commands, plugged into the shared command line by `CLI` (a `GameCli`, see
`cuzco.shell.registry`): `cuzco selfplay --game feld-cuzco [--players 2-4] [--bots easy|normal|hard|random[,...]]
[--variant pututu[,card13-any-village]] [--save F]`, `cuzco replay F`, `cuzco arena --game feld-cuzco --bots
hard,normal --games N`, `cuzco bench --game feld-cuzco` (the rules engine's figures and the table's frame
times), `cuzco review F` (each human decision against the Hard player's, with the estimated loss; `--budget 0`
against the Normal player's). The balance figures, which only this game has, run as `python -m
cuzco.games.feld_cuzco.cli balance --players N --games G [--seconds S] [--jobs J] [--first F] [--counts FILE]
[--markdown]`; `... cli merge FILE... [--markdown]` adds up the counts files of several runs.

JSON shape of a game summary (`summary`, what `--json` prints):
    {"game": "feld-cuzco", "players": [{"name": str, "score": int, "sources": {source: VP}}, ...],
     "winner": name | null, "actions": int, "finished": bool}
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from cuzco.shell.registry import GameCli

from . import balance as B
from .balance_report import report
from .bots.arena import arena, play_game, wilson
from .rules import Game, SaveFileError, Setup, legal_actions, load_game, new_game, save_game
from .rules import components as C
from .rules.engine import apply
from .rules.record import is_feld_cuzco_save, read_json
from .rules.state import SOURCES

EXIT_OK, EXIT_FAILED, EXIT_BAD_INPUT = 0, 1, 2
DEFAULT_PLAYERS = 4
DEFAULT_BOT = "normal"
KINDS = ("easy", "normal", "hard", "random")  # random: any legal action, a yardstick for the arena, not a level
# --variant NAME[,NAME]: the setup options of the rules
VARIANTS = {"pututu": "pututu", "card13-any-village": "card13_any_village"}


def summary(game: Game) -> dict[str, Any]:
    s = game.state
    return {
        "game": "feld-cuzco",
        "players": [{"name": name, "score": p.vp, "sources": dict(zip(SOURCES, p.sources))}
                    for name, p in zip(s.names, s.players)],
        "winner": s.names[s.winner()] if s.over else None,
        "actions": len(game.actions), "finished": s.over,
    }


def score_table(data: dict[str, Any]) -> str:
    width = max(len(p["name"]) for p in data["players"]) + 2
    lines = [f"{'Player':<{width}}{'VP':>5}  " + " ".join(f"{k[:8]:>8}" for k in SOURCES)]
    for p in data["players"]:
        lines.append(f"{p['name']:<{width}}{p['score']:>5}  " + " ".join(f"{v:>8}" for v in p["sources"].values()))
    lines.append(f"Winner: {data['winner']}" if data["finished"] else "The game is not finished")
    return "\n".join(lines)


def lineup(text: str, players: int | None) -> list[str] | str:
    """The bot of every seat: one kind for every seat or a comma list cycled over `players` seats (all of
    its kinds when `players` is None), or the reason the list is wrong."""
    kinds = [k.strip() for k in text.split(",") if k.strip()]
    unknown = [k for k in kinds if k not in KINDS]
    if unknown or not kinds:
        return f"unknown Feld's Cuzco bot {', '.join(unknown) or '(none)'}; choose from {', '.join(KINDS)}"
    n = len(kinds) if players is None else players
    if not C.MIN_PLAYERS <= n <= C.MAX_PLAYERS:
        return f"Feld's Cuzco has {C.MIN_PLAYERS} to {C.MAX_PLAYERS} players, not {n}"
    return [kinds[i % len(kinds)] for i in range(n)]


def variants(text: str | None) -> dict[str, bool] | str:
    """The setup options named by --variant (a comma list), or the reason it is wrong."""
    names = [v.strip() for v in (text or "").split(",") if v.strip()]
    unknown = [v for v in names if v not in VARIANTS]
    if unknown:
        return f"Feld's Cuzco has no variant {unknown[0]!r} (there is: {', '.join(VARIANTS)})"
    return {VARIANTS[v]: True for v in names}


def _seats_and_options(command: str, args: argparse.Namespace,
                       default_players: int | None) -> tuple[list[str], dict[str, bool]] | None:
    """The seats (`args.seats` as the shared command line checked them, else from --bots and --players)
    and the setup options of --variant, or None after saying on stderr what is wrong."""
    seats = getattr(args, "seats", None) or lineup(getattr(args, "bots", None) or DEFAULT_BOT,
                                                   getattr(args, "players", None) or default_players)
    options = variants(getattr(args, "variant", None))
    if getattr(args, "pututu", False) and isinstance(options, dict):
        options["pututu"] = True
    problem = seats if isinstance(seats, str) else options if isinstance(options, str) else None
    if problem is not None:
        print(f"cuzco {command}: {problem}", file=sys.stderr)
        return None
    assert isinstance(seats, list) and isinstance(options, dict)
    return seats, options


def selfplay(args: argparse.Namespace) -> int:
    """Bots play a whole game; `args.seats` is the bot of every seat (checked by the shared command line)."""
    found = _seats_and_options("selfplay", args, DEFAULT_PLAYERS)
    if found is None:
        return EXIT_BAD_INPUT
    seats, options = found
    seed = getattr(args, "seed", 0)
    game = play_game(seats, seed=seed, pututu=options.get("pututu", False),
                     card13_any_village=options.get("card13_any_village", False))
    data = summary(game)
    as_json = getattr(args, "json", False)
    extra = f"; variant {', '.join(k for k, v in VARIANTS.items() if options.get(v))}" if options else ""
    print(json.dumps(data) if as_json else
          f"Feld's Cuzco, {len(seats)} players ({', '.join(seats)}{extra}), seed {seed}\n{score_table(data)}")
    save = getattr(args, "save", None)
    if save is not None:
        try:
            save_game(game, save)
        except OSError as exc:
            print(f"cuzco selfplay: cannot save the game to {save}: {exc.strerror or exc}", file=sys.stderr)
            return EXIT_FAILED
        if not as_json:
            print(f"Saved the game record to {save}")
    return EXIT_OK


def claims(path: Path) -> bool:
    """True when the file is (or says it is) a save of Feld's Cuzco; unreadable files are left to the caller."""
    try:
        return is_feld_cuzco_save(read_json(path))
    except SaveFileError:
        return False


def replay(path: Path, as_json: bool) -> int:
    try:
        game = load_game(path)
    except SaveFileError as exc:
        print(" ".join(f"cuzco replay: {path}: {exc}".split()), file=sys.stderr)
        return EXIT_BAD_INPUT
    data = summary(game)
    if as_json:
        print(json.dumps(data))
    else:
        where = "game over" if game.state.over else f"round {game.state.round}, {game.state.phase}"
        print(f"{path}: Feld's Cuzco, {len(game.actions)} actions replayed, every one legal; {where}")
        print(score_table(data))
    return EXIT_OK


def review_command(args: argparse.Namespace) -> int:
    """`cuzco review FILE [--json] [--budget N] [--top K] [--progress]`: each decision of the human seats
    (every seat when none was human) against the Hard player's (`--budget 0`: the Normal player's)."""
    from cuzco.shell.i18n import _

    from .bots.review import review_game
    from .ui.review_text import report, reviewed_seats

    path = Path(args.file)
    try:
        game = load_game(path)
    except SaveFileError as exc:
        print(" ".join(f"cuzco review: {path}: {exc}".split()), file=sys.stderr)
        return EXIT_BAD_INPUT

    def progress(done: int, total: int) -> None:
        if getattr(args, "progress", False):
            print(_("reviewed decision {done} of {total}", done=done, total=total), file=sys.stderr)

    level = "normal" if getattr(args, "budget", 12) == 0 else "hard"
    review = review_game(game, reviewed_seats(game), level, progress=progress)
    top = int(getattr(args, "top", 5))
    print(json.dumps(review.to_json(top)) if args.json else report(review, top, game))
    return EXIT_OK


def _p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def bench(quick: bool = False) -> dict[str, float]:
    """Validated action p50/p95 (µs), legal-action listing p50/p95 (ms), random 4-player games per second
    (the rules alone: list, pick, apply, per second of wall clock and of CPU time; and with random bots that
    each receive their seat's view)."""
    games = 3 if quick else 30
    act_us: list[float] = []
    list_ms: list[float] = []
    start, cpu = time.perf_counter(), time.process_time()
    for g in range(games):
        state = new_game(Setup(("a", "b", "c", "d"), f"bench/{g}", pututu=True))
        rng = random.Random(g)
        while not state.over:
            state = apply(state, rng.choice(legal_actions(state)))
    per_game = (time.perf_counter() - start) / games
    per_game_cpu = (time.process_time() - cpu) / games  # steadier than the wall clock on a shared machine
    start = time.perf_counter()
    for g in range(max(1, games // 3)):
        play_game(["random"] * 4, seed=f"bench/{g}", pututu=True)
    per_bot_game = (time.perf_counter() - start) / max(1, games // 3)
    pairs: list[tuple[Any, Any]] = []  # (state, the action taken in it)
    for g in range(2 if quick else 10):
        game = play_game(["random"] * 4, seed=f"bench/timing/{g}", pututu=True)
        pairs.extend(zip(game.states, game.actions))
    for state, action in pairs:
        t = time.perf_counter()
        apply(state, action)
        act_us.append((time.perf_counter() - t) * 1e6)
        t = time.perf_counter()
        legal_actions(state)
        list_ms.append((time.perf_counter() - t) * 1e3)
    return {"action_us_p50": statistics.median(act_us), "action_us_p95": _p(act_us, 0.95),
            "legal_actions_ms_p50": statistics.median(list_ms), "legal_actions_ms_p95": _p(list_ms, 0.95),
            "random_4p_games_per_s": 1 / per_game, "random_4p_games_per_cpu_s": 1 / per_game_cpu,
            "random_4p_bot_games_per_s": 1 / per_bot_game,
            "actions_timed": len(act_us), "games_timed": games}


def run_arena(levels: list[str], games: int, seed: int = 0, pututu: bool = False, progress: bool = False,
              as_json: bool = False) -> str:
    """`games` games between the given seats' levels, seats rotated, as a table (or JSON) with Wilson 95%
    intervals of each level's wins (a level on several seats counts the wins of all of them)."""
    def said(g: int, seats: list[str], winner: int) -> None:
        print(f"game {g + 1}/{games}: {', '.join(seats)}; seat {winner + 1} ({seats[winner]}) won", file=sys.stderr)

    result = arena(levels, games, seed, pututu=pututu, progress=said if progress else None)
    if as_json:
        return json.dumps(result)
    wins: dict[str, float] = result["wins"]  # type: ignore[assignment]
    means: dict[str, float] = result["mean_score"]  # type: ignore[assignment]
    lines = [f"Feld's Cuzco, {games} games of {len(levels)} players, seats rotated: {' vs '.join(levels)}"]
    for level, w in wins.items():
        low, high = wilson(w, games)
        seats = levels.count(level)
        who = f"{level} ({seats} seats)" if seats > 1 else level
        lines.append(f"  {who:<18} wins {w:>5.0f}  {100 * w / games:5.1f}%  (95% CI {100 * low:.1f}-{100 * high:.1f}%)"
                     f"  mean score {means[level]:.1f}")
    times: dict[str, dict[str, float]] = result["decision_times"]  # type: ignore[assignment]
    lines.append("  decision times, ms (wall clock p50 / p95 / max; CPU time p95 / max):")
    for level, t in times.items():
        lines.append(f"  {level:<18} {t['ms_p50']:>8.1f} {t['ms_p95']:>8.1f} {t['ms_max']:>8.1f}   "
                     f"CPU {t['cpu_ms_p95']:>8.1f} {t['cpu_ms_max']:>8.1f}   ({t['decisions']:.0f} decisions)")
    return "\n".join(lines)


def arena_command(args: argparse.Namespace) -> int:
    """`cuzco arena --game feld-cuzco --bots KIND,KIND[,...] [--players N] --games G [--seed S]`: one process
    (the games are short; --workers is accepted and not used)."""
    found = _seats_and_options("arena", args, None)
    if found is None:
        return EXIT_BAD_INPUT
    seats, options = found
    print(run_arena(seats, args.games, args.seed, pututu=options.get("pututu", False),
                    progress=getattr(args, "progress", False), as_json=getattr(args, "json", False)))
    return EXIT_OK


BENCH_LABELS = {
    "action_us_p50": "one validated action, p50 (µs)", "action_us_p95": "one validated action, p95 (µs)",
    "legal_actions_ms_p50": "legal-action listing, p50 (ms)", "legal_actions_ms_p95": "legal-action listing, p95 (ms)",
    "random_4p_games_per_s": "random 4-player self-play, rules alone (games/s)",
    "random_4p_games_per_cpu_s": "the same per second of CPU time (games/s)",
    "random_4p_bot_games_per_s": "random 4-player self-play, bots on their views (games/s)",
    "actions_timed": "actions timed", "games_timed": "games timed",
}


def table_frames(quick: bool = False) -> tuple[dict[str, float], str]:
    """The table's frame times (`ui.benchmark.frame_figures`, headless), or none and why."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # the bench never opens a window or a sound device
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    try:
        from .ui.benchmark import frame_figures
    except ImportError as exc:
        return {}, f"frame times left out: the table benchmark is not available ({exc})"
    try:
        return frame_figures(frames=10 if quick else 300, changes=5 if quick else 100), ""
    except Exception as exc:  # a broken table must not hide the rules' figures
        return {}, f"frame times left out: the table benchmark failed ({type(exc).__name__}: {exc})"


def bench_command(args: argparse.Namespace) -> int:
    """`cuzco bench --game feld-cuzco [--quick] [--json]`: the speed figures of the rules engine and the
    table's frame times (a late game, the pointer moving, and right after each change of the state)."""
    quick = getattr(args, "quick", False)
    figures: dict[str, Any] = dict(bench(quick))
    frames, note = table_frames(quick)
    if getattr(args, "json", False):
        print(json.dumps({**figures, **frames, **({"note": note} if note else {})}))
        return EXIT_OK
    print("Feld's Cuzco, rules engine (targets: action p95 < 100 µs, listing p95 < 1 ms, >= 50 games/s)")
    for key, value in figures.items():
        shown = f"{value:.3f}" if isinstance(value, float) and value < 10 else \
            f"{value:.1f}" if isinstance(value, float) else str(value)
        print(f"  {BENCH_LABELS.get(key, key):<56} {shown:>10}")
    if frames:
        from .ui.benchmark import frame_label

        print("Feld's Cuzco, the table's frames, headless (target: p99 < 4 ms of CPU, right after a change too)")
        for key, value in frames.items():
            shown = f"{value:.0f}" if key.endswith("_frames") else f"{value:.3f}"
            print(f"  {frame_label(key):<56} {shown:>10}")
    if note:
        print(note)
    return EXIT_OK


def balance(players: int, games: int, levels: str = "normal", seed: int = 0, pututu: bool = False,
            seconds: float = 0.0, jobs: int = 1, first: int = 0) -> dict[str, Any]:
    """The figures of the balance table (see balance.py), over `jobs` processes."""
    return B.figures(B.balance(players, games, levels, seed, pututu, seconds, jobs, first))


def _write(path: str, data: object) -> None:
    Path(path).write_text(json.dumps(data), encoding="utf-8")


def merge_command(paths: list[str], out: str | None, markdown: bool) -> int:
    """Add up the counts of several `balance --counts` files (grouped by player count) and print the figures."""
    groups: dict[int, list[B.Counts]] = defaultdict(list)
    for path in paths:
        try:
            chunk = json.loads(Path(path).read_text(encoding="utf-8"))
            groups[int(chunk["players"])].append(chunk)
        except (OSError, ValueError, KeyError, TypeError) as exc:
            print(f"merge: {path} is not a balance counts file: {exc}", file=sys.stderr)
            return EXIT_BAD_INPUT
    try:
        merged = {n: B.merge(chunks) for n, chunks in sorted(groups.items())}
    except B.MergeError as exc:
        print(f"merge: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if out:
        _write(out, list(merged.values()))
    shown = {n: B.figures(c) for n, c in merged.items()}
    print(report(list(shown.values())) if markdown else json.dumps(shown, indent=1, default=str))
    return EXIT_OK


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cuzco.games.feld_cuzco.cli")
    parser.add_argument("command", choices=["bench", "selfplay", "arena", "balance", "merge", "replay"])
    parser.add_argument("files", nargs="*", help="merge: the counts files of balance --counts")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--bots", default=None)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--save", default=None)
    parser.add_argument("--file", default=None)
    parser.add_argument("--pututu", action="store_true")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--seconds", type=float, default=0.0, help="balance: stop after this much wall time")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--jobs", type=int, default=1, help="balance: processes playing the games")
    parser.add_argument("--first", type=int, default=0, help="balance: index of the first game (a chunk's start)")
    parser.add_argument("--counts", default=None, help="balance, merge: write the raw counts there (JSON)")
    parser.add_argument("--markdown", action="store_true", help="balance, merge: the figures as markdown tables")
    args = parser.parse_args(argv)
    if args.command == "bench":
        print(json.dumps(bench(args.quick), indent=1))
    elif args.command == "selfplay":
        args.bots = args.bots or DEFAULT_BOT
        return selfplay(args)
    elif args.command == "replay":
        return replay(Path(args.file), args.json)
    elif args.command == "arena":
        args.bots = args.bots or "normal,random"
        return arena_command(args)
    elif args.command == "merge":
        return merge_command(args.files, args.counts, args.markdown)
    else:
        if args.jobs < 1 or args.games < 1:
            print("balance: --jobs and --games must be at least 1", file=sys.stderr)
            return EXIT_BAD_INPUT
        counts = B.balance(args.players or 4, args.games, args.bots or "normal", args.seed, args.pututu,
                           args.seconds, args.jobs, args.first)
        if args.counts:
            _write(args.counts, counts)
        data = B.figures(counts)
        print(report([data]) if args.markdown else json.dumps(data, indent=1, default=str))
    return EXIT_OK


CLI = GameCli(
    name="Feld's Cuzco", players=(C.MIN_PLAYERS, C.MAX_PLAYERS), default_players=DEFAULT_PLAYERS, bots=KINDS,
    default_bot=DEFAULT_BOT, lineup=lineup, selfplay=selfplay, replay=replay, arena=arena_command,
    bench=bench_command, review=review_command, options=("variant",),
)


if __name__ == "__main__":
    raise SystemExit(main())
