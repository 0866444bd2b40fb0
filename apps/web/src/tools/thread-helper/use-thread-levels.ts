"use client";
/**
 * The level tables of the GBs a pasted thread names, fetched on demand (one small file per GB, see
 * `platform/gb-data/gb-levels-resource`), so the page never ships the whole GB data set. Each GB
 * is "loading", "ready" or "error" on its own; a failed one can be retried.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import { gbLevelsUrl, parseGbLevels } from "@/platform/gb-data/gb-levels-resource";
import { loadJson, peekJson } from "@/platform/gb-data/load-json";

export type GbLevelsStatus = "loading" | "ready" | "error";

export interface ThreadLevels {
  levelsOf: (gb: string) => readonly GbLevel[] | undefined;
  statusOf: (gb: string) => GbLevelsStatus;
  retry: (gb: string) => void;
}

export function useThreadLevels(gbs: readonly string[]): ThreadLevels {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  // Bumped when a table arrives: what reads `peekJson` must be computed again.
  const [loadedCount, setLoadedCount] = useState(0);
  const wanted = [...new Set(gbs)].sort().join("\n");

  useEffect(() => {
    let cancelled = false;
    for (const gb of wanted ? wanted.split("\n") : []) {
      if (failed.has(gb) || peekJson(gbLevelsUrl(gb)) !== undefined) continue;
      loadJson(gbLevelsUrl(gb), parseGbLevels).then(
        () => !cancelled && setLoadedCount((n) => n + 1),
        (error: unknown) => {
          console.error(`[data] could not load the levels of ${gb}`, error);
          if (!cancelled) setFailed((previous) => new Set(previous).add(gb));
        },
      );
    }
    return () => {
      cancelled = true;
    };
  }, [wanted, failed]);

  const levelsOf = useMemo(() => {
    void loadedCount;
    return (gb: string) => peekJson<GbLevel[]>(gbLevelsUrl(gb));
  }, [loadedCount]);
  const statusOf = useCallback(
    (gb: string): GbLevelsStatus =>
      levelsOf(gb) !== undefined ? "ready" : failed.has(gb) ? "error" : "loading",
    [levelsOf, failed],
  );
  const retry = useCallback(
    (gb: string) =>
      setFailed((previous) => {
        const next = new Set(previous);
        next.delete(gb);
        return next;
      }),
    [],
  );
  return { levelsOf, statusOf, retry };
}
