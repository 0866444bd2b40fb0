"use client";
/**
 * The offers of the pasted text, read by the core. A short text is read at once; a long paste is
 * read once typing has paused, so that each key stroke in a long thread stays instant.
 */
import { useEffect, useMemo, useState } from "react";
import type { GbNameAliases } from "@foe-toolbox/core/thread-helper/names";
import { makeGbNameFinder } from "@foe-toolbox/core/thread-helper/names";
import { parseThread, type ThreadParseResult } from "@foe-toolbox/core/thread-helper/parse";

/** Texts longer than this are read after a pause. */
export const LARGE_THREAD_TEXT = 4_000;
export const PARSE_DEBOUNCE_MS = 300;

export function useParsedThread(
  text: string,
  aliases: readonly GbNameAliases[],
): { parsed: ThreadParseResult; pending: boolean } {
  const finder = useMemo(() => makeGbNameFinder(aliases), [aliases]);
  const [settled, setSettled] = useState(text);
  const large = text.length > LARGE_THREAD_TEXT;

  useEffect(() => {
    if (!large) return;
    const timer = setTimeout(() => setSettled(text), PARSE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, large]);

  const source = large ? settled : text;
  const parsed = useMemo(() => parseThread(source, finder), [source, finder]);
  return { parsed, pending: source !== text };
}
