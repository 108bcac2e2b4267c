"""Typed errors of the rules of Feld's Cuzco."""


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message is the reason, in plain words."""


class SaveFileError(ValueError):
    """A save of Feld's Cuzco that cannot be loaded; the message says why in one line."""
