"""MenuScene: the title screen.

    MenuScene(settings)

The title is the collection's (the app plays several games, two of them named Cuzco), with a subtitle
saying how many games it holds.

Continue (the newest autosave, of whichever game was played last, named beside
the button; disabled when there is none), New game (the game
chooser, then the chosen game's own new-game form), Learn to play, Load game,
Rules, Settings, Quit (posts pygame.QUIT), and beside them a card per registered game
(a click opens its new-game form). A game started from here is pushed
on top of the menu, so finishing it comes back here. The menu reaches a game
only through `cuzco.shell.registry`.
"""

from __future__ import annotations

import logging
import time
from typing import Any

import pygame

from cuzco import __version__
from cuzco.shell import frames, notices, persistence, registry
from cuzco.shell.i18n import _, ngettext, short_date, translate
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.common import screen_size
from cuzco.shell.scenes.emblem import draw_emblem
from cuzco.shell.scenes.menu_cards import draw_game_card
from cuzco.shell.widgets import Button, draw_backdrop, draw_text, render, theme, wrap
from cuzco.shell.widgets.theme import px

log = logging.getLogger(__name__)

# the sun turns so slowly (its rays' tips move about 5 pixels a second) that five frames a second show
# every pixel of its turn: the title screen draws no more often than that while nobody touches it
SUN_STEP = 0.2


