"""The evaluation's tuned weights (engine/evaluate.py reads them): per piece class (CLASSES there) the rank
and file tables, the place relative to each king, the hand values, and the king-safety, mobility,
safe-check and threat weights."""

from __future__ import annotations

# Fitted by ridge regression to fairy-stockfish's scores (20,000 nodes per position, scaled by 1.3 into
# this scale) of 19,950 quiet standard positions (from fairy-stockfish games with a few random moves,
# our games against it, and leaves of our own searches), with the piece values above fixed: rank and
# file tables (ranks advanced from the owner's back rank; files from the centre file), each piece's
# place relative to its own king (defence) and the enemy king (attack), hand values, tempo, king
# safety, slider mobility, safe drop checks and threats.
TUNED_RANK = {
    "P": (-96, -7, -22, -11, -15, 68, 26, -69, 0),
    "L": (-27, -57, -61, -33, -68, -115, 48, -187, 0),
    "N": (-90, -96, -136, -57, -13, -46, -111, 0, 0),
    "S": (-103, -18, -22, -2, -16, 71, -22, -37, -194),
    "G": (-39, 10, -12, 13, -19, 4, 32, -73, -200),
    "B": (-99, -58, -55, -75, -100, -85, 83, -13, -29),
    "R": (-166, -188, -195, -141, -161, -159, 0, 91, 128),
    "H": (7, 131, 52, 91, 5, 33, 28, -32, 5),
    "D": (17, -70, -51, -77, -129, -60, -111, -15, -4),
    "T": (0, 0, 0, 0, 1, 18, 24, -124, -114),
}
TUNED_FILE = {
    "P": (-6, -8, -27, -57, -28),
    "L": (-95, -151, -48, -114, -92),
    "N": (-63, -136, -82, -123, -147),
    "S": (-46, -42, -47, -67, -140),
    "G": (-20, -27, -28, -64, -143),
    "B": (-56, -84, -62, -58, -173),
    "R": (-135, -171, -160, -176, -150),
    "H": (127, 106, 66, 22, -1),
    "D": (-116, -133, -80, -66, -104),
    "T": (52, -78, 18, -108, -79),
}
TUNED_KING_RANK = (-6, -64, -58, -48, 17, 55, 81, 21, 1)
TUNED_KING_FILE = (-29, -8, 84, -43, -5)
TUNED_DEFEND = {
    "P": (-2, 31, -7, 11, 10, 67, 0, 10, 8, 20, 20, -10, 8, 11, 21, 22),
    "L": (73, 115, -55, 118, 40, -12, 0, 14, 60, -20, 73, 51, -5, 58, 61, -11),
    "N": (85, 33, -38, 153, 34, 56, 0, 8, 68, 51, 51, -39, -50, 10, 63, 22),
    "S": (77, 59, -63, 37, 38, 35, 0, 29, 37, 23, 24, 25, 47, 8, 35, 21),
    "G": (69, 61, 20, 0, -8, 16, 0, -29, 16, 6, 28, 1, -22, 6, -5, -16),
    "B": (-49, -59, -11, -73, -80, -43, 0, -80, -58, -80, -122, -73, -27, -27, -12, -8),
    "R": (-12, -34, -3, 78, -60, -29, 0, -2, -27, 48, 32, 31, 58, 27, -17, 3),
    "H": (0, 19, -6, -17, 5, -8, 0, -40, -48, -60, 57, 34, -62, -18, 23, 60),
    "D": (0, 24, 14, -2, -30, 59, 0, 43, 24, -71, -8, -58, -63, 6, -41, -4),
    "T": (2, 0, 0, 6, 0, 17, 0, 1, 5, 15, 74, -27, 3, 37, -29, -44),
}
TUNED_ATTACK = {
    "P": (12, -26, -90, 0, -16, -32, 0, -83, -93, -3, -101, -69, -26, 7, 2, 22),
    "L": (13, -72, 55, 0, 61, -43, 0, -82, -19, -8, -32, 9, 3, 5, -7, 22),
    "N": (-68, 0, 54, -197, -36, -88, 0, 26, -6, 0, 0, -3, 3, -3, 29, 12),
    "S": (63, -29, 13, 0, 0, 29, 0, -32, -100, 16, 0, -48, -19, 67, -10, 14),
    "G": (-1, 32, -55, 0, 0, 5, 0, 0, 72, 0, 6, 41, 8, -14, -44, 52),
    "B": (-4, 23, -26, 83, 0, -33, 0, 1, -31, -62, 0, -27, -8, -45, -14, 18),
    "R": (-11, -38, -53, 0, -24, 41, 0, 0, 29, 0, 0, -53, -3, 22, -7, -29),
    "H": (57, 10, 15, 0, 0, 7, 0, 0, -37, 0, 0, -35, -35, 13, -3, 74),
    "D": (0, 8, -14, 0, 0, 26, 0, 0, 38, 0, 0, 50, 50, -28, 85, 77),
    "T": (149, 167, 106, 0, 0, 206, 0, 0, 22, 0, 148, 62, 46, 22, -78, 45),
}
TUNED_HAND = {"R": 996, "B": 748, "G": 597, "S": 476, "N": 314, "L": 311, "P": 74}
TUNED_PAWN_IN_HAND = 38
TUNED_TEMPO = 159
TUNED_SAFETY = (-62, -96, 3, 3, -6, 32)  # A, N2, A*N2, N2^2, A^2, edge
TUNED_MOBILITY = {"L": (30.3, -2.02, -14), "B": (-16.7, 21.68, -35), "R": (31.1, -12.79, -41)}  # per square, per square^2/10, blocked (2 squares or less)
TUNED_SAFE_CHECKS = {"R": -173, "B": -60, "G": -181, "S": -209, "N": -73, "L": -74}  # per square (up to 3) where the enemy may drop it to check safely
TUNED_THREATS = (-102, -75, 0, -67, -28, -39, -26, -30)
