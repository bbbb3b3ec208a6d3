"""The New Game dialog: variant and sub-variant, handicap (every preset, or a custom one), players and
time control.

    dialog = NewGameDialog(parent, initial=NewGameConfig(...))   # initial is optional
    if dialog.exec():
        config = dialog.config()          # a NewGameConfig
        pos = config.start_position()     # the core Position to start from

``NewGameConfig.handicap`` is None for an even game (平手), a preset id of ``core.handicap.handicaps()``,
or a custom id ``custom:SQUARES[:b|w]`` built by the custom editor (checkable pieces of either side, and
who moves first).  ``NewGameConfig.variant`` is ``standard`` or a sub-variant id such as
``kirin-phoenix:3`` (every choice of :func:`~shogi_desktop.core.variant.all_variant_choices`): the
variant combo lists the variant files, the list below it their numbered sub-variants, with the
variant's description and who moves first; handicaps apply to standard shogi only.  The preview on the
right shows the start position live.  Each player is a person, the built-in engine (at a level) or,
for standard shogi and its handicaps (what USI engines play), any engine of the registry
(:mod:`~shogi_desktop.app.engines`), and for a variant a registered Fairy-Stockfish that passed the check
for it (``EngineRegistry.engines_for``; the note under the players says why an engine is not offered):
``NewGameConfig.black_engine`` / ``white_engine`` hold its id (None: the built-in engine).  A computer side left without a name is named after its engine.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...app.engines import EngineRegistry
from ...core.clock import TimeControl
from ...core.handicap import HandicapError, handicaps
from ...core.position import Position
from ...core.tables import parse_square, square_name
from ...core.variant import Variant, VariantError, all_variant_choices, load_variant, variant_ids
from ..board.preview import BoardPreview
from ..cards.options import CardOptionsBox, split_addon
from ..fantasista.options import FantasistaOptionsBox
from ..teach.help_buttons import page_button, variant_page
from ..text.game_names import game_title
from ..text.names import handicap_name, kind_name, side_mark, side_name, ui_language, variant_name
from ..text.plain import plain_tooltip
from .fairy_texts import engine_note

CUSTOM = "custom"
ENGINE_PREFIX = "engine:"  # the players' type combos: "human", "computer" (built-in), "engine:<id>"
CHECK_POLL_MS = 500  # while a Fairy-Stockfish is being checked, the offer is refreshed this often


def subvariant_choices(base: str) -> list[str]:
    """The ``ID:N`` choices of the variant file ``base``, in the loader's order (none for standard)."""
    return [c for c in all_variant_choices() if c.partition(":")[0] == base and ":" in c]


def default_choice(base: str) -> str:
    """What choosing the variant ``base`` selects: its sub-variant with the variant's own start and
    capture rules (the file's plain setup), else its first sub-variant, else ``base`` itself."""
    subs = subvariant_choices(base)
    if not subs:
        return base
    plain = load_variant(base)
    for choice in subs:
        v = load_variant(choice)
        if v.start == plain.start and v.capture_rules == plain.capture_rules:
            return choice
    return subs[0]


def subvariant_name(variant: Variant) -> str:
    """The sub-variant's own name in the interface language ("" for a variant without one)."""
    _, _, key = variant.id.partition(":")
    sub = variant.subvariants.get(key, {}) if key else {}
    return str(sub.get("name_ja" if ui_language() == "ja" else "name_en", ""))


def variant_description(variant: Variant) -> str:
    return variant.description_ja if ui_language() == "ja" else variant.description_en


@dataclass
class NewGameConfig:
    variant: str = "standard"
    handicap: str | None = None  # None: even game; a preset id; or "custom:SQUARES[:b|w]"
    black_name: str = ""
    white_name: str = ""
    black_human: bool = True
    white_human: bool = True
    black_level: int = 3  # the computer's level (1-10) for a side that is not human
    white_level: int = 3
    time_control: TimeControl | None = None  # None: no time limit
    addon_options: dict[str, Any] | None = None  # setup_addons options: the card deal (ui/cards/options.py)
    black_engine: str | None = None  # a registered engine's id for a computer side; None: the built-in one
    white_engine: str | None = None

    @property
    def is_handicap(self) -> bool:
        return self.handicap is not None

    def start_position(self) -> Position:
        pos = Position.initial(self.variant, self.handicap)
        if "+" in self.variant:
            from ...core.addons import setup_addons

            setup_addons(pos, dict(self.addon_options or {}))
        return pos