class MenuScene(Scene):
    def __init__(self, settings: Any) -> None:
        super().__init__()
        self.settings = settings
        self.buttons: dict[str, Button] = {}
        self.size = (0, 0)
        self.message = ""  # a one-line problem to show (e.g. an unreadable autosave)
        self.age = 0.0
        # the sun's box, the backdrop under it, its centre and size (for `draw_partial`)
        self._sun: tuple[pygame.Rect, pygame.Surface, tuple[int, int], int] | None = None
        self.autosave_info = ""
        self._plate: tuple[tuple[object, ...], pygame.Surface] | None = None  # the message, drawn once
        self.header_top = 0
        self.header_h = 0

    # ---- lifecycle -----------------------------------------------------------
    def enter(self) -> None:
        self._refresh()

    def resume(self) -> None:
        self._refresh()

    def _refresh(self) -> None:
        """Re-read what may have changed while another scene was on top (autosave, language)."""
        self.size = (0, 0)  # rebuild buttons: labels may be in a new language
        self.autosave_info = ""
        waiting = notices.take()  # files kept aside (bad settings, a bad autosave): say so
        if waiting:
            self.message = " ".join(waiting)
        newest = persistence.newest_autosave()
        if newest is not None:
            try:
                when = short_date(time.localtime(newest.stat().st_mtime))
            except OSError:
                return
            game_id = persistence.autosave_game_id(newest)
            if len(registry.GAME_MODULES) > 1 and game_id is not None:
                self.autosave_info = _("{game}, saved {when}", game=_(registry.entry(game_id).name), when=when)
            else:
                self.autosave_info = _("saved {when}", when=when)

    def _layout(self, size: tuple[int, int]) -> None:
        if size == self.size and self.buttons:
            return
        self.size = size
        w, h = size
        entries = [
            ("continue", _("Continue"), self.continue_game, "primary"),
            ("new", _("New game"), self.new_game, "primary"),
            ("learn", _("Learn to play"), self.learn, "normal"),
            ("load", _("Load game"), self.load_game, "normal"),
            ("rules", _("Rules"), self.rules, "normal"),
            ("settings", _("Settings"), self.open_settings, "normal"),
            ("quit", _("Quit"), self.quit, "ghost"),
        ]
        n = len(entries)
        # the header (emblem, title, subtitle) and the buttons, fitted between the top edge and the
        # fret band at the bottom: buttons and gaps shrink first, then the header, never overlapping
        band = px(34) + px(30)  # the fret band and the version line above it
        header, bw, bh, gap = px(290), px(320), px(54), px(14)
        room = h - band - px(16)
        if header + n * bh + (n - 1) * gap + px(20) > room:
            bh, gap = px(44), px(8)
        if header + n * bh + (n - 1) * gap + px(20) > room:
            header = max(px(150), room - n * bh - (n - 1) * gap - px(20))
        self.header_h = header
        block = header + px(20) + n * bh + (n - 1) * gap
        top = max(px(8), min((h - band - block) // 2, h // 2 - px(40) - header - px(20)))
        self.header_top = top
        x = w // 2 - bw // 2
        y = top + header + px(20)
        self.buttons = {}
        for key, label, action, kind in entries:
            self.buttons[key] = Button((x, y, bw, bh), label, action, kind=kind)
            y += bh + gap
        self.buttons["continue"].enabled = persistence.has_autosave()
        if not self.buttons["continue"].enabled:
            self.buttons["continue"].tooltip = _("No game in progress")
            self.buttons["continue"].kind = "normal"

    # ---- what the header takes (also checked by the layout test) ----------------
    def _subtitle(self) -> str:
        """The app is a collection: the subtitle says how many games it holds and, where the window leaves
        no room for the cards beside the buttons, names each of them."""
        games = registry.games()
        if self.game_cards():
            return ngettext("{n} board game of the Andes", "{n} board games of the Andes", len(games))
        return _("Board games of the Andes: {games}", games=" · ".join(_(e.name) for e in games))

    def game_cards(self) -> list[tuple[registry.GameEntry, pygame.Rect]]:
        """Beside the buttons, one card per registered game (its picture and name); a click on one opens
        its new-game form. None where the window leaves no room beside the buttons."""
        if not self.buttons:
            return []
        w, _h = self.size
        # from the New game row down: the Continue row keeps its note on the autosave to its right
        column = self.buttons["new"].rect.union(self.buttons["quit"].rect)
        x = column.right + px(40)
        width = min(px(360), w - x - px(24))
        games = registry.games()
        top = column.top + px(30)  # under the column's heading
        card_h = min(px(120), (column.bottom - top - (len(games) - 1) * px(10)) // max(1, len(games)))
        if width < px(180) or card_h < px(60):
            return []
        return [(entry, pygame.Rect(x, top + k * (card_h + px(10)), width, card_h)) for k, entry in enumerate(games)]

    def _draw_game_cards(self, surface: pygame.Surface) -> None:
        cards = self.game_cards()
        if not cards:
            return
        first = cards[0][1]
        draw_text(surface, _("The games"), (first.left + px(4), first.top - px(8)), 22, theme.SAND, bold=True,
                  anchor="bottomleft")
        for entry, card in cards:
            draw_game_card(surface, entry, card)

    @staticmethod
    def title() -> str:
        """The collection's name (the app plays several games, so it is none of theirs)."""
        return _("Andean Table").upper()

    def _title_size(self) -> int:
        return 88 if self.header_h >= px(250) else 64

    def _header_boxes(self, w: int) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """Emblem, title and subtitle, stacked from the top of the header down."""
        sub = render(self._subtitle(), 24, theme.SAND)
        title = render(self.title(), self._title_size(), theme.GOLD_LIGHT, bold=True)
        bottom = self.header_top + self.header_h
        sub_box = sub.get_rect(midbottom=(w // 2, bottom))
        title_box = title.get_rect(midbottom=(w // 2, sub_box.top - px(4)))
        emblem = pygame.Rect(0, 0, px(210), min(px(144), max(0, title_box.top - self.header_top - px(4))))
        emblem.midbottom = (w // 2, title_box.top - px(2))
        return emblem, title_box, sub_box

    def layout_boxes(self) -> list[tuple[str, pygame.Rect]]:
        """Drawn text and art that widgets must keep clear of."""
        w, h = self.size
        emblem, title, subtitle = self._header_boxes(w)
        version = render(_("version {v}", v=__version__), 18, theme.TEXT_DIM)
        boxes = [
            ("title", title),
            ("subtitle", subtitle),
            ("fret band", pygame.Rect(0, h - px(34), w, px(34))),
            ("version", version.get_rect(bottomright=(w - px(16), h - px(44)))),
        ]
        if emblem.h >= px(60):
            boxes.append(("emblem", emblem))
        boxes += [("game card", card) for _entry, card in self.game_cards()]
        if self.autosave_info and self.buttons["continue"].enabled:
            info = render(self.autosave_info, 18, theme.TEXT_DIM)
            r = self.buttons["continue"].rect
            boxes.append(("autosave note", info.get_rect(midleft=(r.right + px(14), r.centery))))
        return boxes

    # ---- actions -------------------------------------------------------------
    def _push(self, scene: Scene) -> None:
        assert self.stack is not None
        self.stack.push(scene)

    def continue_game(self) -> None:
        from cuzco.shell.scenes import doors

        newest = persistence.newest_autosave()
        try:
            game = persistence.continue_autosave(newest)
        except ValueError as exc:
            # the file is kept aside, unchanged (the message says where), so Continue is off now
            self.message = _("The autosave cannot be loaded: {reason}", reason=translate(exc))
            self._refresh()
            return
        self.message = ""
        try:
            doors.open_game(self, game, self.settings, spare=newest, replace=False)  # the game in progress itself
        except ImportError as exc:
            log.error("the game screen cannot be loaded: %s", exc)
            self.message = _("The game screen is missing from this build.")

    def new_game(self) -> None:
        """The game chooser; with a single game registered, straight on to that game (the chooser still
        asks about a game of it in progress)."""
        from cuzco.shell.scenes.game_chooser import GameChooserScene

        self._push(GameChooserScene(self.settings, auto=len(registry.games()) == 1))

    def learn(self) -> None:
        """The guided first game: in memory only, it never touches the saves, the autosave or the settings.
        With more than one game to learn, the chooser first asks which."""
        from cuzco.shell.scenes.game_chooser import GameChooserScene

        guided = [entry for entry in registry.games() if entry.tutorial_scene is not None]
        if len(guided) == 1 and guided[0].tutorial_scene is not None:
            self._push(guided[0].tutorial_scene(self.settings))
        else:
            self._push(GameChooserScene(self.settings, purpose="learn"))

    def load_game(self) -> None:
        from cuzco.shell.scenes.save_load import LoadScene

        self._push(LoadScene(self.settings))

    def rules(self) -> None:
        """The rules reference: with more than one game, the chooser first asks whose."""
        from cuzco.shell.scenes.game_chooser import GameChooserScene
        from cuzco.shell.scenes.rules_scene import RulesScene

        games = registry.games()
        if len(games) == 1:
            self._push(RulesScene(self.settings, page=games[0].rules_page))
        else:
            self._push(GameChooserScene(self.settings, purpose="rules"))

    def open_settings(self) -> None:
        from cuzco.shell.scenes.settings_scene import SettingsScene

        self._push(SettingsScene(self.settings))

    def quit(self) -> None:
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    # ---- loop ----------------------------------------------------------------
    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = (0, 0)  # the UI scale may have changed even if the window did not
        self._layout(size)

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.buttons:
            self._layout(screen_size())
        for button in self.buttons.values():
            if button.handle_event(event):
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for entry, card in self.game_cards():
                if card.collidepoint(event.pos):
                    from cuzco.shell.scenes import doors

                    doors.new_game(self, entry, replace=False)
                    return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_n:
                self.new_game()
            elif event.key in (pygame.K_c, pygame.K_RETURN) and self.buttons["continue"].enabled:
                self.continue_game()
            elif event.key == pygame.K_l:
                self.load_game()
            elif event.key in (pygame.K_F1, pygame.K_r):
                self.rules()

    def update(self, dt: float) -> None:
        self.age += dt

    def wants_frames(self) -> bool:
        return False  # only the sun turns by itself, and it asks for its frames as it draws

    def draw_partial(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The sun's frames: its box painted afresh (the backdrop kept from the last full frame)."""
        if self._sun is None or surface.get_size() != self.size:
            return []
        box, under, center, size = self._sun
        surface.blit(under, box)
        draw_emblem(surface, center, size, self.age)
        frames.request(after=SUN_STEP, partial=True)
        return [box]

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        draw_backdrop(surface)
        w, h = surface.get_size()
        emblem, title, subtitle = self._header_boxes(w)
        if emblem.h >= px(60):
            size = min(round(emblem.h / 1.56), px(92))  # rays above the sun to the temple's base
            center = (emblem.centerx, emblem.bottom - size // 2)
            box = emblem.inflate(px(8), px(8)).clip(surface.get_rect())
            box.height = emblem.bottom - box.top  # the title's top stays out of it
            self._sun = (box, surface.subsurface(box).copy(), center, size)
            draw_emblem(surface, center, size, self.age)
            frames.request(after=SUN_STEP, partial=True)
        else:
            self._sun = None
        draw_text(
            surface, self.title(), title.midtop, self._title_size(), theme.GOLD_LIGHT, bold=True, anchor="midtop",
            shadow=True,
        )
        draw_text(surface, self._subtitle(), subtitle.midtop, 24, theme.SAND, anchor="midtop")
        for key, button in self.buttons.items():
            button.draw(surface)
            if key == "continue" and button.enabled and self.autosave_info:
                draw_text(
                    surface,
                    self.autosave_info,
                    (button.rect.right + px(14), button.rect.centery),
                    18,
                    theme.TEXT_DIM,
                    anchor="midleft",
                )
        self._draw_game_cards(surface)
        if self.message:
            self._draw_message(surface)
        draw_text(
            surface,
            _("version {v}", v=__version__),
            (w - px(16), h - px(44)),
            18,
            theme.TEXT_DIM,
            anchor="bottomright",
        )
        for button in self.buttons.values():
            button.draw_tooltip(surface)


    def _draw_message(self, surface: pygame.Surface) -> None:
        """The message, wrapped, on a dark plate under the buttons (lifted to stay on screen)."""
        w, h = surface.get_size()
        key = (self.message, w, theme.ui_scale())
        if self._plate is None or self._plate[0] != key:
            colour = theme.lighten(theme.TERRACOTTA, 0.3)
            imgs = [render(line, 20, colour) for line in wrap(self.message, 20, min(w - px(80), px(1000)))]
            size = (max(i.get_width() for i in imgs) + px(28), sum(i.get_height() for i in imgs) + px(14))
            plate = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(plate, (*theme.darken(theme.PANEL, 0.3), 235), plate.get_rect(), border_radius=px(8))
            pygame.draw.rect(plate, colour, plate.get_rect(), px(1), border_radius=px(8))
            y = px(7)
            for img in imgs:
                plate.blit(img, img.get_rect(midtop=(size[0] // 2, y)))
                y += img.get_height()
            self._plate = (key, plate)
        box = self._plate[1].get_rect(midtop=(w // 2, self.buttons["quit"].rect.bottom + px(12)))
        box.bottom = min(box.bottom, h - px(6))
        surface.blit(self._plate[1], box)
