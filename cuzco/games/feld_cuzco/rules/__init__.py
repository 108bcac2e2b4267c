"""Feld's Cuzco (Stefan Feld, 2023) rules: pure Python, deterministic given a seed, no pygame.

The game. 2 to 4 players, 6 rounds. Each round: phase I, everyone rolls 3 dice and, in
player order, one die at a time is placed on an action space (fewer pips than every die
already there; the VP space takes any die) and resolved at once: move the chasqui along
a stone trail or rope bridge (deliver a quipu to a village, gain its feather; back in
Cuzco, a fire blessing), take a study or farm tile, spend the pips on exchanges, put a
priest on a temple step, activate a circlet, or take 2 VP. Phase II, each player uses one
study and one farm ability (identical tiles of one kind join). Phase III: the university
scores knowledge and sets the new order, the temple scores priests and gives an Inti
medal, the market sells one good each, the palace asks each player to complete a mission
and take a new one. After round 6 the last missions are tried and the game is scored.
Rulings where the text is silent are on the rules page (docs/feld-cuzco.md).

State encoding. `State` (state.py) is plain data: per player a `Player` (VP, food,
offerings, medals, god cards in hand, feathers as a 12-bit set of mask dots, the 12 mask
spaces holding EMPTY, QUIPU or a tile id with a slid-down flag, reserve quipus, priests at
home, circlets, goods, missions, dice not yet placed, chasqui place, knowledge and its
stacking stamp, pututu tiles, god-card effects in force), and the table (order of seats by
order token, dice on each action space, quipu stacks per village, temple steps, god piles,
face-up cards and discards, study and farm stacks, columns and discards, market rows,
mission piles and the palace). Whoever must decide is `actor`; `tasks` is the stack of
decisions asked of them. Components and their numbers are in components.py, each tagged
rulebook or reconstructed. Every random event draws from the seed and its own name, so a
game is its setup plus its actions.

Action encoding. One frozen dataclass per decision (actions.py), each naming its `player`:
Place(die, space, action, shift), Move(to, rotation), TakeTile(kind, column, slot),
Exchange(option, target), Activate(circlet), Blessing(god, knowledge), Feather(dot),
TakeCard(god), Reallocate(slot), UseAbility(kind, ability), Buy(column),
Complete(mission, complete), TakeMission(mission), Keep(missions), PlayCard(card, medal,
target) and Done. JSON: {"type": "place", "player": 0, "die": 4, "space": 2, "action":
"study", "shift": []}, the fields named as in the class. `check` gives None or the reason
an action is illegal (a translatable `Message`); `legal_actions` is the list of candidates
`check` accepts, and `apply` raises `IllegalAction` with the same reason.
"""

from .actions import (
    Action,
    Activate,
    Blessing,
    Buy,
    Complete,
    Done,
    Exchange,
    Feather,
    Keep,
    Move,
    Place,
    PlayCard,
    Reallocate,
    TakeCard,
    TakeMission,
    TakeTile,
    UseAbility,
    action_from_json,
    action_to_json,
)
from .checks import check
from .components import MAX_PLAYERS, MIN_PLAYERS, ROUNDS
from .engine import apply, legal_actions, new_game
from .errors import IllegalAction, SaveFileError
from .record import Game, load_game, save_game
from .setup import Setup
from .state import Player, State
from .view import PlayerView, view

__all__ = [
    "Action", "Activate", "Blessing", "Buy", "Complete", "Done", "Exchange", "Feather", "Game", "IllegalAction",
    "Keep", "MAX_PLAYERS", "MIN_PLAYERS", "Move", "Place", "PlayCard", "Player", "PlayerView", "ROUNDS",
    "Reallocate", "SaveFileError", "Setup", "State", "TakeCard", "TakeMission", "TakeTile", "UseAbility",
    "action_from_json", "action_to_json", "apply", "check", "legal_actions", "load_game", "new_game", "save_game",
    "view",
]
