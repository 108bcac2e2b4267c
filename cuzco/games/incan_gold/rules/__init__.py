"""Incan Gold rules: pure Python, deterministic given a seed, no pygame.

The game. 3 to 8 players explore a temple over five rounds. The quest deck holds
15 treasure cards (1, 2, 3, 4, 5, 5, 7, 7, 9, 11, 11, 13, 14, 15, 17 gems) and 15
hazards (three each of spiders, snakes, mummies, fire and rockfall); one artifact
is shuffled in at the start of each round and stays in the deck until it is turned.
A round opens with a card turned for everybody (more while the path holds only
hazards). Then, turn after turn, every player still in the temple secretly
chooses to go on or to return to camp, and the choices are revealed together:
  1. Leavers share the gems lying on the path (total divided by the number of
     leavers, rounded down; the rest stays) and bank it, with everything they
     carried this round, in their tent. A lone leaver also takes every artifact
     on the path (the first three of the game are worth 5, later ones 10); two or
     more leavers take none.
  2. If anybody is still inside, the next card is turned: a treasure is split
     evenly among them (the remainder stays on the card); an artifact stays on the
     path; a hazard whose kind is already on the path ends the round: those inside
     drop what they carry and that hazard card leaves the game.
  3. When everybody has left or a hazard has scared them out, the round ends:
     artifacts and gems still on the path are lost, the start player passes left.
After round five the highest total (tent plus artifacts) wins; ties go to the
most artifacts, then the tied players share the victory. Rulings where the
rulebook is silent are in docs/incan-gold.md.

Values. Gems are kept as values (only totals matter). Seats are 0..n-1, clockwise.
`State` is frozen data; `apply(state, action)` returns a new state.

Action encoding. One action type, `Choose(player, go_on)`: go_on True is the
torch (deeper), False the camp card. JSON: {"type": "choose", "player": 2,
"go_on": false}. A turn's choices may come in any order; the reveal happens
inside the `apply` of the last one. `legal_actions` lists the choices still open;
`check` gives None or the reason an action is illegal, and `apply` raises
`IllegalAction` (a ValueError) with that reason.
"""

from .actions import Action, Choose, action_from_json, action_to_json
from .cards import HAZARD_KINDS, MAX_PLAYERS, MIN_PLAYERS, ROUNDS, TREASURE_VALUES, Card
from .engine import apply, check, legal_actions, new_game
from .errors import IllegalAction, SaveFileError, SetupError
from .record import Game, load_game, save_game
from .setup import Setup
from .state import Event, PathCard, State
from .view import PlayerView, view_for

__all__ = [
    "Action", "Card", "Choose", "Event", "Game", "HAZARD_KINDS", "IllegalAction", "MAX_PLAYERS", "MIN_PLAYERS",
    "PathCard", "PlayerView", "ROUNDS", "SaveFileError", "Setup", "SetupError", "State", "TREASURE_VALUES",
    "action_from_json", "action_to_json", "apply", "check", "legal_actions", "load_game", "new_game", "save_game",
    "view_for",
]
