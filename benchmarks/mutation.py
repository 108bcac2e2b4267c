"""Sampled mutation testing of every game's rules: do the rules tests notice a changed rule?

    python benchmarks/mutation.py [--package cuzco|incan-gold|feld-cuzco|all] [--count 320]
                                  [--incan-gold-count 220] [--feld-cuzco-count 220]
                                  [--seed 13] [--jobs 2] [--timeout 300]

Three packages are covered, each against its own tests, and a score is printed for each:
`cuzco/games/cuzco/rules` (Kiesling & Kramer's Cuzco; tests in `tests/games/cuzco/rules`),
`cuzco/games/incan_gold/rules` (Incan Gold; its rule, view, record, message and property tests in
`tests/games/incan_gold`) and `cuzco/games/feld_cuzco/rules` (Feld's Cuzco; the rules tests in
`tests/games/feld_cuzco`, not those of its bots, command line or screens).
Every small change of one of these kinds is listed in a package's `*.py`:
a flipped comparison (`<` and `<=`, `==` and `!=`, `in` and `not in`, ...),
an integer constant one higher or one lower, `and` and `or` swapped, `not`
dropped, `True` and `False` swapped, a statement deleted (replaced by `pass`).
A fixed-seed uniform sample of each package's mutants is applied one at a time to a copy of the
project in a temporary folder, and that package's tests run against each (stopping at the
first failure: for Cuzco the recorded games first, the slow property tests last). A mutant is killed when a test fails
(or the run times out); it survives when every test passes. The score and
every survivor (file, line, change) are printed at the end.

Each mutant's tests run in a process forked from one that already imported
pytest, hypothesis and numpy, so a mutant costs its tests and little else.
`make mutation` runs this; it is not part of `make test` (it takes a while).
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import random
import resource
import shutil
import signal
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "cuzco" / "games" / "cuzco" / "rules"
INCAN_GOLD_RULES = ROOT / "cuzco" / "games" / "incan_gold" / "rules"
# Incan Gold's rules tests: quick (a few seconds in all), so every mutant runs them all, properties last.
INCAN_GOLD_TESTS = tuple(f"tests/games/incan_gold/{name}" for name in (
    "test_rules.py", "test_view_and_undo.py", "test_records.py", "test_messages_es.py", "test_purity.py",
    "test_events_and_limits.py", "test_properties.py"))
FELD_RULES = ROOT / "cuzco" / "games" / "feld_cuzco" / "rules"
# Feld's Cuzco's rules tests: the refusals and rule-by-rule files first (a few seconds), the recorded games,
# the records and translations, then the random-game property tests, the slowest.
FELD_TESTS = tuple(f"tests/games/feld_cuzco/{name}" for name in (
    "test_refusals_phase_one.py", "test_refusals_later.py", "test_god_cards.py", "test_god_card_timing.py",
    "test_phase_one.py", "test_phases_two_three.py", "test_pututu.py", "test_setup.py", "test_components.py",
    "test_state_copies.py", "test_data_and_records.py", "test_engine_fixtures.py", "test_records.py",
    "test_messages_es.py", "test_properties.py"))
# recorded games replayed without pytest before the tests: random games of 2, 3 and 4 players, a Normal one
FELD_QUICK_GAMES = (0, 1, 2, 24)
PACKAGES = {"cuzco": RULES, "incan-gold": INCAN_GOLD_RULES, "feld-cuzco": FELD_RULES}
# Replaying the recorded games first (a second or two; any change of play shows there), then
# the rule-by-rule files, then the random-game property tests, the slowest.
FIRST = ("test_recorded_games.py",)
# (test_records and test_purity start other Python processes: seconds each, so they wait too)
SLOW_LAST = ("test_records.py", "test_purity.py", "test_properties.py", "test_legal_list.py")
# The per-step legal-action digest of the recorded games adds minutes per survivor and
# kills nothing the final-state replay and the property tests do not: left out here.
DESELECT = (
    "tests/games/cuzco/rules/test_recorded_games.py"
    "::test_recorded_game_lists_the_same_legal_actions_at_every_step",
)

FLIP = {
    ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In,
    ast.Is: ast.IsNot, ast.IsNot: ast.Is,
}


@dataclass(frozen=True)
class Mutant:
    path: str  # relative to the project root
    line: int
    kind: str
    detail: str
    index: int  # which of the file's mutation points (in walk order)


def _docstring_nodes(tree: ast.AST) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0]))
    return out


def _in_annotation(tree: ast.AST) -> set[int]:
    """Nodes inside type annotations (changing them changes no behaviour)."""
    out: set[int] = set()
    for node in ast.walk(tree):
        ann = getattr(node, "annotation", None) or getattr(node, "returns", None)
        for a in ([ann] if ann is not None else []):
            out.update(id(n) for n in ast.walk(a))
        if isinstance(node, ast.FunctionDef) and node.returns is not None:
            out.update(id(n) for n in ast.walk(node.returns))
    return out


def _points(tree: ast.AST) -> list[tuple[ast.AST, str, str]]:
    """(node, kind, description) for every mutation this tree offers, in a fixed order."""
    skip = _docstring_nodes(tree) | _in_annotation(tree)
    points: list[tuple[ast.AST, str, str]] = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Compare):
            for i, op in enumerate(node.ops):
                if type(op) in FLIP:
                    points.append((node, f"compare:{i}", f"{type(op).__name__} -> {FLIP[type(op)].__name__}"))
        elif isinstance(node, ast.Constant) and type(node.value) is int:
            points.append((node, "int:+1", f"{node.value} -> {node.value + 1}"))
            points.append((node, "int:-1", f"{node.value} -> {node.value - 1}"))
        elif isinstance(node, ast.Constant) and type(node.value) is bool:
            points.append((node, "bool", f"{node.value} -> {not node.value}"))
        elif isinstance(node, ast.BoolOp):
            new = "Or" if isinstance(node.op, ast.And) else "And"
            points.append((node, "boolop", f"{type(node.op).__name__} -> {new}"))
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            points.append((node, "not", "not x -> x"))
        elif isinstance(node, (ast.Assign, ast.AugAssign, ast.Expr, ast.Return, ast.If, ast.For, ast.Raise)):
            if _inside_function(tree, node):
                points.append((node, "delete", f"delete {type(node).__name__}"))
    return points


def _inside_function(tree: ast.AST, target: ast.AST) -> bool:
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for sub in ast.walk(node):
                if sub is target:
                    return True
    return False


class _Apply(ast.NodeTransformer):
    def __init__(self, target: ast.AST, kind: str) -> None:
        self.target, self.kind = target, kind

    def visit(self, node: ast.AST) -> ast.AST:  # type: ignore[override]
        if node is not self.target:
            return super().visit(node)
        k = self.kind
        if k.startswith("compare:"):
            assert isinstance(node, ast.Compare)
            i = int(k.split(":")[1])
            node.ops[i] = FLIP[type(node.ops[i])]()
            return node
        if k in ("int:+1", "int:-1"):
            assert isinstance(node, ast.Constant)
            value = int(node.value)  # type: ignore[arg-type]
            return ast.copy_location(ast.Constant(value + (1 if k == "int:+1" else -1)), node)
        if k == "bool":
            assert isinstance(node, ast.Constant)
            return ast.copy_location(ast.Constant(not node.value), node)
        if k == "boolop":
            assert isinstance(node, ast.BoolOp)
            node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
            return node
        if k == "not":
            assert isinstance(node, ast.UnaryOp)
            return node.operand
        if k == "delete":
            return ast.copy_location(ast.Pass(), node)
        raise ValueError(k)


def package_of(path: str) -> str:
    """Which package a mutant's file belongs to: "cuzco", "incan-gold" or "feld-cuzco"."""
    return next(name for name, rules in PACKAGES.items() if path.startswith(str(rules.relative_to(ROOT))))


