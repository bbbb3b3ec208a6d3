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


def main_line_flags(record: GameRecord) -> set[int]:
    """The ids of the nodes on the main line (so writers need not walk to the root for every node)."""
    return {id(n) for n in record.main_line()}
