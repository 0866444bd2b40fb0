import { getTranslations } from "next-intl/server";
import { itemsOfKind, type Lifetime, type StoredItem } from "./storage-inventory";

type Column = "type" | "lifetime";

/** The site's cookies: name and purpose (about page), with their lifetime (cookie policy). */
export async function CookieTable({ withLifetime = false }: { withLifetime?: boolean }) {
  const t = await getTranslations("content.storage");
  return (
    <StorageTable
      id="cookie-table"
      caption={t("cookiesCaption")}
      items={itemsOfKind(["cookie"])}
      columns={withLifetime ? ["lifetime"] : []}
    />
  );
}

/** Everything else the site keeps in the browser (cookie policy). */
export async function BrowserStorageTable() {
  const t = await getTranslations("content.storage");
  return (
    <StorageTable
      id="storage-table"
      caption={t("storageCaption")}
      items={itemsOfKind(["localStorage", "sessionStorage", "cacheStorage"])}
      columns={["type", "lifetime"]}
    />
  );
}

/** A table of stored items; purposes come from `cookiePolicy.purposes`. */
async function StorageTable({
  id,
  caption,
  items,
  columns = [],
}: {
  /** Unique on the page (labels the scrollable region). */
  id: string;
  caption: string;
  items: readonly StoredItem[];
  /** Optional columns besides name and purpose. */
  columns?: readonly Column[];
}) {
  const t = await getTranslations("content.storage");
  const tPurpose = await getTranslations("cookiePolicy.purposes");
  const lifetime = (l: Lifetime) => {
    switch (l.kind) {
      case "days":
        return t("days", { days: l.days });
      case "untilLogout":
        return t("untilLogout", { days: l.maxDays });
      case "untilDeleted":
        return t("untilDeleted");
      case "tab":
        return t("tab");
    }
  };
  const cell = "border-b border-[var(--color-line)] px-3 py-2 align-top";
  return (
    // Scrolls sideways on phones; focusable so that keyboard users can scroll it too.
    <div
      role="region"
      aria-labelledby={`${id}-caption`}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-[var(--color-line)]"
    >
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption id={`${id}-caption`} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-[var(--color-brand-soft)]">
          <tr>
            <th scope="col" className={cell}>
              {t("name")}
            </th>
            {columns.includes("type") && (
              <th scope="col" className={cell}>
                {t("type")}
              </th>
            )}
            <th scope="col" className={cell}>
              {t("purpose")}
            </th>
            {columns.includes("lifetime") && (
              <th scope="col" className={cell}>
                {t("lifetime")}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row" className={`${cell} font-normal`}>
                {item.names.map((name) => (
                  <code key={name} className="block whitespace-nowrap">
                    {name}
                  </code>
                ))}
              </th>
              {columns.includes("type") && <td className={cell}>{t(`kind.${item.kind}`)}</td>}
              <td className={cell}>
                {tPurpose(item.id)}
                {item.loggedInOnly && (
                  <span className="text-[var(--color-muted)]"> ({t("loggedInOnly")})</span>
                )}
              </td>
              {columns.includes("lifetime") && <td className={cell}>{lifetime(item.lifetime)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