def all_mutants(rules: Path = RULES) -> list[Mutant]:
    out = []
    for path in sorted(rules.glob("*.py")):
        tree = ast.parse(path.read_text())
        for i, (node, kind, detail) in enumerate(_points(tree)):
            out.append(Mutant(str(path.relative_to(ROOT)), getattr(node, "lineno", 0), kind, detail, i))
    return out


def mutated_source(root: Path, m: Mutant) -> str:
    tree = ast.parse((root / m.path).read_text())
    node, kind, _ = _points(tree)[m.index]
    new = _Apply(node, kind).visit(tree)
    ast.fix_missing_locations(new)
    return ast.unparse(new)


def test_files(root: Path) -> list[str]:
    files = sorted(p.name for p in (root / "tests" / "games" / "cuzco" / "rules").glob("test_*.py"))
    middle = [f for f in files if f not in SLOW_LAST + FIRST]
    ordered = [f for f in FIRST if f in files] + middle + [f for f in SLOW_LAST if f in files]
    return [f"tests/games/cuzco/rules/{f}" for f in ordered]


def run_tests(root: Path, timeout: float, selected: list[str] | None = None, package: str = "cuzco") -> str:
    """'killed', 'survived' or 'timeout', from a forked child running pytest in `root` (the tests of
    `package`).

    `timeout` is in seconds of the child's CPU time (the kernel stops it past that);
    ten times as many seconds of wall clock is the last resort."""
    pid = os.fork()
    if pid == 0:  # the child: import the (mutated) project from the copy and run the tests
        try:
            # a limit on CPU time, not wall time: on a busy machine a slow survivor must not pass for a hang
            resource.setrlimit(resource.RLIMIT_CPU, (int(timeout), int(timeout) + 5))
            os.chdir(root)
            sys.path.insert(0, str(root))
            sys.dont_write_bytecode = True
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.dup2(devnull, 2)
            import pytest

            if package == "incan-gold":
                tests = [t for t in INCAN_GOLD_TESTS if (root / t).is_file()]
                os._exit(0 if pytest.main(["-x", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
                                           "--hypothesis-seed=0", *tests]) == 0 else 1)
            if package == "feld-cuzco":
                if not feld_games_replay(FELD_QUICK_GAMES):
                    os._exit(1)
                tests = [t for t in FELD_TESTS if (root / t).is_file()]
                os._exit(0 if pytest.main(["-x", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
                                           "--hypothesis-seed=0", *tests]) == 0 else 1)
            if not recorded_games_replay(QUICK_GAMES):
                os._exit(1)
            args = ["-x", "-q", "-p", "no:cacheprovider", "-p", "no:randomly", "--hypothesis-seed=0",
                    *[f"--deselect={d}" for d in DESELECT]]
            if selected is not None:  # only the tests that run the changed lines, property tests last
                if selected and pytest.main([*args, *selected]) != 0:
                    os._exit(1)
                os._exit(0 if recorded_games_replay(None) else 1)
            files = test_files(root)
            # the rule-by-rule files in one run, then (only if they all pass) the slow property tests
            quick = [f for f in files if Path(f).name not in SLOW_LAST + FIRST]
            if pytest.main([*args, *quick]) != 0 or not recorded_games_replay(None):
                os._exit(1)
            slow = [f for f in files if Path(f).name in SLOW_LAST]
            os._exit(0 if pytest.main([*args, *slow]) == 0 else 1)
        except BaseException:
            os._exit(1)
    deadline = time.monotonic() + 10 * timeout
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            if os.WIFSIGNALED(status) and os.WTERMSIG(status) in (signal.SIGXCPU, signal.SIGKILL):
                return "timeout"
            return "survived" if os.waitstatus_to_exitcode(status) == 0 else "killed"
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return "timeout"
        time.sleep(0.05)


