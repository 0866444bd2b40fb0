// @vitest-environment happy-dom
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithIntl } from "@/test/render";
import { NumberInput } from "./NumberInput";

afterEach(cleanup);

function Harness({
  initial = 10,
  onValue = () => {},
  ...props
}: {
  initial?: number | "";
  onValue?: (v: number | "") => void;
  min?: number;
  max?: number;
  step?: number;
  buttons?: boolean;
}) {
  const [value, setValue] = useState<number | "">(initial);
  return (
    <>
      <label htmlFor="n">Level</label>
      <NumberInput
        id="n"
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue(v);
        }}
        {...props}
      />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

describe("<NumberInput>", () => {
  it("is a labelled spinbutton with its bounds", () => {
    renderWithIntl(<Harness min={1} max={80} />);
    const input = screen.getByRole("spinbutton", { name: "Level" });
    expect(input.getAttribute("aria-valuemin")).toBe("1");
    expect(input.getAttribute("aria-valuemax")).toBe("80");
    expect(input.getAttribute("aria-valuenow")).toBe("10");
  });

  it("steps with the arrow keys, ×10 with Shift, and jumps with Home/End", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness min={1} max={80} />);
    const input = screen.getByRole("spinbutton");
    await user.click(input);
    await user.keyboard("{ArrowUp}");
    expect(screen.getByTestId("value").textContent).toBe("11");
    await user.keyboard("{Shift>}{ArrowUp}{/Shift}");
    expect(screen.getByTestId("value").textContent).toBe("21");
    await user.keyboard("{End}");
    expect(screen.getByTestId("value").textContent).toBe("80");
    await user.keyboard("{Home}");
    expect(screen.getByTestId("value").textContent).toBe("1");
  });

  it("blocks letters, accepts a comma decimal, and clamps on blur", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness max={100} step={0.1} />);
    const input = screen.getByRole("spinbutton") as HTMLInputElement;
    await user.clear(input);
    await user.type(input, "1e2,5");
    expect(input.value).toBe("12,5");
    expect(screen.getByTestId("value").textContent).toBe("12.5");
    await user.clear(input);
    await user.type(input, "250");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    fireEvent.blur(input);
    expect(screen.getByTestId("value").textContent).toBe("100");
  });

  it("empties a 0 on focus and puts 0 back when left empty", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness initial={0} />);
    const input = screen.getByRole("spinbutton") as HTMLInputElement;
    await user.click(input);
    expect(input.value).toBe("");
    expect(screen.getByTestId("value").textContent).toBe("");
    fireEvent.blur(input);
    expect(screen.getByTestId("value").textContent).toBe("0");
    expect(input.value).toBe("0");
  });

  it("repeats −/+ every 250 ms while held and disables them at the bounds", () => {
    vi.useFakeTimers();
    renderWithIntl(<Harness initial={5} min={1} max={9} buttons />);
    const plus = screen.getByRole("button", { name: "Increase" });
    fireEvent.pointerDown(plus);
    expect(screen.getByTestId("value").textContent).toBe("6");
    act(() => vi.advanceTimersByTime(750));
    expect(screen.getByTestId("value").textContent).toBe("9");
    fireEvent.pointerUp(plus);
    expect((plus as HTMLButtonElement).disabled).toBe(true);
    vi.useRealTimers();
  });
});
