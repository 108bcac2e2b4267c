"""The guided first game's table: a fixed deal on a fresh board, and the computer's scripted moves.

The game is set up through the rules' own `Setup` (names, seed, first player and
the deck's order, top first), so the board starts empty and every card is known:
the face-up card asks for the drum, and the hands hold what the festival lesson
needs. The computer's moves are a plain list of actions; `ScriptedBot` hands them
out one at a time, and the rules check each one like any other move
(`tests/games/cuzco/ui/test_tutorial_script.py` plays the whole script through them).

`LEARNER_PATH` is the learner's side of the same game, the action each step asks
for, so the two can be replayed together without a screen.
"""

from __future__ import annotations

from collections import Counter

from cuzco.games.cuzco.rules.actions import (
    Action,
    BuildTemple,
    DrawCard,
    EndTurn,
    EnterInca,
    FestivalPlay,
    FestivalStand,
    MoveInca,
    PlacePond,
    PlaceTerrain,
    ProposeFestival,
    UseToken,
)
from cuzco.games.cuzco.rules.components import full_deck
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.rules.state import GameState
from cuzco.shell.i18n import _

LEARNER = 0
COMPUTER = 1
SEED = "learn-to-play"

# The deck, top first: the face-up card, then three cards each (learner first), then the draws.
_TOP = (
    "drum",  # face up: the drum is wanted
    "drum+conch", "drum", "mask", "mask+drum", "conch", "mask",  # learner, computer, learner, ...
    "drum", "mask+drum",  # the learner's two draws in turn 2
    "drum+conch",  # the computer's draw
)


def deck() -> tuple[str, ...]:
    """All 30 cards, the scripted ones on top and the rest in a fixed order."""
    rest = Counter(full_deck()) - Counter(_TOP)
    return _TOP + tuple(sorted(rest.elements()))


def names() -> tuple[str, str]:
    return (_("Amaru"), _("Inti"))


class TutorialGame(Game):
    """The guided game's record: it follows its script, so nothing can be undone (Undo shows greyed)."""

    def can_undo(self) -> bool:
        return False


def new_game() -> Game:
    """A new game in memory, on a fresh board, with the tutorial's deal (never a file of the player's)."""
    return TutorialGame.new(Setup(names(), SEED, first_player=LEARNER, deck=deck()))


def _triple(q: int, r: int, rotation: int) -> PlaceTerrain:
    return PlaceTerrain("triple", Hex(q, r), rotation)


# ---- the learner's game, one action per step that asks for one ----------------------------
FIRST_TRIPLE = _triple(-7, 1, 1)
HANGING_TRIPLE = _triple(-8, 2, 2)  # one crop hex over the outer ring: 2 AP
FIRST_ENTRY = EnterInca(Hex(-8, 1))
FIRST_WALK = MoveInca(Hex(-8, 1), Hex(-7, 1))
SECOND_TRIPLE = _triple(-6, 2, 0)  # the village grows to 4 hexes
TEMPLE = BuildTemple(Hex(-6, 2), 4)
POND = PlacePond(Hex(-6, 1))
CLOSING_TRIPLE = _triple(-5, 0, 0)  # fills the pond's last gap
SECOND_ENTRY = EnterInca(Hex(-8, 1))
SECOND_WALK = MoveInca(Hex(-8, 1), Hex(-7, 2))
PROPOSAL = ProposeFestival(Hex(-6, 2), ("drum+conch",))
RAISE = FestivalPlay(("drum",))

# ---- the computer's moves, in order ---------------------------------------------------------
COMPUTER_MOVES: tuple[Action, ...] = (
    # turn 1: a triple whose village hex joins the learner's village; an Inca on a crop hex
    _triple(-7, 2, 4), EnterInca(Hex(-8, 3)), EndTurn(),
    # turn 2: a triple of its own, a card, and a walk into the learner's new city
    _triple(-6, 4, 1), DrawCard("deck"), MoveInca(Hex(-8, 3), Hex(-8, 2)), EndTurn(),
    # the learner's festival: it bids to match twice
    FestivalPlay(("drum",)), FestivalPlay(("mask+drum",)),
    # turn 3: a triple, and the turn is over; the lesson ends on the learner's next turn
    _triple(-4, 3, 0), EndTurn(),
)


class ScriptedBot:
    """A computer seat that plays `moves` in order (`choose` is what the game screen asks of a bot)."""

    kind = "normal"

    def __init__(self, moves: tuple[Action, ...] = COMPUTER_MOVES) -> None:
        self.moves = moves
        self.played = 0

    @property
    def exhausted(self) -> bool:
        return self.played >= len(self.moves)

    def choose(self, state: GameState) -> Action:
        if self.exhausted:
            return EndTurn()  # never asked: the lesson ends before the computer's fourth turn
        action = self.moves[self.played]
        self.played += 1
        return action


def learner_path() -> tuple[Action, ...]:
    """The learner's actions in order, as the steps ask for them (the card choices are one example)."""
    return (
        FIRST_TRIPLE, HANGING_TRIPLE, FIRST_ENTRY, FIRST_WALK, EndTurn(),
        SECOND_TRIPLE, TEMPLE, POND, DrawCard("deck"), DrawCard("deck"), EndTurn(),
        UseToken(), CLOSING_TRIPLE, SECOND_ENTRY, SECOND_WALK, PROPOSAL, RAISE, FestivalStand(),
    )


def play_script() -> Game:
    """The whole guided game without a screen: the learner's path and the computer's moves, in turn."""
    game = new_game()
    mine, theirs = list(learner_path()), list(COMPUTER_MOVES)
    while mine or theirs:
        side = mine if game.state.actor == LEARNER else theirs
        if not side:
            break
        game.apply(side.pop(0))
    return game
