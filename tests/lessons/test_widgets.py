"""The answer box and the prediction box: verdicts on the page, the answer never in the widget state."""

from __future__ import annotations

import json

from tabletop_widgets import lessons


def _state(widget) -> str:
    """Everything the widget and its children sync to the browser."""
    parts = []
    stack = [widget]
    while stack:
        w = stack.pop()
        parts.append(json.dumps(w.get_state(), default=str))
        stack.extend(getattr(w, "children", ()))
    return "\n".join(parts)


def test_box_says_right_close_not_yet_and_reads_nothing_odd():
    box = lessons.instance("yum-1").box()
    assert repr(box) == "AnswerBox(yum-1: not checked yet)"
    assert box.check("221/17496").status == "right"
    assert "right" in box.feedback.value and repr(box) == "AnswerBox(yum-1: right)"
    close = box.check("0.013")
    assert close.status == "close" and "matpow" in box.feedback.value
    assert box.check("0.5").status == "not yet" and "not yet" in box.feedback.value
    assert box.check("zero point one").status == "unreadable"
    assert "Cannot read" in box.feedback.value


def test_the_button_checks_what_is_typed():
    box = lessons.instance("carousel-4", student="Ada").box()
    box.text.value = f"{box.exercise.answer:.3f}"
    box.button.click()
    assert box.last is not None and box.last.right


def test_the_answer_never_reaches_the_page():
    for exercise_id in lessons.exercise_ids():
        box = lessons.instance(exercise_id, student="Ben").box()
        box.check("0.123456")
        state = _state(box)
        answer = box.exercise.answer
        for shown in (
            str(answer),
            f"{float(answer):.3f}",
            f"{float(answer):.4f}",
            repr(float(answer)),
        ):
            assert shown not in state, (exercise_id, shown)


def test_prediction_compares_and_locks():
    pred = lessons.Prediction("How many intervals miss?")
    assert "write a prediction" in pred.compare(1)
    pred.text.value = "2"
    message = pred.compare(1, (0, 3))
    assert "You predicted 2" in message and "inside the interval" in message
    assert pred.text.disabled
    other = lessons.Prediction("?")
    other.text.value = "many"
    assert "not a number" in other.compare(1)
    assert repr(pred) == "Prediction('How many intervals miss?')"


def test_a_prediction_box_speaks_its_language_and_writes_numbers_its_way():
    pred = lessons.Prediction("Ile przedziałów chybi?", lang="pl")
    assert (pred.text.description, pred.text.placeholder) == ("Przewiduję", "twoje przewidywanie")
    assert "Najpierw przewidź:" in pred.children[0].value
    pred.text.value = "0,3"  # the pupil's decimal comma
    message = pred.compare(0.25, (0.125, 0.375))
    assert message == (
        "Twoje przewidywanie: 0,3; wynik to 0,25 (przedział 95%: od 0,125 do 0,375): "
        "w przedziale: dobre przewidywanie."
    )
    # in the pseudo-locale every word the box writes comes from the catalogs
    pseudo = lessons.Prediction("?", lang="xx")
    pseudo.text.value = "7"
    said = pseudo.compare(5)
    assert said.startswith("[!! ") and said.endswith(" !!]")
    assert "[!! ÷ƒƒ ƀý 2 !!]".replace("÷", "ö") in said
    assert pseudo.text.description.startswith("[!! ") and pseudo.text.placeholder.startswith("[!! ")


def test_animation_html_needs_no_network_and_has_a_fixed_id():
    import re

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.animation import FuncAnimation

    fig, ax = plt.subplots(figsize=(2, 1), dpi=30)
    animation = FuncAnimation(fig, lambda f: ax.plot([f], [f], "o"), frames=3)
    draws = []
    fig.canvas.mpl_connect("draw_event", draws.append)
    page = lessons.animation_html(animation, fig, name="demo")
    # One render per frame (its image), not two: matplotlib's screen refresh is skipped...
    assert len(draws) == 3, len(draws)
    # ...only while the frames are written.
    assert "draw_idle" not in vars(fig.canvas)
    fig.canvas.draw_idle()
    assert len(draws) == 4
    plt.close(fig)
    assert "http" not in page and "fa fa-" not in page and "▶" in page and "◀" in page
    assert "_anim_imgdemo" in page and not re.search(r"_anim_img[0-9a-f]{32}", page)
    assert len(re.findall(r"frames\[\d+\]", page)) == 3
    try:
        lessons.animation_html(animation, fig, name="no spaces")
    except ValueError as err:
        assert "identifier" in str(err)
    else:
        raise AssertionError("a bad name was accepted")


class FakeSeat:
    """A seat at a class's table server, as the prediction box sees it."""

    def __init__(self):
        self.sent = []

    def prediction(self):
        return {"run": "r1", "phase": "predict", "experiment": {"question": "How often?"}}

    def predict(self, value):
        if value == "abc":
            raise RuntimeError("'abc' is not a number. Write a chance: 0.05, 5 % or 1/20.")
        self.sent.append(value)
        return {"run": "r1", "mine": {"value": 0.05, "text": "5.0 %"}}


def test_the_prediction_box_sends_to_the_class_seat():
    seat = FakeSeat()
    box = lessons.Prediction(seat=seat)
    assert box.question == "How often?"
    assert box.send("abc").startswith("'abc' is not a number")
    assert "not a number" in box.feedback.value and seat.sent == []
    box.text.value = "5 %"
    box.button.click()
    assert seat.sent == ["5 %"] and "Sent: 5.0 %" in box.feedback.value
    # A game widget at a table: its session's client is the seat.
    widget = type("W", (), {"session": type("S", (), {"client": seat})()})()
    assert lessons.Prediction("Mine?", seat=widget).seat is seat
