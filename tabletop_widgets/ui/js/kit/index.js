// The whole kit in one import: import { h, card, die, mountGame } from "../ui/js/kit/index.js";
export * from "./dom.js";
export * from "./a11y.js";
export * from "./cards.js";
export * from "./dice.js";
export * from "./layout.js";
export * from "./app.js";
export * from "./review.js";
