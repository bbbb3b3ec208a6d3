"""Analysis: the analysis dock, the whole-game analysis and the material/evaluation graph."""
