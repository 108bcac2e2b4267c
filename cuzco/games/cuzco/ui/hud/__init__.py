"""The in-game HUD: AP counter, player panels, common supply, festival cards, log, toolbar, toasts."""
