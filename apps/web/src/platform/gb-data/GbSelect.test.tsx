// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { defaultGlobalSettings, updateGlobalSettings } from "@/platform/settings/global-store";
import { renderWithIntl } from "@/test/render";
import { GbSelect } from "./GbSelect";
import { listGbOptions } from "./gb-options";
import { findGbByName } from "./gb-select-groups";

afterEach(() => {
  cleanup();
  updateGlobalSettings({ gbSelectMode: defaultGlobalSettings().gbSelectMode });
});

const german = await listGbOptions("de");

function renderPicker(onChange: (key: string) => void) {
  renderWithIntl(
    <GbSelect id="gb" testId="gb" options={german} value="Observatory" onChange={onChange} />,
    ["ages"],
    "de",
  );
  return screen.getByTestId("gb") as HTMLInputElement;
}

describe("<GbSelect>", () => {
  it("is a select grouped by age by default", () => {
    const field = renderPicker(() => {});
    expect(field.tagName).toBe("SELECT");
    expect(field.value).toBe("Observatory");
  });

  it("with the autocomplete setting, chooses the GB whose name is typed", () => {
    updateGlobalSettings({ gbSelectMode: "datalist" });
    const onChange = vi.fn();
    const field = renderPicker(onChange);
    expect(field.tagName).toBe("INPUT");
    expect(field.value).toBe("Observatorium");
    expect(document.querySelectorAll(`#${field.getAttribute("list")} option`)).toHaveLength(
      german.length,
    );

    fireEvent.change(field, { target: { value: "Die Ar" } });
    expect(onChange).not.toHaveBeenCalled();
    expect(field.value).toBe("Die Ar");
    fireEvent.change(field, { target: { value: " die arche " } });
    expect(onChange).toHaveBeenCalledWith("The_Arc");
  });

  it("puts the chosen GB's name back when left with a name that matches none", () => {
    updateGlobalSettings({ gbSelectMode: "datalist" });
    const onChange = vi.fn();
    const field = renderPicker(onChange);
    fireEvent.change(field, { target: { value: "nothing like a GB" } });
    fireEvent.blur(field);
    expect(field.value).toBe("Observatorium");
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe("findGbByName", () => {
  it("needs the whole name, in any case", () => {
    expect(findGbByName(german, "DIE ARCHE", "de")?.key).toBe("The_Arc");
    expect(findGbByName(german, "Arche", "de")).toBeUndefined();
    expect(findGbByName(german, "  ", "de")).toBeUndefined();
  });
});
