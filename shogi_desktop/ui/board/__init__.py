"""The board: scene, items, komadai, overlays, input, animation, the promotion chooser, piece art."""
