"""The game record: a tree of moves with variations, comments, times, events and special endings.

In the style of python-chess and tsshogi: every :class:`Node` holds the move that led to it, its
``children`` (index 0 continues the main line), and a position snapshot, so any node gives its
position without replaying (a line read from a kifu has lazy snapshots that make their boards when
first asked: Snapshot.line).  A special ending (resignation, time, mate, 千日手, 入玉, foul, abort) is a
node of its own with ``ending`` set and no move.  Appending a move that already follows the current
node follows that branch instead of duplicating it.

The record knows nothing about the UI; a Qt model wraps it.  Besides the tree it keeps a *current*
node and, per node, the child last visited, so ``forward()`` and ``last()`` follow the branch the user
is on, not always the main line.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import repeat
from operator import attrgetter
from typing import Any, NamedTuple
from weakref import ReferenceType
from weakref import ref as _ref

from .actions import Action, parse_action
from .outcome import IllegalReason, Outcome, Termination
from .position import PROMOTE, IllegalMoveError, Position, Snapshot
from .shapes import Shape
from .tables import NSQ, square_name
from .transition import Transition, describe
from .undo import MoveUndo
from .variant import load_variant

_SQUARE_NAMES = tuple(square_name(sq) for sq in range(NSQ))
_new_node = object.__new__


_USI_TEXTS: dict[str, dict[int, str]] = {}  # variant -> move int -> USI text (at most 1 << 15 a variant)


def _usi_text(m: int, variant_id: str) -> str:
    """USI text of the plain move or drop ``m`` (as Position.move_to_usi, without a position); kept, as
    games repeat their moves (a library import asks every move's)."""
    texts = _USI_TEXTS.get(variant_id)
    if texts is None:
        if len(_USI_TEXTS) >= 16:
            _USI_TEXTS.clear()
        texts = _USI_TEXTS[variant_id] = {}
    text = texts.get(m)
    if text is None:
        frm = m & 127
        to = (m >> 7) & 127
        if frm >= NSQ:
            text = f"{load_variant(variant_id).kinds[frm - NSQ].letter}*{_SQUARE_NAMES[to]}"
        else:
            text = f"{_SQUARE_NAMES[frm]}{_SQUARE_NAMES[to]}{'+' if m & PROMOTE else ''}"
        if 0 <= m < 1 << 15:
            texts[m] = text
    return text


_move_of = attrgetter("move")
_POP_LIMIT = 64  # plies _work_at pops back rather than rebuilding the position from a snapshot

# (variant, handicap, sfen) -> (start position, its SFEN), see GameRecord.new
_STARTS: dict[tuple[str, str | None, str | None], tuple[Position, str, Snapshot]] = {}


class RecordError(ValueError):
    """A record operation that does not apply here; ``code`` is stable, the message is for developers."""

    def __init__(self, code: str, message: str) -> None:
        self.code = code
        super().__init__(message)


class Ending(NamedTuple):
    """A special ending of a line: how it ended and who won (None: draw or abort).  (A NamedTuple, not a
    frozen dataclass: one compiles its methods at import, ~3 M instructions at start-up.)"""

    termination: Termination
    winner: int | None = None

    @property
    def outcome(self) -> Outcome:
        return Outcome(self.termination, self.winner)


class Node:
    """One position of the record and the move (or ending) that led to it.

    A node holds its children and only a weak reference to its parent, so a record has no reference
    cycles and is freed as soon as it is dropped (without the cyclic collector having to visit
    hundreds of thousands of objects).  The record's root holds the whole tree: a node kept on its
    own, after its record and root are gone, has no parent any more (``parent`` is None).
    """

    # Attributes most nodes never set (comments, bookmarks, shapes, endings, events, transitions) are read from
    # the class defaults below until a node sets its own, which then lives in the node's __dict__: a
    # reader makes one node per ply, and these need no store at all.
    __slots__ = ("_parent", "children", "move", "_usi", "time_spent", "total_time", "_snapshot", "ply", "_active",
                 "_line", "_index", "__weakref__", "__dict__")
    comment: str = ""
    bookmark: str = ""
    shapes: tuple[Shape, ...] = ()  # arrows and circles drawn on this node's position (core/shapes.py)
    ending: Ending | None = None
    _events: list[Any] | None = None  # see events
    _transition: Transition | None = None  # what the move changed; computed when first asked for
    # A node of a line played in one loop, until its snapshot is made: its line and its index there (slots,
    # set by GameRecord.add_moves only).
    _line: _Line
    _index: int

    def __init__(self, parent: Node | None, snapshot: Snapshot, ply: int, move: Any = None, usi: str | None = None,
                 ending: Ending | None = None, transition: Transition | None = None) -> None:
        self._parent: ReferenceType[Node] | None = None if parent is None else _ref(parent)
        self.children: list[Node] = []
        self.move = move  # int for a plain move or drop; an action object for card and magic plies
        self._usi = usi  # the move's text, made when first asked for (see usi)
        self.time_spent: float | None = None  # seconds spent on this ply
        self.total_time: float | None = None  # the mover's total seconds used after this ply
        self._snapshot: Snapshot | None = snapshot  # see snapshot
        self.ply = ply  # 0 at the root; an ending is numbered like the ply it replaces, as in KIF
        self._active: Node | None = None  # the child last visited
        if ending is not None:
            self.ending = ending
        if transition is not None:
            self._transition = transition

    @property
    def snapshot(self) -> Snapshot:
        """The position after this node (an ending shares its parent's).  A node of a line played in one
        loop (:meth:`GameRecord.add_moves`) makes it when first asked for, with those of the nodes above
        it in its line that have none yet."""
        snap = self._snapshot
        if snap is None:
            line: _Line = self._line
            snap = self._snapshot = line.snapshot(self._index)
        return snap

    @property
    def parent(self) -> Node | None:
        """The node before this one (None for the root and for a node taken out of its record)."""
        ref = self._parent
        return None if ref is None else ref()

    @parent.setter
    def parent(self, node: Node | None) -> None:
        self._parent = None if node is None else _ref(node)

    @property
    def events(self) -> list[Any]:
        """Add-on events of this ply (card plays, dice rolls); the list is made when first asked for
        (most nodes have none, and a reader makes thousands of nodes)."""
        events = self._events
        if events is None:
            events = self._events = []
        return events

    @events.setter
    def events(self, value: list[Any]) -> None:
        self._events = value

    @property
    def usi(self) -> str:
        """The move as USI text or the action as ``NAME!STEP,...``; "" for the root and for endings."""
        text = self._usi
        if text is None:
            m = self.move
            if type(m) is int:
                text = _usi_text(m, variant_of(self))
            else:
                text = "" if m is None else str(m)
            self._usi = text
        return text

    @property
    def transition(self) -> Transition | None:
        """What this node's plain move or drop changed (None for the root, endings and actions)."""
        if self._transition is None and type(self.move) is int and self.parent is not None:
            self._transition = describe(Position.from_snapshot(self.parent.snapshot), self.move)
        return self._transition

    @property
    def is_root(self) -> bool:
        return self.parent is None

    @property
    def is_ending(self) -> bool:
        return self.ending is not None

    @property
    def is_leaf(self) -> bool:
        return not self.children

    @property
    def move_number(self) -> int:
        """The SFEN move number at which this node's move was played (KIF's numbering)."""
        return self.parent.snapshot.move_number if self.parent is not None else self.snapshot.move_number - 1

    @property
    def variation_index(self) -> int:
        """Position among the parent's children (0: the main continuation)."""
        return self.parent.children.index(self) if self.parent is not None else 0

    @property
    def is_main_line(self) -> bool:
        node: Node = self
        while node.parent is not None:
            if node.parent.children[0] is not node:
                return False
            node = node.parent
        return True

    @property
    def next(self) -> Node | None:
        """The main continuation."""
        return self.children[0] if self.children else None

    @property
    def active_child(self) -> Node | None:
        """The continuation of the branch being followed: the child last visited, else the main one."""
        if self._active is not None and self._active in self.children:
            return self._active
        return self.next

    def __repr__(self) -> str:
        what = self.ending.termination.value if self.ending else (self.usi or "root")
        return f"Node(ply={self.ply}, {what})"


class _Line:
    """The plies of a line that :meth:`GameRecord.add_moves` played in one loop: the snapshot before
    them, the undo records and keys their pushes added, and the snapshots made of them so far.  Its
    nodes hold it and their index, and make their snapshots from it when first asked (a reader makes
    thousands of nodes that nobody visits); the snapshots are those :meth:`Snapshot.line` makes, lazy
    themselves.  (A plain object: it holds no node, so a record still has no reference cycles.)"""

    __slots__ = ("base", "entries", "keys", "snaps")

    def __init__(self, base: Snapshot, entries: Sequence[Any], keys: Sequence[int]) -> None:
        self.base = base
        self.entries = entries
        self.keys = keys
        self.snaps: list[Snapshot] = []

    def snapshot(self, index: int) -> Snapshot:
        """The snapshot after the ply ``index`` of the line (those before it made too, once)."""
        snaps = self.snaps
        made = len(snaps)
        if index >= made:
            snaps.extend(Snapshot.line(snaps[-1] if snaps else self.base, self.entries[made:index + 1],
                                       self.keys[made:index + 1]))
        return snaps[index]


def has_snapshot(node: Node) -> bool:
    """Has ``node`` its snapshot already (False: a node of a line read in one loop, not yet visited)?"""
    return node._snapshot is not None


def variant_of(node: Node) -> str:
    """The variant id of ``node``'s position, without making its snapshot."""
    if has_snapshot(node):
        return node.snapshot.variant_id
    line: _Line = node._line
    return line.base.variant_id


class GameRecord:
    """A game tree with a current node."""

    def __init__(self, start: Position, handicap: str | None = None, start_sfen: str | None = None,
                 start_snapshot: Snapshot | None = None) -> None:
        """``start_sfen`` and ``start_snapshot``, when given, must be ``start.sfen()`` and ``start.snapshot()``
        (GameRecord.new passes them from its cache: snapshots are never changed, records can share one)."""
        self.variant = start.variant.id
        self.handicap = handicap
        self.start_sfen = start.sfen() if start_sfen is None else start_sfen
        self.header: dict[str, str] = {}  # free-form: "black", "white", "date", "event", "site", ...
        self.root = Node(None, start.snapshot() if start_snapshot is None else start_snapshot, 0)
        self.current = self.root
        self._work: Position | None = start.copy()  # a position kept at _work_node to make moves cheaply
        self._work_node: Node | None = self.root

    @classmethod
    def new(cls, variant: str = "standard", handicap: str | None = None, sfen: str | None = None) -> GameRecord:
        """A record starting from ``sfen``, else from the variant's start with ``handicap`` applied.

        With both, the position comes from ``sfen`` and ``handicap`` is kept as the record's label.
        """
        key = (variant, None, sfen) if sfen is not None else (variant, handicap, None)
        cached = _STARTS.get(key)
        if cached is None:
            # Readers open many games from the same few starts: parsing the SFEN again each time
            # would cost more than a short game's moves.  The cached position is never handed out.
            start = Position.from_sfen(sfen, variant) if sfen is not None else Position.initial(variant, handicap)
            start.note_check()  # (once: the record's working copies keep it)
            if len(_STARTS) >= 64:
                _STARTS.clear()
            cached = _STARTS[key] = (start, start.sfen(), start.snapshot())
        return cls(cached[0], handicap, cached[1], cached[2])

    # ----------------------------------------------------------------- positions
    def position(self) -> Position:
        """A fresh position at the current node, with its repetition history."""
        return self._position_of(self.current)  # (the current node is always in the record)

    def position_at(self, node: Node) -> Position:
        """A fresh position at ``node`` (its own object: changing it leaves the record alone)."""
        self._check_node(node)
        return self._position_of(node)

    def _position_of(self, node: Node) -> Position:
        base = node.parent if node.ending is not None else node
        if base is self._work_node and self._work is not None:
            return self._work.copy()
        return Position.from_snapshot(node.snapshot)

    def side_at(self, node: Node) -> int:
        """The side to move at ``node`` of this record (without making a snapshot when the working position
        stands there, as board_at)."""
        base = node.parent if node.ending is not None else node
        if base is self._work_node and self._work is not None:
            return self._work.side
        return node.snapshot.side

    def board_at(self, node: Node) -> tuple[int, ...]:
        """The board at ``node`` of this record: the working position's when it stands there (a reader
        going on from the end of its line then has no snapshot made: see Snapshot.line), else the snapshot's."""
        base = node.parent if node.ending is not None else node
        if base is self._work_node and self._work is not None:
            return tuple(self._work.board)
        return node.snapshot.board

    def _work_at(self, node: Node) -> Position:  # (the record's own: other modules ask position_at)
        """The cached mutable position, moved to ``node``: popped back when ``node`` is a few plies above
        it (a reader starting a variation where the line before it branches), else rebuilt from the
        snapshot."""
        work = self._work
        if work is not None and self._work_node is not node:
            above: Node | None = self._work_node
            steps = 0
            while above is not None and above is not node and steps < _POP_LIMIT:
                above = above.parent
                steps += 1
            if above is node and steps <= work.ply:
                for _ in range(steps):
                    work.pop()
                self._work_node = node
                return work
        if self._work is None or self._work_node is not node:
            self._work = Position.from_snapshot(node.snapshot)
            self._work_node = node
        return self._work

    # ----------------------------------------------------------------- building
    def add_move(self, move: int | str | Action, events: Sequence[Any] | None = None) -> Node:
        """Play ``move`` (an int, USI text, an :class:`Action` or its ``NAME!STEP,...`` text) from the
        current node and make the new node current.

        ``events``: the recorded inputs that go with the move (a reader passes a node's events: the die
        roll of a magic gain, ``gain!d17,rook-token``); the add-ons use them instead of rolling.  What the
        add-ons applied after the ply (rolled or given) is kept in the new node's events.

        A move already recorded there is followed, not duplicated.  Raises IllegalMoveError for an
        illegal move (``reason`` says why; GAME_OVER after an ending) and ValueError for bad USI text
        or a recorded input that does not fit.
        """
        node = self.current
        if type(move) is int and not events:
            pos = self._work
            if self._work_node is node and pos is not None and not node.children \
                    and (snap := pos.push_legal(move, node.snapshot)):  # (the work node is never an ending)
                # A new move at the end of the line (the kifu readers' path), inline: one legality check,
                # push and snapshot; the USI text and the transition are made when first asked for.
                child = Node(node, snap, node.ply + 1, move)  # type: ignore[arg-type]
                if pos.after_ply and (inputs := pos.last_inputs()):
                    child.events = list(inputs)  # a die rolled for a magic gain: what a replay gives back
                node.children.append(child)
                self._work_node = child
                node._active = child  # the path above the current node is already the active one
                self.current = child
                return child
            if node.ending is None:
                return self._add_int(node, move)
        text = move if isinstance(move, str) else str(move)
        if node.ending is not None:
            raise IllegalMoveError(text, IllegalReason.GAME_OVER)
        pos = self._work_at(node)
        m: int | Action
        if isinstance(move, Action) or (isinstance(move, str) and "!" in move):
            m = move if isinstance(move, Action) else parse_action(move)
        elif isinstance(move, str):
            m = pos.parse_usi(move)
        elif isinstance(move, int) and not isinstance(move, bool):
            m = move
        else:
            raise TypeError(f"add_move() takes an int move or USI text, not {type(move).__name__}")
        if events and pos.after_ply:
            with pos.recorded_inputs(events, m):
                return self._add_action(node, pos, m) if isinstance(m, Action) else self._add_int(node, m)
        return self._add_action(node, pos, m) if isinstance(m, Action) else self._add_int(node, m)

    def add_moves(self, moves: Sequence[int | str | Action], pieces: Sequence[int] | None = None,
                  spent: Sequence[float | None] | None = None,
                  totals: Sequence[float | None] | None = None) -> list[Node]:
        """Play the moves one after the other from the current node, as ``add_move`` would each of them
        (the last new node becomes current), and return their nodes.

        An illegal move raises IllegalMoveError as add_move does, the moves before it played.  ``pieces``:
        for each move, the code the piece it moves must have (0: any; what a kifu's text names), else the
        moves stop before it, without an error (the caller reads that move itself).  ``spent`` and
        ``totals``: each new node's ``time_spent`` and ``total_time``.  The kifu readers' path: a line of
        new plain moves and drops at the end of the line is checked and pushed on the record's working
        position in one loop (``Position.push_line``, and ``push_legal`` for a move it leaves to the
        general check), and its nodes make their snapshots when first asked (:class:`_Line`); anything
        else goes through add_move.
        """
        node = self.current
        pos = self._work
        total = len(moves)
        if self._work_node is not node or pos is None or node.children or node.ending is not None \
                or pos.statuses or pos.after_ply:
            return self._add_each(moves, 0, pieces, spent, totals)
        base = node.snapshot  # (a node of an earlier line makes its snapshot here)
        done = 0
        refused = False  # the move at ``done`` is illegal or needs add_move (it raises or reads it)
        while done < total:
            rest = moves[done:] if done else moves
            n = pos.push_line(rest, None if pieces is None else pieces[done:] if done else pieces)  # type: ignore[arg-type]
            done += n
            if done == total:
                break
            m = moves[done]
            if type(m) is not int or pieces is not None and pieces[done] and (m & 127) < NSQ \
                    and pos.board[m & 127] != pieces[done]:
                break  # (not a plain move, or another piece than the text names: the caller's to read)
            if pos.push_legal(m) is not True:
                refused = True
                break
            if type(pos.last_records(1)[0]) is not MoveUndo:  # (a royal capture: edits, a snapshot of its own)
                pos.pop()
                refused = True
                break
            done += 1
        out = self._line_nodes(node, base, moves, done, spent, totals) if done else []
        if done < total and (refused or type(moves[done]) is not int):
            out += self._add_each(moves, done, pieces, spent, totals)
        return out

    def _line_nodes(self, node: Node, base: Snapshot, moves: Sequence[Any], n: int,
                    spent: Sequence[float | None] | None, totals: Sequence[float | None] | None) -> list[Node]:
        """The nodes of the first ``n`` moves, just pushed on the working position from ``node``."""
        pos = self._work
        assert pos is not None
        line = _Line(base, pos.last_records(n), pos.recent_keys(n))
        out: list[Node] = []
        append = out.append
        children = node.children
        parent_ref = _ref(node)
        ply = node.ply
        none = repeat(None)
        for index, m, t, total in zip(range(n), moves, none if spent is None else spent,
                                      none if totals is None else totals):
            # A Node made slot by slot, as Node.__init__ does (the readers make one per ply), but for its
            # snapshot, which its line makes when it is first asked for.
            ply += 1
            child = _new_node(Node)
            child._parent = parent_ref
            child.children = []
            child.move = m
            child._usi = None
            child.time_spent = t
            child.total_time = total
            child._snapshot = None
            child.ply = ply
            child._active = None
            child._line = line
            child._index = index
            children.append(child)  # (its parent's only child: the one forward() follows)
            append(child)
            children = child.children
            parent_ref = _ref(child)
        self._work_node = self.current = out[-1]
        return out

    def _add_each(self, moves: Sequence[int | str | Action], start: int, pieces: Sequence[int] | None,
                  spent: Sequence[float | None] | None, totals: Sequence[float | None] | None) -> list[Node]:
        """add_moves' moves from ``start`` on, one add_move each."""
        out: list[Node] = []
        for k in range(start, len(moves)):
            if pieces is not None and not self._moves_piece(self.current, moves[k], pieces[k]):
                break
            child = self.add_move(moves[k])
            if spent is not None:
                child.time_spent = spent[k]
            if totals is not None:
                child.total_time = totals[k]
            out.append(child)
        return out

    def _moves_piece(self, node: Node, m: int | str | Action, piece: int) -> bool:
        """Does the plain move ``m`` from ``node`` move a piece of code ``piece`` (0, drops, actions: yes)?"""
        return not piece or type(m) is not int or (m & 127) >= NSQ or self.board_at(node)[m & 127] == piece

    def _add_int(self, node: Node, m: int) -> Node:
        """A plain move or drop from ``node`` (the kifu readers' path: one legality check, one push,
        one snapshot; the USI text and the transition are made when first asked for)."""
        pos = self._work
        if pos is None or self._work_node is not node:
            pos = self._work_at(node)
        for child in node.children:
            if child.move == m:
                pos.push(m)
                self._work_node = child
                self._set_current(child)
                return child
        if not pos.push_legal(m):
            text = str(m)
            try:
                text = pos.move_to_usi(m)
                reason = pos.explain_illegal(m)
            except (IndexError, KeyError, ValueError):
                reason = None
            raise IllegalMoveError(text, reason)
        child = Node(node, pos.snapshot(node.snapshot), node.ply + 1, m)
        if pos.after_ply and (inputs := pos.last_inputs()):
            child.events = list(inputs)
        node.children.append(child)
        self._work_node = child
        node._active = child  # the path above the current node is already the active one
        self.current = child
        return child

    def _add_action(self, node: Node, pos: Position, action: Action) -> Node:
        """A card, magic or variant-power ply: kept as the Action; the snapshot holds its effects."""
        for child in node.children:
            if child.move == action:
                pos.push(action)
                self._work_node = child
                self._set_current(child)
                return child
        if action not in pos.special_actions():
            raise IllegalMoveError(str(action), None)
        pos.push(action)
        child = Node(node, pos.snapshot(node.snapshot), node.ply + 1, move=action, usi=str(action))
        if pos.after_ply and (inputs := pos.last_inputs()):
            child.events = list(inputs)
        node.children.append(child)
        self._work_node = child
        node._active = child  # the path above the current node is already the active one
        self.current = child
        return child

    def add_ending(self, termination: Termination | str, winner: int | None = None) -> Node:
        """End the current line with a special ending node, which becomes current."""
        node = self.current
        if node.ending is not None:
            raise RecordError("after-ending", "the current line has already ended")
        try:
            term = termination if isinstance(termination, Termination) else Termination(termination)
        except ValueError:
            choices = ", ".join(t.value for t in Termination)
            raise ValueError(f"unknown termination {termination!r}; expected one of {choices}") from None
        if winner not in (None, 0, 1):
            raise ValueError(f"winner must be 0 (Black), 1 (White) or None, not {winner!r}")
        ending = Ending(term, winner)
        for child in node.children:
            if child.ending == ending:
                self._set_current(child)
                return child
        child = Node(node, node._snapshot, node.ply + 1, ending=ending)  # type: ignore[arg-type]
        if child._snapshot is None:  # (a node of a line read in one loop: the ending shares the one its line makes)
            child._line = node._line
            child._index = node._index
        node.children.append(child)
        node._active = child  # the path above the current node is already the active one
        self.current = child
        return child

    def take_back(self) -> Node:
        """Remove the current node when it is a leaf (待った) and step back; returns the removed node."""
        node = self.current
        if node.parent is None:
            raise RecordError("root", "nothing to take back at the start of the game")
        if node.children:
            raise RecordError("not-a-leaf", "only the last node of a line can be taken back")
        parent = node.parent
        parent.children.remove(node)
        if parent._active is node:
            parent._active = None
        if self._work_node is node:
            if self._work is not None and self._work.ply > 0:
                self._work.pop()
                self._work_node = parent
            else:
                self._work_node = None
        node.parent = None
        self.current = parent
        return node

    # ----------------------------------------------------------------- navigation
    def go_to(self, node: Node) -> Node:
        self._check_node(node)
        self._set_current(node)
        return node

    def forward(self) -> Node | None:
        """One step along the branch being followed; None at its end."""
        nxt = self.current.active_child
        if nxt is None:
            return None
        self.current = nxt
        return nxt

    def back(self) -> Node | None:
        """One step toward the root; None at the root."""
        parent = self.current.parent
        if parent is None:
            return None
        self.current = parent
        return parent

    def first(self) -> Node:
        self.current = self.root
        return self.root

    def last(self) -> Node:
        """The end of the branch being followed."""
        node = self.current
        while (nxt := node.active_child) is not None:
            node = nxt
        self.current = node
        return node

    def _set_current(self, node: Node) -> None:
        self.current = node
        while node.parent is not None:
            node.parent._active = node
            node = node.parent

    # ----------------------------------------------------------------- lines
    def path_to(self, node: Node | None = None) -> list[Node]:
        """The nodes from the root to ``node`` (default: the current node), both included."""
        node = self.current if node is None else node
        path = []
        n: Node | None = node
        while n is not None:
            path.append(n)
            n = n.parent
        path.reverse()
        if path[0] is not self.root:
            raise RecordError("foreign-node", "the node does not belong to this record")
        return path

    def main_line(self) -> list[Node]:
        """The root and every main continuation after it."""
        node = self.root
        line = [node]
        append = line.append
        children = node.children
        while children:
            node = children[0]
            append(node)
            children = node.children
        return line

    def current_line(self) -> list[Node]:
        """The root, the current node and the branch being followed after it."""
        line = self.path_to(self.current)
        while (nxt := line[-1].active_child) is not None:
            line.append(nxt)
        return line

    def usi_texts(self, nodes: Sequence[Node]) -> list[str]:
        """``node.usi`` of each of ``nodes`` of this record, in one pass (a library import asks a whole line's)."""
        texts = _USI_TEXTS.get(self.variant, {})
        out: list[Any] = list(map(texts.get, map(_move_of, nodes)))
        if not all(out):  # (a text is never empty: a None is missing)
            out = [n.usi if t is None else t for n, t in zip(nodes, out)]
        return out

    def moves_usi(self, node: Node | None = None) -> list[str]:
        """The moves from the start to ``node`` (default: the current node) as USI text."""
        return [n.usi for n in self.path_to(node) if n.move is not None]

    def moves_with_inputs(self, node: Node | None = None) -> list[tuple[str, tuple[str, ...]]]:
        """The moves from the start to ``node`` as (USI text, the ply's recorded inputs): what another
        process needs to replay a game whose add-ons roll dice (a magic gain) with its whole history."""
        return [(n.usi, tuple(e for e in n._events if isinstance(e, str)) if n._events else ())
                for n in self.path_to(node) if n.move is not None]

    def walk(self) -> Iterator[Node]:
        """Every node, depth first, main continuations before variations."""
        stack = [self.root]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))

    def reset_branches(self) -> None:
        """Make every node's main continuation the one :meth:`forward` and :meth:`last` follow, as in a
        record just read (one pass over the tree)."""
        for node in self.walk():
            node._active = None

    def find_bookmark(self, name: str) -> Node | None:
        return next((n for n in self.walk() if n.bookmark == name), None)

    @property
    def ply(self) -> int:
        return self.current.ply

    # ----------------------------------------------------------------- editing variations
    def promote_variation(self, node: Node) -> bool:
        """Move ``node`` one place toward the main line among its siblings; False if already first."""
        siblings = self._siblings(node)
        i = siblings.index(node)
        if i == 0:
            return False
        siblings[i - 1], siblings[i] = siblings[i], siblings[i - 1]
        return True

    def demote_variation(self, node: Node) -> bool:
        """Move ``node`` one place away from the main line; False if already last."""
        siblings = self._siblings(node)
        i = siblings.index(node)
        if i == len(siblings) - 1:
            return False
        siblings[i + 1], siblings[i] = siblings[i], siblings[i + 1]
        return True

    def make_main_line(self, node: Node) -> None:
        """Make the line through ``node`` the main line (every ancestor becomes its parent's first child)."""
        for n in self.path_to(node)[1:]:
            assert n.parent is not None
            siblings = n.parent.children
            siblings.remove(n)
            siblings.insert(0, n)

    def delete_variation(self, node: Node) -> None:
        """Remove ``node`` and everything after it; the current node moves to its parent if it was inside."""
        self._check_node(node)
        parent = node.parent
        if parent is None:
            raise RecordError("root", "the start of the game cannot be deleted")
        parent.children.remove(node)
        if parent._active is node:
            parent._active = None
        if self._descends(self.current, node):
            self.current = parent
        if self._work_node is not None and self._descends(self._work_node, node):
            self._work = None
            self._work_node = None
        node.parent = None

    def _siblings(self, node: Node) -> list[Node]:
        self._check_node(node)
        return node.parent.children if node.parent is not None else [node]

    @staticmethod
    def _descends(node: Node, ancestor: Node) -> bool:
        n: Node | None = node
        while n is not None:
            if n is ancestor:
                return True
            ref = n._parent  # (Node.parent inlined: this walks a whole line)
            n = None if ref is None else ref()
        return False

    def _check_node(self, node: Node) -> None:
        if not self._descends(node, self.root):
            raise RecordError("foreign-node", "the node does not belong to this record (or was deleted)")
