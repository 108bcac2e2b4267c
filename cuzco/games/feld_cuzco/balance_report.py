"""The balance figures of Feld's Cuzco (balance.py's `figures`, one per player count) as markdown tables."""

from __future__ import annotations

from typing import Any

from .bots.arena import wilson
from .rules import components as C
from .rules.state import SOURCES

MISSION_GOAL = 0.05
SPACE_GOAL = 0.10


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _row(name: str, cells: list[str]) -> str:
    return f"| {name} | " + " | ".join(cells) + " |"


def report(all_figures: list[dict[str, Any]]) -> str:
    """The summary table, then sources, wins by order token, spaces, abilities and missions, a column per count."""
    figs = sorted(all_figures, key=lambda f: f["players"])
    head = "| figure | goal | " + " | ".join(f"{f['players']} players" for f in figs) + " |"
    rule = "|---|---|" + "---:|" * len(figs)
    lines = [head, rule, _row("games (Normal in every seat)", ["≥ 2,000"] + [f"{f['games']:,}" for f in figs])]
    lines.append(_row("winner's score: mean (min-max)", ["printed"] + [
        f"{f['winner_score']['mean']:.1f} ({f['winner_score']['min']}-{f['winner_score']['max']})" for f in figs]))
    lines.append(_row("winner's score: deciles 10-90%", ["printed"] + [
        " ".join(f"{d:.0f}" for d in f["winner_score"]["deciles"]) for f in figs]))
    top = [max(f["winner_share"].items(), key=lambda kv: kv[1]) for f in figs]
    lines.append(_row("largest source of the winner's points", ["≤ 50%"] + [f"{k} {_pct(v)}" for k, v in top]))
    lines.append(_row("first seat (order token 1 in round 1) wins", ["fair ± 5 points"] + [
        f"{_pct(f['first_seat_wins'])} (95% CI {_pct(f['first_seat_ci'][0])}-{_pct(f['first_seat_ci'][1])}; "
        f"fair {_pct(f['fair'])})" for f in figs]))
    spaces = [min(f["spaces_by_winner"].items(), key=lambda kv: kv[1]) for f in figs]
    lines.append(_row("least-used action space by the winner", ["≥ 10%"] + [f"{k} {_pct(v)}" for k, v in spaces]))
    low = [[f"{m} {d}/{n}" for m, (d, n) in f["missions"].items() if n and d / n < MISSION_GOAL] for f in figs]
    lines.append(_row("missions completed in < 5% of the games they are held in", ["none"] + [
        ", ".join(x) or "none" for x in low]))
    items = sorted(set().union(*(f["taken_by_winner"] for f in figs)) | _all_items())
    held = [sum(1 for i in items if f["taken_by_winner"].get(i)) for f in figs]
    lines.append(_row("god cards and tile abilities held by the winner in some game", [f"all {len(items)}"] + [
        f"{h} of {len(items)}" for h in held]))

    lines += ["", "Share of the winner's points by source (mean over games):", "",
              *_header("source", figs)]
    lines += [_row(s, [_pct(f["winner_share"][s]) for f in figs]) for s in SOURCES]

    lines += ["", "Wins by order token in round 1 (share of games, 95% Wilson interval):", "",
              *_header("token", figs)]
    for k in range(max(f["players"] for f in figs)):
        cells = []
        for f in figs:
            if k < f["players"]:
                lo, hi = wilson(f["wins_by_order"][k] * f["games"], f["games"])
                cells.append(f"{_pct(f['wins_by_order'][k])} ({_pct(lo)}-{_pct(hi)})")
            else:
                cells.append("")
        lines.append(_row(str(k + 1), cells))

    lines += ["", "Action spaces used by the winner (share of games; goal ≥ 10%):", "",
              *_header("space", figs)]
    lines += [_row(k, [_pct(f["spaces_by_winner"][k]) for f in figs]) for k in C.ACTIONS]

    lines += ["", "God cards and tile abilities taken (held) and used by the winner (games; goal: some games):", "",
              "| item | " + " | ".join(f"taken {f['players']}p" for f in figs) + " | "
              + " | ".join(f"used {f['players']}p" for f in figs) + " |", "|---|" + "---:|" * (2 * len(figs))]
    for i in items:
        lines.append(_row(i, [str(f["taken_by_winner"].get(i, 0)) for f in figs]
                          + [str(f["used_by_winner"].get(i, 0)) for f in figs]))

    lines += ["", "Missions: completed / held, over all seats (goal: ≥ 5% for each):", "",
              *_header("mission", figs)]
    labels = sorted(set().union(*(f["missions"] for f in figs)), key=lambda m: (m.startswith("S"), m))
    for m in labels:
        cells = []
        for f in figs:
            d, n = f["missions"].get(m, (0, 0))
            mark = " **below**" if n and d / n < MISSION_GOAL else ""
            cells.append(f"{d}/{n} ({_pct(d / n)}){mark}" if n else "0/0")
        lines.append(_row(m, cells))
    return "\n".join(lines)


def _header(first: str, figs: list[dict[str, Any]]) -> list[str]:
    return [f"| {first} | " + " | ".join(f"{f['players']} players" for f in figs) + " |", "|---|" + "---:|" * len(figs)]


def _all_items() -> set[str]:
    gods = {f"god {c.number:02d}" for c in C.GOD_CARDS}
    return gods | {f"{k} {a:02d}" for k in ("study", "farm") for a in range(1, len(C.ABILITIES) + 1)}