# replayed before the rule-by-rule tests (random 2, 3 and 4 players, greedy 4); all of them after
QUICK_GAMES = (0, 4, 8, 16)


def recorded_games_replay(which: tuple[int, ...] | None) -> bool:
    """The cheapest net, without pytest: the recorded games (those at `which`, or all) replay
    to their recorded ends."""
    try:
        from cuzco.games.cuzco.rules.record import load_game
        from tests.games.cuzco.rules.regression_games import (
            EXPECTED,
            GAMES,
            GAMES_DIR,
            file_name,
            fingerprint,
        )

        expected = json.loads(EXPECTED.read_text())
        for game_id in [GAMES[i] for i in which] if which is not None else GAMES:
            name = file_name(*game_id)
            game = load_game(GAMES_DIR / name)
            facts = expected[name]
            if len(game.actions) != facts["actions"] or fingerprint(game.state) != facts["fingerprint"]:
                return False
        return True
    except Exception:
        return False


def feld_games_replay(which: tuple[int, ...]) -> bool:
    """Feld's Cuzco's cheapest net, without pytest: these recorded games (tests/games/feld_cuzco/fixtures)
    replay to their recorded scores and final states."""
    try:
        import gzip
        import hashlib

        from cuzco.games.feld_cuzco.rules import Setup, action_from_json, apply, new_game

        path = Path("tests/games/feld_cuzco/fixtures/engine_games.json.gz")
        games = json.loads(gzip.decompress(path.read_bytes()))
        for game in (games[i] for i in which):
            state = new_game(Setup(tuple(game["names"]), game["seed"], pututu=game["pututu"]))
            for raw in game["actions"]:
                state = apply(state, action_from_json(raw))
            if not state.over or state.scores() != game["scores"] or \
                    hashlib.sha256(repr(state).encode()).hexdigest() != game["final"]:
                return False
        return True
    except Exception:
        return False


