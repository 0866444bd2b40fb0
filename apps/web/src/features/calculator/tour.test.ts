import { describe, expect, it } from "vitest";
import { tourHtml } from "./tour";

describe("tourHtml", () => {
  it("escapes markup and turns line breaks into <br> (site.md §12)", () => {
    expect(tourHtml('Coins < 7 & "x"\nnext line')).toBe("Coins &lt; 7 &amp; &quot;x&quot;<br>next line");
    expect(tourHtml("a\r\nb")).toBe("a<br>b");
  });
});
