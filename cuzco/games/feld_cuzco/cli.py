"""Feld's Cuzco's headless commands, as plain functions for the shared command line to call:
`selfplay(args)`, `claims(path)` and `replay(path, as_json)`, `bench(quick)`, `run_arena(...)` and
`balance(...)`. `python -m cuzco.games.feld_cuzco.cli bench|selfplay|arena|balance ...` runs them directly.

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
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from .bots.arena import arena, play_game, wilson
from .bots.levels import LEVELS
from .rules import Game, SaveFileError, Setup, legal_actions, load_game, new_game, save_game
from .rules import components as C
from .rules.actions import Place, PlayCard, UseAbility
from .rules.engine import apply
from .rules.record import is_feld_cuzco_save, read_json
from .rules.state import SOURCES

EXIT_OK, EXIT_FAILED, EXIT_BAD_INPUT = 0, 1, 2


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


def selfplay(args: argparse.Namespace) -> int:
    n = getattr(args, "players", None) or 4
    kinds = [k.strip() for k in (getattr(args, "bots", None) or "normal").split(",") if k.strip()]
    if not C.MIN_PLAYERS <= n <= C.MAX_PLAYERS or any(k not in LEVELS for k in kinds) or not kinds:
        print(f"cuzco selfplay: Feld's Cuzco has 2 to 4 players and bots {', '.join(LEVELS)}", file=sys.stderr)
        return EXIT_BAD_INPUT
    seats = [kinds[i % len(kinds)] for i in range(n)]
    seed = getattr(args, "seed", 0)
    game = play_game(seats, seed=seed, pututu=bool(getattr(args, "pututu", False)))
    data = summary(game)
    print(json.dumps(data) if getattr(args, "json", False) else
          f"Feld's Cuzco, {n} players ({', '.join(seats)}), seed {seed}\n{score_table(data)}")
    save = getattr(args, "save", None)
    if save is not None:
        try:
            save_game(game, save)
        except OSError as exc:
            print(f"cuzco selfplay: cannot save the game to {save}: {exc.strerror or exc}", file=sys.stderr)
            return EXIT_FAILED
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


def _p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def bench(quick: bool = False) -> dict[str, float]:
    """Validated action p50/p95 (µs), legal-action listing p50/p95 (ms), random 4-player games per second
    (the rules alone: list, pick, apply; and with random bots that each receive their seat's view)."""
    games = 3 if quick else 30
    act_us: list[float] = []
    list_ms: list[float] = []
    start = time.perf_counter()
    for g in range(games):
        state = new_game(Setup(("a", "b", "c", "d"), f"bench/{g}", pututu=True))
        rng = random.Random(g)
        while not state.over:
            state = apply(state, rng.choice(legal_actions(state)))
    per_game = (time.perf_counter() - start) / games
    start = time.perf_counter()
    for g in range(max(1, games // 3)):
        play_game(["random"] * 4, seed=f"bench/{g}", pututu=True)
    per_bot_game = (time.perf_counter() - start) / max(1, games // 3)
    pairs = []
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
            "random_4p_games_per_s": 1 / per_game, "random_4p_bot_games_per_s": 1 / per_bot_game,
            "actions_timed": len(act_us), "games_timed": games}


def run_arena(levels: list[str], games: int, seed: int = 0) -> str:
    result = arena(levels, games, seed)
    wins: dict[str, float] = result["wins"]  # type: ignore[assignment]
    lines = [f"{games} games, seats rotated: {' vs '.join(levels)}"]
    for level, w in wins.items():
        low, high = wilson(w, games)
        share = 100 * w / games
        lines.append(f"  {level:<8} wins {w:>5.0f}  {share:5.1f}%  (95% CI {100 * low:.1f}-{100 * high:.1f}%)")
    return "\n".join(lines)


def balance(players: int, games: int, levels: str = "normal", seed: int = 0, pututu: bool = False,
            seconds: float = 0.0) -> dict[str, Any]:
    """The figures of the balance table: missions completed when drawn, winner's score and point sources,
    first-seat wins, action spaces and abilities used by the winners. `seconds` > 0 stops early, after
    the game that passes that much wall time (the figures say how many games were played)."""
    kinds = [k for k in levels.split(",") if k]
    seats = [kinds[i % len(kinds)] for i in range(players)]
    drawn: Counter[int] = Counter()
    done: Counter[int] = Counter()
    win_scores: list[int] = []
    shares: dict[str, list[float]] = defaultdict(list)
    first_wins = 0
    spaces_by_winner: Counter[str] = Counter()
    abilities_by_winner: Counter[str] = Counter()
    taken_by_winner: Counter[str] = Counter()
    started = time.perf_counter()
    for g in range(games):
        if seconds and time.perf_counter() - started > seconds:
            games = g
            break
        game = play_game(seats, seed=f"balance/{seed}/{g}", pututu=pututu)
        s = game.state
        w = s.winner()
        first = next(i for i, st in enumerate(game.states) if st.phase != "setup")
        if game.states[first].order[0] == w:
            first_wins += 1
        win_scores.append(s.players[w].vp)
        for name, vp in zip(SOURCES, s.players[w].sources):
            shares[name].append(vp / max(1, s.players[w].vp))
        held: dict[int, set[int]] = defaultdict(set)
        taken: set[str] = set()
        for st in game.states[first:]:
            for seat, p in enumerate(st.players):
                held[seat] |= set(p.missions)
            taken.update(f"god {c:02d}" for c in st.players[w].hand)
            taken.update(f"{'study' if C.TILES[t].kind == 0 else 'farm'} {C.TILES[t].ability:02d}"
                         for t in st.players[w].slots if t >= 0)
        taken_by_winner.update(taken)
        for seat, p in enumerate(s.players):
            held[seat] |= set(p.completed)
            for m in held[seat]:
                drawn[m] += 1
            for m in p.completed:
                done[m] += 1
        used_space: set[str] = set()
        used_ability: set[str] = set()
        for a in game.actions:
            if getattr(a, "player", -1) != w:
                continue
            if isinstance(a, Place):
                used_space.add(a.action)
            elif isinstance(a, UseAbility):
                used_ability.add(f"{'study' if a.kind == 0 else 'farm'} {a.ability:02d}")
            elif isinstance(a, PlayCard):
                used_ability.add(f"god {a.card:02d}")
        spaces_by_winner.update(used_space)
        abilities_by_winner.update(used_ability)
    low, high = wilson(first_wins, games)
    return {
        "players": players, "games": games, "bots": seats,
        "winner_score": {"mean": statistics.mean(win_scores), "min": min(win_scores), "max": max(win_scores),
                         "deciles": [_p([float(x) for x in win_scores], q / 10) for q in range(1, 10)],
                         "all": win_scores},
        "winner_share": {k: statistics.mean(v) for k, v in shares.items()},
        "first_seat_wins": first_wins / games, "first_seat_ci": (low, high), "fair": 1 / players,
        "missions": {m: (done[m], drawn[m]) for m in sorted(drawn)},
        "spaces_by_winner": {k: spaces_by_winner[k] / games for k in C.ACTIONS},
        "used_by_winner": dict(sorted(abilities_by_winner.items())),
        "taken_by_winner": dict(sorted(taken_by_winner.items())),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cuzco.games.feld_cuzco.cli")
    parser.add_argument("command", choices=["bench", "selfplay", "arena", "balance", "replay"])
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
    args = parser.parse_args(argv)
    if args.command == "bench":
        print(json.dumps(bench(args.quick), indent=1))
    elif args.command == "selfplay":
        return selfplay(args)
    elif args.command == "replay":
        return replay(Path(args.file), args.json)
    elif args.command == "arena":
        print(run_arena((args.bots or "normal,random").split(","), args.games, args.seed))
    else:
        data = balance(args.players or 4, args.games, args.bots or "normal", args.seed, args.pututu, args.seconds)
        print(json.dumps(data, indent=1, default=str))
    return EXIT_OK


if __name__ == "__main__":
    raise SystemExit(main())
