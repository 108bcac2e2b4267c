"""The screens every game shares, and the modals a game screen pushes.

Constructors (stable; the games and main.py code against these):

- `menu.MenuScene(settings)`: title screen: Continue, New game, Learn to play, Load game, Rules,
  Settings, Quit.
- `game_chooser.GameChooserScene(settings, purpose="play")`: one card per registered game; replaces
  itself with the chosen game's new-game form (or, with purpose="rules", its rules reference).
- `handoff.HandoffScene(player_name, colour, message="", mark=None)`: opaque "Pass to <name>",
  the player's mark on their sun disc; finish(True).
- `game_menu.GameMenu(game, settings)`: the in-game menu; finish(None | "main" | ("load", game)).
- `rules_scene.RulesScene(settings, page="rules.md")`: a rules reference with a table of
  contents; finish(None).
- `help_overlay.HelpOverlay(settings, sections=None)`: transparent list of controls; finish(None).
- `settings_scene.SettingsScene(settings)`: edits, saves and applies; finish(Settings | None).
- `save_dialog.SaveDialog(game, settings)`: finish(Path | None);
  `save_load.LoadScene(settings, hand_back=False)`: the autosaves and the saves, of every game,
  each row naming its game.
- `results_frame.ResultsFrame(settings)`: the base of every game's results screen (title, ranking
  with ties, the game's breakdown, Main menu / New game / Watch again); finish("menu" | "new" | ...).

A game's own screens (Cuzco's festivals and results, Incan Gold's table) live in its package
under `cuzco/games/`; these reach them only through `cuzco.shell.registry`.
"""
