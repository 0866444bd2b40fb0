// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithIntl } from "@/test/render";
import { TextField } from "./FormFields";
import { dependants, useRuleForm, type FormRules } from "./use-rule-form";

interface Values {
  email: string;
  password: string;
  confirm: string;
}
const RULES: FormRules<Values> = {
  email: { required: true, email: true },
  password: { required: true, min: 8 },
  confirm: { required: true, confirmed: "password" },
};
const LABELS = { email: "E-mail", password: "Password", confirm: "Password again" };

function Demo({ onSubmit }: { onSubmit: (v: Values) => void }) {
  const { form, field, errorOf, flags } = useRuleForm<Values>({
    defaultValues: { email: "", password: "", confirm: "" },
    rules: RULES,
    labels: LABELS,
    idPrefix: "demo",
  });
  const f = flags("email");
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <TextField label="E-mail" input={field("email")} error={errorOf("email")} />
      <TextField
        label="Password"
        type="password"
        input={field("password")}
        error={errorOf("password")}
      />
      <TextField
        label="Password again"
        type="password"
        input={field("confirm")}
        error={errorOf("confirm")}
      />
      <output data-testid="flags">
        {Object.entries(f)
          .filter(([, v]) => v)
          .map(([k]) => k)
          .join(",")}
      </output>
      <button type="submit">Send</button>
    </form>
  );
}

afterEach(cleanup);

describe("useRuleForm", () => {
  it("validates on input with translated messages and field flags", async () => {
    const user = userEvent.setup();
    renderWithIntl(<Demo onSubmit={() => {}} />, ["forms"]);
    const email = screen.getByLabelText("E-mail");
    expect(screen.getByTestId("flags").textContent).toBe("untouched,pristine,valid");
    await user.type(email, "nope");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("The field “E-mail” must be a valid e-mail address.")).toBeTruthy();
    expect(email.getAttribute("aria-describedby")).toBe("demo-email-error");
    expect(screen.getByTestId("flags").textContent).toBe(
      "untouched,dirty,invalid,validated,changed,failed",
    );
    await user.type(email, "@example.test");
    await user.tab();
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("false"));
    expect(screen.getByTestId("flags").textContent).toBe(
      "touched,dirty,valid,validated,changed,passed",
    );
  });

  it("submits only valid values and re-checks a confirmation when its target changes", async () => {
    const user = userEvent.setup();
    const sent: Values[] = [];
    renderWithIntl(<Demo onSubmit={(v) => sent.push(v)} />, ["forms"]);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.getByText("The field “E-mail” is required.")).toBeTruthy());
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText("E-mail"), "a@b.co");
    await user.type(screen.getByLabelText("Password"), "long-enough");
    await user.type(screen.getByLabelText("Password again"), "long-enough");
    await waitFor(() =>
      expect(screen.getByLabelText("Password again").getAttribute("aria-invalid")).toBe("false"),
    );
    await user.type(screen.getByLabelText("Password"), "!");
    await waitFor(() =>
      expect(
        screen.getByText("The field “Password again” does not match the field “Password”."),
      ).toBeTruthy(),
    );
    await user.type(screen.getByLabelText("Password again"), "!");
    await act(async () => {
      await user.click(screen.getByRole("button", { name: "Send" }));
    });
    await waitFor(() =>
      expect(sent).toEqual([
        { email: "a@b.co", password: "long-enough!", confirm: "long-enough!" },
      ]),
    );
  });

  it("lists the fields that depend on another", () => {
    expect(dependants(RULES)).toEqual(new Map([["password", ["confirm"]]]));
  });
});
