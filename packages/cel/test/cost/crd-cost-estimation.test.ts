/**
 * apiextensions `pkg/apiserver/schema/cel/compilation_test.go` `TestCostEstimation` and
 * `TestMetadataNameCostIsBounded`, transcribed: each schema generator is run without limits ("calc maxLength") and
 * with maxItems/maxProperties/maxLength set ("set maxLength"), and the rule's MaxCost compared.
 */
import { describe, expect, it } from "vitest";
import type { CelSchema } from "../../src/index.js";
import { compileRuleCost } from "./crd-compile.js";

type Gen = (max: number | undefined) => CelSchema;
const costLimit = 100000000n;

/** parseRuleType: durations and dates are formatted strings, int-or-string has no type. */
function typed(ruleType: string): CelSchema {
  if (ruleType === "duration" || ruleType === "date" || ruleType === "date-time") {
    return { type: "string", format: ruleType };
  }
  if (ruleType === "int-or-string") return { "x-kubernetes-int-or-string": true };
  return { type: ruleType };
}
const rules = (rule: string) => ({ "x-kubernetes-validations": [{ rule }] });
const maybe = <K extends string>(key: K, max: number | undefined) =>
  (max === undefined ? {} : { [key]: max }) as Partial<Record<K, number>>;
const requiredObject: CelSchema = {
  type: "object",
  properties: { required: { type: "string" }, optional: { type: "string" } },
  required: ["required"],
};

const genArrayWithRule =
  (t: string, rule: string): Gen =>
  (max) => ({ type: "array", items: typed(t), ...maybe("maxItems", max), ...rules(rule) });
const genArrayOfArraysWithRule =
  (t: string, rule: string): Gen =>
  (max) => ({
    type: "array",
    items: { type: "array", items: { type: t } },
    ...maybe("maxItems", max),
    ...rules(rule),
  });
const genObjectArrayWithRule =
  (rule: string): Gen =>
  (max) => ({ type: "array", items: requiredObject, ...maybe("maxItems", max), ...rules(rule) });
const getMapArrayWithRule =
  (t: string, rule: string): Gen =>
  (max) => ({
    type: "array",
    items: { type: "object", additionalProperties: { type: t } },
    ...maybe("maxItems", max),
    ...rules(rule),
  });
const genMapWithRule =
  (t: string, rule: string): Gen =>
  (max) => ({
    type: "object",
    additionalProperties: typed(t),
    ...maybe("maxProperties", max),
    ...rules(rule),
  });
const genStringWithRule =
  (rule: string): Gen =>
  (max) => ({ type: "string", ...maybe("maxLength", max), ...rules(rule) });
const genEnumWithRuleAndValues =
  (rule: string, ...values: string[]): Gen =>
  (max) => ({ type: "string", ...maybe("maxLength", max), enum: values, ...rules(rule) });
const genBytesWithRule =
  (rule: string): Gen =>
  (max) => ({ type: "string", format: "byte", ...maybe("maxLength", max), ...rules(rule) });
const genNestedSpecWithRule =
  (rule: string): Gen =>
  (max) => ({
    type: "object",
    additionalProperties: { type: "string", ...maybe("maxLength", max) },
    ...maybe("maxProperties", max),
    ...rules(rule),
  });
const genAllMaxNestedSpecWithRootRule =
  (rule: string): Gen =>
  (max) => ({
    type: "array",
    items: {
      type: "object",
      additionalProperties: { ...requiredObject, ...maybe("maxProperties", max) },
      ...maybe("maxProperties", max),
    },
    ...maybe("maxItems", max),
    ...rules(rule),
  });
const genOneMaxNestedSpecWithRootRule =
  (rule: string): Gen =>
  (max) => ({
    type: "array",
    items: { type: "object", additionalProperties: requiredObject, ...maybe("maxProperties", max) },
    ...rules(rule),
  });
