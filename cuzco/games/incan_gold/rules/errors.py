"""Typed errors of the Incan Gold rules."""


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message is the reason, in plain words."""


class SaveFileError(ValueError):
    """An Incan Gold save that cannot be loaded; the message says why in one line."""


class SetupError(ValueError):
    """A setup the rules cannot play (wrong player count, a field of the wrong type...): the message says why."""
