/**
 * The live cost differential against cel-go v0.26.0: runs only when CEL_COST_ORACLE names the oracle binary
 * (built as SOURCES.md describes). Samples the generator of celgo-cost-cases.ts, asks the oracle and crdgen,
 * and fails on any case where they differ. CEL_COST_WRITE=<file> saves the cases that compile and Go's answers
 * as JSON lines (celgo-cost-vectors.jsonl, which celgo-cost-vectors.test.ts replays).
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CostAnswer, type CostCase, costCases, crdgenAnswer, sameAnswer } from "./celgo-cost-cases.js";

const oracle = process.env["CEL_COST_ORACLE"];

/** The case with only the variables, values and size hints its expression names (the vectors stay small). */
function usedOnly(c: CostCase): CostCase {
  const names = new Set(c.expr.match(/[A-Za-z_][A-Za-z0-9_]*/g));
  const pick = <V>(r: Readonly<Record<string, V>>) =>
    Object.fromEntries(Object.entries(r).filter(([k]) => names.has(k.split(".")[0] as string)));
  return {
    expr: c.expr,
    vars: pick(c.vars),
    sizes: pick(c.sizes),
    ...(c.act === undefined ? {} : { act: pick(c.act) }),
    ...(c.limit === undefined ? {} : { limit: c.limit }),
  };
}
const runs = Number(process.env["CEL_COST_RUNS"] ?? "2000");
const seed = Number(process.env["CEL_COST_SEED"] ?? "1");

describe.skipIf(oracle === undefined)("cost differential against the live cel-go v0.26.0 oracle", () => {
  it(`${runs} generated cases, seed ${seed}`, () => {
    const cases: CostCase[] = fc.sample(costCases, { numRuns: runs, seed });
    const input = cases.map((c, id) => JSON.stringify({ id, ...c, runs: 12 })).join("\n");
    const proc = spawnSync(oracle as string, { input, maxBuffer: 1 << 28, encoding: "utf8" });
    expect(proc.status, `${String(proc.error)} ${proc.signal} ${proc.stderr.slice(0, 2000)}`).toBe(0);
    const answers = proc.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as CostAnswer & { id: number });
    const mismatches: unknown[] = [];
    const compiled: { case: CostCase; go: CostAnswer }[] = [];
    for (const go of answers) {
      const c = cases[go.id] as CostCase;
      const answer: CostAnswer = { ...go };
      delete (answer as { id?: number }).id;
      if (answer.err === undefined) compiled.push({ case: usedOnly(c), go: answer });
      const ts = crdgenAnswer(c);
      if (!sameAnswer(answer, ts)) {
        mismatches.push({ expr: c.expr, sizes: c.sizes, act: c.act, limit: c.limit, go: answer, ts });
      }
    }
    const out = process.env["CEL_COST_WRITE"];
    if (out !== undefined) writeFileSync(out, compiled.map((v) => `${JSON.stringify(v)}\n`).join(""));
    const report = process.env["CEL_COST_MISMATCHES"];
    if (report !== undefined) writeFileSync(report, mismatches.map((m) => JSON.stringify(m)).join("\n"));
    expect(mismatches.length, JSON.stringify(mismatches[0])).toBe(0);
  });
});
