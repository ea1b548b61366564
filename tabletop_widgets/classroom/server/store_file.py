"""A SQLite store file checked before it is opened: an empty file, a folder, another program's
file or database is refused with what to do (``StoreFileError``), and the file is left as it is."""

from __future__ import annotations

import sqlite3
from pathlib import Path


class StoreFileError(ValueError):
    """A store file that is not a table-server store (empty, another program's, not SQLite)."""


#: What the teacher is told when a store file cannot be read at all.
DAMAGED_STORE = (
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
        raise StoreFileError(f"The store {path} is a folder: give a file name (class.sqlite).")
    size = path.stat().st_size
    wal = Path(f"{path}-wal")
    if size == 0 and not (wal.exists() and wal.stat().st_size > 0):
        raise StoreFileError(
            f"The store {path} is empty (0 bytes): it holds no rooms and no teacher token. "
            "If it was a class's store it was damaged or truncated: restore it from a backup. "
            "To start a new store, delete the file or give another name."
        )
    if size:
        with path.open("rb") as f:
            head = f.read(16)
        if head != b"SQLite format 3\x00":
            raise StoreFileError(
                f"The store {path} is not a SQLite file (another program's file?): "
                "give the path of a table-server store, or a new file name."
            )


def check_store_tables(db: sqlite3.Connection, path: str) -> None:
    """``StoreFileError`` when the SQLite file at ``path`` has tables but not the store's
    (another program's database)."""
    names = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if names and not names >= STORE_TABLES:
        raise StoreFileError(
            f"The store {path} is another program's SQLite database (tables: "
            f"{', '.join(sorted(names)[:5])}), not a table-server store: give another file name."
        )
