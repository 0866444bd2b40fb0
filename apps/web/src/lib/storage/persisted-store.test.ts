import { afterEach, describe, expect, it, vi } from "vitest";

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

async function load(storage: Storage) {
  vi.resetModules();
  vi.stubGlobal("window", { localStorage: storage });
  return import("./persisted-store");
}

afterEach(() => vi.unstubAllGlobals());

interface Demo {
  count: number;
  name: string;
}
const options = {
  key: "demo",
  version: 2,
  defaults: (): Demo => ({ count: 0, name: "Default" }),
  migrations: { 1: (s: Record<string, unknown>) => ({ ...s, count: Number(s.total ?? 0) }) },
  sanitize: (v: unknown): Demo => {
    const o = (v ?? {}) as Partial<Demo>;
    return {
      count: typeof o.count === "number" ? o.count : 0,
      name: typeof o.name === "string" ? o.name : "Default",
    };
  },
};

describe("persisted stores", () => {
  it("migrates stored data of an older version step by step", async () => {
    const storage = memoryStorage({
      demo: JSON.stringify({ state: { total: 7, name: "Mine" }, version: 1 }),
    });
    const { createPersistedStore, hydrateStores } = await load(storage);
    const store = createPersistedStore(options);
    await hydrateStores([store]);
    expect(store.getState()).toEqual({ count: 7, name: "Mine" });
  });

  it("recovers from corrupted JSON with defaults, keeps a backup and reports it", async () => {
    const storage = memoryStorage({ demo: "{not json" });
    const { createPersistedStore, hydrateStores, onStorageProblem } = await load(storage);
    const problems: string[] = [];
    onStorageProblem((p) => problems.push(p.reason));
    const store = createPersistedStore(options);
    await hydrateStores([store]);
    expect(store.getState()).toEqual({ count: 0, name: "Default" });
    expect(storage.getItem("demo:corrupted")).toBe("{not json");
    expect(problems).toEqual(["corrupted"]);
  });

  it("recovers when no migration path exists", async () => {
    const storage = memoryStorage({ demo: JSON.stringify({ state: { count: 3 }, version: 0 }) });
    const { createPersistedStore, hydrateStores, onStorageProblem } = await load(storage);
    const problems: string[] = [];
    onStorageProblem((p) => problems.push(p.reason));
    const store = createPersistedStore(options);
    await hydrateStores([store]);
    expect(store.getState()).toEqual({ count: 0, name: "Default" });
    expect(problems).toEqual(["corrupted"]);
  });

  it("persists changes with the schema version", async () => {
    const storage = memoryStorage();
    const { createPersistedStore, hydrateStores } = await load(storage);
    const store = createPersistedStore(options);
    await hydrateStores([store]);
    store.setState({ count: 4 });
    expect(JSON.parse(storage.getItem("demo")!)).toEqual({
      state: { count: 4, name: "Default" },
      version: 2,
    });
  });

  it("tells other tabs when the browser is idle after a change, one message for several", async () => {
    vi.useFakeTimers();
    try {
      const posted: unknown[] = [];
      vi.stubGlobal(
        "BroadcastChannel",
        class {
          postMessage = (message: unknown) => posted.push(message);
          addEventListener() {}
        },
      );
      const storage = memoryStorage();
      const { createPersistedStore, hydrateStores, flushTabMessages } = await load(storage);
      const store = createPersistedStore(options);
      await hydrateStores([store]);
      // Typing 4, 45: written at once, posted in neither key press's own task.
      store.setState({ count: 4 });
      store.setState({ count: 45 });
      expect(JSON.parse(storage.getItem("demo")!).state.count).toBe(45);
      expect(posted).toEqual([]);
      // Without idle callbacks (this window has none), 50 ms later, with the state as it is then.
      await vi.advanceTimersByTimeAsync(49);
      expect(posted).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(posted).toHaveLength(1);
      expect(JSON.parse((posted[0] as { data: string }).data).count).toBe(45);
      // A page being left sends what waits at once, and only once.
      store.setState({ count: 5 });
      flushTabMessages();
      expect(posted).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(100);
      expect(posted).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a change made before the store has read localStorage never overwrites what is stored", async () => {
    // A page effect (the GB page notes the last opened GB) can run before the app hydrates the
    // stores: the stored settings must survive it, and the change must still be kept.
    const storage = memoryStorage({
      demo: JSON.stringify({ state: { count: 9, name: "Mine" }, version: 2 }),
    });
    const { createPersistedStore, hydrateStores } = await load(storage);
    const store = createPersistedStore(options);
    store.setState({ count: 1 });
    store.setState((s) => ({ count: s.count + 1 }));
    expect(JSON.parse(storage.getItem("demo")!).state).toEqual({ count: 9, name: "Mine" });
    await hydrateStores([store]);
    // The early changes are replayed on the stored state, in order.
    expect(store.getState()).toEqual({ count: 2, name: "Mine" });
    expect(JSON.parse(storage.getItem("demo")!)).toEqual({
      state: { count: 2, name: "Mine" },
      version: 2,
    });
  });

  it("writes migrated data back once hydrated", async () => {
    const storage = memoryStorage({
      demo: JSON.stringify({ state: { total: 7, name: "Mine" }, version: 1 }),
    });
    const { createPersistedStore, hydrateStores } = await load(storage);
    await hydrateStores([createPersistedStore(options)]);
    expect(JSON.parse(storage.getItem("demo")!)).toEqual({
      state: { count: 7, name: "Mine" },
      version: 2,
    });
  });

  it("sanitizes stored values of the wrong type", async () => {
    const storage = memoryStorage({
      demo: JSON.stringify({ state: { count: "lots", name: 3 }, version: 2 }),
    });
    const { createPersistedStore, hydrateStores } = await load(storage);
    const store = createPersistedStore(options);
    await hydrateStores([store]);
    expect(store.getState()).toEqual({ count: 0, name: "Default" });
  });
});
