// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { PageTransition } from "./PageTransition";

afterEach(cleanup);

describe("<PageTransition>", () => {
  it("slides the first page in, fades later pages in, and keeps a page's class on re-render", () => {
    const { rerender } = render(<PageTransition>first</PageTransition>);
    const first = screen.getByText("first");
    expect(first.className).toBe("page-appear");
    rerender(<PageTransition>first</PageTransition>);
    expect(screen.getByText("first").className).toBe("page-appear");
    cleanup();
    render(<PageTransition>second</PageTransition>);
    expect(screen.getByText("second").className).toBe("page-enter");
  });
});
