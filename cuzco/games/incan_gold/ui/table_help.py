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
                (_("G  /  R"), _("your choice card: go on deeper / return to camp")),
                (_("T (held)"), _("show my tent: what your chest holds, while the key is down")),
                (_("Click, Enter"), _("during a reveal: show the next step at once")),
                (_("Space"), _("during a reveal: skip to its end")),
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
                (_("The path"), _("the cards turned this round, winding deeper into the temple; the explorers "
                                  "still inside stand at its end")),
                (_("Treasure card"), _("its number of gems was shared out; the chip shows what was left on it")),
                (_("Artifact card"), _("taken only by a player who returns to camp alone")),
                (_("Hazard card"), _("a second one of the same kind scares everyone in the temple away")),
                (_("Red triangle"), _("a hazard already on the path this round: a second one ends the round")),
                (_("Out"), _("hazards out of the game, and the artifacts still in the deck")),
                (_("Torch"), _("this round's first player")),
                (_("carries"), _("gems in hand, lost if a hazard scares the player away")),
                (_("chest"), _("gems safe in the tent; hidden until the end, except while its owner holds "
                               "Show my tent")),
                (_("Change my choice"), _("before the reveal, on the next player's card: take your choice "
                                          "back behind a hand-off")),
                (_("artifacts"), _("how many were brought out, and in brackets what they are worth")),
            ],
        ),
    ]
