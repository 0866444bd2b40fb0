// @vitest-environment happy-dom
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiError } from "@/platform/auth/model";
import { renderWithIntl } from "@/test/render";
import { ResetPasswordForm } from "./ResetPasswordForm";

const resetPassword = vi.fn();
vi.mock("@/platform/auth/api", () => ({ accountApi: { resetPassword: () => resetPassword() } }));
vi.mock("./use-account", () => ({ useAccountStart: () => {} }));
vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams("code=abc123") }));
vi.mock("@/i18n/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));
vi.mock("@/platform/shell/AppLink", () => ({
  AppLink: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

afterEach(() => {
  cleanup();
  resetPassword.mockReset();
});

async function submitNewPassword() {
  const user = userEvent.setup();
  renderWithIntl(<ResetPasswordForm />, ["account", "forms"]);
  await user.type(screen.getByLabelText("New password"), "Brand-new-pass-7");
  await user.type(screen.getByLabelText("Repeat the password"), "Brand-new-pass-7");
  await user.click(screen.getByRole("button", { name: "Save the new password" }));
}

describe("<ResetPasswordForm>", () => {
  it("a used or expired link says so and leads to a new one instead of showing the error", async () => {
    resetPassword.mockRejectedValue(
      new ApiError(
        "http",
        400,
        { message: "Incorrect code provided", name: "ValidationError", status: 400 },
        null,
      ),
    );
    await submitNewPassword();
    const problem = await screen.findByTestId("reset-link-problem");
    expect(problem.textContent).toContain("This link was already used or has expired.");
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
    expect(screen.queryByTestId("reset-form")).toBeNull();
  });

  it("other failures stay on the form with their message", async () => {
    resetPassword.mockRejectedValue(new ApiError("unreachable", null, null, null));
    await submitNewPassword();
    expect(await screen.findByText(/unreachable/i)).toBeTruthy();
    expect(screen.getByTestId("reset-form")).toBeTruthy();
    expect(screen.queryByTestId("reset-link-problem")).toBeNull();
  });
});
