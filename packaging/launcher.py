"""Entry point of the PyInstaller bundle (packaging/shogi-desktop.spec).

``multiprocessing.freeze_support()`` comes first: the engine searches in a spawned process, and in a
frozen program that child is this same executable, which must run the child's code, not the window.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from shogi_desktop.ui.main import main

    sys.exit(main())
