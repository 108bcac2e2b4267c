"""Regenerate the screenshots in docs/screenshots/ from the real game screens.

    .venv/bin/python build_scripts/screenshots.py [--out DIR] [--window] [--lang es] [NAME ...]

Each picture is made the way a player would see it: the real App at 1600x900,
the real scenes pushed on its stack, key presses and mouse moves posted as
pygame events and whole frames stepped. Every board comes from one game played
by four greedy bots from a fixed seed, and frames are stepped with a fixed
time, so two runs give the same pictures. It runs headless (it sets SDL's
dummy video driver itself) unless `--window` asks for a real window. Player
files go to a temporary data folder, so your saves and settings neither show
up in the pictures nor change.

NAME picks some of the shots (menu, early_board, late_board, festival,
results, handoff, viewer, games, incan_gold_choice, incan_gold_reveal,
incan_gold_results); by default all of them are made. `--lang es` draws them in
Spanish, into docs/screenshots/es/ unless --out says otherwise.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1600, 900)
FRAME = 1 / 60  # seconds per stepped frame
NAMES = ("Amaru", "Killa", "Inti", "Sisa")
SEED = 11  # the game every board picture comes from
INCAN_GOLD_SEED = 7  # the Incan Gold game its pictures come from
SAVED_AT = 1_710_448_200  # the autosave's time shown on the menu (14 Mar 2024, 20:30 UTC)


def prepare_environment(window: bool, home: str) -> None:
    """SDL drivers, a private data folder and a fixed time zone; must run before pygame is imported."""
    if not window:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    os.environ["CUZCO_HOME"] = home
    os.environ["TZ"] = "UTC"
    if hasattr(time, "tzset"):
        time.tzset()
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))


# ---- the game the pictures come from ------------------------------------------------------
def greedy_game(seed: int = SEED) -> Any:
    """A whole game between four greedy bots, with names so the pictures read like a real table."""
    from cuzco.games.cuzco.bots import make_bot
    from cuzco.games.cuzco.rules.record import Game
    from cuzco.games.cuzco.rules.setup import Setup

    game = Game.new(Setup(NAMES, seed))
    bots = [make_bot("greedy", f"{seed}/seat{i}") for i in range(len(NAMES))]
    while not game.state.is_over:
        game.apply(bots[game.state.actor].choose(game.state))
    return game


def replay(game: Any, count: int) -> Any:
    """A fresh record of `game`'s first `count` actions (so undo and the log behave as in play)."""
    from cuzco.games.cuzco.rules.record import Game

    out = Game.new(game.setup)
    for action in game.actions[:count]:
        out.apply(action)
    return out


def first_state(game: Any, wanted: Callable[[Any], bool]) -> int:
    """How many actions lead to the first state for which `wanted(state)` holds."""
    for i, state in enumerate(game.states):
        if wanted(state):
            return i
    raise LookupError("no state of this game fits")


def incas_on_board(state: Any) -> int:
    return sum(1 for owner in state.inca if owner is not None)


def early_turn(state: Any) -> bool:
    """A few rounds in, at the start of a turn, with Incas in the valley."""
    return state.turn >= 12 and state.must_place and incas_on_board(state) >= 4


def late_turn(state: Any) -> bool:
    """Near the end: at most one triple left, the current player's terrain already placed."""
    return state.phase == "turn" and state.triples <= 1 and not state.must_place


def contested_bid(state: Any) -> bool:
    """A festival go where a bidder other than the proposer can still reach the highest total."""
    from cuzco.games.cuzco.rules.components import card_worth

    f = state.festival
    if f is None or len(f.active) < 3 or f.bidder == f.proposer or not any(f.played.values()):
        return False
    worth = sum(card_worth(card, f.wanted) for card in state.players[f.bidder].hand)
    return worth + f.totals.get(f.bidder, 0) >= max(f.totals.values())


