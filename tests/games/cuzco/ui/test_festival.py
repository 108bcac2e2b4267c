"""The festival screens, driven by real pygame events on a real Game.

The game is built through the public rules API: Ana raises a value-2 temple on
the west edge with an Inca beside it, Bo brings an Inca into the same city,
then Ana proposes a festival there. The deck is chosen so both hold matching cards.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from cuzco.games.cuzco.rules.actions import (
    BuildTemple,
    EndTurn,
    EnterInca,
    FestivalStand,
    PlaceTerrain,
    ProposeFestival,
)
from cuzco.games.cuzco.rules.components import full_deck
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.rules.record import Game
from cuzco.games.cuzco.rules.setup import Setup
from cuzco.games.cuzco.ui.render.festival_cards import CARD_FACE
from cuzco.games.cuzco.ui.scenes.festival import FestivalOutcome, FestivalScene
from cuzco.games.cuzco.ui.scenes.festival_proposal import FestivalProposalScene
from cuzco.shell.scene import Scene, SceneStack
from cuzco.shell.scenes.handoff import HandoffScene
from cuzco.shell.settings import Settings

SIZE = (1280, 800)
RED, BLUE = (206, 62, 52), (58, 110, 214)
TEMPLE = Hex(-8, 1)


def deck_with(wanted: str, hands: list[tuple[str, str, str]]) -> tuple[str, ...]:
    """A full deck whose face-up card is `wanted` and whose deal gives these hands."""
    rest = full_deck()
    rest.remove(wanted)
    dealt = [hand[k] for k in range(3) for hand in hands]
    for card in dealt:
        rest.remove(card)
    return (wanted, *dealt, *rest)


def city_game(hands: list[tuple[str, str, str]], wanted: str = "mask+drum") -> Game:
    """Two players, each with an Inca in the city of a value-2 temple; Ana to play, terrain placed."""
    game = Game.new(Setup(("Ana", "Bo"), seed=1, first_player=0, deck=deck_with(wanted, hands)))
    v1, v3 = Hex(-8, 0), Hex(-8, 2)
    for action in (
        PlaceTerrain("triple", v1, 0), PlaceTerrain("village", TEMPLE), EnterInca(v1), BuildTemple(TEMPLE, 2),
        EndTurn(), PlaceTerrain("village", v3), EnterInca(v3), EndTurn(), PlaceTerrain("crop", Hex(0, 0)),
    ):
        game.apply(action)
    return game


class Below(Scene):
    """Stands in for GameScene: keeps what the modal hands back."""

    def __init__(self) -> None:
        super().__init__()
        self.results: list[object] = []

    def on_result(self, source: Scene, result: object) -> None:
        self.results.append(result)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((255, 0, 255))  # magenta: must never show through an opaque screen


@pytest.fixture
def screen() -> Iterator[pygame.Surface]:
    pygame.init()
    surface = pygame.display.set_mode(SIZE)
    yield surface
    pygame.quit()


def pump(stack: SceneStack, *events: pygame.event.Event, dt: float = 0.5) -> None:
    """Post real events, let the stack handle them, then run one frame."""
    pygame.event.clear()
    for event in events:
        pygame.event.post(event)
    for event in pygame.event.get():
        stack.handle_event(event)
    stack.update(dt)


def click(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def count_colour(surface: pygame.Surface, colour: tuple[int, int, int], step: int = 4) -> int:
    w, h = surface.get_size()
    return sum(1 for x in range(0, w, step) for y in range(0, h, step) if surface.get_at((x, y))[:3] == colour)


def start_festival(screen: pygame.Surface, game: Game) -> tuple[SceneStack, Below, FestivalScene]:
    stack = SceneStack()
    below = Below()
    stack.push(below)
    scene = FestivalScene(game, Settings(), colours=[RED, BLUE])
    stack.push(scene)
    stack.update(0.5)
    return stack, below, scene


def test_proposal_screen_returns_the_chosen_action(screen: pygame.Surface) -> None:
    game = city_game([("mask", "drum", "conch"), ("mask+drum", "drum", "conch")])
    stack = SceneStack()
    below = Below()
    stack.push(below)
    scene = FestivalProposalScene(game, Settings(), TEMPLE)
    stack.push(scene)
    stack.draw(screen)
    assert not scene.propose_button.enabled  # nothing chosen yet
    assert scene.propose_button.tooltip == game.state.check(ProposeFestival(TEMPLE, ()))
    conch = scene.card_rects()[2]
    pump(stack, click(conch.center))
    assert scene.selected == set(), "a card worth 0 FP cannot be picked"
    assert "0 FP" in scene.notice
    pump(stack, click(scene.card_rects()[1].center))  # shown as the hand panel shows it: drum, mask, conch
    assert scene.propose_button.enabled
    pump(stack, click(scene.propose_button.rect.center))
    assert below.results == [ProposeFestival(TEMPLE, ("mask",))]
    assert stack.top is below


def test_proposal_cancel_returns_none(screen: pygame.Surface) -> None:
    game = city_game([("mask", "drum", "conch"), ("mask+drum", "drum", "conch")])
    stack = SceneStack()
    below = Below()
    stack.push(below)
    stack.push(FestivalProposalScene(game, Settings(), TEMPLE))
    pump(stack, key(pygame.K_ESCAPE))
    assert below.results == [None]


def test_two_bidders_through_private_handoffs(screen: pygame.Surface) -> None:
    game = city_game([("mask", "drum", "conch"), ("mask+drum", "drum", "conch")])
    game.apply(ProposeFestival(TEMPLE, ("mask",)))
    stack, below, scene = start_festival(screen, game)

    # Bo's go: a curtain first, hiding everything (nothing magenta, no card face)
    assert isinstance(stack.top, HandoffScene) and stack.top.player_name == "Bo"
    stack.draw(screen)
    assert count_colour(screen, (255, 0, 255)) == 0
    assert count_colour(screen, CARD_FACE) == 0
    # Bo's sun disc, beside the square (his mark) in its middle
    assert screen.get_at((SIZE[0] // 2 + 40, SIZE[1] // 2 - 130))[:3] == BLUE
    pump(stack, click((640, 400)))
    assert stack.top is scene and scene.viewer == 1

    # Bo's private screen: his three cards are drawn; Stand is refused with the engine's reason
    stack.draw(screen)
    rects = scene.lay.card_rects(3)
    assert all(screen.get_at((r.centerx, r.bottom - 8))[:3] != (255, 0, 255) for r in rects)
    assert count_colour(screen, CARD_FACE) > 50
    assert not scene.buttons["stand"].enabled
    assert scene.buttons["stand"].tooltip == game.state.check(FestivalStand())
    pump(stack, click(rects[0].center))  # mask+drum: 2 FP
    assert scene.selected == {0}
    pump(stack, click(scene.buttons["play"].rect.center))
    assert game.state.festival is not None
    assert game.state.festival.totals == {0: 1, 1: 2}
    assert game.state.players[1].hand == ["drum", "conch"]

    # back to Ana, behind a curtain again; below the top total, she drops out
    assert isinstance(stack.top, HandoffScene) and stack.top.player_name == "Ana"
    pump(stack, key(pygame.K_RETURN))
    assert scene.viewer == 0
    stack.draw(screen)
    pump(stack, click(scene.buttons["drop"].rect.center))

    # Bo organizes alone: 1 PP for a value-2 temple, from the score log
    assert game.state.festival is None
    festival_points = [e for e in game.state.score_log if e.source == "festival"]
    assert [(e.player, e.points) for e in festival_points] == [(1, 1)]
    assert scene.phase == "outcome"
    scene.age = 10.0
    stack.draw(screen)
    assert count_colour(screen, BLUE) > 0  # Bo's row on the outcome screen
    pump(stack, click(scene.continue_button.rect.center))
    assert below.results == [FestivalOutcome(organizers=[1], points={1: 1})]
    assert stack.top is below


def test_keyboard_bidding_and_co_organizing(screen: pygame.Surface) -> None:
    # Ana opens with 1, Bo matches with 1, Ana stands: both co-organize (0 PP each at value 2)
    game = city_game([("mask", "drum", "conch"), ("drum", "conch", "conch")])
    game.apply(ProposeFestival(TEMPLE, ("mask",)))
    stack, below, scene = start_festival(screen, game)
    pump(stack, key(pygame.K_SPACE))  # lift Bo's curtain
    pump(stack, key(pygame.K_1), key(pygame.K_RETURN))  # pick the drum, play it
    assert game.state.festival is not None and game.state.festival.totals[1] == 1
    pump(stack, key(pygame.K_RETURN))  # Ana's curtain
    pump(stack, key(pygame.K_s))  # Ana stands: the go would return to Bo, the last to play
    assert game.state.festival is None
    assert scene.record.organizers == [0, 1]
    stack.draw(screen)
    pump(stack, key(pygame.K_RETURN))
    assert below.results == [FestivalOutcome(organizers=[0, 1], points={})]


def test_festival_settled_at_once_goes_straight_to_the_outcome(screen: pygame.Surface) -> None:
    # Bo holds no matching card: the engine drops him out when the go reaches him
    game = city_game([("mask", "drum", "conch"), ("conch", "conch", "conch")])
    game.apply(ProposeFestival(TEMPLE, ("mask",)))
    assert game.state.festival is None
    stack, below, scene = start_festival(screen, game)
    assert stack.top is scene and scene.phase == "outcome"
    assert scene.record.organizers == [0]
    assert [m.kind for m in scene.record.moves] == ["opened", "dropped"]
    assert scene.record.moves[-1].automatic
    stack.draw(screen)
    pump(stack, key(pygame.K_RETURN))
    assert below.results == [FestivalOutcome(organizers=[0], points={0: 1})]


def test_computer_bidder_plays_without_a_screen(screen: pygame.Surface) -> None:
    game = city_game([("mask", "drum", "conch"), ("mask+drum", "drum", "conch")])
    game.apply(ProposeFestival(TEMPLE, ("mask",)))

    class Stander:
        def choose(self, state: object) -> FestivalStand:
            return FestivalStand()  # illegal below the top: the scene falls back to dropping out

    stack = SceneStack()
    below = Below()
    stack.push(below)
    scene = FestivalScene(game, Settings(), bots={1: Stander()})
    stack.push(scene)
    assert stack.top is scene  # no curtain for a computer
    stack.draw(screen)
    for _ in range(4):
        pump(stack, dt=0.3)
    assert game.state.festival is None
    assert scene.record.organizers == [0]


def test_in_a_hot_seat_game_the_festival_sheet_lies_over_a_board_that_shows_no_hand() -> None:
    from cuzco.games.cuzco.ui.game_scene import GameScene
    from cuzco.shell.main import App

    game = city_game([("mask", "drum", "conch"), ("mask+drum", "drum", "conch")])
    app = App((1600, 900), settings=Settings(), fps=None)
    table = GameScene(game, app.settings, hotseat=True, colours=[RED, BLUE])
    app.push(table)
    app.step(1 / 60)
    assert isinstance(app.stack.top, HandoffScene)
    pygame.event.post(key(pygame.K_RETURN))  # Ana takes the screen for her turn
    app.step(1 / 60)
    assert table.visible_hand() == 0
    table.perform(ProposeFestival(TEMPLE, ("mask",)))
    app.step(1 / 60)  # the festival opens, and Bo's private curtain with it
    festival = app.stack.scenes[-2]
    assert isinstance(festival, FestivalScene) and festival.transparent
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.player_name == "Bo"
    pygame.event.post(key(pygame.K_RETURN))
    app.step(1 / 60)
    assert app.stack.top is festival and festival.viewer == 1
    assert table.visible_hand() is None, "Ana's hand must not show beneath Bo's bidding screen"
    # the board shows around the sheet, and the sheet holds Bo's own cards
    sheet = festival.lay.sheet
    assert not sheet.contains(app.screen.get_rect())
    assert count_colour(app.screen.subsurface(sheet), CARD_FACE) > 50



def test_every_bid_is_autosaved_as_it_happens(screen: pygame.Surface) -> None:
    from cuzco import paths
    from cuzco.games.cuzco.rules.record import load_game
    from cuzco.shell.persistence import autosave_safely

    game = city_game([("mask", "drum", "conch"), ("mask+drum", "drum", "conch")])
    game.apply(ProposeFestival(TEMPLE, ("mask",)))
    stack = SceneStack()
    stack.push(Below())
    scene = FestivalScene(game, Settings(), colours=[RED, BLUE], on_change=lambda: autosave_safely(game))
    stack.push(scene)
    stack.update(0.5)
    pump(stack, click((640, 400)))  # lift Bo's curtain
    stack.draw(screen)
    pump(stack, click(scene.lay.card_rects(3)[0].center))
    pump(stack, click(scene.buttons["play"].rect.center))
    # the bid is on disk before anyone else acts: a crash now loses nothing
    saved = load_game(paths.autosave_path())
    assert len(saved.actions) == len(game.actions)
    assert saved.state.festival is not None and saved.state.festival.totals == {0: 1, 1: 2}


def test_a_festival_ended_for_lack_of_matching_cards_says_why_on_screen(screen: pygame.Surface) -> None:
    from cuzco.games.cuzco.ui.scenes.festival_outcome import ending_reason

    game = city_game([("mask", "drum", "conch"), ("conch", "conch", "conch")])
    game.apply(ProposeFestival(TEMPLE, ("mask",)))
    stack, _below, scene = start_festival(screen, game)
    assert scene.phase == "outcome"
    reason = ending_reason(scene)
    assert "Bo had no card showing the wanted relics, so dropped out" in reason
    stack.draw(screen)  # the reason is drawn on the outcome sheet


def test_a_zero_point_co_organizer_result_is_worded_plainly(screen: pygame.Surface) -> None:
    from cuzco.games.cuzco.ui.scenes.festival_outcome import ending_reason, outcome_title

    game = city_game([("mask", "drum", "conch"), ("drum", "conch", "conch")])
    game.apply(ProposeFestival(TEMPLE, ("mask",)))
    stack, _below, scene = start_festival(screen, game)
    pump(stack, key(pygame.K_SPACE))
    pump(stack, key(pygame.K_1), key(pygame.K_RETURN))
    pump(stack, key(pygame.K_RETURN))
    pump(stack, key(pygame.K_s))
    assert scene.record.organizers == [0, 1]
    title = outcome_title(scene)
    assert "!" not in title and "share" in title
    assert "gives no prestige" in ending_reason(scene)
    stack.draw(screen)
