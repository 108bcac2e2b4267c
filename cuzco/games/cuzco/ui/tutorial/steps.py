"""The guided first game, as data: one step per idea, each waiting for the learner's own action.

A step says what to do (`text`), points at where (`point`, and the hexes of the
action it waits for), waits for one thing (`expect`), and once it is done says
what it was for (`done`, shown at the top of the next step). Another action is
refused with `nudge` (and, when the rules refuse it too, the rules' reason).
Texts are English, marked with `N_()` and translated when shown; `{name}` is the
learner and `{rival}` the computer.

`expect.kind` is one of:

- `"next"`: a message; the Next button (or Enter) goes on;
- `"rotate"`: the triple in hand is turned like `expect.action`;
- `"action"`: the learner plays exactly `expect.action`;
- `"offer"`: End turn was pressed and the festival temples glow;
- `"proposal"`: the festival proposal sheet is open;
- `"propose"` / `"bid"`: a proposal at that temple / a bid, with cards worth `expect.fp` festival points;
- `"stand"`: the learner stands in the bidding;
- `"closed"`: the festival's outcome sheet was closed with Continue;
- `"finish"`: the last step; its button leaves the guided game.

`screen` is where the step is played: `"board"` (the game screen), `"proposal"`
or `"festival"` (the two festival sheets). A step never passes on another screen.
`point` names what the arrow shows: `"tool:<id>"` a toolbar tool, `"button:end"`,
`"token"`, `"deck"`, `"legend"` (the dot key), `"players"`, `"city"` (the
cities, for the final scoring), or a sheet's part: `"sheet:cards"`,
`"sheet:propose"`, `"sheet:play"`, `"sheet:stand"`, `"sheet:continue"`.
"""

from __future__ import annotations

from dataclasses import dataclass

from cuzco.games.cuzco.rules.actions import Action, DrawCard, EndTurn, UseToken
from cuzco.games.cuzco.ui.tutorial import script as s


def N_(text: str) -> str:
    """Marks a text for translation where it is written; `_()` translates it when shown."""
    return text


@dataclass(frozen=True)
class Expect:
    kind: str
    action: Action | None = None
    fp: int = 0


@dataclass(frozen=True)
class Step:
    id: str
    text: str
    expect: Expect
    done: str = ""
    point: tuple[str, ...] = ()
    nudge: str = ""
    screen: str = "board"


NEXT = Expect("next")

