/**
 * Keeps the profiles and global settings in the user's `user-setting` document. Pull (login,
 * start, focus, back online): fetch the document and merge it into the stores. Push (a change,
 * debounced): send the document with the revision it is based on; a 409 answers with the stored
 * document, which is merged in and pushed again, so no change of either device is lost. Edits made
 * offline or while the backend is down stay pending (in localStorage) and go out when it is back.
 * A failing backend never blocks the tools: everything here runs in the background.
 */
import { createStore } from "zustand/vanilla";
import { useStore } from "zustand";
import type { AccountApi } from "@/platform/auth/api";
import { toApiError, type ApiError } from "@/platform/auth/model";
import { globalStore } from "@/platform/settings/global-store";
import { newId, profileStore } from "@/platform/profiles/profile-store";
import { isPlainObject } from "@/lib/storage/sanitize";
import { whenHydrated } from "@/lib/storage/persisted-store";
import { applyDocument, emptyBase, isPristine, localDocument, sanitizeDocument } from "./document";
import { deepEqual, mergeDocuments, type SyncDocument } from "./merge";

export const PUSH_DEBOUNCE_MS = 1000;
const FOCUS_PULL_INTERVAL_MS = 10_000;
const MAX_CONFLICT_ROUNDS = 3;
const META_KEY = "foe-toolbox:sync";

export type SyncStatus = "idle" | "syncing" | "offline" | "unreachable" | "error";

export interface SyncState {
  status: SyncStatus;
  pending: boolean;
  lastSynced: number | null;
  error: ApiError | null;
  /** Names of the profiles the last merge kept twice (changed on two devices). */
  duplicated: string[];
}

/** What this device knows of the backend's document (kept in localStorage, per user). */
export interface SyncMeta {
  userId: number | null;
  documentId: string | null;
  revision: number;
  /** The document as of `revision`: the base of three-way merges. */
  base: SyncDocument | null;
  pending: boolean;
  lastSynced: number | null;
}

const EMPTY_META: SyncMeta = {
  userId: null,
  documentId: null,
  revision: 0,
  base: null,
  pending: false,
  lastSynced: null,
};

export function readMeta(): SyncMeta {
  try {
    const raw = JSON.parse(localStorage.getItem(META_KEY) ?? "null") as unknown;
    if (!isPlainObject(raw)) return { ...EMPTY_META };
    return {
      userId: typeof raw.userId === "number" ? raw.userId : null,
      documentId: typeof raw.documentId === "string" ? raw.documentId : null,
      revision: typeof raw.revision === "number" ? raw.revision : 0,
      base: sanitizeDocument(raw.base),
      pending: raw.pending === true,
      lastSynced: typeof raw.lastSynced === "number" ? raw.lastSynced : null,
    };
  } catch {
    return { ...EMPTY_META };
  }
}

function writeMeta(meta: SyncMeta): void {
  try {
    localStorage.setItem(META_KEY, JSON.stringify(meta));
  } catch {
    /* without storage the state lives for this visit only */
  }
  syncStore.setState({ pending: meta.pending, lastSynced: meta.lastSynced });
}

export const syncStore = createStore<SyncState>()(() => ({
  status: "idle",
  pending: false,
  lastSynced: null,
  error: null,
  duplicated: [],
}));

export function useSync<U>(selector: (s: SyncState) => U): U {
  return useStore(syncStore, selector);
}

interface RemoteDocument {
  documentId: string;
  revision: number;
  settings: unknown;
}

function asRemote(value: unknown, documentId?: string): RemoteDocument | null {
  if (!isPlainObject(value) || typeof value.revision !== "number") return null;
  const id = typeof value.documentId === "string" ? value.documentId : documentId;
  return id ? { documentId: id, revision: value.revision, settings: value.settings } : null;
}

export interface SyncEngineOptions {
  api: AccountApi;
  /** Name of the remote copy of a profile changed on both sides. */
  otherDeviceName: (name: string) => string;
  /** Called when the backend refuses the token (401). */
  onSessionEnded: () => void;
  online?: () => boolean;
}

