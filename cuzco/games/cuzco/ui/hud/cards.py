"""Festival cards: the face-up card (its relics are the ones wanted), the deck, and the hand of the
player at the screen (only once the hand-off has shown it is really them).

During a turn a card that cannot be drawn now (two drawn already, no AP left, an empty pile) is drawn
greyed out, and its tooltip says why (`blocked`), like a tool that cannot be used."""

from __future__ import annotations

import pygame

from cuzco.games.cuzco.rules.cards import draw_problem
from cuzco.games.cuzco.rules.state import GameState
from cuzco.games.cuzco.ui.hud import icons
from cuzco.games.cuzco.ui.render.festival_cards import blit_card, card_tip, in_hand_order, relic_label
from cuzco.shell.i18n import _, ngettext, translate
from cuzco.shell.tooltips import Tips, faded_copy
from cuzco.shell.widgets import theme
from cuzco.shell.widgets.text import draw_text, draw_wrapped, fit_line
from cuzco.shell.widgets.theme import Colour, px

WANTED_ROOM = 84  # design width kept for "Wanted:" and a relic's name, e.g. "conch trumpet"


def blocked(state: GameState, source: str) -> str:
    """Why the player at turn cannot draw from `source` ("deck" or "faceup") now, or "" (and "" outside a turn)."""
    if state.phase != "turn" or state.is_over:
        return ""
    why = draw_problem(state, source)
    return _("You cannot draw now: {reason}", reason=translate(why)) if why else ""


