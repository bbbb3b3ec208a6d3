"""The kifu formats and what a format would drop, in the user's words: the names the File menu,
its file dialogs and its questions show (:func:`format_name`, :func:`format_filter`, :func:`loss_text`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:  # (app/kifu_io is imported when a file is first opened or saved, not at start-up)
    from ...app.kifu_io import Loss


def format_name(fmt: str) -> str:
    """The name of a format as the user sees it."""
    names = {
        "kif": QCoreApplication.translate("FileActions", "KIF (Shift_JIS)"),
        "kifu": QCoreApplication.translate("FileActions", "KIF (UTF-8)"),
        "ki2": "KI2",
        "csa": "CSA",
        "jkf": QCoreApplication.translate("FileActions", "JSON Kifu Format"),
        "json": QCoreApplication.translate("FileActions", "Shogi Desktop record"),
        "usi": QCoreApplication.translate("FileActions", "USI position"),
        "sfen": "SFEN",
    }
    return names.get(fmt, fmt.upper())


def file_filter(words: str, patterns: list[str] | tuple[str, ...]) -> str:
    """A file dialog filter: translated ``words``, then the patterns in ASCII parentheses, as Qt parses
    them (full-width brackets in a translation would hide every file)."""
    return f"{words} ({' '.join(patterns)})"


def format_filter(fmt: str) -> str:
    """The filter of one format: ``KIF (Shift_JIS) (*.kif)``."""
    from ...notation import FORMATS

    return file_filter(format_name(fmt), ["*" + e for e in FORMATS[fmt].extensions])


STANDARD_ONLY = ("csa", "jkf")  # formats that hold standard shogi's moves and nothing else


def unwritable_text(fmt: str, detail: str) -> str:
    """Why a game cannot be written as ``fmt``, in the user's words: CSA and JKF hold standard shogi only
    (the writer's own ``detail``, in English with the variant's id, is kept for the log)."""
    if fmt in STANDARD_ONLY:
        return QCoreApplication.translate(
            "FileActions", "%1 holds standard shogi only, without variants, cards or magic. KIF, KI2 and the "
            "Shogi Desktop record hold this game.").replace("%1", format_name(fmt))
    return detail


def loss_text(loss: Loss) -> str:
    """What a format would drop, in words."""
    from ...app.kifu_io import (
        LOSS_BOOKMARKS,
        LOSS_COMMENTS,
        LOSS_ENDINGS,
        LOSS_EVENTS,
        LOSS_HEADER,
        LOSS_MOVES,
        LOSS_SHAPES,
        LOSS_TIMES,
        LOSS_UNWRITABLE,
        LOSS_VARIATIONS,
    )

    words = {
        LOSS_MOVES: QCoreApplication.translate("FileActions", "the moves (only one position is kept)"),
        LOSS_VARIATIONS: QCoreApplication.translate("FileActions", "variations"),
        LOSS_COMMENTS: QCoreApplication.translate("FileActions", "comments"),
        LOSS_SHAPES: QCoreApplication.translate("FileActions", "arrows and circles"),
        LOSS_TIMES: QCoreApplication.translate("FileActions", "the time spent on moves"),
        LOSS_BOOKMARKS: QCoreApplication.translate("FileActions", "bookmarks"),
        LOSS_ENDINGS: QCoreApplication.translate("FileActions", "how the game ended"),
        LOSS_EVENTS: QCoreApplication.translate("FileActions", "card and dice events"),
        LOSS_HEADER: QCoreApplication.translate("FileActions", "game information (header)"),
    }
    if loss.code == LOSS_UNWRITABLE:
        return loss.detail
    return words.get(loss.code, loss.code)
