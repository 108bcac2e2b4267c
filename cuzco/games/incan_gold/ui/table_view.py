"""TableView: how the Incan Gold table draws itself, for `IncanGoldScene` (table_scene.py).

    class IncanGoldScene(TableView, Scene)   # draw, the cached table, the badges, the choice card

The table is drawn by `table_frame.draw_table` into a cached surface, redrawn only
when what it shows changes (the shown state, the badges, the window, the language,
whose chest is open); its tooltips come back with it (a `Tips`) and are handed to
the shell's registry (`cuzco.shell.tooltips`) every frame, with the choice card's,
the reveal's caption and the phones' strip over it. A window larger than the
table's design size (1280x800) draws it up to half as large again.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from cuzco.games.incan_gold.rules import State
from cuzco.shell import tooltips
from cuzco.shell.autosave_warning import draw_autosave_warning
from cuzco.shell.i18n import _, language
from cuzco.shell.tooltips import Tips
from cuzco.shell.widgets import Button
from cuzco.shell.widgets.theme import px, scaled_by

from .choice_card import CARD_H, CARD_W, ChoiceCard
from .path_draw import draw_turning_card
from .phones import draw_phone_strip
from .reveal import Step
from .reveal_draw import caption_rect, draw_step, walking
from .seats import shown_names
from .table_draw import TableLayout, menu_button_rect
from .table_frame import draw_table

TABLE_SIZE = (1280, 800)  # the window the table's layout is drawn for at 100%
TABLE_GROWTH = 1.5  # how much larger it may grow in a larger window


class TableView:
    """The drawing half of `IncanGoldScene`; the scene keeps the flow (its attributes are set there)."""

    state: State
    settings: Any
    levels: dict[int, str]
    layout: TableLayout | None
    chooser: int | None
    card: ChoiceCard | None
    steps: list[Step]
    step_age: float
    speed: float
    tips: Tips
    results_button: Button | None
    menu_button: Button | None
    _table: pygame.Surface | None
    _table_key: tuple[object, ...] | None
    _table_tips: Tips

    def shown_state(self) -> State:
        return self.steps[0].state if self.steps else self.state

    def table_layout(self, surface: pygame.Surface, state: State) -> TableLayout:
        size = surface.get_size()
        lay = self.layout
        if lay is None or lay.size != size or lay.path_length != len(state.path) or lay.players != state.players:
            lay = self.layout = TableLayout.build(size, state)
        return lay

    def draw(self, surface: pygame.Surface) -> None:
        # The table grows with a window larger than its design size (1280x800), up to half as large again:
        # drawn as if on a window of at least that size at the player's own scale.
        w, h = surface.get_size()
        with scaled_by(max(1.0, min(TABLE_GROWTH, w / TABLE_SIZE[0], h / TABLE_SIZE[1]))):
            self.draw_scaled(surface)

    def draw_scaled(self, surface: pygame.Surface) -> None:
        state = self.shown_state()
        lay = self.table_layout(surface, state)
        step = self.steps[0] if self.steps else None
        if self.speed <= 0:  # animations off: every step is drawn at once in its final place
            progress = grow = 1.0
        else:
            progress = min(1.0, self.step_age / max(0.2, (step.seconds if step else 1.0) * 0.6 / self.speed))
            grow = min(1.0, self.step_age / 0.6 * self.speed) if step and step.effect in ("card", "gems",
                                                                                         "warning") else 1.0
        badges = self.badges(step)
        away = walking(step)
        # The table changes only with the shown state, the badges or the chooser: drawn once, then blitted.
        # While a card turns, the table is drawn once without it and only the turning card each frame.
        turning = grow < 1.0 and bool(state.path)
        key = (id(state), turning, surface.get_size(), tuple(sorted(badges.items())), away, px(100), language(),
               self._open_tent())
        if self._table_key != key or self._table is None:
            self._table = pygame.Surface(surface.get_size())
            under = replace(state, path=state.path[:-1]) if turning else state
            self._table_tips = self.draw_table(self._table, under, lay, badges, 1.0, away)
            self._table_key = key
        surface.blit(self._table, (0, 0))
        if turning:
            draw_turning_card(surface, state, lay, grow)
        tips = Tips()  # this frame's: the table's, then what lies over it
        tips.extend(self._table_tips)
        if not self.state.over:
            rect = self.menu_rect(surface)
            if self.menu_button is None or self.menu_button.rect != rect:
                self.menu_button = Button(rect, _("Menu"), self.open_menu, kind="ghost",
                                          tooltip=_("Save, load, rules, settings (Esc)"))
            self.menu_button.draw(surface)
            # through the registry: the shell shows it only while nothing (the open menu) lies over the table
            tips.add(self.menu_button.rect, self.menu_button.tooltip)
            draw_autosave_warning(surface, lay.path_area)
        draw_phone_strip(surface, self)
        if step is not None:
            draw_step(surface, step, lay, progress, self.step_age)
            tips.cover(caption_rect(lay))  # the caption hides what lies under it
        elif self.state.over:
            if self.results_button is None or self.results_button.rect != self.menu_rect(surface):
                self.results_button = Button(self.menu_rect(surface), _("Results"), self.show_results,
                                             kind="primary", hotkey=pygame.K_RETURN)
            self.results_button.draw(surface)
        elif self.chooser is not None:
            card_tips = self.draw_choice(surface, self.chooser, lay)
            assert self.card is not None
            tips.cover(self.card.rect)  # the card hides the camp panels under it
            tips.extend(card_tips)
        self.draw_extra(surface, lay, tips)
        self.tips = tips
        tooltips.extend(tips)  # the shell shows the one under the pointer (none while `tooltips.hush()` holds)


    def draw_extra(self, surface: pygame.Surface, lay: TableLayout, tips: Tips) -> None:
        """Hook for a scene built on this one (the guided round draws its guide here)."""

    def menu_rect(self, surface: pygame.Surface) -> pygame.Rect:
        return menu_button_rect(surface.get_width())

    def _open_tent(self) -> int | None:
        return self.chooser if self.card is not None and self.card.tent_held else None

    def draw_table(self, surface: pygame.Surface, state: State, lay: TableLayout, badges: dict[int, str],
                   grow: float, away: tuple[int, ...] = ()) -> Tips:
        return draw_table(surface, state, lay, names=shown_names(state.names, self.levels), badges=badges,
                          open_tent=self._open_tent(), grow=grow, away=away)

    def badges(self, step: Step | None) -> dict[int, str]:
        state = self.state
        if step is not None and step.effect == "choices":
            before = step.state
            return {p: ("torch" if p in step.players else "camp") for p in range(before.players) if before.in_temple[p]}
        if step is not None and step.effect == "scared":
            return dict.fromkeys(step.players, "scared")
        if step is not None or state.over:
            return {}
        return {p: ("chosen" if state.pending[p] is not None else "thinking")
                for p in range(state.players) if state.in_temple[p]}

    def card_rect(self, lay: TableLayout) -> pygame.Rect:
        """The choice card stands in the band kept for it between the path and the camp, so the player
        choosing still sees the path and every tent (who is inside, what each carries)."""
        if lay.choice.h:
            card = pygame.Rect(0, 0, min(px(CARD_W), lay.choice.w), lay.choice.h)
            card.midbottom = lay.choice.midbottom
            return card
        panels = lay.panels
        lo = hi = (len(panels) - 1) // 2
        span = panels[lo].union(panels[hi])
        while span.w < min(px(CARD_W), lay.camp.w) and (lo > 0 or hi < len(panels) - 1):
            if hi < len(panels) - 1:
                hi += 1
            if span.union(panels[hi]).w < px(CARD_W) and lo > 0:
                lo -= 1
            span = panels[lo].union(panels[hi])
        return pygame.Rect(span.left - px(2), lay.camp.bottom - px(CARD_H) - px(4), span.w + px(4), px(CARD_H) + px(4))

    def draw_choice(self, surface: pygame.Surface, player: int, lay: TableLayout) -> Tips:
        rect = self.card_rect(lay)
        if self.card is None or self.card.rect != rect or self.card.state is not self.state:
            names = self.names()
            held = self.card.tent_held if self.card is not None and self.card.player == player else False
            self.card = ChoiceCard(player, self.card_title(player), self.state, rect, self.choose, self.change_choice,
                                   [(p, names[p]) for p in self.changeable() if p != player],
                                   odds=bool(getattr(self.settings, "odds", False)))
            self.card.tent_held = held
        return self.card.draw(surface)

    def card_title(self, player: int) -> str:
        return _("{name} chooses: others look away", name=self.names()[player])