export function createSyncEngine({
  api,
  otherDeviceName,
  onSessionEnded,
  online = () => navigator.onLine,
}: SyncEngineOptions) {
  const settings = api.collection<RemoteDocument>("user-settings");
  let running: Promise<void> | null = null;
  let again = false;
  let applying = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastPull = 0;
  let active = false;
  const cleanups: (() => void)[] = [];

  function fail(error: unknown) {
    const problem = toApiError(error);
    if (problem.status === 401) {
      onSessionEnded();
      return;
    }
    syncStore.setState({
      status: problem.kind === "unreachable" ? "unreachable" : "error",
      error: problem,
    });
  }

  async function integrate(remote: RemoteDocument, rounds: number): Promise<void> {
    const meta = readMeta();
    const remoteDoc = sanitizeDocument(remote.settings) ?? emptyBase();
    let local = localDocument();
    // A device's untouched "Default" profile is not worth a copy next to the account's profiles.
    if (!meta.base && remoteDoc.profiles.length > 0)
      local = { ...local, profiles: local.profiles.filter((p) => !isPristine(p)) };
    const upToDate =
      meta.base !== null && meta.revision === remote.revision && deepEqual(meta.base, remoteDoc);
    if (!upToDate) {
      const { document, duplicated } = mergeDocuments(
        meta.base ?? emptyBase(),
        local,
        remoteDoc,
        newId,
        otherDeviceName,
      );
      if (!deepEqual(document, localDocument())) {
        applying = true;
        try {
          applyDocument(document);
        } finally {
          applying = false;
        }
      }
      if (duplicated.length > 0)
        syncStore.setState({ duplicated: [...syncStore.getState().duplicated, ...duplicated] });
    }
    const pending = !deepEqual(localDocument(), remoteDoc);
    writeMeta({
      ...meta,
      documentId: remote.documentId,
      revision: remote.revision,
      base: remoteDoc,
      pending,
      lastSynced: Date.now(),
    });
    if (pending) await push(rounds + 1);
  }

  async function push(rounds = 0): Promise<void> {
    const meta = readMeta();
    if (!meta.documentId) return pull();
    const document = localDocument();
    try {
      const saved = await settings.update(meta.documentId, {
        settings: document,
        revision: meta.revision,
      });
      const revision = asRemote(saved.data, meta.documentId)?.revision ?? meta.revision + 1;
      writeMeta({
        ...readMeta(),
        revision,
        base: document,
        pending: !deepEqual(localDocument(), document),
        lastSynced: Date.now(),
      });
    } catch (error) {
      const problem = toApiError(error);
      const details =
        isPlainObject(problem.body) && isPlainObject(problem.body.error)
          ? problem.body.error.details
          : null;
      const remote = problem.status === 409 ? asRemote(details, meta.documentId) : null;
      if (remote && rounds < MAX_CONFLICT_ROUNDS) return integrate(remote, rounds);
      if (problem.status === 404) {
        writeMeta({ ...readMeta(), documentId: null, base: null });
        return pull();
      }
      throw problem;
    }
  }

  async function pull(): Promise<void> {
    const meta = readMeta();
    let remote: RemoteDocument | null = null;
    if (meta.documentId) {
      try {
        remote = asRemote((await settings.findOne(meta.documentId)).data, meta.documentId);
      } catch (error) {
        if (toApiError(error).status !== 404) throw error;
        writeMeta({ ...meta, documentId: null, base: null });
      }
    }
    if (!remote) remote = asRemote((await settings.find()).data[0]);
    if (remote) return integrate(remote, 0);
    const local = localDocument();
    try {
      const created = asRemote((await settings.create({ settings: local })).data);
      if (created)
        writeMeta({
          ...readMeta(),
          documentId: created.documentId,
          revision: created.revision,
          base: local,
          pending: !deepEqual(localDocument(), local),
          lastSynced: Date.now(),
        });
    } catch (error) {
      // Another device created it meanwhile: merge with that one.
      if (toApiError(error).status !== 409) throw error;
      const existing = asRemote((await settings.find()).data[0]);
      if (existing) await integrate(existing, 0);
    }
  }

  /** Runs one pull or push at a time; a request made meanwhile runs once more afterwards. */
  function run(task: () => Promise<void>): Promise<void> {
    if (!active) return Promise.resolve();
    if (!online()) {
      syncStore.setState({ status: "offline" });
      return Promise.resolve();
    }
    if (running) {
      again = true;
      return running;
    }
    syncStore.setState({ status: "syncing" });
    running = task()
      .then(() => syncStore.setState({ status: "idle", error: null }))
      .catch(fail)
      .finally(() => {
        running = null;
        if (again && active) {
          again = false;
          void run(() => pull());
        }
      });
    return running;
  }

  function onLocalChange() {
    if (applying || !active) return;
    const meta = readMeta();
    if (!meta.pending) writeMeta({ ...meta, pending: true });
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void run(() => push()), PUSH_DEBOUNCE_MS);
  }

  return {
    /** Starts syncing for `userId` (null while the user is not known yet: the backend is unreachable). */
    async start(userId: number | null) {
      // Merging before the stores have read localStorage would take their defaults for deletions.
      await Promise.all([whenHydrated(globalStore), whenHydrated(profileStore)]);
      const meta = readMeta();
      if (userId !== null && meta.userId !== userId)
        writeMeta({ ...EMPTY_META, userId, pending: true });
      else syncStore.setState({ pending: meta.pending, lastSynced: meta.lastSynced });
      if (!active) {
        active = true;
        const pullSoon = () => {
          if (Date.now() - lastPull < FOCUS_PULL_INTERVAL_MS) return;
          lastPull = Date.now();
          void run(() => pull());
        };
        const onVisible = () => document.visibilityState === "visible" && pullSoon();
        const onOnline = () => void run(() => pull());
        const onOffline = () => syncStore.setState({ status: "offline" });
        window.addEventListener("focus", pullSoon);
        document.addEventListener("visibilitychange", onVisible);
        window.addEventListener("online", onOnline);
        window.addEventListener("offline", onOffline);
        cleanups.push(
          globalStore.subscribe(onLocalChange),
          profileStore.subscribe(onLocalChange),
          () => window.removeEventListener("focus", pullSoon),
          () => document.removeEventListener("visibilitychange", onVisible),
          () => window.removeEventListener("online", onOnline),
          () => window.removeEventListener("offline", onOffline),
        );
      }
      lastPull = Date.now();
      return run(() => pull());
    },
    /** Stops syncing; the local data stays, this device forgets the account's document. */
    stop() {
      active = false;
      if (timer) clearTimeout(timer);
      cleanups.splice(0).forEach((c) => c());
      try {
        localStorage.removeItem(META_KEY);
      } catch {
        /* nothing stored */
      }
      syncStore.setState({
        status: "idle",
        pending: false,
        lastSynced: null,
        error: null,
        duplicated: [],
      });
    },
    /** "Sync now": pull, merge and push. */
    syncNow: () => run(() => pull()),
    /** Waits for the running pull or push (tests). */
    idle: () => running ?? Promise.resolve(),
  };
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;
