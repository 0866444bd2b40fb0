"use client";
/**
 * Owner view of one level (docs/tools/gb-investment.md §4.1–4.3): what the owner must put in to secure
 * each place at the thread rate, with the investors already on the level. Every number comes
 * from `computeLevelInvestment`.
 */
import { useId, useState, type ReactNode } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Lock, LockOpen, Plus, X } from "lucide-react";
import type { GbLevel } from "@foe-toolbox/core/data/levels";
import {
  computeLevelInvestment,
  isPotentialSniper,
  type LevelInvestmentInput,
  type LevelInvestmentResult,
  type PlaceRow,
} from "@foe-toolbox/core/gb-investment";
import { describedBy, Field } from "@/features/calculator/Field";
import { NumberInput } from "@/features/calculator/NumberInput";
import { useErrorMessage } from "@/features/calculator/errors";
import {
  runCalculation,
  useCalculation,
  type CalculationError,
} from "@/features/calculator/use-calculation";
import { updateGlobalSettings, useGlobalSettings } from "@/features/settings/global-store";
import { remainingFp, sortInvestors, sumOf, withLevel, type OwnerViewSettings } from "./gb-state";
import type { GbPageState, GbPageUpdate } from "./use-gb-page-state";
import type { OwnerViewSlotProps } from "./owner-slot";
import { cardClass, InfoTip, Roi, useDraft, useMediaQuery } from "./ui";

export interface LevelBonusInfo {
  /** `levels[].bonus` of the data for each level (index = level - 1). */
  bonuses: readonly (Readonly<Record<string, number>> | null)[];
  /** Bonus kinds whose values are percentages. */
  percentKinds: readonly string[];
}

export interface OwnerViewProps extends LevelBonusInfo {
  gbKey: string;
  gbName: string;
  gbShortName: string;
  levels: readonly GbLevel[];
  state: GbPageState;
  update: GbPageUpdate;
  includePlaces: boolean[];
  setIncludePlaces: (value: boolean[]) => void;
  /** The include flags are computed by "only secured places": the checkboxes are read-only. */
  includeLocked: boolean;
  setIncludeLocked: (locked: boolean) => void;
  permalinkParams: URLSearchParams | null;
  registerPermalinkParams: OwnerViewSlotProps["registerPermalinkParams"];
  /** Panels mounted under the table (secure box, promotion messages). */
  children?: (props: OwnerViewSlotProps) => ReactNode;
}

const SKIPPED_BONUS_KINDS = new Set(["goodsAfterModern", "trials"]);

function inputOf(
  levels: readonly GbLevel[],
  view: OwnerViewSettings,
  arc: number,
): LevelInvestmentInput {
  return {
    levels: levels as LevelInvestmentInput["levels"],
    level: view.level,
    investorPercentages: view.investorPercentageCustom,
    investors: view.investorParticipation,
    ownerPreparation: view.ownerInvestment,
    yourArcBonus: arc,
  };
}

/** The error an edit would cause, or null; unknown game data is not an input error. */
function checkInput(input: LevelInvestmentInput): CalculationError | null {
  const outcome = runCalculation(computeLevelInvestment, input);
  if (outcome.ok || outcome.error.name === "UnknownDataError") return null;
  return outcome.error;
}

