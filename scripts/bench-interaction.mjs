// What a player feels on a tool page, measured in Debian's Chromium against `next start`:
//  - time to usable: from navigation start until a change of the tool's main input redraws its
//    result (median of LOADS loads, unthrottled and with 4× CPU throttling);
//  - input → redraw: from the key press that changes the main input to the next frame after the
//    result changed (median of CHANGES changes, right after load and when the page is idle), and
//    the same interactions as the browser's Event Timing reports them (what INP is made of).
// Keys are held down for KEY_HOLD_MS, as a finger or a hand does: sent back to back (a key's up
// and the next key's down within a millisecond), the next key's work ran before the frame after
// the first one was measured, and counted as the first one's.
// The machine's load average is recorded beside each figure: compare runs made at similar load.
// playwright-core is imported by the caller (bench.mjs) after `npm install`.
import { loadavg } from "node:os";
import { median as medianOf } from "./load.mjs";

const LOADS = Number(process.env.BENCH_USABLE_LOADS ?? 5);
const CHANGES = Number(process.env.BENCH_REDRAW_CHANGES ?? 20);
/** How long a key stays down; people hold a key 50–150 ms. */
const KEY_HOLD_MS = Number(process.env.BENCH_KEY_HOLD_MS ?? 50);

/**
 * The main input of every tool page and the element its result is drawn in. `values` alternate,
 * so every change redraws; `commit` is the key that makes the tool take the value (Tab leaves the
 * field, as a player does on a phone).
 */
export const TOOL_INPUTS = [
  {
    route: "/gb-investment/The_Arc",
    input: '[data-testid="owner-level"]',
    result: '[data-testid="owner-cost"]',
    values: ["80", "81"],
  },
  {
    route: "/secure-position",
    input: '[data-testid="sp-levelCost"]',
    result: '[data-testid="sp-result"]',
    values: ["1200", "1300"],
    setup: [
      ['[data-testid="sp-currentDeposits"]', "200"],
      ['[data-testid="sp-fpTargetReward"]', "100"],
    ],
  },
  {
    route: "/trade",
    input: '[data-testid="trade-amount"]',
    result: '[data-testid="trade-route"]',
    values: ["100", "150"],
  },
  {
    route: "/cf-calculator",
    input: "#cf-age",
    result: '[data-testid="cf-returns"]',
    values: ["IronAge", "EarlyMiddleAge"],
  },
  {
    route: "/campaign-cost",
    input: "select",
    result: '[data-testid="campaign-table"]',
    values: ["IronAge", "BronzeAge"],
  },
  {
    route: "/gb-forecast-cost",
    input: '[data-testid="gbfc-target"]',
    result: '[data-testid="gbfc-total-cost"]',
    values: ["20", "30"],
  },
  {
    route: "/gb-statistics",
    input: '[data-testid="gbs-to"]',
    result: '[data-testid="gbs-table"]',
    values: ["60", "70"],
  },
  {
    route: "/gb-leveling-order?reward=forgePoints&levels=Hagia_Sophia:10,Cape_Canaveral:15",
    input: '[data-testid="leveling-targetLevel"]',
    result: '[data-testid="leveling-plan"]',
    values: ["20", "30"],
  },
];

/** The median to 0.1 ms; null when no run measured anything. */
const median = (values) => {
  const m = medianOf(values);
  return m === null ? null : Math.round(m * 10) / 10;
};
const load1 = () => Number(loadavg()[0].toFixed(2));

/**
 * Runs in the page from its first script on: as soon as the main input exists, changes it every
 * 10 ms (as React-controlled inputs expect: the native value setter, then input, change and
 * focusout events) until the result's text differs, and records the time of the frame after it.
 */
function usableProbe({ input, result, values, setup = [] }) {
  const setValue = (el, value) => {
    const proto = el instanceof HTMLSelectElement ? HTMLSelectElement : HTMLInputElement;
    Object.getOwnPropertyDescriptor(proto.prototype, "value").set.call(el, value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
    el.dispatchEvent(new Event("change", { bubbles: true }));
    el.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
  };
  let attempt = 0;
  const tryOnce = () => {
    const el = document.querySelector(input);
    const out = document.querySelector(result);
    if (!el || !out) return setTimeout(tryOnce, 10);
    for (const [selector, value] of setup) {
      const field = document.querySelector(selector);
      if (field && field.value !== value) setValue(field, value);
    }
    const before = out.textContent;
    setValue(el, values[attempt++ % values.length]);
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (document.querySelector(result)?.textContent !== before) {
          window.__benchUsableMs = performance.now();
        } else setTimeout(tryOnce, 10);
      }, 0),
    );
  };
  tryOnce();
}

/**
 * Installs a recorder of the latency from the last key press to the frame after the result
 * changed, and of the browser's Event Timing entries (their `duration` runs from the key press to
 * the presentation of the frame that follows its handlers; the browser reports only those of
 * 16 ms or more, rounded to 8 ms).
 */
