"""The guided first game, as data: one step per idea, in order.

A step says something (English text, translated with `_()` when shown; `{name}` (the learner)
and `{rival}` (the computer) are filled in by the coach), points at something on the screen,
and waits for something:

- `wait` empty: a message; Next (or Enter) goes on.
- action types (`"place"`, `"enter"`, `"move"`, `"build"`, `"expand"`, `"pond"`,
  `"festival"`, `"end"`, ...): the step is done when the learner plays one of
  them. When none of them is legal at that moment, the coach says so and offers
  Next instead, so a step can never trap the learner.
- `"my_turn"`: done when it is the learner's turn again (or the game is over);
  `"end_set"`: done once the last triple is down (the end is set off);
  `"over"`: done when the game is over.

`point` names what the arrow shows: `"tool:<id>"` a toolbar tile or tool,
`"button:end"` the End turn button, `"players"` the players' panels, `"cards"`
the festival cards, `"ap"` the action points, `"supply"` the common supply,
`"last"` the hexes of the last action played, or nothing.
Changing the tutorial is editing this list; translating it is translating the texts.
"""

from __future__ import annotations

from dataclasses import dataclass


def N_(text: str) -> str:
    """Marks a text for translation where it is written; `_()` translates it when shown."""
    return text


@dataclass(frozen=True)
class Step:
    id: str
    text: str
    wait: tuple[str, ...] = ()
    point: str | None = None


STATE_WAITS = ("my_turn", "end_set", "over")

STEPS: tuple[Step, ...] = (
    Step("welcome", N_(
        "Welcome to Cuzco! You play {name}, in red, against the computer, {rival}, late in a game so that "
        "every idea comes up soon. Your panel is on the right: prestige (PP) wins the game."), point="players"),
    Step("place", N_(
        "Every turn opens by laying terrain. A triple is in your hand: move it over the valley, turn it "
        "with R (or a right click) and click where its outline is green."), wait=("place",), point="tool:triple"),
    Step("stack", N_(
        "Laid on top of other tiles, terrain climbs: each layer is one level higher. Height is power: an Inca "
        "standing higher beats those below, so stacking where you stand, or above a rival, pays."),
        point="last"),
    Step("inca", N_(
        "Now put an Inca on the board: press E (or the Inca button), then click a glowing hex. Each step "
        "costs action points, the suns at the top."), wait=("enter", "move"), point="tool:enter"),
    Step("highest", N_(
        "In every village and city, whoever has the highest Inca there holds the highest position. Only "
        "that player may build or expand its temple, and at the end the highest in a city score most."),
        point="last"),
    Step("temple", N_(
        "Where you hold the highest position in a village, press T and click it to build a temple: it "
        "scores at once, and again at the end of the game."), wait=("build", "expand"), point="tool:temple"),
    Step("pond", N_(
        "Irrigation ponds: press P and click an empty hex. When terrain closes all around a pond, the "
        "player standing highest on its shore scores it."), wait=("pond",), point="tool:pond"),
    Step("cards", N_(
        "These are your festival cards. A festival is held at a temple with a bidding: everyone with an "
        "Inca in that city plays cards showing the temple's symbols, and the best bids score prestige."),
        point="cards"),
    Step("festival", N_(
        "Propose a festival if a temple of yours glows when you end the turn, or simply end the turn: "
        "click End turn."), wait=("festival", "end"), point="button:end"),
    Step("watch", N_("The computer plays its turn now. Its moves are ringed on the board."), wait=("my_turn",)),
    Step("play_on", N_(
        "Your turn again. Lay terrain and use your action points as you like; I shows a hint. Laying the "
        "last triple sets off the end of the game."), wait=("end_set",), point="supply"),
    Step("final", N_(
        "The last triple is down: the Grand Final Scoring comes. After each player's final turn, every "
        "city pays its temple's value to the player highest there, and half to the second. Finish your "
        "turn with End turn."), wait=("over",), point="button:end"),
    Step("results", N_(
        "The game is over. Next opens the results: the ranking, and where every point came from. "
        "That is all you need to play Cuzco. Good luck!")),
)
