"use client";
/**
 * Profile management (docs/site.md §7): switch, create, rename, duplicate, delete (confirmed, never the
 * last), reset (confirmed), export to a JSON file and import from one (validated; never overwrites).
 */
import { useRef, useState, useId } from "react";
import { useTranslations } from "next-intl";
import { Check } from "@/ui/icons/Check";
import { Copy } from "@/ui/icons/Copy";
import { Download } from "@/ui/icons/Download";
import { Pencil } from "@/ui/icons/Pencil";
import { RotateCcw } from "@/ui/icons/RotateCcw";
import { Trash2 } from "@/ui/icons/Trash2";
import { Upload } from "@/ui/icons/Upload";
import { Modal } from "@/platform/shell/Modal";
import { buttonClass } from "@/ui/button";
import { notify } from "@/lib/notify";
import { globalStore, useGlobalSettings } from "@/platform/settings/global-store";
import {
  checkProfileName,
  createProfile,
  deleteProfile,
  duplicateProfile,
  exportProfiles,
  importProfiles,
  renameProfile,
  resetProfile,
  type ProfilesSnapshot,
} from "./profile-actions";
import { newId, profileStore, type ProfileData } from "./profile-store";

function snapshot(): ProfilesSnapshot {
  const g = globalStore.getState();
  return { list: g.profiles, current: g.currentProfile, data: profileStore.getState().profiles };
}

function apply(next: ProfilesSnapshot) {
  profileStore.setState({ profiles: next.data });
  globalStore.setState({ profiles: next.list, currentProfile: next.current });
}

