/**
 * Starts the account machinery of the site (loaded on demand: when a token is stored, or by an
 * account page): the session check and, while logged in, the sync engine.
 */
import { accountApi } from "@/platform/auth/api";
import { sessionStore, type SessionState } from "@/platform/auth/session-state";
import { logOut, startSession } from "@/platform/auth/session-store";
import { createSyncEngine, type SyncEngine } from "./engine";

let engine: SyncEngine | null = null;

function follow(state: SessionState, previous: SessionState | null) {
  if (!engine) return;
  if (
    state.status === "loggedIn" &&
    (previous?.status !== "loggedIn" || state.user?.id !== previous.user?.id)
  ) {
    void engine.start(state.user?.id ?? null);
  } else if (state.status === "loggedOut" && previous?.status === "loggedIn") {
    engine.stop();
  }
}

/** Idempotent: the first call checks the stored session; later calls do nothing. */
export function startAccount(otherDeviceName: (name: string) => string): SyncEngine {
  if (engine) return engine;
  engine = createSyncEngine({ api: accountApi, otherDeviceName, onSessionEnded: logOut });
  sessionStore.subscribe(follow);
  follow(sessionStore.getState(), null);
  if (sessionStore.getState().status === "starting") void startSession(accountApi);
  return engine;
}

/** The engine once started (the account page's "Sync now"). */
export function syncEngine(): SyncEngine | null {
  return engine;
}
