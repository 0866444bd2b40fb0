/**
 * Typed stores persisted in localStorage with a schema version, migrations, recovery from
 * corrupted data, and cross-tab sync. Built on zustand's `persist` middleware.
 *
 * Recovery: stored data that cannot be parsed or migrated is kept under `<key>:corrupted` (never
 * silently deleted), the store starts from its defaults and `onRecovered` is told, so the UI can
 * show a notice. Nothing here throws into React.
 *
 * A change is written at once; the copy sent to the other tabs follows when the browser is idle
 * (`whenIdleOrLeft`, docs/site.md §7), one for several changes, so a key press in a tool's field
 * does not also encode and post its whole store before its redraw.
 */
import { createStore, type StoreApi } from "zustand/vanilla";
import {
  createJSONStorage,
  persist,
  type PersistStorage,
  type StorageValue,
} from "zustand/middleware";
import { whenIdleOrLeft } from "./tab-messages";
import { createReassembler, isSyncChunk, splitIntoChunks } from "./chunks";

export { flushTabMessages } from "./tab-messages";

export type Migration = (state: Record<string, unknown>) => Record<string, unknown>;

export interface PersistedStoreOptions<T extends object> {
  /** localStorage key, e.g. `foe-toolbox:global`. */
  key: string;
  /** Current schema version; stored data of an older version is migrated step by step. */
  version: number;
  defaults: () => T;
  /** `migrations[n]` upgrades data of version n to n + 1. */
  migrations?: Record<number, Migration>;
  /**
   * Makes any parsed value a valid state: fills missing fields with defaults, drops junk. Runs after
   * migrations and on data from other tabs. Must not throw.
   */
  sanitize: (value: unknown) => T;
}

export interface StorageProblem {
  key: string;
  reason: "corrupted" | "unavailable";
}

type Listener = (problem: StorageProblem) => void;
const problemListeners = new Set<Listener>();
const reportedProblems: StorageProblem[] = [];

/** Subscribes to storage problems; problems that happened before subscribing are replayed. */
export function onStorageProblem(listener: Listener): () => void {
  problemListeners.add(listener);
  reportedProblems.forEach((p) => listener(p));
  return () => problemListeners.delete(listener);
}

function reportProblem(problem: StorageProblem) {
  if (reportedProblems.some((p) => p.key === problem.key && p.reason === problem.reason)) return;
  reportedProblems.push(problem);
  problemListeners.forEach((l) => l(problem));
}

