"""Feld's Cuzco's guided first game ("Learn to play"), through real posted pygame events: from the main
menu and the game chooser to the end of its second round, every step waited for in order (the Inti medal
spent on a face-up god card by the learner's own click); a wrong click is refused with a reason (the rules'
own, or the lesson's) and changes nothing; Escape leaves at once. Every wait is on a condition
(tests/waiting.py), never on a number of frames."""

from __future__ import annotations

import random

import pygame
import pytest

from cuzco import paths
from cuzco.games.feld_cuzco.rules import Place, PlayCard, UseAbility
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.ui.decisions import placing
from cuzco.games.feld_cuzco.ui.names import option_label
from cuzco.games.feld_cuzco.ui.round_end import RoundEndScene
from cuzco.games.feld_cuzco.ui.tutorial import STEPS, FeldTutorialScene
from cuzco.games.feld_cuzco.ui.tutorial.coach import LEARNER
from cuzco.shell import i18n
from cuzco.shell.scenes.game_chooser import GameChooserScene
from cuzco.shell.scenes.menu import MenuScene
from tests.waiting import on_signal, step_until

from .driver import Driver, searching, settle


@pytest.fixture(autouse=True)
def _english_again() -> object:
    yield
    i18n.set_language("en")


def open_tutorial(d: Driver) -> FeldTutorialScene:
    menu = d.top
    assert isinstance(menu, MenuScene)
    d.click(menu.buttons["learn"].rect.center)
    chooser = d.top
    assert isinstance(chooser, GameChooserScene)
    d.step()
    d.click(chooser.buttons["game:feld-cuzco"].rect.center)
    scene = d.top
    assert isinstance(scene, FeldTutorialScene)
    step_until(d.step, lambda: scene.layout is not None and scene.coach_buttons, "the table and its guide drawn")
    return scene


def walk(d: Driver, scene: FeldTutorialScene, done: object, what: str, gesture: object = None) -> None:
    """The learner does what the guide asks on the board (`board_step`, or `gesture`), and the computers
    play, until `done()` holds: however many frames that takes on this machine."""
    step = gesture or (lambda: board_step(d, scene))
    step_until(step, done, what, idle=on_signal(searching(scene)))  # type: ignore[arg-type]


def lesson_over(d: Driver, scene: FeldTutorialScene) -> bool:
    return scene.coach.finished and d.top is scene


def space_of(scene: FeldTutorialScene, act: str) -> int:
    board = C.ACTION_BOARD.value[scene.state.n]  # type: ignore[index]
    return next(i for i, acts in enumerate(board) if act in acts)


def button_of(scene: FeldTutorialScene, name: str) -> pygame.Rect:
    return next(b.rect for b in scene.coach_buttons if b.label == name)


def do_step(d: Driver, scene: FeldTutorialScene) -> None:
    """One click (or pointer move) of a learner who does what the guide asks."""
    if isinstance(d.top, RoundEndScene):
        d.top.age = 10.0
        d.click((10, 10))
        return
    coach = scene.coach
    step = coach.step
    assert step is not None
    if coach.needs_next():
        d.click(button_of(scene, i18n._("Next")).center)
        return
    if coach.task() is None:
        d.step()
        return
    if step.expect.kind == "hover" and coach.on_step():
        space = next(iter(coach.refused_spaces()))
        d.move(scene.zones.spaces[space].center)
        return
    wanted = coach.wanted() if coach.on_step() else scene.legal()
    if placing(scene.state) and scene.space is None:
        space = next(a.space for a in wanted if isinstance(a, Place))
        d.click(scene.zones.spaces[space].center)
        assert scene.space == space
        return
    settle(d, scene)
    button = next(b for b, a in scene.buttons if a is not None and a in wanted)
    d.click(button.rect.center)


