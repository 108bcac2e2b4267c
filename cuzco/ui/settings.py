"""Player settings, kept as JSON in `settings_path()`.

`Settings.load()` never fails: a missing file gives the defaults; a file it
cannot read or that holds bad values gives the defaults too (field by field
where it can), logs why, and leaves the file alone so nothing is lost until
the player saves again on purpose.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

import pygame

log = logging.getLogger(__name__)

# Posted (with a `settings` attribute) after the player saves new settings: the main loop
# (`App.apply_settings`) switches full screen or back, refits the UI scale and tells the open scenes.
SETTINGS_CHANGED = pygame.event.custom_type()

UI_SCALES: tuple[float, ...] = (0.75, 1.0, 1.25, 1.5, 1.75, 2.0)
ANIMATION_SPEEDS: tuple[float, ...] = (0.0, 0.5, 1.0, 1.5, 2.0)  # 0 = animations off


def default_path() -> Path:
    from cuzco.paths import settings_path

    return Path(settings_path())


@dataclass
class Settings:
    ui_scale: float = 1.0
    fullscreen: bool = False
    animation_speed: float = 1.0
    sound: bool = True
    height_numbers: bool = False
    hints: bool = True  # the Hint button and key in a game
    language: str = "en"

    # ---- validation ------------------------------------------------------
    @staticmethod
    def _valid(name: str, value: Any) -> bool:
        if name == "ui_scale":
            return _is_number(value) and 0.75 <= value <= 2.0
        if name == "animation_speed":
            return _is_number(value) and 0.0 <= value <= 3.0
        if name in ("fullscreen", "sound", "height_numbers", "hints"):
            return isinstance(value, bool)
        if name == "language":
            return isinstance(value, str) and 2 <= len(value) <= 8 and value.replace("_", "").isalpha()
        return False

    @classmethod
    def from_dict(cls, data: object) -> Settings:
        """Build from JSON data, keeping good fields and defaulting bad ones."""
        settings = cls()
        if not isinstance(data, dict):
            log.warning("settings file does not hold a JSON object; using defaults")
            return settings
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            if cls._valid(f.name, value):
                setattr(settings, f.name, float(value) if f.type == "float" else value)
            else:
                log.warning("ignoring bad setting %s=%r", f.name, value)
        return settings

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    # ---- files -----------------------------------------------------------
    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        path = path or default_path()
        try:
            text = Path(path).read_text(encoding="utf-8")
        except FileNotFoundError:
            return cls()
        except (OSError, UnicodeDecodeError) as exc:
            log.warning("cannot read settings %s (%s); using defaults", path, exc)
            return cls()
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            log.warning("settings %s is not valid JSON (%s); using defaults", path, exc)
            return cls()
        return cls.from_dict(data)

    def save(self, path: Path | None = None) -> None:
        """Write atomically: a crash mid-write leaves the old file intact."""
        path = Path(path or default_path())
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".settings-", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(self.to_dict(), fh, indent=2)
                fh.write("\n")
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    def apply(self) -> None:
        """Push the settings into the UI modules that read them globally."""
        from cuzco.ui import i18n, sound
        from cuzco.ui.widgets import theme

        theme.set_ui_scale(self.ui_scale)
        sound.set_enabled(self.sound)
        i18n.set_language(self.language)


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)
