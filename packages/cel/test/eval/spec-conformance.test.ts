/**
 * @bufbuild/cel-spec's conformance tests (cel-spec `tests/simple/testdata`, with cel-go's outcomes):
 * parse, check (unless `disableCheck`), evaluate, compare the value or the presence of an error.
 * Every section runs; tests that need protobuf messages are skipped (counted apart), and each section's
 * pass count is pinned as a floor so that regressions fail. The sections of cel-go extension libraries run
 * when the Kubernetes environment installs that library, with it at Kubernetes' version (tests of other
 * versions skipped by name, with the reason); the others are skipped whole, with the reason.
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
  standardAndExtOverloads,
  stringsLibrary,
  type Library,
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

/**
 * Sections of cel-go extension libraries that the Kubernetes CEL environment (apiserver
 * `pkg/cel/environment/base.go`) does not install, so this package does not port them: skipped whole.
 */
const extensionSections: Readonly<Record<string, string>> = {
  bindings_ext: "ext.Bindings (cel.bind) is not in the Kubernetes environment",
  block_ext: "cel.block is not in the Kubernetes environment",
  encoders_ext: "ext.Encoders (base64) is not in the Kubernetes environment",
  math_ext: "ext.Math is not in the Kubernetes environment",
  proto2_ext: "protobuf extensions",
};

/**
 * The extension library a section needs, at the version the Kubernetes environment installs, and whether
 * its expected error messages are cel-go's own texts (elsewhere they are loose descriptions).
 */
const sectionLibraries: Readonly<
  Record<string, { library: Library; strings: number; exactMessages: boolean }>
> = {
  string_ext: { library: stringsLibrary(2), strings: 2, exactMessages: true },
};

/**
 * Tests of an enabled extension section whose expectation is not what the Kubernetes environment gives,
 * each with the reason. Kubernetes installs `ext.Strings(ext.StringsVersion(2))`; the conformance data
 * follows the latest version, whose `format` (version 4, `formatting_v2.go`) prints `%e`, `%f` of
 * infinities, `%d` of non-integral doubles and nested doubles differently from version 2's
 * `formatting.go` with the en_US locale (cel-go `ext/formatting_test.go` pins the version 2 texts, see
 * `test/validators/string-format.test.ts` and `test/eval/ext/format.test.ts`).
 */
const formatV4 = "string format version 4 (formatting_v2.go); Kubernetes uses ext.Strings version 2";
const versionSkips: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  string_ext: {
    "scientific notation formatting clause": formatV4,
    "default precision for scientific notation": formatV4,
    "positive infinity support for scientific notation": formatV4,
    "negative infinity support for scientific notation": formatV4,
    // Version 2 builds its Go format as "%6e" (ext/formatting.go:339: the precision is a width), and x/text
    // pads NaN to it: "   NaN" (cel-spec added this test with version 4's formatting_v2.go, cel-spec #436).
    "NaN support for scientific notation": formatV4,
    "NaN support for decimal": formatV4,
    "positive infinity support for decimal": formatV4,
    "negative infinity support for decimal": formatV4,
    "positive infinity support for fixed-point": formatV4,
    "negative infinity support for fixed-point": formatV4,
    "list support for string": formatV4,
    "map support for string": formatV4,
    "map support (all key types)": formatV4,
    "dyntype support for scientific notation": formatV4,
    "dyntype NaN/infinity support": formatV4,
    "dyntype support for lists": formatV4,
    "dyntype support for maps": formatV4,
    "scientific notation formatting clause in a string variable": formatV4,
    // cel-go ba36ff84 (#1052, October 2024; v0.26.0, which Kubernetes 1.34 and 1.35 pin, has it): an
    // offset past the end finds nothing instead of failing (`ext/strings_test.go`:
    // `'tacocat'.indexOf('a', 30) == -1`).
    indexof_out_of_range: "cel-go #1052: an offset past the end gives -1; this data predates it",
    lastindexof_out_of_range: "cel-go #1052: an offset past the end gives -1; this data predates it",
  },
};

/**
 * Tests whose expectation (the cel-spec's) is not what cel-go v0.26.0 gives in the Kubernetes environment, with
 * what it gives instead (each checked against the cel-go v0.26.0 oracle, see SOURCES.md):
 * - a type-guarded overload refuses other arguments with `MaybeNoSuchOverload`'s text (common/decls/decls.go:413-431
 *   at v0.26.0), `no such overload: <function>(<argument types>)`, where the spec writes `no such overload`;
 * - cel-go's own conformance run sets `EnableErrorOnBadPresenceTest` (conformance/conformance_test.go:87), which
 *   turns a presence test on a value without fields into `no such key`; Kubernetes does not set it, so the test
 *   is false (interpreter/attributes.go:1381-1384) and the optional select none.
 */
