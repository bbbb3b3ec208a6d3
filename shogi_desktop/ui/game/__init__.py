"""The game on show: the controller, the computer player, the move list, the game line, game end, sounds."""