# ---- driving the window ----------------------------------------------------------------------
class Shooter:
    """One App, its scenes driven by posted events, its screen saved as PNG files."""

    def __init__(self, out: Path, language: str = "en") -> None:
        import pygame

        from cuzco.shell.main import App
        from cuzco.shell.settings import Settings

        self.pg = pygame
        self.out = out
        self.settings = Settings(language=language)
        self.app = App(SIZE, settings=self.settings, fps=None)
        if self.app.screen.get_size() != SIZE:  # a desktop smaller than the pictures: insist on the size
            self.app.screen = pygame.display.set_mode(SIZE)
        self.app.apply_settings(self.settings)  # the language above all

    def show(self, scene: Any, frames: int = 3) -> Any:
        """Make `scene` the only scene and let it run a few frames."""
        if self.pg.mouse.get_focused():  # a real window: park the real pointer where nothing lights up
            self.pg.mouse.set_pos((0, 0))
        self.app.stack.clear(scene)
        self.step(frames)
        return scene

    def table(self, game: Any) -> Any:
        """A hot-seat game on screen: every seat a human at this one computer."""
        from cuzco.games.cuzco.ui.game_scene import GameScene

        return self.show(GameScene(game, self.settings, hotseat=True))

    def step(self, frames: int = 1) -> None:
        for _ in range(frames):
            self.app.step(FRAME)

    def _post(self, *events: Any) -> None:
        self.pg.event.clear()  # in a real window, drop whatever the real mouse did meanwhile
        for event in events:
            self.pg.event.post(event)
        self.step()

    def key(self, key: int) -> None:
        ev = self.pg.event.Event
        self._post(
            ev(self.pg.KEYDOWN, key=key, mod=0, unicode="", scancode=0),
            ev(self.pg.KEYUP, key=key, mod=0, unicode="", scancode=0),
        )

    def move(self, pos: tuple[int, int]) -> None:
        self._post(self.pg.event.Event(self.pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))

    def click(self, pos: tuple[int, int]) -> None:
        ev = self.pg.event.Event
        self.move(pos)
        self._post(
            ev(self.pg.MOUSEBUTTONDOWN, pos=pos, button=1), ev(self.pg.MOUSEBUTTONUP, pos=pos, button=1)
        )

    def save(self, name: str) -> Path:
        self.step(2)
        path = self.out / f"{name}.png"
        self.pg.image.save(self.app.screen, str(path))
        shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
        print(f"wrote {shown} ({path.stat().st_size // 1024} KB)")
        return path


# ---- the shots ------------------------------------------------------------------------------------
def shot_menu(s: Shooter, game: Any) -> None:
    """The title screen as a returning player sees it: a game in progress to continue."""
    from cuzco import paths
    from cuzco.shell import persistence
    from cuzco.shell.scenes.menu import MenuScene

    persistence.autosave(replay(game, first_state(game, early_turn)))
    os.utime(paths.autosave_path(), (SAVED_AT, SAVED_AT))
    s.show(MenuScene(s.settings), frames=40)
    s.save("menu")


def shot_early_board(s: Shooter, game: Any) -> None:
    """The current player has just taken the screen and holds a triple over bare ground beside the tiles
    already down: the legal spots glow, the ghost shows the tile where it would go."""
    from cuzco.games.cuzco.rules.hexgrid import Hex
    from cuzco.games.cuzco.ui.input_tools import PlaceTool

    scene = s.table(replay(game, first_state(game, early_turn)))
    s.key(s.pg.K_RETURN)  # lift the hand-off curtain
    tool = scene.tool
    assert isinstance(tool, PlaceTool) and tool.tile == "triple"
    q = scene.queries
    q.bind(scene.state)
    st = scene.state
    built = [st.hex(c) for c in range(st.board.cell_count) if st.height[c] > 0]

    def on_bare_ground(h: Hex) -> bool:
        ghost = q.ghost(tool.action(h))
        return ghost is not None and ghost[1] == 1

    def fit(h: Hex) -> tuple[int, int]:  # close to what is built, then close to the middle
        return sum(1 for b in built if h.distance(b) <= 2), -h.distance(Hex(0, 0))

    spots = [h for (h, rot), cost in q.placements("triple").items() if rot == tool.rotation and cost == 1]
    s.move(scene.view.hex_screen_pos(max((h for h in spots if on_bare_ground(h)), key=fit)))
    s.save("early_board")