const genMapWithCustomItemRule =
  (item: CelSchema, rule: string): Gen =>
  (max) => ({ type: "object", additionalProperties: item, ...maybe("maxProperties", max), ...rules(rule) });
const objectForMap = requiredObject;
const arrayForMap: CelSchema = { type: "array", items: { type: "number" } };
const mapForMap: CelSchema = { type: "object", additionalProperties: { type: "number" } };
const str = (max: number | undefined): CelSchema => ({ type: "string", ...maybe("maxLength", max) });

/** [name, generator, expectedCalcCost (or "exceeds"), setMaxElements, expectedSetCost]. */
type Case = readonly [string, Gen, number | "exceeds", number, number];

const cases: readonly Case[] = [
  ["number array with all", genArrayWithRule("number", "self.all(x, true)"), 4718591, 10, 32],
  ["string array with all", genArrayWithRule("string", "self.all(x, true)"), 3145727, 20, 62],
  ["boolean array with all", genArrayWithRule("boolean", "self.all(x, true)"), 1887437, 5, 17],
  [
    "array of number arrays with all",
    genArrayOfArraysWithRule("number", "self.all(x, true)"),
    3145727,
    100,
    302,
  ],
  ["array of objects with all", genObjectArrayWithRule("self.all(x, true)"), 555128, 50, 152],
  ["map of numbers with all", genMapWithRule("number", "self.all(x, true)"), 1348169, 10, 32],
  ["map of numbers with has", genMapWithRule("number", "has(self.x)"), 0, 100, 0],
  ["map of strings with all", genMapWithRule("string", "self.all(x, true)"), 1179647, 3, 11],
  ["map of strings with has", genMapWithRule("string", "has(self.x)"), 0, 550, 0],
  ["map of booleans with all", genMapWithRule("boolean", "self.all(x, true)"), 943718, 100, 302],
  ["map of booleans with has", genMapWithRule("boolean", "has(self.x)"), 0, 1024, 0],
  ["string with contains", genStringWithRule("self.contains('test')"), 314574, 10, 5],
  ["string with startsWith", genStringWithRule("self.startsWith('test')"), 2, 15, 2],
  ["string with endsWith", genStringWithRule("self.endsWith('test')"), 2, 30, 2],
  ["concat string", genStringWithRule(`size(self + "hello") > size("hello")`), 314578, 4, 7],
  ["index of array with numbers", genArrayWithRule("number", "self[1] == 0.0"), 2, 5000, 2],
  ["index of array with strings", genArrayWithRule("string", "self[1] == self[1]"), 314577, 8, 314577],
  [
    "O(n^2) loop with numbers",
    genArrayWithRule("number", "self.all(x, self.all(y, true))"),
    "exceeds",
    10,
    352,
  ],
  [
    "O(n^3) loop with numbers",
    genArrayWithRule("number", "self.all(x, self.all(y, self.all(z, true)))"),
    "exceeds",
    10,
    3552,
  ],
  ["regex matches simple", genStringWithRule(`self.matches("x")`), 314574, 50, 22],
  ["regex matches empty string", genStringWithRule(`"".matches("(((((((((())))))))))[0-9]")`), 7, 10, 7],
  ["regex matches empty regex", genStringWithRule(`self.matches("")`), 1, 100, 1],
  [
    "map of strings with value length",
    genNestedSpecWithRule("self.all(x, x.contains(self[x]))"),
    2752507,
    10,
    72,
  ],
  ["set array maxLength to zero", genArrayWithRule("number", "self[3] == 0.0"), 2, 0, 2],
  ["set map maxLength to zero", genMapWithRule("number", `self["x"] == 0.0`), 2, 0, 2],
  ["set string maxLength to zero", genStringWithRule(`self == "x"`), 2, 0, 1],
  ["set bytes maxLength to zero", genBytesWithRule(`self == b"x"`), 2, 0, 1],
  [
    "set maxLength greater than estimated maxLength",
    genArrayWithRule("number", "self.all(x, x == 0.0)"),
    6291454,
    3 * 1024 * 2048,
    25165826,
  ],
  [
    "nested types with root rule with all supporting maxLength",
    genAllMaxNestedSpecWithRootRule(`self.all(x, x["y"].required == "z")`),
    7340027,
    10,
    72,
  ],
  [
    "nested types with root rule with one supporting maxLength",
    genOneMaxNestedSpecWithRootRule(`self.all(x, x["y"].required == "z")`),
    7340027,
    10,
    7340027,
  ],
  ["int-or-string array with all", genArrayWithRule("int-or-string", "self.all(x, true)"), 4718591, 10, 32],
  ["index of array with int-or-strings", genArrayWithRule("int-or-string", "self[0] == 5"), 3, 10, 3],
  ["index of array with booleans", genArrayWithRule("boolean", "self[0] == false"), 2, 25, 2],
  ["index of array of objects", genObjectArrayWithRule("self[0] == null"), 2, 422, 2],
  ["index of array of array of numnbers", genArrayOfArraysWithRule("number", "self[0][0] == -1.0"), 3, 51, 3],
  [
    "array of number maps with all",
    getMapArrayWithRule("number", `self.all(x, x.y == 25.2)`),
    6291452,
    12,
    74,
  ],
  ["index of array of number maps", getMapArrayWithRule("number", `self[0].x > 2.0`), 4, 3000, 4],
  ["duration array with all", genArrayWithRule("duration", "self.all(x, true)"), 2359295, 5, 17],
  ["index of duration array", genArrayWithRule("duration", "self[0].getHours() == 2"), 4, 525, 4],
  ["date array with all", genArrayWithRule("date", "self.all(x, true)"), 725936, 15, 47],
  ["index of date array", genArrayWithRule("date", "self[2].getDayOfMonth() == 13"), 4, 42, 4],
  ["date-time array with all", genArrayWithRule("date-time", "self.all(x, true)"), 428963, 25, 77],
  ["index of date-time array", genArrayWithRule("date-time", "self[2].getMinutes() == 45"), 4, 99, 4],
  ["map of int-or-strings with all", genMapWithRule("int-or-string", "self.all(x, true)"), 1348169, 15, 47],
  ["map of int-or-strings with has", genMapWithRule("int-or-string", "has(self.x)"), 0, 5000, 0],
  ["map of objects with all", genMapWithCustomItemRule(objectForMap, "self.all(x, true)"), 428963, 20, 62],
  ["map of objects with has", genMapWithCustomItemRule(objectForMap, "has(self.x)"), 0, 9001, 0],
  ["map of number maps with all", genMapWithCustomItemRule(mapForMap, "self.all(x, true)"), 1179647, 10, 32],
  ["map of number maps with has", genMapWithCustomItemRule(mapForMap, "has(self.x)"), 0, 101, 0],
  [
    "map of number arrays with all",
    genMapWithCustomItemRule(arrayForMap, "self.all(x, true)"),
    1179647,
    25,
    77,
  ],
  ["map of number arrays with has", genMapWithCustomItemRule(arrayForMap, "has(self.x)"), 0, 40000, 0],
  ["map of durations with all", genMapWithRule("duration", "self.all(x, true)"), 1048577, 5, 17],
  ["map of durations with has", genMapWithRule("duration", "has(self.x)"), 0, 256, 0],
  ["map of dates with all", genMapWithRule("date", "self.all(x, true)"), 524288, 10, 32],
  ["map of dates with has", genMapWithRule("date", "has(self.x)"), 0, 65536, 0],
  ["map of date-times with all", genMapWithRule("date-time", "self.all(x, true)"), 349526, 25, 77],
  ["map of date-times with has", genMapWithRule("date-time", "has(self.x)"), 0, 490, 0],
  ["extended library regex find", genStringWithRule("self.find('[0-9]+') == ''"), 629147, 10, 11],
  [
    "extended library join",
    (max) => ({
      type: "array",
      "x-kubernetes-list-type": "atomic",
      items: str(max),
      ...maybe("maxItems", max),
      ...rules("self.join(' ') == 'aa bb'"),
    }),
    329853068905,
    10,
    43,
  ],
  [
    "extended library isSorted",
    (max) => ({
      type: "array",
      "x-kubernetes-list-type": "atomic",
      items: str(max),
      ...maybe("maxItems", max),
      ...rules("self.isSorted() == true"),
    }),
    329854432052,
    10,
    52,
  ],
  [
    "extended library replace",
    (max) => ({
      type: "object",
      properties: { str: str(max), before: str(2), after: str(4) },
      ...rules("self.str.replace(self.before, self.after) == 'does not matter'"),
    }),
    629154,
    4,
    12,
  ],
  [
    "extended library split",
    (max) => ({
      type: "object",
      properties: { str: str(max), separator: str(max) },
      ...rules("self.str.split(self.separator) == []"),
    }),
    629160,
    10,
    22,
  ],
  [
    "extended library lowerAscii",
    (max) => ({ ...str(max), ...rules("self.lowerAscii() == 'lower!'") }),
    314575,
    10,
    6,
  ],
  ["check cost of size call", genMapWithRule("integer", "oldSelf.size() == self.size()"), 5, 10, 5],
  ["check cost of timestamp comparison", genMapWithRule("date-time", `self["a"] == self["b"]`), 8, 7, 8],
  ["check cost of duration comparison", genMapWithRule("duration", `self["c"] == self["d"]`), 8, 42, 8],
  [
    "enums with maxLength equals to the longest possible value",
    genEnumWithRuleAndValues("self.contains('A')", "A", "B", "C", "LongValue"),
    2,
    1000,
    401,
  ],
  [
    "IntOrString type with quantity rule",
    (max) => ({
      "x-kubernetes-int-or-string": true,
      ...rules("isQuantity(self)"),
      ...maybe("maxLength", max),
    }),
    314574,
    20,
    9,
  ],
];

