/**
 * The JSON Schema translation of CRD patterns (src/jsonschema/pattern.ts) against Go 1.25's `regexp`: wherever a
 * pattern is written into a schema, `new RegExp(pattern, "u").test(s)` answers as Go's `MatchString` for the
 * CRD's pattern. go125-pattern-vectors.jsonl holds Go's answers (see SOURCES.md); the live differential runs only
 * when `GO_REGEXP_ORACLE` names the oracle binary (packages/cel/test/regexp).
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { javaScriptPattern } from "../../src/jsonschema/pattern.js";
import { type PatternCase, patternCase } from "./support/go-patterns.js";

/** Go's answer: the compile error, or `MatchString` for each text. */
interface GoAnswer {
  readonly err?: string;
  readonly m?: readonly boolean[];
}

interface Vector extends PatternCase {
  readonly go: GoAnswer;
}

/** The disagreements between Go and the translated pattern, and how many cases were written into a schema. */
function compare(vectors: readonly Vector[]): { mismatches: string[]; written: number; rewritten: number } {
  const mismatches: string[] = [];
  let written = 0;
  let rewritten = 0;
  for (const v of vectors) {
    if (v.go.err !== undefined) continue;
    const js = javaScriptPattern(v.p);
    if (js === undefined) continue;
    written++;
    if (js !== v.p) rewritten++;
    const re = new RegExp(js, "u");
    v.ss.forEach((s, i) => {
      if (re.test(s) !== v.go.m?.[i]) {
        mismatches.push(
          `${JSON.stringify(v.p)} → ${JSON.stringify(js)} on ${JSON.stringify(s)}: Go ${String(v.go.m?.[i])}`,
        );
      }
    });
  }
  return { mismatches, written, rewritten };
}

describe("JSON Schema patterns: Go 1.25 vectors", () => {
  const vectors = readFileSync(new URL("go125-pattern-vectors.jsonl", import.meta.url), "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as Vector);

  it("matches what Go matches wherever a pattern is written", () => {
    const { mismatches, written, rewritten } = compare(vectors);
    expect(mismatches.slice(0, 20).join("\n")).toBe("");
    expect(written).toBeGreaterThan(500);
    expect(rewritten).toBeGreaterThan(100);
  });

  it("writes `.` and `\\s` as Go reads them, and leaves out what JavaScript reads otherwise", () => {
    expect(javaScriptPattern("^a.c$")).toBe("^a[^\\n]c$");
    expect(javaScriptPattern("^\\s[\\s-]\\S$")).toBe("^[\\t\\n\\f\\r ][\\t\\n\\f\\r -][^\\t\\n\\f\\r ]$");
    expect(javaScriptPattern("^[a-z.]+$")).toBe("^[a-z.]+$");
    for (const p of ["\\p{L}", "[\\S]", "(?i:a)", "(?<n>a)|(?<n>b)", "\\z", "[[:alpha:]]", "(?P<n>a)"]) {
      expect(javaScriptPattern(p)).toBeUndefined();
    }
  });
});

const oracle = process.env.GO_REGEXP_ORACLE;

describe.skipIf(oracle === undefined)("JSON Schema patterns: Go 1.25 oracle, live", () => {
  it("matches what Go matches for every sampled pattern JavaScript is given", { timeout: 600_000 }, () => {
    const cases = fc.sample(patternCase, {
      numRuns: Number(process.env.GO_REGEXP_ORACLE_RUNS ?? 3000),
      seed: Number(process.env.GO_REGEXP_ORACLE_SEED ?? 1),
    });
    const run = spawnSync(oracle ?? "", {
      input: cases.map((c) => JSON.stringify({ op: "batch", p: c.p, ss: c.ss })).join("\n") + "\n",
      maxBuffer: 1 << 28,
    });
    const answers = run.stdout
      .toString()
      .split("\n")
      .filter((l) => l !== "")
      .map((l) => JSON.parse(l) as { err?: string; r?: { m: boolean }[] });
    expect(answers.length).toBe(cases.length);
    const vectors: Vector[] = cases.map((c, i) => {
      const a = answers[i] as { err?: string; r?: { m: boolean }[] };
      return { ...c, go: a.err === undefined ? { m: (a.r ?? []).map((r) => r.m) } : { err: a.err } };
    });
    const record = process.env.GO_REGEXP_ORACLE_RECORD;
    if (record !== undefined) writeFileSync(record, vectors.map((v) => JSON.stringify(v)).join("\n") + "\n");
    expect(compare(vectors).mismatches.slice(0, 50).join("\n")).toBe("");
  });
});
