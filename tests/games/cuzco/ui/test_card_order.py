"""A hand shows in one order on every screen: the hand panel, the festival proposal and the festival
sheet (the cards worth most first)."""

from __future__ import annotations

import pygame

from cuzco.shell.settings import Settings


def test_the_festival_sheet_orders_cards_as_the_hand_panel() -> None:
    """Ana's hand, dealt in an order that is not the panel's, shows in one order on every screen."""
    from test_festival_action import TEMPLE, _city_game

    from cuzco.games.cuzco.rules.actions import ProposeFestival
    from cuzco.games.cuzco.ui.hud.cards import CardsPanel
    from cuzco.games.cuzco.ui.scenes.festival import FestivalScene
    from cuzco.games.cuzco.ui.scenes.festival_proposal import FestivalProposalScene

    game = _city_game(ana=("conch", "mask", "drum"))
    state = game.state
    assert state.players[0].hand == ["conch", "mask", "drum"]
    proposal = FestivalProposalScene(game, Settings(), TEMPLE)
    panel = CardsPanel()
    drawn: list[str] = []
    import cuzco.games.cuzco.ui.hud.cards as cards_module

    real = cards_module.blit_card
    cards_module.blit_card = lambda surface, rect, face, **kw: drawn.append(face)  # type: ignore[assignment]
    try:
        panel.update(pygame.Rect(0, 0, 300, 500), state, 0)
    finally:
        cards_module.blit_card = real  # type: ignore[assignment]
    hand_panel = drawn[-3:]
    assert proposal.hand() == hand_panel == ["drum", "mask", "conch"]  # worth 1, 1, 0 against mask+drum
    game.apply(ProposeFestival(TEMPLE, ("mask",)))
    sheet = FestivalScene(game, Settings(), hotseat=False)
    sheet.viewer = 0
    assert sheet.hand() == [c for c in hand_panel if c != "mask"]