class CardsPanel:
    def __init__(self) -> None:
        self.faceup_rect = pygame.Rect(0, 0, 0, 0)
        self.deck_rect = pygame.Rect(0, 0, 0, 0)
        self.wanted_rect = pygame.Rect(0, 0, 0, 0)  # "Wanted:" and the face-up card's relics
        self.hover: str | None = None  # "faceup" or "deck" while the mouse is over one
        self._cache: pygame.Surface | None = None
        self._cache_key: tuple | None = None
        self.tips = Tips()  # the hoverable parts of the cached image, in its own coordinates

    def layout(self, rect: pygame.Rect) -> None:
        card_h = min(px(120), max(px(70), rect.h // 2 - px(40)))
        card_w = round(card_h * 0.68)
        # the two cards leave room beside them for what the face-up card wants (a narrow panel: smaller cards)
        widest = (rect.w - px(10) - px(16) - px(14) - px(4) - px(WANTED_ROOM)) // 2
        if card_w > widest:
            card_w, card_h = widest, round(widest / 0.68)
        top = rect.top + px(28)
        self.faceup_rect = pygame.Rect(rect.left + px(10), top, card_w, card_h)
        self.deck_rect = pygame.Rect(self.faceup_rect.right + px(16), top, card_w, card_h)
        wanted = self.deck_rect.right + px(14)
        self.wanted_rect = pygame.Rect(wanted, top, rect.right - wanted - px(4), card_h)

    def draw(
        self, surface: pygame.Surface, rect: pygame.Rect, state: GameState, show_hand: int | None
    ) -> None:
        """Blit the panel; it is redrawn only when the cards, the hand shown or the hover change."""
        self.update(rect, state, show_hand)
        assert self._cache is not None
        surface.blit(self._cache, rect)

    @property
    def image(self) -> pygame.Surface:
        """The cached image (after `update`)."""
        assert self._cache is not None
        return self._cache

    def update(
        self, rect: pygame.Rect, state: GameState, show_hand: int | None, background: Colour | None = None
    ) -> bool:
        """Lay the panel out at `rect` and bring its cached image up to date; True when it was redrawn.
        With a `background` the image is opaque, on that colour (cheaper to blit); else transparent."""
        self.layout(rect)
        hand = tuple(state.players[show_hand].hand) if show_hand is not None else None
        key = (
            tuple(rect),
            theme.ui_scale(),
            state.faceup,
            len(state.deck),
            self.hover,
            blocked(state, "deck"),
            blocked(state, "faceup"),
            show_hand,
            hand,
            state.players[show_hand].name if show_hand is not None else "",
            background,
        )
        if key != self._cache_key or self._cache is None:
            flags = pygame.SRCALPHA if background is None else 0
            old = self._cache
            if old is None or old.get_size() != rect.size or (old.get_flags() & pygame.SRCALPHA) != flags:
                self._cache = pygame.Surface(rect.size, flags)
            self._cache.fill((0, 0, 0, 0) if background is None else background)
            local = rect.move(-rect.x, -rect.y)
            screen_rects = self.faceup_rect, self.deck_rect, self.wanted_rect
            self.layout(local)  # draw in the panel's own space, then restore the screen rects
            self.tips = Tips()
            try:
                self._render(self._cache, local, state, show_hand)
            finally:
                self.faceup_rect, self.deck_rect, self.wanted_rect = screen_rects
            self._cache_key = key
            return True
        return False

    def _render(
        self, surface: pygame.Surface, rect: pygame.Rect, state: GameState, show_hand: int | None
    ) -> None:
        draw_text(
            surface, _("Festival cards"), (rect.left + px(4), rect.top + px(4)), 22, theme.SAND, bold=True
        )
        faceup = state.faceup
        faceup_why, deck_why = blocked(state, "faceup"), blocked(state, "deck")
        if faceup is not None:
            blit_card(surface, self.faceup_rect, faceup, hovered=self.hover == "faceup" and not faceup_why)
            if faceup_why:  # greyed out, like a tool that cannot be used
                veil = pygame.Surface(self.faceup_rect.size, pygame.SRCALPHA)
                veil.fill((*theme.PANEL, 170))
                surface.blit(veil, self.faceup_rect)
            self.tips.add(
                self.faceup_rect,
                (faceup_why or _("The face-up card: its relics are the ones wanted at festivals. Draw it for 1 AP"))
                + " · "
                + relic_label(faceup),
            )
            info = self.wanted_rect
            size, title = fit_line(_("Wanted:"), info.w, (18, 16, 14))
            draw_text(surface, title, info.topleft, size, theme.TEXT_DIM)
            draw_wrapped(surface, relic_label(faceup), info.move(0, px(20)), 20, theme.GOLD_LIGHT)
            self.tips.add(info, _("The relics the face-up card shows: at a festival, each card is worth one point "
                                  "(FP) for each of them it shows"))
        lift = px(4) if self.hover == "deck" and not deck_why else 0
        back = icons.card_back(self.deck_rect.w, self.deck_rect.h)
        if deck_why:
            back = faded_copy(back)
            deck_tip = ngettext("{n} card left in the deck. {why}", "{n} cards left in the deck. {why}",
                                len(state.deck), why=deck_why)
        else:
            deck_tip = ngettext(
                "{n} card left in the deck: draw the top one for 1 AP",
                "{n} cards left in the deck: draw the top one for 1 AP",
                len(state.deck),
            )
        if state.deck:
            for k in range(min(3, len(state.deck)) - 1, -1, -1):  # a little stack
                self.tips.icon(surface, back, self.deck_rect.move(k * px(2), k * px(2) - lift).topleft, tip=deck_tip)
        else:
            pygame.draw.rect(surface, theme.PANEL_LIGHT, self.deck_rect, px(2), border_radius=px(8))
            self.tips.add(self.deck_rect, deck_tip)
        # the captions shrink to their card's width (longer in some languages)
        for caption, card in ((_("deck {n}", n=len(state.deck)), self.deck_rect), (_("face up"), self.faceup_rect)):
            size, caption = fit_line(caption, card.w + px(10), (18, 16, 14))
            draw_text(surface, caption, (card.centerx, card.bottom + px(6)), size, theme.TEXT_DIM, anchor="midtop")
        hand_top = self.faceup_rect.bottom + px(32)
        self._draw_hand(
            surface, pygame.Rect(rect.left, hand_top, rect.w, rect.bottom - hand_top), state, show_hand
        )

    def _draw_hand(
        self, surface: pygame.Surface, rect: pygame.Rect, state: GameState, who: int | None
    ) -> None:
        if rect.h < px(40):
            return
        if who is None:
            draw_text(surface, _("Hands are hidden"), (rect.left + px(4), rect.top), 20, theme.TEXT_DIM)
            return
        hand = in_hand_order(state.players[who].hand, state.faceup)
        size, title = fit_line(_("{name}'s hand ({n})", name=state.players[who].name, n=len(hand)),
                               rect.w - px(8), (20, 18, 16), bold=True)  # a long name shortened with "…"
        draw_text(surface, title, (rect.left + px(4), rect.top), size, theme.SAND, bold=True)
        if not hand:
            return
        card_h = min(px(96), rect.h - px(30))
        card_w = round(card_h * 0.68)
        room = rect.w - px(12) - card_w
        step = min(card_w + px(6), room // max(1, len(hand) - 1)) if len(hand) > 1 else 0
        for i, face in enumerate(hand):
            r = pygame.Rect(rect.left + px(6) + i * step, rect.top + px(26), card_w, card_h)
            blit_card(surface, r, face, wanted=state.faceup)
            self.tips.add(r, card_tip(face, state.faceup))  # the later card lies on top, and answers first

    def hit(self, pos: tuple[int, int]) -> str | None:
        if self.faceup_rect.collidepoint(pos):
            return "faceup"
        if self.deck_rect.collidepoint(pos):
            return "deck"
        return None
