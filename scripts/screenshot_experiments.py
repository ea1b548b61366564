"""Screenshots of the teacher's live chart for docs/run-a-class.md (Chromium via Playwright).

    .venv/bin/python scripts/screenshot_experiments.py

Starts a table server with the experiment routes, opens 12 Yum tables for 24 scripted students
(real websocket clients, two per room), starts the Yum experiment with predictions first: each
student sends a prediction from their seat (scripted values, a spread a class might give), then
the teacher closes the predictions and the students play their turns aiming for five of a kind
(keep the most common face, the lesson's policy). The experiments page (the projector's) is
captured three times: the predictions alone, early in the game, and once every student has
played all 13 turns and the exact value is revealed.
"""

from __future__ import annotations

import threading
from pathlib import Path

from tabletop_widgets import classroom
from tabletop_widgets.classroom.client.chart import (
    close_predictions,
    experiment_summary,
    reveal_value,
    start_experiment,
)
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
#: The scripted class's predictions (percentages), one a student.
PREDICTIONS = [
    10,
    5,
    20,
    15,
    8,
    25,
    10,
    3,
    12,
    30,
    5,
    10,
    18,
    6,
    40,
    10,
    15,
    2,
    20,
    8,
    12,
    5,
    25,
    10,
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
    seats = []
    codes = []
    for i in range(0, len(NAMES), 2):
        code = classroom.create_room(server.url, "yum", 2, token=token)
        codes.append(code)
        seats += [classroom.join(server.url, code, name=n) for n in NAMES[i : i + 2]]
    run = start_experiment(server.url, "yum-five-of-a-kind", rooms=codes, token=token, predict=True)
    for seat, guess in zip(seats, PREDICTIONS):
        seat.predict(f"{guess} %")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(
            executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"]
        )
        page = browser.new_page(viewport={"width": 1000, "height": 700}, device_scale_factor=1)
        page.goto(f"{server.url}/experiments/{run}?token={token}")
        page.wait_for_selector("body[data-predictions='24']")
        page.screenshot(path=str(OUT / "teacher-chart-predictions.png"), full_page=True)
        close_predictions(server.url, run, token)
        for turns, name in ((3, "teacher-chart-early.png"), (10, "teacher-chart.png")):
            play_class(server.url, seats, turns)
            if name == "teacher-chart.png":
                reveal_value(server.url, run, token)
            summary = experiment_summary(server.url, run, token)
            page.goto(f"{server.url}/experiments/{run}?token={token}")
            page.wait_for_selector(f"body[data-n='{summary['n']}']")
            page.screenshot(path=str(OUT / name), full_page=True)
            print(name, summary["n"], summary["hits"], round(summary["estimate"], 4))
        browser.close()
    for s in seats:
        s.close()
    server.stop()


if __name__ == "__main__":
    main()
