"""Typed errors of the rules."""

from cuzco.text import Message, N_plural


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message is the reason, in plain words."""


class SaveFileError(ValueError):
    """A save file that cannot be loaded; the message says why in one line."""


def short_of_ap(need: int, left: int) -> Message:
    """Why an action costing `need` AP is refused with `left` AP left (counted: "te queda 1" in Spanish)."""
    return N_plural("not enough AP: needs {need}, {left} left", "not enough AP: needs {need}, {left} left",
                    {"need": need, "left": left}, count="left")