def board_step(d: Driver, scene: FeldTutorialScene) -> None:
    """One gesture of a learner who does what the guide asks on the board: a die dragged onto its space, a
    village, a mask dot, a tile or a card clicked, a row of a target's menu; never the side panel's list."""
    from .board_walk import drag, spot

    coach = scene.coach
    if isinstance(d.top, RoundEndScene) or coach.needs_next() or coach.task() is None \
            or (coach.step is not None and coach.step.expect.kind == "hover" and coach.on_step()):
        do_step(d, scene)
        return
    wanted = coach.wanted() if coach.on_step() else scene.legal()
    kit = scene.kit
    if kit.menu is not None:
        rect = next(rect for rect, choice, _size, _shown in kit.menu.rows if choice.action in wanted)
        d.click(rect.center)
        return
    opened = kit.open_targets(kit.held)
    pairs = [(t, c) for t in opened for c in t.choices_for(kit.held) if c.action in wanted]
    if not pairs:
        d.step()  # the targets are declared as the table is drawn
        return
    target, choice = next(((t, c) for t, c in pairs if c.action.type != "done"), pairs[0])  # a learner uses
    # what the step offers (its tiles' abilities) before "Done"
    piece = next((p for p in kit.pieces if p.key == choice.piece), None)
    if kit.held is None and piece is not None:
        drag(d, spot(type(target)(piece.key, piece.shape)), spot(target))
    else:
        d.click(spot(target))


def test_learn_to_play_guides_a_first_game_on_the_board_to_its_second_scored_round_and_writes_no_file() -> None:
    """The whole guided game by posted pointer events on the board (drags and clicks at the targets, never
    the side list), to "Play a game": every step shown in order, numbered one after another, and each step
    about a move waits for the learner's own move (the computers never make it for them)."""
    d = Driver()
    before = sorted(p.name for p in paths.data_dir().rglob("*"))
    scene = open_tutorial(d)
    assert scene.coach.step is not None and scene.coach.step.id == "welcome"
    seen: list[str] = []
    numbers: list[tuple[int, int]] = []
    moves_in: dict[str, int] = {}  # the learner's moves made while each step showed
    list_clicks = [0]

    def note() -> None:
        step = scene.coach.step
        assert step is not None
        if not seen or seen[-1] != step.id:
            seen.append(step.id)
            numbers.append(scene.coach.number())
            assert scene.coach.text()
            assert scene.coach_title() == i18n._("Learn to play: step {k} of {n}", k=numbers[-1][0],
                                                  n=numbers[-1][1])

    def gesture() -> None:
        note()
        step = scene.coach.step
        assert step is not None
        count = len(scene.game.actions)
        board_step(d, scene)
        made = [a for a in scene.game.actions[count:] if a.player == LEARNER]
        moves_in[step.id] = moves_in.get(step.id, 0) + len(made)
        if made and any(b.hovered for b, _a in scene.buttons):
            list_clicks[0] += 1

    walk(d, scene, lambda: lesson_over(d, scene), "the end of the guided game", gesture)
    note()
    assert seen == [s.id for s in STEPS]  # every step, in order
    assert numbers == [(k, len(STEPS)) for k in range(1, len(STEPS) + 1)]  # numbered one after another
    for s in STEPS:  # a step about a move went on only after the learner's own move
        if s.expect.kind in ("act", "task"):
            assert moves_in.get(s.id, 0) >= 1, f"step {s.id} went on without the learner's move"
    assert list_clicks == [0]  # every move was made on the board
    learner = scene.state.players[LEARNER]
    assert 103 in learner.completed  # the palace paid for a study tile and a farm tile
    assert learner.circlets[0]  # the learner activated circlet 1 on their mask
    played = [a for a in scene.game.actions if isinstance(a, PlayCard) and a.player == LEARNER]
    assert [(a.card, a.medal) for a in played] == [(8, True), (1, False)]  # 08 for the medal, 01 for an offering
    assert learner.medals == 1  # the medal held from the start was spent, and the temple gave a new one
    mine = {type(a).__name__ for a in scene.game.actions if a.player == LEARNER}
    assert {"Place", "Exchange", "TakeTile", "UseAbility", "Move", "Feather", "Blessing", "Activate", "PlayCard",
            "Buy", "Complete", "TakeMission", "Keep"} <= mine
    assert scene.state.round == 3  # the second round was scored
    count = len(scene.game.actions)
    d.step()
    assert scene.state.round == 3 and scene.job is None  # the lesson ends with its last round: no computer
    assert len(scene.game.actions) == count  # thinks or plays on
    assert sorted(p.name for p in paths.data_dir().rglob("*")) == before  # no save, no autosave
    d.click(button_of(scene, i18n._("Play a game")).center)
    assert type(d.top).__name__ == "FeldSetupScene"


