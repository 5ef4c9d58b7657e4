import { readFileSync } from "node:fs";
import fc from "fast-check";
import { expect, it } from "vitest";
import { goPrint } from "../../src/explain/go-values.js";
import { extractEnum } from "../../src/explain/plaintext.js";

// How the explain template prints a number (`{{ $element }}` of an enum value kubectl decoded into float64): fmt's
// %v, which is strconv.FormatFloat(v, 'g', -1, 64). The vectors were printed by Go (see SOURCES.md).
const vectors = JSON.parse(readFileSync(new URL("vectors/go-fmt-float.json", import.meta.url), "utf8")) as [
  string,
  string,
][];

it("prints float64 values as Go's fmt %v does (vectors from Go 1.19)", () => {
  expect(vectors.length).toBeGreaterThan(400);
  for (const [json, printed] of vectors) expect(goPrint(JSON.parse(json)), json).toBe(printed);
});

// strconv ftoa.go's %g branch for the shortest digits, from the decimal digits and point position (digs.nd,
// digs.dp) JavaScript's shortest round-trip text gives: %e when exp < -4 || exp >= 6, else %f.
function modelFormatG(value: number): string {
  if (Object.is(value, -0)) return "-0";
  if (value === 0) return "0";
  const negative = value < 0;
  const [mantissa = "", power = "0"] = Math.abs(value).toExponential().split("e");
  const digits = mantissa.replace(".", "");
  const dp = Number(power) + 1;
  const exp = dp - 1;
  let body: string;
  if (exp < -4 || exp >= 6) {
    const fraction = digits.slice(1);
    const expDigits = Math.abs(exp) < 10 ? `0${Math.abs(exp)}` : String(Math.abs(exp));
    body = `${digits[0]}${fraction === "" ? "" : `.${fraction}`}e${exp < 0 ? "-" : "+"}${expDigits}`;
  } else if (dp <= 0) {
    body = `0.${"0".repeat(-dp)}${digits}`;
  } else if (dp >= digits.length) {
    body = digits + "0".repeat(dp - digits.length);
  } else {
    body = `${digits.slice(0, dp)}.${digits.slice(dp)}`;
  }
  return negative ? `-${body}` : body;
}

it("prints any float64 as the model of strconv's shortest %g (fast-check)", () => {
  const edges = fc.oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: -2e7, max: 2e7 }),
    fc.constantFrom(1e6, 999999, 999999.9999999999, 1e-5, 0.0001, 9.999999999999999e-5, 1e21, 1e20),
    fc
      .tuple(fc.integer({ min: 1, max: 999999 }), fc.integer({ min: -12, max: 12 }))
      .map(([m, e]) => m * 10 ** e),
  );
  fc.assert(
    fc.property(edges, (value) => {
      expect(goPrint(value)).toBe(modelFormatG(value));
    }),
    { numRuns: 5000 },
  );
});

it("an enum of large or tiny numbers is listed as kubectl lists it", () => {
  const schema = { type: "integer", enum: [1000000, 250000, 0.00001] };
  expect(extractEnum(schema, { longView: false, limit: 4, indentAmount: 2 })).toBe(
    "\n  enum: 1e+06, 250000, 1e-05",
  );
  expect(extractEnum(schema, { longView: true, limit: -1, indentAmount: 0 })).toBe(
    "ENUM:\n    1e+06\n    250000\n    1e-05",
  );
});

// Checked by running kubectl 1.35's plaintext.tmpl and funcs.go in Go: a null element is "<no value>" (text/template
// exec.go printValue of an invalid value), one inside a map or list is fmt's "<nil>".
it("an enum's null prints as text/template prints a nil value", () => {
  const schema = { type: "string", nullable: true, enum: [null, "x", { k: null }, [null]] };
  expect(extractEnum(schema, { longView: false, limit: -1, indentAmount: 2 })).toBe(
    "\n  enum: <no value>, x, map[k:<nil>], [<nil>]",
  );
});
