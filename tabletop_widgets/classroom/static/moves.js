// Exactly-once moves from the room page (classroom/protocol.py): every move the game's
// bundle sends gets a move id, made once (128 random bits as 32 hex digits). Until the
// server answers it, the move is sent again, with the same id, on every new connection;
// the server plays an id at most once and answers a repeat with its first outcome.

/** A fresh move id: 32 random hex digits. */
export function newMoveId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Milliseconds to wait before resending a move the server could not settle. */
const RETRY_MS = 200;

/** The moves sent and not yet answered. `transmit(frame)` sends a frame when connected. */
export class MoveOutbox {
  constructor(transmit) {
    this.transmit = transmit;
    this.pending = new Map(); // frame id -> the act frame, with its move id
  }

  /** The frame to send for `frame`: an act gets a move id and is kept until answered. */
  track(frame) {
    if (frame.type !== "act") return frame;
    const move = { ...frame, move: frame.move || newMoveId() };
    this.pending.set(move.id, move);
    return move;
  }

  /** Look at an answer from the server. True when it is a "not decided, send it again"
   * answer to a pending move (resent shortly; nothing to show); a definite answer (an ack
   * or a refusal) ends the move's wait and returns false. */
  settle(frame) {
    const move = this.pending.get(frame.id);
    if (!move || (frame.type !== "ack" && frame.type !== "error")) return false;
    if (frame.type === "error" && frame.retry) {
      setTimeout(() => this.pending.has(move.id) && this.transmit(move), RETRY_MS);
      return true;
    }
    this.pending.delete(frame.id);
    return false;
  }

  /** Send every unanswered move again, in order (on a new connection, after its hello). */
  resend() {
    for (const move of this.pending.values()) this.transmit(move);
  }

  /** Forget every unanswered move (the seat is gone). */
  clear() {
    this.pending.clear();
  }
}
