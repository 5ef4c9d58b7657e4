import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compare, equalsOrError } from "../../src/values/equality.js";
import { type CelValue, ErrorValue, UintValue } from "../../src/values/value.js";

// The oracle: compare and the scalar part of equalsOrError as they were before the same-type fast paths, every
// operand turned into a numeric record and strings walked by code point.
type Numeric = { kind: "int"; v: bigint; unsigned: boolean } | { kind: "double"; v: number };

function numeric(v: unknown): Numeric | undefined {
  if (typeof v === "bigint") return { kind: "int", v, unsigned: false };
  if (v instanceof UintValue) return { kind: "int", v: v.value, unsigned: true };
  if (typeof v === "number") return { kind: "double", v };
  return undefined;
}

function compareNumeric(a: Numeric, b: Numeric): number | undefined {
  if (a.kind === "int" && b.kind === "int") return a.v < b.v ? -1 : a.v > b.v ? 1 : 0;
  if (a.kind === "double" && b.kind === "double") {
    if (Number.isNaN(a.v) || Number.isNaN(b.v)) return undefined;
    return a.v < b.v ? -1 : a.v > b.v ? 1 : 0;
  }
  if (a.kind === "double" && b.kind === "int") {
    const r = compareNumeric(b, a);
    return r === undefined ? undefined : -r;
  }
  if (a.kind !== "int" || b.kind !== "double") return undefined;
  const d = b.v;
  if (Number.isNaN(d)) return undefined;
  const [lowest, highest] = a.unsigned ? [0, 2 ** 64] : [-(2 ** 63), 2 ** 63];
  if (d < lowest) return 1;
  if (d > highest) return -1;
  const x = Number(a.v);
  return x < d ? -1 : x > d ? 1 : 0;
}

function compareCodePoints(a: string, b: string): number {
  const ai = a[Symbol.iterator]();
  const bi = b[Symbol.iterator]();
  for (;;) {
    const x = ai.next();
    const y = bi.next();
    if (x.done === true) return y.done === true ? 0 : -1;
    if (y.done === true) return 1;
    const cx = x.value.codePointAt(0) ?? 0;
    const cy = y.value.codePointAt(0) ?? 0;
    if (cx !== cy) return cx < cy ? -1 : 1;
  }
}

function oldCompare(a: CelValue, b: CelValue): number | string {
  const na = numeric(a);
  const nb = numeric(b);
  if (na !== undefined && nb !== undefined) return compareNumeric(na, nb) ?? "NaN values cannot be ordered";
  if (typeof a === "boolean" && typeof b === "boolean") return a === b ? 0 : a ? 1 : -1;
  if (typeof a === "string" && typeof b === "string") return compareCodePoints(a, b);
  return "no such overload";
}

function oldScalarEquals(a: CelValue, b: CelValue): boolean {
  const na = numeric(a);
  const nb = numeric(b);
  if (na !== undefined || nb !== undefined) {
    return na !== undefined && nb !== undefined && compareNumeric(na, nb) === 0;
  }
  return a === b;
}

const outcome = (r: number | ErrorValue): number | string => (r instanceof ErrorValue ? r.message : r);

// Strings that share prefixes and hold BMP letters above the surrogates, pairs and lone halves: where code unit
// order and code point order part.
const part = fc.constantFrom(
  "a",
  "b",
  "é",
  "\uE000",
  "\uFFFF",
  "\uD83D\uDE00",
  "\uD83D",
  "\uDE00",
  "\uDBFF\uDFFF",
);
const text = fc.array(part, { maxLength: 5 }).map((parts) => parts.join(""));
const scalar: fc.Arbitrary<CelValue> = fc.oneof(
  text,
  fc.bigInt({ min: -(2n ** 64n), max: 2n ** 64n }),
  fc.constantFrom(0n, 1n, -1n),
  fc.double(),
  fc.constantFrom(0, -0, 1, NaN, 2 ** 63, -(2 ** 63), 2 ** 64),
  fc.boolean(),
  fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }).map((v) => new UintValue(v)),
);

describe("compare and equalsOrError on scalars", () => {
  it("order as the numeric records and the code point walk did (property)", () => {
    fc.assert(
      fc.property(scalar, scalar, (a, b) => {
        expect(outcome(compare(a, b))).toBe(oldCompare(a, b));
      }),
      { numRuns: 20000 },
    );
  });

  it("are equal exactly when the numeric records said so (property)", () => {
    fc.assert(
      fc.property(scalar, scalar, (a, b) => {
        expect(equalsOrError(a, b)).toBe(oldScalarEquals(a, b));
      }),
      { numRuns: 20000 },
    );
  });

  it("order by code point where UTF-16 units would not", () => {
    // U+E000 is one unit above every surrogate, but below the code point of any pair.
    expect(compare("\uE000", "\uD83D\uDE00")).toBe(-1);
    expect(compare("x\uD83D\uDE00", "x\uFFFF")).toBe(1);
    expect(compare("ab", "abc")).toBe(-1);
    expect(compare("é", "é")).toBe(0);
    expect(outcome(compare(NaN, 1))).toBe("NaN values cannot be ordered");
    expect(equalsOrError(-0, 0)).toBe(true);
    expect(equalsOrError(NaN, NaN)).toBe(false);
  });
});
