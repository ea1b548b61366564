"""``./dev.sh lab`` as root in a fresh clone: it installs the package with the lab and classroom
extras, adds ``--allow-root`` (saying so in one line) and JupyterLab answers its API; the
README's ``tabletop-widgets serve`` command is installed too.

The clone's venv (``VENV=...``) is made without its own pip (``ensurepip`` costs half a minute on
a busy machine) and sees this test run's packages through a ``.pth`` file: ``dev.sh`` finds pip
and uv there instead of installing them. uv then installs the package and its extras into the
venv itself, from its cache (filled by this run's set-up)."""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import sysconfig
import time
from pathlib import Path

import httpx
import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.xdist_group("dev_sh")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def shared_venv(path: Path) -> Path:
    """A venv at ``path`` that sees this interpreter's packages (a ``.pth`` file)."""
    subprocess.run([sys._base_executable, "-m", "venv", "--without-pip", str(path)], check=True)
    version = f"python{sys.version_info.major}.{sys.version_info.minor}"
    site = path / "lib" / version / "site-packages"
    (site / "zz_shared_test_packages.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    return path


def as_root_path(tmp: Path) -> str:
    """PATH for the script: as root already, nothing changes; otherwise an ``id`` reporting
    uid 0, so the script takes its root branch (``--allow-root`` is accepted by any user)."""
    if os.geteuid() == 0:
        return os.environ["PATH"]
    shim = tmp / "root-id"
    shim.mkdir()
    (shim / "id").write_text(
        '#!/bin/sh\n[ "$1" = -u ] && echo 0 && exit 0\nexec /usr/bin/id "$@"\n'
    )
    (shim / "id").chmod(0o755)
    return f"{shim}:{os.environ['PATH']}"


def test_dev_sh_lab_as_root_in_a_fresh_clone_reaches_the_jupyterlab_api(tmp_path):
    clone = tmp_path / "clone"
    subprocess.run(["git", "clone", "--quiet", str(ROOT), str(clone)], check=True)
    venv = shared_venv(tmp_path / "venv")
    env = {**os.environ, "VENV": str(venv), "PATH": as_root_path(tmp_path)}
    env.pop("PYTHONPATH", None)
    env.pop("JUPYTER_TOKEN", None)
    for var in (
        "JUPYTER_CONFIG_DIR",
        "JUPYTER_RUNTIME_DIR",
        "JUPYTERLAB_SETTINGS_DIR",
        "JUPYTERLAB_WORKSPACES_DIR",
        "IPYTHONDIR",
    ):
        (tmp_path / var).mkdir()
        env[var] = str(tmp_path / var)
    env["JUPYTER_PLATFORM_DIRS"] = "1"
    port = free_port()
    log = tmp_path / "dev-sh.log"
    with log.open("w") as out:
        process = subprocess.Popen(
            [
                str(clone / "dev.sh"),
                "lab",
                "--no-browser",
                "--ip=127.0.0.1",
                f"--port={port}",
                "--ServerApp.port_retries=0",
            ],
            cwd=tmp_path,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:
        # It opens the first tutorial: the address it prints (with the token it made) is the
        # tutorial's (issue 39).
        deadline = time.monotonic() + 480  # uv builds and installs the package first
        address = re.compile(
            rf"http://127\.0\.0\.1:{port}/lab/tree/yum_tutorial\.ipynb\?token=(\w+)"
        )
        while not (found := address.search(log.read_text())):
            assert process.poll() is None, f"dev.sh lab stopped:\n{log.read_text()}"
            assert time.monotonic() < deadline, f"no tutorial address:\n{log.read_text()}"
            time.sleep(0.25)
        token = found.group(1)
        status = None
        while status is None:
            assert time.monotonic() < deadline, f"JupyterLab did not answer:\n{log.read_text()}"
            try:
                answer = httpx.get(f"http://127.0.0.1:{port}/api/status?token={token}", timeout=2)
                status = answer.json() if answer.status_code == 200 else None
            except httpx.HTTPError:
                pass
            if status is None:
                time.sleep(0.25)
        assert "started" in status
        assert httpx.get(found.group(0), timeout=10).status_code == 200
        printed = log.read_text()
        lab_part = printed.split("== opening the Yum tutorial in JupyterLab")[1].splitlines()
        assert lab_part[1].startswith("   to play with a class: ") and "serve --lan" in lab_part[1]
        assert len(lab_part) <= 16, "\n".join(lab_part)
        assert "[I " not in printed, printed  # no information lines
        assert printed.count("adding --allow-root") == 1, printed
        assert "Running as root is not recommended" not in printed
        assert "Traceback" not in printed, printed
        # short and honest: not a line for each index folder pip's configuration names
        assert "it is neither a file nor a directory" not in printed, printed
        # The README's class command works after it: the classroom extra is installed.
        serve = subprocess.run(
            [str(venv / "bin" / "tabletop-widgets"), "serve", "--help"],
            capture_output=True,
            text=True,
            env=env,
            timeout=60,
        )
        assert serve.returncode == 0 and "--lan" in serve.stdout, serve.stderr
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(20)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(10)
