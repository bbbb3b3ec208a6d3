"""Application services below the UI: settings (versioned JSON in the platformdirs config folder) and
translations (Qt Linguist files built and installed at run time)."""
