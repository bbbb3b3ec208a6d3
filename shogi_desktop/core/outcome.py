"""Game endings as data (codes, never sentences: the UI translates them)."""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple


class Termination(Enum):
    CHECKMATE = "checkmate"
    STALEMATE = "stalemate"  # no legal action and not in check: the side to move loses
    REPETITION = "repetition"  # 千日手: draw
    PERPETUAL_CHECK = "perpetual-check"  # 連続王手の千日手: the checking side loses
    IMPASSE = "impasse"  # 入玉宣言 (27-point rule): the declarer wins
    RESIGNATION = "resignation"
    TIME = "time"
    FOUL = "foul"  # 反則
    AGREEMENT = "agreement"  # draw by agreement
    ABORT = "abort"  # 中断
    # Endings kifu files record that no rule of play produces (ShogiHome's set, the CSA server's):
    NO_MATE = "no-mate"  # 不詰 (%FUZUMI): a mate problem's line shown not to mate; no result
    SEALED = "sealed"  # 封じ手: the game was adjourned with a sealed move; no result yet
    DEFAULT = "default"  # 不戦勝 / 不戦敗: won or lost without play (the winner says which)
    MAX_MOVES = "max-moves"  # %MAX_MOVES (最大手数): the move limit of a tournament was reached; a draw


class Outcome(NamedTuple):
    termination: Termination
    winner: int | None  # 0 Black, 1 White, None for a draw or an aborted game

    @property
    def is_draw(self) -> bool:
        return self.winner is None and self.termination not in NO_RESULT


# Endings without a result: no one won and it is no draw either.
NO_RESULT = frozenset({Termination.ABORT, Termination.NO_MATE, Termination.SEALED})


class IllegalReason(Enum):
    """Why an attempted move is refused; the UI shows a translated text for each."""

    NOT_YOUR_PIECE = "not-your-piece"
    NO_PIECE = "no-piece"
    CANNOT_REACH = "cannot-reach"  # the piece does not move that way, or the path is blocked
    OWN_PIECE = "own-piece"  # the destination holds one of the mover's pieces
    SELF_CHECK = "self-check"  # the move leaves the mover's king attacked
    NIFU = "nifu"  # 二歩
    UCHIFUZUME = "uchifuzume"  # 打ち歩詰め
    DEAD_DROP = "dead-drop"  # a piece dropped where it could never move
    DEAD_PIECE = "dead-piece"  # a piece left unpromoted where it could never move again
    CANNOT_PROMOTE = "cannot-promote"
    NOT_IN_HAND = "not-in-hand"
    OCCUPIED = "occupied"  # a drop onto an occupied square
    GAME_OVER = "game-over"
    IMMUNE = "immune"  # the target cannot be captured


class RevertError(Enum):
    """Why 時遡行 cannot be played (codes; the UI translates them)."""

    NO_PREVIOUS_PLY = "no-previous-ply"
    SQUARE_OCCUPIED = "square-occupied"  # a square a piece must return to holds a piece M1 did not move
    NO_LEGAL_MOVE = "no-legal-move"  # after the revert the player would have no legal move
