"""The guided first round of Feld's Cuzco, as data: one step per idea, each waiting for the learner.

A step says what to do (`text`), points at where (`point`), waits for one thing (`expect`) and, once
done, says what it was for (`done`, shown at the top of the next step). Another action is refused with
`nudge`, and a move the rules refuse with the rules' own reason. Texts are English, marked with `N_()`
and translated when shown; `{name}` is the learner, `{dice}` their dice, `{start}` their start mission.
A step with a `plural` text says a count: its two forms are chosen with `ngettext` by `{n}`, the pips left
to spend.

`expect.kind` is one of:

- `"next"`: a message; the Next button (or Enter) goes on;
- `"hover"`: the pointer rests on an action space that refuses every die of the learner (its reason shows);
- `"act"`: one action of the learner's decision `expect.task` that fits `expect.want`;
- `"task"`: every action of decision `expect.task`, until the learner no longer faces it;
- `"finish"`: the last step, after the round; its buttons leave the guided round.

`expect.want` names what the action must be, as (field, value) pairs of the action's JSON form, e.g.
(("type", "place"), ("action", "exchange")). When no legal action fits (the dice fell otherwise), any
action of the decision is taken, so the round never stalls. A decision no step asks for (a feather
gained on the road, a blessing) is played freely, with the guide's short word on it. A step marked
`optional` is skipped when the learner's decision is one a later step waits for.

`point` names what glows: `"space:<action>"` the action space of that action, `"refused"` the spaces
that refuse the learner now, `"side"` the decision panel, `"mask"` the learner's mask board, `"header"`
the round and phase, `"board"` the Cuzco board (university, temple, market, palace).
"""

from __future__ import annotations

from dataclasses import dataclass


def N_(text: str) -> str:
    """Marks a text for translation where it is written; `_()` translates it when shown."""
    return text


def N_plural(singular: str, plural: str) -> tuple[str, str]:
    """Marks a counted text's two forms for translation; `ngettext()` chooses and translates when shown."""
    return singular, plural


@dataclass(frozen=True)
class Expect:
    kind: str
    task: str = ""
    want: tuple[tuple[str, object], ...] = ()


@dataclass(frozen=True)
class Step:
    id: str
    text: str
    expect: Expect
    done: str = ""
    point: tuple[str, ...] = ()
    nudge: str = ""
    optional: bool = False
    plural: str = ""  # the plural form of `text`, when it says a count `{n}`


NEXT = Expect("next")
PLACE_EXCHANGE = (("type", "place"), ("action", "exchange"))
PLACE_STUDY = (("type", "place"), ("action", "study"))
PLACE_FARM = (("type", "place"), ("action", "farm"))
SPEND_VP = (("type", "exchange"), ("option", "vp"))
COMPLETE = (("type", "complete"), ("complete", True))

EXCHANGE_REST = N_plural(
    "You have {n} pip left. Spend it on what the list offers, or stop here (the last option, \"done\"): "
    "a pip left is lost.",
    "You have {n} pips left. Spend them on what the list offers, or stop here (the last option, \"done\"): "
    "the pips left are lost.")

