// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { PageTransition } from "./PageTransition";

afterEach(cleanup);

describe("<PageTransition>", () => {
  it("leaves the first page still, fades later pages in, and keeps a page's class on re-render", () => {
    const { rerender } = render(<PageTransition>first</PageTransition>);
    expect(screen.getByText("first").className).toBe("");
    rerender(<PageTransition>first</PageTransition>);
    expect(screen.getByText("first").className).toBe("");
    cleanup();
    const second = render(<PageTransition>second</PageTransition>);
    expect(screen.getByText("second").className).toBe("page-enter");
    second.rerender(<PageTransition>second</PageTransition>);
    expect(screen.getByText("second").className).toBe("page-enter");
  });
});
