"use client";
/**
 * Rewards of a sector or a province (docs/tools/campaign-cost.md §5): an icon and the amount for coins, supplies,
 * medals, diamonds and special goods (named for screen readers and in a tooltip), named rewards
 * (goods, goods deposit, expansion, PvP tower, exploration site) as text.
 */
import type { ComponentType, SVGProps } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Atom } from "@/ui/icons/Atom";
import { Castle } from "@/ui/icons/Castle";
import { Coins } from "@/ui/icons/Coins";
import { Compass } from "@/ui/icons/Compass";
import { Factory } from "@/ui/icons/Factory";
import { Gem } from "@/ui/icons/Gem";
import { Grid2x2Plus } from "@/ui/icons/Grid2x2Plus";
import { Hammer } from "@/ui/icons/Hammer";
import { Medal } from "@/ui/icons/Medal";
import { Package } from "@/ui/icons/Package";
import { getAge } from "@foe-toolbox/core/data/ages";
import type { AgeKey, CampaignReward } from "@foe-toolbox/core/data/types";

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

interface Item {
  key: string;
  icon: Icon;
  amount?: number;
  /** Accessible name (also the tooltip). */
  label: string;
  /** Shown as text next to the amount (named rewards). */
  visible: boolean;
}

export function RewardList({
  rewards,
  age,
  className,
}: {
  rewards: readonly CampaignReward[];
  age: AgeKey;
  className?: string;
}) {
  const t = useTranslations("campaignCost.rewards");
  const tGoods = useTranslations("goods");
  const tAges = useTranslations("ages");
  const tResource = useTranslations("resources");
  const format = useFormatter();
  const items: Item[] = [];
  const withAge = (name: string, rewardAge: AgeKey | undefined) =>
    rewardAge && getAge(rewardAge) ? t("withAge", { reward: name, age: tAges(rewardAge) }) : name;

  rewards.forEach((reward, i) => {
    const key = `${i}`;
    switch (reward.type) {
      case "coins":
        items.push({
          key,
          icon: Coins,
          amount: reward.amount,
          label: tResource("coins"),
          visible: false,
        });
        break;
      case "supplies":
        items.push({
          key,
          icon: Hammer,
          amount: reward.amount,
          label: tResource("supplies"),
          visible: false,
        });
        break;
      case "medals":
        items.push({
          key,
          icon: Medal,
          amount: reward.amount,
          label: tResource("medals"),
          visible: false,
        });
        break;
      case "diamonds":
        items.push({
          key,
          icon: Gem,
          amount: reward.amount,
          label: tResource("diamonds"),
          visible: false,
        });
        break;
      case "specialGood":
        items.push({
          key,
          icon: Atom,
          amount: reward.amount,
          label: reward.good ? tGoods(reward.good) : t("specialGood"),
          visible: false,
        });
        break;
      case "goods": {
        // One entry per good: the named good, else every good of the reward's age (the province's by default).
        const goods = reward.good ? [reward.good] : (getAge(reward.age ?? age)?.goods ?? []);
        for (const good of goods)
          items.push({
            key: `${key}-${good}`,
            icon: Package,
            amount: reward.amount,
            label: tGoods(good),
            visible: true,
          });
        break;
      }
      case "goodsProductionBonus":
        items.push({
          key,
          icon: Factory,
          label: withAge(t("goodsProductionBonus"), reward.age),
          visible: true,
        });
        break;
      case "explorationSite":
        items.push({
          key,
          icon: Compass,
          label: withAge(t("explorationSite"), reward.age),
          visible: true,
        });
        break;
      case "pvpTower":
        items.push({ key, icon: Castle, label: t("pvpTower"), visible: true });
        break;
      case "expansion":
        items.push({
          key,
          icon: Grid2x2Plus,
          amount: reward.amount,
          label: t("expansion"),
          visible: true,
        });
        break;
    }
  });

  if (items.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-x-3 gap-y-1 text-sm font-normal ${className ?? ""}`}>
      {items.map(({ key, icon: Icon, amount, label, visible }) => (
        <li key={key} className="inline-flex items-center gap-1 whitespace-nowrap" title={label}>
          <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-[var(--color-brand)]" />
          {amount !== undefined && <span className="tabular-nums">{format.number(amount)}</span>}
          <span className={visible ? "" : "sr-only"}>{label}</span>
        </li>
      ))}
    </ul>
  );
}
