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
- A `Message` is a `str` whose value is the English sentence (the id is
  English, filled in), so code and tests that only need English keep working
  without the UI; `msgid`, `params`, `plural` and `count` stay readable.
  Parameters that are words (a tile, a card) are Messages themselves, so they
  are translated too; player names and numbers are plain values.
- Plurals (every count): `N_plural("{n} tile", "{n} tiles", {"n": 3})`; the UI
  picks the form with `ngettext` on the parameter named by `count` ("n").

The UI side is `cuzco.shell.i18n.translate(message)`; it also accepts a plain
string (translated with `_()`) and an exception whose argument is a Message
(`IllegalAction(reason)`).
"""

from __future__ import annotations

from typing import Any


def N_(text: str) -> str:  # noqa: N802  # the gettext convention for a no-op marker
    """Mark `text` for extraction into the catalogs; returns it unchanged."""
    return text


def N_plural(singular: str, plural: str, params: dict[str, Any], count: str = "n") -> Message:  # noqa: N802
    """A counted message: `Message(singular, params, plural, count)`, both forms marked for extraction
    (as `ngettext` marks them in the UI), so a catalog holds them as one plural entry."""
    return Message(singular, params, plural=plural, count=count)


class Message(str):
    """A sentence to show a player: an English message id with named `{fields}`.

    It *is* its English sentence (a `str` whose value is `english()`), so code
    and tests that compare, search or print the text keep working, while the UI
    reads `msgid`, `params`, `plural` and `count` to translate it. Immutable and
    hashable like any string; two messages are equal when their English is."""

    msgid: str
    params: dict[str, Any]
    plural: str | None
    count: str  # type: ignore[assignment]  # the plural's parameter name, over str.count

    def __new__(cls, msgid: str, params: dict[str, Any] | None = None, plural: str | None = None,
                count: str = "n") -> Message:
        fields = dict(params or {})
        self = super().__new__(cls, _english(msgid, fields, plural, count))
        for name, value in (("msgid", msgid), ("params", fields), ("plural", plural), ("count", count)):
            object.__setattr__(self, name, value)
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Message cannot be changed")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("a Message cannot be changed")

    def __repr__(self) -> str:
        extra = f", plural={self.plural!r}, count={self.count!r}" if self.plural is not None else ""
        return f"Message({self.msgid!r}, {self.params!r}{extra})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Message, (self.msgid, dict(self.params), self.plural, self.count))

    def __copy__(self) -> Message:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Message:
        return self

    def english(self) -> str:
        """The English sentence, with the parameters filled in."""
        return str.__str__(self)

    def __str__(self) -> str:
        return str.__str__(self)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"id": self.msgid, "params": {
            k: v.to_json() if isinstance(v, Message) else v for k, v in self.params.items()}}
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
        params = {k: cls.from_json(v) if isinstance(v, dict) and "id" in v else v for k, v in params.items()}
        return cls(data["id"], params, plural, count)


def reason_of(exc: BaseException) -> Message:
    """The reason an exception gives, as a Message: its first argument when that is one (the rules'
    IllegalAction, a refused file), else its English text as it is."""
    reason = exc.args[0] if exc.args else ""
    return reason if isinstance(reason, Message) else Message(str(exc) or type(exc).__name__)


def _english(msgid: str, params: dict[str, Any], plural: str | None, count: str) -> str:
    text = msgid
    if plural is not None and params.get(count, 1) != 1:
        text = plural
    try:
        return text.format(**{k: str(v) if isinstance(v, Message) else v for k, v in params.items()})
    except (KeyError, IndexError, ValueError, AttributeError):
        return text
