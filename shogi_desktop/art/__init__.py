"""What a piece and a board look like, as data: piece sets, movement marks, pictograms, board styles.

Pure Python (no Qt): ``tools/make_piece_art.py`` uses it to write the kanji SVGs, the UI to choose and
draw faces (``ui``'s piece art asks :mod:`.piece_sets` which face a kind shows in the chosen set), and
the tests to check every kind of every variant and add-on against the core's movement data.
"""
