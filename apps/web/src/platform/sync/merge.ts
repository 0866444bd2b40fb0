/**
 * Three-way merge of the synced document (pure). `base` is the last document both sides agreed on
 * (null before the first sync on this device), `local` this device's current state, `remote` the
 * backend's. Nothing changed on one side is lost:
 * - profiles are matched by id; a profile changed on one side takes that side's version; one
 *   changed on both is kept twice (the remote copy named "<name> (other device)" with a new id);
 *   a profile deleted on one side and changed on the other is kept;
 * - settings merge key by key (objects recursively, lists of items with an `id` item by item, lists
 *   of plain values as a union); a value changed to different things on both sides keeps this
 *   device's (the change the user just made here).
 */
export interface SyncedProfile {
  id: string;
  name: string;
  data: Record<string, unknown>;
}

export interface SyncDocument {
  version: number;
  profiles: SyncedProfile[];
  global: Record<string, unknown>;
}

export interface MergeResult {
  document: SyncDocument;
  /** Names of the profiles changed on both sides and kept twice. */
  duplicated: string[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Structural equality of JSON values (key order does not matter: PostgreSQL reorders keys). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((v, i) => deepEqual(v, b[i]))
    );
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a).filter((k) => a[k] !== undefined);
  const other = Object.keys(b).filter((k) => b[k] !== undefined);
  return keys.length === other.length && keys.every((k) => deepEqual(a[k], b[k]));
}

const hasIds = (list: unknown[]): list is { id: string }[] =>
  list.every((item) => isObject(item) && typeof item.id === "string");

function mergeLists(base: unknown, local: unknown[], remote: unknown[]): unknown[] {
  if (hasIds(local) && hasIds(remote)) {
    const baseItems = Array.isArray(base) && hasIds(base) ? base : [];
    const byId = (list: { id: string }[], id: string) => list.find((item) => item.id === id);
    const out: unknown[] = [];
    for (const item of local) {
      const theirs = byId(remote, item.id);
      const was = byId(baseItems, item.id);
      if (theirs) out.push(mergeValue(was, item, theirs));
      // Deleted there: dropped unless changed here since.
      else if (!was || !deepEqual(was, item)) out.push(item);
    }
    for (const item of remote) {
      if (byId(local, item.id)) continue;
      const was = byId(baseItems, item.id);
      if (!was || !deepEqual(was, item)) out.push(item);
    }
    return out;
  }
  const union = [...local];
  for (const item of remote) if (!union.some((v) => deepEqual(v, item))) union.push(item);
  return union;
}

/** Three-way merge of one JSON value; on a true conflict this device's value wins. */
export function mergeValue(base: unknown, local: unknown, remote: unknown): unknown {
  if (deepEqual(local, remote)) return local;
  if (deepEqual(local, base)) return remote;
  if (deepEqual(remote, base)) return local;
  if (isObject(local) && isObject(remote)) {
    const was = isObject(base) ? base : {};
    const out: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(local), ...Object.keys(remote)])) {
      const value = mergeValue(was[key], local[key], remote[key]);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (Array.isArray(local) && Array.isArray(remote)) return mergeLists(base, local, remote);
  return local;
}

export const OTHER_DEVICE_SUFFIX = "(other device)";

export function mergeDocuments(
  base: SyncDocument | null,
  local: SyncDocument,
  remote: SyncDocument,
  newId: () => string,
  otherDeviceName: (name: string) => string = (name) => `${name} ${OTHER_DEVICE_SUFFIX}`,
): MergeResult {
  const baseProfiles = new Map((base?.profiles ?? []).map((p) => [p.id, p]));
  const remoteProfiles = new Map(remote.profiles.map((p) => [p.id, p]));
  const localIds = new Set(local.profiles.map((p) => p.id));
  const profiles: SyncedProfile[] = [];
  const duplicated: string[] = [];

  for (const mine of local.profiles) {
    const theirs = remoteProfiles.get(mine.id);
    const was = baseProfiles.get(mine.id);
    if (!theirs) {
      if (!was || !deepEqual(was, mine)) profiles.push(mine);
      continue;
    }
    if (deepEqual(mine, theirs) || (was && deepEqual(theirs, was))) profiles.push(mine);
    else if (was && deepEqual(mine, was)) profiles.push(theirs);
    else {
      profiles.push(mine);
      profiles.push({ ...theirs, id: newId(), name: otherDeviceName(theirs.name) });
      duplicated.push(mine.name);
    }
  }
  for (const theirs of remote.profiles) {
    if (localIds.has(theirs.id)) continue;
    const was = baseProfiles.get(theirs.id);
    if (!was || !deepEqual(was, theirs)) profiles.push(theirs);
  }
  const global = mergeValue(base?.global ?? {}, local.global, remote.global);
  return {
    document: {
      version: Math.max(local.version, remote.version),
      profiles,
      global: isObject(global) ? global : local.global,
    },
    duplicated,
  };
}
