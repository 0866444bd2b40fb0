/**
 * Cross-tab messages are split into chunks of at most 4096 characters (docs/site.md §22), so a large
 * profile never exceeds what a channel message should carry, and reassembled on the other side.
 */
import { SYNC_CHUNK_SIZE } from "../design-tokens";

export interface SyncChunk {
  /** Identifies one logical message; all its chunks share it. */
  id: string;
  /** Name of the store the message belongs to. */
  store: string;
  index: number;
  total: number;
  data: string;
}

export function splitIntoChunks(
  store: string,
  id: string,
  payload: string,
  size = SYNC_CHUNK_SIZE,
): SyncChunk[] {
  if (size < 1) throw new RangeError("chunk size must be positive");
  const total = Math.max(1, Math.ceil(payload.length / size));
  return Array.from({ length: total }, (_, index) => ({
    id,
    store,
    index,
    total,
    data: payload.slice(index * size, (index + 1) * size),
  }));
}

export function isSyncChunk(value: unknown): value is SyncChunk {
  if (!value || typeof value !== "object") return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.id === "string" &&
    typeof c.store === "string" &&
    typeof c.data === "string" &&
    Number.isInteger(c.index) &&
    Number.isInteger(c.total) &&
    (c.total as number) >= 1 &&
    (c.index as number) >= 0 &&
    (c.index as number) < (c.total as number)
  );
}

/**
 * Collects chunks (in any order) and returns the whole payload once every chunk of a message has
 * arrived. Incomplete messages are dropped after `maxPending` newer ones started.
 */
export function createReassembler(maxPending = 16) {
  const pending = new Map<string, { parts: (string | undefined)[]; received: number }>();
  return (chunk: SyncChunk): { store: string; payload: string } | null => {
    const key = `${chunk.store}:${chunk.id}`;
    let entry = pending.get(key);
    if (!entry) {
      entry = { parts: new Array<string | undefined>(chunk.total), received: 0 };
      pending.set(key, entry);
      while (pending.size > maxPending) pending.delete(pending.keys().next().value!);
    }
    if (entry.parts.length !== chunk.total) return null;
    if (entry.parts[chunk.index] === undefined) {
      entry.parts[chunk.index] = chunk.data;
      entry.received += 1;
    }
    if (entry.received < chunk.total) return null;
    pending.delete(key);
    return { store: chunk.store, payload: entry.parts.join("") };
  };
}
