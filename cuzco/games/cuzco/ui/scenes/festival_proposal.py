"""FestivalProposalScene: the proposer picks the opening cards.

    FestivalProposalScene(game, settings, temple_hex: Hex, *, colours=None)

A modal over the (dimmed) board, for the current player during their own turn.
It shows the temple's value and the prestige at stake, who else has an Inca in
the city (they may answer), the wanted relics, and the player's hand with each
card's FP; only matching cards can be picked. "Propose" is enabled exactly when
the engine accepts `ProposeFestival(temple_hex, cards)` and otherwise shows the
engine's reason. Result via `finish()`: the `ProposeFestival` action to apply,
or None when the player cancels (Cancel or Escape). GameScene applies the
action and then pushes FestivalScene.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from cuzco.games.cuzco.rules.actions import ProposeFestival
from cuzco.games.cuzco.rules.components import FESTIVAL_PRESTIGE, card_worth
from cuzco.games.cuzco.rules.festival import players_in_city
from cuzco.games.cuzco.rules.hexgrid import Hex
from cuzco.games.cuzco.ui.render.festival_cards import (
    card_tip,
    draw_card,
    draw_relic,
    in_hand_order,
    relic_label,
)
from cuzco.shell import sound, tooltips
from cuzco.shell.i18n import _, translate
from cuzco.shell.scene import Scene
from cuzco.shell.scenes.common import screen_size, seat_colours, text_colour
from cuzco.shell.widgets import Button, dim, draw_panel, draw_text, draw_wrapped, theme
from cuzco.shell.widgets.theme import Colour, px


class FestivalProposalScene(Scene):
    transparent = True

    def __init__(
        self, game: Any, settings: Any, temple_hex: Hex, *, colours: Sequence[Colour] | None = None
    ) -> None:
        super().__init__()
        self.game = game
        self.settings = settings
        self.temple_hex = temple_hex
        state = game.state
        self.player = state.current
        self.colours = seat_colours(state.num_players, colours)
        self.cell = state.cell(temple_hex)
        self.value = state.temple[self.cell] if self.cell is not None else 0
        self.wanted = state.faceup or ""
        inside = players_in_city(state, self.cell) if self.value else set()
        n = state.num_players
        self.others = [(self.player + i) % n for i in range(1, n) if (self.player + i) % n in inside]
        self.selected: set[int] = set()
        self.notice = ""
        self.size = (0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.cards_area = pygame.Rect(0, 0, 0, 0)
        self.propose_button: Button | None = None
        self.cancel_button: Button | None = None

    # ---- choices -----------------------------------------------------------
    def hand(self) -> list[str]:
        state = self.game.state
        return in_hand_order(state.players[self.player].hand, state.faceup)  # as the hand panel shows it

    def action(self) -> ProposeFestival:
        hand = self.hand()
        return ProposeFestival(self.temple_hex, tuple(hand[i] for i in sorted(self.selected)))

    def reason(self) -> str | None:
        """Why the proposal cannot be made now, in the engine's words (None when it can)."""
        problem = self.game.state.check(self.action())
        if (
            problem
            and not self.selected
            and self.game.state.check(ProposeFestival(self.temple_hex, ("mask",)))
        ):
            return translate(problem)
        return None if problem is None else translate(problem)

    def toggle(self, index: int) -> None:
        hand = self.hand()
        if not 0 <= index < len(hand):
            return
        if card_worth(hand[index], self.wanted) == 0:
            self.notice = _("That card shows none of the wanted relics: it is worth 0 FP.")
            return
        self.notice = ""
        self.selected ^= {index}
        sound.play("click")
        self._sync()

    def propose(self) -> None:
        problem = self.reason()
        if problem:
            self.notice = problem
            return
        self.finish(self.action())

    def cancel(self) -> None:
        self.finish(None)

    # ---- layout ------------------------------------------------------------
    def _layout(self, size: tuple[int, int]) -> None:
        if size == self.size:
            return
        self.size = size
        w, h = size
        self.panel = pygame.Rect(0, 0, min(w - px(60), px(900)), min(h - px(60), px(640)))
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        self.cards_area = pygame.Rect(p.left + px(30), p.top + px(236), p.width - px(60), px(230))
        bw, bh = px(230), px(54)
        self.propose_button = Button(
            (p.centerx + px(10), p.bottom - bh - px(24), bw, bh),
            _("Propose festival"),
            self.propose,
            kind="primary",
        )
        self.cancel_button = Button(
            (p.centerx - px(10) - bw, p.bottom - bh - px(24), bw, bh), _("Cancel"), self.cancel, kind="ghost"
        )
        self._sync()

    def card_rects(self) -> list[pygame.Rect]:
        n = len(self.hand())
        if n == 0:
            return []
        ch = self.cards_area.height - px(40)
        cw = round(ch * 0.7)
        step = min(cw + px(16), (self.cards_area.width - cw) / max(1, n - 1)) if n > 1 else 0
        x0 = self.cards_area.centerx - (cw + step * (n - 1)) / 2
        return [pygame.Rect(round(x0 + i * step), self.cards_area.top + px(20), cw, ch) for i in range(n)]

    def _sync(self) -> None:
        if self.propose_button is None:
            return
        problem = self.reason()
        self.propose_button.enabled = problem is None
        self.propose_button.tooltip = problem or ""
        worth = sum(card_worth(c, self.wanted) for c in self.action().cards)
        self.propose_button.label = _("Propose ({fp} FP)", fp=worth) if worth else _("Propose festival")

    def on_resize(self, size: tuple[int, int]) -> None:
        self.size = (0, 0)  # the UI scale may have changed even if the window did not
        self._layout(size)

    def enter(self) -> None:
        surface = pygame.display.get_surface()
        if surface is not None:
            self._layout(surface.get_size())

    # ---- loop --------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.propose_button is None:
            self._layout(screen_size())
        assert self.propose_button is not None and self.cancel_button is not None
        if self.propose_button.handle_event(event) or self.cancel_button.handle_event(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.cancel()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.propose()
            elif pygame.K_1 <= event.key <= pygame.K_9:
                self.toggle(event.key - pygame.K_1)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in reversed(list(enumerate(self.card_rects()))):
                if rect.union(rect.move(0, -px(14))).collidepoint(event.pos):
                    self.toggle(i)
                    return

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        dim(surface, 170)
        p = self.panel
        inner = draw_panel(surface, p, _("Propose a festival"))
        state = self.game.state
        sole, shared = FESTIVAL_PRESTIGE.get(self.value, (0, 0))
        y = inner.top
        draw_text(
            surface,
            _("Temple of value {value}", value=self.value),
            (inner.left, y),
            28,
            theme.TEXT,
            bold=True,
        )
        draw_text(
            surface,
            _("Sole organizer: {sole} PP. Each co-organizer: {shared} PP.", sole=sole, shared=shared),
            (inner.left, y + px(36)),
            22,
            theme.TEXT_DIM,
        )
        if self.others:
            names = ", ".join(state.players[p].name for p in self.others)
            who = _("Also in this city, and free to bid against you: {names}.", names=names)
        else:
            who = _("Nobody else has an Inca in this city: you will organize it alone.")
        draw_wrapped(surface, who, pygame.Rect(inner.left, y + px(66), inner.width // 2 + px(60), px(60)), 21)
        # the wanted relics, at the right
        card = pygame.Rect(inner.right - px(74), y, px(74), px(106))
        draw_card(surface, card, self.wanted, show_worth=False)
        tooltips.add(card, _("The face-up card: its relics are the ones wanted in this festival"))
        draw_text(
            surface,
            _("Wanted relics"),
            (card.left - px(14), y + px(4)),
            22,
            theme.GOLD_LIGHT,
            anchor="topright",
        )
        ry = y + px(40)
        for relic in self.wanted.split("+") if self.wanted else []:
            draw_relic(surface, relic, (card.left - px(30), ry + px(12)), px(26))
            draw_text(
                surface,
                relic_label(relic),
                (card.left - px(50), ry + px(12)),
                20,
                theme.TEXT,
                anchor="midright",
            )
            ry += px(32)

        me = state.players[self.player]
        draw_text(
            surface,
            _("{name}, choose your opening cards:", name=me.name),
            (self.cards_area.left, self.cards_area.top - px(12)),
            22,
            text_colour(self.colours[self.player]),
            bold=True,
            anchor="bottomleft",
        )
        hand = self.hand()
        for i, (c, rect) in enumerate(zip(hand, self.card_rects())):
            draw_card(surface, rect, c, self.wanted, selected=i in self.selected)
            tooltips.add(rect, card_tip(c, self.wanted))
        line = self.notice or (self.propose_button.tooltip if self.selected and self.propose_button else "")
        if not line:
            line = _("Proposing a festival ends your turn. Played cards are discarded, whoever wins.")
        colour = theme.ERROR if self.notice else theme.TEXT_DIM
        draw_text(surface, line, (p.centerx, self.cards_area.bottom + px(22)), 21, colour, anchor="midtop")
        for button in (self.cancel_button, self.propose_button):
            if button is not None:
                button.draw(surface)