function download(filename: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

type Confirm = { kind: "delete" | "reset"; id: string } | null;

export function ProfilesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations("settings.profiles");
  const list = useGlobalSettings((s) => s.profiles);
  const current = useGlobalSettings((s) => s.currentProfile);
  const [newName, setNewName] = useState("");
  const [createError, setCreateError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; name: string; error: string | null } | null>(
    null,
  );
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [importMessage, setImportMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const createId = useId();
  const importId = useId();

  const nameProblem = (problem: ReturnType<typeof checkProfileName>) =>
    problem === "empty" ? t("nameEmpty") : problem === "taken" ? t("nameTaken") : null;

  const create = () => {
    const problem = nameProblem(checkProfileName(newName, list));
    setCreateError(problem);
    if (problem) return;
    apply(createProfile(snapshot(), newName, newId()));
    setNewName("");
  };

  const saveRename = () => {
    if (!editing) return;
    const problem = nameProblem(checkProfileName(editing.name, list, editing.id));
    if (problem) {
      setEditing({ ...editing, error: problem });
      return;
    }
    apply(renameProfile(snapshot(), editing.id, editing.name));
    setEditing(null);
  };

  const exportIds = (ids: string[]) => {
    const file = exportProfiles(snapshot(), ids);
    const stamp = file.exportedAt.slice(0, 10);
    download(`foe-toolbox-profiles-${stamp}.json`, JSON.stringify(file, null, 2));
  };

  const onImport = async (file: File | undefined) => {
    if (!file) return;
    setImportMessage(null);
    try {
      const text = await file.text();
      // The campaign data is only needed to convert old campaign states: loaded on demand.
      const { normalizeConquered } = await import("@foe-toolbox/core/campaign-cost");
      const result = importProfiles(
        snapshot(),
        text,
        newId,
        (v) => normalizeConquered(v) as ProfileData["campaign"],
      );
      if (!result.ok) {
        setImportMessage({ ok: false, text: t(`importProblem.${result.problem}`) });
        return;
      }
      apply(result.state);
      const message = t("imported", {
        count: result.imported.length,
        names: result.imported.join(", "),
      });
      setImportMessage({ ok: true, text: message });
      void notify("success", message);
    } catch {
      setImportMessage({ ok: false, text: t("importProblem.notJson") });
    } finally {
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  const iconButton =
    "inline-flex h-10 w-10 items-center justify-center rounded-lg hover:bg-[var(--color-brand-soft)]";

  return (
    <Modal open={open} onClose={onClose} title={t("title")} testId="profiles-dialog" size="lg">
      <div className="grid gap-6">
        <ul className="grid gap-2" aria-label={t("list")}>
          {list.map((p) => {
            const active = p.id === current;
            const isEditing = editing?.id === p.id;
            return (
              <li
                key={p.id}
                className={`flex flex-wrap items-center gap-2 rounded-xl border p-2 ${active ? "border-[var(--color-brand)] bg-[var(--color-brand-soft)]" : "border-[var(--color-line)]"}`}
              >
                {isEditing ? (
                  <form
                    className="flex flex-1 flex-wrap items-start gap-2"
                    onSubmit={(e) => {
                      e.preventDefault();
                      saveRename();
                    }}
                  >
                    <div className="grid flex-1 gap-1">
                      <label className="sr-only" htmlFor={`rename-${p.id}`}>
                        {t("rename")}
                      </label>
                      <input
                        id={`rename-${p.id}`}
                        autoFocus
                        value={editing.name}
                        aria-invalid={!!editing.error}
                        aria-describedby={editing.error ? `rename-${p.id}-error` : undefined}
                        onChange={(e) =>
                          setEditing({ ...editing, name: e.target.value, error: null })
                        }
                        className="h-10 rounded-lg border border-[var(--color-line)] bg-[var(--color-card)] px-3"
                      />
                      {editing.error && (
                        <p
                          id={`rename-${p.id}-error`}
                          role="alert"
                          className="text-sm text-[var(--color-danger)]"
                        >
                          {editing.error}
                        </p>
                      )}
                    </div>
                    <button type="submit" className={buttonClass.primary}>
                      {t("save")}
                    </button>
                    <button
                      type="button"
                      className={buttonClass.secondary}
                      onClick={() => setEditing(null)}
                    >
                      {t("cancel")}
                    </button>
                  </form>
                ) : (
                  <>
                    <span className="flex-1 font-medium">
                      {p.name}
                      {active && (
                        <span className="ml-2 text-sm text-[var(--color-muted)]">
                          ({t("active")})
                        </span>
                      )}
                    </span>
                    {!active && (
                      <button
                        type="button"
                        className={buttonClass.secondary}
                        onClick={() => apply({ ...snapshot(), current: p.id })}
                      >
                        <Check aria-hidden="true" className="h-4 w-4" />
                        {t("switch")}
                      </button>
                    )}
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={t("renameNamed", { name: p.name })}
                      title={t("rename")}
                      onClick={() => setEditing({ id: p.id, name: p.name, error: null })}
                    >
                      <Pencil aria-hidden="true" className="h-4 w-4" />
                    </button>
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={t("duplicateNamed", { name: p.name })}
                      title={t("duplicate")}
                      onClick={() => apply(duplicateProfile(snapshot(), p.id, newId()))}
                    >
                      <Copy aria-hidden="true" className="h-4 w-4" />
                    </button>
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={t("exportNamed", { name: p.name })}
                      title={t("export")}
                      onClick={() => exportIds([p.id])}
                    >
                      <Download aria-hidden="true" className="h-4 w-4" />
                    </button>
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={t("resetNamed", { name: p.name })}
                      title={t("reset")}
                      onClick={() => setConfirm({ kind: "reset", id: p.id })}
                    >
                      <RotateCcw aria-hidden="true" className="h-4 w-4" />
                    </button>
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={t("deleteNamed", { name: p.name })}
                      title={list.length <= 1 ? t("cannotDeleteLast") : t("delete")}
                      disabled={list.length <= 1}
                      onClick={() => setConfirm({ kind: "delete", id: p.id })}
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                    </button>
                  </>
                )}
                {confirm?.id === p.id && (
                  <div
                    role="alertdialog"
                    aria-label={
                      confirm.kind === "delete"
                        ? t("confirmDelete", { name: p.name })
                        : t("confirmReset", { name: p.name })
                    }
                    className="flex w-full flex-wrap items-center gap-2 rounded-lg border border-[var(--color-danger)] p-2 text-sm"
                  >
                    <span className="flex-1">
                      {confirm.kind === "delete"
                        ? t("confirmDelete", { name: p.name })
                        : t("confirmReset", { name: p.name })}
                    </span>
                    <button
                      type="button"
                      className={buttonClass.secondary}
                      onClick={() => setConfirm(null)}
                    >
                      {t("cancel")}
                    </button>
                    <button
                      type="button"
                      autoFocus
                      className={buttonClass.danger}
                      onClick={() => {
                        apply(
                          confirm.kind === "delete"
                            ? deleteProfile(snapshot(), p.id)
                            : resetProfile(snapshot(), p.id),
                        );
                        setConfirm(null);
                      }}
                    >
                      {confirm.kind === "delete" ? t("delete") : t("reset")}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>

        <form
          className="grid gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            create();
          }}
        >
          <label htmlFor={createId} className="text-sm font-medium">
            {t("newName")}
          </label>
          <div className="flex gap-2">
            <input
              id={createId}
              value={newName}
              aria-invalid={!!createError}
              aria-describedby={createError ? `${createId}-error` : undefined}
              onChange={(e) => {
                setNewName(e.target.value);
                setCreateError(null);
              }}
              className="h-10 flex-1 rounded-lg border border-[var(--color-line)] bg-[var(--color-card)] px-3"
            />
            <button type="submit" className={buttonClass.primary}>
              {t("create")}
            </button>
          </div>
          {createError && (
            <p id={`${createId}-error`} role="alert" className="text-sm text-[var(--color-danger)]">
              {createError}
            </p>
          )}
        </form>

        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => exportIds(list.map((p) => p.id))}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {t("exportAll")}
          </button>
          <label htmlFor={importId} className={`${buttonClass.secondary} cursor-pointer`}>
            <Upload aria-hidden="true" className="h-4 w-4" />
            {t("import")}
          </label>
          <input
            ref={fileInput}
            id={importId}
            type="file"
            accept="application/json,.json"
            className="sr-only"
            onChange={(e) => void onImport(e.target.files?.[0])}
          />
        </div>
        {importMessage && (
          <p
            role={importMessage.ok ? "status" : "alert"}
            data-testid="import-message"
            className={
              importMessage.ok ? "text-[var(--color-accent)]" : "text-[var(--color-danger)]"
            }
          >
            {importMessage.text}
          </p>
        )}
      </div>
    </Modal>
  );
}
