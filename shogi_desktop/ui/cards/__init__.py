"""The card add-on in the window: the card dock, card mode on the board, card texts, the options."""
