import { describe, expect, it } from "vitest";
import { detachedString } from "../src/index.js";

describe("detachedString", () => {
  it("is equal to the text it copies", () => {
    for (const text of [
      "",
      "a",
      "x".repeat(12),
      "y".repeat(13),
      "long text ".repeat(1000).slice(3, 5000),
      "é\u{1F600}",
    ]) {
      expect(detachedString(text)).toBe(text);
    }
  });
});
