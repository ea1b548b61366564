"""A SQLite store file checked before it is opened: an empty file, a folder, another program's
file or database is refused with what to do (``StoreFileError``), and the file is left as it is.

A refusal's text is a msgid of the ``classroom`` catalogs (``marked``): ``str(error)`` is the
English, ``error.translated(tr)`` the teacher's language (the command line prints that)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from ...i18n import CLASSROOM_DOMAIN, Translator, fill, resolve_language, translator


def marked(text: str) -> str:
    """``text`` as it is: marks a refusal for the ``classroom`` catalogs (``classroom.strings``
    finds it for the template)."""
    return text


class StoreFileError(ValueError):
    """A store file that is not a table-server store (empty, another program's, not SQLite).

    ``message`` is the English text with ``{placeholders}`` (a msgid of the ``classroom``
    domain), filled from ``params``."""

    def __init__(self, message: str, **params: object) -> None:
        self.msgid = message
        self.params = params
        super().__init__(fill(message, params))

    def translated(self, tr: Translator) -> str:
        """The refusal in ``tr``'s language (its ``classroom`` catalog), placeholders filled."""
        return tr.gettext(self.msgid, **self.params)

    def __str__(self) -> str:
        """The refusal in the resolved language (``i18n.resolve_language``: a notebook's
        ``use_language``, else English unless the environment says otherwise)."""
        return self.translated(translator(resolve_language(), CLASSROOM_DOMAIN))


#: What the teacher is told when a store file cannot be read at all.
DAMAGED_STORE = marked(
    "The store {path} is damaged beyond what the server can read ({reason}). Restore it from "
    "a backup; or copy what SQLite can still read into a new file (sqlite3 {path} .recover | "
    "sqlite3 recovered.sqlite) and start with --store recovered.sqlite; or give a new file name "
    "to start afresh. The file is left as it is."
)

#: The tables a table-server SQLite file has.
STORE_TABLES = frozenset({"rooms", "log", "meta"})


def check_store_file(path: str | Path) -> None:
    """``StoreFileError`` with what to do when ``path`` exists but is no table-server store:
    an empty (0-byte) file, or a file that is not SQLite. A missing file is fine (a new store)."""
    path = Path(path)
    if not path.exists():
        return
    if path.is_dir():
        raise StoreFileError(
            marked("The store {path} is a folder: give a file name (class.sqlite)."), path=path
        )
    size = path.stat().st_size
    wal = Path(f"{path}-wal")
    if size == 0 and not (wal.exists() and wal.stat().st_size > 0):
        raise StoreFileError(
            marked(
                "The store {path} is empty (0 bytes): it holds no rooms and no teacher token. "
                "If it was a class's store it was damaged or truncated: restore it from a backup. "
                "To start a new store, delete the file or give another name."
            ),
            path=path,
        )
    if size:
        with path.open("rb") as f:
            head = f.read(16)
        if head != b"SQLite format 3\x00":
            raise StoreFileError(
                marked(
                    "The store {path} is not a SQLite file (another program's file?): "
                    "give the path of a table-server store, or a new file name."
                ),
                path=path,
            )


def check_store_tables(db: sqlite3.Connection, path: str) -> None:
    """``StoreFileError`` when the SQLite file at ``path`` has tables but not the store's
    (another program's database)."""
    names = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if names and not names >= STORE_TABLES:
        raise StoreFileError(
            marked(
                "The store {path} is another program's SQLite database (tables: {tables}), "
                "not a table-server store: give another file name."
            ),
            path=path,
            tables=", ".join(sorted(names)[:5]),
        )
