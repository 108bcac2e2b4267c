"""Every text the rules of Cuzco give a player is a message the Spanish catalog translates.

Whole games (random and greedy bots, 2 to 4 players) are played to the end; every
log line, score detail and the end-of-game lines must be a `Message` whose id is
in the Spanish catalog with a translation, whose parameters are numbers, hexes,
player names or translatable messages themselves (never a bare English word), and
whose Spanish rendering has every `{field}` filled. The reasons of refused actions
are judged the same way, for actions of every kind tried in many states.
"""

from __future__ import annotations

import functools
import random
import string
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from babel.messages.pofile import read_po

import cuzco
from cuzco.games.cuzco.bots import play_game
from cuzco.games.cuzco.rules.actions import (
    Action,
    BuildTemple,
    DrawCard,
    EndTurn,
    EnterInca,
    ExpandTemple,
    FestivalDrop,
    FestivalPlay,
    FestivalStand,
    LeaveInca,
    MoveInca,
    PlacePond,
    PlaceTerrain,
    ProposeFestival,
    UseToken,
)
from cuzco.games.cuzco.rules.components import CARD_FACES, TILE_KINDS
from cuzco.games.cuzco.rules.errors import IllegalAction
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.state import GameState
from cuzco.shell import i18n
from cuzco.text import Message

PO = Path(cuzco.__file__).resolve().parent / "shell" / "locale" / "es" / "LC_MESSAGES" / "cuzco.po"


@functools.cache
def spanish_catalog() -> dict[str, str]:
    """Message id -> its Spanish (a plural entry by its singular id, with every form filled)."""
    with PO.open("rb") as f:
        catalog = read_po(f)
    out = {m.id: m.string for m in catalog if m.id and isinstance(m.id, str) and not m.fuzzy}
    out.update({m.id[0]: " | ".join(m.string) for m in catalog
                if isinstance(m.id, tuple) and all(m.string) and not m.fuzzy})
    return out


@pytest.fixture(autouse=True)
def _spanish() -> Iterator[None]:
    i18n.set_language("es")
    yield
    i18n.set_language("en")


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def assert_translatable(message: Any, names: set[str], where: str = "") -> None:
    """`message` is a Message the Spanish catalog knows, all the way down its parameters."""
    assert isinstance(message, Message), f"{where}: not a Message: {message!r}"
    catalog = spanish_catalog()
    assert catalog.get(message.msgid), f"{where}: no Spanish for {message.msgid!r}"
    for field in _fields(message.msgid) | _fields(message.plural or ""):
        value = message.params[field]
        if isinstance(value, Message):
            assert_translatable(value, names, where)
        elif isinstance(value, str):
            assert value in names, f"{where}: {field}={value!r} in {message.msgid!r} is a word, not a name"
        else:
            assert isinstance(value, (int, Hex)) and not isinstance(value, bool), f"{where}: {field}={value!r}"
    shown = i18n.translate(message)
    assert "{" not in shown and "}" not in shown, f"{where}: unfilled field in {shown!r}"


def _check_game_texts(state: GameState, names: set[str]) -> set[str]:
    """Checks every text of the finished game; returns the message ids met (nested ones too)."""
    seen: set[str] = set()

    def walk(m: Message) -> None:
        seen.add(m.msgid)
        for value in m.params.values():
            if isinstance(value, Message):
                walk(value)

    for i, entry in enumerate(state.log):
        assert_translatable(entry.text, names, f"log line {i}")
        walk(entry.text)
    for event in state.score_log:
        assert_translatable(event.detail, names, f"score of {event.source}")
    return seen


GAMES = [(("random", "random"), 1), (("random", "random", "random"), 2), (("random",) * 4, 3),
         (("greedy", "greedy"), 4), (("greedy", "random", "greedy"), 5), (("greedy",) * 4, 6)]


@functools.cache
def _played(kinds: tuple[str, ...], seed: int) -> GameState:
    state = play_game(kinds, seed).state
    assert state.is_over
    return state


@pytest.mark.parametrize(("kinds", "seed"), GAMES)
def test_every_log_line_and_score_detail_of_a_whole_game_reads_in_spanish(kinds: tuple[str, ...], seed: int) -> None:
    state = _played(kinds, seed)
    _check_game_texts(state, {p.name for p in state.players})


