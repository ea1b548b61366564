// One load driver for both table servers: ours (tabletop-widgets serve, its websocket
// protocol) and boardgame.io's (socket.io). Rooms of Yum, every seat a client that plays a
// uniformly random legal move as soon as it is its turn (or after ~THINK seconds); a finished
// room is replaced by a new one. Prints one JSON line: moves and the round trips (move sent ->
// the server's answer to the mover: our ack, boardgame.io's state update). Each client offers
// websocket compression (permessage-deflate) as every browser does; each server decides.
//   node driver.cjs --target ours|bgio --url URL [--teacher TOKEN] [--rooms 30] [--seats 4]
//                   [--seconds 12] [--think 0] [--seed 1]
"use strict";
const { legalMoves } = require("./yum.cjs");

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const target = opt("target", "ours");
const url = opt("url", "http://127.0.0.1:8000");
const teacher = opt("teacher", "");
const ROOMS = Number(opt("rooms", 30));
const SEATS = Number(opt("seats", 4));
const SECONDS = Number(opt("seconds", 12));
const THINK = Number(opt("think", 0));
let seed = Number(opt("seed", 1)) >>> 0;
function random() { // mulberry32: the same choices run after run
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];
const thinkTime = () => (THINK ? (0.5 + random()) * THINK * 1000 : 0);
// The measured window starts when every room is set up (a line "ready" on stdout, so the
// caller can read the server's CPU then): room set-up is not a move's cost.
let until = Date.now() + 180 * 1000; // set-up deadline, then the window's end
let ready = false;
let setUp = 0;
function roomReady() {
  setUp += 1;
  if (setUp === ROOMS && !ready) {
    ready = true;
    until = Date.now() + SECONDS * 1000;
    console.log("ready");
  }
}
const stats = { rtts: [], refused: 0, games: 0, frames: 0 };
const record = (ms) => { if (ready) stats.rtts.push(ms); };
const now = () => performance.now();

async function post(path, body, token) {
  const headers = { "Content-Type": "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  const r = await fetch(url + path, { method: "POST", headers, body: JSON.stringify(body) });
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  return r.json();
}

// ----- ours: POST /api/rooms, /join, then the seat websocket -------------------------------
async function oursRoom(first) {
  const WebSocket = require("ws");
  const { code } = await post("/api/rooms", { game: "yum", seats: SEATS }, teacher);
  const tokens = [];
  for (let i = 0; i < SEATS; i++) tokens.push((await post(`/api/rooms/${code}/join`, { name: `bot${i}` })).token);
  let opened = 0;
  await Promise.all(tokens.map((token) => new Promise((resolve) => {
    const ws = new WebSocket(`ws${url.slice(4)}/ws/${code}`, { perMessageDeflate: true });
    let pending = null, latest = null, next = 0, waiting = false;
    const finish = () => { ws.close(); resolve(); };
    const move = () => {
      waiting = false;
      if (Date.now() >= until) return finish();
      if (pending || !latest || latest.terminal || !latest.legal.length) return;
      next += 1;
      pending = { id: next, t: now() };
      const moveId = require("crypto").randomBytes(16).toString("hex");
      ws.send(JSON.stringify({ type: "act", action: pick(latest.legal), id: next, move: moveId }));
    };
    ws.on("open", () => {
      ws.send(JSON.stringify({ type: "hello", token }));
      if (++opened === SEATS && first) roomReady();
    });
    ws.on("message", (data) => {
      const frame = JSON.parse(data);
      stats.frames += 1;
      if (frame.type === "ack" && pending && frame.id === pending.id) {
        record(now() - pending.t);
        pending = null;
      } else if (frame.type === "error") {
        stats.refused += 1;
        pending = null;
      } else if (frame.type === "snapshot") {
        latest = frame;
        if (frame.terminal) return finish();
      }
      if (Date.now() >= until) return finish();
      if (!pending && !waiting && latest && latest.legal.length) {
        waiting = true;
        THINK ? setTimeout(move, thinkTime()) : move();
      }
    });
    ws.on("error", finish);
    ws.on("close", resolve);
  })));
}

// ----- boardgame.io: socket.io namespace /yum, sync then update ----------------------------
let matchNumber = 0;
async function bgioRoom(room, first) {
  const { io } = require("socket.io-client");
  const matchID = `r${room}-${matchNumber++}-${process.pid}`;
  let synced = 0;
  await Promise.all(Array.from({ length: SEATS }, (_, seat) => new Promise((resolve) => {
    const playerID = String(seat);
    const socket = io(`${url}/yum`, { transports: ["websocket"], forceNew: true });
    let pending = null, latest = null, waiting = false, done = false;
    const finish = () => { if (!done) { done = true; socket.close(); resolve(); } };
    const move = () => {
      waiting = false;
      if (Date.now() >= until) return finish();
      if (pending || !latest || latest.ctx.gameover || latest.ctx.currentPlayer !== playerID) return;
      const [type, args] = pick(legalMoves(latest.G));
      pending = { stateID: latest._stateID, t: now() };
      socket.emit("update", { type: "MAKE_MOVE", payload: { type, args, playerID } }, latest._stateID, matchID, playerID);
    };
    const onState = (state) => {
      stats.frames += 1;
      latest = state;
      if (pending && state._stateID > pending.stateID) {
        record(now() - pending.t);
        pending = null;
      }
      if (state.ctx.gameover) return finish();
      if (Date.now() >= until) return finish();
      if (!pending && !waiting && state.ctx.currentPlayer === playerID) {
        waiting = true;
        THINK ? setTimeout(move, thinkTime()) : move();
      }
    };
    socket.on("connect", () => socket.emit("sync", matchID, playerID, undefined, SEATS));
    socket.on("sync", (_id, info) => {
      if (++synced === SEATS && first) roomReady();
      onState(info.state);
    });
    socket.on("update", (_id, state) => onState(state));
    socket.on("connect_error", finish);
    const stop = setInterval(() => { if (Date.now() >= until + 2000) { clearInterval(stop); finish(); } }, 500);
  })));
}

async function table(room) {
  let first = true;
  while (Date.now() < until) {
    await (target === "bgio" ? bgioRoom(room, first) : oursRoom(first));
    first = false;
    if (Date.now() < until) stats.games += 1;
  }
}

(async () => {
  const started = process.cpuUsage();
  const over = new Promise((resolve) => {
    const tick = setInterval(() => { if (Date.now() >= until + 3000) { clearInterval(tick); resolve(); } }, 250);
  });
  await Promise.race([Promise.all(Array.from({ length: ROOMS }, (_, i) => table(i))), over]);
  const cpu = process.cpuUsage(started);
  const rtts = stats.rtts.sort((a, b) => a - b);
  const pct = (p) => (rtts.length ? rtts[Math.min(rtts.length - 1, Math.floor((p / 100) * rtts.length))] : NaN);
  console.log(JSON.stringify({
    target, rooms: ROOMS, seats: SEATS, seconds: SECONDS, think: THINK, ready,
    moves: rtts.length, window_s: ready ? SECONDS : 0, p50_ms: pct(50), p95_ms: pct(95), p99_ms: pct(99),
    refused: stats.refused, games: stats.games, frames: stats.frames,
    client_cpu_s: (cpu.user + cpu.system) / 1e6,
  }));
  process.exit(0);
})();
