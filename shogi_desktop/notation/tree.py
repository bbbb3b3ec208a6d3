"""Walking a record's tree for the readers and writers: iteratively, and in time linear in its size.

Readers add a variation where the line before it branches; :func:`step_back_to` reaches that node by
stepping back from the current one (what the file just read), which costs one step per move undone
instead of a walk from the root for every line.  Writers that need the position before every move
(KI2's qualifiers, JKF's ``relative``) use :func:`walk_with_positions`: one position, pushed down the
tree and popped back up, instead of a position rebuilt for every node.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..core.position import Position
from ..core.record import GameRecord, Node

MAX_NODES = 200_000  # moves and endings a reader puts into one record (memory: about 1 KB a node)


def step_back_to(record: GameRecord, node: Node) -> None:
    """Make ``node`` the current node: by steps back when it is an ancestor of the current node at most
    as many plies up as the current line is long, else by :meth:`GameRecord.go_to`."""
    current = record.current
    steps = current.ply - node.ply
    n: Node | None = current
    while n is not None and n is not node and steps >= 0:
        n = n.parent
        steps -= 1
    if n is node:
        while record.current is not node:
            record.back()
    else:
        record.go_to(node)


def made_since(record: GameRecord, node: Node) -> list[Node]:
    """The nodes from ``node`` (excluded) down to the record's current one (what ``add_moves`` played
    before it stopped at a refused move)."""
    made: list[Node] = []
    back: Node | None = record.current
    while back is not None and back is not node:
        made.append(back)
        back = back.parent
    made.reverse()
    return made


def walk_with_positions(record: GameRecord) -> Iterator[tuple[Node, Position | None]]:
    """Every node in :meth:`GameRecord.walk` order with the position *before* it (None for the root).

    The position is one object moved along (the caller must not change it); an ending shares the
    position of the node it follows.  In a game with add-ons (whose plies may roll dice or gain
    magic) each position is rebuilt from its node's snapshot instead."""
    if record.root.snapshot.addon != (None, None) or "+" in record.variant:
        for node in record.walk():
            parent = node.parent
            yield node, None if parent is None else Position.from_snapshot(parent.snapshot)
        return
    pos = Position.from_snapshot(record.root.snapshot)
    path: list[Node] = [record.root]  # the nodes whose moves are pushed on pos, root first
    for node in record.walk():
        parent = node.parent
        if parent is None:
            yield node, None
            continue
        while path[-1] is not parent:
            path.pop()
            pos.pop()
        yield node, pos
        if node.ending is None and node.children:
            pos.push(node.move)
            path.append(node)


class PositionCursor:
    """The position at a node of a record, for reading legality only (no history): kept from one call to
    the next and moved by a push or a few pops when the node is next to the last one (a reader going
    down a line, or back to where a variation branches), else rebuilt from the node's snapshot.  The
    caller must not change the position it gets.  In a game with add-ons every position is rebuilt."""

    def __init__(self, record: GameRecord) -> None:
        self.moves = "+" not in record.variant
        self.pos: Position | None = None
        self.node: Node | None = None

    def at(self, node: Node) -> Position:
        pos, last = self.pos, self.node
        if pos is not None and last is not None and self.moves:
            if node is last:
                return pos
            if node.parent is last and node.ending is None and node.move is not None:
                pos.push(node.move)
                self.node = node
                return pos
            up: Node | None = last
            steps = 0
            while up is not None and up is not node and steps < 64:
                up = up.parent
                steps += 1
            if up is node and steps <= pos.ply:
                for _ in range(steps):
                    pos.pop()
                self.node = node
                return pos
        self.pos = Position.from_snapshot(node.snapshot, history=False)
        self.node = node
        return self.pos


def main_line_flags(record: GameRecord) -> set[int]:
    """The ids of the nodes on the main line (so writers need not walk to the root for every node)."""
    return {id(n) for n in record.main_line()}
