import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateNumber } from "../../src/defaults/value/number-validator.js";
import { Result } from "../../src/defaults/value/result.js";
import { isFloatAJSONInteger } from "../../src/defaults/value/type-validator.js";
import { goFloat } from "../../src/model/go-format.js";
import { renderGoValue } from "../../src/model/go-value.js";
import { goKind } from "../../src/model/json-value.js";

// kube-openapi 589584f1c912's numberValidator (validator.go:126-192, schema.go:220-231, values.go:137-327), the
// commit Kubernetes 1.35 pins, with go-openapi/swag v0.23.0 (convert.go:30-52), against a model written here from
// that Go: the validator gets no type and format, so nothing is range-checked; each bound and factor is compared
// natively (an int64 value with the bound as an int64) or as float64s; error texts and the values the field
// errors show.

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

// int64(f) on amd64.
function toInt64(f: number): bigint {
  return f >= -(2 ** 63) && f < 2 ** 63 ? BigInt(Math.trunc(f)) : -(2n ** 63n);
}

// swag v0.23.0 IsFloat64AJSONInteger, with Go's float64(uint64(f)) on amd64: uint64(int64(f)) below 2^63.
function swagIsInteger(f: number): boolean {
  const max = 2 ** 53 - 1;
  if (Number.isNaN(f) || !Number.isFinite(f) || f < -max || f > max) return false;
  const fa = Math.abs(f);
  const truncated = BigInt(Math.trunc(f));
  const g = Number(truncated < 0n ? truncated + 2n ** 64n : truncated);
  const ga = Math.abs(g);
  const diff = Math.abs(f - g);
  if (f === g) return true;
  if (f === Number(truncated)) return true;
  // epsilon * math.SmallestNonzeroFloat64 is 0 as a float64.
  if (f === 0 || g === 0 || diff < 5e-324) return diff < 0;
  return diff / Math.min(fa + ga, Number.MAX_VALUE) < 1e-9;
}

// %v of a Go int64 / float64, as a field error prints it.
const vInt = (n: bigint): string => n.toString();
const vFloat = (f: number): string => goFloat(f);

function model(node: Node, val: number): [string, string][] {
  const isInt = goKind(val) === "int64";
  const data = val;
  // An int64 past 2^53 reaches the validator as the nearest double, shown with its shortest digits: what JSON
  // reading keeps of it, not this validator's to decide.
  const shown = isInt ? String(val) : vFloat(val);
  const out: [string, string][] = [];
  const add = (message: string, value: string) => {
    if (!out.some(([m]) => m === message)) out.push([message, value]);
  };
  if (node.multipleOf !== undefined) {
    const factor = node.multipleOf;
    if (isInt) {
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
    const words =
      side === "Minimum"
        ? exclusive
          ? "greater than"
          : "greater than or equal to"
        : exclusive
          ? "less than"
          : "less than or equal to";
    if (isInt) {
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

  // Each discrepancy found against kube-openapi, with the result its 589584f1c912 Go gives (and the crvalidate
  // oracle, packages/objects/test/oracle, confirms for 0.29, fractional bounds and bounds past int32).
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
    // swag v0.23.0 compares with the truncation: 1/0.01*0.29 is 28.999999999999996, 28 and a bit, not a
    // multiple; a negative quotient never is (uint64 of it wraps around 2^64).
    [
      "0.29 is no multiple of 0.01",
      { multipleOf: 0.01 },
      0.29,
      [["x in body should be a multiple of 0.01", "0.29"]],
    ],
    [
      "-0.29 is no multiple of 0.01",
      { multipleOf: 0.01 },
      -0.29,
      [["x in body should be a multiple of 0.01", "-0.29"]],
    ],
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
    // No range check of the bounds (kube-openapi 1d94e88 added it after 1.35): an int64 value is compared with
    // int64(bound), truncated.
    [
      "a fractional maximum on an integer node",
      { types: ["integer"], maximum: 4.5 },
      5,
      [["x in body should be less than or equal to 4", "5"]],
    ],
    [
      "an int32 node's bound past int32, compared as an int64",
      { types: ["integer"], format: "int32", minimum: 2 ** 31 },
      10000000,
      [["x in body should be greater than or equal to 2147483648", "10000000"]],
    ],
    // int64(1e20) is math.MinInt64 on amd64: every int64 exceeds that maximum.
    [
      "an int64 value against a number node's bound past int64",
      { maximum: 1e20 },
      5,
      [["x in body should be less than or equal to -9223372036854775808", "5"]],
    ],
    ["a float32 node's bound past float32", { format: "float", maximum: 1e39 }, 1.5, []],
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

  it("tells a float64 an integer as swag v0.23.0 does (convert_test.go TestIsFloat64AJSONInteger)", () => {
    const maxJSONFloat = 2 ** 53 - 1;
    for (const f of [Infinity, maxJSONFloat + 1, -maxJSONFloat - 1, 5e-324, 0.5, -2.0000000001, -0.3]) {
      expect(isFloatAJSONInteger(f)).toBe(false);
    }
    for (const f of [
      1,
      maxJSONFloat,
      -maxJSONFloat,
      (1 / 0.01) * 67.15000001,
      5e-324 / 2,
      5e-324 / 3,
      5e-324 / 4,
      2.0000000001,
    ]) {
      expect(isFloatAJSONInteger(f)).toBe(true);
    }
    fc.assert(fc.property(fc.double(), (f) => isFloatAJSONInteger(f) === swagIsInteger(f)));
  });
});
