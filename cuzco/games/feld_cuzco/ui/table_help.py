"""What F1 (or ?) shows over the table of Feld's Cuzco, in the shell's help overlay: the keys, what each
action of the action board does, and what the parts of the table mean. It must say what `table_scene`
does with each key: change both together.

`action_effect` says in a sentence or two what an action does (the action board's tooltips begin with it),
`row_tip` what a row of the Cuzco board is for."""

from __future__ import annotations

from typing import cast

from cuzco.games.feld_cuzco.rules import components as C
from cuzco.shell.i18n import _
from cuzco.shell.scenes.help_overlay import Section

from .names import action_name


def _circlet_bonus() -> tuple[int, ...]:
    """The headdress's VP on top of the circlet's, round by round."""
    return cast(tuple[int, ...], C.CIRCLET_ROUND_BONUS.value)


def action_effect(action: str) -> str:
    """What a die placed for `action` does, in a sentence or two (the tooltip of an action space)."""
    bonus = _circlet_bonus()
    texts = {
        "stone": _("Move your chasqui along one stone trail whose pips are at most your die. In a village where "
                   "you have no quipu yet, you deliver one and take a feather of its colour if you hold "
                   "fewer than 3."),
        "bridge": _("Move your chasqui along one rope bridge whose pips are at most your die. In a village where "
                    "you have no quipu yet, you deliver one and take a feather of its colour if you hold "
                    "fewer than 3."),
        "study": _("Take a study tile lying beside pips at most your die and put it on an empty space of your "
                   "mask: it gives knowledge when slid down and an ability in phase II."),
        "farm": _("Take a farm tile lying beside pips at most your die and put it on an empty space of your "
                  "mask: it gives food when slid down and an ability in phase II."),
        "exchange": _("Spend your die's pips: 1 pip slides a tile down (its knowledge or food) or gives 1 VP; "
                      "2 pips give an offering, a face-up god card, a feather or a quipu back to your reserve."),
        "temple": _("Put a priest on the temple step equal to your die (a priest already there moves a step "
                    "down), and take a fire blessing."),
        "headdress": _("Activate a circlet of at most your die's pips whose two dots hold feathers: it scores "
                       "its VP plus {a} VP in rounds 1-2, {b} in rounds 3-4, {c} in rounds 5-6, and gives a "
                       "fire blessing.", a=bonus[0], b=bonus[2], c=bonus[4]),
        "vp": _("Take {n} VP.", n=C.VP_ACTION.value),
    }
    return texts[action]


def row_tip(row: str) -> str:
    """What a row of the Cuzco board is for (the tooltip of its name, `board_draw.BOARD_ROWS`)."""
    return {
        "knowledge": _("University: the knowledge track. In phase III everyone scores the VP of their space; the "
                       "most advanced becomes first player, and the markers go back to 0."),
        "study": _("Study tiles, one column per pips: the study action takes a tile beside pips at most its "
                   "die. A study tile gives knowledge when slid down and an ability in phase II."),
        "farm": _("Farm tiles, one column per pips: the farming action takes a tile beside pips at most its "
                  "die. A farm tile gives food when slid down and an ability in phase II."),
        "temple": _("Temple: the priests on its six steps score VP in phase III, and whoever has the most takes "
                    "an Inti medal. On the right, the five gods with their face-up card."),
        "market": _("Market: this round's goods. In phase III each player may buy one, paying its food for "
                    "its VP."),
    }.get(row, _("Palace: the missions on offer. In phase III, after completing or giving up a mission, each "
                 "player takes a new one from here."))


def _actions() -> list[tuple[str, str]]:
    """The actions of the action board by name, and what each gives, in a few words."""
    bonus = _circlet_bonus()
    return [
        (_("{a}, {b}", a=action_name("stone"), b=action_name("bridge")).capitalize(),
         _("move your chasqui along a road of that kind, up to your die; deliver a quipu")),
        (_("{a}, {b}", a=action_name("study"), b=action_name("farm")).capitalize(),
         _("a tile beside pips up to your die, onto your mask")),
        (action_name("exchange").capitalize(),
         _("1 pip: slide a tile or 1 VP; 2 pips: an offering, god card, feather or quipu back")),
        (action_name("temple").capitalize(), _("a priest on your die's step, and a fire blessing")),
        (action_name("headdress").capitalize(),
         _("a circlet with both feathers: its VP plus {a}, {b} or {c} by round; a fire blessing",
           a=bonus[0], b=bonus[2], c=bonus[4])),
        (action_name("vp").capitalize(), _("{n} VP, whatever the die", n=C.VP_ACTION.value)),
    ]


def table_help() -> list[Section]:
    return [
        (
            _("Keys"),
            [
                (_("Drag a die"), _("onto a glowing space (or click it, then the space); click what glows for "
                                    "the rest")),
                (_("1 - 9"), _("the option with that number in the list, from the top")),
                (_("Ctrl+Z"), _("undo your own last step, until a card or tile is drawn")),
                (_("Escape"), _("put a die back; otherwise the menu: save, load, rules, settings")),
                (_("F1 or ?"), _("this help")),
            ],
        ),
        (_("Actions"), _actions()),
        (
            _("The table"),
            [
                (_("Header"), _("the six rounds, the phase, the player order and everyone's VP; at the end, "
                                "the final ranking")),
                (_("Tawantinsuyu"), _("the villages (colour and VP), trails and bridges with the die they need, "
                                      "the chasquis and the quipus delivered")),
                (_("Cuzco board"), _("the knowledge track, the study and farm tiles by pips, the temple steps, "
                                     "the gods' face-up cards, the market of the round and the palace")),
                (_("Action board"), _("a die goes only below the lowest die already on a space; the VP space "
                                      "takes any die")),
                (_("Mask boards"), _("feathers by colour, circlets, tiles and quipus, goods, dice, god cards "
                                     "(yours face up) and missions")),
                (_("Hover"), _("every number and mark says what it is")),
                (_("Reconstructed"), _("the map, the action boards, the masks and some values: lost from the "
                                       "rulebook, so our proposal (see the rules page)")),
            ],
        ),
    ]
