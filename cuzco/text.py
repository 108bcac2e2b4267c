"""Translatable messages without any UI: the marker `N_()` and the `Message` record.

The rules must not know about languages or pygame, yet every reason they give
for refusing an action, every log line and every score source is read by a
player in their own language. So the rules speak in *message ids* with
*parameters*, and the UI translates them when it shows them:

    from cuzco.text import N_, Message

    raise IllegalAction(Message(N_("Tile must touch an existing tile at {hex}"), {"hex": "c4"}))
    log.append(Message(N_("{player} placed a temple"), {"player": 2}))

- `N_(text)` returns `text` unchanged. It only marks the literal so that
  `make messages` (pybabel extract, keyword `N_`) puts it in the catalog.
- `Message(msgid, params)` is plain data: `to_json()` / `Message.from_json()`
  keep the id and parameters in a save, never translated text, so a game saved
  in Spanish reads in English and back.
- `str(message)` is the English sentence (the id is English), so code and
  tests that only need English keep working without the UI.
- Plurals: `Message(N_("one tile"), {"n": 3}, plural=N_("{n} tiles"))`; the UI
  picks the form with `ngettext` on the parameter named by `count` ("n").

The UI side is `cuzco.shell.i18n.translate(message)`, which also accepts a plain
string (translated with `_()`), so call sites can pass either while the rules
move over.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


def N_(text: str) -> str:  # noqa: N802  # the gettext convention for a no-op marker
    """Mark `text` for extraction into the catalogs; returns it unchanged."""
    return text


@dataclass(frozen=True)
class Message:
    """A sentence to show a player: an English message id with named `{fields}`."""

    msgid: str
    params: dict[str, Any] = field(default_factory=dict)
    plural: str | None = None  # the plural msgid, when the sentence depends on a count
    count: str = "n"  # which parameter holds the count for `plural`

    def english(self) -> str:
        """The English sentence, with the parameters filled in."""
        text = self.msgid
        if self.plural is not None and self.params.get(self.count, 1) != 1:
            text = self.plural
        try:
            return text.format(**self.params)
        except (KeyError, IndexError, ValueError):
            return text

    def __str__(self) -> str:
        return self.english()

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"id": self.msgid, "params": dict(self.params)}
        if self.plural is not None:
            data["plural"] = self.plural
            data["count"] = self.count
        return data

    @classmethod
    def from_json(cls, data: object) -> Message:
        """Rebuild from `to_json()` data; raises ValueError on anything else."""
        if isinstance(data, str):
            return cls(data)
        if not isinstance(data, dict) or not isinstance(data.get("id"), str):
            raise ValueError(f"not a message: {data!r}")
        params = data.get("params", {})
        plural = data.get("plural")
        count = data.get("count", "n")
        if not isinstance(params, dict) or not all(isinstance(k, str) for k in params):
            raise ValueError(f"message parameters must be an object: {params!r}")
        if plural is not None and not isinstance(plural, str) or not isinstance(count, str):
            raise ValueError(f"bad plural in message: {data!r}")
        return cls(data["id"], dict(params), plural, count)
