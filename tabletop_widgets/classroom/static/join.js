// The join page (/): a code first (checked by the server before a name is asked), then a name
// unique at the table. A name already taken may be the student's own seat on another device:
// they ask the teacher, who approves it on the dashboard; this page then opens the seat.
import { apiHeaders, apiUrl, forgetSeatsKept, seatsKept } from "../shim.js";
import { getLang, languageMenu, startLanguage, t, tServer } from "../i18n.js";

const $ = (id) => document.querySelector(`[data-testid="${id}"]`);
// The class language (else Accept-Language) unless this browser chose one here; a seat it
// then takes starts in that choice.
const LANG_KEY = "tw-lang-join";
startLanguage(LANG_KEY);
document.querySelector("main").prepend(languageMenu({ testid: "join-lang" }));
const codeForm = $("join-code-form");
const nameForm = $("join-name-form");
let code = "";
let kind = "";

async function call(path, body) {
  const options = body === undefined ? {} : { method: "POST", headers: apiHeaders({ "Content-Type": "application/json" }), body: JSON.stringify(body) };
  const response = await fetch(apiUrl(path), options);
  let answer = {};
  try {
    answer = await response.json();
  } catch {
    answer = { error: t("The server did not answer: try again.") };
  }
  return { ok: response.ok, answer };
}

function problem(field, message) {
  const input = $(`join-${field}`);
  $(`join-${field}-error`).textContent = tServer(message);
  if (message) {
    input.setAttribute("aria-invalid", "true");
    input.focus();
    input.select();
  } else input.removeAttribute("aria-invalid");
}

function openSeat(room, token) {
  localStorage.setItem(`tw-seat-${room}`, token);
  if (localStorage.getItem(LANG_KEY)) localStorage.setItem(`tw-lang-${room}`, getLang());
  location.href = new URL(`room/${room}`, location.href).href;
}

async function checkCode(typed) {
  problem("code", "");
  if (!typed.trim()) return problem("code", t("Type the code shown on the board."));
  const { ok, answer } = await call(`class/code/${encodeURIComponent(typed.trim())}`);
  if (!ok) return problem("code", answer.error || t("That code does not work."));
  code = answer.code;
  kind = answer.kind;
  $("join-what").textContent =
    answer.kind === "class" ? t("Class {code}: {title}", { code, title: answer.title }) : t("Table {code}: {title}", { code, title: answer.title });
  codeForm.hidden = true;
  nameForm.hidden = false;
  $("join-claim").hidden = true;
  problem("name", "");
  $("join-name").focus();
  document.body.dataset.step = "name";
}

async function join(name) {
  $("join-claim").hidden = true;
  problem("name", "");
  if (!name.trim()) return problem("name", t("Type your name."));
  const { ok, answer } = await call("class/join", { code, name, leave: seatsKept(null) });
  if (ok) {
    forgetSeatsKept(answer.room); // this browser held them: the server freed them
    return openSeat(answer.room, answer.token);
  }
  if (answer.field === "code") {
    nameForm.hidden = true;
    codeForm.hidden = false;
    return problem("code", answer.error);
  }
  if (answer.taken) {
    // the server's words (rooms.NAME_TAKEN), said in the page's language
    problem(
      "name",
      kind === "class"
        ? t("Someone called {name} is already in this class: choose another name.", { name: answer.name || name.trim() })
        : t("Someone called {name} is already at this table: choose another name.", { name: answer.name || name.trim() }),
    );
    $("join-claim").hidden = false;
    return;
  }
  problem("name", answer.error || t("Could not join."));
}

async function claim(name) {
  const { ok, answer } = await call("class/claims", { code, name });
  if (!ok) return problem("name", answer.error);
  nameForm.hidden = true;
  $("join-wait").hidden = false;
  $("join-wait-text").textContent = t(
    "Your word: “{word}”. Tell the teacher this word: your other device shows it too. Waiting for the teacher to give your seat ({name}) to this device…",
    { word: answer.word, name },
  );
  $("join-wait").dataset.word = answer.word;
  document.body.dataset.step = "wait";
  const poll = async () => {
    const { ok: found, answer: state } = await call(`class/claims/${answer.id}?secret=${encodeURIComponent(answer.secret)}`);
    if (!found) {
      $("join-wait-text").textContent = tServer(state.error);
      return;
    }
    if (state.status === "approved") return openSeat(state.room, state.token);
    if (state.status === "refused") {
      $("join-wait-text").textContent = t("The teacher did not give you that seat: ask them.");
      return;
    }
    setTimeout(poll, 1000);
  };
  poll();
}

codeForm.addEventListener("submit", (event) => {
  event.preventDefault();
  checkCode($("join-code").value);
});
nameForm.addEventListener("submit", (event) => {
  event.preventDefault();
  join($("join-name").value);
});
$("join-claim").addEventListener("click", () => claim($("join-name").value));
$("join-change-code").addEventListener("click", () => {
  nameForm.hidden = true;
  codeForm.hidden = false;
  $("join-code").focus();
  document.body.dataset.step = "code";
});

const given = new URLSearchParams(location.search).get("code");
document.body.dataset.step = "code";
if (given) {
  $("join-code").value = given;
  checkCode(given);
}
document.body.dataset.ready = "true";
