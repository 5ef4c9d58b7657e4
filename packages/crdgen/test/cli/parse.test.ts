import { describe, expect, it } from "vitest";
import { checkCommand } from "../../src/cli/commands.js";
import { parseCommandLine } from "../../src/cli/parse.js";
import type { CommandSpec } from "../../src/cli/spec.js";
import { defineCommand, flagName } from "../../src/cli/spec.js";
import { closestWord } from "../../src/cli/suggest.js";

// A table with every kind of option, shaped like the later `generate` command.
const generateLike = defineCommand({
  name: "generate",
  summary: "s",
  description: [],
  operands: { name: "PATH", description: "d", min: 0, variadic: true },
  options: {
    out: { type: "string", placeholder: "DIR", default: "config/crd/bases", description: "d" },
    tsconfig: { type: "string", placeholder: "FILE", description: "d" },
    check: { type: "boolean", description: "d" },
    maxDescLen: { type: "integer", placeholder: "N", description: "d" },
    format: { type: "choice", choices: ["text", "json"], default: "text", description: "d" },
  },
  notes: [],
});

function usageError(argv: string[], command: CommandSpec = checkCommand): string {
  try {
    parseCommandLine(command, argv);
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
  return "no error";
}

describe("parseCommandLine: check", () => {
  it("takes operands and the format, defaulting to text", () => {
    expect(parseCommandLine(checkCommand, ["a.yaml", "dir"])).toEqual({
      options: { costs: false, format: "text", strict: false },
      operands: ["a.yaml", "dir"],
      help: false,
      given: new Set(),
    });
    expect(parseCommandLine(checkCommand, ["--format", "json", "a.yaml"]).options.format).toBe("json");
    expect(parseCommandLine(checkCommand, ["a.yaml", "--format=json"]).options.format).toBe("json");
  });

  it("treats - as an operand and everything after -- as operands", () => {
    expect(parseCommandLine(checkCommand, ["-", "--", "--format"]).operands).toEqual(["-", "--format"]);
  });

  it("answers --help without checking operands", () => {
    expect(parseCommandLine(checkCommand, ["--help"]).help).toBe(true);
    expect(parseCommandLine(checkCommand, ["-h", "--format", "json"]).help).toBe(true);
  });

  it.each([
    [[], "UsageError: crdgen check needs a FILE operand"],
    [["--format"], "UsageError: --format needs a value: --format text|json"],
    [["--format", "--x", "a"], "UsageError: --format needs a value: --format text|json"],
    [["--format", "yaml", "a"], 'UsageError: --format must be one of text, json, not "yaml"'],
    [
      ["--fromat", "json", "a"],
      "UsageError: unknown option --fromat for crdgen check; did you mean --format?",
    ],
    [["-x", "a"], "UsageError: unknown option -x for crdgen check"],
    [["--format", "json", "--format=text", "a"], "UsageError: --format is given more than once"],
  ])("%j is a usage error", (argv, message) => {
    expect(usageError(argv)).toBe(message);
  });
});

describe("parseCommandLine: every option kind", () => {
  it("parses strings, integers and booleans, with defaults", () => {
    expect(
      parseCommandLine(generateLike, ["--check", "--max-desc-len", "40", "--tsconfig=t.json", "src"]),
    ).toEqual({
      options: { out: "config/crd/bases", tsconfig: "t.json", check: true, maxDescLen: 40, format: "text" },
      operands: ["src"],
      help: false,
      given: new Set(["check", "maxDescLen", "tsconfig"]),
    });
    expect(parseCommandLine(generateLike, []).options).toEqual({
      out: "config/crd/bases",
      check: false,
      format: "text",
    });
  });

  it.each([
    [["--max-desc-len", "-1"], 'UsageError: --max-desc-len takes a whole number, not "-1"'],
    [["--max-desc-len", "ten"], 'UsageError: --max-desc-len takes a whole number, not "ten"'],
    [["--check=yes"], "UsageError: --check takes no value"],
    [["--out="], "UsageError: --out needs a non-empty value"],
  ])("%j is a usage error", (argv, message) => {
    expect(usageError(argv, generateLike)).toBe(message);
  });
});

describe("flag names and suggestions", () => {
  it("derives kebab-case flags from camelCase keys", () => {
    expect(flagName("maxDescLen")).toBe("--max-desc-len");
    expect(flagName("out")).toBe("--out");
  });
  it("suggests only close words", () => {
    expect(closestWord("chek", ["check", "generate"])).toBe("check");
    expect(closestWord("xyz", ["check", "generate"])).toBeUndefined();
  });
});
