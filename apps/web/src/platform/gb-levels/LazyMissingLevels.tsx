"use client";
/**
 * MissingLevels for the pages where it is rare on a first screen (a level the data lacks): its code
 * loads when it is first rendered, not with the page.
 */
import dynamic from "next/dynamic";

export const LazyMissingLevels = dynamic(() =>
  import("./MissingLevels").then((m) => m.MissingLevels),
);
