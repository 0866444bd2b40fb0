/**
 * The session's state (docs/site.md §18), apart from its actions (`session-store.ts`): every page
 * reads it, while the code that logs in, out or checks a token loads only when an account is used.
 */
import { createStore } from "zustand/vanilla";
import { useStore } from "zustand";
import type { ApiError, User } from "./model";

export type SessionStatus = "starting" | "loggedOut" | "loggedIn";

export interface SessionState {
  status: SessionStatus;
  /** Null while logged out, or logged in but not fetched yet (backend unreachable). */
  user: User | null;
  /** The last start-up or refresh failure that kept the token (unreachable, server error). */
  problem: ApiError | null;
}

export const sessionStore = createStore<SessionState>()(() => ({
  status: "starting",
  user: null,
  problem: null,
}));

export function useSession<U>(selector: (s: SessionState) => U): U {
  return useStore(sessionStore, selector);
}
