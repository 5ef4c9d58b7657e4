import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateNumber } from "../../src/defaults/value/number-validator.js";
import { Result } from "../../src/defaults/value/result.js";
import { isFloatAJSONInteger } from "../../src/defaults/value/type-validator.js";
import { goFloat } from "../../src/model/go-format.js";
import { renderGoValue } from "../../src/model/go-value.js";
import { goKind } from "../../src/model/json-value.js";

// kube-openapi d427ff9ee9ad's numberValidator (validator.go:139-206, schema.go:220-256, values.go:137-386) with
// go-openapi/swag v0.27.1 (conv/convert.go), against a model written here from that Go: each number, bound and
// factor of a node is range-checked against the node's integer or float format, then compared natively or as
// float64s; error texts and the values the field errors show.

interface Node {
  types: readonly string[];
  format: string;
  multipleOf: number | undefined;
  minimum: number | undefined;
  exclusiveMinimum: boolean;
  maximum: number | undefined;
  exclusiveMaximum: boolean;
}

/** The validator's errors: each message and the value its field error shows. */
function validated(node: Node, value: number): [string, string][] {
  const result = new Result();
  validateNumber(node, { text: () => "x" }, value, result);
  return result.errors.map((e) => [e.message, e.kind === "validation" ? renderGoValue(e.value) : ""]);
}

// ---- the model ----

// strconv.FormatFloat(f, 'f', -1, 64): the fewest significant digits that read back as f, written out in full.
function formatF(f: number): string {
  if (f === 0) return Object.is(f, -0) ? "-0" : "0";
  let text = "";
  for (let p = 1; p <= 17; p++) {
    text = f.toPrecision(p);
    if (Number(text) === f) break;
  }
  const [, sign = "", whole = "", fraction = "", exp = "0"] =
    /^(-?)(\d+)(?:\.(\d*))?(?:e([+-]\d+))?$/.exec(text) ?? [];
  let digits = whole + fraction;
  let point = whole.length + Number(exp);
  while (digits.length > 1 && digits.startsWith("0")) {
    digits = digits.slice(1);
    point--;
  }
  digits = digits.replace(/0+$/, "");
  let out: string;
  if (point <= 0) out = `0.${"0".repeat(-point)}${digits}`;
  else if (point >= digits.length) out = digits + "0".repeat(point - digits.length);
  else out = `${digits.slice(0, point)}.${digits.slice(point)}`;
  return sign + out;
}

// strconv.ParseInt(s, 10, bits) succeeds.
function parseIntOk(s: string, bits: number): boolean {
  if (!/^-?\d+$/.test(s)) return false;
  const n = BigInt(s);
  return n >= -(2n ** BigInt(bits - 1)) && n <= 2n ** BigInt(bits - 1) - 1n;
}

// strconv.ParseFloat(s, 32) succeeds: the decimal is below the midpoint between MaxFloat32 and 2^128.
function parseFloat32Ok(s: string): boolean {
  const [whole = "0", fraction = ""] = s.replace("-", "").split(".");
  const scaled = BigInt(whole + fraction);
  const scale = 10n ** BigInt(fraction.length);
  return scaled < (2n ** 128n - 2n ** 103n) * scale;
}

// IsValueValidAgainstRange: the value's decimal text (int64 plainly, float64 by formatF) for the type and format.
function rangeError(
  val: number,
  isInt: boolean,
  type: string,
  format: string,
  prefix: string,
): string | undefined {
  const rep = isInt ? BigInt(val).toString() : formatF(val);
  let ok = true;
  if (type === "integer") ok = parseIntOk(rep, format === "int32" ? 32 : 64);
  else if (format === "float") ok = parseFloat32Ok(rep);
  if (ok) return undefined;
  return format !== ""
    ? `${prefix} value must be of type ${type} with format ${format} in x`
    : `${prefix} value must be of type ${type} (default format) in x`;
}

// int64(f) on amd64.
function toInt64(f: number): bigint {
  return f >= -(2 ** 63) && f < 2 ** 63 ? BigInt(Math.trunc(f)) : -(2n ** 63n);
}

// swag v0.27.1 IsFloat64AJSONInteger.
function swagIsInteger(f: number): boolean {
  const max = 2 ** 53 - 1;
  if (Number.isNaN(f) || !Number.isFinite(f) || f < -max || f > max) return false;
  const rounded = Math.sign(f) * Math.round(Math.abs(f));
  if (f === rounded) return true;
  if (rounded === 0) return false;
  const diff = Math.abs(f - rounded);
  if (diff === 0) return true;
  return diff < 1e-9 * Math.abs(rounded);
}

// %v of a Go int64 / float64, as a field error prints it.
const vInt = (n: bigint): string => n.toString();
const vFloat = (f: number): string => goFloat(f);

