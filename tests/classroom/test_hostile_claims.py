"""Issue 42, point 3: a seat claim (a student on a new device) carries what the teacher needs
to decide, is limited per name and per address, and a flood never evicts a real claim.

A claim shows a short word on the new device and sends the same word to the seat's current
device; the teacher's board lists it with the table and when the server first saw the asking
device. 300 hostile claims (one address; 300 addresses) leave the real claim waiting, with
its word, and the teacher can still give it the seat.
"""

from __future__ import annotations

import itertools
import time

import pytest
import requests

from tabletop_widgets import classroom
from tabletop_widgets.classroom.server.class_codes import CLAIM_WORDS, DEVICE_COOKIE, MAX_CLAIMS
from tabletop_widgets.classroom.server.http import CLAIM_BURST

ADDRESSES = (f"10.43.{i // 250}.{i % 250 + 1}" for i in itertools.count())


@pytest.fixture
def klass(server):
    """Four Yum tables of eight: Ann and 31 others seated (Ann's device connected)."""
    url, teacher = server.url, {"Authorization": f"Bearer {server.teacher_token}"}
    codes = [classroom.create_room(url, "yum", 8, token=server.teacher_token) for _ in range(4)]
    names = ["Ann"] + [f"Pupil {i}" for i in range(31)]
    for i, name in enumerate(names[1:], start=1):
        reply = requests.post(f"{url}/api/rooms/{codes[i // 8]}/join", json={"name": name})
        assert reply.status_code == 200, reply.text
    ann = classroom.join(url, codes[0], name="Ann")
    code = requests.get(f"{url}/api/class/board", headers=teacher, timeout=10).json()["code"]
    yield server, code, codes, names, ann, teacher
    ann.close()


def test_a_claim_shows_one_word_on_both_devices_and_the_board_says_when_the_device_came(klass):
    server, code, codes, _, ann, teacher = klass
    device = requests.Session()
    before = time.time()
    assert device.get(f"{server.url}/", timeout=10).status_code == 200  # the join page
    assert device.cookies.get(DEVICE_COOKIE)
    asked = device.post(f"{server.url}/api/class/claims", json={"code": code, "name": "ann"})
    assert asked.status_code == 201
    word = asked.json()["word"]
    assert word in CLAIM_WORDS
    assert ann.wait_for(lambda s: s.claim is not None, 10), "the old device is told"
    assert ann.claim["word"] == word and f"“{word}”" in ann.claim["message"]
    board = requests.get(f"{server.url}/api/class/board", headers=teacher, timeout=10).json()
    (claim,) = board["claims"]
    assert (claim["name"], claim["room"], claim["seat"], claim["word"]) == (
        "Ann",
        codes[0],
        ann.seat,
        word,
    )
    assert claim["title"] == "Yum" and before - 1 <= claim["device_seen"] <= claim["created"]
    # The same device asking again later: still first seen at its first visit.
    again = device.post(f"{server.url}/api/class/claims", json={"code": code, "name": "Ann"})
    board = requests.get(f"{server.url}/api/class/board", headers=teacher, timeout=10).json()
    seen = {c["id"]: c["device_seen"] for c in board["claims"]}
    assert seen[again.json()["id"]] == claim["device_seen"]


def claim(server, code, name, address):
    return requests.post(
        f"{server.url}/api/class/claims",
        json={"code": code, "name": name},
        headers={"X-Forwarded-For": address},
        timeout=10,
    )


def test_a_flood_of_300_claims_never_evicts_the_real_claim(klass):
    server, code, codes, names, ann, teacher = klass
    real = claim(server, code, "Ann", "192.0.2.10").json()
    # 300 claims for Ann's name, each from a new address: limited per name.
    for_ann = [claim(server, code, "Ann", next(ADDRESSES)).status_code for _ in range(300)]
    assert for_ann.count(201) <= CLAIM_BURST and for_ann[-1] == 429, for_ann
    # 300 claims from one address, for every name: limited per address.
    hostile = next(ADDRESSES)
    one = [claim(server, code, names[1 + i % 31], hostile).status_code for i in range(300)]
    assert one.count(201) <= CLAIM_BURST and one[-1] == 429, one
    # 300 claims from 300 addresses over the other names: the waiting list fills, then refuses.
    spread = [claim(server, code, names[1 + i % 31], next(ADDRESSES)) for i in range(300)]
    statuses = [r.status_code for r in spread]
    assert statuses.count(503) > 0 and "Too many requests wait" in spread[-1].json()["error"]
    board = requests.get(f"{server.url}/api/class/board", headers=teacher, timeout=10).json()
    assert len(board["claims"]) == MAX_CLAIMS
    kept = [c for c in board["claims"] if c["id"] == real["id"]]
    assert kept and kept[0]["word"] == real["word"], "the real claim still waits, with its word"
    given = requests.post(
        f"{server.url}/api/class/claims/{real['id']}/approve", headers=teacher, timeout=10
    )
    assert given.json()["status"] == "approved"
    status = requests.get(
        f"{server.url}/api/class/claims/{real['id']}", params={"secret": real["secret"]}, timeout=10
    ).json()
    new = classroom.join(server.url, codes[0], token=status["token"])
    assert new.seat == ann.seat and new.snapshot["names"][new.seat] == "Ann"
    new.close()