class _LineRecorder:
    """A pytest plugin that notes which lines of cuzco/games/cuzco/rules each test runs."""

    def __init__(self, rules_dir: str) -> None:
        self.rules_dir = rules_dir
        self.current = "<import>"
        self.lines: dict[str, set[str]] = {}

    def _local(self, frame, event, arg):  # type: ignore[no-untyped-def]
        if event == "line":
            key = f"{frame.f_code.co_filename}:{frame.f_lineno}"
            self.lines.setdefault(key, set()).add(self.current)
        return self._local

    def _global(self, frame, event, arg):  # type: ignore[no-untyped-def]
        if frame.f_code.co_filename.startswith(self.rules_dir):
            return self._local(frame, event, arg)
        return None

    def pytest_runtest_setup(self, item) -> None:  # type: ignore[no-untyped-def]
        self.current = item.nodeid
        sys.settrace(self._global)

    def pytest_runtest_teardown(self, item) -> None:  # type: ignore[no-untyped-def]
        sys.settrace(None)


def collect_coverage(out: Path, jobs: int) -> None:
    """Which tests run which lines of cuzco/games/cuzco/rules (unchanged code), written as JSON to `out`.

    The test files are shared out among `jobs` processes; their maps are merged."""
    root = make_copy()
    files = [f for f in test_files(root) if Path(f).name not in FIRST]
    slow = [f for f in files if Path(f).name in SLOW_LAST]
    groups = [[f] for f in slow] + [[f for f in files if f not in slow][j::max(1, jobs - len(slow))]
                                    for j in range(max(1, jobs - len(slow)))]
    children = []
    for j, group in enumerate(groups):
        pid = os.fork()
        if pid == 0:
            try:
                os.chdir(root)
                sys.path.insert(0, str(root))
                sys.dont_write_bytecode = True
                devnull = os.open(os.devnull, os.O_WRONLY)
                os.dup2(devnull, 1)
                import pytest

                recorder = _LineRecorder(str(root / "cuzco" / "games" / "cuzco" / "rules"))
                pytest.main(["-q", "-p", "no:cacheprovider", "-p", "no:randomly", "--hypothesis-seed=0", *group],
                            plugins=[recorder])
                prefix = str(root) + os.sep
                data = {k[len(prefix):]: sorted(v) for k, v in recorder.lines.items()}
                (root / f"coverage.{j}.json").write_text(json.dumps(data))
                os._exit(0)
            except BaseException:
                os._exit(1)
        children.append(pid)
    for pid in children:
        os.waitpid(pid, 0)
    merged: dict[str, set[str]] = {}
    for j in range(len(groups)):
        part = root / f"coverage.{j}.json"
        if not part.exists():
            raise RuntimeError(f"recording the coverage of {groups[j]} failed")
        for key, tests in json.loads(part.read_text()).items():
            merged.setdefault(key, set()).update(tests)
    out.write_text(json.dumps({k: sorted(v) for k, v in merged.items()}))
    shutil.rmtree(root, ignore_errors=True)


