import { createStore } from "zustand/vanilla";

/** Updates to announce in the notification area (0 = none); set by update-check.ts. */
export const updateNoticeStore = createStore<{ count: number }>()(() => ({ count: 0 }));
