import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  deepEqual,
  mergeDocuments,
  mergeValue,
  type SyncDocument,
  type SyncedProfile,
} from "./merge";

const profile = (id: string, name: string, data: Record<string, unknown> = {}): SyncedProfile => ({
  id,
  name,
  data,
});
const doc = (profiles: SyncedProfile[], global: Record<string, unknown> = {}): SyncDocument => ({
  version: 1,
  profiles,
  global,
});
let counter = 0;
const newId = () => `new-${++counter}`;

describe("deepEqual", () => {
  it("ignores key order and undefined fields, not array order", () => {
    expect(deepEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(deepEqual({ a: 1, x: undefined }, { a: 1 })).toBe(true);
    expect(deepEqual([1, 2], [2, 1])).toBe(false);
    expect(deepEqual({ a: 1 }, { a: "1" })).toBe(false);
    expect(deepEqual(null, {})).toBe(false);
  });
});

describe("mergeDocuments: profiles", () => {
  const base = doc([profile("a", "Main", { level: 1 }), profile("b", "Alt", { level: 5 })]);

  it("takes each side's own changes", () => {
    const local = doc([profile("a", "Main", { level: 2 }), profile("b", "Alt", { level: 5 })]);
    const remote = doc([
      profile("a", "Main", { level: 1 }),
      profile("b", "Alt renamed", { level: 5 }),
    ]);
    const { document, duplicated } = mergeDocuments(base, local, remote, newId);
    expect(document.profiles).toEqual([
      profile("a", "Main", { level: 2 }),
      profile("b", "Alt renamed", { level: 5 }),
    ]);
    expect(duplicated).toEqual([]);
  });

  it("keeps a profile changed on both sides twice", () => {
    const local = doc([profile("a", "Main", { level: 2 }), profile("b", "Alt", { level: 5 })]);
    const remote = doc([profile("a", "Main", { level: 3 }), profile("b", "Alt", { level: 5 })]);
    const { document, duplicated } = mergeDocuments(
      base,
      local,
      remote,
      () => "copy",
      (n) => `${n} (other)`,
    );
    expect(document.profiles).toEqual([
      profile("a", "Main", { level: 2 }),
      profile("copy", "Main (other)", { level: 3 }),
      profile("b", "Alt", { level: 5 }),
    ]);
    expect(duplicated).toEqual(["Main"]);
  });

  it("deletions win over unchanged profiles, changes win over deletions", () => {
    const local = doc([profile("a", "Main", { level: 9 })]); // b deleted here, a changed here
    const remote = doc([profile("b", "Alt", { level: 6 })]); // a deleted there, b changed there
    const { document } = mergeDocuments(base, local, remote, newId);
    expect(document.profiles).toEqual([
      profile("a", "Main", { level: 9 }),
      profile("b", "Alt", { level: 6 }),
    ]);
    const quiet = mergeDocuments(
      base,
      doc([profile("a", "Main", { level: 1 })]),
      doc([profile("b", "Alt", { level: 5 })]),
      newId,
    );
    expect(quiet.document.profiles).toEqual([]);
  });

  it("new profiles of both sides are all kept; without a base nothing is dropped", () => {
    const local = doc([profile("x", "Here")]);
    const remote = doc([profile("y", "There")]);
    expect(mergeDocuments(null, local, remote, newId).document.profiles.map((p) => p.id)).toEqual([
      "x",
      "y",
    ]);
  });
});

describe("mergeDocuments: settings", () => {
  it("merges key by key, objects recursively, lists by id or as a union", () => {
    const base = doc([], {
      theme: "day",
      names: { Arc: "A" },
      tpl: [{ id: "t1", text: "one" }],
      survey: ["s1"],
    });
    const local = doc([], {
      theme: "night",
      names: { Arc: "A", Zeus: "Z" },
      tpl: [{ id: "t1", text: "one!" }],
      survey: ["s1", "s2"],
    });
    const remote = doc([], {
      theme: "day",
      names: { Arc: "Arc!" },
      tpl: [
        { id: "t1", text: "one" },
        { id: "t2", text: "two" },
      ],
      survey: ["s1", "s3"],
    });
    expect(mergeDocuments(base, local, remote, newId).document.global).toEqual({
      theme: "night",
      names: { Arc: "Arc!", Zeus: "Z" },
      tpl: [
        { id: "t1", text: "one!" },
        { id: "t2", text: "two" },
      ],
      survey: ["s1", "s2", "s3"],
    });
  });
  it("a value changed differently on both sides keeps this device's", () => {
    expect(mergeValue("day", "night", "auto")).toBe("night");
    expect(mergeValue({ a: 1 }, { a: 2 }, { a: 3, b: 1 })).toEqual({ a: 2, b: 1 });
    expect(mergeValue({ a: 1 }, {}, { a: 1 })).toEqual({});
  });
});

const profiles = fc.uniqueArray(
  fc.record({
    id: fc.constantFrom("a", "b", "c", "d"),
    name: fc.constantFrom("P", "Q"),
    data: fc.record({ level: fc.nat(3) }),
  }),
  { selector: (p) => p.id, maxLength: 4 },
);
const documents = profiles.map((p) => doc(p));

describe("mergeDocuments properties", () => {
  it("a side that changed nothing takes the other side's document", () => {
    fc.assert(
      fc.property(documents, documents, (base, other) => {
        return (
          deepEqual(mergeDocuments(base, other, base, newId).document.profiles, other.profiles) &&
          deepEqual(
            [...mergeDocuments(base, base, other, newId).document.profiles].sort((x, y) =>
              x.id.localeCompare(y.id),
            ),
            [...other.profiles].sort((x, y) => x.id.localeCompare(y.id)),
          )
        );
      }),
    );
  });

  it("no change of either side is lost", () => {
    fc.assert(
      fc.property(documents, documents, documents, (base, local, remote) => {
        const merged = mergeDocuments(base, local, remote, newId).document.profiles;
        const present = (p: SyncedProfile) =>
          merged.some(
            (m) => deepEqual(m.data, p.data) && (m.id === p.id || m.name.startsWith(p.name)),
          );
        const changed = (p: SyncedProfile) => !base.profiles.some((b) => deepEqual(b, p));
        return [...local.profiles, ...remote.profiles].filter(changed).every(present);
      }),
    );
  });

  it("merging twice gives the same result (idempotent)", () => {
    fc.assert(
      fc.property(documents, documents, documents, (base, local, remote) => {
        const once = mergeDocuments(base, local, remote, () => "copy").document;
        // After a merge, pushing to a backend that still holds `remote` changes nothing more.
        const again = mergeDocuments(remote, once, remote, () => "copy2").document;
        return deepEqual(again, once);
      }),
    );
  });
});
