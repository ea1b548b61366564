"""Screenshots of the class flow for docs/run-a-class.md (Chromium via Playwright).

    .venv/bin/python scripts/screenshot_class.py

Starts a table server, opens three tables of Yum for two, seats students through the join
page's API, then captures the join page on a phone (390×844), the projector page, the
dashboard with a student asking for their seat on a new device, its "Next game for the class"
dialog and its report of each student, and a student's room page after the teacher ended the
game (the final scores, said once).
"""

from __future__ import annotations

from pathlib import Path

import httpx
from playwright.sync_api import sync_playwright

from tabletop_widgets import classroom
from tabletop_widgets.classroom.server.serve import lan_address

OUT = Path(__file__).resolve().parents[1] / "docs" / "images"
NAMES = ["Ada", "Ben", "Chloe", "Dev", "Emma"]


def main() -> None:
    server = classroom.serve()
    port = server.url.rsplit(":", 1)[1]
    # What `tabletop-widgets serve --lan` shows: this machine's network address.
    server.app.state.public_url = f"http://{lan_address()}:{port}"
    try:
        teacher = {"Authorization": f"Bearer {server.teacher_token}"}
        http = httpx.Client(base_url=server.url, timeout=10)
        body = {"game": "yum", "tables": 3, "seats": 2}
        codes = http.post("/api/dashboard/rooms", json=body, headers=teacher).json()["codes"]
        code = http.get("/api/class/board", headers=teacher).json()["code"]
        seats = {}
        for name in NAMES:
            seats[name] = http.post("/api/class/join", json={"code": code, "name": name}).json()
        http.post(f"/api/dashboard/rooms/{codes[2]}/bots", json={"bot": "greedy"}, headers=teacher)
        ada = classroom.join(server.url, codes[0], token=seats["Ada"]["token"])
        ben = classroom.join(server.url, codes[0], token=seats["Ben"]["token"])
        for _ in range(3):  # a few moves at the first table, by whoever is to play
            mover = next((s for s in (ada, ben) if s.legal), None)
            if mover is None:
                raise RuntimeError("nobody can move at the first table")
            mover.act(mover.legal[0])
        http.post("/api/class/claims", json={"code": code, "name": "Ben"})
        with sync_playwright() as pw:
            browser = pw.chromium.launch(
                executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"]
            )
            phone = browser.new_context(
                viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True
            )
            page = phone.new_page()
            page.goto(f"{server.url}/?code={code}")
            page.wait_for_selector("body[data-step=name]")
            page.fill("[data-testid=join-name]", "ada")
            page.click("[data-testid=join-go]")
            page.wait_for_selector("[data-testid=join-claim]:not([hidden])")
            page.screenshot(path=str(OUT / "class-join.png"))
            desk = browser.new_context(viewport={"width": 1280, "height": 800})
            page = desk.new_page()
            page.goto(server.projector_link)
            page.wait_for_selector("body[data-joined='5']")
            page.screenshot(path=str(OUT / "class-projector.png"))
            page.goto(server.dashboard_link)
            page.wait_for_selector("body[data-claims='1']")
            page.wait_for_selector(f"[data-testid=dash-room-{codes[0]}][data-moves='3']")
            page.screenshot(path=str(OUT / "class-dashboard.png"))
            page.click("[data-testid=class-next-game]")  # the next game, for the whole class
            page.select_option("[data-testid=next-game-game]", "gin_rummy")
            page.select_option("[data-testid=next-game-bot]", "greedy")
            page.screenshot(path=str(OUT / "class-next-game.png"))
            page.click("[data-testid=class-form-cancel]")
            page.click("[data-testid=class-report] summary")  # each student, across tables
            page.wait_for_selector("[data-testid=class-report-table]")
            page.locator("[data-testid=class-report]").screenshot(
                path=str(OUT / "class-report.png")
            )
            http.post("/api/class/all/end", headers=teacher)
            student = phone.new_page()
            student.goto(server.url)  # the seat token lives in this browser's storage
            student.evaluate(
                "([room, token]) => localStorage.setItem(`tw-seat-${room}`, token)",
                [codes[1], seats["Chloe"]["token"]],
            )
            student.goto(f"{server.url}/room/{codes[1]}")
            student.wait_for_selector("body[data-state=ended]")
            student.screenshot(path=str(OUT / "class-ended.png"))
            browser.close()
        ada.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main()
