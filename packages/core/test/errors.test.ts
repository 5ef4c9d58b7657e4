import { describe, expect, it } from "vitest";
import { at, InternalError } from "../src/index.js";

describe("at", () => {
  it("returns the item at an index in range, undefined items included", () => {
    expect(at(["a", "b"], 1)).toBe("b");
    expect(at<string | undefined>([undefined], 0)).toBeUndefined();
  });

  it.each([[-1], [2], [0.5], [Number.NaN]])(
    "throws an InternalError for index %s of a list of 2",
    (index) => {
      expect(() => at(["a", "b"], index)).toThrow(InternalError);
      expect(() => at(["a", "b"], index)).toThrow(`index ${index} is outside a list of 2`);
    },
  );
});
