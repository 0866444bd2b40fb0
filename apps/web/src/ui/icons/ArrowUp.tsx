import { icon } from "./icon";

export const ArrowUp = icon("arrow-up", [
  ["path", { d: "m5 12 7-7 7 7" }],
  ["path", { d: "M12 19V5" }],
]);
