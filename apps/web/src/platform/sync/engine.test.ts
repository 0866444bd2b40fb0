// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/platform/auth/model";
import type { AccountApi } from "@/platform/auth/api";
import { defaultGlobalSettings, globalStore } from "@/platform/settings/global-store";
import { defaultProfileData, profileStore } from "@/platform/profiles/profile-store";
import { hydrateStores } from "@/lib/storage/persisted-store";
import { PUSH_DEBOUNCE_MS, createSyncEngine, readMeta, syncStore, type SyncEngine } from "./engine";
import { localDocument } from "./document";
import type { SyncDocument } from "./merge";

/** An in-memory user-settings collection with the backend's revision rule (409 + stored document). */
function fakeBackend() {
  const state = {
    doc: null as null | { documentId: string; revision: number; settings: unknown },
    down: false,
    puts: 0,
  };
  const guard = () => {
    if (state.down) throw new ApiError("unreachable", null, null, null);
  };
  const collection = {
    find: async () => (guard(), { data: state.doc ? [state.doc] : [] }),
    findOne: async () => {
      guard();
      if (!state.doc)
        throw new ApiError("http", 404, { message: "Not Found", name: null, status: 404 }, null);
      return { data: state.doc };
    },
    create: async (data: Record<string, unknown>) => {
      guard();
      state.doc = { documentId: "doc-1", revision: 0, settings: structuredClone(data.settings) };
      return { data: state.doc };
    },
    update: async (_id: string, data: Record<string, unknown>) => {
      guard();
      state.puts++;
      const doc = state.doc!;
      if (data.revision !== doc.revision) {
        const body = {
          data: null,
          error: {
            status: 409,
            name: "ConflictError",
            message: "changed",
            details: { revision: doc.revision, settings: doc.settings },
          },
        };
        throw new ApiError(
          "http",
          409,
          { message: "changed", name: "ConflictError", status: 409 },
          body,
        );
      }
      state.doc = { ...doc, revision: doc.revision + 1, settings: structuredClone(data.settings) };
      return { data: state.doc };
    },
  };
  const api = { collection: () => collection } as unknown as AccountApi;
  return { state, api };
}

function setProfiles(list: { id: string; name: string; level?: number }[]) {
  globalStore.setState({
    profiles: list.map(({ id, name }) => ({ id, name })),
    currentProfile: list[0]?.id ?? "",
  });
  profileStore.setState({
    profiles: Object.fromEntries(
      list.map((p) => [p.id, { ...defaultProfileData(), yourArcBonus: p.level ?? 90 }]),
    ),
  });
}

function remoteWith(list: { id: string; name: string; level: number }[]): SyncDocument {
  return {
    version: 1,
    profiles: list.map((p) => ({
      id: p.id,
      name: p.name,
      data: { ...defaultProfileData(), yourArcBonus: p.level },
    })),
    global: {},
  };
}

let engine: SyncEngine;
let backend: ReturnType<typeof fakeBackend>;
let online = true;

beforeEach(async () => {
  localStorage.clear();
  await hydrateStores([globalStore, profileStore]);
  globalStore.setState(defaultGlobalSettings(), true);
  setProfiles([{ id: "p1", name: "Main", level: 90 }]);
  backend = fakeBackend();
  online = true;
  engine = createSyncEngine({
    api: backend.api,
    otherDeviceName: (n) => `${n} (other device)`,
    onSessionEnded: () => {},
    online: () => online,
  });
});

afterEach(() => {
  engine.stop();
  vi.useRealTimers();
});

