// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { computeGbForecast } from "@foe-toolbox/core/gb-forecast-cost";
import { getGbLevels } from "@foe-toolbox/core/data/levels";
import { LOCALES } from "@/i18n/locales";
import { renderWithIntl } from "@/test/render";
import { ForecastResults } from "./ForecastResults";

afterEach(cleanup);

const levels = getGbLevels("Observatory")!;
/** One level (no chart), 9 -> 10 at 90 %: 650 FP, owner 430; 1 FP a day: 430 and 650 days. */
const forecast = computeGbForecast({
  levels,
  currentLevel: 9,
  targetLevel: 10,
  investorPercentages: [90, 90, 90, 90, 90],
  fpPerDay: 1,
});

function renderIn(locale: string) {
  renderWithIntl(
    <ForecastResults
      computed={{ gbName: "Observatory", current: 9, target: 10, forecast }}
      stale={false}
      locale={locale}
    />,
    ["gbForecast", "calculator"],
    locale,
  );
}

describe("<ForecastResults>", () => {
  it("writes the one-level summary, the saving and both durations in English", () => {
    expect(forecast).toMatchObject({
      totalCost: 650,
      totalPreparationWithBonus: 430,
      ownerDays: 430,
      swapDays: 650,
    });
    renderIn("en");
    expect(screen.getByTestId("gbfc-summary").textContent).toBe(
      "Taking Observatory from level 9 to 10 costs you 430 FP; the level costs 650 FP in total.",
    );
    expect(screen.getByTestId("gbfc-saved").textContent).toBe(
      "The investor bonus saves you 105 FP.",
    );
    // 430 days = 1 year, 2 months, 5 days; 650 days = 1 year, 9 months, 15 days.
    expect(screen.getByTestId("gbfc-owner-time").textContent).toBe(
      "1 year, 2 months, 5 days (430 days)",
    );
    expect(screen.getByTestId("gbfc-swap-time").textContent).toBe(
      "1 year, 9 months, 15 days (650 days)",
    );
    expect(screen.queryByTestId("gbfc-chart")).toBeNull();
  });

  it("uses each language's plural forms", () => {
    renderIn("ru");
    expect(screen.getByTestId("gbfc-owner-time").textContent).toBe(
      "1 год, 2 месяца, 5 дней (430 дней)",
    );
    cleanup();
    renderIn("pl");
    expect(screen.getByTestId("gbfc-swap-time").textContent).toBe(
      "1 rok, 9 miesięcy, 15 dni (650 dni)",
    );
    cleanup();
    renderIn("cs");
    expect(screen.getByTestId("gbfc-owner-time").textContent).toBe(
      "1 rok, 2 měsíce, 5 dní (430 dní)",
    );
  });

  it("renders in all 16 locales with the locale's number format", () => {
    for (const locale of LOCALES) {
      renderIn(locale);
      const total = screen.getByTestId("gbfc-total-cost").textContent;
      expect(total, locale).toBe(new Intl.NumberFormat(locale).format(650));
      expect(screen.getByTestId("gbfc-owner-time").textContent, locale).toMatch(/430/);
      expect(screen.getByTestId("gbfc-summary").textContent, locale).toContain("Observatory");
      cleanup();
    }
  });
});
