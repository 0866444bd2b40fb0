// @ts-check
/** Builds public/sw.js from src/sw.ts after `next build` (Turbopack emits no worker itself). */
/** @type {import("@serwist/build").BuildOptions} */
export default {
  swSrc: "src/sw.ts",
  swDest: "public/sw.js",
  globDirectory: ".",
  globPatterns: [
    ".next/static/**/*.{js,css,woff2}",
    "public/icons/*.{png,svg}",
    // Started by every page (src/lib/intl-warmup.ts).
    "public/intl-warmup.js",
  ],
  globIgnores: ["public/sw.js", "**/*.map"],
  modifyURLPrefix: { ".next/static/": "/_next/static/", "public/": "/" },
  // Hashed file names already change with their content.
  dontCacheBustURLsMatching: /^\/_next\/static\//,
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  injectionPoint: "self.__SW_MANIFEST",
  esbuildOptions: {},
};
