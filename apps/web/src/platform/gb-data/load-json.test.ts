import { afterEach, describe, expect, it, vi } from "vitest";

const get = vi.fn();
vi.mock("@/lib/http", () => ({ http: { get: (url: string) => get(url) } }));

const { loadJson, peekJson, withMinDuration } = await import("./load-json");

const answer = (value: unknown) => ({ json: () => Promise.resolve(value) });
const failure = () => ({ json: () => Promise.reject(new Error("offline")) });

afterEach(() => {
  get.mockReset();
  vi.useRealTimers();
});

describe("on-demand data", () => {
  it("requests a URL once, parses it, and serves it synchronously afterwards", async () => {
    get.mockReturnValue(answer([1, 2]));
    const parse = vi.fn((raw: unknown) => (raw as number[]).map((n) => n * 10));
    const [a, b] = await Promise.all([loadJson("/a.json", parse), loadJson("/a.json", parse)]);
    expect(a).toEqual([10, 20]);
    expect(b).toBe(a);
    expect(get).toHaveBeenCalledTimes(1);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(peekJson("/a.json")).toBe(a);
    expect(await loadJson("/a.json", parse)).toBe(a);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed or unparsable request so that it can be retried", async () => {
    get
      .mockReturnValueOnce(failure())
      .mockReturnValueOnce(answer("junk"))
      .mockReturnValueOnce(answer([3]));
    const parse = (raw: unknown) => {
      if (!Array.isArray(raw)) throw new TypeError("bad");
      return raw;
    };
    await expect(loadJson("/b.json", parse)).rejects.toThrow("offline");
    expect(peekJson("/b.json")).toBeUndefined();
    await expect(loadJson("/b.json", parse)).rejects.toThrow(TypeError);
    expect(await loadJson("/b.json", parse)).toEqual([3]);
    expect(get).toHaveBeenCalledTimes(3);
  });

  it("keeps a spinner for the minimum time, not longer", async () => {
    vi.useFakeTimers();
    let settled = false;
    void withMinDuration(Promise.resolve("x"), 200).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(199);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
