"""Typed errors of the rules."""


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message is the reason, in plain words."""


class SaveFileError(ValueError):
    """A save file that cannot be loaded; the message says why in one line."""
