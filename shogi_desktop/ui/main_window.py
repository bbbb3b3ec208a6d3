"""The main window: board in the centre, players and clocks above and below it, the move list dock,
menus, tool bar and status bar; window geometry and dock layout saved in the user's settings."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..app.autosave import Autosave
from ..app.i18n import install_translations
from ..app.settings import Settings
from ..core.outcome import Outcome
from ..core.transition import Transition
from .action_looks import ActionLooks, Shortcut, StandardKey
from .analysis.graph import GraphDock
from .board.panel_cache import panel_cache
from .board.scene import BoardScene
from .board.view import BoardView
from .dialogs.appearance import AppearanceMenus
from .dialogs.appearance import apply_settings as apply_appearance
from .dialogs.storage_notices import AutosaveStatus
from .files.actions import FileActions
from .first_paint import FirstPaint
from .fonts import apply_ui_font
from .game.ai_player import AIPlayer, show_engine_failure
from .game.controller import GameController
from .game.game_end import ask_draw, ask_resign, can_resign
from .game.game_line import GameLine
from .game.movelist import MoveListWidget
from .game.players import Players
from .game.sounds import SoundPlayer
from .help.menu import HelpMenu
from .text.results import result_texts
from .text.rule_texts import reason_text
from .window_layout import arrange_docks, place_docks, restore_layout, saved_layout

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from ..app.engines import EngineRegistry
    from .addon_dock import AddonDock
    from .help.piece_guide import PieceGuide
    from .library.window import LibraryService

log = logging.getLogger(__name__)
AddonDockT = TypeVar("AddonDockT", bound="AddonDock")
WARNING_SECONDS = 10.0


class MainWindow(QMainWindow):
    """The main window; its parts see it as a :class:`~.window_api.WindowHost`."""

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None,
                 defer_parts: bool = False) -> None:
        """``defer_parts``: build what the first paint does not show (the add-on docks, analysis, mate
        search, opening book, arrows, the teaching menus) just after the first paint, as the application
        does at start (:meth:`when_built` runs what needs them); otherwise everything is built now."""
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self.settings = settings if settings is not None else Settings.load()
        self.controller = GameController(self)
        self.scene = BoardScene(self)
        self.view = BoardView(self.scene, self)
        self._sounds: SoundPlayer | None = None
        self._game_over_dialog: QWidget | None = None
        self._warned: set[tuple[int, int]] = set()
        self._shown_node: Any = None  # the record node the board shows (to recognise a special action)
        self.piece_guide: PieceGuide | None = None  # View → Piece Guide…, made when first asked for

        # centre: top player, board, bottom player (ui/game/players.py)
        self.players = Players(self.controller, self)
        self.top_panel, self.bottom_panel = self.players.top, self.players.bottom
        central = QWidget(self)
        lay = QVBoxLayout(central)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.setSpacing(3)
        self.game_line = GameLine(self.controller, central)  # what game this is (ui/game/game_line.py)
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
        self.graph = GraphDock(self)  # pyqtgraph is imported only when it is first shown
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.graph)
        self.graph.hide()
        self.graph.ply_clicked.connect(self._go_to_ply)
        self.graph.visibilityChanged.connect(self._on_graph_visibility)

        self.looks = ActionLooks(self)  # the actions' shortcuts and icons, given after the first paint
        self.turn_label = QLabel(self)
        self.turn_label.setTextFormat(Qt.TextFormat.PlainText)  # it names the player to move
        self.statusBar().addPermanentWidget(self.turn_label)

        self._make_actions()
        self._make_menus()
        self._make_toolbar()
        self.engine_failure_box: QMessageBox | None = None
        self.files = FileActions(self)  # File menu, clipboard, drops (ui/files/actions.py)
        self._place_file_actions()
        self._library: LibraryService | None = None  # made when first needed
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
        self.ai = AIPlayer(self.controller, self)  # plays the computer's sides
        self.ai.thinking_changed.connect(self._on_ai_thinking)
        self.ai.engine_failed.connect(self._on_ai_failed)

        self._timer = QTimer(self)
        self._timer.setInterval(200)
        self._timer.timeout.connect(self._tick)
        self._timer.start()

        self._built = False
        self._after_built: list[Callable[[], object]] = []
        self._apply_settings()
        self.retranslate()
        self.controller.new_game(self._default_setup())
        # Autosave from here on: the empty first game must not wipe a game waiting to be resumed.
        self.controller.autosave = Autosave()
        self.autosave_status = AutosaveStatus(self, self.controller.autosave)  # a failing autosave is shown
        self._restore_layout()
        if defer_parts:
            self._first_paint = FirstPaint(self, self._finish_building)
        else:
            self._finish_building()

    # ----------------------------------------------------------------- building
    def is_built(self) -> bool:
        """Whether every part is there (a window made with ``defer_parts`` is, once it has painted)."""
        return self._built

    def when_built(self, callback: Callable[[], object]) -> None:
        """Run ``callback`` once every part is built: now if it is, else right after the building."""
        if self._built:
            callback()
        else:
            self._after_built.append(callback)

    def _finish_building(self) -> None:
        if self._built:
            return
        self.looks.apply()
        size = self.size()  # arranging the new docks shows them all for a moment: keep the window's size
        self._make_parts()
        self._built = True
        place_docks(self, self.settings.window_state, self.moves_dock)  # the docks just made too
        self.resize(size)
        self.card_dock.show_for_game()  # a saved layout does not show the cards of another game
        self.magic_dock.show_for_game()
        panel_cache().persist()  # the wood just painted, for the next start (nothing when already kept)
        callbacks, self._after_built = self._after_built, []
        for callback in callbacks:
            callback()

    def _make_parts(self) -> None:
        """The add-on docks, the analysis and the opening book, placed in the menus and the dock column
        (ui/window_layout.py: one column right of the board; View lists every dock), the arrows and the
        teaching menus: imported here, since the first paint needs none of them."""
        from .analysis.mate_search import install_mate_search
        from .analysis.menu import make_analysis
        from .board.annotations import install_annotations
        from .cards.dock import CardDock
        from .dialogs.book import BookUi
        from .fantasista.dock import MagicDock
        from .teach.install import install_teaching

        # Help → Rules Book… and Lessons… (ui/teach/): the pages that play, the lessons, the "?" buttons' book
        self.teaching = install_teaching(self, self.menu_help, self.menu_help.act_shortcuts,
                                         self.settings.animation_ms)
        self.card_dock = self._add_addon_dock(CardDock(self))  # ui/cards/dock.py: in games with cards
        self.magic_dock = self._add_addon_dock(MagicDock(self))  # ui/fantasista/dock.py: in fantasista games
        install_annotations(self)  # ui/board/annotations.py: arrows and circles drawn with the right button
        # ui/analysis/: the Analysis dock (View → Analysis) and menu (Analyse Game…, Stop Analysis)
        self.analysis_dock = make_analysis(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.analysis_dock)
        self.analysis_dock.hide()
        assert self.analysis_dock.menu is not None and self.analysis_dock.view_action is not None
        self.menuBar().insertMenu(self._analysis_title.menuAction(), self.analysis_dock.menu)
        self.menuBar().removeAction(self._analysis_title.menuAction())  # the title the first paint showed
        self._analysis_title.deleteLater()
        self.mate_search = install_mate_search(self)  # ui/analysis/mate_search.py: Analysis → Mate Search…
        self.book_ui = BookUi(self)  # ui/dialogs/book.py: Game → Opening Book…, the engine's book
        game_actions = self.menu_game.actions()
        self.menu_game.insertAction(game_actions[game_actions.index(self.act_engines) + 1], self.book_ui.action)
        self.menu_view.insertActions(self.act_graph, [self.card_dock.toggleViewAction(),
                                                      self.magic_dock.toggleViewAction()])
        self.menu_view.insertAction(self.act_piece_guide, self.analysis_dock.view_action)
        arrange_docks(self, [self.moves_dock, self.card_dock, self.magic_dock], [self.analysis_dock, self.graph])

    def _add_addon_dock(self, dock: AddonDockT) -> AddonDockT:
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.show_for_game()
        self.controller.position_changed.connect(dock.on_position_changed)
        return dock

    def _place_file_actions(self) -> None:
        """The File menu first in the menu bar, Copy/Paste in the Edit menu, Open/Save on the tool bar."""
        self.menuBar().insertMenu(self.menu_game.menuAction(), self.files.menu_file)
        self.menu_edit.addSeparator()
        self.menu_edit.addActions(self.files.edit_actions())
        self.toolbar.insertActions(self.toolbar.actions()[1], self.files.toolbar_actions())
        self.setAcceptDrops(True)
        self.installEventFilter(self.files)
        self.view.viewport().installEventFilter(self.files)

    def _action(self, slot: Any, shortcut: Shortcut | None = None, icon: str | None = None,
                checkable: bool = False) -> QAction:
        action = QAction(self)
        self.looks.add(action, shortcut, icon)  # after the first paint (ui/action_looks.py)
        action.setCheckable(checkable)
        if checkable:
            action.toggled.connect(slot)
        else:
            action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)  # shortcuts work wherever the focus is in the window
        return action

    def _make_actions(self) -> None:
        key = StandardKey
        self.act_new = self._action(self.new_game_dialog, key("New"), "SP_FileIcon")
        self.act_resign = self._action(self.resign, None, "SP_DialogCancelButton")
        self.act_draw = self._action(self.agree_draw)
        self.act_impasse = self._action(self.declare_impasse)
        self.act_editor = self._action(self.position_editor)
        self.act_engines = self._action(self.show_engines)
        self.act_quit = self._action(self.close, key("Quit"))
        self.act_take_back = self._action(self.take_back, key("Undo"), "SP_ArrowBack")
        self.act_redo = self._action(self.redo, key("Redo"), "SP_ArrowForward")
        self.act_flip = self._action(self.set_flipped, "Ctrl+F", "SP_BrowserReload", checkable=True)
        self.act_first = self._action(self.controller.first, "Home", "SP_MediaSkipBackward")
        self.act_back = self._action(self.controller.back, "Left", "SP_MediaSeekBackward")
        self.act_forward = self._action(self.controller.forward, "Right", "SP_MediaSeekForward")
        self.act_last = self._action(self.controller.last, "End", "SP_MediaSkipForward")
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
        self.act_graph = self.graph.toggleViewAction()
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
        self.appearance_menus = AppearanceMenus(self, self.settings, self.scene.position)  # ui/dialogs/appearance.py
        self.appearance_menus.add_to(self.menu_view)
        self.menu_view.addSeparator()
        self.menu_view.addAction(self.act_moves)
        self.menu_view.addAction(self.act_graph)
        self.menu_view.addAction(self.act_piece_guide)
        self.menu_view.addSeparator()
        self.menu_view.addAction(self.act_mute)
        self.menu_help = HelpMenu(self)  # rules of every variant, shortcuts, About (ui/help/menu.py)
        # the Analysis menu's title, until the menu itself is made (_make_parts: ui/analysis/menu.py)
        self._analysis_title = QMenu(self)
        for m in (self.menu_game, self.menu_edit, self.menu_view, self._analysis_title, self.menu_help):
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
        if not self._built:
            self._analysis_title.setTitle(QCoreApplication.translate("AnalysisMenu", "&Analysis"))
        self.menu_coords.setTitle(self.tr("&Coordinates"))
        self.menu_lang.setTitle(self.tr("&Language"))
        self.appearance_menus.retranslate()
        texts = {
            self.act_new: self.tr("&New Game..."), self.act_resign: self.tr("&Resign"),
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
        self.files.retranslate()  # the title names the open file

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ----------------------------------------------------------------- settings
    def _apply_settings(self) -> None:
        s = self.settings
        apply_appearance(s)  # the piece set and board style every view draws in
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
        from .game.controller import GameSetup

        return GameSetup(black_name=self.settings.black_name, white_name=self.settings.white_name)

    def _restore_layout(self) -> None:
        s = self.settings
        restore_layout(self, s.window_geometry, s.window_state, self.moves_dock)

    def save_settings(self) -> bool:
        s = self.settings
        s.window_geometry, s.window_state = saved_layout(self)
        s.board_flipped = self.scene.flipped
        s.coordinate_style = self.scene.coordinate_style()
        s.show_legal_moves = self.scene.show_legal_moves()
        return s.save()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.ai.shutdown()
        if self._built:
            self.analysis_dock.shutdown()  # its engines and the game analysis' engine
            self.mate_search.shutdown()
        self.save_settings()
        panel_cache().persist()  # the next start paints its board from the cache folder
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
        apply_ui_font(lang)
        for action, code in ((self.act_lang_system, ""), (self.act_lang_ja, "ja"), (self.act_lang_en, "en")):
            action.blockSignals(True)
            action.setChecked(code == language)
            action.blockSignals(False)

    # ----------------------------------------------------------------- games
    def new_game_dialog(self) -> None:
        if not self.files.maybe_save("new"):
            return  # the game on show has unsaved changes and the user chose to stay
        setup = self.controller.setup
        from .dialogs.new_game import NewGameConfig, NewGameDialog  # every dialog is loaded when opened

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
        """Resign for the side to move, once the player confirms (ui/game/game_end.py; the box is returned)."""
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
        from .dialogs.position_editor import PositionEditorDialog

        dialog = PositionEditorDialog(self, start=pos, current=pos)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.start_from_sfen(dialog.sfen(), pos.variant.id))
        self.position_editor_widget = dialog
        dialog.open()

    def start_from_sfen(self, sfen: str, variant: str = "standard") -> None:
        from .game.controller import GameSetup

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
        from .help.piece_guide import PieceGuide

        variant = self.controller.position().variant
        if kind is None:
            sel, pos = self.scene.selected(), self.scene.position()
            if sel is not None and pos is not None:
                if sel.square is not None:
                    kind = pos.variant.kinds[abs(pos.board[sel.square]) - 1]
                elif sel.hand_kind is not None:
                    kind = pos.variant.kinds[sel.hand_kind]
        guide = self.piece_guide
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

    # ----------------------------------------------------------------- library (ui/library/window.py)
    def library_service(self) -> Any:
        if self._library is None:
            from .library.window import LibraryService

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
        if self.graph.isVisible():
            self.graph.set_current_ply(c.current.ply if c.current.ending is None else c.current.ply - 1)

    def _on_record_changed(self) -> None:
        self._update_actions()
        if self.graph.isVisible():
            self._update_graph()

    def _update_graph(self) -> None:
        c = self.controller
        self.graph.set_record(c.record)
        self.graph.set_current_ply(c.current.ply if c.current.ending is None else c.current.ply - 1)

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
        self.engine_failure_box = show_engine_failure(self, self.ai, message, self.engine_failure_box)

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
        self.play_sound("capture" if transition.is_capture else "move")

    def _on_game_over(self, outcome: Outcome) -> None:
        self._update_status()
        headline, why = result_texts(outcome, bool(self.controller.record.handicap),
                                     (self.controller.names[0], self.controller.names[1]))
        self.statusBar().showMessage(f"{headline} — {why}", 15000)
        if self._game_over_dialog is not None:
            self._game_over_dialog.close()
        from .dialogs.game_over import GameOverDialog

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
    def engines(self) -> EngineRegistry:
        """The registered USI engines (app/engines.py), read when first needed (not before the first paint)."""
        return self.ai.engine_registry()

    @property
    def game_over_dialog(self) -> QWidget | None:
        return self._game_over_dialog

    # ----------------------------------------------------------------- what the parts may ask (WindowHost)
    def board_viewport(self) -> QWidget:
        return self.view.viewport()

    def show_message(self, text: str, timeout_ms: int = 0) -> None:
        if text:
            self.statusBar().showMessage(text, timeout_ms)
        else:
            self.statusBar().clearMessage()

    def add_status_widget(self, widget: QWidget) -> None:
        self.statusBar().addPermanentWidget(widget)

    def add_window_action(self, action: QAction, shortcut: Shortcut | None = None, icon: str | None = None) -> None:
        self.looks.add(action, shortcut, icon)
        self.addAction(action)

    def show_game_position(self) -> None:
        self._on_position_changed(None)

    def show_graph(self) -> GraphDock:
        graph = self.graph
        was_hidden = not graph.isVisible()
        graph.show()
        graph.raise_()  # its tab, when it shares the column's lower part with the Analysis dock
        if was_hidden and graph.height() < 160 and not graph.isFloating():
            self.resizeDocks([graph], [200], Qt.Orientation.Vertical)
        return graph

    def play_sound(self, name: str) -> None:
        if self.settings.mute:
            return
        if self._sounds is None:
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

    def _update_players(self) -> None:
        self.players.update(self.scene.flipped)

    def _update_status(self) -> None:
        self.turn_label.setText(self.players.turn_text())

    def _tick(self) -> None:
        c = self.controller
        if c.clock is None:
            return
        c.check_time()
        self.players.update_clocks(self.scene.flipped)
        side = c.clock.side
        if side is not None and c.clock.time_left(side) <= WARNING_SECONDS:
            key = (c.current.ply, side)
            if key not in self._warned:
                self._warned.add(key)
                self.play_sound("warning")

    # ----------------------------------------------------------------- helpers for tests
    def status_text(self) -> str:
        return self.statusBar().currentMessage()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(1200, 780)
