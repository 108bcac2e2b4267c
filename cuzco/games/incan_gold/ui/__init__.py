"""Incan Gold on screen: the new-game form, the table scene, the reveal, the guided round and the results.

Built on the app's scene stack, widgets, theme, hand-off curtain and sound.
`flow` decides whose turn it is to choose (no pygame); `reveal` turns the events
of a reveal into the steps of its animation. Drawing is plain functions of
(surface, state, layout): `table_frame.draw_table` (or `table_picture` into any
rect, for a viewer) draws the whole table from `table_draw` (header, camp),
`path_draw` (the temple's path and explorers), `cards_draw` and `figures`; each
returns the tooltips of what it drew as a `cuzco.shell.tooltips.Tips`, which the
caller hands to the shell's registry. `reveal_draw` draws a
reveal's step, `choice_card` the chooser's own card, `guided` the guided first
round; `table_scene` and `setup_scene` are the scenes.
"""
