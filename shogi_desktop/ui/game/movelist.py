"""The move list: the record tree with its variations, a click jumps to any move, and a comment editor.

The main line is the top level; the alternatives to a move hang under that move's row, each one a
line of its own (and so on for variations of variations).  Moves are written as in KI2 in Japanese
(▲７六歩, △同　銀, ▲２二角成, ▲５五角打) and in western style in English (P-7f, Bx2b+, P*5e, Kirin-5e);
cards, magic and variant powers by their names (▲雷撃球 ５二, Lightning: 5b).  The words come from
:mod:`shogi_desktop.notation.words`, which asks the core's legal moves whether a move declined a
promotion (不成, ``=``) and whether a western move needs its origin.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QAction, QBrush, QColor, QFont, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QMenu,
    QPlainTextEdit,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core.actions import Action
from ...core.clock import format_seconds
from ...core.position import Position, move_to
from ...core.record import GameRecord, Node
from ..text.game_names import game_title
from ..text.names import ui_language
from ..text.plain import plain_tooltip
from ..text.rule_texts import termination_text
from .controller import GameController


def move_text(record: GameRecord, node: Node, language: str = "ja") -> str:
    """The move of ``node`` as text (an ending gives its translated name)."""
    if node.ending is not None:
        return termination_text(node.ending.termination)
    m = node.move
    parent = node.parent
    if parent is None:
        return ""
    if not isinstance(m, int):
        return card_ply_text(record, node, m, language)
    pos = record.position_at(parent)
    prev = parent.move if isinstance(parent.move, int) else None
    return plain_move_text(pos, m, move_to(prev) if prev is not None else None, language) or node.usi


def plain_move_text(pos: Position, m: int, last_to: int | None = None, language: str = "ja") -> str:
    """A move or drop about to be played in ``pos``: KI2 in Japanese (``▲７六歩``, ``△同　銀`` when it
    lands on ``last_to``), western style in English (``P-7f``, ``Bx2b+``, ``P*5e``, ``Kirin-5e``); "" if
    ``pos`` has no piece to move there (:mod:`shogi_desktop.notation.words`)."""
    from ...notation.words import move_words  # the first move shown loads the notation

    return move_words(pos, m, language, last_to)


def card_ply_text(record: GameRecord, node: Node, action: object, language: str) -> str:
    """A card, magic or lion ply: its name and its squares (``▲雷撃球 ５二``, ``Lightning: 5b``,
    ``▲火炎竜 ５五火炎竜打、５三``, ``Lion: 5e→4d→5e``); other actions as written."""
    if node.parent is None:
        return str(action)
    return action_ply_text(record.variant, node.parent.snapshot.side, action, language)


def action_ply_text(variant_id: str, side: int, action: object, language: str) -> str:
    """A special action of ``side`` in a game of ``variant_id`` as :func:`card_ply_text` writes it."""
    from ...notation.words import action_words

    if not isinstance(action, Action):
        return str(action)
    return action_words(variant_id, side, action, language)


def line_texts(pos: Position, actions: list[str], last_to: int | None = None,
               language: str = "ja") -> list[str]:
    """Readable texts of a line of action texts (an engine's PV: ``7g7f``, ``lightning!5b``) played
    from ``pos`` (left unchanged), each checked against the core's legal actions; the line stops at
    the first text that is not legal there."""
    from ...engine import parse_action_text

    p = pos.copy()
    out: list[str] = []
    for text in actions:
        try:
            action = parse_action_text(p, text)
        except ValueError:
            break
        if isinstance(action, int):
            out.append(plain_move_text(p, action, last_to, language) or text)
            last_to = move_to(action)
        else:
            out.append(action_ply_text(p.variant.id, p.side, action, language))
            last_to = None
        p.push(action)
    return out

def spent_text(seconds: float | None) -> str:
    """A move's time in whole seconds, cut down as KIF writes it: 0.6 s is ``0:00``, so the clock above
    (which shows what is left, rounded up) and the times in the list add up."""
    if seconds is None or not seconds >= 0:
        return ""
    return format_seconds(float(int(seconds)))


MARK_COLORS = {"?!": "#9a6a00", "?": "#c85a00", "??": "#c0161b"}


class MoveTree(QTreeWidget):
    """The tree part; keys are left to the window's navigation actions."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setColumnCount(3)
        self.setRootIsDecorated(True)
        self.setUniformRowHeights(True)
        self.setAlternatingRowColors(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setExpandsOnDoubleClick(False)
        self.setIndentation(14)
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt name)
        """The shown move stays in view when the list gets smaller (another dock opened below it)."""
        super().resizeEvent(event)
        item = self.currentItem()
        if item is not None:
            self.scrollToItem(item)


SHAPES_MARK = " \u2197"  # ↗: arrows or circles drawn on the row's position


class MoveListWidget(QWidget):
    """Move tree above, comment editor below; follows the controller's current node."""

    node_activated = Signal(object)  # Node chosen by the user

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._items: dict[int, QTreeWidgetItem] = {}
        self._nodes: dict[int, Node] = {}
        self._text_cache: dict[tuple[int, str], str] = {}
        self._cache_record: GameRecord | None = None
        self._marks: dict[Node, str] = {}  # judgement marks of a game analysis (?!, ?, ??)

        self.tree = MoveTree(self)
        self.tree.itemClicked.connect(self._on_item_clicked)
        self.tree.currentItemChanged.connect(self._on_current_item_changed)
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.tree.customContextMenuRequested.connect(self._context_menu)
        self.comment_label = QLabel(self)
        self.comment = QPlainTextEdit(self)
        self.comment.setTabChangesFocus(True)
        self.comment.textChanged.connect(self._on_comment_edited)
        box = QWidget(self)
        lay = QVBoxLayout(box)
        lay.setContentsMargins(0, 4, 0, 0)
        lay.addWidget(self.comment_label)
        lay.addWidget(self.comment)
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(self.tree)
        split.addWidget(box)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 1)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(2, 2, 2, 2)
        outer.addWidget(split)

        controller.record_changed.connect(self.rebuild)
        controller.comment_changed.connect(self._on_comment_changed)
        controller.shapes_changed.connect(self._on_shapes_changed)
        controller.position_changed.connect(lambda _t: self.follow_current())
        self.retranslate()
        self.rebuild()

    # ----------------------------------------------------------------- language
    def retranslate(self) -> None:
        self.tree.setHeaderLabels([self.tr("#"), self.tr("Move"), self.tr("Time")])
        self.comment_label.setText(self.tr("Comment on this move:"))
        self.comment.setPlaceholderText(self.tr("Write a comment for the selected move"))
        self._text_cache.clear()
        self.rebuild()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ----------------------------------------------------------------- building
    def rebuild(self) -> None:
        record = self.controller.record
        if record is not self._cache_record:
            self._text_cache.clear()
            self._cache_record = record
        blocker = QSignalBlocker(self.tree)
        self.tree.clear()
        self._items.clear()
        self._nodes.clear()
        title = game_title(record.variant, record.handicap, record.start_sfen)
        start = self._start_label(record)
        root_item = QTreeWidgetItem([start, start, ""])  # shown across the whole row (column 0 spanned)
        root_item.setToolTip(0, plain_tooltip(title))
        self._register(root_item, record.root)
        self.tree.addTopLevelItem(root_item)
        root_item.setFirstColumnSpanned(True)
        if record.root.children:
            self._add_line(None, record.root.children[0], record, variation=False)
        self.tree.expandAll()
        del blocker
        self.follow_current()

    def _register(self, item: QTreeWidgetItem, node: Node) -> None:
        self._items[id(node)] = item
        self._nodes[id(node)] = node
        item.setData(0, Qt.ItemDataRole.UserRole, id(node))

    def _add_line(self, parent_item: QTreeWidgetItem | None, first: Node, record: GameRecord,
                  variation: bool) -> None:
        node: Node | None = first
        lang = ui_language()
        while node is not None:
            text = self._text(record, node, lang)
            # numbered as the position's SFEN counts (a game from "... b - 41" starts at 41, as the
            # status bar's "move 41" says); the time spent in whole seconds, as a clock ticks off
            number = "" if node.ending is not None else str(node.move_number)
            spent = spent_text(node.time_spent)
            item = QTreeWidgetItem([number, self._label(node, text), spent])
            if node.comment:
                item.setToolTip(1, plain_tooltip(node.comment))
            mark = self._marks.get(node)
            if mark:
                item.setForeground(1, QBrush(QColor(MARK_COLORS.get(mark, "#b00000"))))
            elif variation:
                item.setForeground(1, QBrush(QColor("#2a5db0")))
            if node.ending is not None:
                font = QFont(item.font(1))
                font.setItalic(True)
                item.setFont(1, font)
            self._register(item, node)
            if parent_item is None:
                self.tree.addTopLevelItem(item)
            else:
                parent_item.addChild(item)
            parent = node.parent
            if parent is not None and parent.children[0] is node:
                # the alternatives to this move hang under its row, each a line of its own
                for alt in parent.children[1:]:
                    self._add_line(item, alt, record, variation=True)
            node = node.children[0] if node.children else None

    def _label(self, node: Node, text: str) -> str:
        """The row's text: the move, its analysis mark, `` ↗`` when arrows or circles are drawn on its
        position, and `` *`` when it has a comment."""
        return text + self._marks.get(node, "") + (SHAPES_MARK if node.shapes else "") + (" *" if node.comment else "")

    def _start_label(self, record: GameRecord) -> str:
        title = game_title(record.variant, record.handicap, record.start_sfen)
        return self.tr("Start: %1").replace("%1", title) + (SHAPES_MARK if record.root.shapes else "")

    def set_marks(self, marks: dict[Node, str]) -> None:
        """Show a game analysis' judgements (``?!`` inaccuracy, ``?`` mistake, ``??`` blunder) after
        the moves they judge; an empty dict removes them."""
        if marks == self._marks:
            return
        self._marks = dict(marks)
        self.rebuild()

    def marks(self) -> dict[Node, str]:
        return dict(self._marks)

    def _text(self, record: GameRecord, node: Node, lang: str) -> str:
        key = (id(node), lang)
        text = self._text_cache.get(key)
        if text is None or node.ending is not None:
            text = move_text(record, node, lang)
            self._text_cache[key] = text
        return text

    def item_for(self, node: Node) -> QTreeWidgetItem | None:
        return self._items.get(id(node))

    def node_for(self, item: QTreeWidgetItem | None) -> Node | None:
        if item is None:
            return None
        return self._nodes.get(item.data(0, Qt.ItemDataRole.UserRole))

    def row_texts(self) -> list[str]:
        """Every row's move text, depth first (for tests and accessibility)."""
        out: list[str] = []

        def walk(item: QTreeWidgetItem) -> None:
            out.append(item.text(1))
            for i in range(item.childCount()):
                child = item.child(i)
                if child is not None:
                    walk(child)

        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            if top is not None:
                walk(top)
        return out

    # ----------------------------------------------------------------- following the controller
    def follow_current(self) -> None:
        node = self.controller.current
        item = self.item_for(node)
        if item is None:
            return
        with QSignalBlocker(self.tree):
            self.tree.setCurrentItem(item)
        self.tree.scrollToItem(item)
        with QSignalBlocker(self.comment):
            if self.comment.toPlainText() != node.comment:
                self.comment.setPlainText(node.comment)

    def _on_item_clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        self._activate(item)

    def _on_current_item_changed(self, item: QTreeWidgetItem | None, _prev: QTreeWidgetItem | None) -> None:
        self._activate(item)

    def _activate(self, item: QTreeWidgetItem | None) -> None:
        node = self.node_for(item)
        if node is not None and node is not self.controller.current:
            self.node_activated.emit(node)
            self.controller.go_to(node)

    def _on_comment_edited(self) -> None:
        node = self.controller.current
        text = self.comment.toPlainText()
        self.controller.set_comment(node, text)
        self._on_comment_changed(node)

    def _on_comment_changed(self, node: Node) -> None:
        """A comment changed (typed here, or written by a game analysis): the row and the editor follow."""
        item = self.item_for(node)
        if item is not None and node.parent is not None:
            base = self._text(self.controller.record, node, ui_language())
            item.setText(1, self._label(node, base))
            item.setToolTip(1, plain_tooltip(node.comment))
        if node is self.controller.current and self.comment.toPlainText() != node.comment:
            with QSignalBlocker(self.comment):
                self.comment.setPlainText(node.comment)

    def _on_shapes_changed(self, node: Node) -> None:
        """Arrows or circles were drawn or cleared on ``node``'s position: its row's mark follows."""
        item = self.item_for(node)
        if item is None:
            return
        if node.parent is None:
            start = self._start_label(self.controller.record)
            item.setText(0, start)
            item.setText(1, start)
        else:
            item.setText(1, self._label(node, self._text(self.controller.record, node, ui_language())))

    # ----------------------------------------------------------------- variations
    def _context_menu(self, point: QPoint) -> None:
        node = self.node_for(self.tree.itemAt(point))
        if node is None or node.parent is None:
            return
        menu = QMenu(self)
        promote = QAction(self.tr("Promote variation"), menu)
        promote.setEnabled(node.variation_index > 0)
        promote.triggered.connect(lambda: self.controller.promote_variation(node))
        delete = QAction(self.tr("Delete from here"), menu)
        delete.triggered.connect(lambda: self.controller.delete_variation(node))
        menu.addAction(promote)
        menu.addAction(delete)
        menu.exec(self.tree.viewport().mapToGlobal(point))

