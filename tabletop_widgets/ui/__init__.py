"""Widget base class (Python) and the shared front-end kit (``ui/js``).

Importing this package imports anywidget; the game packages import it lazily.
"""
