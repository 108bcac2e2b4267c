"""Move review of a recorded game, without any drawing (used by the viewer and `cuzco review`)."""

from .analysis import DEFAULT_BUDGET, Review, TurnReview, expected_prestige, review_game

__all__ = ["DEFAULT_BUDGET", "Review", "TurnReview", "expected_prestige", "review_game"]