function model(node: Node, val: number): [string, string][] {
  let type = "";
  let format = "";
  if (node.types.length === 1 && node.types[0] === "integer") {
    type = "integer";
    if (node.format === "int32" || node.format === "int64") format = node.format;
  } else if (node.types.length === 1 && node.types[0] === "number") {
    type = "number";
    if (node.format === "float" || node.format === "double") format = node.format;
  }
  const isInt = goKind(val) === "int64";
  const data = val;
  // An int64 past 2^53 reaches the validator as the nearest double, shown with its shortest digits: what JSON
  // reading keeps of it, not this validator's to decide.
  const shown = isInt ? String(val) : vFloat(val);
  const out: [string, string][] = [];
  const add = (message: string, value: string) => {
    if (!out.some(([m]) => m === message)) out.push([message, value]);
  };
  const checked = rangeError(val, isInt, type, format, "Checked");
  if (checked !== undefined) add(checked, "");
  if (node.multipleOf !== undefined) {
    const factor = node.multipleOf;
    const bad = rangeError(factor, false, type, format, "MultipleOf");
    if (bad !== undefined) add(bad, "");
    if (bad === undefined && isInt) {
      const f = toInt64(factor);
      if (f <= 0n) {
        add(`factor MultipleOf declared for x must be positive: ${vInt(f)}`, vInt(f));
      } else if ((BigInt(val) / f) * f !== BigInt(val)) {
        add(`x in body should be a multiple of ${vInt(f)}`, shown);
      }
    } else if (factor <= 0) {
      add(`factor MultipleOf declared for x must be positive: ${vFloat(factor)}`, vFloat(factor));
    } else {
      const mult = factor < 1 ? (1 / factor) * data : data / factor;
      if (!swagIsInteger(mult)) add(`x in body should be a multiple of ${vFloat(factor)}`, vFloat(data));
    }
  }
  for (const side of ["Minimum", "Maximum"] as const) {
    const limit = side === "Minimum" ? node.minimum : node.maximum;
    if (limit === undefined) continue;
    const exclusive = side === "Minimum" ? node.exclusiveMinimum : node.exclusiveMaximum;
    const bad = rangeError(limit, false, type, format, `${side} boundary`);
    if (bad !== undefined) add(bad, "");
    const words =
      side === "Minimum"
        ? exclusive
          ? "greater than"
          : "greater than or equal to"
        : exclusive
          ? "less than"
          : "less than or equal to";
    if (bad === undefined && isInt) {
      const l = toInt64(limit);
      const v = BigInt(val);
      const broken = side === "Minimum" ? (exclusive ? v <= l : v < l) : exclusive ? v >= l : v > l;
      if (broken) add(`x in body should be ${words} ${vInt(l)}`, shown);
    } else {
      const broken =
        side === "Minimum"
          ? exclusive
            ? data <= limit
            : data < limit
          : exclusive
            ? data >= limit
            : data > limit;
      if (broken) add(`x in body should be ${words} ${vFloat(limit)}`, vFloat(data));
    }
  }
  return out;
}

// ---- the cases ----

const bounds = [
  3.1,
  0.3,
  0.25,
  0.2,
  0.4,
  -0.1,
  0.01,
  5,
  5.5,
  0,
  -0,
  0.5,
  0.1,
  -3,
  -0.5,
  3,
  1e7,
  -1e7,
  1e20,
  -1e20,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 63,
  -(2 ** 63),
  2 ** 53,
  3.4028234663852886e38,
  3.4028235677973366e38,
  3.402823567797337e38,
  1e39,
  -1e39,
];
const values = [
  9.3,
  9.1,
  9.34,
  0.29,
  -0.29,
  0,
  5,
  -5,
  3,
  6,
  2.9,
  -0.3,
  0.3,
  1e7,
  2 ** 31,
  -(2 ** 31),
  2 ** 53,
  2 ** 62,
  2 ** 63,
  -(2 ** 63) * 2,
  1e21,
  5.5,
  6715.000001,
  3.4028235677973366e38,
  1e39,
  -1e39,
  1.0000000015,
  2.9999999999,
];