def shot_late_board(s: Shooter, game: Any) -> None:
    """A crowded valley near the end, heights as numbers, and a city's details under the mouse."""
    scene = s.table(replay(game, first_state(game, late_turn)))
    s.key(s.pg.K_RETURN)
    s.key(s.pg.K_h)
    for _ in range(600):  # the board with height numbers is built over a few frames
        if not scene.view.renderer.building:
            break
        s.step()
    st = scene.state
    discs = [st.hex(c) for c in range(st.board.cell_count) if st.disc[c]]
    # the lowest temple with a solar disc: its tooltip hides the least of the board
    s.move(scene.view.hex_screen_pos(max(discs, key=lambda h: scene.view.hex_screen_pos(h)[1])))
    s.save("late_board")


def shot_festival(s: Shooter, game: Any) -> None:
    """A bidder's private screen over the board, the cards to reach the highest total picked."""
    from cuzco.games.cuzco.rules.components import card_worth
    from cuzco.games.cuzco.ui.scenes.festival import FestivalScene

    s.table(replay(game, first_state(game, contested_bid)))
    s.key(s.pg.K_RETURN)  # the bidder lifts their own hand-off
    festival = s.app.stack.top
    assert isinstance(festival, FestivalScene) and festival.lay is not None
    f = festival.state.festival
    need = max(f.totals.values()) - f.totals[f.bidder]
    hand = festival.hand()
    rects = festival.lay.card_rects(len(hand))
    for i in sorted(range(len(hand)), key=lambda i: -card_worth(hand[i], f.wanted)):
        if need <= 0:
            break
        s.click(rects[i].center)
        need -= card_worth(hand[i], f.wanted)
    s.move(festival.buttons["play"].rect.center)
    s.save("festival")


def shot_results(s: Shooter, game: Any) -> None:
    """The summary page at the end: ranking, prestige over the game, where the points came from."""
    from cuzco.games.cuzco.ui.scenes.results import ResultsScene

    scene = s.show(ResultsScene(game, s.settings))
    s.key(s.pg.K_RETURN)  # show the whole final scoring at once
    s.key(s.pg.K_RETURN)  # on to the summary
    assert scene.page == "summary"
    s.save("results")


def shot_handoff(s: Shooter, game: Any) -> None:
    """The curtain between two hot-seat turns (the same moment as the early board)."""
    s.table(replay(game, first_state(game, early_turn)))
    s.step(30)
    s.save("handoff")