def statement_lines(root: Path, m: Mutant) -> range:
    """The lines of the smallest statement holding the mutated node."""
    tree = ast.parse((root / m.path).read_text())
    node = _points(tree)[m.index][0]
    start, end = node.lineno, getattr(node, "end_lineno", node.lineno) or node.lineno  # type: ignore[attr-defined]
    best: tuple[int, int] = (start, end)
    size = None
    for stmt in ast.walk(tree):
        if isinstance(stmt, ast.stmt) and stmt.lineno <= start and (stmt.end_lineno or stmt.lineno) >= end:
            span = (stmt.end_lineno or stmt.lineno) - stmt.lineno
            if size is None or span < size:
                best, size = (stmt.lineno, stmt.end_lineno or stmt.lineno), span
    return range(best[0], best[1] + 1)


def select_tests(coverage: dict[str, list[str]], root: Path, m: Mutant) -> list[str] | None:
    """Tests that run the mutant's statement (property tests last); None means run everything."""
    found: set[str] = set()
    for line in statement_lines(root, m):
        tests = coverage.get(f"{m.path}:{line}", [])
        if "<import>" in tests:
            return None  # run at import time: every test depends on it
        found.update(tests)
    if not found:
        return None  # no test runs it in a test's own time (module-level code): run everything
    slow = tuple(f"tests/games/cuzco/rules/{f}" for f in SLOW_LAST)
    return sorted(found, key=lambda t: (t.startswith(slow), t))


