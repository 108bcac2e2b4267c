"""cuzco.logging_setup: a log file in the data dir, and no crash without stdout/stderr."""

from __future__ import annotations

import logging
import logging.handlers
import subprocess
import sys
from pathlib import Path

from cuzco import logging_setup
from tests.packaging.packaging_support import REPO_ROOT, child_env


def test_messages_go_to_the_log_file_in_the_data_dir(cuzco_home: Path) -> None:
    log_file = logging_setup.setup_logging()
    assert log_file == cuzco_home.resolve() / "cuzco.log"
    logging.getLogger("cuzco.test").info("a line for the log")
    for handler in logging.getLogger("cuzco").handlers:
        handler.flush()
    assert "a line for the log" in log_file.read_text(encoding="utf-8")


def test_setting_up_twice_keeps_one_file_handler() -> None:
    logging_setup.setup_logging()
    logging_setup.setup_logging()
    assert len(logging.getLogger("cuzco").handlers) == 1


def test_an_unwritable_data_dir_falls_back_to_the_console(cuzco_home: Path) -> None:
    (cuzco_home / "cuzco.log").mkdir()  # a folder where the file should be
    assert logging_setup.setup_logging() is None
    assert any(isinstance(h, logging.StreamHandler) for h in logging.getLogger("cuzco").handlers)


# What a windowed frozen build looks like to Python: no stdout, no stderr.
WITHOUT_STREAMS = """
import sys
sys.stdout = None
sys.stderr = None
from cuzco.app import main
code = main({argv!r})
import logging
import logging.handlers
logging.getLogger("cuzco").error("logged with no console")
print("printing is harmless too")
sys.stderr.write("and so is writing to stderr\\n")
raise SystemExit(code)
"""


def test_no_stdout_or_stderr_does_not_crash(cuzco_home: Path) -> None:
    for argv in (["--check-resources"], ["selfplay", "--players", "9"], ["--version"]):
        done = subprocess.run(
            [sys.executable, "-c", WITHOUT_STREAMS.format(argv=argv)],
            cwd=REPO_ROOT, env=child_env(), capture_output=True, text=True, timeout=60, check=False,
        )
        assert "Traceback" not in done.stderr, (argv, done.stderr)
        assert done.returncode in (0, 2), (argv, done.returncode)


def test_the_log_keeps_the_last_five_runs_each_in_its_own_file(cuzco_home: Path) -> None:
    for run in range(1, 8):
        logging_setup._started.clear()  # a new start of the program
        logging_setup.setup_logging()
        logging.getLogger("cuzco.test").info("the line of run %d", run)
        for handler in logging.getLogger("cuzco").handlers:
            handler.flush()
    kept = sorted(p.name for p in cuzco_home.glob("cuzco.log*"))
    assert kept == ["cuzco.log", "cuzco.log.1", "cuzco.log.2", "cuzco.log.3", "cuzco.log.4"]
    for back, run in ((0, 7), (1, 6), (4, 3)):
        name = "cuzco.log" + (f".{back}" if back else "")
        text = (cuzco_home / name).read_text(encoding="utf-8")
        assert f"the line of run {run}" in text and f"run {run - 1}\n" not in text
    handler = logging.getLogger("cuzco").handlers[0]
    assert isinstance(handler, logging.handlers.RotatingFileHandler) and handler.maxBytes == 1_000_000
