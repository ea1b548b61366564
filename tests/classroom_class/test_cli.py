"""The command line a teacher types: one line when the classroom extra is missing,
``serve --lan`` printing the address students type (the join page answers there), and its
messages in the teacher's language (``--lang``, else the environment's)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from tabletop_widgets.classroom import cli
from tabletop_widgets.classroom.cli import cli_language
from tabletop_widgets.classroom.server.serve import lan_address
from tabletop_widgets.i18n import CLASSROOM_DOMAIN, pseudo, translator

ROOT = Path(__file__).resolve().parents[2]
#: A Python start-up that hides Starlette, as on a machine without the classroom extra.
WITHOUT_STARLETTE = """
import sys
class Hide:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] == "starlette":
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
sys.meta_path.insert(0, Hide())
from tabletop_widgets.cli import main
sys.exit(main(["serve", "--port", "0"]))
"""


def environment() -> dict[str, str]:
    """This process's environment with the worktree importable and no language chosen (the
    CLI speaks English whatever the machine's locale)."""
    names = ("TABLETOP_WIDGETS_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
    env = {k: v for k, v in os.environ.items() if k not in names}
    return {**env, "PYTHONPATH": str(ROOT), "LANG": "C.UTF-8"}


def test_serve_without_the_classroom_extra_says_so_in_one_line():
    done = subprocess.run(
        [sys.executable, "-c", WITHOUT_STARLETTE],
        capture_output=True,
        text=True,
        env=environment(),
        timeout=60,
    )
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert "starlette" in lines[0] and "install tabletop_widgets[classroom]" in lines[0]


def test_serve_lan_prints_the_address_students_type():
    process = subprocess.Popen(
        [sys.executable, "-m", "tabletop_widgets.cli", "serve", "--lan", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=environment(),
    )
    try:
        printed = {}
        for line in process.stdout:
            label, _, link = line.strip().partition(": ")
            printed[label] = link
            if label == "Store":
                break
        students = printed["Students"]
        assert students.startswith(f"http://{lan_address()}:") and students.endswith("/")
        assert printed["Projector"].startswith(students + "projector?token=")
        page = httpx.get(students, timeout=10)
        assert page.status_code == 200 and 'data-testid="join-code"' in page.text
        token = printed["Projector"].rsplit("=", 1)[1]
        shown = httpx.get(
            f"{students}api/class/projector", headers={"Authorization": f"Bearer {token}"}
        ).json()
        assert shown["address"] == students, "the projector shows the address printed"
    finally:
        process.terminate()
        process.wait(10)
        process.stdout.close()
        process.stderr.close()


def serve_lines(code: str) -> dict[str, str]:
    """What ``serve`` prints before it serves (label -> rest of the line), from ``code``."""
    process = subprocess.Popen(
        [sys.executable, "-c", code],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=environment(),
    )
    try:
        printed, other = {}, []
        for line in process.stdout:
            label, _, link = line.strip().partition(": ")
            if label in ("Table server on http", "Students", "Projector", "Dashboard", "Teacher"):
                printed[label] = link
            elif label == "Store":
                break
            else:
                other.append(line.strip())
        printed["other"] = "\n".join(other)
        token = printed["Projector"].rsplit("=", 1)[1]
        printed["projector"] = httpx.get(
            f"{printed['Students']}api/class/projector",
            headers={"Authorization": f"Bearer {token}"},
            timeout=10,
        ).json()
        return printed
    finally:
        process.terminate()
        process.wait(10)
        process.stdout.close()
        process.stderr.close()


def test_serve_lan_honours_host():
    printed = serve_lines(
        "from tabletop_widgets.cli import main\n"
        "main(['serve', '--lan', '--host', '127.0.0.2', '--port', '0'])"
    )
    assert printed["Students"].startswith("http://127.0.0.2:")
    assert printed["projector"]["address"] == printed["Students"]


def test_serve_lan_without_a_network_address_says_what_to_do_never_the_command_just_used():
    printed = serve_lines(
        "import importlib\n"
        "serve = importlib.import_module('tabletop_widgets.classroom.server.serve')\n"
        "serve.lan_address = lambda: '127.0.0.1'  # a machine on no network\n"
        "from tabletop_widgets.cli import main\n"
        "main(['serve', '--lan', '--port', '0'])"
    )
    assert printed["Students"].startswith("http://127.0.0.1:")
    said = printed["other"]
    assert "no network address that students' devices can reach" in said, said
    assert "`tabletop-widgets serve --lan --host ADDRESS`" in said and "ipconfig" in said
    assert "restart" not in said.lower()
    warning = printed["projector"]["warning"]
    assert warning.startswith("Students' devices cannot open this address")
    assert "`" not in warning and "tabletop-widgets" not in warning, (
        "no command line on the projector"
    )


def test_serve_on_loopback_suggests_the_network():
    printed = serve_lines("from tabletop_widgets.cli import main\nmain(['serve', '--port', '0'])")
    assert "start the server with `tabletop-widgets serve --lan`" in printed["other"]


# ----- the CLI's language ----------------------------------------------------------------------

#: The environment variables the CLI reads for its language, cleared for each test.
LANG_VARIABLES = ("TABLETOP_WIDGETS_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture
def no_language(monkeypatch):
    for variable in LANG_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    return monkeypatch


@pytest.mark.parametrize(
    ("argv", "environ", "expected"),
    [
        (["serve", "--lang", "pl"], {"LANG": "fr_FR.UTF-8"}, "pl"),
        (["--lang=hu", "serve"], {}, "hu"),
        ([], {"LANG": "pl_PL.UTF-8"}, "pl"),
        ([], {"LANGUAGE": "de:tr:pl", "LANG": "pl_PL.UTF-8"}, "tr"),
        ([], {"LC_ALL": "fr_CA.UTF-8", "LANG": "pl_PL.UTF-8"}, "fr"),
        ([], {"LC_MESSAGES": "hu_HU@euro", "LANG": "de_DE.UTF-8"}, "hu"),
        ([], {"TABLETOP_WIDGETS_LANG": "tr", "LANG": "pl_PL.UTF-8"}, "tr"),
        ([], {"LANG": "C.UTF-8"}, "en"),
        ([], {"LANG": "de_DE.UTF-8"}, "en"),
        ([], {}, "en"),
    ],
)
def test_the_cli_language_is_lang_then_the_environment_then_english(argv, environ, expected):
    assert cli_language(argv, environ) == expected


def test_an_unknown_lang_is_refused_with_the_five(no_language, capsys):
    with pytest.raises(ValueError, match="en, tr, pl, hu, fr"):
        cli_language(["--lang", "de"], {})
    assert cli.main(["rotate-token", "--lang", "de", "--store", "x.sqlite"]) == 2
    assert "choose one of en, tr, pl, hu, fr" in capsys.readouterr().err


def test_a_refusal_in_polish_from_the_environment(no_language, tmp_path, capsys):
    no_language.setenv("LANG", "pl_PL.UTF-8")
    missing = tmp_path / "none.sqlite"
    assert cli.main(["rotate-token", "--store", str(missing)]) == 2
    err = capsys.readouterr().err
    assert err == f"tabletop-widgets rotate-token: nie ma magazynu {missing}.\n"
    assert not missing.exists(), "nothing is created"


def test_a_refusal_in_the_pseudo_locale(no_language, tmp_path, capsys):
    missing = str(tmp_path / "none.sqlite")
    assert cli.main(["rotate-token", "--lang", "xx", "--store", missing]) == 2
    wrapped = pseudo("there is no store {path}.").replace("{path}", missing)
    assert capsys.readouterr().err == f"tabletop-widgets rotate-token: {wrapped}\n"


def test_a_rotated_token_is_announced_in_polish(no_language, tmp_path, capsys):
    from tabletop_widgets.classroom.server.auth import TEACHER_META
    from tabletop_widgets.classroom.server.store import SQLiteStore

    path = tmp_path / "class.sqlite"
    store = SQLiteStore(path)
    store.set_meta(TEACHER_META, "old-token")
    store.close()
    assert cli.main(["rotate-token", "--store", str(path), "--lang", "pl"]) == 0
    lines = capsys.readouterr().out.splitlines()
    pl = translator("pl", CLASSROOM_DOMAIN)
    assert lines[0] == pl.gettext(
        "The teacher token is rotated: the old links and every teacher session have ended."
    )
    assert lines[0].startswith("Token nauczyciela został zmieniony")
    assert lines[1].startswith("Nauczyciel: http://127.0.0.1:8765/teacher?token=")
    assert lines[2].startswith("Panel: http://127.0.0.1:8765/dashboard?token=")
    assert "old-token" not in lines[1]


def test_the_help_is_in_the_teachers_language(no_language, capsys):
    with pytest.raises(SystemExit) as done:
        cli.main(["serve", "--help", "--lang", "fr"])
    assert done.value.code == 0
    said = " ".join(capsys.readouterr().out.split())
    fr = translator("fr", CLASSROOM_DOMAIN)
    for msgid in (
        "port (default 8765; 0 picks one)",
        "SQLite file that keeps rooms across restarts (default: memory)",
    ):
        assert " ".join(fr.gettext(msgid).split()) in said
    assert "garde les salles" in said


def test_the_cli_functions_are_short():
    """main and rotate_token were split (issue 40): every function of cli.py is under 40 lines."""
    import ast
    import inspect

    tree = ast.parse(inspect.getsource(cli))
    long = [
        f"{node.name}: {node.end_lineno - node.lineno + 1} lines"
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef) and node.end_lineno - node.lineno + 1 >= 40
    ]
    assert not long, long


# ----- what serve prints while it runs, argparse's words, the store's refusals ------------------

#: The four translated languages (English is the msgids).
TRANSLATED = ("tr", "pl", "hu", "fr")


def started_lines(lang: str) -> subprocess.Popen:
    """``tabletop-widgets serve --port 0 --lang <lang>`` in a process of its own (C locale)."""
    return subprocess.Popen(
        [sys.executable, "-m", "tabletop_widgets.cli", "serve", "--port", "0", "--lang", lang],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=environment(),
    )


def read_until_store(process: subprocess.Popen, lang: str) -> list[str]:
    """The lines ``serve`` printed up to and with its store line (the last it prints), then
    the process is stopped."""
    from tabletop_widgets.classroom.server.serve import store_line

    last = store_line(None, lang)
    try:
        lines = []
        for line in process.stdout:
            lines.append(line.rstrip("\n"))
            if lines[-1] == last:
                break
        return lines
    finally:
        process.terminate()
        process.wait(10)
        process.stdout.close()
        process.stderr.close()


def expected_serve_lines(lines: list[str], lang: str) -> list[str]:
    """What ``serve`` on loopback prints in ``lang``, for the address and token in ``lines``."""
    import re

    from tabletop_widgets.classroom.server.serve import class_links, loopback_hint, store_line

    base = re.search(r"http://\S+", lines[0]).group(0)
    token = re.search(r"projector\?token=(\S+)", "\n".join(lines)).group(1)
    tr = translator(lang, CLASSROOM_DOMAIN)
    return [
        tr.gettext("Table server on {address}", address=base),
        *class_links(base, token, lang),
        loopback_hint("127.0.0.1", False, lang),
        store_line(None, lang),
    ]


def test_serve_prints_every_line_in_the_teachers_language():
    """In tr, pl, hu and fr every line ``serve`` prints is the catalog's, none the English
    one; in the pseudo-locale every line is wrapped (none bypasses the catalog)."""
    processes = {lang: started_lines(lang) for lang in (*TRANSLATED, "en", "xx")}
    printed = {lang: read_until_store(p, lang) for lang, p in processes.items()}
    english = set(expected_serve_lines(printed["en"], "en"))
    assert printed["en"] == expected_serve_lines(printed["en"], "en")
    for lang in TRANSLATED:
        lines = printed[lang]
        assert lines == expected_serve_lines(lines, lang), lang
        assert len(lines) == 7 and not english & set(lines), lines
        own = set(expected_serve_lines(lines, lang)) - set(lines)
        assert not own, own
        # the same lines with this run's address and token: none is the English line
        assert not set(lines) & set(expected_serve_lines(lines, "en")), lang
    assert len(printed["xx"]) == 7
    for line in printed["xx"]:
        assert line.startswith("[!! ") and line.endswith(" !!]"), line


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_hints_and_the_warning_are_translated(lang):
    from tabletop_widgets.classroom.server.serve import (
        loopback_hint,
        store_line,
        wide_bind_warning,
    )

    for said, english in (
        (wide_bind_warning("0.0.0.0", lang), wide_bind_warning("0.0.0.0")),
        (loopback_hint("127.0.0.1", True, lang), loopback_hint("127.0.0.1", True)),
        (store_line("class.sqlite", lang), store_line("class.sqlite")),
    ):
        assert said != english and said.split()[0] != english.split()[0], said
    assert "0.0.0.0" in wide_bind_warning("0.0.0.0", lang)
    assert "`tabletop-widgets serve --lan --host ADDRESS`" in loopback_hint("127.0.0.1", True, lang)
    assert wide_bind_warning("0.0.0.0", "xx").startswith("[!! ")


#: The command's, the options' and the metavars' names: the same in every language.
CLI_NAMES = frozenset(
    {"tabletop", "widgets", "serve", "rotate", "token", "lang", "host", "lan", "port", "store"}
    | {"redis", "url", "h", "help"}
)
#: argparse's own English words, none of which a translated help or error may show.
ARGPARSE_ENGLISH = (
    "usage:",
    "options:",
    "positional arguments",
    "show this help message and exit",
    "error:",
    "invalid",
    "unrecognized",
    "required",
    "choose from",
)


def english_words(text: str, tr) -> list[str]:
    """argparse's English words in ``text`` (``options:`` not when ``tr`` keeps that word)."""
    import re

    kept = "options:" if tr.gettext("options") == "options" else None  # French: "options"
    return [
        w
        for w in ARGPARSE_ENGLISH
        if w != kept and re.search(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text)
    ]


def help_of(argv: list[str], capsys) -> str:
    with pytest.raises(SystemExit) as done:
        cli.main([*argv, "--help"])
    assert done.value.code == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_help_has_no_english_line(no_language, lang, capsys):
    import re

    tr = translator(lang, CLASSROOM_DOMAIN)
    kept = {f"{w}:" for w in ("options", "commands") if tr.gettext(w) == w}  # fr: "options"
    for command in ([], ["serve"], ["rotate-token"]):
        english = help_of(command, capsys)
        said = help_of([*command, "--lang", lang], capsys)
        assert said.startswith(tr.gettext("usage:") + " tabletop-widgets"), said
        assert f"{tr.gettext('options')}:" in said
        assert tr.gettext("show this help message and exit") in " ".join(said.split())
        lines = {line.strip() for line in said.splitlines()}
        for line in english.splitlines():
            words = set(re.findall(r"(?<![-\w])[a-z]{2,}\b", line)) - CLI_NAMES
            if line.strip() in lines and words and line.strip() not in kept:
                pytest.fail(f"English line in the {lang} help: {line!r}")
        assert not english_words(said, tr), said


@pytest.mark.parametrize(
    ("argv", "msgids"),
    [
        (
            ["serve", "--port", "abc"],
            [
                ("argument {argument}: {message}", {"argument": "--port"}),
                ("invalid {type} value: {value}", {"type": "int", "value": "'abc'"}),
            ],
        ),
        (
            ["rotate-token"],
            [("one of the arguments {arguments} is required", {"arguments": "--store --redis"})],
        ),
        (["serve", "--wat"], [("unrecognized arguments: {arguments}", {"arguments": "--wat"})]),
    ],
)
@pytest.mark.parametrize("lang", (*TRANSLATED, "xx"))
def test_argparse_refusals_are_in_the_teachers_language(no_language, capsys, lang, argv, msgids):
    tr = translator(lang, CLASSROOM_DOMAIN)
    with pytest.raises(SystemExit) as done:
        cli.main([*argv, "--lang", lang])
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith(tr.gettext("usage:") + " tabletop-widgets"), err
    message = ""
    for msgid, params in reversed(msgids):  # the innermost first
        message = tr.gettext(msgid, message=message, **params)
    prog = "tabletop-widgets" if argv == ["serve", "--wat"] else f"tabletop-widgets {argv[0]}"
    assert err.endswith(tr.gettext("{prog}: error: {message}", prog=prog, message=message) + "\n")
    assert not english_words(err, tr), err


def test_the_pseudo_locale_help_has_no_plain_word(no_language, capsys):
    """In the pseudo-locale every word of the help is wrapped and accented, except the
    command's, the options' and the metavars' own names."""
    import re

    for command in ([], ["serve"], ["rotate-token"]):
        said = help_of([*command, "--lang", "xx"], capsys)
        plain = set(re.findall(r"\b[a-z]+\b", said)) - CLI_NAMES
        assert not plain, plain


@pytest.mark.parametrize("lang", (*TRANSLATED, "xx"))
def test_a_store_files_refusal_is_in_the_teachers_language(no_language, tmp_path, capsys, lang):
    from tabletop_widgets.classroom.server.store import SQLiteStore, StoreFileError

    tr = translator(lang, CLASSROOM_DOMAIN)
    empty = tmp_path / "class.sqlite"
    empty.write_bytes(b"")
    with pytest.raises(StoreFileError) as refused:
        SQLiteStore(empty)
    assert str(refused.value).startswith(f"The store {empty} is empty (0 bytes)")
    said = refused.value.translated(tr)
    assert said != str(refused.value) and str(empty) in said
    assert cli.main(["serve", "--port", "0", "--store", str(empty), "--lang", lang]) == 2
    assert capsys.readouterr().err == f"tabletop-widgets serve: {said}\n"
    assert cli.main(["rotate-token", "--store", str(empty), "--lang", lang]) == 2
    assert capsys.readouterr().err == f"tabletop-widgets rotate-token: {said}\n"
    assert empty.read_bytes() == b"", "the file is left as it is"


def test_a_damaged_store_is_refused_in_polish(no_language, tmp_path, capsys):
    path = tmp_path / "class.sqlite"
    path.write_bytes(b"SQLite format 3\x00" + b"\xff" * 200)
    assert cli.main(["serve", "--port", "0", "--store", str(path), "--lang", "pl"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"tabletop-widgets serve: Magazyn {path} jest uszkodzony"), err
    assert "Restore it" not in err


@pytest.mark.parametrize("lang", TRANSLATED)
def test_an_unknown_lang_is_refused_in_the_environments_language(no_language, capsys, lang):
    no_language.setenv("LANG", f"{lang}_XX.UTF-8")
    assert cli.main(["serve", "--lang", "de"]) == 2
    tr = translator(lang, CLASSROOM_DOMAIN)
    said = tr.gettext(
        "there is no catalog for the language {lang}: choose one of {languages}.",
        lang="'de'",
        languages="en, tr, pl, hu, fr",
    )
    assert capsys.readouterr().err == f"tabletop-widgets: {said}\n"
    assert "choose one of" not in said
