"""The wheel: built from a clean copy of the tree, it carries every module, the
assets and the docs, and an install of it finds them through cuzco.resources."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import cuzco
from tests.packaging.packaging_support import REPO_ROOT, child_env

# Never part of a build: local environments, caches, earlier build output.
NOT_SOURCE = shutil.ignore_patterns(
    ".git", ".venv", "venv", "build", "dist", "tmp", "*.egg-info", "__pycache__", "*.pyc",
    ".pytest_cache", ".mypy_cache", ".ruff_cache", ".hypothesis",
)


# File types that must ship when they sit inside cuzco/ (pyproject's package-data).
SHIPPED_SUFFIXES = {".py", ".json", ".md", ".png", ".ttf", ".otf", ".wav", ".ogg", ".po", ".pot", ".mo",
                    ".html", ".css", ".js"}  # the players' phones' page


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> Path:
    # A copy, because setuptools leaves build/ and *.egg-info behind in the
    # source folder, and a stale build/lib could put deleted modules in the wheel.
    # It is also a fixed snapshot while others keep editing the checkout.
    source = tmp_path_factory.mktemp("source") / "cuzco-source"
    shutil.copytree(REPO_ROOT, source, ignore=NOT_SOURCE)
    return source


@pytest.fixture(scope="module")
def wheel(source: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    work = tmp_path_factory.mktemp("wheel")
    out = work / "out"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(source), "--no-deps", "-w", str(out),
         "--disable-pip-version-check", "-q"],
        check=True, timeout=600,
    )
    (built,) = out.glob("cuzco-*.whl")
    return built


@pytest.fixture(scope="module")
def wheel_names(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as archive:
        return set(archive.namelist())


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("installed")
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "--target", str(target), str(wheel),
         "--disable-pip-version-check", "-q"],
        check=True, timeout=300,
    )
    return target


def test_wheel_is_named_for_the_version(wheel: Path) -> None:
    assert wheel.name.startswith(f"cuzco-{cuzco.__version__}-py3-none-any")


def test_wheel_carries_assets_and_docs(source: Path, wheel_names: set[str]) -> None:
    assert "cuzco/_docs/rules.md" in wheel_names and "cuzco/_docs/rules.es.md" in wheel_names
    assert "cuzco/_assets/README.md" in wheel_names
    assert "cuzco/shell/locale/es/LC_MESSAGES/cuzco.mo" in wheel_names  # what the game reads
    assert "cuzco/shell/locale/es/LC_MESSAGES/cuzco.po" in wheel_names  # what translators edit
    assert "cuzco/shell/phones/page/phone.html" in wheel_names  # the page a player's phone loads
    for page in (source / "docs").glob("*.md"):
        assert f"cuzco/_docs/{page.name}" in wheel_names
    for asset in (source / "assets").rglob("*"):
        if asset.is_file():
            assert f"cuzco/_assets/{asset.relative_to(source / 'assets').as_posix()}" in wheel_names


def test_wheel_leaves_out_screenshots_and_tests(wheel_names: set[str]) -> None:
    assert not [name for name in wheel_names if "screenshots" in name or name.startswith("tests/")]


def test_wheel_carries_every_module_and_data_file(source: Path, wheel_names: set[str]) -> None:
    missing = sorted(
        path.relative_to(source).as_posix()
        for path in (source / "cuzco").rglob("*")
        if path.is_file()
        and path.suffix in SHIPPED_SUFFIXES
        and path.relative_to(source).as_posix() not in wheel_names
    )
    folders = sorted({str(Path(name).parent).replace("/", ".") for name in missing})
    assert not missing, (
        f"not in the wheel: {missing}; list the packages {folders} under "
        "[tool.setuptools] packages in pyproject.toml (and their file types under package-data)"
    )


def test_wheel_metadata(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        info = f"cuzco-{cuzco.__version__}.dist-info"
        metadata = archive.read(f"{info}/METADATA").decode()
        entry_points = archive.read(f"{info}/entry_points.txt").decode()
    assert "cuzco = cuzco.app:main" in entry_points
    assert "Requires-Python: >=3.10" in metadata
    for requirement in ("pygame-ce", "platformdirs", "markdown-it-py"):
        assert f"Requires-Dist: {requirement}" in metadata
    requires = [line for line in metadata.splitlines() if line.startswith("Requires-Dist: numpy")]
    assert all("extra ==" in line for line in requires), "numpy must be needed only by the test extra"
    assert "Provides-Extra: test" in metadata
    assert "Provides-Extra: build" in metadata


def run_installed(installed: Path, *args: str) -> subprocess.CompletedProcess[str]:
    # Run from the install folder's parent so the checkout is not on sys.path.
    return subprocess.run(
        [sys.executable, *args],
        cwd=installed.parent,
        env=child_env({"PYTHONPATH": str(installed)}),
        capture_output=True, text=True, timeout=60, check=False,
    )


def test_installed_wheel_finds_its_files(installed: Path) -> None:
    done = run_installed(
        installed, "-c",
        "import cuzco, cuzco.resources as r; print(cuzco.__file__); print(r.layout());"
        "print(r.doc_path('rules.md')); print(r.asset_path('README.md'))",
    )
    assert done.returncode == 0, done.stderr
    module_file, layout, rules, readme = done.stdout.split("\n")[:4]
    assert Path(module_file).is_relative_to(installed)
    assert layout == "installed"
    assert Path(rules) == installed / "cuzco" / "_docs" / "rules.md"
    assert Path(rules).is_file()
    assert Path(readme) == installed / "cuzco" / "_assets" / "README.md"


def test_installed_wheel_runs(installed: Path) -> None:
    version = run_installed(installed, "-m", "cuzco", "--version")
    assert version.returncode == 0, version.stderr
    assert version.stdout.strip() == f"cuzco {cuzco.__version__}"
    check = run_installed(installed, "-m", "cuzco", "--check-resources")
    assert check.returncode == 0, check.stdout + check.stderr
    assert "layout: installed" in check.stdout
