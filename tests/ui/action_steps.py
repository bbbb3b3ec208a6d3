"""Walk every action of a position click by click through card or magic mode on a real board (shared by
test_card_ui and test_fantasista_ui)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from shogi_desktop.core.actions import Action
from shogi_desktop.core.position import Position
from shogi_desktop.core.tables import parse_square
from shogi_desktop.ui.board.scene import BoardScene
from shogi_desktop.ui.board.view import BoardView


def walk_steps(qtbot: QtBot, mode_class: type, pos: Position, names: set[str] | None = None,
               per_name: int = 8) -> set[str]:
    """Play actions of ``pos`` click by click through a card (or magic) mode on a real board: before
    every click the hint names what that click chooses; after a move step the piece stands on its new
    square; the last click plays the core's action.  Returns the names walked."""
    scene = BoardScene()
    scene.set_animation_ms(0)
    view = BoardView(scene)
    qtbot.addWidget(view)
    played: list[Action] = []
    hints: list[str] = []
    mode = mode_class(scene, played.append)
    mode.hint.connect(hints.append)
    by_name: dict[str, list[Action]] = {}
    for a in pos.legal_actions():
        if isinstance(a, Action) and (names is None or a.name in names):
            by_name.setdefault(a.name, []).append(a)
    for name, acts in by_name.items():
        step = max(1, len(acts) // per_name)
        for action in sorted(acts, key=str)[::step]:
            scene.set_position(pos)
            assert mode.enter(name, pos, acts)
            spelled = mode.spelling_of(pos, action)
            for i, sp in enumerate(spelled):
                hint = hints[-1]
                assert mode.step_text(sp.step, sp.role) in hint and "Esc" in hint, (str(action), i, hint)
                assert "(Esc" in hint and hint.count("%") == 0
                mode.click(sp.click)
                if not mode.active:
                    break
                for frm_to in mode.done_steps():
                    if "*" not in frm_to and len(frm_to) in (4, 5):
                        shown = scene.shown_at(parse_square(frm_to[2:4]))
                        assert shown is not None, (str(action), frm_to)
            if mode.active and mode.menu is None:  # it could go on: the marked square stops here
                stop = mode.stop_square()
                assert stop is not None and "stop here" in hints[-1], str(action)
                mode.click(("sq", stop))
            if mode.menu is not None:  # two readings of the same clicks: the menu names them
                chosen = next(a for a in mode.menu.actions() if a.data() == str(action))
                chosen.trigger()
            assert played and played[-1] == action, str(action)
            assert not mode.active
            assert all(scene.shown_at(sq) is scene.piece_item_at(sq) for sq in range(81))  # all put back
    return set(by_name)
