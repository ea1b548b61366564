"""Screenshots of the teacher's live chart for docs/run-a-class.md (Chromium via Playwright).

    .venv/bin/python scripts/screenshot_experiments.py

Starts a table server with the experiment routes, starts the Yum experiment, and lets 24
scripted students (real websocket clients, two per room) play their turns aiming for five
of a kind (keep the most common face, the lesson's policy). The chart page is captured
twice: early in the lesson and once every student has played all 13 turns.
"""

from __future__ import annotations

import threading
from pathlib import Path

from tabletop_widgets import classroom
from tabletop_widgets.classroom.client.chart import experiment_summary, start_experiment
from tabletop_widgets.yum.probability import keep_most_common

OUT = Path(__file__).resolve().parents[1] / "docs" / "images"
NAMES = [
    "Ada",
    "Ben",
    "Chloe",
    "Dev",
    "Emma",
    "Farid",
    "Grace",
    "Hugo",
    "Ines",
    "Jonas",
    "Kira",
    "Leo",
    "Maya",
    "Noor",
    "Oscar",
    "Priya",
    "Quinn",
    "Rosa",
    "Sami",
    "Tara",
    "Uma",
    "Victor",
    "Wen",
    "Yusuf",
]


def play_turns(seat: classroom.Seat, turns: int) -> None:
    """Play ``turns`` turns of Yum, keeping the most common face, then score the first box."""
    done = 0
    while done < turns and not seat.terminal:
        if not seat.wait_for(lambda s: s.my_turn or s.terminal, 60) or seat.terminal:
            return
        view = seat.view
        dice = view.get("dice") or []
        rolls_left = view.get("rolls_left", 0)
        if not dice:
            seat.act({"type": "roll", "hold": []})
            continue
        if rolls_left > 0 and len(set(dice)) > 1:
            keep = list(keep_most_common(tuple(sorted(dice)), rolls_left))
            hold = []
            for i, d in enumerate(dice):
                if d in keep:
                    keep.remove(d)
                    hold.append(i)
            if len(hold) < 5:
                seat.act({"type": "roll", "hold": hold})
                continue
        scores = [a for a in seat.legal if a["type"] == "score"]
        yum = [a for a in scores if a.get("box") == "yum"]
        seat.act((yum if len(set(dice)) == 1 and yum else scores)[0])
        done += 1


def play_class(url: str, seats: list[classroom.Seat], turns: int) -> None:
    threads = [threading.Thread(target=play_turns, args=(s, turns)) for s in seats]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def main() -> None:
    from playwright.sync_api import sync_playwright

    server = classroom.serve()
    token = server.teacher_token
    run = start_experiment(server.url, "yum-five-of-a-kind", token=token)
    seats = []
    for i in range(0, len(NAMES), 2):
        code = classroom.create_room(server.url, "yum", 2, token=token)
        seats += [classroom.join(server.url, code, name=n) for n in NAMES[i : i + 2]]
    with sync_playwright() as pw:
        browser = pw.chromium.launch(
            executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"]
        )
        page = browser.new_page(viewport={"width": 800, "height": 620}, device_scale_factor=1.5)
        for turns, name in ((3, "teacher-chart-early.png"), (10, "teacher-chart.png")):
            play_class(server.url, seats, turns)
            summary = experiment_summary(server.url, run, token)
            page.goto(f"{server.url}/experiments/{run}?token={token}")
            page.wait_for_selector("[data-testid=pooled]")
            page.screenshot(path=str(OUT / name), full_page=True)
            print(name, summary["n"], summary["hits"], round(summary["estimate"], 4))
        browser.close()
    for s in seats:
        s.close()
    server.stop()


if __name__ == "__main__":
    main()
