"""``register_folder``: a game folder registers its bots by class name in its bots.py (imported
when a bot is seated), and its experiments, lesson and engine texts where the folder has those
modules."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop_widgets.engine.registry import (
    PACKAGE_FOLDER,
    all_games,
    game_entry,
    register_folder,
    unregister,
)
from tabletop_widgets.i18n.engine_templates import declared_games, templates

from .toy import Hoard

BOTS = """
class PassBot:
    name = "pass"

    def choose(self, view, legal, rng):
        return legal[0]
"""


HOARDED = "{name} hoarded {n} coins."


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[str]:
    """A game package ``toyfolder`` with bots.py, lesson.py and engine_templates.py but no
    experiments.py."""
    package = tmp_path / "toyfolder"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "bots.py").write_text(BOTS)
    (package / "lesson.py").write_text("def lesson():\n    return 'the lesson'\n")
    (package / "engine_templates.py").write_text(f"TEMPLATES = ({HOARDED!r},)\n")
    sys.path.insert(0, str(tmp_path))
    try:
        __import__("toyfolder")
        yield "toyfolder"
    finally:
        sys.path.remove(str(tmp_path))
        for name in [n for n in sys.modules if n.split(".")[0] == "toyfolder"]:
            del sys.modules[name]
        unregister(Hoard.info.name)


def test_a_folder_registers_what_it_has(folder: str) -> None:
    register_folder(folder, Hoard(), bots={"pass": "PassBot"})
    entry = game_entry(Hoard.info.name)
    assert entry.experiments is None
    assert entry.lesson is not None and entry.lesson() == "the lesson"
    assert f"{folder}.bots" not in sys.modules
    bot = entry.bots["pass"]()
    assert bot.name == "pass" and f"{folder}.bots" in sys.modules
    assert sorted(entry.bots) == ["pass", "random"]


def test_a_folder_hands_its_engine_texts_to_the_translations(folder: str) -> None:
    register_folder(folder, Hoard())
    assert Hoard.info.name in declared_games()
    assert f"{folder}.engine_templates" not in sys.modules  # read when first needed
    assert HOARDED in templates() and f"{folder}.engine_templates" in sys.modules
    unregister(Hoard.info.name)
    assert Hoard.info.name not in declared_games() and HOARDED not in templates()


def test_every_package_game_declares_what_its_folder_holds() -> None:
    for name in all_games():
        entry = game_entry(name)
        package, *rest = entry.game.__module__.split(".")
        if package != PACKAGE_FOLDER.name:
            continue  # a toy game of another test
        folder = PACKAGE_FOLDER / rest[0]
        assert (entry.experiments is not None) == (folder / "experiments.py").exists(), name
        assert (entry.lesson is not None) == (folder / "lesson.py").exists(), name
        assert (name in declared_games()) == (folder / "engine_templates.py").exists(), name
        for bot_name, factory in entry.bots.items():
            assert callable(getattr(factory(), "choose", None)), (name, bot_name)