def test_a_step_about_a_move_waits_for_the_learner() -> None:
    """At each step about a move, the table waits: the computers play on only up to the learner's decision
    (none of them is thinking any more), and the step stays until the learner moves."""
    d = Driver()
    scene = open_tutorial(d)
    for step_id in ("circlet", "medal", "hand_card", "market_2"):
        at_step(d, scene, step_id)
        count = len(scene.game.actions)
        step_until(d.step, lambda: scene.job is None, "the computers to stop at the learner's decision")
        d.step()
        assert scene.coach.step is not None and scene.coach.step.id == step_id
        assert len(scene.game.actions) == count and scene.human_to_act() == LEARNER and scene.job is None


def at_step(d: Driver, scene: FeldTutorialScene, step_id: str) -> None:
    """Walks the lesson to the step `step_id`, with the learner facing its decision."""
    step = next(s for s in STEPS if s.id == step_id)
    walk(d, scene, lambda: scene.coach.step is step and (scene.coach.on_step() or scene.coach.needs_next()),
         f"the step {step_id}")
    settle(d, scene)


def test_the_inti_medal_is_spent_by_the_learner_on_the_face_up_card_the_board_lights() -> None:
    """The Inti medal step waits for the learner: the face-up 08 by the temple and the medal count glow,
    the same card played from the hand (for an offering) is refused with the step's reason, and the click
    on the display's 08 spends the medal (0 left) for 3 food and 3 knowledge; the temple then gives the
    learner a new medal at the round's scoring, and the guide says so."""
    d = Driver((1024, 700))
    scene = open_tutorial(d)
    at_step(d, scene, "medal")
    coach, zones = scene.coach, scene.zones
    me = scene.state.players[LEARNER]
    assert me.medals == 1 and scene.state.face_up[C.god_of(8)] == 8 and 8 in me.hand
    ringed = [rect for rect, _colour in coach.targets()]
    display, medals = zones.gods[C.god_of(8)], zones.stats[(LEARNER, "medals")]
    assert any(r.colliderect(display) for r in ringed) and medals in ringed
    assert not scene.coach_box.colliderect(display) and not scene.coach_box.colliderect(medals)
    count = len(scene.game.actions)
    d.click(scene.where.hand[8].center)  # the 08 of the hand: it would cost an offering
    assert len(scene.game.actions) == count and coach.step is not None and coach.step.id == "medal"
    assert coach.feedback == i18n._(coach.step.nudge)
    food, knowledge = me.food, me.knowledge
    d.click(display.center)  # the face-up 08, for the medal
    played = scene.game.actions[count]
    assert isinstance(played, PlayCard) and (played.card, played.medal) == (8, True)
    me = scene.state.players[LEARNER]
    assert me.medals == 0 and me.food == food + 3 and me.knowledge >= knowledge and 8 in me.hand
    assert coach.step is not None and coach.step.id == "hand_card"
    at_step(d, scene, "abilities_2")  # card 01 from the hand: each tile's ability counts one tile more
    uses = [a for a in coach.wanted() if isinstance(a, UseAbility)]
    assert uses and all(i18n._("counted as {n} tiles", n=2) in option_label(a, scene.state) for a in uses)
    at_step(d, scene, "scoring")
    assert scene.state.players[LEARNER].medals == 1  # the most priests: the temple's medal
    assert i18n._("you, so your M went up by one") in coach.text()


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_wrong_click_is_refused_with_a_reason_and_changes_nothing(language: str) -> None:
    d = Driver()
    d.app.settings.language = language
    i18n.set_language(language)
    scene = open_tutorial(d)
    step_until(d.step, lambda: scene.coach.task() is not None and scene.buttons,
               "the learner's first decision (the welcome still unread)", idle=on_signal(searching(scene)))
    count = len(scene.game.actions)
    option = next(b for b, a in scene.buttons if a is not None)
    d.click(option.rect.center)  # an option while the welcome is being read
    assert len(scene.game.actions) == count
    assert scene.coach.feedback == i18n._("First read the guide, then click Next.")
    at_step(d, scene, "exchange_space")
    count = len(scene.game.actions)
    refused = scene.coach.refused_spaces()
    space, reason = next(iter(refused.items()))
    d.click(scene.zones.spaces[space].center)  # a space that refuses every die: the rules' reason
    assert scene.space is None and scene.coach.feedback == i18n._("Not here: {reason}", reason=reason)
    vp = space_of(scene, "vp")
    d.click(scene.zones.spaces[vp].center)  # a legal space, but not the lesson's
    assert scene.space is None and len(scene.game.actions) == count
    assert scene.coach.feedback == i18n._("In this lesson, a die of 2 goes on the exchange space (it glows).")
    if language == "es":
        assert scene.coach.feedback != "In this lesson, a die of 2 goes on the exchange space (it glows)."
    d.click(scene.zones.spaces[space_of(scene, "exchange")].center)  # the right one is taken
    assert scene.space == space_of(scene, "exchange")
    settle(d, scene)
    exchange = next(b for b, a in scene.buttons if isinstance(a, Place))
    d.click(exchange.rect.center)
    assert scene.coach.step is not None and scene.coach.step.id == "exchange_price"
    count = len(scene.game.actions)
    settle(d, scene)
    other = next(b for b, a in scene.buttons if a is not None and getattr(a, "option", "vp") != "vp")
    d.click(other.rect.center)  # an exchange the step does not ask for
    assert len(scene.game.actions) == count
    assert scene.coach.feedback == i18n._("Choose the 1 VP option: it costs 1 pip.")
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.game.actions) == count and scene.coach.feedback == i18n._("Undo is off in the guided game.")


