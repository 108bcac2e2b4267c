"""The tooltips of Feld's Cuzco's table, read as a player reads them: the pointer moved (posted events)
over each mark and the tooltip the table then shows. Every text and die drawn on the boards and beside
"Your dice:" explains itself, an empty market space says why it is empty; an action space says first what its action
does, then the placement rule and the dice there; no tooltip says "reconstructed" (the form, the rules page
and F1 say it once); the status row spells out its abbreviations; after the last round the header shows
the final ranking, not the turn order; the names of the gods and of the market's goods are whole; F1 names each
action and what it gives. In English and in Spanish."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from cuzco.games.feld_cuzco.bots.levels import make_bot
from cuzco.games.feld_cuzco.rules import Game, Setup, State, view
from cuzco.games.feld_cuzco.rules import components as C
from cuzco.games.feld_cuzco.ui import board_draw, mask_draw, road_draw, side_panel
from cuzco.games.feld_cuzco.ui.board_draw import final_ranking, market_slots
from cuzco.games.feld_cuzco.ui.decisions import placing
from cuzco.games.feld_cuzco.ui.layout import table_scale
from cuzco.games.feld_cuzco.ui.names import action_name, face_up_tip, god_name, good_name
from cuzco.games.feld_cuzco.ui.table_help import action_effect
from cuzco.games.feld_cuzco.ui.table_scene import FeldTableScene
from cuzco.shell import i18n, tooltips
from cuzco.shell.main import App
from cuzco.shell.scenes.help_overlay import HelpOverlay
from cuzco.shell.settings import Settings
from cuzco.shell.widgets.theme import scaled_by

NAMES = ("Ana", "Bea", "Ciro")
Drawn = list[tuple[str, pygame.Rect]]


@pytest.fixture(autouse=True)
def _english_again() -> Iterator[None]:
    yield
    i18n.set_language("en")


def _played(until: Callable[[State], bool], seed: int = 2) -> Game:
    """A game of three random players, played until `until` holds (or to its end)."""
    game = Game(Setup(NAMES, seed=seed))
    bot = make_bot("random", seed)
    while not game.state.over and not until(game.state):
        game.apply(bot.choose(view(game.state, game.state.actor)))
    return game


def _open(game: Game, language: str, size: tuple[int, int] = (1280, 800)) -> tuple[App, FeldTableScene]:
    """The table of `game` on a window, shown to the seat whose turn it is (every seat human)."""
    i18n.set_language(language)
    app = App(size, settings=Settings(language=language), fps=None)
    scene = FeldTableScene(game, app.settings, {}, autosave=False)
    scene.viewer = game.state.actor
    scene.results_shown = True  # a finished game stays on its table
    app.push(scene)
    app.step(1 / 60)
    return app, scene


def _hover(app: App, scene: FeldTableScene, pos: tuple[int, int]) -> str:
    """The tooltip shown once the pointer has moved to `pos`: the table's own, the pointer kit's (a preview
    or a refusal), or the shell's."""
    scene._tip_image = ("", 0, None)
    tooltips.last_shown = ""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)
    return scene._tip_image[0] or " ".join(scene.kit.painter.words) or tooltips.last_shown


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Drawn:
    """Every text and die the table's drawing modules put on the screen, with its rectangle."""
    found: Drawn = []

    def recording(fn: Callable[..., pygame.Rect], what: Callable[[tuple[Any, ...]], str]) -> Callable[..., Any]:
        def record(*args: Any, **kwargs: Any) -> pygame.Rect:
            rect = fn(*args, **kwargs)
            found.append((what(args), pygame.Rect(rect)))
            return rect
        return record

    for module in (board_draw, road_draw, mask_draw, side_panel):
        monkeypatch.setattr(module, "draw_text", recording(module.draw_text, lambda a: str(a[1])))
        if hasattr(module, "draw_die"):
            monkeypatch.setattr(module, "draw_die", recording(module.draw_die, lambda a: f"die {a[3]}"))
    return found


