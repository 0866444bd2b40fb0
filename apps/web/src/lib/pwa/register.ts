/**
 * Registers `/sw.js` (production builds only) and announces a waiting new version: a toast says
 * so and the page reloads after 5 s with the new worker in control (docs/site.md §3). Once the page
 * is idle, the worker saves the visitor's language for offline use, and gives way while the player
 * uses the page (docs/offline.md).
 */
import { notify } from "@/lib/notify";
import { whenIdle } from "@/lib/idle";
import { ACTIVITY_REPORT_MS, PLAYER_ACTIVE, SAVE_DONE, SAVE_QUIET_MS, quietGate } from "./quiet";

export const UPDATE_RELOAD_DELAY_MS = 5000;

/**
 * How long after the page's `load` event the worker is registered (then at the next idle moment).
 * Installing it downloads the precache, and Chrome compiles every script it caches then, for fast
 * later visits: about 0.4 s of processor time on a desktop, far more on a phone. Started at once,
 * that work ran beside the page's own start (its deferred parts at 1 s, the link prefetch at 2 s)
 * and slowed it wherever the processor has few cores (docs/offline.md).
 */
export const REGISTER_AFTER_LOAD_MS = 4000;

type Translate = (key: "updateAvailable" | "reloadNow") => string;
let translate: Translate | undefined;

/** The shell passes its translations in, so that this module stays framework-free. */
export function setPwaMessages(t: Translate): void {
  translate = t;
}

function announce(worker: ServiceWorker) {
  const activate = () => worker.postMessage({ type: "SKIP_WAITING" });
  void notify("info", translate?.("updateAvailable") ?? "A new version is available.", {
    duration: UPDATE_RELOAD_DELAY_MS,
    action: { label: translate?.("reloadNow") ?? "Reload", onClick: activate },
  });
  setTimeout(activate, UPDATE_RELOAD_DELAY_MS);
}

export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
  let reloading = false;
  // The first install takes control without a reload; only a replaced worker reloads the page.
  const hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (reloading || !hadController) return;
    reloading = true;
    window.location.reload();
  });
  watchPlayer();
  afterPageStart(register);
}

function register() {
  navigator.serviceWorker
    .register("/sw.js", { scope: "/" })
    // Browsers and tools that block service workers may resolve without a registration.
    .then((registration: ServiceWorkerRegistration | undefined) => {
      if (!registration) return;
      // Only a worker replacing an existing one is an update; the first install is silent.
      if (registration.waiting && navigator.serviceWorker.controller)
        announce(registration.waiting);
      registration.addEventListener("updatefound", () => {
        const installing = registration.installing;
        installing?.addEventListener("statechange", () => {
          if (installing.state === "installed" && navigator.serviceWorker.controller)
            announce(installing);
        });
      });
    })
    // Not fatal: the site works online without its worker (private windows often refuse it).
    .catch((error: unknown) => console.warn("[pwa] service worker registration failed", error));
  void navigator.serviceWorker.ready.then((registration) => {
    registration.active?.postMessage({ type: "CACHE_URLS", urls: [window.location.href] });
    saveLanguageForOffline(registration);
  });
}

/**
 * Asks the worker to save every page of this language and the game data (docs/offline.md), unless
 * the visitor asked the browser to save data. The worker skips what it has already, and waits
 * while the player is active (`lib/pwa/quiet.ts`): the page reports it until the worker is done.
 */
function saveLanguageForOffline(registration: ServiceWorkerRegistration) {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  const worker = registration.active;
  if (connection?.saveData || !worker) return stopWatchingPlayer();
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent<unknown>) => {
    if ((event.data as { type?: unknown } | null)?.type === SAVE_DONE) stopWatchingPlayer();
  });
  reportTo = worker;
  worker.postMessage({ type: "SAVE_LOCALE", locale: document.documentElement.lang });
  // The player typed just before: the first downloads wait too. After the request, which the
  // worker answers with `SAVE_DONE` when it saves nothing, before its first download.
  if (!player.quiet()) worker.postMessage({ type: PLAYER_ACTIVE });
}

const ACTIVITY_EVENTS = ["keydown", "pointerdown"] as const;
const LISTEN = { capture: true, passive: true } as const;
/** The player's key presses and taps: the registration and the first downloads wait for a pause. */
const player = quietGate(SAVE_QUIET_MS, () => performance.now());
let lastReport = -Infinity;
/** The worker that saves, once asked to (no report before: no worker to wake). */
let reportTo: ServiceWorker | null = null;

/** A key press or a touch: reported to the saving worker, at most every `ACTIVITY_REPORT_MS`. */
function onActivity() {
  player.touch();
  const now = performance.now();
  if (!reportTo || now - lastReport < ACTIVITY_REPORT_MS) return;
  lastReport = now;
  reportTo.postMessage({ type: PLAYER_ACTIVE });
}

function watchPlayer() {
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, LISTEN);
}

function stopWatchingPlayer() {
  reportTo = null;
  for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, LISTEN);
}

/**
 * Once the page has started: `REGISTER_AFTER_LOAD_MS` after its `load` event, once the player has
 * been quiet for `SAVE_QUIET_MS` (the install's work, like the saving's, would slow the page's
 * answers to the keys), when idle.
 */
function afterPageStart(run: () => void) {
  const whenQuiet = () =>
    void player.wait().then(() => whenIdle(run, { timeoutMs: 5000, fallbackMs: 0 }));
  const start = () => setTimeout(whenQuiet, REGISTER_AFTER_LOAD_MS);
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
