"""Wording shared by the whole interface: side, piece, variant and game names; plain-text helpers."""
