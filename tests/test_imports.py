"""The package's import rules, read from the source (AST): every ``import`` and ``from``, at the
top of a module and inside functions alike.

- ``engine/``, ``ui/`` and the game folders import nothing of ``classroom``;
- ``classroom`` imports no game folder (it finds games through the registry);
- ``i18n`` imports neither the engine nor a game folder (a game hands it its engine texts when
  the registry registers it);
- ``classroom/client`` imports nothing of ``classroom/server``, and the other way round;
- no import cycle anywhere in the package.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import tabletop_widgets
from tabletop_widgets.engine import all_games, game_folder

PACKAGE = Path(tabletop_widgets.__file__).parent
ROOT = "tabletop_widgets"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def all_modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


MODULES = all_modules()


def resolve(module: str, path: Path, node: ast.ImportFrom) -> str:
    """The absolute name ``from <node.module>`` names, from inside ``module``."""
    if not node.level:
        return node.module or ""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    base = package.split(".")
    if node.level > 1:
        base = base[: -(node.level - 1)]
    return ".".join([*base, *([node.module] if node.module else [])])


def imports_of(module: str) -> set[str]:
    """Every module of the package that ``module`` imports (``from . import x`` counts as the
    submodule ``x`` when there is one; anywhere in the file, inside functions too)."""
    path = MODULES[module]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            target = resolve(module, path, node)
            subs = [f"{target}.{alias.name}" for alias in node.names]
            names = [s for s in subs if s in MODULES]  # ``from . import x``: the submodule x
            if len(names) < len(subs):  # names defined in ``target`` itself
                names.append(target)
        else:
            continue
        found.update(n for n in names if n.startswith(ROOT) and n in MODULES and n != module)
    return found


GRAPH = {module: imports_of(module) for module in MODULES}


def under(module: str, *prefixes: str) -> bool:
    return any(module == p or module.startswith(p + ".") for p in prefixes)


def game_packages() -> list[str]:
    return sorted({f"{ROOT}.{game_folder(g).name}" for g in all_games().values()})


CLASSROOM = f"{ROOT}.classroom"
CLIENT = f"{CLASSROOM}.client"
SERVER = f"{CLASSROOM}.server"


def offenders(sources: tuple[str, ...], targets: tuple[str, ...]) -> list[tuple[str, str]]:
    return sorted(
        (m, t)
        for m, imported in GRAPH.items()
        if under(m, *sources)
        for t in imported
        if under(t, *targets)
    )


def test_the_walk_sees_imports_inside_functions_and_relative_ones():
    assert f"{ROOT}.engine.session" in GRAPH[f"{ROOT}.ui.base"]
    assert f"{CLASSROOM}.protocol" in GRAPH[f"{SERVER}.seat_websocket"]
    # engine.session finds the remote client through an entry point, not an import
    assert not under(f"{ROOT}.engine.session", CLASSROOM) and len(GRAPH) > 50
    games = game_packages()
    assert len(games) == len(all_games()) >= 5


def test_engine_ui_and_games_import_no_classroom():
    sources = (f"{ROOT}.engine", f"{ROOT}.ui", *game_packages())
    assert offenders(sources, (CLASSROOM,)) == []


def test_classroom_imports_no_game_folder():
    assert offenders((CLASSROOM,), tuple(game_packages())) == []


def test_i18n_imports_no_engine_and_no_game_folder():
    assert offenders((f"{ROOT}.i18n",), (f"{ROOT}.engine", *game_packages())) == []


@pytest.mark.parametrize(("side", "other"), [(CLIENT, SERVER), (SERVER, CLIENT)])
def test_the_client_and_the_server_do_not_import_each_other(side, other):
    assert offenders((side,), (other,)) == []


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle of ``graph`` (a list of modules, first == last), or None."""
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_the_cycle_finder_finds_a_cycle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_the_package_has_no_import_cycle():
    assert find_cycle(GRAPH) is None