function getLocalStorage(): Storage | null {
  try {
    if (typeof window === "undefined") return null;
    const storage = window.localStorage;
    const probe = "foe-toolbox:probe";
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** Runs the migrations from `fromVersion` to `toVersion`; throws when a step is missing. */
export function migrateState(
  state: Record<string, unknown>,
  fromVersion: number,
  toVersion: number,
  migrations: Record<number, Migration> = {},
): Record<string, unknown> {
  let current = state;
  for (let v = fromVersion; v < toVersion; v++) {
    const step = migrations[v];
    if (!step) throw new Error(`no migration from version ${v}`);
    current = step(current);
  }
  return current;
}

/** Writes are held back until the store has read what is stored (see `holdUntilHydrated`). */
interface WriteGate {
  open: boolean;
}

function makeStorage<T>(key: string, gate: WriteGate): PersistStorage<T> | undefined {
  const storage = getLocalStorage();
  if (!storage) return undefined;
  const json = createJSONStorage<T>(() => storage)!;
  return {
    getItem(name) {
      try {
        return json.getItem(name) as StorageValue<T> | null;
      } catch {
        const raw = storage.getItem(name);
        if (raw !== null) {
          try {
            storage.setItem(`${name}:corrupted`, raw);
          } catch {
            /* keeping the backup is best effort */
          }
        }
        storage.removeItem(name);
        reportProblem({ key, reason: "corrupted" });
        return null;
      }
    },
    setItem(name, value) {
      if (!gate.open) return;
      try {
        json.setItem(name, value);
      } catch {
        reportProblem({ key, reason: "unavailable" });
      }
    },
    removeItem: (name) => json.removeItem(name),
  };
}

const CHANNEL_NAME = "foe-toolbox:sync";
const tabId = Math.random().toString(36).slice(2);

export function createPersistedStore<T extends object>(
  options: PersistedStoreOptions<T>,
): StoreApi<T> {
  const { key, version, defaults, migrations, sanitize } = options;
  const gate: WriteGate = { open: false };
  const storage = makeStorage<T>(key, gate);
  if (typeof window !== "undefined" && !storage) reportProblem({ key, reason: "unavailable" });

  const store = createStore<T>()(
    persist(() => defaults(), {
      name: key,
      version,
      storage,
      skipHydration: true,
      migrate(persisted, fromVersion) {
        try {
          const migrated = migrateState(
            (persisted ?? {}) as Record<string, unknown>,
            fromVersion,
            version,
            migrations,
          );
          return sanitize(migrated);
        } catch {
          reportProblem({ key, reason: "corrupted" });
          return defaults();
        }
      },
      merge(persisted, current) {
        // Stored values win over defaults, but only once made valid.
        return persisted === undefined
          ? current
          : sanitize({ ...current, ...(persisted as object) });
      },
    }),
  );
  holdUntilHydrated(store, gate);
  attachTabSync(key, store, sanitize);
  return store as StoreApi<T>;
}

/** The part of zustand's `persist` API these stores use; absent when localStorage is not. */
interface PersistApi {
  rehydrate(): Promise<void>;
  hasHydrated(): boolean;
  onFinishHydration(fn: () => void): () => void;
}

function persistApiOf(store: StoreApi<object>): PersistApi | undefined {
  return (store as unknown as { persist?: PersistApi }).persist;
}

/**
 * Stores read localStorage after the first render, but a page's effect may change a store before
 * (the GB page notes the last opened GB). Written then, the defaults plus that change would replace
 * everything stored — a player's profiles and settings. So nothing is written before hydration,
 * and the early changes are replayed on the stored state once it is read.
 */
function holdUntilHydrated<T extends object>(store: StoreApi<T>, gate: WriteGate) {
  const api = persistApiOf(store);
  if (!api) {
    gate.open = true;
    return;
  }
  // zustand's overloads (replace: true needs a whole state) collapse to one signature here.
  type Change = [partial: T | Partial<T> | ((state: T) => T | Partial<T>), replace?: boolean];
  const setState = store.setState as (...change: Change) => void;
  const early: Change[] = [];
  store.setState = ((...change: Change) => {
    if (!gate.open) early.push(change);
    setState(...change);
  }) as StoreApi<T>["setState"];
  api.onFinishHydration(() => {
    gate.open = true;
    for (const args of early.splice(0)) setState(...args);
    // Writes what hydration read (migrated data included); an unchanged value fires no event.
    setState(store.getState());
  });
}

/** Hydrates stores from localStorage (called once on the client, after the first render). */
export async function hydrateStores(stores: StoreApi<object>[]): Promise<void> {
  await Promise.all(
    stores.map(async (s) => {
      const api = persistApiOf(s);
      try {
        await api?.rehydrate();
      } catch {
        /* the store keeps its defaults; the storage layer reported the problem */
      }
    }),
  );
}

/** Resolves once a store has read localStorage (at once when it already has). */
export function whenHydrated(store: StoreApi<object>): Promise<void> {
  const api = persistApiOf(store);
  if (!api || api.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = api.onFinishHydration(() => {
      stop();
      resolve();
    });
  });
}

function attachTabSync<T extends object>(
  key: string,
  store: StoreApi<T>,
  sanitize: (v: unknown) => T,
) {
  if (typeof window === "undefined" || typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  const reassemble = createReassembler();
  let applyingRemote = false;
  let counter = 0;

  const persistApi = persistApiOf(store);
  // Other tabs get the state as it is at the next idle moment: one message for several changes.
  let scheduled: (() => void) | null = null;
  let lastRemote: T | null = null;
  const send = () => {
    scheduled = null;
    const state = store.getState();
    // A state from another tab that replaced the local change: that tab has it already.
    if (state === lastRemote) return;
    let payload: string;
    try {
      payload = JSON.stringify(state);
    } catch {
      return;
    }
    const id = `${tabId}-${++counter}`;
    for (const chunk of splitIntoChunks(key, id, payload)) channel.postMessage(chunk);
  };
  store.subscribe(() => {
    // Hydration from localStorage is not a change other tabs need to hear about.
    if (applyingRemote || !persistApi?.hasHydrated()) return;
    scheduled ??= whenIdleOrLeft(send);
  });

  channel.addEventListener("message", (event: MessageEvent<unknown>) => {
    if (!isSyncChunk(event.data) || event.data.store !== key) return;
    const complete = reassemble(event.data);
    if (!complete) return;
    try {
      const next = sanitize(JSON.parse(complete.payload));
      applyingRemote = true;
      store.setState(next, true);
      lastRemote = store.getState();
    } catch {
      /* a malformed message from another tab is ignored */
    } finally {
      applyingRemote = false;
    }
  });
}
