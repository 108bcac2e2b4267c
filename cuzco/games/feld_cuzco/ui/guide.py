"""The guide's short word on each decision of Feld's Cuzco (`coach_text`), for the guided first game
(`tutorial/`): what the decision asked now means and how to make it, when no step of the lesson is
about it (moving the chasqui, tiles, feathers and circlets, blessings, god cards, abilities, ...)."""

from __future__ import annotations

from cuzco.shell.i18n import _


def coach_text(task: str) -> str:
    """What the coach says about the decision `task` (a task name of the rules), or ""."""
    return {
        "keep": _("Before the first round, keep two of the four missions of the Sapa Inca you drew. "
                  "Each one completed at the palace is worth 6 VP."),
        "start_feather": _("Put your starting feather on a dot of its colour on your mask. Two feathers beside "
                           "a circlet let you activate it later for points."),
        "place": _("Place one of your dice on an action space. It must show fewer pips than every die "
                   "already there; the victory points space takes any die. Spaces you may use glow; hover "
                   "another to read why not. Drag a die onto a space, or click the die, then the space."),
        "move": _("Your chasqui walks one road: a stone trail or a rope bridge needing at least the pips "
                  "shown on it. Arriving in a village delivers a quipu and gives a feather of its colour; "
                  "coming back to Cuzco gives a fire blessing."),
        "tile": _("Take a study or farm tile beside your die's pips or fewer. It goes on your mask: its "
                  "ability is used in phase II, its value later by the exchange."),
        "exchange": _("The exchange spends your die's pips: every option says its price. 1 pip: slide a "
                      "tile down for its knowledge or food, or 1 VP. 2 pips: an offering, a god card, a "
                      "feather or a quipu moved to the reserve. Stop whenever you like."),
        "feather": _("Place the feather you gained on a glowing dot of your mask."),
        "quipu": _("Send a quipu back to your reserve: click a glowing quipu on your mask board."),
        "circlet": _("Activate a circlet whose two dots hold feathers: its points and a bonus that shrinks "
                     "round by round."),
        "blessing": _("A fire blessing: a face-up god card or an offering, and one knowledge or one food."),
        "card": _("Take one of the gods' face-up cards. Playing it later costs an offering (or an Inti medal)."),
        "abilities": _("Phase II: use one study and one farm ability of the tiles on your mask, or be done."),
        "buy": _("Phase III, the market: buy one good of this round's row with food, for its VP, or pass."),
        "mission": _("Phase III, the palace: complete a mission whose requirements you meet, for 6 VP; if "
                     "you meet none, give one up."),
        "newmission": _("Take a new mission from the palace for the rounds to come."),
        "discard_tile": _("You took a tile and hold god card 09: play it to take one more tile of your choice "
                          "from the discard piles onto an empty mask space, or go on without it."),
    }.get(task, "")
