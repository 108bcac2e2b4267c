"""A die of Feld's Cuzco dragged onto the action board with posted events: the table asks for frames
while the drag runs, a space that refuses the die held says the rules' reason, the die dropped on a
glowing space is placed there; and the decision that follows is declared to the pointer kit in the
next frame, which the table asks for."""

from __future__ import annotations

import pygame

from cuzco.games.feld_cuzco.bots.levels import make_bot
from cuzco.games.feld_cuzco.rules import Game, Place, Setup, view
from cuzco.games.feld_cuzco.ui.decisions import placing
from cuzco.games.feld_cuzco.ui.table_scene import FeldTableScene
from cuzco.shell.main import App
from cuzco.shell.settings import Settings
from tests.waiting import step_until


def table() -> tuple[App, FeldTableScene]:
    game = Game(Setup(("Amaru", "Killa", "Inti"), seed=4))
    bot = make_bot("random", 5)
    while not (game.state.round >= 1 and placing(game.state) and game.state.tasks[-1][0] == "place"
               and len(set(game.state.players[game.state.actor].dice)) == 3):
        game.apply(bot.choose(view(game.state, game.state.actor)))
    app = App((1024, 700), settings=Settings(), fps=None)
    scene = FeldTableScene(game, app.settings, {}, autosave=False)
    scene.viewer = game.state.actor
    app.push(scene)
    step_until(lambda: app.step(1 / 60), lambda: scene.kit.targets, "the board's targets")
    return app, scene


def post(app: App, kind: int, pos: tuple[int, int], **extra: object) -> None:
    pygame.event.post(pygame.event.Event(kind, pos=pos, **extra))
    app.step(1 / 60)


def test_a_die_dragged_onto_a_glowing_space_is_placed_and_the_drag_asks_for_frames() -> None:
    app, scene = table()
    pips, die = max(scene.where.dice.items())  # the highest die: some space refuses it
    refused = next(t for t in scene.kit.targets if t.key[0] == "space" and not t.choices_for(("die", pips)))
    taken = next(t for t in scene.kit.targets if t.key[0] == "space" and len(t.choices_for(("die", pips))) == 1)
    post(app, pygame.MOUSEMOTION, die.center, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, die.center, button=1)
    assert not scene.wants_frames()  # a press is not a drag yet
    post(app, pygame.MOUSEMOTION, refused.shape.center, rel=(5, 5), buttons=(1, 0, 0))  # type: ignore[union-attr]
    assert scene.kit.busy and scene.wants_frames()
    reason = refused.why_not(("die", pips))
    assert reason and scene.kit.painter.words == [f"Not here: {reason}"]
    post(app, pygame.MOUSEMOTION, taken.shape.center, rel=(5, 5), buttons=(1, 0, 0))  # type: ignore[union-attr]
    assert scene.kit.painter.words[0] == taken.choices_for(("die", pips))[0].text()  # the preview, in place
    before = len(scene.game.actions)
    post(app, pygame.MOUSEBUTTONUP, taken.shape.center, button=1)  # type: ignore[union-attr]
    placed = scene.game.actions[before]
    assert isinstance(placed, Place) and placed.die == pips and placed.space == taken.key[1]
    assert not scene.kit.busy
    assert app._due is not None  # the next decision's glows come in the next frame, which is asked for
    app.step(1 / 60)
    assert scene.kit.key is not None or scene.human_to_act() is None
