"""The main window: board in the centre, players and clocks above and below it, the move list dock,
menus, tool bar and status bar; window geometry and dock layout saved in the user's settings."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QFont, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSizePolicy,
    QStyle,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..app.autosave import Autosave
from ..app.engines import EngineRegistry
from ..app.i18n import install_translations
from ..app.settings import Settings
from ..core.clock import format_seconds
from ..core.outcome import Outcome
from ..core.transition import Transition
from ..paths import resource
from .annotations import install_annotations
from .board_scene import BoardScene
from .board_view import BoardView
from .card_dock import install_card_dock
from .controller import GameController, reason_text
from .dialogs.common import side_mark, side_name
from .dialogs.game_over import GameOverDialog, result_texts
from .dialogs.new_game import NewGameConfig, NewGameDialog
from .dialogs.position_editor import PositionEditorDialog
from .file_actions import FileActions
from .game_end import ask_draw, ask_resign, can_resign
from .game_line import GameLine
from .help_menu import HelpMenu
from .movelist import MoveListWidget
from .plain_text import plain_tooltip
from .storage_notices import AutosaveStatus
from .window_layout import arrange_docks, restore_layout, saved_layout

log = logging.getLogger(__name__)
WARNING_SECONDS = 10.0
NAME_CHARS = 40  # a player's name in the status bar is cut after this many characters


def short_name(name: str) -> str:
    return name if len(name) <= NAME_CHARS else name[:NAME_CHARS - 1] + "…"


class PlayerPanel(QFrame):
    """One player's mark, name and clock; lit while it is that player's turn."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PlayerPanel")
        self.mark = QLabel(self)
        self.name = QLabel(self)
        self.name.setTextFormat(Qt.TextFormat.PlainText)  # a name read from a file is never markup
        self.name.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # nor widens the window
        self.clock = QLabel(self)
        self.clock.setObjectName("Clock")
        big = QFont(self.name.font())
        big.setPointSizeF(big.pointSizeF() * 1.25)
        big.setBold(True)
        self.name.setFont(big)
        self.mark.setFont(big)
        mono = QFont("monospace")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        mono.setPointSizeF(big.pointSizeF() * 1.1)
        mono.setBold(True)
        self.clock.setFont(mono)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(10, 3, 10, 3)
        lay.addWidget(self.mark)
        lay.addWidget(self.name, 1)
        lay.addWidget(self.clock)
        self.set_active(False)

    def set_active(self, active: bool) -> None:
        self.setStyleSheet(
            "#PlayerPanel { background: %s; border-radius: 6px; }" % ("#f6dca0" if active else "transparent")
            + " #PlayerPanel QLabel { color: %s; }" % ("#2a1a05" if active else "palette(window-text)")
        )


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self.settings = settings if settings is not None else Settings.load()
        self.controller = GameController(self)
        self.scene = BoardScene(self)
        self.view = BoardView(self.scene, self)
        self._sounds: Any = None
        self._graph: Any = None
        self._game_over_dialog: QWidget | None = None
        self._warned: set[tuple[int, int]] = set()
        self._shown_node: Any = None  # the record node the board shows (to recognise a special action)

        icon_path = resource("icons", "shogi-desktop.svg")
        if icon_path.is_file():
            self.setWindowIcon(QIcon(str(icon_path)))

        # centre: top player, board, bottom player
        self.top_panel = PlayerPanel(self)
        self.bottom_panel = PlayerPanel(self)
        central = QWidget(self)
        lay = QVBoxLayout(central)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.setSpacing(3)
        self.game_line = GameLine(self.controller, central)  # what game this is (ui/game_line.py)
        lay.addWidget(self.game_line)
        lay.addWidget(self.top_panel)
        lay.addWidget(self.view, 1)
        lay.addWidget(self.bottom_panel)
        self.setCentralWidget(central)

        self.moves_dock = QDockWidget(self)
        self.moves_dock.setObjectName("MovesDock")
        self.move_list = MoveListWidget(self.controller, self.moves_dock)
        self.moves_dock.setWidget(self.move_list)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.moves_dock)
        self._make_graph_dock()

        self.turn_label = QLabel(self)
        self.turn_label.setTextFormat(Qt.TextFormat.PlainText)  # it names the player to move
        self.statusBar().addPermanentWidget(self.turn_label)

        self._make_actions()
        self._make_menus()
        self._make_toolbar()
        self.files = FileActions(self)  # File menu, clipboard, drops (ui/file_actions.py)
        self._library: Any = None  # ui.library_window.LibraryService, made when first needed
        self.act_library = self._action(self.show_library, "Ctrl+L")
        self.files.menu_file.addSeparator()
        self.files.menu_file.addAction(self.act_library)
        self.files.saved.connect(self._on_game_saved)

        # wiring: intents go to the controller, reports come back
        self.scene.move_requested.connect(self.controller.try_move)
        self.scene.piece_guide_requested.connect(self.show_piece_guide)
        self.scene.hint.connect(self._on_scene_hint)
        self.controller.position_changed.connect(self._on_position_changed)
        self.controller.illegal_move.connect(self._on_illegal_move)
        self.controller.game_over.connect(self._on_game_over)
        self.controller.game_over.connect(self._add_finished_game)
        self.controller.move_made.connect(self._on_move_made)
        self.controller.record_changed.connect(self._on_record_changed)
        from .ai_player import AIPlayer

        self.engines = EngineRegistry.load()  # registered USI engines (app/engines.py)
        self.ai = AIPlayer(self.controller, self, registry=self.engines)  # plays the computer's sides
        self.ai.thinking_changed.connect(self._on_ai_thinking)
        self.ai.engine_failed.connect(self._on_ai_failed)

        self._timer = QTimer(self)
        self._timer.setInterval(200)
        self._timer.timeout.connect(self._tick)
        self._timer.start()

        self._apply_settings()
        self.retranslate()
        self.controller.new_game(self._default_setup())
        # Autosave from here on: the empty first game must not wipe a game waiting to be resumed.
        self.controller.autosave = Autosave()
        self.autosave_status = AutosaveStatus(self, self.controller.autosave)  # a failing autosave is shown
        self.card_dock = install_card_dock(self)  # ui/card_dock.py: shown in games with cards
        from .magic_panel import install_magic_dock

        self.magic_dock = install_magic_dock(self)  # ui/magic_panel.py: shown in fantasista games
        install_annotations(self)  # ui/annotations.py: arrows and circles drawn with the right button
        from .analysis import install_analysis

        # ui/analysis.py: the Analysis dock (View → Analysis) and menu (Analyse Game…, Stop Analysis)
        self.analysis_dock = install_analysis(self)
        from .dialogs.book import install_book

        self.book_ui = install_book(self)  # ui/dialogs/book.py: Game → Opening Book…, the engine's book
        # ui/window_layout.py: one column right of the board; View lists every dock
        self.menu_view.insertActions(self.act_graph, [self.card_dock.toggleViewAction(),
                                                      self.magic_dock.toggleViewAction()])
        arrange_docks(self, [self.moves_dock, self.card_dock, self.magic_dock],
                      [d for d in (self.analysis_dock, self._graph) if d is not None])
        self._restore_layout()

    # ----------------------------------------------------------------- building
    def _make_graph_dock(self) -> None:
        """The material graph dock (pyqtgraph is imported only when it is first shown)."""
        try:
            from .graph_dock import GraphDock
        except ImportError:  # pragma: no cover - the dock is optional
            self._graph = None
            return
        dock = GraphDock(self)
        dock.setObjectName("GraphDock")
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.hide()
        dock.ply_clicked.connect(self._go_to_ply)
        dock.visibilityChanged.connect(self._on_graph_visibility)
        self._graph = dock

    def _action(self, slot: Any, shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
                icon: QStyle.StandardPixmap | None = None, checkable: bool = False) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut) if isinstance(shortcut, str) else shortcut)
        if icon is not None:
            action.setIcon(self.style().standardIcon(icon))
        action.setCheckable(checkable)
        if checkable:
            action.toggled.connect(slot)
        else:
            action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)  # shortcuts work wherever the focus is in the window
        return action

    def _make_actions(self) -> None:
        sp = QStyle.StandardPixmap
        self.act_new = self._action(self.new_game_dialog, QKeySequence.StandardKey.New, sp.SP_FileIcon)
        self.act_resign = self._action(self.resign, None, sp.SP_DialogCancelButton)
        self.act_draw = self._action(self.agree_draw)
        self.act_impasse = self._action(self.declare_impasse)
        self.act_editor = self._action(self.position_editor)
        self.act_engines = self._action(self.show_engines)
        self.act_quit = self._action(self.close, QKeySequence.StandardKey.Quit)
        self.act_take_back = self._action(self.take_back, QKeySequence.StandardKey.Undo, sp.SP_ArrowBack)
        self.act_redo = self._action(self.redo, QKeySequence.StandardKey.Redo, sp.SP_ArrowForward)
        self.act_flip = self._action(self.set_flipped, "Ctrl+F", sp.SP_BrowserReload, checkable=True)
        self.act_first = self._action(self.controller.first, "Home", sp.SP_MediaSkipBackward)
        self.act_back = self._action(self.controller.back, "Left", sp.SP_MediaSeekBackward)
        self.act_forward = self._action(self.controller.forward, "Right", sp.SP_MediaSeekForward)
        self.act_last = self._action(self.controller.last, "End", sp.SP_MediaSkipForward)
        self.act_prev_var = self._action(lambda: self.controller.sibling(-1), "Up")
        self.act_next_var = self._action(lambda: self.controller.sibling(1), "Down")
        self.act_legal = self._action(self.set_show_legal_moves, None, checkable=True)
        self.act_mute = self._action(self.set_muted, None, checkable=True)
        self.act_coords = QActionGroup(self)
        self.act_coords_ja = self._action(lambda on: self._if(on, self.set_coordinate_style, "japanese"),
                                          checkable=True)
        self.act_coords_usi = self._action(lambda on: self._if(on, self.set_coordinate_style, "usi"), checkable=True)
        for a in (self.act_coords_ja, self.act_coords_usi):
            self.act_coords.addAction(a)
        self.act_langs = QActionGroup(self)
        self.act_lang_system = self._action(lambda on: self._if(on, self.set_language, ""), checkable=True)
        self.act_lang_ja = self._action(lambda on: self._if(on, self.set_language, "ja"), checkable=True)
        self.act_lang_en = self._action(lambda on: self._if(on, self.set_language, "en"), checkable=True)
        for a in (self.act_lang_system, self.act_lang_ja, self.act_lang_en):
            self.act_langs.addAction(a)
        self.act_graph = self._graph.toggleViewAction() if self._graph is not None else QAction(self)
        self.act_moves = self.moves_dock.toggleViewAction()
        self.act_piece_guide = self._action(self.show_piece_guide)

    @staticmethod
    def _if(on: bool, slot: Any, value: str) -> None:
        if on:
            slot(value)

    def _on_graph_visibility(self, visible: bool) -> None:
        if visible:
            self._update_graph()

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.menu_game = QMenu(self)
        for a in (self.act_new, None, self.act_resign, self.act_draw, self.act_impasse, None, self.act_editor,
                  self.act_engines, None, self.act_quit):
            self._add(self.menu_game, a)
        self.menu_edit = QMenu(self)
        for a in (self.act_take_back, self.act_redo, None, self.act_first, self.act_back, self.act_forward,
                  self.act_last, self.act_prev_var, self.act_next_var, None, self.act_flip):
            self._add(self.menu_edit, a)
        self.menu_view = QMenu(self)
        self.menu_coords = QMenu(self)
        self.menu_coords.addAction(self.act_coords_ja)
        self.menu_coords.addAction(self.act_coords_usi)
        self.menu_lang = QMenu(self)
        for a in (self.act_lang_system, self.act_lang_ja, self.act_lang_en):
            self.menu_lang.addAction(a)
        self.menu_view.addMenu(self.menu_coords)
        self.menu_view.addAction(self.act_legal)
        self.menu_view.addMenu(self.menu_lang)
        self.menu_view.addSeparator()
        self.menu_view.addAction(self.act_moves)
        self.menu_view.addAction(self.act_graph)
        self.menu_view.addAction(self.act_piece_guide)
        self.menu_view.addSeparator()
        self.menu_view.addAction(self.act_mute)
        self.menu_help = HelpMenu(self)  # rules of every variant, shortcuts, About (ui/help_menu.py)
        for m in (self.menu_game, self.menu_edit, self.menu_view, self.menu_help):
            bar.addMenu(m)

    @staticmethod
    def _add(menu: QMenu, action: QAction | None) -> None:
        if action is None:
            menu.addSeparator()
        else:
            menu.addAction(action)

    def _make_toolbar(self) -> None:
        tb = QToolBar(self)
        tb.setObjectName("MainToolBar")
        tb.setIconSize(QSize(20, 20))
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        for a in (self.act_new, None, self.act_take_back, self.act_redo, None, self.act_first, self.act_back,
                  self.act_forward, self.act_last, None, self.act_flip, None, self.act_resign):
            if a is None:
                tb.addSeparator()
            else:
                tb.addAction(a)
        for a in (self.act_first, self.act_back, self.act_forward, self.act_last, self.act_flip):
            w = tb.widgetForAction(a)
            if isinstance(w, QToolButton):  # the record's arrows speak for themselves; the name is the tip
                w.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        self.toolbar = tb
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, tb)

    # ----------------------------------------------------------------- texts
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Shogi Desktop"))
        self.menu_game.setTitle(self.tr("&Game"))
        self.menu_edit.setTitle(self.tr("&Edit"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_help.setTitle(self.tr("&Help"))
        self.menu_coords.setTitle(self.tr("&Coordinates"))
        self.menu_lang.setTitle(self.tr("&Language"))
        texts = {
            self.act_new: self.tr("&New Game..."),
            self.act_resign: self.tr("&Resign"),
            self.act_draw: self.tr("&Draw by Agreement"),
            self.act_impasse: self.tr("Declare &Impasse (入玉宣言)"),
            self.act_editor: self.tr("&Position Editor..."),
            self.act_engines: self.tr("&Engines..."),
            self.act_quit: self.tr("&Quit"),
            self.act_take_back: self.tr("&Take Back"),
            self.act_redo: self.tr("&Redo"),
            self.act_flip: self.tr("&Flip Board"),
            self.act_first: self.tr("First Move"),
            self.act_back: self.tr("Previous Move"),
            self.act_forward: self.tr("Next Move"),
            self.act_last: self.tr("Last Move"),
            self.act_prev_var: self.tr("Previous Variation"),
            self.act_next_var: self.tr("Next Variation"),
            self.act_legal: self.tr("Show &Legal Moves"),
            self.act_mute: self.tr("&Mute Sounds"),
            self.act_coords_ja: self.tr("&Japanese (１一)"),
            self.act_coords_usi: self.tr("&USI (1a)"),
            self.act_lang_system: self.tr("&System Language"),
            self.act_lang_ja: "日本語",
            self.act_lang_en: "English",
            self.act_piece_guide: self.tr("&Piece Guide..."),
        }
        for action, text in texts.items():
            action.setText(text)
        self.act_graph.setText(self.tr("Material &Graph"))
        self.act_library.setText(self.tr("&Library..."))
        self.act_moves.setText(self.tr("&Move List"))
        self.moves_dock.setWindowTitle(self.tr("Moves"))
        self.toolbar.setWindowTitle(self.tr("Tool Bar"))
        self._update_players()
        self._update_status()
        if getattr(self, "files", None) is not None:
            self.files.retranslate()  # the title names the open file

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ----------------------------------------------------------------- settings
    def _apply_settings(self) -> None:
        s = self.settings
        self.scene.set_coordinate_style(s.coordinate_style)
        self.scene.set_show_legal_moves(s.show_legal_moves)
        self.scene.set_animation_ms(s.animation_ms)
        self.scene.set_flipped(s.board_flipped)
        for action, on in ((self.act_legal, s.show_legal_moves), (self.act_mute, s.mute),
                           (self.act_flip, s.board_flipped),
                           (self.act_coords_ja, s.coordinate_style == "japanese"),
                           (self.act_coords_usi, s.coordinate_style == "usi"),
                           (self.act_lang_system, s.language == ""), (self.act_lang_ja, s.language == "ja"),
                           (self.act_lang_en, s.language == "en")):
            action.blockSignals(True)
            action.setChecked(on)
            action.blockSignals(False)

    def _default_setup(self) -> Any:
        from .controller import GameSetup

        return GameSetup(black_name=self.settings.black_name, white_name=self.settings.white_name)

    def _restore_layout(self) -> None:
        s = self.settings
        restore_layout(self, s.window_geometry, s.window_state, self.moves_dock)
        self.card_dock.show_for_game()  # a saved layout does not show the cards of another game
        self.magic_dock.show_for_game()

    def save_settings(self) -> bool:
        s = self.settings
        s.window_geometry, s.window_state = saved_layout(self)
        s.board_flipped = self.scene.flipped
        s.coordinate_style = self.scene.coordinate_style()
        s.show_legal_moves = self.scene.show_legal_moves()
        return s.save()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.ai.shutdown()
        self.analysis_dock.shutdown()  # its engines and the game analysis' engine
        self.save_settings()
        if self._library is not None:
            self._library.close()
        super().closeEvent(event)

    def set_flipped(self, flipped: bool) -> None:
        self.scene.set_flipped(flipped)
        if self.act_flip.isChecked() != flipped:
            self.act_flip.setChecked(flipped)
        self.settings.board_flipped = flipped
        self._update_players()

    def set_coordinate_style(self, style: str) -> None:
        self.scene.set_coordinate_style(style)
        self.settings.coordinate_style = style

    def set_show_legal_moves(self, show: bool) -> None:
        self.scene.set_show_legal_moves(show)
        self.settings.show_legal_moves = show

    def set_muted(self, muted: bool) -> None:
        self.settings.mute = muted
        if self._sounds is not None:
            self._sounds.set_muted(muted)

    def set_language(self, language: str) -> None:
        """Switch the interface language now ("" follows the system)."""
        self.settings.language = language
        app = QApplication.instance()
        if app is None:
            return
        lang = install_translations(app, language)
        from .main import apply_ui_font

        apply_ui_font(lang)
        for action, code in ((self.act_lang_system, ""), (self.act_lang_ja, "ja"), (self.act_lang_en, "en")):
            action.blockSignals(True)
            action.setChecked(code == language)
            action.blockSignals(False)

    # ----------------------------------------------------------------- games
    def new_game_dialog(self) -> None:
        files = getattr(self, "files", None)
        if files is not None and not files.maybe_save("new"):
            return  # the game on show has unsaved changes and the user chose to stay
        setup = self.controller.setup
        initial = NewGameConfig(variant=setup.variant, handicap=setup.handicap,
                                black_name=setup.black_name, white_name=setup.white_name,
                                black_human=setup.black_human, white_human=setup.white_human,
                                black_level=setup.black_level, white_level=setup.white_level,
                                time_control=setup.time_control, addon_options=setup.addon_options,
                                black_engine=setup.black_engine, white_engine=setup.white_engine)
        dialog = NewGameDialog(self, initial=initial, engines=self.engines)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.new_game(dialog.config()))
        self.new_game_dialog_widget = dialog
        dialog.open()

    def new_game(self, config: Any = None) -> None:
        """Start a game from a NewGameConfig / GameSetup (None: an even game between two people)."""
        if self._game_over_dialog is not None:
            self._game_over_dialog.close()
            self._game_over_dialog = None
        self._warned.clear()
        self.controller.new_game(config if config is not None else self._default_setup())
        c = self.controller
        if config is not None:
            # remembered for the next game: the names people typed, never an engine's name
            if c.humans[0]:
                self.settings.black_name = c.names[0]
            if c.humans[1]:
                self.settings.white_name = c.names[1]
        self.statusBar().showMessage(self.tr("New game"), 3000)

    def resign(self) -> QMessageBox | None:
        """Resign for the side to move, once the player confirms (ui/game_end.py; the box is returned)."""
        return ask_resign(self, self.controller)

    def agree_draw(self) -> QMessageBox | None:
        """End the game as a draw by agreement, once the player confirms."""
        return ask_draw(self, self.controller)

    def can_resign(self) -> bool:
        return can_resign(self.controller)

    def declare_impasse(self) -> None:
        if not self.controller.declare_impasse():
            self.statusBar().showMessage(
                self.tr("The impasse declaration is not valid here (27-point rule: king in the enemy camp, "
                        "ten pieces there, enough points, not in check)."), 8000)

    def take_back(self) -> None:
        c = self.controller
        if not c.take_back():
            self.statusBar().showMessage(self.tr("Nothing to take back here."), 3000)
            return
        # Against the computer, 待った takes back the computer's reply and the player's own move,
        # so the player is to move again (otherwise the computer would answer at once).
        if any(c.humans) and not all(c.humans) and not c.humans[c.position().side]:
            c.take_back()

    def redo(self) -> None:
        c = self.controller
        if not c.redo():
            self.statusBar().showMessage(self.tr("Nothing to redo."), 3000)
            return
        # Against the computer, the player's move and the computer's reply come back together.
        if any(c.humans) and not all(c.humans) and not c.humans[c.position().side] and c.can_redo():
            c.redo()

    def position_editor(self) -> None:
        pos = self.controller.position()
        dialog = PositionEditorDialog(self, start=pos, current=pos)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.start_from_sfen(dialog.sfen(), pos.variant.id))
        self.position_editor_widget = dialog
        dialog.open()

    def start_from_sfen(self, sfen: str, variant: str = "standard") -> None:
        from .controller import GameSetup

        c = self.controller
        if not self.files.maybe_save("new"):
            return
        # a game between two people: a computer side's name (an engine's) does not come along
        setup = GameSetup(variant=variant, sfen=sfen, black_name=c.names[0] if c.humans[0] else "",
                          white_name=c.names[1] if c.humans[1] else "")
        self.new_game(setup)

    def show_piece_guide(self, kind: Any = None) -> None:
        """The piece guide for the current game's variant, showing ``kind`` (a PieceKind), else the
        selected piece's kind, else the first kind.  One guide window is kept and brought to the front."""
        from .piece_guide import PieceGuide

        variant = self.controller.position().variant
        if kind is None:
            sel, pos = self.scene.selected(), self.scene.position()
            if sel is not None and pos is not None:
                if sel.square is not None:
                    kind = pos.variant.kinds[abs(pos.board[sel.square]) - 1]
                elif sel.hand_kind is not None:
                    kind = pos.variant.kinds[sel.hand_kind]
        guide = getattr(self, "piece_guide", None)
        if guide is None:
            guide = PieceGuide(variant, kind, self)
            self.piece_guide = guide
        else:
            guide.set_variant(variant, kind)
        guide.show()
        guide.raise_()
        guide.activateWindow()

    def _on_scene_hint(self, text: str) -> None:
        if text:
            self.statusBar().showMessage(text, 20000)
        else:
            self.statusBar().clearMessage()

    # ----------------------------------------------------------------- library (ui/library_window.py)
    def library_service(self) -> Any:
        if self._library is None:
            from .library_window import LibraryService

            self._library = LibraryService(self)
            self._library.open_requested.connect(self.open_library_game)
        return self._library

    def show_library(self) -> Any:
        return self.library_service().show_window()

    def open_library_game(self, record: Any) -> None:
        if self.files.maybe_save():
            self.files.show_record(record, None, None, None)
            self.files.mark_clean()  # it is kept in the library

    def _add_finished_game(self, _outcome: Outcome) -> None:
        self.library_service().add_game(self.controller.record, self.controller.game_id)

    def _on_game_saved(self, path: str) -> None:
        if self.controller.autosave is not None:
            self.controller.autosave.clear()  # a saved game needs no autosave
        self.library_service().add_game(self.controller.record, self.controller.game_id, source=path)

    # ----------------------------------------------------------------- controller reports
    def _on_position_changed(self, transition: Transition | None) -> None:
        c = self.controller
        node = c.current
        # A special action (card, magic) has no Transition: the scene animates it from the two boards.
        action = (transition is None and node.move is not None and not isinstance(node.move, int)
                  and node.parent is not None and node.parent is self._shown_node)
        self._shown_node = node
        self.scene.set_position(c.position(), c.last_move(), transition, action=action)
        self.scene.set_interactive_colors(c.movable_colors())
        self._update_actions()
        self._update_players()
        self._update_status()
        if self._graph is not None and self._graph.isVisible():
            self._graph.set_current_ply(c.current.ply if c.current.ending is None else c.current.ply - 1)

    def _on_record_changed(self) -> None:
        self._update_actions()
        if self._graph is not None and self._graph.isVisible():
            self._update_graph()

    def _update_graph(self) -> None:
        if self._graph is None:
            return
        c = self.controller
        self._graph.set_record(c.record)
        self._graph.set_current_ply(c.current.ply if c.current.ending is None else c.current.ply - 1)

    def _go_to_ply(self, ply: int) -> None:
        line = [n for n in self.controller.record.current_line() if n.ending is None]
        if 0 <= ply < len(line):
            self.controller.go_to(line[ply])

    def _on_ai_thinking(self, thinking: bool) -> None:
        if thinking:
            self.statusBar().showMessage(self.tr("Thinking…"))
        elif self.statusBar().currentMessage() == self.tr("Thinking…"):
            self.statusBar().clearMessage()

    def _on_ai_failed(self, message: str) -> None:
        self.statusBar().showMessage(self.tr("The computer could not move: %1").replace("%1", message), 10000)
        from .ai_player import show_engine_failure

        show_engine_failure(self, self.ai, message)

    def show_engines(self) -> None:
        """The Engines dialog: register USI engines, set their options (ui/dialogs/engines.py)."""
        from .dialogs.engines import EnginesDialog

        dialog = EnginesDialog(self.engines, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.engine_changed.connect(self.ai.forget_engine)
        self.engines_dialog_widget = dialog
        dialog.open()

    def _on_illegal_move(self, reason: Any) -> None:
        self.statusBar().showMessage(reason_text(reason), 8000)

    def _on_move_made(self, transition: Transition) -> None:
        self._play("capture" if transition.is_capture else "move")

    def _on_game_over(self, outcome: Outcome) -> None:
        self._update_status()
        headline, why = result_texts(outcome, bool(self.controller.record.handicap),
                                     (self.controller.names[0], self.controller.names[1]))
        self.statusBar().showMessage(f"{headline} — {why}", 15000)
        if self._game_over_dialog is not None:
            self._game_over_dialog.close()
        dialog = GameOverDialog(outcome, self.controller.record, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.new_game_requested.connect(self.new_game_dialog)
        dialog.destroyed.connect(lambda _o=None: self._forget_game_over(dialog))
        self._game_over_dialog = dialog
        dialog.open()

    def _forget_game_over(self, dialog: QWidget) -> None:
        if self._game_over_dialog is dialog:
            self._game_over_dialog = None

    @property
    def game_over_dialog(self) -> QWidget | None:
        return self._game_over_dialog

    def _play(self, name: str) -> None:
        if self.settings.mute:
            return
        if self._sounds is None:
            try:
                from .sounds import SoundPlayer
            except ImportError:  # pragma: no cover
                return
            self._sounds = SoundPlayer(self, muted=self.settings.mute)
        try:
            self._sounds.play(name)
        except Exception as exc:  # noqa: BLE001 - sound must never break a game
            log.warning("sound %s: %s", name, exc)

    # ----------------------------------------------------------------- display
    def _update_actions(self) -> None:
        c = self.controller
        self.act_take_back.setEnabled(c.can_take_back())
        self.act_redo.setEnabled(c.can_redo())
        self.act_resign.setEnabled(self.can_resign())
        self.act_draw.setEnabled(c.can_end_game())
        self.act_impasse.setEnabled(c.can_end_game())
        self.act_back.setEnabled(c.current.parent is not None)
        self.act_first.setEnabled(c.current.parent is not None)
        self.act_forward.setEnabled(bool(c.current.children))
        self.act_last.setEnabled(bool(c.current.children))

    def _panels(self) -> tuple[PlayerPanel, PlayerPanel]:
        """(Black's panel, White's panel): the player at the bottom of the board is shown below it."""
        if self.scene.flipped:
            return self.top_panel, self.bottom_panel
        return self.bottom_panel, self.top_panel

    def _update_players(self) -> None:
        c = self.controller
        handicap = bool(c.record.handicap)
        panels = self._panels()
        side = c.position().side
        over = c.current.ending is not None
        for color in (0, 1):
            panel = panels[color]
            panel.mark.setText(side_mark(color))
            name = c.names[color] or side_name(color, handicap)
            panel.name.setText(name)
            panel.name.setToolTip(plain_tooltip(name))
            panel.set_active(not over and side == color)
        self._update_clocks()

    def _update_clocks(self) -> None:
        clock = self.controller.clock
        panels = self._panels()
        for color in (0, 1):
            label = panels[color].clock
            if clock is None:
                label.setText("")
                continue
            main = clock.remaining(color)
            if clock.in_byoyomi(color):
                text = self.tr("byoyomi %1").replace("%1", format_seconds(clock.byoyomi_remaining(color)))
            else:
                text = format_seconds(main)
            label.setText(text)

    def _update_status(self) -> None:
        c = self.controller
        outcome = c.outcome()
        if outcome is not None and c.current.ending is not None:
            headline, why = result_texts(outcome, bool(c.record.handicap))
            self.turn_label.setText(f"{headline} — {why}")
            return
        pos = c.position()
        who = side_mark(pos.side) + " " + short_name(c.names[pos.side] or side_name(pos.side, bool(c.record.handicap)))
        text = self.tr("Move %1 — %2 to move").replace("%1", str(pos.move_number)).replace("%2", who)
        if pos.is_check():
            text += " — " + self.tr("Check!")
        self.turn_label.setText(text)

    def _tick(self) -> None:
        c = self.controller
        if c.clock is None:
            return
        c.check_time()
        self._update_clocks()
        side = c.clock.side
        if side is not None and c.clock.time_left(side) <= WARNING_SECONDS:
            key = (c.current.ply, side)
            if key not in self._warned:
                self._warned.add(key)
                self._play("warning")

    # ----------------------------------------------------------------- helpers for tests
    def status_text(self) -> str:
        return self.statusBar().currentMessage()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(1200, 780)
