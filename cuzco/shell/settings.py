"""Player settings, kept as JSON in `settings_path()`.

`Settings.load()` never fails and never loses the player's file: a missing
file gives the defaults. A file that cannot be used as it is (not JSON, binary
junk, too big, nested too deep, numbers too long, values of the wrong type or
out of range) gives the defaults for what is wrong and keeps every good value;
the file itself is moved aside, unchanged, as `settings.json.bad-<date>-<time>`,
a new `settings.json` holding the settings in use is written, the log says why
in one line and the menu tells the player (`cuzco.shell.notices`). Settings
files are read only up to `MAX_SETTINGS_BYTES`.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

import pygame

from cuzco.atomic_files import write_atomic
from cuzco.json_limits import JsonRefused, parse_limited, read_capped, short
from cuzco.shell import notices
from cuzco.shell.files import set_aside

log = logging.getLogger(__name__)

# Posted (with a `settings` attribute) after the player saves new settings: the main loop
# (`App.apply_settings`) switches full screen or back, refits the UI scale and tells the open scenes.
SETTINGS_CHANGED = pygame.event.custom_type()

UI_SCALES: tuple[float, ...] = (0.75, 1.0, 1.25, 1.5, 1.75, 2.0)
ANIMATION_SPEEDS: tuple[float, ...] = (0.0, 0.5, 1.0, 1.5, 2.0)  # 0 = animations off
MAX_SETTINGS_BYTES = 64 * 1024  # the file is about 150 bytes
MAX_SETTINGS_DEPTH = 4


def default_path() -> Path:
    from cuzco.paths import settings_path

    return Path(settings_path())


def _system_language() -> str:
    from cuzco.shell.i18n import system_language

    return system_language()


@dataclass
class Settings:
    ui_scale: float = 1.0
    fullscreen: bool = False
    animation_speed: float = 1.0
    sound: bool = True
    height_numbers: bool = False
    language: str = field(default_factory=_system_language)  # the desktop's, when the game speaks it
    new_game: dict[str, Any] = field(default_factory=dict)  # the last new-game set-up, checked by its game
    hints: bool = True  # the Hint button and key in a game
    confirm_end_turn: bool = True  # ask before a turn ends with AP left ("don't ask again" turns it off)
    odds: bool = False  # Incan Gold: the chance the next card ends the round, on the chooser's own card

    # ---- validation ------------------------------------------------------
    @staticmethod
    def _valid(name: str, value: Any) -> bool:
        if name == "ui_scale":
            return _is_number(value) and 0.75 <= value <= 2.0
        if name == "animation_speed":
            return _is_number(value) and 0.0 <= value <= 3.0
        if name in ("fullscreen", "sound", "height_numbers", "hints", "odds"):
            return isinstance(value, bool)
        if name == "new_game":
            from cuzco.shell import registry

            return value == {} or any(entry.valid_setup_memory(value) for entry in registry.games())
        if name == "language":
            return isinstance(value, str) and 2 <= len(value) <= 8 and value.replace("_", "").isalpha()
        default = getattr(_DEFAULTS, name, None)  # a setting without its own rule: the type of its default
        if isinstance(default, bool):
            return isinstance(value, bool)
        if isinstance(default, (int, float)):
            return _is_number(value) and abs(value) <= 1e6
        if isinstance(default, str):
            return isinstance(value, str) and len(value) <= 64 and value.isprintable()
        return False

    @classmethod
    def from_dict(cls, data: object, problems: list[str] | None = None) -> Settings:
        """Build from JSON data, keeping good fields and defaulting bad ones (listed in `problems`)."""
        settings = cls()
        found = problems if problems is not None else []
        if not isinstance(data, dict):
            found.append("it does not hold a JSON object")
            return settings
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            if cls._valid(f.name, value):
                setattr(settings, f.name, float(value) if f.type == "float" else value)
            else:
                found.append(f"bad {f.name} ({short(repr(value), 30)})")
        if problems is None:
            for problem in found:
                log.warning("ignoring a setting: %s", problem)
        return settings

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    # ---- files -----------------------------------------------------------
    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        path = Path(path or default_path())
        try:
            raw = read_capped(path, MAX_SETTINGS_BYTES)
        except FileNotFoundError:
            return cls()
        except JsonRefused as exc:  # too big
            return cls._repair(path, cls(), [str(exc)])
        except OSError as exc:  # unreadable (permissions, a folder): nothing to move aside safely
            log.warning("cannot read the settings %s (%s); using the defaults", path, exc.strerror or exc)
            return cls()
        try:
            data = parse_limited(raw, MAX_SETTINGS_DEPTH)
        except JsonRefused as exc:
            return cls._repair(path, cls(), [str(exc)])
        problems: list[str] = []
        settings = cls.from_dict(data, problems)
        return cls._repair(path, settings, problems) if problems else settings

    @classmethod
    def _repair(cls, path: Path, settings: Settings, problems: list[str]) -> Settings:
        """Keep the bad file aside, unchanged; write the settings in use; tell the log and the player."""
        reason = "; ".join(problems)
        try:
            kept = set_aside(path)
        except OSError as exc:
            log.warning("the settings file %s cannot be used (%s) nor moved aside (%s); using defaults for it",
                        path, reason, exc.strerror or exc)
            notices.post("settings-stuck")
            return settings
        log.warning("the settings file could not be used (%s); it was kept as %s", reason, kept.name)
        notices.post("settings", file=kept.name)
        try:
            settings.save(path)
        except OSError as exc:
            log.warning("cannot write the repaired settings: %s", exc.strerror or exc)
        return settings

    def save(self, path: Path | None = None) -> None:
        """Write atomically (`cuzco.atomic_files`): a crash mid-write leaves the old file intact."""
        write_atomic(Path(path or default_path()), json.dumps(self.to_dict(), indent=2) + "\n")

    def apply(self) -> None:
        """Push the settings into the UI modules that read them globally."""
        from cuzco.shell import i18n, sound
        from cuzco.shell.widgets import theme

        theme.set_ui_scale(self.ui_scale)
        sound.set_enabled(self.sound)
        i18n.set_language(self.language)


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


_DEFAULTS = Settings()