describe("sync engine", () => {
  it("the first sync creates the document from this device", async () => {
    await engine.start(7);
    expect(backend.state.doc?.settings).toEqual(localDocument());
    expect(readMeta()).toMatchObject({
      userId: 7,
      documentId: "doc-1",
      revision: 0,
      pending: false,
    });
    expect(syncStore.getState().status).toBe("idle");
  });

  it("a new device drops its untouched Default profile and takes the account's", async () => {
    globalStore.setState({ profiles: [{ id: "fresh", name: "Default" }], currentProfile: "fresh" });
    profileStore.setState({ profiles: { fresh: defaultProfileData() } });
    backend.state.doc = {
      documentId: "doc-1",
      revision: 4,
      settings: remoteWith([{ id: "r1", name: "World A", level: 120 }]),
    };
    await engine.start(7);
    expect(globalStore.getState().profiles).toEqual([{ id: "r1", name: "World A" }]);
    expect(globalStore.getState().currentProfile).toBe("r1");
    expect(profileStore.getState().profiles.r1?.yourArcBonus).toBe(120);
    expect(backend.state.puts).toBe(0);
  });

  it("pushes a change after the debounce, with the revision it is based on", async () => {
    await engine.start(7);
    vi.useFakeTimers();
    profileStore.setState({ profiles: { p1: { ...defaultProfileData(), yourArcBonus: 150 } } });
    expect(syncStore.getState().pending).toBe(true);
    await vi.advanceTimersByTimeAsync(PUSH_DEBOUNCE_MS + 10);
    await engine.idle();
    expect(backend.state.doc?.revision).toBe(1);
    expect((backend.state.doc?.settings as SyncDocument).profiles[0]?.data.yourArcBonus).toBe(150);
    expect(syncStore.getState().pending).toBe(false);
  });

  it("a conflict keeps both versions of a profile changed on two devices", async () => {
    await engine.start(7);
    // The other device changed p1 and pushed first.
    backend.state.doc = {
      ...backend.state.doc!,
      revision: 1,
      settings: remoteWith([{ id: "p1", name: "Main", level: 200 }]),
    };
    profileStore.setState({ profiles: { p1: { ...defaultProfileData(), yourArcBonus: 150 } } });
    await engine.syncNow();
    const names = globalStore.getState().profiles.map((p) => p.name);
    expect(names).toEqual(["Main", "Main (other device)"]);
    const stored = backend.state.doc!.settings as SyncDocument;
    expect(stored.profiles.map((p) => p.data.yourArcBonus)).toEqual([150, 200]);
    expect(backend.state.doc!.revision).toBe(2);
    expect(syncStore.getState().duplicated).toEqual(["Main"]);
  });

  it("a push refused with 409 merges the stored document and pushes again", async () => {
    await engine.start(7);
    backend.state.doc = {
      ...backend.state.doc!,
      revision: 3,
      settings: remoteWith([
        { id: "p1", name: "Main", level: 90 },
        { id: "p2", name: "Other", level: 100 },
      ]),
    };
    vi.useFakeTimers();
    globalStore.setState({ customGbName: { Observatory: "Obs" } });
    await vi.advanceTimersByTimeAsync(PUSH_DEBOUNCE_MS + 10);
    await engine.idle();
    const stored = backend.state.doc!.settings as SyncDocument;
    expect(stored.profiles.map((p) => p.id)).toEqual(["p1", "p2"]);
    expect(stored.global.customGbName).toEqual({ Observatory: "Obs" });
    expect(backend.state.doc!.revision).toBe(4);
    expect(globalStore.getState().profiles.map((p) => p.id)).toEqual(["p1", "p2"]);
  });

  it("keeps edits while the backend is down or the device offline, and sends them later", async () => {
    await engine.start(7);
    backend.state.down = true;
    profileStore.setState({ profiles: { p1: { ...defaultProfileData(), yourArcBonus: 111 } } });
    await engine.syncNow();
    expect(syncStore.getState()).toMatchObject({ status: "unreachable", pending: true });
    expect(readMeta().pending).toBe(true);
    online = false;
    await engine.syncNow();
    expect(syncStore.getState().status).toBe("offline");
    online = true;
    backend.state.down = false;
    await engine.syncNow();
    expect(syncStore.getState()).toMatchObject({ status: "idle", pending: false });
    expect((backend.state.doc!.settings as SyncDocument).profiles[0]?.data.yourArcBonus).toBe(111);
  });

  it("another user on this device starts from scratch; stop forgets the document", async () => {
    await engine.start(7);
    engine.stop();
    expect(readMeta().documentId).toBeNull();
    expect(globalStore.getState().profiles).toHaveLength(1);
  });
});