@pytest.mark.parametrize("language", ["en", "es"])
def test_every_text_and_die_on_the_table_and_beside_your_dice_has_a_tooltip(language: str, drawn: Drawn) -> None:
    game = _played(lambda s: s.round >= 2 and placing(s) and len(s.players[s.actor].dice) >= 2)
    app, scene = _open(game, language)
    shown = [(words, rect) for words, rect in drawn if words.strip()]
    assert any(words == i18n._("Your dice:") for words, _rect in shown)
    assert sum(words.startswith("die ") for words, _rect in shown) >= 2
    marks = sorted({(words, tuple(rect)) for words, rect in shown})
    bare = [(words, rect) for words, rect in marks if not _hover(app, scene, pygame.Rect(rect).center)]
    assert bare == [], f"drawn with no tooltip: {bare}"


@pytest.mark.parametrize("language", ["en", "es"])
def test_an_empty_market_space_says_why_it_is_empty(language: str) -> None:
    """With three players the first column is never filled; another space is empty once its good is bought."""
    game = _played(lambda s: 1 <= s.round <= len(s.market) and s.market[s.round - 1].count(-1) >= 2)
    app, scene = _open(game, language)
    goods = game.state.market[game.state.round - 1]
    assert scene.layout is not None
    with scaled_by(table_scale((1280, 800))):
        slots = market_slots(scene.layout, len(goods))
    for good, slot in zip(goods, slots, strict=True):
        tip = _hover(app, scene, slot.center)
        assert tip, f"market space {tuple(slot)} has no tooltip"
        bought = i18n._("An empty market space: its good was bought this round")
        unused = i18n._("An empty market space: with fewer than 4 players the market's first column holds no goods")
        assert tip == (unused if slot == slots[0] else bought if good < 0 else tip)
        assert (good < 0) == (tip in (bought, unused))


@pytest.mark.parametrize("language", ["en", "es"])
def test_each_action_space_says_what_it_does_then_its_rule_then_its_dice(language: str) -> None:
    game = Game(Setup(NAMES, seed=2))
    app, scene = _open(game, language)
    board = C.ACTION_BOARD.value[game.state.n]  # type: ignore[index]
    for space, acts in enumerate(board):
        lines = _hover(app, scene, scene.zones.spaces[space].center).splitlines()
        for line, act in zip(lines, acts, strict=False):
            assert line == i18n._("{action}: {effect}", action=action_name(act).capitalize(),
                                  effect=action_effect(act))
        assert lines[len(acts)] in (i18n._("Placement: any die may go here."),
                                    i18n._("Placement: a die here must show fewer pips than every die already here."))
        assert lines[-1].startswith(i18n._("Dice here: {dice}", dice="")) and len(lines) == len(acts) + 2
    space = next(k for k, acts in enumerate(board) if "headdress" in acts)
    headdress = _hover(app, scene, scene.zones.spaces[space].center)
    assert all(str(v) in headdress.splitlines()[0] for v in (10, 7, 4))


def test_no_tooltip_says_reconstructed_which_the_form_the_rules_page_and_f1_say_once() -> None:
    for language, word in (("en", "reconstructed"), ("es", "reconstruid")):
        app, scene = _open(Game(Setup(NAMES, seed=2)), language)
        tips = [tip for _rect, tip in scene.zones.tips]
        assert len(tips) > 40 and not [tip for tip in tips if word in tip.lower()]
        assert not any("\u2014" in tip for tip in tips)
        start = next(rect for rect, tip in scene.zones.tips if tip.startswith(i18n._("Knowledge {k}: worth {k} VP "
                                                                                     "at the university", k=0)))
        first = _hover(app, scene, start.center).splitlines()
        assert first[0].endswith(f"({', '.join(NAMES)})") and len(first) == 1


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_status_row_spells_out_each_abbreviation_on_hover(language: str) -> None:
    app, scene = _open(Game(Setup(NAMES, seed=2)), language)
    p = scene.state.players[scene.viewer]
    for attr, label, _tip in mask_draw.STATS:
        shown = i18n._(label, n=getattr(p, attr))
        letter = shown.split()[0]
        tips = [tip for _rect, tip in scene.zones.tips if tip.startswith(f"{letter}: ")]
        assert len(tips) == len(NAMES), (shown, tips)  # one on each mask board
        words = tips[0].split(",")[0][len(letter) + 2:]  # the word itself, which starts with the letter
        assert len(words) > 3 and any(w[0].lower() == letter.lower() for w in words.split()), tips[0]


