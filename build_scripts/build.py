"""Build the Cuzco executable: one folder, `<dist>/cuzco/cuzco` (`cuzco.exe` on Windows).

    python build_scripts/build.py [--dist DIR] [--work DIR]

Defaults are dist/ and build/ at the repository root. PyInstaller must be
installed (the `build` extra: pip install -e '.[build]'). The folder, not a
single file, is what ships: a one-file build unpacks itself to a temporary
folder at every start, which costs seconds on a game that is started often.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build_scripts" / "cuzco.spec"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (default dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="scratch folder (default build/)")
    args = parser.parse_args(argv)

    started = time.monotonic()
    command = [
        sys.executable, "-m", "PyInstaller", str(SPEC),
        "--noconfirm",
        "--distpath", str(args.dist),
        "--workpath", str(args.work),
        "--log-level", "WARN",
    ]
    result = subprocess.run(command, cwd=ROOT, check=False)
    if result.returncode != 0:
        print(f"build failed (PyInstaller exit {result.returncode})", file=sys.stderr)
        return result.returncode

    binary = executable_path(args.dist)
    strip_python_debug_info(binary.parent)
    size_mb = folder_size(binary.parent) / 1e6
    print(f"built {binary} ({size_mb:.1f} MB folder) in {time.monotonic() - started:.0f} s")
    return 0


def strip_python_debug_info(bundle: Path) -> None:
    """Drop debug sections from libpython, if the Python that built us left them in.

    Python builds from source (pyenv, for one) ship a libpython several times its
    stripped size. Only libpython is touched: the libraries inside the numpy and
    pygame wheels were rewritten by auditwheel, and strip can corrupt such files.
    """
    strip = shutil.which("strip")
    if not sys.platform.startswith("linux") or strip is None:
        return
    for library in bundle.rglob("libpython*.so*"):
        if library.is_file() and not library.is_symlink():
            subprocess.run([strip, "--strip-debug", str(library)], check=True)


def executable_path(dist: Path) -> Path:
    name = "cuzco.exe" if sys.platform == "win32" else "cuzco"
    return dist / "cuzco" / name


def folder_size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())


if __name__ == "__main__":
    sys.exit(main())
