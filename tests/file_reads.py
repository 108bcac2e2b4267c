"""Counting the files the game's JSON reader opens and the bytes it reads: work measured by what is done,
not by how long it took, so a busy machine cannot fail the test and a quiet one cannot hide a regression.

    reads = record_file_reads(monkeypatch)
    ...                                   # open the Load screen
    assert reads.opened["huge.json"] == 1 and reads.read["huge.json"] == 0

Every save, settings file and autosave is read through `cuzco.json_limits.read_capped`, which opens the file
with that module's `open`; the recorder stands in for it.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from cuzco import json_limits


class FileReads:
    """What was opened and read, by file name: `opened[name]` times, `read[name]` bytes in all."""

    def __init__(self) -> None:
        self.opened: Counter[str] = Counter()
        self.read: Counter[str] = Counter()

    def clear(self) -> None:
        self.opened.clear()
        self.read.clear()


class _Counted:
    def __init__(self, file: Any, name: str, reads: FileReads) -> None:
        self.file = file
        self.name = name
        self.reads = reads

    def __enter__(self) -> _Counted:
        return self

    def __exit__(self, *exc: object) -> None:
        self.file.close()

    def fileno(self) -> int:
        return int(self.file.fileno())

    def read(self, size: int = -1) -> bytes:
        data: bytes = self.file.read(size)
        self.reads.read[self.name] += len(data)
        return data


def record_file_reads(monkeypatch: pytest.MonkeyPatch) -> FileReads:
    """From now on, count every file `cuzco.json_limits` opens and the bytes it reads from each."""
    reads = FileReads()

    def counted_open(path: Any, mode: str = "r") -> _Counted:
        name = Path(path).name
        file = open(path, mode)  # noqa: SIM115 (closed by _Counted.__exit__)
        reads.opened[name] += 1
        return _Counted(file, name, reads)

    monkeypatch.setattr(json_limits, "open", counted_open, raising=False)
    return reads
