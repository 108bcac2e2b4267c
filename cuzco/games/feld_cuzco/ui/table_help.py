"""What F1 (or ?) shows over the table of Feld's Cuzco, in the shell's help overlay: the keys, and what
the parts of the table mean. It must say what `table_scene` does with each key: change both together."""

from __future__ import annotations

from cuzco.shell.i18n import _
from cuzco.shell.scenes.help_overlay import Section


def table_help() -> list[Section]:
    return [
        (
            _("Keys"),
            [
                (_("Click a glowing space"), _("choose where your die goes; then pick the die and the action")),
                (_("1 - 9"), _("the option with that number in the list, from the top")),
                (_("Ctrl+Z"), _("undo your own last step, until a card or tile is drawn")),
                (_("Escape"), _("leave the chosen space; otherwise the menu: save, load, rules, settings")),
                (_("F1 or ?"), _("this help")),
            ],
        ),
        (
            _("The table"),
            [
                (_("Header"), _("the six rounds, the phase, the player order and everyone's VP")),
                (_("Tawantinsuyu"), _("the villages (colour and VP), trails and bridges with the die they need, "
                                      "the chasquis and the quipus delivered")),
                (_("Cuzco board"), _("the knowledge track, the study and farm tiles by pips, the temple steps, "
                                     "the gods' face-up cards, the market of the round and the palace")),
                (_("Action board"), _("a die goes only below the lowest die already on a space; the VP space "
                                      "takes any die")),
                (_("Mask boards"), _("feathers by colour, circlets, tiles and quipus, goods, dice, god cards "
                                     "(yours face up) and missions")),
                (_("Hover"), _("every number and mark says what it is; reconstructed parts say so")),
            ],
        ),
    ]
