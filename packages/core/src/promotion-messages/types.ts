/** Public types of the promotion messages (templates, render inputs, page settings). */
import type { GbLevel } from "../data/index.js";
import type { Investor } from "../gb-investment.js";
import type { GbRules } from "../gb-prestige.js";

/** A player-defined placeholder `${key}` of a template (e.g. "Your pseudo"). */
export interface CustomField {
  key: string;
  /** Text inserted for `${key}` when `show` is on. */
  value: string;
  /** Hint shown in the empty input; also the value used by the builder's message preview. */
  placeholder: string;
  /** When off, `${key}` renders as "". */
  show: boolean;
}

/** A promotion template; `JSON.stringify` of it is the format players share. */
export interface PromotionTemplateConfig {
  /** Pattern of one place (`${PI}`, `${PV}`, `${PP}`, level / name placeholders, custom fields). */
  place: string;
  /** Pattern of the whole message (`${P}` = the rendered places). */
  message: string;
  /** Put between rendered places; may contain `${LF}`. */
  placeSeparator: string;
  /** List P5..P1 instead of P1..P5. */
  reversePlacesOrder: boolean;
  customFields?: Record<string, CustomField>;
  /** Text before the message (default ""). */
  prefix?: string;
  /** Text after the message (default ""). */
  suffix?: string;
  /** Missing = false: `${GBN}` renders as "". */
  displayGbName?: boolean;
  /** Use the GB's short name (e.g. "Obs") for `${GBN}`; missing = false. */
  useShortGbName?: boolean;
  /** Missing = false: the level placeholders are stripped (see {@link stripLevelPlaceholders}). */
  showLevel?: boolean;
}

/** One place offered to investors: FP expected from the investor and owner preparation for it. */
export interface PromotionPlace {
  readonly place: number;
  readonly value: number;
  readonly preparation: number;
  /** Whether the place is listed in `${P}` (the "include in copy boxes" checkbox). */
  readonly included: boolean;
}

/** The level data a message is rendered with. */
export interface PromotionContext {
  readonly gbName: string;
  /** Short name (e.g. "Obs"), used when the template asks for it; defaults to `gbName`. */
  readonly gbShortName: string;
  /** Level before the build (`${FLVL}`). */
  readonly fromLevel: number;
  /** Level being built (`${TLVL}`). */
  readonly toLevel: number;
  /** Total owner preparation of the level (`${OP}`). */
  readonly ownerPreparation: number;
  /** Level cost (`${LC}`). */
  readonly levelCost: number;
  /** Places in place order. */
  readonly places: readonly PromotionPlace[];
}

/** Settings of the promotion section of the GB page; they override the templates' own. */
export interface PromotionPageSettings {
  prefix: string;
  suffix: string;
  /** Eye toggle of the prefix: when off the prefix is left out. */
  showPrefix: boolean;
  showSuffix: boolean;
  displayGbName: boolean;
  useShortName: boolean;
  showLevel: boolean;
}

/** A named template (default or from the player's custom list). */
export interface PromotionTemplate {
  name: string;
  config: PromotionTemplateConfig;
}

/** A template saved by the player in the global custom list (id = a UUID). */
export interface CustomPromotionTemplate extends PromotionTemplate {
  id: string;
}

/** What the builder modal's Save button does. */
export type PromotionBuilderAction = "create" | "update" | "delete";

/** Inputs of {@link buildGbPromotionMessages}. */
export interface GbPromotionMessagesInput {
  readonly levels: readonly GbLevel[];
  readonly level: number;
  readonly investorPercentages: readonly number[];
  readonly investors?: readonly Investor[];
  readonly ownerPreparation?: number;
  /**
   * "Include in copy boxes" checkbox of each place: 5 or 7 flags (entry k for place k+1). A level
   * with more places than flags includes the others; flags past the level's places are ignored,
   * so the 5 flags of stored settings and old links keep working on a 7-place level.
   */
  readonly includePlaces: readonly boolean[];
  /** List only free places the owner already secured (overrides `includePlaces`). */
  readonly onlySecuredPlaces: boolean;
  /**
   * Places an investor already took, put back in the messages one by one (entry k for place
   * k+1). When given, a taken place is listed only if its entry is `true` — the GB page leaves
   * taken places out by default (docs/tools/promotion-messages.md §4). Absent: taken places
   * follow `includePlaces` like the others.
   */
  readonly includeTakenPlaces?: readonly boolean[];
  /** Rule set of the level's rewards (default "live": 5 places; "prestige": 5 or 7). */
  readonly rules?: GbRules;
  readonly settings: PromotionPageSettings;
  readonly templates: readonly PromotionTemplate[];
  readonly gbName: string;
  readonly gbShortName: string;
}

/** Result of {@link buildGbPromotionMessages}. */
export interface GbPromotionMessagesResult {
  /**
   * Whether each place of the level is listed, one entry per place (5 or 7): the checkbox states
   * to show, recomputed when "only secured places" is on, taken places left out when asked.
   */
  includePlaces: boolean[];
  messages: { name: string; message: string }[];
}

/** Result of {@link buildGbPromotionPage}. */
export interface GbPromotionPageResult extends GbPromotionMessagesResult {
  /** Places of the level an investor already took, one entry per place. */
  takenPlaces: boolean[];
  /** The level data the messages were rendered with (the builder's previews use it). */
  context: PromotionContext;
}
