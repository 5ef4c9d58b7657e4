import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The README promises two commands; CI must run exactly those, so a newcomer's first command cannot break
// unseen again (it once failed on every fresh clone while CI, which ran other commands, stayed green).
const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const ciScript = readFileSync(new URL("../.ci/run", import.meta.url), "utf8");

function twoCommands(): string[] {
  const section = /^## The two commands\n([\s\S]*?)^## /m.exec(readme)?.[1] ?? "";
  return [...section.matchAll(/```sh\n([^\n]+)\n```/g)].map((match) => match[1] ?? "");
}

describe("the README's two commands", () => {
  it("are two single-line shell blocks under 'The two commands'", () => {
    expect(twoCommands()).toEqual(["npm ci && npm run examples", "npm test"]);
  });

  it("are lines of .ci/run, in the README's order and before anything else CI runs", () => {
    const lines = ciScript.split("\n").filter((line) => line !== "" && !line.startsWith("#"));
    const commands = lines.filter((line) => !/^(set |cd |export )/.test(line));
    expect(commands.slice(0, 2)).toEqual(twoCommands());
  });
});