function redrawRecorder(resultSelector) {
  window.__benchRedraws = [];
  window.__benchKeys = [];
  window.__benchEvents = [];
  let keyAt = null;
  document.addEventListener("keydown", (e) => (keyAt = e.timeStamp), true);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__benchEvents.push([e.startTime, e.duration]);
  }).observe({ type: "event", durationThreshold: 16 });
  const target = document.querySelector(resultSelector);
  new MutationObserver(() => {
    if (keyAt === null) return;
    const started = keyAt;
    keyAt = null;
    window.__benchKeys.push(started);
    requestAnimationFrame(() =>
      setTimeout(() => window.__benchRedraws.push(performance.now() - started), 0),
    );
  }).observe(target, { subtree: true, childList: true, characterData: true, attributes: true });
}

/**
 * The Event Timing duration of each key press that redrew the result: the longest entry that
 * started with it, or 16 when the browser reported none (it reports only 16 ms or more), so the
 * median is exact from 16 ms up and reads "at most 16" at 16.
 */
function eventTimings(keys, events) {
  return keys.map((at) =>
    events
      .filter(([start]) => Math.abs(start - at) < 1)
      .reduce((longest, [, duration]) => Math.max(longest, duration), 16),
  );
}

async function newPage(browser, throttle) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // A first visit without the consent question in the way: the answer a visitor gives once.
  const page = await context.newPage();
  if (throttle > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
  }
  return { context, page };
}

async function timeToUsable(browser, origin, tool, throttle) {
  const runs = [];
  for (let i = 0; i < LOADS; i++) {
    const { context, page } = await newPage(browser, throttle);
    await page.addInitScript(usableProbe, tool);
    const load = load1();
    await page.goto(`${origin}${tool.route}`, { waitUntil: "load" });
    const ms = await page
      .waitForFunction(() => window.__benchUsableMs, null, { timeout: 30_000 })
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    runs.push({ ms: ms === null ? null : Math.round(ms), load });
    await context.close();
  }
  return {
    medianMs: median(runs.map((r) => r.ms)),
    runs,
    loadAverage: median(runs.map((r) => r.load)),
  };
}

async function typeChanges(page, tool, count) {
  const field = page.locator(tool.input).first();
  const isSelect = await field.evaluate((el) => el instanceof HTMLSelectElement);
  for (let i = 0; i < count; i++) {
    const value = tool.values[i % tool.values.length];
    if (isSelect) {
      await field.focus();
      // One key press that selects the next option, as on a keyboard.
      await page.keyboard.press(i % 2 ? "ArrowUp" : "ArrowDown", { delay: KEY_HOLD_MS });
    } else {
      await field.focus();
      await page.keyboard.press("ControlOrMeta+A", { delay: KEY_HOLD_MS });
      await page.keyboard.type(value, { delay: KEY_HOLD_MS });
      await page.keyboard.press("Tab", { delay: KEY_HOLD_MS });
    }
    await page.waitForTimeout(60);
  }
}

async function inputToRedraw(browser, origin, tool, { idle }) {
  const { context, page } = await newPage(browser, 1);
  await page.goto(`${origin}${tool.route}`, { waitUntil: "load" });
  const load = load1();
  await page.locator(tool.input).first().waitFor({ timeout: 30_000 });
  for (const [selector, value] of tool.setup ?? []) await page.locator(selector).fill(value);
  if (tool.setup) await page.keyboard.press("Tab");
  await page.locator(tool.result).first().waitFor({ state: "attached", timeout: 30_000 });
  if (idle) await page.waitForTimeout(5_000);
  await page.evaluate(redrawRecorder, tool.result);
  await typeChanges(page, tool, CHANGES);
  // Event Timing entries arrive once their frame is presented.
  await page.waitForTimeout(500);
  const { latencies, keys, events } = await page.evaluate(() => ({
    latencies: window.__benchRedraws,
    keys: window.__benchKeys,
    events: window.__benchEvents,
  }));
  await context.close();
  return {
    medianMs: median(latencies),
    eventTimingMedianMs: median(eventTimings(keys, events)),
    changes: latencies.length,
    loadAverage: load,
  };
}

/** Measures every tool page; `chromium` is playwright-core's launcher. */
export async function measureInteraction({ chromium, executablePath, origin, log, routes }) {
  const browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const results = {};
  try {
    for (const tool of TOOL_INPUTS.filter((t) => !routes || routes.includes(t.route))) {
      log(`interaction: ${tool.route}`);
      try {
        results[tool.route] = {
          usableDesktop: await timeToUsable(browser, origin, tool, 1),
          usable4xCpu: await timeToUsable(browser, origin, tool, 4),
          redrawAfterLoad: await inputToRedraw(browser, origin, tool, { idle: false }),
          redrawIdle: await inputToRedraw(browser, origin, tool, { idle: true }),
        };
      } catch (error) {
        results[tool.route] = { error: String(error?.message ?? error).split("\n")[0] };
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
