// @vitest-environment happy-dom
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithIntl } from "@/test/render";
import { NumberInput } from "./NumberInput";
import { Field } from "./Field";

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

  it("blocks letters and accepts a comma decimal", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness max={100} step={0.1} />);
    const input = screen.getByRole("spinbutton") as HTMLInputElement;
    await user.clear(input);
    await user.type(input, "1e2,5");
    expect(input.value).toBe("12,5");
    expect(screen.getByTestId("value").textContent).toBe("12.5");
    fireEvent.blur(input);
    expect(input.value).toBe("12.5");
  });

  it("selects the text on focus, so typing replaces it instead of splitting it", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness initial={10} min={1} max={403} />);
    const input = screen.getByRole("spinbutton") as HTMLInputElement;
    await user.click(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 2]);
    await user.keyboard("80");
    expect(input.value).toBe("80");
    expect(screen.getByTestId("value").textContent).toBe("80");
  });

  it("keeps what was typed before the frame after the click (a busy phone): no late select", async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = vi
      .spyOn(window, "requestAnimationFrame")
      .mockImplementation((callback) => frames.push(callback));
    try {
      const user = userEvent.setup();
      renderWithIntl(<Harness initial={10} min={1} max={403} />);
      const input = screen.getByRole("spinbutton") as HTMLInputElement;
      await user.click(input);
      await user.keyboard("2");
      // The frame that re-selects after the click's caret arrives only now, after the first key.
      act(() => frames.splice(0).forEach((callback) => callback(performance.now())));
      await user.keyboard("5");
      expect(input.value).toBe("25");
      expect(screen.getByTestId("value").textContent).toBe("25");
    } finally {
      raf.mockRestore();
    }
  });

  it("keeps out-of-range text as typed, says the range and emits nothing (no clamping)", async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithIntl(<Harness initial={10} min={1} max={403} onValue={onValue} />);
    const input = screen.getByRole("spinbutton") as HTMLInputElement;
    await user.click(input);
    await user.keyboard("8010");
    expect(onValue).toHaveBeenLastCalledWith(80); // 801 and 8010 are out of range
    fireEvent.blur(input);
    expect(input.value).toBe("8010");
    expect(screen.getByTestId("value").textContent).toBe("80");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Enter a number from 1 to 403.");
    expect(input.getAttribute("aria-describedby")).toBe(alert.id);

    await user.clear(input);
    expect(screen.getByRole("alert").textContent).toBe("Enter a number from 1 to 403.");
    fireEvent.blur(input);
    expect(input.value).toBe("");
    expect(screen.getByTestId("value").textContent).toBe("80");
  });

  it("refuses decimals in a whole-number field and unreadable text", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness initial={5} min={0} />);
    const input = screen.getByRole("spinbutton") as HTMLInputElement;
    await user.click(input);
    await user.keyboard("2,5");
    expect(screen.getByRole("alert").textContent).toBe("Enter a whole number.");
    await user.clear(input);
    await user.type(input, "1.2.3");
    expect(screen.getByRole("alert").textContent).toBe("Enter a number.");
    expect(input.value).toBe("1.2.3");
    expect(screen.getByTestId("value").textContent).toBe("1"); // the last readable prefix
  });

  it("shows its message in the Field's message slot, in the page's language", async () => {
    const user = userEvent.setup();
    function InField() {
      const [value, setValue] = useState<number | "">(90);
      return (
        <Field id="arc" label="Arc" error="tool message">
          <NumberInput id="arc" value={value} onChange={setValue} min={0} max={200} step={0.1} />
        </Field>
      );
    }
    renderWithIntl(<InField />, ["calculator"], "de");
    const input = screen.getByRole("spinbutton") as HTMLInputElement;
    expect(screen.getByRole("alert").textContent).toBe("tool message");
    await user.click(input);
    await user.keyboard("99999999999");
    const alerts = screen.getAllByRole("alert");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.textContent).toBe("Gib eine Zahl von 0 bis 200 ein.");
    expect(alerts[0]!.id).toBe("arc-error");
    expect(input.getAttribute("aria-describedby")).toBe("arc-error");
  });

  it("applies refused text once a change of the range lets it in", async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    function Bounded() {
      const [max, setMax] = useState(19);
      const [value, setValue] = useState<number | "">(10);
      return (
        <>
          <button type="button" onClick={() => setMax(39)}>
            widen
          </button>
          <NumberInput
            id="from"
            value={value}
            onChange={(v) => {
              setValue(v);
              onValue(v);
            }}
            min={0}
            max={max}
          />
        </>
      );
    }
    renderWithIntl(<Bounded />);
    const input = screen.getByRole("spinbutton") as HTMLInputElement;
    await user.click(input);
    await user.keyboard("30");
    expect(onValue).not.toHaveBeenCalledWith(30);
    await user.click(screen.getByRole("button", { name: "widen" }));
    expect(onValue).toHaveBeenLastCalledWith(30);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("takes a value set from outside while it has focus (an amount added with Enter clears it)", async () => {
    const user = userEvent.setup();
    function AddAmount() {
      const [free, setFree] = useState(970);
      const [value, setValue] = useState<number | "">("");
      return (
        <div
          onKeyDown={(event) => {
            if (event.key !== "Enter" || value === "") return;
            setFree((f) => f - (value as number));
            setValue("");
          }}
        >
          <NumberInput id="add" value={value} onChange={setValue} min={0} max={free} />
          <output data-testid="free">{free}</output>
        </div>
      );
    }
    renderWithIntl(<AddAmount />);
    const input = screen.getByRole("spinbutton") as HTMLInputElement;
    await user.click(input);
    await user.keyboard("500{Enter}");
    expect(screen.getByTestId("free").textContent).toBe("470");
    // Still focused: the field is empty, and 500 is not refused against the new maximum.
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe("");
    expect(screen.queryByRole("alert")).toBeNull();
    // Typing goes on as usual.
    await user.keyboard("80");
    expect(input.value).toBe("80");
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
