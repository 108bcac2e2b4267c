"""GuidedTableScene: a guided first round of Feld's Cuzco, opened from its new-game form.

    GuidedTableScene(settings)

A 2-player game with a fixed seed: the player (red) against an easy computer. Through the first round a
coach box over the road network says what the decision asked now means and how to make it: placing a die
(the lower-pips rule and the victory points space), moving the chasqui, tiles, the exchange and its price
in pips, feathers and circlets, the temple, the tile abilities, the market and the palace's missions. The
box can be hidden with its button (or H); after the first round the game simply goes on."""

from __future__ import annotations

from typing import Any

import pygame

from cuzco.games.feld_cuzco.bots.levels import make_bot
from cuzco.games.feld_cuzco.rules import Game, Setup
from cuzco.shell.i18n import _
from cuzco.shell.widgets import draw_text, draw_wrapped, theme
from cuzco.shell.widgets.theme import px

from .table_scene import FeldTableScene

GUIDE_SEED = 20230  # the same deal every time


def coach_text(task: str) -> str:
    """What the coach says about the decision `task` (a task name of the rules), or ""."""
    return {
        "keep": _("Before the first round, keep two of the four missions of the Sapa Inca you drew. "
                  "Each one completed at the palace is worth 6 VP."),
        "start_feather": _("Put your starting feather on a dot of its colour on your mask. Two feathers beside "
                           "a circlet let you activate it later for points."),
        "place": _("Place one of your dice on an action space. It must show fewer pips than every die "
                   "already there; the victory points space takes any die. Spaces you may use glow; hover "
                   "another to read why not. Click a space, then choose what to do there."),
        "move": _("Your chasqui walks one road: a stone trail or a rope bridge needing at least the pips "
                  "shown on it. Arriving in a village delivers a quipu and gives a feather of its colour; "
                  "coming back to Cuzco gives a fire blessing."),
        "tile": _("Take a study or farm tile beside your die's pips or fewer. It goes on your mask: its "
                  "ability is used in phase II, its value later by the exchange."),
        "exchange": _("The exchange spends your die's pips: every option says its price. 1 pip: slide a "
                      "tile down for its knowledge or food, or 1 VP. 2 pips: an offering, a god card, a "
                      "feather or a quipu moved to the reserve. Stop whenever you like."),
        "feather": _("Place the feather you gained on a glowing dot of your mask."),
        "circlet": _("Activate a circlet whose two dots hold feathers: its points and a bonus that shrinks "
                     "round by round."),
        "blessing": _("A fire blessing: a face-up god card or an offering, and one knowledge or one food."),
        "card": _("Take one of the gods' face-up cards. Playing it later costs an offering (or an Inti medal)."),
        "abilities": _("Phase II: use one study and one farm ability of the tiles on your mask, or be done."),
        "buy": _("Phase III, the market: buy one good of this round's row with food, for its VP, or pass."),
        "mission": _("Phase III, the palace: complete a mission whose requirements you meet, for 6 VP; if "
                     "you meet none, give one up."),
        "newmission": _("Take a new mission from the palace for the rounds to come."),
    }.get(task, "")


class GuidedTableScene(FeldTableScene):
    def __init__(self, settings: Any) -> None:
        game = Game(Setup(("Amaru", "Killa"), seed=GUIDE_SEED), meta={"bots": {"1": "easy"}, "guided": True})
        super().__init__(game, settings, {1: make_bot("easy", GUIDE_SEED)}, autosave=False)
        self.coach_hidden = False

    def coach(self) -> str:
        state = self.state
        if self.coach_hidden or state.round > 1 or self.human_to_act() != 0 or not state.tasks:
            return ""
        return coach_text(str(state.tasks[-1][0]))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h:
            self.coach_hidden = not self.coach_hidden
            return
        super().handle_event(event)

    def draw_scaled(self, surface: pygame.Surface) -> None:
        super().draw_scaled(surface)
        text = self.coach()
        if not text or self.layout is None:
            return
        area = self.layout.road
        box = pygame.Rect(area.left + px(8), area.top + px(24), area.w - px(16), px(20))
        used = draw_wrapped(pygame.Surface((1, 1)), text, box.inflate(-px(20), 0), 16, theme.TEXT)
        box.h = used + px(44)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=px(8))
        pygame.draw.rect(surface, theme.GOLD, box, px(2), border_radius=px(8))
        draw_text(surface, _("Guide"), (box.left + px(10), box.top + px(6)), 16, theme.GOLD_LIGHT, bold=True)
        draw_text(surface, _("H: hide"), (box.right - px(10), box.top + px(6)), 14, theme.TEXT_DIM,
                  anchor="topright")
        draw_wrapped(surface, text, pygame.Rect(box.left + px(10), box.top + px(28), box.w - px(20), used), 16,
                     theme.TEXT)
