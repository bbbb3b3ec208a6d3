"""The application's dialogs.  Each module documents its API; in short:

- ``NewGameDialog(parent, initial=None)`` -> ``.config()`` a :class:`NewGameConfig`
  (variant, handicap id or None, player names, who is human, :class:`~shogi_desktop.core.clock.TimeControl`).
- ``PositionEditorDialog(parent, start=None, current=None)`` -> ``.sfen()`` / ``.position()``.
- ``GameOverDialog(outcome, record=None, parent=None)``; ``result_texts(outcome, handicap)`` gives the
  translated headline and reason for a status bar.
"""

from .game_over import GameOverDialog, result_texts
from .new_game import NewGameConfig, NewGameDialog
from .position_editor import PositionEditorDialog, problem_text

__all__ = ["GameOverDialog", "NewGameConfig", "NewGameDialog", "PositionEditorDialog", "problem_text",
           "result_texts"]