def shot_viewer(s: Shooter, game: Any) -> None:
    """The replay viewer two thirds into the game, a triple about to be laid, the mouse on the scrub bar."""
    from cuzco.games.cuzco.ui.viewer.scene import ViewerScene

    scene = s.show(ViewerScene(game, s.settings))
    start = len(game.actions) * 2 // 3
    k = next((i for i in range(start, len(game.actions)) if game.actions[i].type == "place"), start)
    scene.jump(k)
    track = scene.view.bar.track
    s.move((track.left + track.w // 4, track.centery))
    s.save("viewer")


def shot_games(s: Shooter, game: Any) -> None:
    """The game chooser behind New game: every game of the app side by side."""
    from cuzco.shell.scenes.game_chooser import GameChooserScene

    s.show(GameChooserScene(s.settings), frames=10)
    s.save("games")


class IncanGoldTable:
    """An Incan Gold game started from its new-game form (two humans at the screen, two computers),
    driven by posted events: the humans go deeper until `careful` says otherwise."""

    def __init__(self, s: Shooter) -> None:
        from cuzco.games.incan_gold.ui.setup_scene import IncanGoldSetupScene

        self.s = s
        form = s.show(IncanGoldSetupScene(s.settings, seed=INCAN_GOLD_SEED))
        s.click(form.buttons["start"].rect.center)
        self.scene = s.app.stack.top

    def run(self, stop: Callable[[Any], bool], careful: Callable[[Any], bool] = lambda st: False) -> Any:
        """Step, lift curtains and choose until `stop(top scene)` holds; returns that scene."""
        from cuzco.shell.scenes.handoff import HandoffScene

        s = self.s
        for _ in range(20_000):
            top = s.app.stack.top
            if stop(top):
                return top
            if isinstance(top, HandoffScene):
                s.step(30)  # the curtain ignores input for its first moments
                s.key(s.pg.K_RETURN)
            elif top is self.scene and top.chooser is not None and top.buttons and not top.steps:
                s.click(top.buttons["camp" if careful(top.state) else "go"].rect.center)
            else:
                s.step()
        raise LookupError("the Incan Gold game never got there")


def shot_incan_gold_choice(s: Shooter, game: Any) -> None:
    """A secret choice a few cards into the first round: the path, every explorer, the chooser's panel."""
    table = IncanGoldTable(s)
    table.run(lambda top: top is table.scene and top.chooser is not None and top.buttons and not top.steps
              and len(top.state.path) >= 4)
    s.save("incan_gold_choice")


def shot_incan_gold_reveal(s: Shooter, game: Any) -> None:
    """A card being revealed after everybody chose, its outcome said in the banner."""
    table = IncanGoldTable(s)
    table.run(lambda top: top is table.scene and bool(top.steps) and len(top.state.path) >= 5
              and top.step_age >= 0.6)
    s.save("incan_gold_reveal")


def shot_incan_gold_results(s: Shooter, game: Any) -> None:
    """The shared results frame at the end of Incan Gold: ranking, the opened tents round by round."""
    from cuzco.games.incan_gold.ui.results_scene import IncanGoldResults

    table = IncanGoldTable(s)
    table.run(lambda top: isinstance(top, IncanGoldResults), careful=lambda st: len(st.path_hazards()) >= 2)
    s.step(10)
    s.save("incan_gold_results")


SHOTS: dict[str, Callable[[Shooter, Any], None]] = {
    "menu": shot_menu,
    "early_board": shot_early_board,
    "late_board": shot_late_board,
    "festival": shot_festival,
    "results": shot_results,
    "handoff": shot_handoff,
    "viewer": shot_viewer,
    "games": shot_games,
    "incan_gold_choice": shot_incan_gold_choice,
    "incan_gold_reveal": shot_incan_gold_reveal,
    "incan_gold_results": shot_incan_gold_results,
}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("names", nargs="*", metavar="NAME", help=f"shots to make: {', '.join(SHOTS)}")
    parser.add_argument("--out", type=Path, help="folder for the PNGs (default docs/screenshots[/LANG])")
    parser.add_argument("--lang", choices=("en", "es"), default="en", help="the game's language in the pictures")
    parser.add_argument("--window", action="store_true", help="draw in a real window, not headless")
    args = parser.parse_args(argv)
    unknown = [n for n in args.names if n not in SHOTS]
    if unknown:
        parser.error(f"unknown shot {', '.join(unknown)}; choose from {', '.join(SHOTS)}")
    with tempfile.TemporaryDirectory(prefix="cuzco-shots-") as home:
        prepare_environment(args.window, home)
        out = args.out or ROOT / "docs" / "screenshots" / ("" if args.lang == "en" else args.lang)
        out.mkdir(parents=True, exist_ok=True)
        game = greedy_game()
        shooter = Shooter(out.resolve(), args.lang)
        try:
            for name in args.names or SHOTS:
                SHOTS[name](shooter, game)
        finally:
            import pygame

            pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
