"""One card per person: "Amaru chooses: others look away", with Go on (G) and Return to camp (R),
their keys the first letters of the words in the language shown (S and V in Spanish).

The card shows what everybody may see (what the chooser carries, the gems and artifacts on the
path) and, only while "Show my tent" is held down (mouse or T), what the chooser's chest holds.
With the odds setting on, it also shows the chance that the next card ends the round, from the
chooser's own view. Humans who have chosen this turn may take their choice back before the reveal:
one "Change my choice" button each, which the table answers with a hand-off.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from cuzco.games.incan_gold.rules import State, view_for
from cuzco.shell.i18n import _, ngettext, pgettext
from cuzco.shell.tooltips import Tips
from cuzco.shell.widgets import Button, draw_panel, draw_text, theme
from cuzco.shell.widgets.text import fit_line
from cuzco.shell.widgets.theme import px

from .figures import draw_chest
from .odds import deadly_cards, end_chance
from .table_draw import CHOICE_H, seat_colour

CARD_W = 700
CARD_H = CHOICE_H  # the band kept for it between the path and the camp: it hides neither


def choice_keys() -> tuple[str, str]:
    """The letters that choose in the language shown, the first of each button's word: G and R in English,
    S (Seguir) and V (Volver) in Spanish."""
    return pgettext("key that chooses Go on", "G"), pgettext("key that chooses Return to camp", "R")


def key_code(letter: str) -> int:
    """The pygame key of a letter (pygame's letter keys are their lower-case character codes)."""
    return ord(letter.lower()[:1] or "?")


class ChoiceCard:
    def __init__(self, player: int, title: str, state: State, rect: pygame.Rect, choose: Callable[[bool], None],
                 change: Callable[[int], None], changeable: Sequence[tuple[int, str]], odds: bool) -> None:
        self.player, self.title, self.state, self.rect, self.odds = player, title, state, rect, odds
        self.tent_held = False
        self.inner = inner = rect.inflate(-px(28), -px(16))
        bh = px(42)
        y = inner.top + px(64)
        bw = (inner.w - px(20)) // 3
        self.tent_rect = pygame.Rect(inner.left, y, bw, bh)
        go_key, camp_key = choice_keys()
        self.buttons: dict[str, Button] = {
            "go": Button((inner.left + bw + px(10), y, bw, bh), _("Go on ({key})", key=go_key), lambda: choose(True),
                         kind="primary", hotkey=key_code(go_key),
                         tooltip=_("Go deeper: the next card is turned for you")),
            "camp": Button((inner.left + 2 * (bw + px(10)), y, bw, bh), _("Return to camp ({key})", key=camp_key),
                           lambda: choose(False), kind="normal", hotkey=key_code(camp_key),
                           tooltip=_("Share the gems on the path with the others who return, and keep all in "
                                     "your chest")),
        }
        x = inner.left + px(150)
        for seat, who in changeable:
            width = min(px(220), inner.right - x)
            if width < px(80):
                break
            self.buttons[f"change:{seat}"] = Button(
                (x, inner.bottom - px(24), width, px(24)), who, lambda s=seat: change(s), kind="ghost",
                tooltip=_("{name}: take back your choice before the reveal (behind a hand-off)", name=who))
            x += width + px(8)
        self.changeable = list(changeable)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.tent_rect.collidepoint(event.pos):
            self.tent_held = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.tent_held = False
        if event.type == pygame.MOUSEMOTION and self.tent_held and not self.tent_rect.collidepoint(event.pos):
            self.tent_held = False
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key == pygame.K_t:
            self.tent_held = event.type == pygame.KEYDOWN
            return True
        return any(button.handle_event(event) for button in list(self.buttons.values()))

    def draw(self, surface: pygame.Surface) -> Tips:
        tips = Tips()
        tips.add(self.rect, _("Your choice card: choose in secret, then the next person takes the screen"))
        state, p = self.state, self.player
        colour = seat_colour(p)
        draw_panel(surface, self.rect, fill=theme.PANEL, edge=colour)
        inner = self.inner
        size, title = fit_line(self.title, inner.w, (26, 22, 18),
                               bold=True)
        draw_text(surface, title, (inner.left, inner.top - px(7)), size, theme.GOLD_LIGHT, bold=True)
        line = ngettext("You carry {n} gem.", "You carry {n} gems.", state.carried[p], n=state.carried[p]) + " " + \
            ngettext("{g} gem lies on the path", "{g} gems lie on the path", state.path_gems(), g=state.path_gems()) + \
            ", " + ngettext("{a} artifact.", "{a} artifacts.", state.path_artifacts(), a=state.path_artifacts())
        size, line = fit_line(line, inner.w, (20, 18, 15))
        rect = draw_text(surface, line, (inner.left, inner.top + px(22)), size, theme.TEXT)
        tips.add(rect, _("Public: everybody sees what each explorer carries and what lies on the path"))
        if self.odds:
            view = view_for(state, p)
            chance = end_chance(view)
            text = _("Chance the next card ends the round: {k} in {n} ({pct}%)", k=deadly_cards(view),
                     n=view.deck_size, pct=round(float(chance) * 100))
            size, text = fit_line(text, inner.w, (19, 16, 14))
            rect = draw_text(surface, text, (inner.left, inner.top + px(45)), size, theme.SAND)
            tips.add(rect, _("Hazard cards left of a kind already on the path, out of the cards left in the "
                                 "deck (the odds setting)"))
        self._draw_tent_button(surface)
        tips.add(self.tent_rect, _("Hold to see what your chest holds; let go before the others look"))
        for button in self.buttons.values():
            button.draw(surface)
            if button.tooltip:
                tips.add(button.rect, button.tooltip)
        if self.changeable:
            draw_text(surface, _("Change my choice:"), (inner.left, inner.bottom - px(12)), 16, theme.TEXT_DIM,
                      anchor="midleft")
        return tips

    def _draw_tent_button(self, surface: pygame.Surface) -> None:
        r = self.tent_rect
        face = theme.SAND if self.tent_held else theme.PANEL_LIGHT
        pygame.draw.rect(surface, face, r, border_radius=px(8))
        pygame.draw.rect(surface, theme.SAND_DARK, r, px(2), border_radius=px(8))
        draw_chest(surface, (r.left + px(24), r.centery - px(4)), px(12), self.tent_held)
        if self.tent_held:
            text = ngettext("Your chest: {n} gem", "Your chest: {n} gems", self.state.tents[self.player],
                            n=self.state.tents[self.player])
            ink = theme.TEXT_DARK
        else:
            text, ink = _("Show my tent (hold)"), theme.TEXT
        size, text = fit_line(text, r.w - px(54), (19, 16, 14), bold=True)
        draw_text(surface, text, (r.left + px(46), r.centery), size, ink, bold=True, anchor="midleft")
