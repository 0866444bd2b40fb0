import { icon } from "./icon";

export const Minus = icon("minus", [["path", { d: "M5 12h14" }]]);
