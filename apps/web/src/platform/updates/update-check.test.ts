import { afterEach, describe, expect, it, vi } from "vitest";
import { globalStore } from "@/platform/settings/global-store";
import { checkForUpdates } from "./update-check";
import { updateNoticeStore } from "./update-notice-store";

const VERSIONS = ["1.3.0", "1.2.0", "1.1.0", "1.0.0"];

function visit(lastVisitVersion: string | null, disableUpdateNotification = false) {
  globalStore.setState({ lastVisitVersion, disableUpdateNotification });
}

afterEach(() => {
  updateNoticeStore.setState({ count: 0 });
  visit(null);
});

describe("update notice", () => {
  it("stores the version silently on a first visit", async () => {
    const load = vi.fn(async () => VERSIONS);
    visit(null);
    await checkForUpdates("1.3.0", load);
    expect(load).not.toHaveBeenCalled();
    expect(updateNoticeStore.getState().count).toBe(0);
    expect(globalStore.getState().lastVisitVersion).toBe("1.3.0");
  });

  it("does nothing when the version did not change", async () => {
    const load = vi.fn(async () => VERSIONS);
    visit("1.3.0");
    await checkForUpdates("1.3.0", load);
    expect(load).not.toHaveBeenCalled();
    expect(updateNoticeStore.getState().count).toBe(0);
  });

  it("announces the versions released since the last visit, then stores the running one", async () => {
    visit("1.1.0");
    await checkForUpdates("1.3.0", async () => VERSIONS);
    expect(updateNoticeStore.getState().count).toBe(2);
    expect(globalStore.getState().lastVisitVersion).toBe("1.3.0");
  });

  it("stays silent when the visitor disabled update notifications", async () => {
    const load = vi.fn(async () => VERSIONS);
    visit("1.0.0", true);
    await checkForUpdates("1.3.0", load);
    expect(load).not.toHaveBeenCalled();
    expect(updateNoticeStore.getState().count).toBe(0);
    expect(globalStore.getState().lastVisitVersion).toBe("1.3.0");
  });

  it("keeps the old version when the version list cannot be loaded, to tell on the next visit", async () => {
    visit("1.0.0");
    await checkForUpdates("1.3.0", async () => {
      throw new Error("offline");
    });
    expect(updateNoticeStore.getState().count).toBe(0);
    expect(globalStore.getState().lastVisitVersion).toBe("1.0.0");
  });
});