function ruleOf(schema: CelSchema & { "x-kubernetes-validations"?: readonly { rule: string }[] }): string {
  const rule = schema["x-kubernetes-validations"]?.[0]?.rule;
  if (rule === undefined) throw new Error("schema without a rule");
  return rule;
}

describe("apiextensions TestCostEstimation", () => {
  for (const [name, gen, calc, setMax, setCost] of cases) {
    it(`${name}: calc maxLength`, () => {
      const schema = gen(undefined);
      const { maxCost } = compileRuleCost(schema, ruleOf(schema));
      // schemaChecker checks an exact cost only when it is non-zero.
      if (calc === "exceeds") expect(maxCost >= costLimit).toBe(true);
      else if (calc > 0) expect(maxCost).toBe(BigInt(calc));
    });
    it(`${name}: set maxLength`, () => {
      const schema = gen(setMax);
      const { maxCost } = compileRuleCost(schema, ruleOf(schema));
      if (setCost > 0) expect(maxCost).toBe(BigInt(setCost));
    });
  }
});

// TestMetadataNameCostIsBounded (compilation_test.go, 1.37) expects at most 10000: its 253/252 caps on name and
// generateName are not in Kubernetes 1.35, whose WithTypeAndObjectMeta adds them as plain strings
// (model/schemas.go:40-72 at v0.35.0), sized as any string of a request: 3145726 bytes, a tenth per byte for
// contains, plus the selections.
describe("apiextensions TestMetadataNameCostIsBounded, as Kubernetes 1.35 estimates it", () => {
  for (const rule of ["self.metadata.name.contains('x')", "self.metadata.generateName.contains('x')"]) {
    it(rule, () => {
      const { maxCost } = compileRuleCost({ type: "object" }, rule, true);
      expect(maxCost).toBe(314576n);
    });
  }
});
