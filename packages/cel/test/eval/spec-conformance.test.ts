/**
 * @bufbuild/cel-spec's conformance tests (cel-spec `tests/simple/testdata`, with cel-go's outcomes):
 * parse, check (unless `disableCheck`), evaluate, compare the value or the presence of an error.
 * Every section runs; tests that need protobuf messages are skipped (counted apart), and each section's
 * pass count is pinned as a floor so that regressions fail.
 */
import { tests } from "@bufbuild/cel-spec/testdata/conformance.js";
import { describe, expect, it } from "vitest";
import {
  type CelValue,
  ErrorValue,
  check,
  functionDecl,
  globalOverload,
  mapType,
  typeParam,
  evaluate,
  optionalMacros,
  parse,
  standardMacros,
  twoVarComprehensionMacros,
} from "../../src/index.js";
import { specEnv } from "../checker/spec-env.js";
import { type JsonValue, UnsupportedValue, fromJson, render } from "./spec-values.js";

interface SpecTest {
  readonly original: JsonValue & { readonly name?: string; readonly expr: string };
}
interface Suite {
  readonly name: string;
  readonly suites?: readonly Suite[];
  readonly tests?: readonly SpecTest[];
}

type Outcome = "pass" | "fail" | "skip";

/** cel-go extension libraries (`ext/`) that this package does not port: their sections are skipped. */
const extensionSections = new Set([
  "bindings_ext",
  "block_ext",
  "encoders_ext",
  "math_ext",
  "string_ext",
  "proto2_ext",
]);

/** Tests cel-go's own conformance run skips as failing (cel-go `conformance/BUILD.bazel`): same outcome here. */
const celGoSkips = new Set(["map_value_repeat_key", "map_value_repeat_key_heterogeneous"]);

/** Why a test cannot run here: it needs protobuf messages, enums or an extension library. */
function skipReason(t: SpecTest): string | undefined {
  const json = JSON.stringify(t.original);
  if (/objectValue|enumValue|messageType|"container"/.test(json)) return "protobuf messages";
  if (/\b[A-Z][A-Za-z0-9_.]*\{/.test(t.original.expr)) return "protobuf message literal";
  if (/google\.protobuf\.|\.proto[23]\b|TestAllTypes|NestedEnum|GlobalEnum/.test(t.original.expr)) {
    return "protobuf types";
  }
  return undefined;
}

/** cel-go `ext/comprehensions.go`'s `cel.@mapInsert`, which transformMap expands to. */
const [k, v] = [typeParam("K"), typeParam("V")];
const mapInsert = functionDecl("cel.@mapInsert", [
  globalOverload("@mapInsert_map_key_value", [mapType(k, v), k, v], mapType(k, v)),
  globalOverload("@mapInsert_map_map", [mapType(k, v), mapType(k, v)], mapType(k, v)),
]);

const macros = [...standardMacros, ...optionalMacros, ...twoVarComprehensionMacros];

function run(t: SpecTest): { outcome: Outcome; detail?: string } {
  const o = t.original;
  if (skipReason(t) !== undefined || o.checkOnly === true) return { outcome: "skip" };
  if (celGoSkips.has(o.name ?? "")) return { outcome: "skip" };
  const parsed = parse(o.expr, { enableOptionalSyntax: true, macros });
  if (parsed.ast === undefined) return { outcome: "fail", detail: "parse error" };
  let vars: Record<string, CelValue>;
  let expected: CelValue | undefined;
  try {
    vars = Object.fromEntries(
      Object.entries((o.bindings ?? {}) as Record<string, JsonValue>).map(([k, b]) => [
        k,
        fromJson(b.value as JsonValue),
      ]),
    );
    const value = (o.value ?? (o.typedResult as JsonValue | undefined)?.result) as JsonValue | undefined;
    expected = value === undefined ? undefined : fromJson(value);
  } catch (e) {
    if (e instanceof UnsupportedValue) return { outcome: "skip" };
    throw e;
  }
  let ast: Parameters<typeof evaluate>[0] = parsed.ast;
  if (o.disableCheck !== true) {
    const env = specEnv("", (o.typeEnv ?? []) as Parameters<typeof specEnv>[1], false);
    env.addFunctions(mapInsert);
    const checked = check(parsed.ast, env);
    if (checked.errors.length > 0) return { outcome: "fail", detail: `check: ${checked.errors[0]?.message}` };
    ast = checked.ast;
  }
  const result = evaluate(ast, vars).value;
  if (o.evalError !== undefined) {
    return result instanceof ErrorValue
      ? { outcome: "pass" }
      : { outcome: "fail", detail: `got ${String(render(result))}` };
  }
  const want = expected === undefined ? true : expected;
  const same = JSON.stringify(render(result)) === JSON.stringify(render(want));
  return same ? { outcome: "pass" } : { outcome: "fail", detail: `got ${JSON.stringify(render(result))}` };
}

function collect(suite: Suite): SpecTest[] {
  return [...(suite.tests ?? []), ...(suite.suites ?? []).flatMap(collect)];
}

/** Pass counts per section at the time of writing: a floor, so that a regression fails. */
const passFloor: Readonly<Record<string, number>> = {
  basic: 43,
  comparisons: 334,
  conversions: 109,
  fields: 58,
  fp_math: 30,
  integer_math: 64,
  lists: 39,
  logic: 30,
  macros: 44,
  macros2: 46,
  namespace: 1,
  optionals: 59,
  parse: 193,
  plumbing: 5,
  string: 51,
  timestamps: 73,
  type_deductions: 12,
};

describe("cel-spec conformance.js", () => {
  const summary: string[] = [];
  for (const section of (tests as Suite).suites ?? []) {
    it(section.name, () => {
      const counts = { pass: 0, fail: 0, skip: 0 };
      const failures: string[] = [];
      for (const t of collect(section)) {
        if (extensionSections.has(section.name)) {
          counts.skip++;
          continue;
        }
        let r: { outcome: Outcome; detail?: string };
        try {
          r = run(t);
        } catch (e) {
          r = { outcome: "fail", detail: `threw ${String(e)}` };
        }
        counts[r.outcome]++;
        if (r.outcome === "fail") {
          failures.push(`${t.original.name ?? ""}: ${t.original.expr} -> ${r.detail ?? ""}`);
        }
      }
      summary.push(`${section.name}: ${counts.pass} pass, ${counts.fail} fail, ${counts.skip} skipped`);
      if (process.env["CEL_SPEC_VERBOSE"] !== undefined) console.log(section.name, failures.join("\n"));
      expect(counts.pass).toBeGreaterThanOrEqual(passFloor[section.name] ?? 0);
      expect(failures).toEqual([]);
    });
  }
  it("summary", () => {
    console.log(summary.join("\n"));
  });
});
