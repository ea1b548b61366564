// The lesson timer on every class page (room, projector, dashboard): the time the teacher gave
// the class, counting down in the page's bar. The end time comes from the server
// (GET /api/class/timer: {"ends", "now"}, no secret), read every few seconds; the page counts
// the seconds between two reads with its own clock, corrected by the server's.
import { apiUrl } from "../shim.js";
import { formatNumber, onLanguage, t } from "../i18n.js";

const EVERY = 5000; // ms between two reads of the timer
const clock = document.createElement("span");
clock.className = "cl-timer";
clock.hidden = true;
clock.setAttribute("data-testid", "class-timer");
clock.setAttribute("role", "timer");
const bar = document.querySelector('[data-testid="room-bar"], header');
if (bar) bar.append(clock);
else document.body.prepend(clock);

let ends = null; // the end, in this page's clock (ms)
onLanguage(() => show());

function show() {
  if (ends === null) {
    clock.hidden = true;
    return;
  }
  const left = Math.max(0, Math.round((ends - Date.now()) / 1000));
  const minutes = Math.floor(left / 60);
  const seconds = left % 60;
  const text = left > 0 ? t("{time} left", { time: `${formatNumber(minutes)}:${String(seconds).padStart(2, "0")}` }) : t("Time is up");
  clock.hidden = false;
  clock.dataset.left = String(left);
  clock.textContent = `\u23F1 ${text}`;
  clock.setAttribute("aria-label", left > 0 ? t("{minutes} min {seconds} s left", { minutes, seconds }) : t("Time is up"));
}

async function read() {
  try {
    const response = await fetch(apiUrl("class/timer"));
    if (!response.ok) return;
    const timer = await response.json();
    ends = timer.ends === null ? null : Date.now() + (timer.ends - timer.now) * 1000;
  } catch {
    return; // the server restarts: read again later
  }
  show();
}

read();
setInterval(read, EVERY);
setInterval(show, 1000);
