"""Incan Gold on screen: the new-game form, the table scene, the reveal and the results.

Built on the app's scene stack, widgets, theme, hand-off curtain and sound.
`flow` decides whose turn it is to choose (no pygame); `reveal` turns the
events of a reveal into the steps of its animation; `table_draw` and
`cards_draw` draw; `table_scene` and `setup_scene` are the scenes.
"""
