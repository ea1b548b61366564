"""The room page resends an unanswered move with its move id after a reconnect, and the
server plays it once (Chromium, with the seat's websocket routed through the test)."""

from __future__ import annotations

import json
import re

import pytest

from tabletop_widgets import classroom

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]


def test_a_move_whose_answer_is_lost_is_resent_with_its_id_and_played_once(browser_page):
    page = browser_page
    server = classroom.serve()
    try:
        code = classroom.create_room(server.url, "yum", 1, token=server.teacher_token)
        acts: list[dict] = []  # every act frame the page sent
        acks: list[dict] = []  # every ack the page was given
        lost = []

        def route(page_side):
            server_side = page_side.connect_to_server()

            def from_page(message):
                data = json.loads(message)
                if data.get("type") == "act":
                    acts.append(data)
                server_side.send(message)

            def from_server(message):
                data = json.loads(message)
                if data.get("type") == "ack" and not lost:
                    lost.append(data)  # the first answer is lost with its connection
                    page_side.close()
                    return
                if data.get("type") == "ack":
                    acks.append(data)
                page_side.send(message)

            page_side.on_message(from_page)
            server_side.on_message(from_server)

        page.route_web_socket(re.compile(r".*/ws/.*"), route)
        page.goto(f"{server.url}/room/{code}?name=Ann")
        page.wait_for_selector("body[data-ready=true] .tw-root", timeout=15000)
        with page.expect_websocket(timeout=10000):  # the page reconnects by itself
            page.get_by_test_id("yum-roll").click()
        page.wait_for_function(
            "window.tableOutbox.pending.size === 0 && document.body.dataset.connected === 'true'"
        )
        assert len(lost) == 1 and len(acks) == 1
        assert [a["move"] for a in acts] == [acts[0]["move"]] * 2, "resent with the same id"
        assert re.fullmatch(r"[0-9a-f]{32}", acts[0]["move"])
        assert acks[0]["repeat"] is True and acks[0]["index"] == lost[0]["index"] == 0
        log = server.app.state.store.load(code)[1]
        assert log == [{"seat": 0, "action": acts[0]["action"], "move": acts[0]["move"]}]
        page.wait_for_function("Number(document.body.dataset.length) === 1")
    finally:
        server.stop()