def test_the_games_meet_every_kind_of_log_line() -> None:
    """The games above are worth something only if they go through festivals, ponds, the end and the rest."""
    seen: set[str] = set()
    for kinds, seed in GAMES:
        state = _played(kinds, seed)
        seen |= _check_game_texts(state, {p.name for p in state.players})
    wanted = {
        "{player} places a {tile} at {hex} ({ap} AP)", "{player} brings an Inca in at {hex} ({ap} AP)",
        "{player} moves an Inca from {src} to {dst} ({ap} AP)", "{player} places an irrigation pond at {hex}",
        "{player} draws the face-up card ({card})", "{player} draws a card from the deck",
        "{player} uses an Additional Action token (7 AP this turn)", "{player} ends the turn",
        "{player} proposes a festival at the value-{value} temple", "built a value-{value} temple",
        "{player} scores {points} PP: {detail}", "The game is over. Winner: {players}",
        "Grand Final Scoring: first place in the city of the value-{value} temple at {hex}",
        "{player} takes an Inca out at {hex} ({ap} AP)", "expanded a temple from {old} to {value}",
    }
    assert wanted <= seen, f"never met: {sorted(wanted - seen)}"


def test_spanish_log_lines_carry_no_english_word() -> None:
    state = _played(("greedy", "greedy"), 4)
    shown = [i18n.translate(entry.text) for entry in state.log]
    for line in shown:
        for english in (" places ", " draws ", " scores ", " ends the turn", " temple", "Grand Final", " and "):
            assert english not in line, line
    assert any("Gran Puntuación Final" in line for line in shown)


# ---- reasons of refused actions ----------------------------------------------


def _candidates(state: GameState, rng: random.Random) -> list[Action]:
    """Actions of every kind, well formed but mostly illegal, around the board."""
    hexes = [state.hex(c) for c in range(state.board.cell_count)]
    hexes.append(Hex(40, 40))  # off the board

    def h() -> Hex:
        return rng.choice(hexes)

    def cards() -> tuple[str, ...]:
        return tuple(rng.choice(CARD_FACES) for _ in range(rng.randint(0, 2)))

    return [
        PlaceTerrain(rng.choice(TILE_KINDS), h(), rng.randrange(6)), EnterInca(h()), LeaveInca(h()),
        MoveInca(h(), h()), BuildTemple(h(), rng.choice((2, 3, 4, 6, 8, 10, 12))),
        ExpandTemple(h(), rng.choice((2, 4, 6, 8, 10))), PlacePond(h()), DrawCard(rng.choice(("faceup", "deck"))),
        UseToken(), EndTurn(), ProposeFestival(h(), cards()), FestivalPlay(cards()), FestivalStand(),
        FestivalDrop(),
    ]


def test_every_reason_for_a_refused_action_reads_in_spanish() -> None:
    rng = random.Random(10)
    met: set[str] = set()
    tried = 0
    for kinds, seed in GAMES[:4]:
        game = play_game(kinds, seed)
        names = {p.name for p in game.state.players}
        for state in game.states[:: max(1, len(game.states) // 40)]:
            for _ in range(6):
                for action in _candidates(state, rng):
                    reason = state.check(action)
                    tried += 1
                    if reason is None:
                        continue
                    assert_translatable(reason, names, f"{action!r}")
                    met.add(reason.msgid)  # type: ignore[attr-defined]
                    with pytest.raises(IllegalAction) as refused:
                        state.apply(action)
                    assert refused.value.args[0] == reason
                    assert i18n.translate(refused.value) == i18n.translate(reason)
    assert tried > 5000
    assert len(met) >= 30, sorted(met)


def test_reasons_about_malformed_actions_are_messages_too() -> None:
    from cuzco.games.cuzco.rules.engine import check
    from cuzco.games.cuzco.rules.record import Game
    from cuzco.games.cuzco.rules.setup import Setup

    state = Game.new(Setup(("Ana", "Ben"), 1)).state
    for action in (PlaceTerrain("hexagon", Hex(0, 0), 0), PlaceTerrain("triple", Hex(0, 0), 1.5),  # type: ignore[arg-type]
                   FestivalPlay(("crown",)), EnterInca((1, 2)), "end"):  # type: ignore[arg-type]
        reason = check(state, action)  # type: ignore[arg-type]
        assert isinstance(reason, Message) and spanish_catalog().get(reason.msgid), reason
        assert "{" not in i18n.translate(reason)
