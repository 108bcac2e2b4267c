"""The menu-side scenes and the modals the game scene pushes.

Constructors (stable; GameScene and main.py code against these):

- `menu.MenuScene(settings)`: title screen: Continue, New game, Load game, Rules, Settings, Quit.
- `new_game.NewGameScene(settings)`: players (human or computer), names, colours, first player,
  seed; replaces itself with GameScene.
- `handoff.HandoffScene(player_name, colour, message="", mark=None)`: opaque "Pass to <name>",
  the player's mark on their sun disc; finish(True).
- `festival_proposal.FestivalProposalScene(game, settings, temple_hex, *, colours=None)`:
  finish(ProposeFestival | None).
- `festival.FestivalScene(game, settings, *, colours=None, bots=None, hotseat=True)`: runs a
  festival's bidding on a sheet over the dimmed board, with its own private hand-offs, to the
  end; finish(FestivalOutcome).
- `results.ResultsScene(game, settings, *, colours=None)`: final scoring reveal, ranking, chart,
  breakdown; finish("board" | "menu" | "new").
- `rules_scene.RulesScene(settings)`: the rules reference with a table of contents; finish(None).
- `help_overlay.HelpOverlay(settings, sections=None)`: transparent list of controls; finish(None).
- `settings_scene.SettingsScene(settings)`: edits, saves and applies; finish(Settings | None).
- `save_load.SaveDialog(game, settings)`: finish(Path | None); `save_load.LoadScene(settings)`.

`colours` is one RGB colour per seat; left out, the standard seat colours are used.
"""
