/**
 * Page state of the campaign cost tool that is not a calculation: which table is shown (scope),
 * reading a permalink, and the compact form of the conquered sectors in the URL.
 */
import {
  normalizeConquered,
  type CampaignData,
  type Conquered,
  type Scope,
} from "@foe-toolbox/core/campaign-cost-engine";
import { encodePermalink } from "@/platform/calculator/permalink";
import { DEFAULT_AGE, type RawPermalink, type Selection } from "./selection";

/** The core scope of a selection; unknown ages or provinces fall back to the defaults. */
export function resolveScope(data: CampaignData, selection: Selection): Scope {
  if (selection.age === "all") return { age: "all" };
  const age =
    data.ages.find((a) => a.age === selection.age) ??
    data.ages.find((a) => a.age === DEFAULT_AGE) ??
    data.ages[0];
  if (!age) return { age: "all" };
  const province = "province" in selection ? selection.province : undefined;
  if (province === "all") return { age: age.age, province: "all" };
  const found = province !== undefined && age.provinces.some((p) => p.key === province);
  return { age: age.age, province: found ? province : (age.provinces[0]?.key ?? "all") };
}

// ---------------------------------------------------------------- conquered sectors in a URL

/*
 * Every sector of the map in data order (ages, provinces, sectors) is one bit. The URL carries
 * the shorter of two forms: "r" + lengths of alternating runs (not conquered first, in base 36,
 * "."-separated, trailing not-conquered run left out) — a few characters for the usual "ages
 * done up to here" — or "b" + the bits as base64url (at most ~450 characters).
 */

function sectorBits(data: CampaignData, conquered: Conquered): boolean[] {
  const bits: boolean[] = [];
  for (const age of data.ages) {
    const provinces = conquered[age.age];
    for (const province of age.provinces) {
      const flags =
        provinces && Object.hasOwn(provinces, province.key) ? provinces[province.key] : undefined;
      province.sectors.forEach((_s, i) => bits.push(flags?.[i] === true));
    }
  }
  return bits;
}

function fromBits(data: CampaignData, bits: readonly boolean[]): Conquered {
  const raw: Record<string, Record<string, boolean[]>> = {};
  let at = 0;
  for (const age of data.ages) {
    const provinces: Record<string, boolean[]> = (raw[age.age] ??= {});
    for (const province of age.provinces) {
      const flags = province.sectors.map((_s, i) => bits[at + i] === true);
      at += province.sectors.length;
      if (!Object.hasOwn(provinces, province.key)) provinces[province.key] = flags;
    }
  }
  return normalizeConquered(raw, data);
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The conquered sectors as a short URL-safe text (see above). */
export function encodeConquered(data: CampaignData, conquered: Conquered): string {
  const bits = sectorBits(data, conquered);
  const runs: number[] = [];
  let value = false;
  let length = 0;
  for (const bit of bits) {
    if (bit === value) {
      length++;
    } else {
      runs.push(length);
      value = bit;
      length = 1;
    }
  }
  if (value) runs.push(length);
  const runText = `r${runs.map((n) => n.toString(36)).join(".")}`;
  const bytes = new Uint8Array(Math.ceil(bits.length / 8));
  if (runText.length <= 1 + Math.ceil((bytes.length * 4) / 3)) return runText;
  bits.forEach((bit, i) => {
    if (bit) bytes[i >> 3]! |= 0x80 >> (i & 7);
  });
  return `b${toBase64Url(bytes)}`;
}

/** Reads `encodeConquered`'s text; `null` when it is not such a text for this data. */
export function decodeConquered(data: CampaignData, text: string): Conquered | null {
  const total = data.ages.reduce(
    (n, a) => n + a.provinces.reduce((m, p) => m + p.sectors.length, 0),
    0,
  );
  const bits: boolean[] = [];
  if (text.startsWith("r")) {
    const body = text.slice(1);
    const parts = body === "" ? [] : body.split(".");
    let value = false;
    for (const part of parts) {
      if (!/^[0-9a-z]{1,4}$/.test(part)) return null;
      const length = parseInt(part, 36);
      if (bits.length + length > total) return null;
      for (let i = 0; i < length; i++) bits.push(value);
      value = !value;
    }
  } else if (text.startsWith("b")) {
    const bytes = fromBase64Url(text.slice(1));
    if (!bytes || bytes.length !== Math.ceil(total / 8)) return null;
    for (let i = 0; i < total; i++) bits.push((bytes[i >> 3]! & (0x80 >> (i & 7))) !== 0);
  } else {
    return null;
  }
  return fromBits(data, bits);
}

// ---------------------------------------------------------------- permalink

/**
 * The state a permalink restores: the table shown and, when the link carries a readable `c`,
 * the conquered sectors (otherwise the player's own are used).
 */
export function parsePermalink(
  data: CampaignData,
  raw: RawPermalink,
): { selection: Selection; conquered: Conquered | null } {
  const selection: Selection =
    raw.age === "all"
      ? { age: "all" }
      : {
          age: raw.age ?? DEFAULT_AGE,
          ...(raw.province !== null ? { province: raw.province } : {}),
        };
  const scope = resolveScope(data, selection);
  return {
    selection: scope.age === "all" ? scope : { age: scope.age, province: scope.province },
    conquered: raw.conquered === null ? null : decodeConquered(data, raw.conquered),
  };
}

/** The permalink query of a scope and conquered state. */
export function permalinkQuery(data: CampaignData, scope: Scope, conquered: Conquered): string {
  return encodePermalink({
    age: scope.age,
    province: scope.age === "all" ? undefined : scope.province,
    c: encodeConquered(data, conquered),
  });
}
