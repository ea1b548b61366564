"""The command line a teacher types: one line when the classroom extra is missing, and
``serve --lan`` printing the address students type (the join page answers there)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import httpx

from tabletop_widgets.classroom.server.serve import lan_address

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
    return {**os.environ, "PYTHONPATH": str(ROOT)}


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