class CustomHandicapEditor(QWidget):
    """The pieces of the start position as a small board of toggles: a checked piece is removed."""

    changed = Signal()

    def __init__(self, variant: str = "standard", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._variant = load_variant(variant)
        start = Position.initial(self._variant)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # a removed piece is shown struck through on red, so the choice reads at a glance
        self.setStyleSheet("QToolButton:checked { background-color: #c9463d; color: white;"
                           " border: 1px solid #8e2a23; border-radius: 3px; }")
        self._labels: dict[int, QLabel] = {}
        self.buttons: dict[str, QToolButton] = {}  # square name -> toggle
        for color, rows in ((1, range(0, 3)), (0, range(6, 9))):
            label = QLabel(self)
            self._labels[color] = label
            grid = QGridLayout()
            grid.setSpacing(1)
            for r in rows:
                for f in range(9):
                    sq = r * 9 + f
                    piece = start.piece_at(sq)
                    if piece is None or piece[0].royal or piece[1] != color:
                        continue
                    button = QToolButton(self)
                    button.setCheckable(True)
                    button.setText(piece[0].kanji)
                    button.setAutoRaise(False)
                    button.setFixedSize(26, 26)
                    button.toggled.connect(self._on_toggled)
                    button.setProperty("square", square_name(sq))
                    self.buttons[square_name(sq)] = button
                    grid.addWidget(button, r % 3, f)
            if color == 0:
                layout.addSpacing(8)  # the middle of the board
            layout.addWidget(label)
            layout.addLayout(grid)
        first = QHBoxLayout()
        self._first_label = QLabel(self)
        self.black_first = QRadioButton(self)
        self.white_first = QRadioButton(self)
        self.white_first.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.black_first)
        group.addButton(self.white_first)
        self.black_first.toggled.connect(self.changed)
        first.addWidget(self._first_label)
        first.addWidget(self.black_first)
        first.addWidget(self.white_first)
        first.addStretch(1)
        layout.addLayout(first)
        self.retranslate()

    def retranslate(self) -> None:
        self._labels[1].setText(self.tr("White's pieces to remove (click to toggle)"))
        self._labels[0].setText(self.tr("Black's pieces to remove"))
        self._first_label.setText(self.tr("Moves first:"))
        self.black_first.setText(side_name(0, True))
        self.white_first.setText(side_name(1, True))
        start = Position.initial(self._variant)
        for name, button in self.buttons.items():
            piece = start.piece_at(parse_square(name))
            assert piece is not None
            button.setToolTip(self.tr("%1 on %2").replace("%1", kind_name(piece[0])).replace("%2", name))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _on_toggled(self, checked: bool) -> None:
        button = self.sender()
        if isinstance(button, QToolButton):
            font = button.font()
            font.setStrikeOut(checked)
            button.setFont(font)
        self.changed.emit()

    def removed(self) -> list[str]:
        return [name for name, b in self.buttons.items() if b.isChecked()]

    def handicap_id(self) -> str | None:
        """``custom:...`` for the current choice; None when nothing is removed and Black moves first."""
        squares = self.removed()
        black = self.black_first.isChecked()
        if not squares and black:
            return None
        return f"custom:{','.join(squares)}" + (":b" if black else "")

    def set_removed(self, squares: list[str] | tuple[str, ...], black_first: bool = False) -> None:
        for name, b in self.buttons.items():
            b.blockSignals(True)
            b.setChecked(name in squares)
            font = b.font()
            font.setStrikeOut(name in squares)
            b.setFont(font)
            b.blockSignals(False)
        (self.black_first if black_first else self.white_first).setChecked(True)
        self.changed.emit()


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, initial: NewGameConfig | None = None,
                 engines: EngineRegistry | None = None) -> None:
        super().__init__(parent)
        initial = initial or NewGameConfig()
        self.engines = engines if engines is not None else EngineRegistry.load()
        plain_variant, initial_addon = split_addon(initial.variant)  # "standard+cards2": the card add-on
        self._variant_id = plain_variant
        if plain_variant.partition(":")[0] not in variant_ids():
            self._variant_id = "standard"
        elif ":" not in plain_variant:
            self._variant_id = default_choice(plain_variant)

        self._make_setup_widgets()
        self._make_players_box(initial)
        self._make_time_box(initial)
        self.preview = BoardPreview(self)
        self.preview.setMinimumSize(220, 280)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        self._lay_out(initial, initial_addon)
        self.retranslate()
        self._select_handicap(initial.handicap if self._is_standard() else None)
        self.variant_combo.currentIndexChanged.connect(self._on_variant_changed)
        self.subvariant_list.currentItemChanged.connect(self._on_subvariant_changed)
        self.handicap_combo.currentIndexChanged.connect(self._on_handicap_changed)
        self.custom_editor.changed.connect(self._update)
        for spin in (self.main_minutes, self.byoyomi_seconds, self.increment_seconds):
            spin.valueChanged.connect(self._update)
        self.time_box.toggled.connect(self._update)
        self.card_box.changed.connect(self._update)
        self.fantasista_box.changed.connect(self._update)
        self._on_handicap_changed()
        screen = self.screen() or QGuiApplication.primaryScreen()
        self.fit_to(screen.availableGeometry() if screen is not None else None)

    def _make_setup_widgets(self) -> None:
        """Variant, setup (sub-variant), who moves first, handicap and the custom handicap's editor."""
        self.variant_combo = QComboBox(self)
        self.subvariant_list = QListWidget(self)
        self.variant_info = QLabel(self)
        self.variant_info.setWordWrap(True)
        self.first_label = QLabel(self)
        self.handicap_combo = QComboBox(self)
        self.custom_box = QGroupBox(self)
        self.custom_editor = CustomHandicapEditor("standard", self.custom_box)
        QVBoxLayout(self.custom_box).addWidget(self.custom_editor)

    def _make_players_box(self, initial: NewGameConfig) -> None:
        """Each side's name, human or computer (the built-in engine's level, a registered engine)."""
        self.players_box = QGroupBox(self)
        self.black_label = QLabel(self)
        self.white_label = QLabel(self)
        # a name that is only the engine's own is shown as the placeholder, so it follows the engine chosen
        names = []
        for name, human, engine in ((initial.black_name, initial.black_human, initial.black_engine),
                                    (initial.white_name, initial.white_human, initial.white_engine)):
            own = not human and engine is not None and name == self.engines.name_of(engine)
            names.append("" if own else name)
        self.black_name = QLineEdit(names[0], self)
        self.white_name = QLineEdit(names[1], self)
        self.black_type = QComboBox(self)
        self.white_type = QComboBox(self)
        for combo in (self.black_type, self.white_type):  # its size follows its texts (set later, and engines)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.black_level = QSpinBox(self)
        self.white_level = QSpinBox(self)
        # under each side's row: what its level plays like (shown while the built-in engine plays it)
        self.black_level_note = QLabel(self.players_box)
        self.white_level_note = QLabel(self.players_box)
        players = QGridLayout(self.players_box)
        for side, (label, edit, kind, level, value, note) in enumerate(
                ((self.black_label, self.black_name, self.black_type, self.black_level, initial.black_level,
                  self.black_level_note),
                 (self.white_label, self.white_name, self.white_type, self.white_level, initial.white_level,
                  self.white_level_note))):
            row = 2 * side
            players.addWidget(label, row, 0)
            players.addWidget(edit, row, 1)
            players.addWidget(kind, row, 2)
            players.addWidget(level, row, 3)
            level.setRange(1, 10)
            level.setValue(min(10, max(1, int(value))))
            note.setWordWrap(True)
            note.setTextFormat(Qt.TextFormat.PlainText)
            # help text in the ordinary text colour: a disabled label's grey reads as "not available"
            players.addWidget(note, row + 1, 1, 1, 3)
            level.valueChanged.connect(self._update_levels)
        self.black_type.addItem("", "human")  # the texts come in retranslate()
        self.black_type.addItem("", "computer")
        self.white_type.addItem("", "human")
        self.white_type.addItem("", "computer")
        self.black_type.setCurrentIndex(0 if initial.black_human else 1)
        self.white_type.setCurrentIndex(0 if initial.white_human else 1)
        self._wanted_engine: list[str | None] = [  # kept while a variant hides the engines
            None if initial.black_human else initial.black_engine,
            None if initial.white_human else initial.white_engine]
        self._engine_items: tuple[str, ...] | None = None  # the engine entries the combos offer now
        # why an engine is not offered: under the summary, outside the scrolled options, so that its coming
        # and going (ticking 王将ファンタジスタ changes which engines play) moves none of them, and an empty
        # note takes no room
        self.engine_note = QLabel(self)
        self.engine_note.setWordWrap(True)
        self.engine_note.setTextFormat(Qt.TextFormat.PlainText)  # it may quote an engine's name
        self._check_timer = QTimer(self)  # refreshes the engines offered while a Fairy-Stockfish is checked
        self._check_timer.setSingleShot(True)
        self._check_timer.setInterval(CHECK_POLL_MS)
        self._check_timer.timeout.connect(self._fill_engine_items)
        self.black_type.currentIndexChanged.connect(self._on_type_changed)
        self.white_type.currentIndexChanged.connect(self._on_type_changed)
        self._update_levels()

    def _make_time_box(self, initial: NewGameConfig) -> None:
        """Main time, byoyomi and increment (checkable: unchecked, no clock)."""
        self.time_box = QGroupBox(self)
        self.time_box.setCheckable(True)
        self.time_box.setChecked(initial.time_control is not None and not initial.time_control.unlimited)
        tc = initial.time_control or TimeControl(600, 30, 0)
        self.main_minutes = QSpinBox(self)
        self.main_minutes.setRange(0, 600)
        self.main_minutes.setValue(int(tc.main_seconds // 60))
        self.byoyomi_seconds = QSpinBox(self)
        self.byoyomi_seconds.setRange(0, 600)
        self.byoyomi_seconds.setValue(int(tc.byoyomi_seconds))
        self.increment_seconds = QSpinBox(self)
        self.increment_seconds.setRange(0, 600)
        self.increment_seconds.setValue(int(tc.increment_seconds))
        self._time_labels = [QLabel(self) for _ in range(3)]
        form = QFormLayout(self.time_box)
        form.addRow(self._time_labels[0], self.main_minutes)
        form.addRow(self._time_labels[1], self.byoyomi_seconds)
        form.addRow(self._time_labels[2], self.increment_seconds)

    def _lay_out(self, initial: NewGameConfig, initial_addon: str) -> None:
        """The options (scrolled) beside the preview, the add-ons' boxes, the summary and the buttons."""
        self._top_form = QFormLayout()
        self._variant_label = QLabel(self)
        self._subvariant_label = QLabel(self)
        self._handicap_label = QLabel(self)
        # "?": the rules book at the chosen setup's page (the family's where the setup has none)
        self.variant_page_button = page_button(self, lambda: variant_page(self.variant_id()))
        variant_row = QHBoxLayout()
        variant_row.addWidget(self.variant_combo, 1)
        variant_row.addWidget(self.variant_page_button)
        self._top_form.addRow(self._variant_label, variant_row)
        self._top_form.addRow(self._subvariant_label, self.subvariant_list)
        self._top_form.addRow(self.variant_info)
        self._top_form.addRow(self.first_label)
        self._top_form.addRow(self._handicap_label, self.handicap_combo)
        options = QWidget(self)  # scrolls when the screen is too low for every option (a laptop)
        left = QVBoxLayout(options)
        left.setContentsMargins(0, 0, 6, 0)
        left.addLayout(self._top_form)
        left.addWidget(self.custom_box)
        left.addWidget(self.players_box)
        self.card_box = CardOptionsBox(self)
        addon_ids = initial_addon.split("+")  # "cards2+fantasista": both add-ons
        self.card_box.set_addon(next((a for a in addon_ids if a != "fantasista"), ""))
        self.card_box.set_options(initial.addon_options)
        left.addWidget(self.card_box)
        self.fantasista_box = FantasistaOptionsBox(self)
        self.fantasista_box.set_options("fantasista" if "fantasista" in addon_ids else "", initial.addon_options)
        left.addWidget(self.fantasista_box)
        left.addWidget(self.time_box)
        left.addWidget(self.message)
        left.addStretch(1)
        self.options_scroll = QScrollArea(self)
        self.options_scroll.setWidget(options)
        self.options_scroll.setWidgetResizable(True)
        self.options_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.options_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body = QHBoxLayout()
        body.addWidget(self.options_scroll, 3)
        body.addWidget(self.preview, 2)
        # the whole game in words (variant with its setup, handicap, add-ons), as the main window will say it
        self.summary = QLabel(self)
        self.summary.setObjectName("GameSummary")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        bold = self.summary.font()
        bold.setBold(True)
        self.summary.setFont(bold)
        outer = QVBoxLayout(self)
        outer.addLayout(body)
        outer.addWidget(self.summary)
        outer.addWidget(self.engine_note)
        outer.addWidget(self.buttons)

    def fit_to(self, avail: QRect | None) -> None:
        """Open showing every option when the screen (``avail``) is tall enough, else as tall as it
        allows: the options scroll, OK and Cancel stay in view."""
        options = self.options_scroll.widget()
        if options is None:
            return
        layout = self.layout()
        # room for the options as they are now (their texts are in) and for the scroll bar beside them
        bar = self.options_scroll.verticalScrollBar().sizeHint().width()
        self.options_scroll.setMinimumWidth(options.minimumSizeHint().width() + bar)
        extra = 24
        if layout is not None:
            m = layout.contentsMargins()
            extra = m.top() + m.bottom() + m.left() + m.right()
        width = self.options_scroll.minimumWidth() + self.preview.sizeHint().width() + extra + 12
        height = max(options.sizeHint().height(), self.preview.sizeHint().height())
        height += self.buttons.sizeHint().height() + extra + 12
        if avail is not None:
            width = min(width, int(avail.width() * 0.95))
            height = min(height, int(avail.height() * 0.9))
        self.resize(width, height)

    # ------------------------------------------------------------------ texts
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New Game"))
        self._variant_label.setText(self.tr("Variant:"))
        self._subvariant_label.setText(self.tr("Setup:"))
        self._handicap_label.setText(self.tr("Handicap:"))
        self.custom_box.setTitle(self.tr("Custom handicap"))
        self.players_box.setTitle(self.tr("Players"))
        self.time_box.setTitle(self.tr("Time control"))
        self._time_labels[0].setText(self.tr("Main time:"))
        self._time_labels[1].setText(self.tr("Byoyomi:"))
        self._time_labels[2].setText(self.tr("Fischer increment per move:"))
        self.main_minutes.setSuffix(self.tr(" min"))
        self.byoyomi_seconds.setSuffix(self.tr(" s"))
        self.increment_seconds.setSuffix(self.tr(" s"))
        self.black_name.setPlaceholderText(self.tr("Name (optional)"))
        self.white_name.setPlaceholderText(self.tr("Name (optional)"))

        self.variant_combo.blockSignals(True)
        self.variant_combo.clear()
        for vid in variant_ids():
            self.variant_combo.addItem(variant_name(load_variant(vid)), vid)
        self.variant_combo.setCurrentIndex(max(0, self.variant_combo.findData(self.variant_base())))
        self.variant_combo.blockSignals(False)
        self._fill_subvariants()

        current = self.handicap_combo.currentData()
        self.handicap_combo.blockSignals(True)
        self.handicap_combo.clear()
        self.handicap_combo.addItem(self.tr("Even game (hirate)"), "")
        for hid, h in handicaps().items():
            self.handicap_combo.addItem(handicap_name(h), hid)
        self.handicap_combo.addItem(self.tr("Custom…"), CUSTOM)
        index = self.handicap_combo.findData(current) if current is not None else 0
        self.handicap_combo.setCurrentIndex(max(0, index))
        self.handicap_combo.blockSignals(False)

        for combo, level in ((self.black_type, self.black_level), (self.white_type, self.white_level)):
            combo.setItemText(0, self.tr("Human"))
            combo.setItemText(1, self.tr("Computer"))
            combo.setItemData(1, self.tr("The built-in engine plays this side"), Qt.ItemDataRole.ToolTipRole)
            level.setPrefix(self.tr("Level "))
            level.setToolTip(self.tr("The computer's strength: 1 (beginner) to 10 (strongest)") + "\n"
                             + self.tr("Its first moves come from the opening book (Game → Opening Book…): "
                                       "level 10 plays the main lines, levels 1 to 3 soon leave them."))
        self._hold_type_widths()
        self._update_side_labels()
        self._update()
        self._update_levels()

    def _hold_type_widths(self) -> None:
        """The player-kind combos never get narrower than their longest entry ("Computer", an engine's
        name): a scroll bar appearing in the options would otherwise squeeze them to "コンピュ…"."""
        for combo in (self.black_type, self.white_type):
            combo.setMinimumWidth(combo.sizeHint().width())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _update_levels(self) -> None:
        """A level is chosen only for a side the built-in engine plays; an engine's name is the default
        name of its side."""
        for combo, level, edit, note in ((self.black_type, self.black_level, self.black_name, self.black_level_note),
                                         (self.white_type, self.white_level, self.white_name, self.white_level_note)):
            level.setEnabled(combo.currentData() == "computer")
            note.setVisible(combo.currentData() == "computer")
            note.setText(self.level_note(level.value()))
            engine = self._engine_of(combo)
            edit.setPlaceholderText(self.engines.name_of(engine) if engine is not None
                                    else self.tr("Name (optional)"))

    def level_note(self, level: int) -> str:
        """What the built-in engine plays like at ``level`` (1-10), in a sentence."""
        notes = (
            self.tr("A beginner: reads one move ahead, often misses pieces attacked from afar and leaves its "
                    "own pieces hanging."),
            self.tr("A novice: reads one move ahead, sometimes misses a bishop or rook across the board and now "
                    "and then leaves a piece hanging."),
            self.tr("A casual player: reads two moves ahead and overlooks some attacks from afar."),
            self.tr("A club beginner: reads two moves ahead and sometimes plays a second-best move."),
            self.tr("An improving player: reads three moves ahead, with some inaccuracies."),
            self.tr("An intermediate player: reads three moves ahead, with fewer inaccuracies."),
            self.tr("A solid player: reads four moves ahead, castles and attacks."),
            self.tr("A strong club player: reads five moves ahead, with rare inaccuracies."),
            self.tr("An expert: reads deep and almost never errs on purpose."),
            self.tr("The strongest: its full strength in the time it is given; castles its king and plays the "
                    "main opening lines."),
        )
        return notes[min(10, max(1, level)) - 1]

    @staticmethod
    def _engine_of(combo: QComboBox) -> str | None:
        data = combo.currentData()
        if isinstance(data, str) and data.startswith(ENGINE_PREFIX):
            return data[len(ENGINE_PREFIX):]
        return None

    def _on_type_changed(self) -> None:
        for color, combo in enumerate((self.black_type, self.white_type)):
            if self._engine_items is not None:  # not while the combos are being filled
                self._wanted_engine[color] = self._engine_of(combo)
        self._update_levels()

    def _fill_engine_items(self) -> None:
        """Offer the registered engines that play the game chosen in the players' combos."""
        if self.engines.request_checks():  # a Fairy-Stockfish is being checked: look again shortly
            self._check_timer.start()
        variant = self.config_variant()
        entries = self.engines.engines_for(variant)
        note = engine_note(self.engines, variant)
        self.engine_note.setText(note)
        self.engine_note.setVisible(bool(note))
        key = tuple(f"{e.id}\t{e.name}" for e in entries)
        if key == self._engine_items:
            return
        self._engine_items = None
        for color, combo in enumerate((self.black_type, self.white_type)):
            wanted = self._wanted_engine[color]
            combo.blockSignals(True)
            while combo.count() > 2:
                combo.removeItem(2)
            for e in entries:
                combo.addItem(e.name, ENGINE_PREFIX + e.id)
                tip = e.command if not e.author else f"{e.command} ({e.author})"
                combo.setItemData(combo.count() - 1, plain_tooltip(tip), Qt.ItemDataRole.ToolTipRole)
            if combo.currentIndex() != 0 and wanted is not None:
                index = combo.findData(ENGINE_PREFIX + wanted)
                combo.setCurrentIndex(index if index >= 0 else 1)
            combo.blockSignals(False)
        self._engine_items = key
        self._hold_type_widths()
        self._update_levels()

    # ------------------------------------------------------------------ variant
    def variant_base(self) -> str:
        """The variant file id of the choice (``kirin-phoenix`` for ``kirin-phoenix:3``)."""
        return self._variant_id.partition(":")[0]

    def variant_id(self) -> str:
        return self._variant_id

    def _is_standard(self) -> bool:
        return self.variant_base() == "standard"

    def select_variant(self, choice: str) -> None:
        """Select ``ID`` (its default setup) or ``ID:N``, as the user would with the combo and the list."""
        base = choice.partition(":")[0]
        index = self.variant_combo.findData(base)
        if index < 0:
            raise ValueError(f"unknown variant {choice!r}")
        self._variant_id = choice if ":" in choice else default_choice(base)
        self.variant_combo.blockSignals(True)
        self.variant_combo.setCurrentIndex(index)
        self.variant_combo.blockSignals(False)
        self._fill_subvariants()
        self._variant_changed()

    def _fill_subvariants(self) -> None:
        """The list of the chosen variant's sub-variants (hidden for a variant without any)."""
        subs = subvariant_choices(self.variant_base())
        self.subvariant_list.blockSignals(True)
        self.subvariant_list.clear()
        for choice in subs:
            v = load_variant(choice)
            item = QListWidgetItem(f"{choice.partition(':')[2]}. {subvariant_name(v)}")
            item.setData(Qt.ItemDataRole.UserRole, choice)
            first = side_name(Position.initial(choice).side)
            item.setToolTip(self.tr("%1 moves first").replace("%1", first))
            self.subvariant_list.addItem(item)
            if choice == self._variant_id:
                self.subvariant_list.setCurrentItem(item)
        self.subvariant_list.blockSignals(False)
        if subs:  # tall enough for every setup (ten at most), so none hides behind a scroll bar
            rows = min(len(subs), 10)
            row_h = max(self.subvariant_list.sizeHintForRow(0), self.fontMetrics().height() + 2)
            self.subvariant_list.setFixedHeight(rows * row_h + 2 * self.subvariant_list.frameWidth() + 4)
        self.subvariant_list.setVisible(bool(subs))
        self._subvariant_label.setVisible(bool(subs))

    def _on_variant_changed(self) -> None:
        base = self.variant_combo.currentData()
        if base is None or base == self.variant_base():
            return
        self._variant_id = default_choice(str(base))
        self._fill_subvariants()
        self._variant_changed()

    def _on_subvariant_changed(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None = None) -> None:
        if item is None:
            return
        self._variant_id = str(item.data(Qt.ItemDataRole.UserRole))
        self._variant_changed()

    def _variant_changed(self) -> None:
        standard = self._is_standard()
        if not standard:
            self.handicap_combo.blockSignals(True)
            self.handicap_combo.setCurrentIndex(0)  # handicaps are standard shogi's
            self.handicap_combo.blockSignals(False)
        self._on_handicap_changed()

    def _update_variant_info(self) -> None:
        try:
            variant = load_variant(self._variant_id)
            first = Position.initial(self._variant_id, self.handicap_id()).side
        except (VariantError, HandicapError):
            self.variant_info.setText("")
            self.first_label.setText("")
            return
        self.variant_info.setText(variant_description(variant))
        self.variant_info.setVisible(not self._is_standard() and bool(variant_description(variant)))
        handicap = self.handicap_id() is not None
        self.first_label.setText(self.tr("Moves first: %1").replace(
            "%1", side_mark(first) + " " + side_name(first, handicap)))
        standard = self._is_standard()
        self.handicap_combo.setEnabled(standard)
        self.handicap_combo.setToolTip("" if standard else self.tr("Handicaps apply to standard shogi only"))

    # ------------------------------------------------------------------ state
    def _select_handicap(self, handicap: str | None) -> None:
        if handicap and handicap.startswith("custom:"):
            parts = handicap.split(":")
            squares = [s for s in parts[1].split(",") if s]
            self.custom_editor.set_removed(squares, black_first=len(parts) > 2 and parts[2] == "b")
            self.handicap_combo.setCurrentIndex(self.handicap_combo.findData(CUSTOM))
        else:
            index = self.handicap_combo.findData(handicap or "")
            self.handicap_combo.setCurrentIndex(max(0, index))

    def _on_handicap_changed(self) -> None:
        data = self.handicap_combo.currentData()
        custom = data == CUSTOM and self._is_standard()
        if custom and not self.custom_editor.removed():
            # start the custom editor from the preset shown before, or from a two-piece handicap
            last = getattr(self, "_last_preset", "") or "2"
            self.custom_editor.set_removed(list(handicaps()[last].remove))
        elif not custom:
            self._last_preset = data
        self.custom_box.setVisible(custom)
        self._update_side_labels()
        self._update()

    def handicap_id(self) -> str | None:
        if not self._is_standard():
            return None
        data = self.handicap_combo.currentData()
        if data == CUSTOM:
            return self.custom_editor.handicap_id()
        return data or None

    def _update_side_labels(self) -> None:
        handicap = self.handicap_id() is not None
        self.black_label.setText(side_mark(0) + " " + side_name(0, handicap))
        self.white_label.setText(side_mark(1) + " " + side_name(1, handicap))

    def time_control(self) -> TimeControl | None:
        """The chosen control, None for no limit; raises ValueError for an impossible one."""
        if not self.time_box.isChecked():
            return None
        return TimeControl(self.main_minutes.value() * 60, self.byoyomi_seconds.value(),
                           self.increment_seconds.value())

    def _problem(self) -> str:
        try:
            tc = self.time_control()
        except ValueError:
            return self.tr("A Fischer increment needs some main time or byoyomi.")
        if tc is not None and tc.unlimited:
            return self.tr("Set a main time or byoyomi, or switch the time control off.")
        try:
            Position.initial(self._variant_id, self.handicap_id())
        except (HandicapError, VariantError) as exc:  # cannot happen with the dialog's choices
            return str(exc)
        return self.card_box.problem()

    def game_summary(self) -> str:
        """The game chosen, in words: ``麒麟・鳳凰将棋：両者・後手から ＋ カード将棋（第二版）``."""
        return game_title(self.config_variant(), self.handicap_id())

    def config_variant(self) -> str:
        """The variant id the game will have: the choice and its add-ons (``kirin-phoenix:2+cards2``)."""
        return self._variant_id + "".join(f"+{a}" for a in (self.card_box.addon(), self.fantasista_box.addon()) if a)

    def _update(self) -> None:
        self._fill_engine_items()
        self._update_side_labels()
        self._update_variant_info()
        self.summary.setText(self.game_summary())
        problem = self._problem()
        self.message.setText(problem)
        self.message.setVisible(bool(problem))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not problem)
        try:
            self.preview.set_position(Position.initial(self._variant_id, self.handicap_id()))
        except (HandicapError, VariantError):
            self.preview.set_position(None)

    def config(self) -> NewGameConfig:
        black_engine, white_engine = self._engine_of(self.black_type), self._engine_of(self.white_type)
        names = []
        for edit, engine in ((self.black_name, black_engine), (self.white_name, white_engine)):
            text = edit.text().strip()
            names.append(text or (self.engines.name_of(engine) if engine is not None else ""))
        return NewGameConfig(
            variant=self.config_variant(),
            handicap=self.handicap_id(),
            black_name=names[0],
            white_name=names[1],
            black_human=self.black_type.currentData() == "human",
            white_human=self.white_type.currentData() == "human",
            black_level=self.black_level.value(),
            white_level=self.white_level.value(),
            time_control=self.time_control(),
            addon_options={**(self.card_box.options() or {}), **(self.fantasista_box.options() or {})} or None,
            black_engine=black_engine,
            white_engine=white_engine,
        )


