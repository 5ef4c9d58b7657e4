import { afterEach, describe, expect, it, vi } from "vitest";
import { ProgressLine } from "../../src/cli/progress-line.js";
import { fakeContext } from "./fake-context.js";

function terminalContext(isTTY: boolean) {
  const context = fakeContext("/p");
  let text = "";
  const stderr = {
    isTTY,
    write: (chunk: string) => {
      text += chunk;
      return true;
    },
  };
  return { context: { ...context, stderr }, written: () => text };
}

let now = 0;

afterEach(() => {
  vi.restoreAllMocks();
});

function startClock(): void {
  now = 5000;
  vi.spyOn(performance, "now").mockImplementation(() => now);
}

describe("ProgressLine", () => {
  it("shows nothing during the first second", () => {
    startClock();
    const { context, written } = terminalContext(true);
    const line = new ProgressLine(context);
    now += 999;
    line.update("type-checking");
    line.clear();
    expect(written()).toBe("");
  });

  it("shows the stage and elapsed time on a terminal after a second, and clears the line", () => {
    startClock();
    const { context, written } = terminalContext(true);
    const line = new ProgressLine(context);
    now += 1500;
    line.update("converting");
    expect(written()).toBe("\r\u001b[2Kcrdgen: converting… (1.5 s)");
    line.clear();
    expect(written()).toBe("\r\u001b[2Kcrdgen: converting… (1.5 s)\r\u001b[2K");
    line.clear();
    expect(written()).toBe("\r\u001b[2Kcrdgen: converting… (1.5 s)\r\u001b[2K");
  });

  it("never writes when stderr is not a terminal", () => {
    startClock();
    const { context, written } = terminalContext(false);
    const line = new ProgressLine(context);
    now += 5000;
    line.update("rendering");
    line.clear();
    expect(written()).toBe("");
  });
});
