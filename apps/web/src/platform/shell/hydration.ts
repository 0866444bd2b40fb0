import { createStore } from "zustand/vanilla";

/** Set once the persisted stores hold the visitor's data (start-up notices wait for it). */
export const hydrationStore = createStore<{ hydrated: boolean }>()(() => ({ hydrated: false }));
