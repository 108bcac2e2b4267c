"""The learner of the guided round is called "You": a sentence with that seat as its subject is said in
the second person ("You walk out and put 7 gems in your tent", "Sales y pones 7 gemas en tu tienda"),
never as "You walks out". Every such sentence has its own message, chosen here by the seat's name."""

from __future__ import annotations

from cuzco.shell.i18n import _


def is_you(name: str) -> bool:
    """True for the seat called "You" (in English or in the language being shown)."""
    return name in ("You", _("You"))
