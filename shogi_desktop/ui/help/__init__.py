"""Help: the Help menu (rules, shortcuts, About) and the piece guide."""
