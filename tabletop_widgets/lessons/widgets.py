"""Answer boxes and prediction boxes for the lessons (ipywidgets).

The answer never reaches the page: the box holds the ``Exercise`` on the Python side, and
the browser only sends the student's text and receives the verdict. The box states what it
accepts (the tolerance), counts the tries (:class:`~tabletop_widgets.lessons.checking.Tries`:
"close" only after a wrong try, six tries by default) and, when a report file or a class seat
is set (:func:`~tabletop_widgets.lessons.report.set_report`), records each verdict for the
teacher (with ``seat=``, in the table server's class report).
"""

from __future__ import annotations

import html
import inspect
from typing import Protocol, runtime_checkable

import ipywidgets as widgets

from ..i18n import format_decimal, gettext, ngettext, resolve_language, translator
from ..i18n.engine_texts import translate_text
from .checking import TRIES, Tries, Verdict, accepted, parse_answer
from .report import answer_record, class_seat, write_record


@runtime_checkable
class Checkable(Protocol):
    """What an answer box checks (a ``lessons.Exercise``): its question and ``check(text)``."""

    question: str

    def check(self, text: str) -> Verdict: ...


_COLOURS = {
    "right": "#1a7f37",
    "close": "#9a6700",
    "not yet": "#cf222e",
    "unreadable": "#57606a",
    "no tries left": "#57606a",
}


def status_text(status: str, lang: str) -> str:
    """A verdict's status (``"not yet"``) as the box writes it in ``lang``."""
    marked = {
        "right": gettext("right", lang),
        "close": gettext("close", lang),
        "not yet": gettext("not yet", lang),
        "unreadable": gettext("unreadable", lang),
        "no tries left": gettext("no tries left", lang),
    }
    return marked.get(status, status)


def _speaks(exercise: Checkable) -> bool:
    """True when the exercise's ``check`` takes ``lang=`` (a lessons instance does)."""
    try:
        return "lang" in inspect.signature(exercise.check).parameters
    except (TypeError, ValueError):
        return False


class AnswerBox(widgets.VBox):
    """A question, a text field and a **Check** button that says right / close / not yet,
    with what it accepts and the tries used (``tries`` at most). Its words and verdicts are in
    ``lang`` (default: :func:`~tabletop_widgets.i18n.resolve_language`)."""

    def __init__(self, exercise: Checkable, tries: int = TRIES, lang: str | None = None) -> None:
        if not isinstance(exercise, Checkable):
            raise TypeError("AnswerBox needs an exercise: AnswerBox(lessons.instance('yum-1'))")
        if not isinstance(tries, int) or isinstance(tries, bool) or tries < 1:
            raise ValueError(f"tries must be a whole number of tries, 1 or more, not {tries!r}")
        self.lang = lang = resolve_language(lang)
        self.exercise = exercise
        self.tries = Tries(limit=tries, lang=lang)
        self.last: Verdict | None = None
        self.text = widgets.Text(
            placeholder=gettext("your answer, e.g. 0.25 or 1/4", lang),
            description=gettext("Answer", lang),
        )
        self.button = widgets.Button(description=gettext("Check", lang))
        self.feedback = widgets.HTML("")
        self.button.on_click(lambda _button: self.check())
        answer = getattr(exercise, "answer", None)
        tolerance = getattr(exercise, "tolerance", 0.0)
        rule = accepted(answer, tolerance, lang) if answer is not None else ""
        tries_rule = ngettext(
            "{n} try; a close hint appears only after a wrong try.",
            "{n} tries; a close hint appears only after a wrong try.",
            tries,
            lang,
        )
        self.rule = f"{rule} {tries_rule}".strip()
        super().__init__(
            [
                widgets.HTML(f"<b>{html.escape(exercise.question)}</b>"),
                widgets.HTML(f"<small>{html.escape(self.rule)}</small>"),
                widgets.HBox([self.text, self.button]),
                self.feedback,
            ]
        )

    def check(self, text: str | None = None) -> Verdict:
        """Judge ``text`` (default: what is in the box), show the verdict and return it."""
        if text is not None:
            self.text.value = str(text)
        counted = self.tries.count
        if _speaks(self.exercise):
            judged = self.exercise.check(self.text.value, lang=self.lang)  # type: ignore[call-arg]
        else:
            judged = self.exercise.check(self.text.value)
        verdict = self.tries.judge(judged)
        self.last = verdict
        note = ""
        if self.tries.count > counted:  # a try: counted, shown and reported
            note = f" ({self.tries.shown()})"
            record = answer_record(
                self.exercise, verdict.status, self.tries.best, self.tries.count, self.tries.limit
            )
            problem = write_record(record)
            note += f" {translate_text(problem, self.lang)}" if problem else ""
        colour = _COLOURS[verdict.status]
        status = status_text(verdict.status, self.lang)
        self.feedback.value = (
            f'<span style="color:{colour}"><b>{html.escape(status)}</b>: '
            f"{html.escape(verdict.message + note)}</span>"
        )
        return verdict

    def __repr__(self) -> str:
        student = self.exercise.student
        who = " " + gettext("for {student}", self.lang, student=student) if student else ""
        state = (
            status_text(self.last.status, self.lang)
            if self.last
            else gettext("not checked yet", self.lang)
        )
        return f"AnswerBox({self.exercise.id}{who}: {state})"


