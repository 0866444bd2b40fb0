import { describe, expect, it } from "vitest";
import { extractBackendError } from "./backend-error";

describe("backend error messages (docs/site.md §21)", () => {
  it("reads Strapi 5 error bodies", () => {
    expect(
      extractBackendError({
        data: null,
        error: {
          status: 400,
          name: "ValidationError",
          message: "Invalid identifier or password",
          details: {},
        },
      }),
    ).toEqual({ message: "Invalid identifier or password", name: "ValidationError", status: 400 });
    expect(
      extractBackendError({
        data: null,
        error: {
          status: 429,
          name: "RateLimitError",
          message: "Too many requests, please try again later.",
          details: {},
        },
      })?.status,
    ).toBe(429);
  });

  it("takes the first group's first message of an array of groups", () => {
    expect(
      extractBackendError(
        {
          statusCode: 400,
          message: [
            {
              messages: [
                { id: "Auth.form.error.email.taken", message: "Email is already taken." },
                { message: "second" },
              ],
            },
            { messages: [{ message: "other group" }] },
          ],
        },
        400,
      ),
    ).toEqual({ message: "Email is already taken.", name: null, status: 400 });
  });

  it("reads an object with a message field and a plain string", () => {
    expect(extractBackendError({ message: "Forbidden" })?.message).toBe("Forbidden");
    expect(extractBackendError("Internal Server Error", 500)).toEqual({
      message: "Internal Server Error",
      name: null,
      status: 500,
    });
  });

  it("returns null when there is nothing readable", () => {
    expect(extractBackendError(null)).toBeNull();
    expect(extractBackendError({})).toBeNull();
    expect(extractBackendError("")).toBeNull();
    expect(extractBackendError([[]])).toBeNull();
  });
});