const kubernetesErrors: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  string_ext: {
    charat_invalid_type: "no such overload: charAt(int, int)",
    charat_invalid_argument: "no such overload: charAt(string, bool)",
    indexof_unary_invalid_type: "no such overload: indexOf(int, string)",
    indexof_unary_invalid_argument: "no such overload: indexOf(string, bool)",
    indexof_binary_invalid_argument: "no such overload: indexOf(int, string, int)",
    indexof_binary_invalid_argument_2: "no such overload: indexOf(string, int, int)",
    indexof_binary_both_invalid_arguments: "no such overload: indexOf(string, string, string)",
    indexof_ternary_invalid_arguments: "no such overload: indexOf(string, string, int, int)",
    split_invalid_type: "no such overload: split(int, string)",
    replace_invalid_type: "no such overload: replace(int, int, int)",
    replace_binary_invalid_argument: "no such overload: replace(string, int, int)",
    replace_binary_invalid_argument_2: "no such overload: replace(string, string, int)",
    replace_ternary_invalid_argument: "no such overload: replace(int, string, string, int)",
    replace_ternary_invalid_argument_2: "no such overload: replace(string, int, string, int)",
    replace_ternary_invalid_argument_3: "no such overload: replace(string, string, int, int)",
    replace_ternary_invalid_argument_4: "no such overload: replace(string, string, string, string)",
    replace_quaternary_invalid_argument: "no such overload: replace(string, string, string, int, bool)",
    split_invalid_type_empty_arg: "no such overload: split(int, string)",
    split_invalid_argument: "no such overload: split(string, int)",
    split_binary_invalid_type: "no such overload: split(int, string, string)",
    split_binary_invalid_argument: "no such overload: split(string, int, int)",
    split_binary_invalid_argument_2: "no such overload: split(string, string, string)",
    split_ternary_invalid_argument: "no such overload: split(string, string, int, int)",
    substring_ternary_invalid_argument: "no such overload: substring(string, int, int, int)",
    substring_binary_invalid_type: "no such overload: substring(int, bool, int)",
    substring_binary_invalid_argument: "no such overload: substring(string, bool, int)",
    substring_binary_invalid_argument_2: "no such overload: substring(string, int, bool)",
  },
};
const kubernetesValues: Readonly<Record<string, Readonly<Record<string, CelValue>>>> = {
  optionals: { map_null_entry_no_such_key: false, map_present_key_invalid_field: false },
};

/**
 * Tests cel-go's own conformance run skips as failing (cel-go v0.26.0 `conformance/BUILD.bazel`:46-48): same
 * outcome here (cel-go takes double and null map keys, and a repeated key keeps the last value).
 */
const celGoSkips = new Set([
  "map_key_float",
  "map_key_null",
  "map_value_repeat_key",
  "map_value_repeat_key_heterogeneous",
]);

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

function run(t: SpecTest, section: string): { outcome: Outcome; detail?: string } {
  const extension = sectionLibraries[section];
  const o = t.original;
  if (skipReason(t) !== undefined || o.checkOnly === true) return { outcome: "skip" };
  if (celGoSkips.has(o.name ?? "")) return { outcome: "skip" };
  if (versionSkips[section]?.[o.name ?? ""] !== undefined) return { outcome: "skip" };
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
    if (extension !== undefined) env.addLibrary(extension.library);
    const checked = check(parsed.ast, env);
    if (checked.errors.length > 0) return { outcome: "fail", detail: `check: ${checked.errors[0]?.message}` };
    ast = checked.ast;
  }
  const overloads = extension === undefined ? undefined : extOverloadsFor(extension.strings);
  const result = evaluate(ast, vars, overloads === undefined ? {} : { overloads }).value;
  const kubernetesError = kubernetesErrors[section]?.[o.name ?? ""];
  if (kubernetesError !== undefined) {
    const got = result instanceof ErrorValue ? result.message : `value ${JSON.stringify(render(result))}`;
    return got === kubernetesError ? { outcome: "pass" } : { outcome: "fail", detail: got };
  }
  const kubernetesValue = kubernetesValues[section]?.[o.name ?? ""];
  if (kubernetesValue !== undefined) expected = kubernetesValue;
  if (o.evalError !== undefined && kubernetesValue === undefined) {
    if (!(result instanceof ErrorValue)) return { outcome: "fail", detail: `got ${String(render(result))}` };
    const message = expectedErrorMessage(o.evalError as JsonValue);
    if (extension?.exactMessages === true && message !== undefined && message !== result.message) {
      return {
        outcome: "fail",
        detail: `error ${JSON.stringify(result.message)}, want ${JSON.stringify(message)}`,
      };
    }
    return { outcome: "pass" };
  }
  const want = expected === undefined ? true : expected;
  const same = JSON.stringify(render(result)) === JSON.stringify(render(want));
  return same ? { outcome: "pass" } : { outcome: "fail", detail: `got ${JSON.stringify(render(result))}` };
}

function expectedErrorMessage(evalError: JsonValue): string | undefined {
  const errors = (evalError as { errors?: readonly { message?: string }[] }).errors;
  return errors?.[0]?.message;
}

const extRegistries = new Map<number, ReturnType<typeof standardAndExtOverloads>>();
function extOverloadsFor(strings: number): ReturnType<typeof standardAndExtOverloads> {
  let registry = extRegistries.get(strings);
  if (registry === undefined) extRegistries.set(strings, (registry = standardAndExtOverloads({ strings })));
  return registry;
}

function collect(suite: Suite): SpecTest[] {
  return [...(suite.tests ?? []), ...(suite.suites ?? []).flatMap(collect)];
}

/** Pass counts per section at the time of writing: a floor, so that a regression fails. */
const passFloor: Readonly<Record<string, number>> = {
  basic: 43,
  comparisons: 334,
  conversions: 109,
  fields: 56,
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
  string_ext: 186,
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
        if (extensionSections[section.name] !== undefined) {
          counts.skip++;
          continue;
        }
        let r: { outcome: Outcome; detail?: string };
        try {
          r = run(t, section.name);
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
