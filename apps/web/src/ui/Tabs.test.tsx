// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { useState } from "react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { tabIndexAfterKey, TabPanel, Tabs } from "./Tabs";

describe("tabIndexAfterKey", () => {
  it("wraps with the arrows and jumps with Home/End", () => {
    expect(tabIndexAfterKey("ArrowRight", 2, 3)).toBe(0);
    expect(tabIndexAfterKey("ArrowLeft", 0, 3)).toBe(2);
    expect(tabIndexAfterKey("Home", 2, 3)).toBe(0);
    expect(tabIndexAfterKey("End", 0, 3)).toBe(2);
    expect(tabIndexAfterKey("a", 0, 3)).toBe(-1);
  });
});

function Demo() {
  const [tab, setTab] = useState("a");
  return (
    <>
      <Tabs
        items={[
          { value: "a", label: "A" },
          { value: "b", label: "B" },
        ]}
        value={tab}
        onChange={setTab}
        idPrefix="demo"
        label="Demo"
      />
      <TabPanel idPrefix="demo" value={tab}>
        panel {tab}
      </TabPanel>
    </>
  );
}

describe("Tabs", () => {
  afterEach(cleanup);
  it("moves selection and focus with the keyboard and links the panel", () => {
    render(<Demo />);
    const a = screen.getByRole("tab", { name: "A" });
    fireEvent.keyDown(a, { key: "ArrowRight" });
    const b = screen.getByRole("tab", { name: "B" });
    expect(b.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(b);
    expect(a.tabIndex).toBe(-1);
    const panel = screen.getByRole("tabpanel");
    expect(panel.getAttribute("aria-labelledby")).toBe("demo-tab-b");
    expect(panel.textContent).toBe("panel b");
  });
});