export function OwnerView(props: OwnerViewProps) {
  const {
    gbKey,
    gbName,
    gbShortName,
    levels,
    state,
    update,
    includePlaces,
    setIncludePlaces,
    includeLocked,
    children,
  } = props;
  const t = useTranslations("gbInvestment.owner");
  const tCalc = useTranslations("calculator");
  const format = useFormatter();
  const errorMessage = useErrorMessage();
  const id = useId();
  const view = state.settings.ownerView;
  const arc = state.ownerArc;
  const cardSetting = useGlobalSettings((s) => s.displayTableCard);
  const large = useMediaQuery("(min-width: 1024px)");
  const asCards = cardSetting && !large;
  const [showExtra, setShowExtra] = useState(false);

  const setView = (fn: (v: OwnerViewSettings) => OwnerViewSettings) =>
    update((s) => ({ ...s, settings: { ...s.settings, ownerView: fn(s.settings.ownerView) } }));

  const calculation = useCalculation(
    () => computeLevelInvestment(inputOf(levels, view, arc)),
    [levels, view, arc],
  );
  const unknownData = calculation.error?.name === "UnknownDataError";
  const result: LevelInvestmentResult | null = unknownData ? null : calculation.result;
  const cost = levels[view.level - 1]?.cost ?? null;
  const taken = view.ownerInvestment + sumOf(view.investorParticipation);

  // ---- fields
  const level = useDraft(
    view.level,
    (value) => {
      // A new level includes every place in the messages again, unless "only secured places" decides.
      if (value !== view.level && !includeLocked) setIncludePlaces(Array<boolean>(5).fill(true));
      update((s) => ({
        ...s,
        settings: { ...s.settings, ownerView: withLevel(s.settings.ownerView, value) },
      }));
    },
    (value) => checkInput(inputOf(levels, withLevel(view, value), arc)),
  );
  const global = useDraft(
    view.investorPercentageGlobal,
    (value) =>
      setView((v) => ({
        ...v,
        investorPercentageGlobal: value,
        investorPercentageCustom: Array(5).fill(value),
      })),
    (value) =>
      checkInput(inputOf(levels, { ...view, investorPercentageCustom: Array(5).fill(value) }, arc)),
  );
  const ownerFp = useDraft(
    view.ownerInvestment,
    (value) => setView((v) => ({ ...v, ownerInvestment: value })),
    (value) => checkInput(inputOf(levels, { ...view, ownerInvestment: value }, arc)),
  );
  const arcField = useDraft(
    arc,
    (value) => update((s) => ({ ...s, ownerArc: value })),
    (value) => checkInput(inputOf(levels, view, value)),
  );

  const freeForInvestor = remainingFp(levels, view.level, taken);
  const [newInvestor, setNewInvestor] = useState<number | "">("");
  const [newInvestorError, setNewInvestorError] = useState<CalculationError | null>(null);
  const checkNewInvestor = (value: number | ""): CalculationError | null => {
    if (value === "" || Number.isNaN(value) || !Number.isInteger(value) || value < 0)
      return { name: "InvalidNumberError", field: "investors" };
    if (freeForInvestor !== null && value > freeForInvestor)
      return { name: "InvestmentExceedsCostError", field: "investors" };
    return checkInput(
      inputOf(
        levels,
        {
          ...view,
          investorParticipation: [
            ...view.investorParticipation,
            { value, isPotentialSniper: false },
          ],
        },
        arc,
      ),
    );
  };
  const addInvestor = (value: number, sniper?: boolean) => {
    const flagged = sniper ?? (result ? isPotentialSniper({ value, places: result.places }) : true);
    setView((v) => ({
      ...v,
      investorParticipation: sortInvestors([
        ...v.investorParticipation,
        { value, isPotentialSniper: flagged },
      ]),
    }));
  };
  const submitNewInvestor = () => {
    // An empty field (0 once left) adds nothing.
    if (newInvestor === "" || newInvestor === 0) return;
    const problem = checkNewInvestor(newInvestor);
    setNewInvestorError(problem);
    if (problem || typeof newInvestor !== "number") return;
    addInvestor(newInvestor);
    setNewInvestor("");
  };
  const canAdd = freeForInvestor === null ? !unknownData : freeForInvestor > 0;
  const removeInvestor = (index: number) =>
    setView((v) => ({
      ...v,
      investorParticipation: v.investorParticipation.filter((_, i) => i !== index),
    }));
  const setSniper = (index: number, value: boolean) =>
    setView((v) => ({
      ...v,
      investorParticipation: v.investorParticipation.map((inv, i) =>
        i === index ? { ...inv, isPotentialSniper: value } : inv,
      ),
    }));
  const withPlacePercentage = (
    v: OwnerViewSettings,
    place: number,
    value: number,
  ): OwnerViewSettings => ({
    ...v,
    investorPercentageCustom: v.investorPercentageCustom.map((p, i) => (i === place ? value : p)),
  });
  const setPlacePercentage = (place: number, value: number) =>
    setView((v) => withPlacePercentage(v, place, value));
  // Like the other fields: a value the core rejects (e.g. so large it overflows) is never saved.
  const checkPlacePercentage = (place: number, value: number) =>
    checkInput(inputOf(levels, withPlacePercentage(view, place, value), arc));

  const locked = view.lockInvestorPercentage;
  const fromLevel = format.number(view.level - 1);
  const toLevel = format.number(view.level);
  const hasInvestors = view.investorParticipation.length > 0;
  const inputsId = (name: string) => `${id}-${name}`;

  const slotProps: OwnerViewSlotProps = {
    gbKey,
    gbName,
    gbShortName,
    levels: levels as GbLevel[],
    level: view.level,
    levelCost: cost,
    investorPercentages: view.investorPercentageCustom,
    investors: view.investorParticipation,
    ownerPreparation: view.ownerInvestment,
    result,
    yourArcBonus: arc,
    setYourArcBonus: (value) => {
      if (Number.isFinite(value) && value >= 0)
        update((st) => (st.ownerArc === value ? st : { ...st, ownerArc: value }));
    },
    showSnipe: state.showSnipe,
    includePlaces,
    setIncludePlaces,
    setIncludeLocked: props.setIncludeLocked,
    permalinkParams: props.permalinkParams,
    registerPermalinkParams: props.registerPermalinkParams,
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      <section
        className={`${cardClass} grid gap-4 md:grid-cols-2 lg:grid-cols-3`}
        data-tour="owner-inputs"
      >
        <Field
          id={inputsId("level")}
          label={t("level", { from: fromLevel, to: toLevel })}
          error={errorMessage(level.error)}
        >
          <NumberInput
            id={inputsId("level")}
            testId="owner-level"
            value={level.draft}
            onChange={level.onChange}
            min={1}
            max={levels.length}
            buttons
            invalid={level.error !== null}
            describedBy={describedBy(inputsId("level"), { error: level.error })}
          />
        </Field>
        <Field
          id={inputsId("global")}
          label={t("globalPercentage")}
          error={errorMessage(global.error)}
        >
          <div className="flex items-center gap-1" data-tour="owner-percentage">
            <NumberInput
              id={inputsId("global")}
              testId="owner-global-percentage"
              value={global.draft}
              onChange={global.onChange}
              min={0}
              step={0.1}
              disabled={locked}
              invalid={global.error !== null}
              describedBy={describedBy(inputsId("global"), { error: global.error })}
            />
            <button
              type="button"
              aria-pressed={locked}
              aria-label={locked ? t("unlock") : t("lock")}
              title={locked ? t("unlock") : t("lock")}
              data-testid="owner-lock"
              onClick={() =>
                setView((v) => ({ ...v, lockInvestorPercentage: !v.lockInvestorPercentage }))
              }
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg border border-[var(--color-line)] hover:bg-[var(--color-brand-soft)]"
            >
              {locked ? (
                <Lock aria-hidden="true" className="h-4 w-4" />
              ) : (
                <LockOpen aria-hidden="true" className="h-4 w-4" />
              )}
            </button>
          </div>
        </Field>
        <Field id={inputsId("owner")} label={t("ownerFp")} error={errorMessage(ownerFp.error)}>
          <NumberInput
            id={inputsId("owner")}
            testId="owner-fp"
            value={ownerFp.draft}
            onChange={ownerFp.onChange}
            min={0}
            max={cost === null ? undefined : Math.max(0, cost - sumOf(view.investorParticipation))}
            invalid={ownerFp.error !== null}
            describedBy={describedBy(inputsId("owner"), { error: ownerFp.error })}
          />
        </Field>
        <Field
          id={inputsId("add")}
          label={t("addInvestor")}
          hint={t("addInvestorHint")}
          error={errorMessage(newInvestorError)}
          className="md:col-span-2 lg:col-span-1"
        >
          <div
            className="flex items-center gap-1"
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                submitNewInvestor();
              }
            }}
          >
            <NumberInput
              id={inputsId("add")}
              testId="owner-add-investor"
              value={newInvestor}
              onChange={(value) => {
                setNewInvestor(value);
                setNewInvestorError(value === "" || value === 0 ? null : checkNewInvestor(value));
              }}
              min={0}
              max={freeForInvestor ?? undefined}
              disabled={!canAdd}
              invalid={newInvestorError !== null}
              describedBy={describedBy(inputsId("add"), { hint: true, error: newInvestorError })}
            />
            <button
              type="button"
              onClick={submitNewInvestor}
              disabled={!canAdd}
              aria-label={t("addInvestorButton")}
              title={t("addInvestorButton")}
              data-testid="owner-add-investor-button"
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg border border-[var(--color-line)] hover:bg-[var(--color-brand-soft)] disabled:opacity-40"
            >
              <Plus aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
        </Field>
        {hasInvestors && (
          <div className="md:col-span-2">
            <p className="text-sm font-medium" id={inputsId("list")}>
              {t("investorList")}
            </p>
            <ul
              aria-labelledby={inputsId("list")}
              className="mt-1 flex flex-wrap gap-2"
              data-testid="investor-list"
            >
              {view.investorParticipation.map((inv, index) => (
                <li
                  key={`${index}-${inv.value}`}
                  className={`inline-flex items-center gap-1 rounded-full border py-0.5 pr-1 pl-3 text-sm ${
                    inv.isPotentialSniper
                      ? "border-amber-600 bg-amber-50 dark:bg-amber-950/40"
                      : "border-[var(--color-line)]"
                  }`}
                >
                  <span>
                    {format.number(inv.value)}
                    {inv.isPotentialSniper && (
                      <span className="ml-1 text-xs text-[var(--color-muted)]">
                        ({t("sniperTag")})
                      </span>
                    )}
                  </span>
                  <button
                    type="button"
                    onClick={() => removeInvestor(index)}
                    aria-label={t("removeInvestor", { value: format.number(inv.value) })}
                    className="inline-flex h-7 w-7 items-center justify-center rounded-full hover:bg-[var(--color-brand-soft)]"
                  >
                    <X aria-hidden="true" className="h-3.5 w-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="flex flex-wrap items-end gap-x-6 gap-y-3 md:col-span-2 lg:col-span-3">
          <label className="inline-flex min-h-10 items-center gap-2 text-sm" data-tour="snipe">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={state.showSnipe}
              data-testid="owner-show-snipe"
              onChange={(event) => {
                const checked = event.target.checked;
                update((s) => ({ ...s, showSnipe: checked }));
              }}
            />
            {t("showSnipe")}
          </label>
          {state.showSnipe && (
            <Field
              id={inputsId("arc")}
              label={t("yourArc")}
              error={errorMessage(arcField.error)}
              className="w-48"
            >
              <NumberInput
                id={inputsId("arc")}
                testId="owner-arc"
                value={arcField.draft}
                onChange={arcField.onChange}
                min={0}
                step={0.1}
                invalid={arcField.error !== null}
                describedBy={describedBy(inputsId("arc"), { error: arcField.error })}
              />
            </Field>
          )}
          <label className="inline-flex min-h-10 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={cardSetting}
              data-testid="owner-card-view"
              onChange={(event) => updateGlobalSettings({ displayTableCard: event.target.checked })}
            />
            {t("cardView")}
          </label>
        </div>
      </section>

      {unknownData ? (
        <p
          role="status"
          className={`${cardClass} text-[var(--color-muted)]`}
          data-testid="owner-unknown"
        >
          <strong className="block text-[var(--color-ink)]">{tCalc("unknownForLevel")}</strong>
          {t("unknownLevel", { level: toLevel })}
        </p>
      ) : result ? (
        <OwnerResult
          {...props}
          result={result}
          view={view}
          stale={calculation.stale}
          asCards={asCards}
          showExtra={showExtra}
          setShowExtra={setShowExtra}
          onSetOwnerFp={(value) => setView((v) => ({ ...v, ownerInvestment: value }))}
          onAddExpected={(value) => addInvestor(value, false)}
          canAddExpected={(value) =>
            value > 0 && (freeForInvestor === null || value <= freeForInvestor)
          }
          onSniper={setSniper}
          onPercentage={setPlacePercentage}
          checkPercentage={checkPlacePercentage}
          locked={locked}
          idPrefix={id}
        />
      ) : calculation.error ? (
        <p role="alert" className={`${cardClass} text-[var(--color-danger)]`}>
          {errorMessage(calculation.error)}
        </p>
      ) : null}

      {children?.(slotProps)}
    </div>
  );
}

interface OwnerResultProps extends OwnerViewProps {
  result: LevelInvestmentResult;
  view: OwnerViewSettings;
  stale: boolean;
  asCards: boolean;
  showExtra: boolean;
  setShowExtra: (value: boolean) => void;
  onSetOwnerFp: (value: number) => void;
  onAddExpected: (value: number) => void;
  canAddExpected: (value: number) => boolean;
  onSniper: (investorIndex: number, value: boolean) => void;
  onPercentage: (place: number, value: number) => void;
  checkPercentage: (place: number, value: number) => CalculationError | null;
  locked: boolean;
  idPrefix: string;
}

function OwnerResult(props: OwnerResultProps) {
  const { result, view, gbName, asCards, state, levels, includePlaces, setIncludePlaces } = props;
  const t = useTranslations("gbInvestment.owner");
  const tCalc = useTranslations("calculator");
  const tBonus = useTranslations("gbInvestment.bonus");
  const format = useFormatter();
  const hasInvestors = view.investorParticipation.length > 0;
  const owner = view.ownerInvestment;
  const inFp = owner + sumOf(view.investorParticipation);
  const title = t("tableTitle", {
    gb: gbName,
    from: format.number(view.level - 1),
    to: format.number(view.level),
  });
  const levelRewards = levels[view.level - 1]?.reward ?? null;

  // FP, blueprints and medals, each followed by its value at the place's rate when not 0; "?" when unknown.
  const rewardTip = (row: PlaceRow, index: number) => {
    const reward = levelRewards?.[index];
    const pct = view.investorPercentageCustom[index] ?? 0;
    const value = (x: number | undefined) =>
      x === undefined
        ? "?"
        : x === 0
          ? format.number(0)
          : t("rewardBoosted", {
              value: format.number(x),
              boosted: format.number(Math.round(x * (1 + pct / 100))),
            });
    return (
      <span className="block" data-testid="reward-details">
        <span className="block">{t("rewardFp", { value: value(row.reward) })}</span>
        <span className="block">{t("rewardBlueprints", { value: value(reward?.bp) })}</span>
        <span className="block">{t("rewardMedals", { value: value(reward?.medals) })}</span>
      </span>
    );
  };

  const preparationCell = (row: PlaceRow) => {
    const plusButton = (
      <button
        type="button"
        onClick={() => props.onSetOwnerFp(row.preparation)}
        aria-label={t("setOwnerFp", { value: format.number(row.preparation) })}
        title={t("setOwnerFp", { value: format.number(row.preparation) })}
        className="ml-1 inline-flex h-8 w-8 items-center justify-center rounded-lg border border-[var(--color-line)] align-middle hover:bg-[var(--color-brand-soft)]"
      >
        <Plus aria-hidden="true" className="h-3.5 w-3.5" />
      </button>
    );
    if (owner > 0 && row.preparation > 0) {
      const left = row.preparation - owner;
      return (
        <>
          <span data-value>{format.number(row.preparation)}</span>{" "}
          {left > 0 ? (
            <>
              <span
                className="text-[var(--color-danger)]"
                title={t("stillToPut", { value: format.number(left) })}
              >
                ({format.number(left)})
              </span>
              {plusButton}
            </>
          ) : (
            <span className="text-emerald-700 dark:text-emerald-400">({t("secured")})</span>
          )}
        </>
      );
    }
    return (
      <>
        <span data-value>{format.number(row.preparation)}</span>{" "}
        {row.preparation === 0 ? (
          <span className="text-emerald-700 dark:text-emerald-400">({t("secured")})</span>
        ) : owner === 0 ? (
          plusButton
        ) : null}
      </>
    );
  };

  const expectedCell = (row: PlaceRow) => (
    <>
      <span data-value>{format.number(row.expectedParticipation)}</span>
      {!row.isInvestorParticipation && props.canAddExpected(row.expectedParticipation) && (
        <button
          type="button"
          onClick={() => props.onAddExpected(row.expectedParticipation)}
          aria-label={t("addExpected", { value: format.number(row.expectedParticipation) })}
          title={t("addExpected", { value: format.number(row.expectedParticipation) })}
          className="ml-1 inline-flex h-8 w-8 items-center justify-center rounded-lg border border-[var(--color-line)] align-middle hover:bg-[var(--color-brand-soft)]"
        >
          <Plus aria-hidden="true" className="h-3.5 w-3.5" />
        </button>
      )}
    </>
  );

  const alreadyInCell = (row: PlaceRow) =>
    row.isInvestorParticipation ? (
      <span className="inline-flex items-center gap-2">
        <span data-value>{format.number(row.participation)}</span>
        <Roi value={row.roi} />
      </span>
    ) : (
      <>
        <span data-value>0</span>
        {row.participation > 0 && (
          <span className="ml-1 text-[var(--color-muted)]" title={t("expectedInvestment")}>
            ({format.number(row.participation)})
          </span>
        )}
      </>
    );

  const snipeCell = (row: PlaceRow) => {
    if (row.snipe === null) return null;
    if (row.snipe.fp === null)
      return (
        <span title={t("snipeLocked")} className="inline-flex">
          <Lock aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">{t("snipeLocked")}</span>
        </span>
      );
    return (
      <span className="inline-flex items-center gap-2">
        <span data-value>{format.number(row.snipe.fp)}</span>
        {row.snipe.roi !== null && <Roi value={row.snipe.roi} />}
      </span>
    );
  };

  const percentageInput = (row: PlaceRow, index: number) => (
    <PlacePercentage
      id={`${props.idPrefix}-pct-${row.place}`}
      label={t("percentageOfPlace", { place: row.place })}
      value={view.investorPercentageCustom[index] ?? 0}
      disabled={props.locked}
      check={(value) => props.checkPercentage(index, value)}
      onCommit={(value) => props.onPercentage(index, value)}
    />
  );

  const sniperBox = (row: PlaceRow) =>
    row.investorIndex >= 0 ? (
      <input
        type="checkbox"
        className="h-5 w-5"
        aria-label={t("sniperOfPlace", { place: row.place })}
        checked={view.investorParticipation[row.investorIndex]?.isPotentialSniper ?? false}
        onChange={(event) => props.onSniper(row.investorIndex, event.target.checked)}
      />
    ) : null;

  const includeBox = (row: PlaceRow, index: number) => (
    <input
      type="checkbox"
      className="h-5 w-5"
      aria-label={t("includeOfPlace", { place: row.place })}
      checked={includePlaces[index] ?? true}
      disabled={props.includeLocked}
      onChange={(event) =>
        setIncludePlaces(includePlaces.map((v, i) => (i === index ? event.target.checked : v)))
      }
    />
  );

  const bonus = props.bonuses[view.level - 1] ?? null;
  const bonusEntries = bonus
    ? Object.entries(bonus).filter(([kind]) => !SKIPPED_BONUS_KINDS.has(kind))
    : [];
  const bonusTip = (
    <span className="block">
      <span className="block font-semibold">
        {t("bonusTitle", { level: format.number(view.level) })}
      </span>
      {bonusEntries.length === 0 ? (
        t("missingValues")
      ) : (
        <span className="block">
          {bonusEntries.map(([kind, value]) => {
            const shown = kind === "guildGoods" ? value / 5 : value;
            const percent = props.percentKinds.includes(kind);
            return (
              <span key={kind} className="block">
                {tBonus.has(kind as never) ? tBonus(kind as never) : kind}:{" "}
                {format.number(shown, { maximumFractionDigits: 2 })}
                {percent ? " %" : ""}
              </span>
            );
          })}
        </span>
      )}
    </span>
  );

  const totalLeft = result.totalPreparations - owner;
  const totals = (
    <dl className="grid gap-2 sm:grid-cols-2" data-testid="owner-totals">
      <div>
        <dt className="text-sm text-[var(--color-muted)]">{t("totalOwner")}</dt>
        <dd className="text-lg font-semibold" data-testid="owner-total">
          <span data-value>{format.number(result.totalPreparations)}</span>
          {owner > 0 && totalLeft > 0 && (
            <span className="ml-1 text-[var(--color-danger)]">({format.number(totalLeft)})</span>
          )}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-[var(--color-muted)]">{t("levelCost")}</dt>
        <dd className="text-lg font-semibold" data-testid="owner-cost">
          <InfoTip content={bonusTip} testId="owner-cost-bonus" align="start">
            <span data-value>{format.number(result.cost)}</span>
          </InfoTip>
        </dd>
      </div>
    </dl>
  );

  const columns: {
    key: string;
    label: string;
    show: boolean;
    cell: (row: PlaceRow, index: number) => ReactNode;
  }[] = [
    {
      key: "reward",
      label: t("defaultRewards"),
      show: true,
      cell: (row, i) => (
        <InfoTip content={rewardTip(row, i)} align={asCards ? "end" : "start"}>
          <span data-value>{format.number(row.reward)}</span>
        </InfoTip>
      ),
    },
    { key: "preparation", label: t("ownerPreparation"), show: true, cell: preparationCell },
    { key: "expected", label: t("rewardsWithRate"), show: true, cell: expectedCell },
    { key: "in", label: t("fpAlreadyIn"), show: hasInvestors, cell: alreadyInCell },
    { key: "snipe", label: t("spotSnipe"), show: state.showSnipe, cell: snipeCell },
    { key: "percentage", label: t("investorPercentage"), show: true, cell: percentageInput },
    { key: "sniper", label: t("isSniper"), show: hasInvestors, cell: sniperBox },
    { key: "include", label: t("includeInCopy"), show: true, cell: includeBox },
  ];
  const shown = columns.filter((c) => c.show);

  return (
    <section
      className={`${cardClass} grid grid-cols-1 gap-4 ${props.stale ? "opacity-60" : ""}`}
      aria-labelledby={`${props.idPrefix}-title`}
      data-tour="owner-table"
    >
      <h2
        id={`${props.idPrefix}-title`}
        className="text-lg font-semibold"
        data-testid="owner-title"
      >
        {title}
      </h2>
      {props.stale && <p className="text-sm text-[var(--color-muted)]">{tCalc("staleResult")}</p>}
      {(hasInvestors || owner > 0) && (
        <div>
          <div className="mb-1 flex justify-between text-sm">
            <span id={`${props.idPrefix}-progress`}>{t("progress")}</span>
            <span data-testid="owner-progress">
              {t("progressValue", {
                in: format.number(inFp),
                cost: format.number(result.cost),
                left: format.number(result.cost - inFp),
              })}
            </span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={`${props.idPrefix}-progress`}
            aria-valuemin={0}
            aria-valuemax={result.cost}
            aria-valuenow={inFp}
            className="h-3 overflow-hidden rounded-full bg-[var(--color-brand-soft)]"
          >
            <div
              className="h-full bg-[var(--color-brand)]"
              style={{
                width: `${result.cost > 0 ? Math.min(100, (inFp / result.cost) * 100) : 100}%`,
              }}
            />
          </div>
        </div>
      )}
      {asCards ? (
        <ol className="grid gap-3" data-testid="owner-cards" aria-label={title}>
          {result.places.map((row, index) => (
            <li
              key={row.place}
              className="rounded-xl border border-[var(--color-line)] p-3"
              data-testid={`owner-card-${row.place}`}
            >
              <h3 className="mb-2 font-semibold">{t("placeN", { place: row.place })}</h3>
              <dl className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 text-sm">
                {shown.map((column) => (
                  <div key={column.key} className="contents" data-column={column.key}>
                    <dt className="text-[var(--color-muted)]">{column.label}</dt>
                    <dd className="text-right tabular-nums">{column.cell(row, index)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] border-collapse text-sm" data-testid="owner-table">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-[var(--color-line)] text-left align-bottom">
                <th scope="col" className="px-2 py-2">
                  {t("place")}
                </th>
                {shown.map((column) => (
                  <th key={column.key} scope="col" className="px-2 py-2 font-medium">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.places.map((row, index) => (
                <tr
                  key={row.place}
                  className="border-b border-[var(--color-line)] last:border-0"
                  data-testid={`owner-row-${row.place}`}
                >
                  <th scope="row" className="px-2 py-2 text-left">
                    {row.place}
                  </th>
                  {shown.map((column) => (
                    <td
                      key={column.key}
                      className="px-2 py-2 tabular-nums"
                      data-column={column.key}
                    >
                      {column.cell(row, index)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result.extraInvestors.length > 0 && (
        <div>
          <button
            type="button"
            aria-expanded={props.showExtra}
            onClick={() => props.setShowExtra(!props.showExtra)}
            className="rounded-lg border border-[var(--color-line)] px-3 py-2 text-sm hover:bg-[var(--color-brand-soft)]"
            data-testid="owner-extra-toggle"
          >
            {props.showExtra
              ? t("hideExtra", { count: result.extraInvestors.length })
              : t("showExtra", { count: result.extraInvestors.length })}
          </button>
          {props.showExtra && (
            <ul className="mt-2 grid gap-2" aria-label={t("extraTitle")} data-testid="owner-extra">
              {result.extraInvestors.map((extra) => (
                <li key={extra.position} className="flex items-center gap-4 text-sm">
                  <span className="w-28">{t("position", { position: extra.position })}</span>
                  <span className="tabular-nums">{format.number(extra.participation)}</span>
                  <label className="inline-flex items-center gap-2">
                    <input
                      type="checkbox"
                      className="h-5 w-5"
                      checked={
                        view.investorParticipation[extra.investorIndex]?.isPotentialSniper ?? false
                      }
                      onChange={(event) =>
                        props.onSniper(extra.investorIndex, event.target.checked)
                      }
                    />
                    <span className="sr-only">
                      {t("sniperOfPosition", { position: extra.position })}
                    </span>
                    <span aria-hidden="true">{t("isSniper")}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {totals}
    </section>
  );
}

/** The per-place percentage field of a row (saved only when the core accepts it). */
function PlacePercentage({
  id,
  label,
  value,
  disabled,
  check,
  onCommit,
}: {
  id: string;
  label: string;
  value: number;
  disabled: boolean;
  check: (value: number) => CalculationError | null;
  onCommit: (value: number) => void;
}) {
  const errorMessage = useErrorMessage();
  const field = useDraft(value, onCommit, check);
  return (
    <span className="inline-grid w-24 gap-1">
      <NumberInput
        id={id}
        ariaLabel={label}
        value={field.draft}
        onChange={field.onChange}
        min={0}
        step={0.1}
        disabled={disabled}
        invalid={field.error !== null}
        describedBy={field.error ? `${id}-error` : undefined}
      />
      {field.error && (
        <span id={`${id}-error`} role="alert" className="text-xs text-[var(--color-danger)]">
          {errorMessage(field.error)}
        </span>
      )}
    </span>
  );
}
