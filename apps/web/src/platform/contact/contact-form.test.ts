import { describe, expect, it } from "vitest";
import { ApiError } from "@/platform/auth/model";
import { extractBackendError } from "@/platform/auth/backend-error";
import { validateField } from "@/lib/forms/validate";
import { CONTACT_LIMITS, CONTACT_RULES, describeContactFailure } from "./contact-form";

function httpError(status: number, body: unknown): ApiError {
  return new ApiError("http", status, extractBackendError(body, status), body);
}

/** What Strapi 5 answers when the contact-message schema refuses fields. */
const refused = {
  data: null,
  error: {
    status: 400,
    name: "ValidationError",
    message: "2 errors occurred",
    details: {
      errors: [
        {
          path: ["name"],
          message: "name must be at least 1 characters",
          name: "ValidationError",
          value: "",
        },
        {
          path: ["email"],
          message: "email must be a valid email",
          name: "ValidationError",
          value: "a@b",
        },
      ],
    },
  },
};

describe("contact form failures", () => {
  it("puts the fields the backend refused beside them", () => {
    expect(describeContactFailure(httpError(400, refused))).toEqual({
      fields: ["name", "email"],
      key: "invalid",
    });
  });

  it("explains the others above the button", () => {
    expect(describeContactFailure(new ApiError("unreachable", null, null, null))).toMatchObject({
      fields: [],
      key: "unreachable",
    });
    const tooMany = {
      data: null,
      error: {
        status: 429,
        name: "RateLimitError",
        message: "Too many requests, please try again later.",
        details: {},
      },
    };
    expect(describeContactFailure(httpError(429, tooMany))).toMatchObject({
      fields: [],
      key: "rateLimited",
    });
    const bot = {
      data: null,
      error: {
        status: 400,
        name: "ValidationError",
        message: "The bot check failed; please try again",
        details: { field: "captchaToken" },
      },
    };
    expect(describeContactFailure(httpError(400, bot))).toMatchObject({
      fields: [],
      key: "botCheck",
    });
    expect(describeContactFailure(httpError(502, "<html>Bad gateway</html>"))).toMatchObject({
      key: "serverError",
      values: { status: 502 },
    });
    const expired = {
      data: null,
      error: { status: 401, name: "UnauthorizedError", message: "Missing or invalid credentials" },
    };
    expect(describeContactFailure(httpError(401, expired))).toMatchObject({
      key: "unknown",
      values: { message: "Missing or invalid credentials" },
    });
  });
});

describe("contact form rules", () => {
  it("match the backend's limits", async () => {
    const context = { values: {} };
    for (const [field, limit] of Object.entries(CONTACT_LIMITS) as [
      keyof typeof CONTACT_LIMITS,
      number,
    ][]) {
      const fits = field === "email" ? `${"a".repeat(limit - 12)}@example.org` : "a".repeat(limit);
      expect((await validateField(fits, CONTACT_RULES[field], context)).valid, field).toBe(true);
      expect(await validateField(`${fits}a`, CONTACT_RULES[field], context), field).toMatchObject({
        valid: false,
        failure: { rule: "max" },
      });
      expect(await validateField("  ", CONTACT_RULES[field], context), field).toMatchObject({
        valid: false,
        failure: { rule: "required" },
      });
    }
    expect(await validateField("not an address", CONTACT_RULES.email, context)).toMatchObject({
      valid: false,
      failure: { rule: "email" },
    });
  });
});
