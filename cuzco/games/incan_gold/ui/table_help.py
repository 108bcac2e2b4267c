"""What F1 (or ?) shows over the Incan Gold table, in the shell's help overlay: the keys, and what each
thing on the table means. It must say what `table_scene` does with each key: change both together."""

from __future__ import annotations

from cuzco.shell.i18n import _
from cuzco.shell.scenes.help_overlay import Section


def table_help() -> list[Section]:
    """The table's keys and marks, grouped, as (what, what it means); translated when called."""
    return [
        (
            _("Keys"),
            [
                (_("G  /  C"), _("your choice: go on deeper / return to camp")),
                (_("Click, Space, Enter"), _("during a reveal: show the next step at once")),
                (_("Escape"), _("the menu: save, load, rules, settings, main menu")),
                (_("Enter"), _("once the game is over: the results")),
                (_("F11"), _("full screen or a window")),
                (_("F1 or ?"), _("this help")),
            ],
        ),
        (
            _("The table"),
            [
                (_("1 2 3 4 5"), _("the five rounds; the gold one is being played")),
                (_("Treasure card"), _("its number of gems was shared out; the chip shows what was left on it")),
                (_("Artifact card"), _("taken only by a player who returns to camp alone")),
                (_("Hazard card"), _("a second one of the same kind scares everyone in the temple away")),
                (_("Hazards seen"), _("the kinds already on the path this round")),
                (_("leads"), _("this round's first player")),
                (_("carries"), _("gems in hand, lost if a hazard scares the player away")),
                (_("tent"), _("gems safe in camp; hidden until the end, except to the one choosing")),
                (_("artifacts"), _("how many were brought out, and in brackets what they are worth")),
            ],
        ),
    ]