STEPS: tuple[Step, ...] = (
    # ---- turn 1 ---------------------------------------------------------------------------
    Step("welcome", N_(
        "Welcome to Cuzco! You are {name}, in red. The computer, {rival}, plays blue. "
        "Prestige points (PP) win the game: your score is on the right."), NEXT, point=("players",)),
    Step("rotate", N_(
        "Every turn starts by laying terrain. You hold a triple: one village hex (brown) and two "
        "crop hexes (green). Move the pointer over the valley to see it, and press R (or right-click) "
        "to turn it like the gold outline."),
        Expect("rotate", s.FIRST_TRIPLE), nudge=N_("First turn the triple: press R or right-click.")),
    Step("place", N_(
        "The dots show where it fits: green costs 1 action point (AP). Point at the brown hex "
        "of the outline and click."),
        Expect("action", s.FIRST_TRIPLE), point=("legend",),
        done=N_("Laid! It cost 1 AP. You have 6 AP a turn: the suns at the top."),
        nudge=N_("Lay it on the gold outline, turned the same way (R): point at its brown hex, then click.")),
    Step("hanging", N_(
        "Lay a second triple: press 1, turn it with R and click the outline. A yellow dot means "
        "it hangs over the outer ring."),
        Expect("action", s.HANGING_TRIPLE), point=("tool:triple",),
        done=N_("Hanging tiles cost 1 AP more for each hex over the ring: this one cost 2 AP."),
        nudge=N_("Press 1 for a triple, turn it with R, and lay it on the gold outline.")),
    Step("enter", N_(
        "Bring an Inca in: press E. Incas come in only at the edge of the valley, on a border hex "
        "that holds terrain. Click the outlined hex."),
        Expect("action", s.FIRST_ENTRY), point=("tool:enter",),
        done=N_("It came in from the forest for 1 AP. The mountain side costs 2 AP."),
        nudge=N_("Press E, then click the outlined crop hex at the edge.")),
    Step("move", N_(
        "Now walk it onto the village hex of the outline: click that hex. (If the Inca is not "
        "picked up, click it first.)"),
        Expect("action", s.FIRST_WALK),
        done=N_("Crossing from crop to village cost 1 AP. Walking on the same kind of land is free."),
        nudge=N_("Click your Inca, then the outlined village hex.")),
    Step("end", N_("You have 1 AP left, and unused AP are lost. Click End turn."),
        Expect("action", EndTurn()), point=("button:end",),
        done=N_("Your turn is over. {rival} played its turn: its moves were ringed on the board."),
        nudge=N_("Click End turn.")),
    # ---- turn 2 ---------------------------------------------------------------------------
    Step("village", N_(
        "{rival}'s triple touches yours. Village hexes that touch make one village, whoever laid "
        "them. Lay your triple on the outline: your village grows to 4 hexes."),
        Expect("action", s.SECOND_TRIPLE), point=("tool:triple",),
        done=N_("Your village now has 4 hexes."),
        nudge=N_("Lay the triple on the gold outline (R turns it).")),
    Step("temple", N_(
        "Your Inca stands highest in this village, so only you may build its temple. Press T, "
        "click the outlined hex and choose 4."),
        Expect("action", s.TEMPLE), point=("tool:temple",),
        done=N_("A temple scores half its value at once: +2 PP. Your village is now a city."),
        nudge=N_("Press T, click the outlined hex, and choose the value 4.")),
    Step("pond", N_("Dig an irrigation pond: press P and click the outlined hex (1 AP)."),
        Expect("action", s.POND), point=("tool:pond",),
        done=N_("When terrain closes all around a pond, the highest Inca beside it scores 3 PP. "
                "One gap is left."),
        nudge=N_("Press P, then click the outlined hex.")),
    Step("draw", N_("Festival cards win festivals. Click the deck to draw a card (1 AP)."),
        Expect("action", DrawCard("deck")), point=("deck",),
        done=N_("Your cards are secret: only you see them."),
        nudge=N_("Click the face-down deck on the right.")),
    Step("draw_again", N_("Draw one more card from the deck. At most 2 cards a turn."),
        Expect("action", DrawCard("deck")), point=("deck",),
        done=N_("The face-up card shows the wanted relic: the drum. Cards with a drum count at a festival."),
        nudge=N_("Click the face-down deck: the face-up card stays to show the wanted relic.")),
    Step("end_again", N_("Click End turn."), Expect("action", EndTurn()), point=("button:end",),
        done=N_("{rival} walked an Inca into your city. Now you are level, so nobody is highest there."),
        nudge=N_("Click End turn.")),
    # ---- turn 3 ---------------------------------------------------------------------------
    Step("token", N_(
        "Need more AP? Click the +1 token at the top: 7 AP this turn. You have 3 tokens for "
        "the whole game."),
        Expect("action", UseToken()), point=("token",),
        done=N_("7 AP this turn. The token is used up."),
        nudge=N_("Click the +1 token beside the suns first.")),
    Step("close_pond", N_("Lay the triple on the outline: it fills the last gap around your pond."),
        Expect("action", s.CLOSING_TRIPLE), point=("tool:triple",),
        done=N_("The pond is closed in, and only your Inca stands beside it: +3 PP."),
        nudge=N_("Lay the triple on the gold outline.")),
    Step("enter_again", N_("Bring a second Inca in: press E and click the outlined hex."),
        Expect("action", s.SECOND_ENTRY), point=("tool:enter",),
        nudge=N_("Press E, then click the outlined hex at the edge.")),
    Step("move_again", N_("Walk it into your city: click the outlined hex."),
        Expect("action", s.SECOND_WALK),
        done=N_("Your two Incas beat {rival}'s one at the same height: you are highest in the city again."),
        nudge=N_("Click your new Inca, then the outlined hex.")),
    Step("offer", N_("Now hold a festival at your temple. Click End turn: first it offers a festival."),
        Expect("offer", s.PROPOSAL), point=("button:end",),
        nudge=N_("Click End turn to see where you may hold a festival.")),
    Step("temple_click", N_("Click your glowing temple."), Expect("proposal", s.PROPOSAL),
        nudge=N_("Click the glowing temple of your city.")),
    Step("propose", N_(
        "Everyone with an Inca in the city may bid cards. Each drum is worth 1 festival point (FP). "
        "Pick one card with a drum and click Propose."),
        Expect("propose", s.PROPOSAL, fp=1), point=("sheet:cards", "sheet:propose"),
        done=N_("You opened the festival with 1 FP. Proposing is free, and it ends your turn."),
        nudge=N_("Open with just one card showing a drum."), screen="proposal"),
    Step("bid", N_(
        "{rival} has an Inca in your city, so it bid too: 1 FP, level with you. Pick one more drum "
        "card and click Play selected to go ahead."),
        Expect("bid", s.RAISE, fp=1), point=("sheet:cards", "sheet:play"),
        done=N_("Playing more cards raises your total: now 2 FP."),
        nudge=N_("Pick one more card with a drum and click Play selected."), screen="festival"),
    Step("stand", N_(
        "{rival} matched you again. Click Stand to keep your last card: when nobody goes "
        "higher, the players level at the top co-organize."),
        Expect("stand"), point=("sheet:stand",),
        nudge=N_("Click Stand."), screen="festival"),
    Step("outcome", N_(
        "You co-organize: 1 PP each at a value-4 temple (alone, 2 PP). Click Continue."),
        Expect("closed"), point=("sheet:continue",), screen="festival",
        nudge=N_("Click Continue.")),
    Step("final", N_(
        "When the last triple is laid, the Grand Final Scoring comes: in each city, the highest "
        "player scores the temple's value and the second scores half. Now that would give you "
        "+{mine} PP and {rival} +{theirs}: {my_total} to {their_total}. You would win!"),
        Expect("finish"), point=("city", "players")),
)