STEPS: tuple[Step, ...] = (
    Step("welcome", N_(
        "Welcome to Cuzco! You are {name}, in red, against two computers. A game has six rounds; this "
        "lesson plays the first. Each round has three phases: I, place your dice on actions; II, use "
        "the abilities of your tiles; III, the Cuzco board scores and the Sapa Inca's palace asks for "
        "missions. Victory points (VP) win."), NEXT, point=("header",)),
    Step("feather", N_(
        "Put your starting feather on a glowing dot of its colour on your mask board. Two feathers "
        "beside a circlet let you activate it later for VP."),
        Expect("act", "start_feather"), point=("mask",),
        nudge=N_("Click a glowing dot on your mask board."), optional=True),
    Step("keep", N_(
        "Before the first round you drew four missions of the Sapa Inca. Keep two: each one you complete "
        "at the palace in phase III is worth 6 VP. Choose a pair on the right."),
        Expect("act", "keep"), point=("side",),
        done=N_("Kept. Your missions are on your mask board: hover them to read them."),
        nudge=N_("Choose which two missions to keep, on the right.")),
    Step("spaces", N_(
        "Phase I. You rolled {dice}. In turn, each player places one die on an action space. A die must "
        "show fewer pips than every die already on its space; only the victory points space takes any die. "
        "Spaces that take one of your dice glow gold. Point at a space ringed in red to read why it "
        "refuses you."),
        Expect("hover", "place"), point=("refused",),
        done=N_("Whenever a space refuses you, pointing at it says why."),
        nudge=N_("First point at a space ringed in red, without clicking.")),
    Step("exchange_space", N_(
        "Now place a die on the exchange space: click it, then choose the die on the right. The exchange "
        "spends the die's pips: the more pips, the more you may buy."),
        Expect("act", "place", PLACE_EXCHANGE), point=("space:exchange",),
        nudge=N_("In this lesson, this die goes on the exchange space (it glows).")),
    Step("exchange_price", N_(
        "Every option says its price in pips. 1 pip: slide a tile down for its knowledge or food, or take "
        "1 VP. 2 pips: an offering, a god card, a feather or a quipu back to your reserve. Take 1 VP for 1 pip."),
        Expect("act", "exchange", SPEND_VP), point=("side",),
        done=N_("1 VP for 1 pip."),
        nudge=N_("Choose the 1 VP option: it costs 1 pip.")),
    Step("exchange_rest", EXCHANGE_REST[0], Expect("task", "exchange"), point=("side",), optional=True,
         plural=EXCHANGE_REST[1]),
    Step("plan", N_(
        "Look at your missions on your mask board (hover them). Your start mission, {start}, asks for a study "
        "tile and a farm tile: your next two dice can bring both, and the palace pays 6 VP for it at the end "
        "of the round."),
        NEXT, point=("mask",)),
    Step("study_space", N_(
        "Place a die on the study space for a study tile. A die of few pips is enough, and it keeps the space "
        "open to nobody but lower dice."),
        Expect("act", "place", PLACE_STUDY), point=("space:study",),
        nudge=N_("In this lesson, this die goes on the study space (it glows).")),
    Step("study_tile", N_(
        "Take a study tile beside your die's pips or fewer: click it on the Cuzco board, or choose on the right. "
        "It goes on your mask: its ability works in phase II."),
        Expect("act", "tile"), point=("board", "side"), optional=True,
        nudge=N_("Take a study tile.")),
    Step("farm_space", N_(
        "Your last die: place it on the farming space for a farm tile."),
        Expect("act", "place", PLACE_FARM), point=("space:farm",),
        nudge=N_("In this lesson, this die goes on the farming space (it glows).")),
    Step("farm_tile", N_(
        "Take a farm tile beside your die's pips or fewer."),
        Expect("act", "tile"), point=("board", "side"), optional=True,
        done=N_("Your mask now holds a study tile and a farm tile."),
        nudge=N_("Take a farm tile.")),
    Step("abilities", N_(
        "Phase II: use one study and one farm ability of the tiles on your mask, or be done."),
        Expect("task", "abilities"), point=("side", "mask"), optional=True),
    Step("market", N_(
        "Phase III. At the market, buy one good of this round's row with food, for its VP, or pass."),
        Expect("task", "buy"), point=("side", "board"), optional=True),
    Step("palace", N_(
        "Phase III scores the Cuzco board from top to bottom: the university pays VP for knowledge, the temple "
        "for priests, the market sells goods for food. Last, the palace of the Sapa Inca: complete one of your "
        "missions whose requirements you meet, for 6 VP (if you meet none, give one up)."),
        Expect("act", "mission", COMPLETE), point=("side", "mask"),
        done=N_("Missions are the surest VP of the game: plan your rounds around them."),
        nudge=N_("Complete a mission you meet.")),
    Step("new_mission", N_(
        "Take a new mission from the palace for the rounds to come. Choose one you can meet soon."),
        Expect("act", "newmission"), point=("side", "board"),
        nudge=N_("Choose a new mission on the right.")),
    Step("finish", N_(
        "That was the first round. Five more follow, each with new dice; at the end the most VP wins. You "
        "now know the dice, the exchange, the scoring of phase III and the palace. Play a game, or go back to "
        "the menu."),
        Expect("finish"), point=("header",)),
)

__all__ = ["Expect", "STEPS", "Step"]
