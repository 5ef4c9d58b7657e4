/**
 * fast-check properties of the evaluator: int64/uint64 arithmetic is exact bigint arithmetic with cel-go's
 * errors at the bounds; equality is reflexive and symmetric and agrees with ordering; timestamps print and
 * parse back; and evaluating any parsable expression over arbitrary values returns a value (CEL errors
 * included) without throwing.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CelValue,
  ErrorValue,
  ListValue,
  MapValue,
  OptionalValue,
  TimestampValue,
  UintValue,
  compare,
  equals,
  evaluate,
  optionalMacros,
  parse,
  standardMacros,
} from "../../src/index.js";
import { formatTimestamp, maxUnixSeconds, minUnixSeconds, parseTimestamp } from "../../src/values/time.js";

const int64Min = -(2n ** 63n);
const int64Max = 2n ** 63n - 1n;
const uint64Max = 2n ** 64n - 1n;

function run(expr: string, vars: Record<string, CelValue> = {}): CelValue {
  const parsed = parse(expr, { enableOptionalSyntax: true, macros: [...standardMacros, ...optionalMacros] });
  if (parsed.ast === undefined) throw new Error(`parse: ${expr}`);
  return evaluate(parsed.ast, vars).value;
}

const int64 = fc.oneof(
  fc.bigInt({ min: int64Min, max: int64Max }),
  fc.constantFrom(int64Min, int64Max, -1n, 0n, 1n, int64Min + 1n, int64Max - 1n),
);
const uint64 = fc.oneof(
  fc.bigInt({ min: 0n, max: uint64Max }),
  fc.constantFrom(0n, 1n, uint64Max, 2n ** 63n),
);

function expectedInt(op: string, a: bigint, b: bigint): bigint | string {
  if ((op === "/" || op === "%") && b === 0n) return op === "/" ? "division by zero" : "modulus by zero";
  const exact = op === "+" ? a + b : op === "-" ? a - b : op === "*" ? a * b : op === "/" ? a / b : a % b;
  if (op === "%" && a === int64Min && b === -1n) return "integer overflow";
  return exact < int64Min || exact > int64Max ? "integer overflow" : exact;
}

function expectedUint(op: string, a: bigint, b: bigint): bigint | string {
  if ((op === "/" || op === "%") && b === 0n) return op === "/" ? "division by zero" : "modulus by zero";
  const exact = op === "+" ? a + b : op === "-" ? a - b : op === "*" ? a * b : op === "/" ? a / b : a % b;
  return exact < 0n || exact > uint64Max ? "unsigned integer overflow" : exact;
}

const plain = (v: CelValue): bigint | string =>
  v instanceof ErrorValue ? v.message : v instanceof UintValue ? v.value : (v as bigint);

describe("evaluator properties", () => {
  it("int arithmetic is bigint arithmetic with overflow errors at the int64 bounds", () => {
    fc.assert(
      fc.property(int64, int64, fc.constantFrom("+", "-", "*", "/", "%"), (a, b, op) => {
        expect(plain(run(`a ${op} b`, { a, b }))).toBe(expectedInt(op, a, b));
      }),
      { numRuns: 500 },
    );
  });

  it("uint arithmetic is bigint arithmetic with unsigned overflow errors", () => {
    fc.assert(
      fc.property(uint64, uint64, fc.constantFrom("+", "-", "*", "/", "%"), (a, b, op) => {
        const v = run(`a ${op} b`, { a: new UintValue(a), b: new UintValue(b) });
        expect(plain(v)).toBe(expectedUint(op, a, b));
      }),
      { numRuns: 500 },
    );
  });

  it("negation overflows only at the int64 minimum", () => {
    fc.assert(
      fc.property(int64, (a) => {
        expect(plain(run("-a", { a }))).toBe(a === int64Min ? "integer overflow" : -a);
      }),
    );
  });

  const scalar: fc.Arbitrary<CelValue> = fc.oneof(
    int64,
    uint64.map((u) => new UintValue(u)),
    fc.double(),
    fc.string(),
    fc.boolean(),
    fc.constant(null),
  );
  const value: fc.Arbitrary<CelValue> = fc.letrec<{ v: CelValue }>((tie) => ({
    v: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      scalar,
      fc.array(tie("v"), { maxLength: 3 }).map((xs) => new ListValue(xs)),
      fc
        .array(fc.tuple(fc.oneof(fc.string(), int64, fc.boolean()), tie("v")), { maxLength: 3 })
        .map((es) => new MapValue(es)),
      tie("v").map((x) => new OptionalValue(x)),
    ),
  })).v;

  it("equality is reflexive (but NaN) and symmetric, and agrees with compare on scalars", () => {
    const hasNaN = (v: CelValue): boolean =>
      (typeof v === "number" && Number.isNaN(v)) ||
      (v instanceof ListValue && v.elements.some(hasNaN)) ||
      (v instanceof MapValue && [...v.entries()].some(([, x]) => hasNaN(x))) ||
      (v instanceof OptionalValue && v.value !== undefined && hasNaN(v.value));
    fc.assert(
      fc.property(value, value, (a, b) => {
        if (!hasNaN(a)) expect(equals(a, a)).toBe(true);
        expect(equals(a, b)).toBe(equals(b, a));
        const c = compare(a, b);
        if (typeof c === "number") expect(c === 0).toBe(equals(a, b));
      }),
    );
  });

  it("timestamps print as RFC 3339 and parse back", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: minUnixSeconds, max: maxUnixSeconds }),
        fc.integer({ min: 0, max: 999_999_999 }),
        (s, n) => {
          const t = new TimestampValue(s * 1_000_000_000n + BigInt(n));
          expect(parseTimestamp(formatTimestamp(t))).toEqual(t);
        },
      ),
    );
  });

  const expr: fc.Arbitrary<string> = fc.letrec<{ e: string }>((tie) => ({
    e: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc.constantFrom("a", "b", "1", "0", "-1", "2u", "1.5", "'s'", "b'x'", "true", "null", "[]", "{}"),
      fc
        .tuple(
          tie("e"),
          fc.constantFrom("+", "-", "*", "/", "%", "==", "!=", "<", ">=", "&&", "||", "in"),
          tie("e"),
        )
        .map(([l, op, r]) => `(${l} ${op} ${r})`),
      fc.tuple(tie("e"), tie("e"), tie("e")).map(([c, t, f]) => `(${c} ? ${t} : ${f})`),
      fc.tuple(tie("e"), tie("e")).map(([l, k]) => `${l}[${k}]`),
      tie("e").map((x) => `${x}.f`),
      tie("e").map((x) => `has(${x}.f)`),
      tie("e").map((x) => `${x}.?f`),
      tie("e").map((x) => `[${x}, ?optional.of(${x})]`),
      fc.tuple(tie("e"), tie("e")).map(([k, v]) => `{${k}: ${v}}`),
      tie("e").map((x) => `${x}.all(v, v == ${x})`),
      tie("e").map((x) => `${x}.map(v, v)`),
      fc
        .tuple(
          fc.constantFrom(
            "size",
            "int",
            "uint",
            "double",
            "string",
            "bytes",
            "type",
            "dyn",
            "timestamp",
            "duration",
            "bool",
          ),
          tie("e"),
        )
        .map(([f, x]) => `${f}(${x})`),
      fc
        .tuple(fc.constantFrom("contains", "startsWith", "matches", "orValue", "or"), tie("e"), tie("e"))
        .map(([f, x, y]) => `${x}.${f}(${y})`),
      tie("e").map((x) => `!${x}`),
      tie("e").map((x) => `-${x}`),
    ),
  })).e;

  it("evaluation never throws: every failure is a CEL error value", () => {
    let evaluated = 0;
    fc.assert(
      fc.property(expr, value, value, (text, a, b) => {
        const parsed = parse(text, {
          enableOptionalSyntax: true,
          macros: [...standardMacros, ...optionalMacros],
        });
        if (parsed.ast === undefined) return;
        const result = evaluate(parsed.ast, { a, b });
        expect(result.cost).toBeGreaterThanOrEqual(0n);
        evaluated++;
      }),
      { numRuns: 500 },
    );
    expect(evaluated).toBeGreaterThan(250);
  });
});