@runtime_checkable
class PredictingSeat(Protocol):
    """A seat at a class's table server (``classroom.join(...)``): what a prediction box sends to."""

    def prediction(self) -> dict: ...

    def predict(self, value: float | str) -> dict: ...


class Prediction(widgets.VBox):
    """Write a prediction *before* running a simulation; :meth:`compare` then sets it beside
    the result (and locks the box, so the prediction cannot be changed afterwards).

    With ``seat=`` (a seat at the class's table server, ``classroom.join(URL, CODE, name=...)``,
    or a game widget sitting at one) the box belongs to the class experiment the teacher
    started: its question is the experiment's, **Send** sends the prediction to the class
    (the projector shows the class's predictions), and :meth:`send` does the same from Python.
    """

    def __init__(
        self, question: str | None = None, seat: object | None = None, lang: str | None = None
    ) -> None:
        self.lang = lang = resolve_language(lang)
        if seat is not None:
            seat = class_seat(seat, PredictingSeat)
        self.seat = seat
        self.state: dict = {}
        if question is None:
            if seat is None:
                raise TypeError("Prediction needs a question, or seat= for the class's experiment")
            self.state = seat.prediction()
            if not self.state.get("run"):
                raise ValueError("There is no class experiment at this table yet.")
            question = self.state["experiment"]["question"]
        self.question = question
        self.text = widgets.Text(
            placeholder=gettext("your prediction", lang), description=gettext("I predict", lang)
        )
        self.feedback = widgets.HTML("")
        first = gettext("Predict first:", lang)
        parts: list[widgets.Widget] = [
            widgets.HTML(f"<b>{html.escape(first)}</b> {html.escape(question)}"),
            self.text,
        ]
        if seat is not None:
            self.button = widgets.Button(description=gettext("Send to the class", lang))
            self.button.on_click(lambda _button: self.send())
            parts = [parts[0], widgets.HBox([self.text, self.button]), self.feedback]
        super().__init__(parts)

    def send(self, value: float | str | None = None) -> str:
        """Send the prediction (default: what is in the box) to the class's experiment; the
        answer (saved, or the server's reason) is shown under the box and returned."""
        if self.seat is None:
            raise TypeError("This box has no seat: Prediction(question, seat=classroom.join(...))")
        if value is not None:
            self.text.value = str(value)
        try:
            self.state = self.seat.predict(self.text.value)
        except Exception as exc:  # the server's reason (TableError), shown, never a traceback
            message = str(exc) or gettext("The prediction was not sent.", self.lang)
            self.feedback.value = (
                f'<span style="color:{_COLOURS["not yet"]}">{html.escape(message)}</span>'
            )
            return message
        message = gettext(
            "Sent: {text}. You can change it until the teacher says play.",
            self.lang,
            text=self.state["mine"]["text"],
        )
        self.feedback.value = (
            f'<span style="color:{_COLOURS["right"]}">{html.escape(message)}</span>'
        )
        return message

    @property
    def value(self) -> str:
        """The prediction as written."""
        return self.text.value

    def compare(self, result: float, interval: tuple[float, float] | None = None) -> str:
        """A sentence setting the prediction beside ``result`` (and its 95 % interval), in the
        box's language (numbers the local way)."""
        lang = self.lang
        shown = self._result_shown(result, interval)
        if not self.text.value.strip():
            return gettext(
                "The result is {shown}. Next time write a prediction in the box above before "
                "running this cell.",
                lang,
                shown=shown,
            )
        try:
            guess = float(parse_answer(self.text.value))
        except ValueError:
            return gettext(
                "The result is {shown}; your prediction {text} is not a number.",
                lang,
                shown=shown,
                text=repr(self.text.value.strip()),
            )
        self.text.disabled = True
        return gettext(
            "You predicted {guess}; the result is {shown}: {verdict}.",
            lang,
            guess=self._number(guess),
            shown=shown,
            verdict=self._verdict(guess, result, interval),
        )

    def _result_shown(self, result: float, interval: tuple[float, float] | None) -> str:
        """The result as the sentence shows it, with its 95 % interval when it has one."""
        shown = self._number(result)
        if not interval:
            return shown
        low, high = (self._number(x) for x in interval)
        return gettext(
            "{result} ({level} interval {low} to {high})",
            self.lang,
            result=shown,
            level=translator(self.lang).format_percent(0.95),
            low=low,
            high=high,
        )

    def _verdict(self, guess: float, result: float, interval: tuple[float, float] | None) -> str:
        """Inside or outside the interval, or how far off (a result without an interval)."""
        if interval and interval[0] <= guess <= interval[1]:
            return gettext("inside the interval: a good prediction", self.lang)
        if interval:
            return gettext("outside the interval: what did your prediction leave out?", self.lang)
        return gettext("off by {gap}", self.lang, gap=self._number(abs(guess - result)))

    def _number(self, value: float) -> str:
        """``value`` to six significant digits (as ``:g``), written the box's way."""
        return format_decimal(float(f"{value:g}"), self.lang)

    def __repr__(self) -> str:
        return f"Prediction({self.question!r})"
