"""The game library window."""