describe("numberValidator", () => {
  it("matches the model for nodes and values around every branch", () => {
    const node = fc.record({
      types: fc.constantFrom([], ["integer"], ["number"], ["integer", "string"], ["string"]),
      format: fc.constantFrom("", "int32", "int64", "float", "double", "byte"),
      multipleOf: fc.option(fc.constantFrom(...bounds), { nil: undefined }),
      minimum: fc.option(fc.constantFrom(...bounds), { nil: undefined }),
      exclusiveMinimum: fc.boolean(),
      maximum: fc.option(fc.constantFrom(...bounds), { nil: undefined }),
      exclusiveMaximum: fc.boolean(),
    });
    const value = fc.oneof(
      fc.constantFrom(...values),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.integer(),
    );
    fc.assert(
      fc.property(node, value, (n, v) => {
        expect(validated(n, v)).toEqual(model(n, v));
      }),
      { numRuns: 5000 },
    );
  });

  // Each discrepancy found against kube-openapi d427ff9ee9ad, with the result its Go gives.
  const base: Node = {
    types: ["number"],
    format: "",
    multipleOf: undefined,
    minimum: undefined,
    exclusiveMinimum: false,
    maximum: undefined,
    exclusiveMaximum: false,
  };
  it.each<[string, Partial<Node>, number, [string, string][]]>([
    // swag v0.27.1 rounds to the nearest integer: 1/0.01*0.29 is 28.999999999999996, an integer within 1e-9
    // (the swag before it truncated, to 28, and refused negative quotients).
    ["0.29 is a multiple of 0.01", { multipleOf: 0.01 }, 0.29, []],
    ["-0.29 is a multiple of 0.01", { multipleOf: 0.01 }, -0.29, []],
    // MultipleOfInt (values.go:203-213): int64(0.5) is 0, which must be positive (no division by zero).
    [
      "an int64 factor of 0",
      { multipleOf: 0.5 },
      3,
      [["factor MultipleOf declared for x must be positive: 0", "0"]],
    ],
    // MultipleOf (values.go:185-189): a float64 factor of 0 is refused too, showing the factor.
    [
      "a float64 factor of 0",
      { multipleOf: 0 },
      3.5,
      [["factor MultipleOf declared for x must be positive: 0", "0"]],
    ],
    [
      "a fractional maximum on an integer node",
      { types: ["integer"], maximum: 4.5 },
      5,
      [
        ["Maximum boundary value must be of type integer (default format) in x", ""],
        ["x in body should be less than or equal to 4.5", "5"],
      ],
    ],
    [
      "an int32 node's bound past int32, compared as a float64 (shown as one)",
      { types: ["integer"], format: "int32", minimum: 2 ** 31 },
      10000000,
      [
        ["Minimum boundary value must be of type integer with format int32 in x", ""],
        ["x in body should be greater than or equal to 2.147483648e+09", "1e+07"],
      ],
    ],
    // int64(1e20) is math.MinInt64 on amd64: every int64 exceeds that maximum.
    [
      "an int64 value against a number node's bound past int64",
      { maximum: 1e20 },
      5,
      [["x in body should be less than or equal to -9223372036854775808", "5"]],
    ],
    // The shortest decimal of the float64 half-way to 2^128 is below it: it still parses as a float32.
    ["a float32 bound at the rounding edge", { format: "float", maximum: 3.4028235677973366e38 }, 1.5, []],
    [
      "a float32 bound one double past the rounding edge",
      { format: "float", maximum: 3.402823567797337e38 },
      1.5,
      [["Maximum boundary value must be of type number with format float in x", ""]],
    ],
  ])("%s", (_name, patch, value, expected) => {
    expect(validated({ ...base, ...patch }, value)).toEqual(expected);
    expect(model({ ...base, ...patch }, value)).toEqual(expected);
  });

  // values_test.go TestValuMultipleOf, the cases whose value is a float64 in JSON too (9, 3, 6, 1, 8 are int64s
  // there, which MultipleOfInt checks instead): [value, factor, valid].
  it.each<[number, number, boolean]>([
    [9.3, 3.1, true],
    [9.1, 0.1, true],
    [9.1, 0, false],
    [9.1, 0.2, false],
    [9.34, 0.1, false],
    [9.34, -0.1, false],
  ])("TestValuMultipleOf: %s against a factor of %s valid: %s", (value, factor, valid) => {
    const node: Node = { ...base, multipleOf: factor };
    expect(validated(node, value).length === 0).toBe(valid);
    expect(validated(node, value)).toEqual(model(node, value));
  });

  it("tells a float64 an integer as swag v0.27.1 does (conv/convert_format_test.go testNotIntegers/testIntegers)", () => {
    for (const f of [Infinity, 2 ** 53 - 1 + 1, -(2 ** 53 - 1) - 1, 5e-324, 0.5, 0.25, 1 / 2, 1 / 4, 1e-9]) {
      expect(isFloatAJSONInteger(f)).toBe(false);
    }
    for (const f of [
      0,
      1,
      2 ** 53 - 1,
      -(2 ** 53 - 1),
      (1 / 0.01) * 67.15000001,
      (1 / 0.01) * 4643.4,
      1 / (1 / 3),
      5e-324 / 2,
      5e-324 / 3,
      5e-324 / 4,
    ]) {
      expect(isFloatAJSONInteger(f)).toBe(true);
    }
    fc.assert(fc.property(fc.double(), (f) => isFloatAJSONInteger(f) === swagIsInteger(f)));
  });
});
