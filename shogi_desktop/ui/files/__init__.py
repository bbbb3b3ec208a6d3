"""Files: the File menu (open, save, export, clipboard, drops) and the diagram export."""
