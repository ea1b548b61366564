"""The last English a teacher read, now in the teacher's language: the console script's line
when the classroom extra is missing (``--lang``, else the environment's), ``classroom.serve()``'s
warning in a notebook (``use_language``) and a damaged store's refusal (SQLite's own reason
kept in parentheses)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tabletop_widgets.classroom.server.serve import serve, wide_bind_warning
from tabletop_widgets.classroom.server.store_file import DAMAGED_STORE, StoreFileError
from tabletop_widgets.i18n import CLASSROOM_DOMAIN, ENV_VAR, pseudo, translator, use_language

from .test_cli import WITHOUT_STARLETTE, environment

EXTRA = (
    "tabletop-widgets needs the classroom extra ({missing} is missing): install "
    "tabletop_widgets[classroom]: {command}"
)
COMMAND = "pip install 'tabletop_widgets[classroom]'"


@pytest.fixture(autouse=True)
def no_language(monkeypatch, tmp_path):
    for name in (ENV_VAR, "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("JUPYTERLAB_SETTINGS_DIR", str(tmp_path / "settings"))
    yield
    use_language(None)


def without_extra(argv: list[str], **env: str) -> str:
    """What the console script says, the classroom extra missing (its one line)."""
    code = WITHOUT_STARLETTE.replace('["serve", "--port", "0"]', repr(argv))
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env={**environment(), **env},
        timeout=60,
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    return lines[0]


@pytest.mark.parametrize(
    ("argv", "env", "lang"),
    [
        (["serve", "--port", "0"], {"LANG": "pl_PL.UTF-8"}, "pl"),
        (["serve", "--lang", "tr"], {}, "tr"),
        (["--lang=xx", "serve"], {}, "xx"),
        (["serve"], {}, "en"),
    ],
)
def test_the_missing_extra_line_is_in_the_teachers_language(argv, env, lang):
    said = translator(lang, CLASSROOM_DOMAIN).gettext(EXTRA, missing="starlette", command=COMMAND)
    assert without_extra(argv, **env) == said
    if lang == "xx":
        assert said == pseudo(EXTRA).replace("{missing}", "starlette").replace("{command}", COMMAND)
    elif lang != "en":
        assert "needs the classroom extra" not in said and COMMAND in said


def test_serve_warns_in_the_notebooks_language(capsys):
    use_language("hu")
    server = serve("0.0.0.0", 0)
    try:
        err = capsys.readouterr().err.strip()
    finally:
        server.stop()
    assert err == wide_bind_warning("0.0.0.0", "hu") != wide_bind_warning("0.0.0.0", "en")
    assert "WARNING" not in err and "0.0.0.0" in err


def test_a_damaged_store_is_refused_in_the_notebooks_language(tmp_path):
    path = tmp_path / "class.sqlite"
    path.write_bytes(b"SQLite format 3\x00" + b"\xff" * 200)
    with pytest.raises(StoreFileError) as english:
        serve(store=path)
    assert str(english.value).startswith(f"The store {path} is damaged beyond")
    reason = english.value.params["reason"]
    assert reason.startswith("SQLite: ")  # SQLite's own words
    use_language("fr")
    with pytest.raises(StoreFileError) as french:
        serve(store=path)
    said = translator("fr", CLASSROOM_DOMAIN).gettext(DAMAGED_STORE, path=path, reason=reason)
    assert str(french.value) == said and f"({reason})" in said
    assert "Restore it" not in said and path.read_bytes().endswith(b"\xff" * 200)
