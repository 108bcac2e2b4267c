"""`make mutation` (benchmarks/mutation.py) covers every game's rules and scores each package on its own."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def mutation():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("mutation_tool", REPO / "benchmarks" / "mutation.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["mutation_tool"] = module
    spec.loader.exec_module(module)
    yield module
    sys.modules.pop("mutation_tool", None)


def test_every_games_rules_are_mutated(mutation) -> None:  # type: ignore[no-untyped-def]
    assert set(mutation.PACKAGES) == {"cuzco", "incan-gold", "feld-cuzco"}
    feld = mutation.all_mutants(mutation.FELD_RULES)
    assert feld and {mutation.package_of(m.path) for m in feld} == {"feld-cuzco"}
    assert all((REPO / t).is_file() for t in mutation.FELD_TESTS)
    incan = mutation.all_mutants(mutation.INCAN_GOLD_RULES)
    assert incan and all(m.path.startswith("cuzco/games/incan_gold/rules/") for m in incan)
    assert {mutation.package_of(m.path) for m in incan} == {"incan-gold"}
    assert mutation.package_of("cuzco/games/cuzco/rules/engine.py") == "cuzco"
    assert all((REPO / t).is_file() for t in mutation.INCAN_GOLD_TESTS)


def test_the_summary_gives_a_score_per_package(mutation, capsys: pytest.CaptureFixture[str]) -> None:  # type: ignore[no-untyped-def]
    rows = [{"path": "cuzco/games/cuzco/rules/a.py", "line": 1, "detail": "x", "verdict": "killed"},
            {"path": "cuzco/games/incan_gold/rules/b.py", "line": 2, "detail": "y", "verdict": "survived"},
            {"path": "cuzco/games/incan_gold/rules/b.py", "line": 3, "detail": "z", "verdict": "killed"}]
    mutation.summarize(rows)
    out = capsys.readouterr().out
    assert "cuzco: 1 of 1 mutants killed: 100.0%" in out
    assert "incan-gold: 1 of 2 mutants killed: 50.0%" in out and "b.py:2  y" in out