@pytest.mark.parametrize("language", ["en", "es"])
def test_after_the_last_round_the_header_shows_the_final_ranking(language: str, drawn: Drawn) -> None:
    game = _played(lambda s: False, seed=5)
    state = game.state
    ranking = final_ranking(state)
    assert state.over and ranking != list(state.order)  # the last round's order is not the ranking
    app, scene = _open(game, language)
    assert scene.layout is not None
    header = scene.layout.header
    words = [w for w, rect in drawn if header.contains(rect)]
    assert i18n._("Final:") in words and i18n._("Order:") not in words
    names = [w for w in words if w[:2] in {"1.", "2.", "3."}]
    assert names == [f"{k + 1}. {NAMES[seat]} {state.players[seat].vp}" for k, seat in enumerate(ranking)]
    label = next(rect for w, rect in drawn if w == i18n._("Final:"))
    assert _hover(app, scene, label.center) == i18n._("The game is over: the final ranking by VP (a tie goes to "
                                                      "whoever is earlier in player order)")
    entries = sorted((rect for rect, tip in scene.zones.tips if header.contains(rect) and NAMES[ranking[0]] in tip
                      and tip.startswith(NAMES[ranking[0]])), key=lambda r: r.x)
    assert _hover(app, scene, entries[0].center) == i18n._("{name}: place {k} with {vp} VP", name=NAMES[ranking[0]],
                                                           k=1, vp=state.players[ranking[0]].vp)


@pytest.mark.parametrize("size", [(1024, 700), (1600, 900)])
@pytest.mark.parametrize("language", ["en", "es"])
def test_the_gods_and_goods_names_on_the_cuzco_board_are_whole(size: tuple[int, int], language: str,
                                                               drawn: Drawn) -> None:
    game = _played(lambda s: s.round == 1 and placing(s))
    _app, scene = _open(game, language, size)
    goods = {good_name(g) for g in game.state.market[0] if g >= 0}
    assert i18n._("pottery decanter") in goods or i18n._("pottery bowl") in goods  # the longest names
    state = game.state
    gods = {god_name(god): face_up_tip(god, state.face_up[god], len(state.god_piles[god])) for god in range(5)}
    for name in list(gods) + sorted(goods):
        box = next(rect for rect, tip in scene.zones.tips if tip == gods.get(name) or tip.startswith(f"{name}: "))
        inside = sorted(((w, r) for w, r in drawn if box.contains(r)), key=lambda item: item[1].y)
        lines = [w for w, _r in inside if not w.isdigit() and w != "-" and "\u2192" not in w]
        assert "".join(line.removesuffix("-") for line in lines).replace(" ", "") == name.replace(" ", ""), lines
        rects = [r for _w, r in inside]
        assert all(a.bottom <= b.top + 1 for a, b in zip(rects, rects[1:], strict=False)), inside  # apart


@pytest.mark.parametrize("language", ["en", "es"])
def test_f1_names_each_action_and_what_it_gives_on_one_page(language: str) -> None:
    app, _scene = _open(Game(Setup(NAMES, seed=2)), language, (1024, 700))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0))
    app.step(1 / 60)
    overlay = app.stack.top
    assert isinstance(overlay, HelpOverlay) and overlay.sections is not None
    app.step(1 / 60)
    assert overlay.pages == 1 and overlay.fits
    table = dict(dict(overlay.sections)[i18n._("The table")])
    said = table[i18n._("Reconstructed")]  # said once here (and in the form and on the rules page)
    assert len(said) > 40 and (language != "en" or all(part in said for part in ("the map", "the rules page")))
    rows = dict(overlay.sections)[i18n._("Actions")]
    keys = " ".join(key.lower() for key, _what in rows)
    assert all(action_name(a).lower() in keys for a in C.ACTIONS)
    assert all(what.strip() for _key, what in rows)
