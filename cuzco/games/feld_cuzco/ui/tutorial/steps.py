"""The guided first game of Feld's Cuzco, as data: one step per idea, each waiting for the learner. It plays
the first `LAST_ROUND` rounds of a fixed deal, from the first die to the second round's scoring, and every
part is taught by the learner's own move on the board: round 1, the starting feather beside a circlet, the
missions kept, the dice and blocking, the exchange, study and farm tiles, an ability in phase II, the palace;
round 2, the order tokens, the map with its roads and bridges, the chasqui and its quipu, a village's
feather that completes a circlet's pair, the temple's priests and fire blessing (a god card taken), the
headdress activating that circlet, the Inti medal every player starts with spent on the face-up god card 08
(3 food and 3 knowledge for the circlet's blessing), phase II again with god card 01 played from the hand for
an offering (the tiles it strengthens glow) and used on those tiles, the round's scoring (the temple gives the
learner a new medal for the most priests), the market (a good bought with the card's food) and the palace.
The deal is fixed and each step asks for one move (a die of 2, the purple village, ...), so every learner
sees every step.

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
- `"task"`: every action of decision `expect.task`, until the learner no longer faces it (nor one of the
  decisions `expect.within` it brings, such as the god cards a tile's ability gives);
- `"finish"`: the last step, after the last round; its buttons leave the guided game.

`expect.want` names what the action must be, as (field, value) pairs of the action's JSON form, e.g.
(("type", "place"), ("action", "exchange")); a tuple of values accepts any of them. When no legal action
fits (the dice fell otherwise), any action of the decision is taken, so the game never stalls. A decision no
step asks for (a feather gained on the road, a blessing) is played freely, with the guide's short word on
it. A step marked `optional` is skipped when the learner's decision is one a later step waits for.

`point` names what is ringed: `"wanted"` the board spots of the step's moves (and the die to drag),
`"refused"` the spaces that refuse the learner now, `"done"` the button that ends an optional step,
`"side"` the decision panel, `"mask"` the learner's mask board, `"medals"` and `"offerings"` the counts of
their Inti medals and offerings, `"header"` the round and phase, `"road"` the map, `"board"` the Cuzco
board (university, temple, market, palace).
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
    within: tuple[str, ...] = ()  # a "task" step: the decisions its actions bring that it waits through


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
    from_round: int = 0  # a message waits for this round (while the computers finish the one before)
    phases: tuple[str, ...] = ()  # a message waits for one of these phases (e.g. for the round's scoring)


LAST_ROUND = 2  # the guided game ends when this round has been scored

NEXT = Expect("next")
PLACE_EXCHANGE = (("type", "place"), ("action", "exchange"), ("die", 2))
PLACE_STUDY = (("type", "place"), ("action", "study"), ("die", 2))
PLACE_FARM = (("type", "place"), ("action", "farm"))
SPEND_VP = (("type", "exchange"), ("option", "vp"))
USE_ABILITY = (("type", "use_ability"),)
COMPLETE = (("type", "complete"), ("complete", True))
PLACE_BRIDGE = (("type", "place"), ("action", "bridge"), ("die", 5))
TO_PURPLE = (("type", "move"), ("to", 3))  # the purple village across the rope bridge (inner village I4)
CIRCLET_DOTS = ((("type", "feather"), ("dot", 1)), (("type", "feather"), ("dot", 0)))  # circlet 1's dots
PLACE_TEMPLE = (("type", "place"), ("action", "temple"))
TAKE_CARD = (("type", "blessing"), ("god", (0, 1, 3, 4)))  # a god card, not an offering (08 stays on display)
PLACE_HEADDRESS = (("type", "place"), ("action", "headdress"))
PLAY_MEDAL_8 = (("type", "play_card"), ("card", 8), ("medal", True))  # the face-up 08, for the Inti medal
PLAY_CARD_1 = (("type", "play_card"), ("card", 1), ("medal", False))
ABILITY_FOLLOW_UPS = ("card", "quipu", "feather", "move", "circlet", "tile", "blessing")  # what an ability asks
BUY = (("type", "buy"),)

EXCHANGE_REST = N_plural(
    "You have {n} pip left. Spend it on something the exchange offers (its spots glow), or stop here with "
    "the \"Done\" button: a pip left is lost.",
    "You have {n} pips left. Spend them on what the exchange offers (its spots glow), or stop here with "
    "the \"Done\" button: the pips left are lost.")

STEPS: tuple[Step, ...] = (
    Step("welcome", N_(
        "Welcome to Cuzco! You are {name}, in red, against two computers. A game has six rounds; this "
        "lesson plays the first two. Each round has three phases: I, place your dice on actions; II, use "
        "the abilities of your tiles; III, the Cuzco board scores and the Sapa Inca's palace asks for "
        "missions. Victory points (VP) win."), NEXT, point=("header",)),
    Step("feather", N_(
        "Put your starting feather on the glowing dot of your mask board, at its left. Each circlet of the "
        "mask lies between two dots: with a feather on both, you may activate it later for VP."),
        Expect("act", "start_feather", CIRCLET_DOTS[0]), point=("wanted",),
        nudge=N_("In this lesson, the feather goes on the glowing dot.")),
    Step("keep", N_(
        "Before the first round you drew four missions of the Sapa Inca. Keep two: each one you complete "
        "at the palace in phase III is worth 6 VP. Click the two you keep among the glowing ones on your "
        "mask board (or choose a pair on the right)."),
        Expect("act", "keep"), point=("mask",),
        done=N_("Kept. Your missions are on your mask board: hover them to read them."),
        nudge=N_("Choose which two missions to keep: click them on your mask board.")),
    Step("spaces", N_(
        "Phase I. You rolled {dice}. In turn, each player places one die on an action space. A die must "
        "show fewer pips than every die already on its space; only the victory points space takes any die. "
        "Spaces that take one of your dice glow gold. Point at a space ringed in red to read why it "
        "refuses you."),
        Expect("hover", "place"), point=("refused",),
        done=N_("Whenever a space refuses you, pointing at it says why."),
        nudge=N_("First point at a space ringed in red, without clicking.")),
    Step("exchange_space", N_(
        "Now drag one of your dice of 2 onto the exchange space (or click the die, then the space). The "
        "exchange spends the die's pips: the more pips, the more you may buy."),
        Expect("act", "place", PLACE_EXCHANGE), point=("wanted",),
        nudge=N_("In this lesson, a die of 2 goes on the exchange space (it glows).")),
    Step("exchange_price", N_(
        "The exchange sells for pips. 1 pip: slide a tile down for its knowledge or food, or take 1 VP. "
        "2 pips: an offering, a god card, a feather or a quipu back to your reserve. Take 1 VP for 1 pip: "
        "click your VP number, glowing on your mask board."),
        Expect("act", "exchange", SPEND_VP), point=("wanted",),
        done=N_("1 VP for 1 pip."),
        nudge=N_("Choose the 1 VP option: it costs 1 pip.")),
    Step("exchange_rest", EXCHANGE_REST[0], Expect("task", "exchange"), point=("done",),
         plural=EXCHANGE_REST[1]),
    Step("plan", N_(
        "Look at your missions on your mask board (hover them). Your start mission, {start}, asks for a study "
        "tile and a farm tile: your next two dice can bring both, and the palace pays 6 VP for it at the end "
        "of the round."),
        NEXT, point=("mask",)),
    Step("study_space", N_(
        "Drag your other die of 2 onto the study space for a study tile. A die of few pips is enough, and it "
        "keeps the space open to nobody but lower dice: you block the others."),
        Expect("act", "place", PLACE_STUDY), point=("wanted",),
        nudge=N_("In this lesson, your die of 2 goes on the study space (it glows).")),
    Step("study_tile", N_(
        "Take a study tile beside your die's pips or fewer: click a glowing one on the Cuzco board. "
        "It goes on your mask: its ability works in phase II."),
        Expect("act", "tile"), point=("wanted",),
        nudge=N_("Take a study tile.")),
    Step("farm_space", N_(
        "Your last die: drag it onto the farming space for a farm tile."),
        Expect("act", "place", PLACE_FARM), point=("wanted",),
        nudge=N_("In this lesson, this die goes on the farming space (it glows).")),
    Step("farm_tile", N_(
        "Take a farm tile beside your die's pips or fewer."),
        Expect("act", "tile"), point=("wanted",),
        done=N_("Your mask now holds a study tile and a farm tile."),
        nudge=N_("Take a farm tile.")),
    Step("abilities", N_(
        "Phase II. Each tile on your mask has an ability: each round, use one study ability and one farm "
        "ability. Click a glowing tile on your mask board to use its ability (pointing at it says what it "
        "gives)."),
        Expect("act", "abilities", USE_ABILITY), point=("wanted",),
        nudge=N_("Use the ability of a tile on your mask.")),
    Step("palace", N_(
        "Phase III scores the Cuzco board from top to bottom: the university pays VP for knowledge, the temple "
        "for priests, the market sells goods for food (you have none yet). Last, the palace of the Sapa Inca: "
        "complete one of your missions whose requirements you meet, for 6 VP: click it on your mask board."),
        Expect("act", "mission", COMPLETE), point=("wanted",),
        done=N_("Missions are the surest VP of the game: plan your rounds around them."),
        nudge=N_("Complete a mission you meet.")),
    Step("new_mission", N_(
        "Take a new mission from the palace for the rounds to come: click one you can meet soon."),
        Expect("act", "newmission"), point=("board",),
        nudge=N_("Choose a new mission: click it in the palace.")),
    Step("order", N_(
        "Round 2. Phase III gave each player an order token by knowledge, the most first: that is the order "
        "in the header, and the order tokens on the masks. New dice were rolled for everyone: {dice}."),
        NEXT, point=("header",), from_round=2),
    Step("map", N_(
        "The map: villages around Cuzco, joined by grey stone trails and brown rope bridges. The number on a "
        "road is the fewest pips that may cross it. Your chasqui (your colour, in Cuzco) walks one road per "
        "die. Arriving in a village, it leaves a quipu there for your missions and gives you a feather of the "
        "village's colour; coming back to Cuzco gives a fire blessing."),
        NEXT, point=("road",), from_round=2),
    Step("road_space", N_(
        "Drag your die of 5 onto the stone trail and rope bridge space, and choose the rope bridge: the die "
        "says how far the chasqui may walk."),
        Expect("act", "place", PLACE_BRIDGE), point=("wanted",),
        nudge=N_("In this lesson, your die of 5 goes on the stone trail and rope bridge space, for a bridge.")),
    Step("move", N_(
        "Click the glowing purple village on the map: the rope bridge from Cuzco to it needs 5 pips, and your "
        "die shows 5. The route and what it gives are shown as you point at it."),
        Expect("act", "move", TO_PURPLE), point=("wanted",),
        done=N_("Your chasqui left a quipu in the village: missions ask for quipus in villages of some colours."),
        nudge=N_("Click the glowing village on the map.")),
    Step("village_feather", N_(
        "The village gave you a purple feather: put it on the glowing dot, beside your first feather. Now "
        "circlet 1 has a feather on each side: it may be activated."),
        Expect("act", "feather", CIRCLET_DOTS[1]), point=("wanted",),
        nudge=N_("In this lesson, the feather goes on the glowing dot.")),
    Step("temple_space", N_(
        "Drag a die onto the temple: one of your priests goes on the step with the die's number (a priest "
        "already there drops a step). Each priest on the steps scores in phase III, and the most priests win "
        "the temple's Inti medal."),
        Expect("act", "place", PLACE_TEMPLE), point=("wanted",),
        nudge=N_("In this lesson, this die goes on the temple (it glows).")),
    Step("blessing", N_(
        "A priest brings a fire blessing: a face-up god card or an offering, and one knowledge or one food. "
        "Take a god card: click one of the cards by the temple (leave the 08: you will play it soon), then "
        "knowledge or food."),
        Expect("act", "blessing", TAKE_CARD), point=("wanted",),
        done=N_("The card joined your hand of god cards, on the right: hover a card to read it."),
        nudge=N_("In this lesson, take a god card other than 08 with the blessing.")),
    Step("headdress_space", N_(
        "Your last die goes on the headdress space: it activates a circlet whose two dots hold feathers, if "
        "the circlet's pips are within the die."),
        Expect("act", "place", PLACE_HEADDRESS), point=("wanted",),
        nudge=N_("In this lesson, this die goes on the headdress space (it glows).")),
    Step("circlet", N_(
        "Click circlet 1 on your mask board, between your two feathers: it pays its VP and a bonus that "
        "shrinks round by round, and brings a fire blessing."),
        Expect("act", "circlet"), point=("wanted",),
        nudge=N_("Click the glowing circlet on your mask board.")),
    Step("medal", N_(
        "The circlet's fire blessing. God card 08 turns a fire blessing into 3 food and 3 knowledge. One 08 "
        "is in your hand, but another lies face up by the temple: play that one with your Inti medal, the M on "
        "your mask board, ringed. Every player starts with one; a medal plays a face-up card with no "
        "offering, then the card is discarded and the medal leaves the game. Click the glowing 08 by the "
        "temple."),
        Expect("act", "blessing", PLAY_MEDAL_8), point=("wanted", "medals"),
        done=N_("Your medal paid for card 08: 3 food and 3 knowledge. Food buys goods at the market."),
        nudge=N_("In this lesson, play the face-up 08 by the temple with your Inti medal (the 08 in your hand "
                 "would cost an offering).")),
    Step("hand_card", N_(
        "Phase II. A god card from your hand costs an offering (you have {offerings}). Card 01 in your hand "
        "makes one study use and one farm use count one tile more this round: click it in your hand, on the "
        "right."),
        Expect("act", "abilities", PLAY_CARD_1), point=("wanted", "offerings"),
        done=N_("Card 01 played for an offering: your study and farm tiles glow, each counting as two tiles now."),
        nudge=N_("In this lesson, play card 01 from your hand.")),
    Step("abilities_2", N_(
        "Use the abilities of your study and farm tiles, one of each: with card 01 each counts one tile more "
        "(point at a glowing tile: it says what it gives now). Click it, or end with the \"Done with the "
        "abilities\" button."),
        Expect("task", "abilities", within=ABILITY_FOLLOW_UPS), point=("wanted",)),
    Step("scoring", N_(
        "Phase III: the Cuzco board has scored from the top. The university paid VP for knowledge and dealt "
        "the order tokens anew; the temple paid VP for each priest on its steps and gave its Inti medal to the "
        "most priests: {medal_to}. A medal plays a face-up card in a later round, or is worth 2 VP at the end. "
        "The game log, open it below on the right, says who got what."),
        NEXT, point=("board",), phases=("market", "palace")),
    Step("market_2", N_(
        "The market: buy one good of this round's row with food, for its VP. Click a glowing good on the "
        "Cuzco board."),
        Expect("act", "buy", BUY), point=("wanted",),
        nudge=N_("In this lesson, buy a good you can pay for.")),
    Step("palace_2", N_(
        "The palace: complete a mission you meet for 6 VP, or give one up. Then take a new one."),
        Expect("task", "mission"), point=("mask",)),
    Step("new_mission_2", N_(
        "Take a new mission from the palace for the rounds to come."),
        Expect("act", "newmission"), point=("board",),
        nudge=N_("Choose a new mission.")),
    Step("finish", N_(
        "That was two of the six rounds, and every part of the game: phase I's dice and spaces, phase II's "
        "abilities, phase III's scoring of the Cuzco board and the palace. Each round brings new dice; at the "
        "end, each village pays its VP to the last quipu on it, each medal 2 VP, and the most VP wins. Play a "
        "game, or go back to the menu."),
        Expect("finish"), point=("header",)),
)

__all__ = ["Expect", "LAST_ROUND", "STEPS", "Step"]
