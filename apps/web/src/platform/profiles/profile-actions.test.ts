import { describe, expect, it } from "vitest";
import { normalizeConquered } from "@foe-toolbox/core/campaign-cost";
import {
  checkProfileName,
  createProfile,
  deleteProfile,
  duplicateProfile,
  exportProfiles,
  importProfiles,
  renameProfile,
  resetProfile,
  uniqueProfileName,
  type ProfilesSnapshot,
} from "./profile-actions";
import { defaultProfileData } from "./profile-store";

const convert = (v: unknown) => normalizeConquered(v) as Record<string, unknown>;

function snapshot(): ProfilesSnapshot {
  const a = { ...defaultProfileData(), yourArcBonus: 80 };
  return { list: [{ id: "a", name: "Main" }], current: "a", data: { a } };
}

let counter = 0;
const nextId = () => `id-${++counter}`;

describe("profile management", () => {
  it("requires a unique, non-empty name", () => {
    const s = snapshot();
    expect(checkProfileName("  ", s.list)).toBe("empty");
    expect(checkProfileName("main", s.list)).toBe("taken");
    expect(checkProfileName("Main", s.list, "a")).toBeNull();
    expect(checkProfileName("Second", s.list)).toBeNull();
    expect(uniqueProfileName("Main", s.list)).toBe("Main (2)");
    expect(uniqueProfileName("Main", [...s.list, { id: "b", name: "Main (2)" }])).toBe("Main (3)");
  });

  it("creates (selected, defaults), renames and refuses clashes", () => {
    const created = createProfile(snapshot(), "World 2", "b");
    expect(created.current).toBe("b");
    expect(created.data.b).toEqual(defaultProfileData());
    expect(renameProfile(created, "b", "US1").list[1]).toEqual({ id: "b", name: "US1" });
    expect(() => renameProfile(created, "b", "main")).toThrow();
    expect(() => createProfile(created, "", "c")).toThrow();
  });

  it("duplicates a profile with a copy of its data", () => {
    const s = duplicateProfile(snapshot(), "a", "b");
    expect(s.list[1]).toEqual({ id: "b", name: "Main (2)" });
    expect(s.data.b).toEqual(s.data.a);
    expect(s.data.b).not.toBe(s.data.a);
    expect(s.current).toBe("a");
  });

  it("never deletes the last profile; deleting the active one selects another", () => {
    expect(deleteProfile(snapshot(), "a")).toEqual(snapshot());
    const two = createProfile(snapshot(), "Other", "b");
    const deleted = deleteProfile(two, "b");
    expect(deleted.list.map((p) => p.id)).toEqual(["a"]);
    expect(deleted.current).toBe("a");
    expect(deleted.data.b).toBeUndefined();
  });

  it("resets the data but keeps the name", () => {
    const s = resetProfile(snapshot(), "a");
    expect(s.data.a).toEqual(defaultProfileData());
    expect(s.list[0]!.name).toBe("Main");
  });

  it("exports and imports without overwriting anything", () => {
    const s = snapshot();
    const file = exportProfiles(s, ["a"], new Date("2026-01-02T03:04:05Z"));
    expect(file).toMatchObject({
      format: "foe-tools-profile",
      version: 1,
      exportedAt: "2026-01-02T03:04:05.000Z",
    });
    const result = importProfiles(s, JSON.stringify(file), nextId, convert);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.state.list.map((p) => p.name)).toEqual(["Main", "Main (2)"]);
    expect(result.state.data.a).toBe(s.data.a);
    const imported = result.state.list[1]!.id;
    expect(result.state.data[imported]!.yourArcBonus).toBe(80);
  });

  it("upgrades imported profiles with defaults and converts the legacy campaign format", () => {
    const legacy = {
      format: "foe-tools-profile",
      version: 1,
      profiles: [
        {
          name: "Old",
          data: {
            yourArcBonus: 91,
            campaign: { BronzeAge: { Dunarsund: { sectors: [true, true, true] } } },
          },
        },
      ],
    };
    const result = importProfiles(snapshot(), JSON.stringify(legacy), nextId, convert);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const data = result.state.data[result.state.list[1]!.id]!;
    expect(data.yourArcBonus).toBe(91);
    expect(data.bookmarks).toEqual([]);
    expect(
      (data.campaign as Record<string, Record<string, boolean[]>>).BronzeAge!.Dunarsund,
    ).toEqual([true, true, true]);
  });

  it("rejects bad files with a reason and changes nothing", () => {
    const s = snapshot();
    expect(importProfiles(s, "{nope", nextId, convert)).toEqual({ ok: false, problem: "notJson" });
    expect(importProfiles(s, JSON.stringify({ format: "other" }), nextId, convert)).toEqual({
      ok: false,
      problem: "wrongFormat",
    });
    expect(
      importProfiles(
        s,
        JSON.stringify({ format: "foe-tools-profile", version: 99, profiles: [] }),
        nextId,
        convert,
      ),
    ).toEqual({ ok: false, problem: "newerVersion" });
    expect(
      importProfiles(
        s,
        JSON.stringify({ format: "foe-tools-profile", version: 1, profiles: [{ data: {} }] }),
        nextId,
        convert,
      ),
    ).toEqual({ ok: false, problem: "noProfiles" });
  });
});
