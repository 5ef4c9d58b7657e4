import { describe, expect, it } from "vitest";
import { useColor } from "../../src/cli/context.js";

describe("useColor", () => {
  const tty = { write: () => true, isTTY: true };
  const pipe = { write: () => true };
  it("colours a terminal unless NO_COLOR is set to something", () => {
    expect(useColor(tty, {})).toBe(true);
    expect(useColor(tty, { NO_COLOR: "" })).toBe(true);
    expect(useColor(tty, { NO_COLOR: "1" })).toBe(false);
    expect(useColor(pipe, {})).toBe(false);
  });
});