def test_escape_leaves_the_guided_round_at_once() -> None:
    d = Driver()
    scene = open_tutorial(d)
    at_step(d, scene, "keep")
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, MenuScene) and scene not in d.app.stack.scenes


@pytest.mark.parametrize("seed", [0, 1])
def test_a_learner_clicking_at_random_is_refused_calmly_and_still_ends_the_round(seed: int) -> None:
    """Random spaces and options, most of them refused: nothing breaks, the round ends, the mission is met."""
    rng = random.Random(seed)
    d = Driver()
    scene = open_tutorial(d)
    refused = [0]

    def gesture() -> None:
        coach = scene.coach
        step = coach.step
        assert step is not None
        if isinstance(d.top, RoundEndScene) or step.expect.kind in ("next", "hover") or coach.task() is None:
            do_step(d, scene)
            return
        if rng.random() < 0.5:  # and, as often, what the guide asks, on the board
            board_step(d, scene)
            return
        count = len(scene.game.actions)
        if placing(scene.state) and scene.space is None:
            d.click(scene.zones.spaces[rng.choice(list(scene.zones.spaces))].center)
            refused[0] += scene.space is None
            return
        settle(d, scene)
        options = [b for b, a in scene.buttons if a is not None]
        d.click(rng.choice(options).rect.center)
        if len(scene.game.actions) == count:
            refused[0] += 1
            assert coach.feedback  # every refusal says why

    walk(d, scene, lambda: lesson_over(d, scene), "the end of the guided game", gesture)
    assert scene.coach.finished and refused[0] >= 3
    assert 103 in scene.state.players[LEARNER].completed


def test_the_guide_box_leaves_the_road_network_when_its_villages_are_to_be_clicked() -> None:
    d = Driver((1024, 700))
    scene = open_tutorial(d)
    window = pygame.Surface((1024, 700))
    scene.draw(window)
    assert scene.layout is not None and scene.coach_box.colliderect(scene.layout.road)
    glowing = {("place", village): None for village in range(13)}  # a chasqui to move anywhere
    scene.clickable = lambda: glowing  # type: ignore[method-assign,assignment,return-value]
    scene.human_to_act = lambda: LEARNER  # type: ignore[method-assign]
    scene.draw(window)
    covered = [v for (_what, v) in glowing if scene.coach_box.colliderect(scene.zones.places[v])]
    assert not covered and not scene.coach_box.colliderect(scene.side_inner)


def test_god_cards_and_the_medal_wait_for_their_steps() -> None:
    """In a decision no step is about (round 1's phase II, once its step is done), the face-up card the
    learner's medal could play is not offered: a click on it says the cards wait for their steps, and the
    medal stays for the step that spends it."""
    d = Driver((1024, 700))
    scene = open_tutorial(d)
    coach = scene.coach

    def medal_play_legal() -> bool:
        return coach.step is not None and coach.step.id == "palace" and coach.task() == "abilities" and \
            any(isinstance(a, PlayCard) and a.medal for a in scene.legal())

    walk(d, scene, medal_play_legal, "round 1's phase II after its step, a face-up card playable for the medal")
    d.step()
    play = next(a for a in scene.legal() if isinstance(a, PlayCard) and a.medal)
    assert play not in scene.offered() and coach.held_back(play)
    count = len(scene.game.actions)
    d.click(scene.zones.gods[C.god_of(play.card)].center)
    assert len(scene.game.actions) == count and scene.state.players[LEARNER].medals == 1
    assert coach.feedback == coach.held_back(play)
