"""王将ファンタジスタ in the window: the magic dock, magic mode, the die, texts, the options."""
