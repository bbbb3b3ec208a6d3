"""The dialogs that belong to no one feature: new game, position editor, game over, engines, opening book,
the crash report and the offer to resume an autosaved game.  Import each from its own module
(``from shogi_desktop.ui.dialogs.new_game import NewGameDialog``): this package imports nothing, so no
dialog is loaded before it is opened."""