def make_copy() -> Path:
    tmp = Path(tempfile.mkdtemp(prefix="cuzco-mutation-"))
    for part in ("cuzco", "tests"):
        shutil.copytree(ROOT / part, tmp / part, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    shutil.copy(ROOT / "pyproject.toml", tmp / "pyproject.toml")
    return tmp


def worker(mutants: list[Mutant], timeout: float, out: Path, coverage: dict[str, list[str]] | None) -> None:
    root = make_copy()
    try:
        for m in mutants:
            original = (root / m.path).read_text()
            package = package_of(m.path)
            selected = select_tests(coverage, root, m) if coverage is not None and package == "cuzco" else None
            try:
                (root / m.path).write_text(mutated_source(root, m))
                start = time.monotonic()
                verdict = run_tests(root, timeout, selected, package)
            finally:
                (root / m.path).write_text(original)
            line = json.dumps({**asdict(m), "package": package, "verdict": verdict,
                               "seconds": round(time.monotonic() - start, 1)})
            with out.open("a") as f:
                f.write(line + "\n")
            print(f"{verdict:8s} {m.path}:{m.line} {m.detail}", flush=True)
    finally:
        shutil.rmtree(root, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--package", choices=("all", *PACKAGES), default="all",
                        help="which game's rules to mutate (default all, each with its own sample and score)")
    parser.add_argument("--count", type=int, default=320, help="Cuzco's mutants to sample (default 320)")
    parser.add_argument("--incan-gold-count", type=int, default=220,
                        help="Incan Gold's mutants to sample (default 220)")
    parser.add_argument("--feld-cuzco-count", type=int, default=220,
                        help="Feld's Cuzco's mutants to sample (default 220)")
    parser.add_argument("--seed", type=int, default=13, help="sampling seed (default 13)")
    parser.add_argument("--jobs", type=int, default=2, help="mutants tested at once (default 2)")
    parser.add_argument("--timeout", type=float, default=120,
                        help="CPU seconds before a mutant's tests count as hung, so killed (default 120)")
    parser.add_argument("--out", type=Path, default=Path("mutation-results.jsonl"), help="one line per mutant")
    parser.add_argument("--report", type=Path, help="only print the summary of an earlier --out file")
    parser.add_argument("--rerun", type=Path, help="test again only the survivors listed in an earlier --out file")
    parser.add_argument("--resume", action="store_true", help="keep the results already in --out, test the rest")
    parser.add_argument("--coverage", type=Path, help="run only the tests that run a mutant's lines; the map of "
                        "which tests run which lines is recorded into this file first if it does not exist")
    args = parser.parse_args(argv)
    if args.report:
        return summarize([json.loads(line) for line in args.report.read_text().splitlines() if line.strip()])

    import hypothesis  # noqa: F401  # imported once here, before forking: the children start warm
    import numpy  # noqa: F401
    import pytest  # noqa: F401

    sample: list[Mutant] = []
    counts = {"cuzco": args.count, "incan-gold": args.incan_gold_count, "feld-cuzco": args.feld_cuzco_count}
    for name, rules in PACKAGES.items():
        if args.package not in ("all", name):
            continue
        population = all_mutants(rules)
        chosen = random.Random(args.seed).sample(population, min(counts[name], len(population)))
        print(f"{len(population)} mutants in {rules.relative_to(ROOT)}; testing {len(chosen)} (seed {args.seed})",
              flush=True)
        sample += chosen
    if args.rerun:
        earlier = [json.loads(line) for line in args.rerun.read_text().splitlines() if line.strip()]
        again = {(r["path"], r["index"]) for r in earlier if r["verdict"] == "survived"}
        sample = [m for m in sample if (m.path, m.index) in again]
        print(f"testing again the {len(sample)} survivors of {args.rerun}", flush=True)
    done: list[str] = []
    if args.resume and args.out.exists():
        done = [line for line in args.out.read_text().splitlines() if line.strip()]
        seen = {(json.loads(line)["path"], json.loads(line)["index"]) for line in done}
        sample = [m for m in sample if (m.path, m.index) not in seen]
        print(f"{len(done)} results kept from {args.out}; {len(sample)} mutants to go", flush=True)
    if not done and not args.rerun:  # a fresh run first checks that the tests pass on the unchanged code
        baseline = make_copy()
        try:
            for name in sorted({package_of(m.path) for m in sample}):
                if run_tests(baseline, args.timeout * 2, package=name) != "survived":
                    print(f"the {name} rules tests fail without any mutation: fix them first", file=sys.stderr)
                    return 1
        finally:
            shutil.rmtree(baseline, ignore_errors=True)
    args.out.write_text("".join(line + "\n" for line in done))
    coverage = None
    if args.coverage and any(package_of(m.path) == "cuzco" for m in sample):
        if not args.coverage.exists():
            print(f"recording which tests run which lines into {args.coverage}", flush=True)
            collect_coverage(args.coverage, max(args.jobs, 6))
        coverage = json.loads(args.coverage.read_text())
    if args.jobs <= 1:
        worker(sample, args.timeout, args.out, coverage)
    else:
        children = []
        for j in range(args.jobs):
            pid = os.fork()
            if pid == 0:
                worker(sample[j::args.jobs], args.timeout, args.out, coverage)
                os._exit(0)
            children.append(pid)
        for pid in children:
            os.waitpid(pid, 0)
    return summarize([json.loads(line) for line in args.out.read_text().splitlines() if line.strip()])


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson's 95% score interval for a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * (p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5 / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def summarize(results: list[dict]) -> int:
    """A score per package (with its Wilson 95% interval), then every survivor."""
    by_package: dict[str, list[dict]] = {}
    for r in results:
        by_package.setdefault(r.get("package") or package_of(r["path"]), []).append(r)
    for name, rows in sorted(by_package.items()):
        killed = [r for r in rows if r["verdict"] != "survived"]
        survivors = sorted((r for r in rows if r["verdict"] == "survived"), key=lambda r: (r["path"], r["line"]))
        low, high = wilson(len(killed), len(rows))
        print(f"\n{name}: {len(killed)} of {len(rows)} mutants killed: {100 * len(killed) / len(rows):.1f}%"
              f" (95% interval {100 * low:.1f}% - {100 * high:.1f}%;"
              f" {sum(r['verdict'] == 'timeout' for r in rows)} by timeout)")
        print(f"{len(survivors)} survived:")
        for r in survivors:
            print(f"  {r['path']}:{r['line']}  {r['detail']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
