/**
 * Go's `strconv.ParseFloat(s, 64)` behind cel-go's `double(string)` (common/types/string.go `ConvertToType`:
 * any error is `type conversion error from 'string' to 'double'`). The table is golang/go
 * `src/strconv/atof_test.go` `atoftests` (commit 1419445926fe9424dad72b82344c6f52b0679cf3), every row: the
 * expected value as `FormatFloat` prints it, or the error (`ErrSyntax`, or `ErrRange` for an overflow, where
 * Go returns ±Inf with the error).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { goParseFloat, parseGoFloat } from "../../src/eval/go-parse-float.js";
import { compileKubernetes, evaluate, kubernetesEnvironment, kubernetesOverloads } from "../../src/index.js";

const atoftests: readonly (readonly [string, string, "nil" | "ErrSyntax" | "ErrRange"])[] = [
  ["", "0", "ErrSyntax"],
  ["1", "1", "nil"],
  ["+1", "1", "nil"],
  ["1x", "0", "ErrSyntax"],
  ["1.1.", "0", "ErrSyntax"],
  ["1e23", "1e+23", "nil"],
  ["1E23", "1e+23", "nil"],
  ["100000000000000000000000", "1e+23", "nil"],
  ["1e-100", "1e-100", "nil"],
  ["123456700", "1.234567e+08", "nil"],
  ["99999999999999974834176", "9.999999999999997e+22", "nil"],
  ["100000000000000000000001", "1.0000000000000001e+23", "nil"],
  ["100000000000000008388608", "1.0000000000000001e+23", "nil"],
  ["100000000000000016777215", "1.0000000000000001e+23", "nil"],
  ["100000000000000016777216", "1.0000000000000003e+23", "nil"],
  ["-1", "-1", "nil"],
  ["-0.1", "-0.1", "nil"],
  ["-0", "-0", "nil"],
  ["1e-20", "1e-20", "nil"],
  ["625e-3", "0.625", "nil"],
  ["0x1p0", "1", "nil"],
  ["0x1p1", "2", "nil"],
  ["0x1p-1", "0.5", "nil"],
  ["0x1ep-1", "15", "nil"],
  ["-0x1ep-1", "-15", "nil"],
  ["-0x1_ep-1", "-15", "nil"],
  ["0x1p-200", "6.223015277861142e-61", "nil"],
  ["0x1p200", "1.6069380442589903e+60", "nil"],
  ["0x1fFe2.p0", "131042", "nil"],
  ["0x1fFe2.P0", "131042", "nil"],
  ["-0x2p3", "-16", "nil"],
  ["0x0.fp4", "15", "nil"],
  ["0x0.fp0", "0.9375", "nil"],
  ["0x1e2", "0", "ErrSyntax"],
  ["1p2", "0", "ErrSyntax"],
  ["0", "0", "nil"],
  ["0e0", "0", "nil"],
  ["-0e0", "-0", "nil"],
  ["+0e0", "0", "nil"],
  ["0e-0", "0", "nil"],
  ["-0e-0", "-0", "nil"],
  ["+0e-0", "0", "nil"],
  ["0e+0", "0", "nil"],
  ["-0e+0", "-0", "nil"],
  ["+0e+0", "0", "nil"],
  ["0e+01234567890123456789", "0", "nil"],
  ["0.00e-01234567890123456789", "0", "nil"],
  ["-0e+01234567890123456789", "-0", "nil"],
  ["-0.00e-01234567890123456789", "-0", "nil"],
  ["0x0p+01234567890123456789", "0", "nil"],
  ["0x0.00p-01234567890123456789", "0", "nil"],
  ["-0x0p+01234567890123456789", "-0", "nil"],
  ["-0x0.00p-01234567890123456789", "-0", "nil"],
  ["0e291", "0", "nil"],
  ["0e292", "0", "nil"],
  ["0e347", "0", "nil"],
  ["0e348", "0", "nil"],
  ["-0e291", "-0", "nil"],
  ["-0e292", "-0", "nil"],
  ["-0e347", "-0", "nil"],
  ["-0e348", "-0", "nil"],
  ["0x0p126", "0", "nil"],
  ["0x0p127", "0", "nil"],
  ["0x0p128", "0", "nil"],
  ["0x0p129", "0", "nil"],
  ["0x0p130", "0", "nil"],
  ["0x0p1022", "0", "nil"],
  ["0x0p1023", "0", "nil"],
  ["0x0p1024", "0", "nil"],
  ["0x0p1025", "0", "nil"],
  ["0x0p1026", "0", "nil"],
  ["-0x0p126", "-0", "nil"],
  ["-0x0p127", "-0", "nil"],
  ["-0x0p128", "-0", "nil"],
  ["-0x0p129", "-0", "nil"],
  ["-0x0p130", "-0", "nil"],
  ["-0x0p1022", "-0", "nil"],
  ["-0x0p1023", "-0", "nil"],
  ["-0x0p1024", "-0", "nil"],
  ["-0x0p1025", "-0", "nil"],
  ["-0x0p1026", "-0", "nil"],
  ["nan", "NaN", "nil"],
  ["NaN", "NaN", "nil"],
  ["NAN", "NaN", "nil"],
  ["inf", "+Inf", "nil"],
  ["-Inf", "-Inf", "nil"],
  ["+INF", "+Inf", "nil"],
  ["-Infinity", "-Inf", "nil"],
  ["+INFINITY", "+Inf", "nil"],
  ["Infinity", "+Inf", "nil"],
  ["1.7976931348623157e308", "1.7976931348623157e+308", "nil"],
  ["-1.7976931348623157e308", "-1.7976931348623157e+308", "nil"],
  ["0x1.fffffffffffffp1023", "1.7976931348623157e+308", "nil"],
  ["-0x1.fffffffffffffp1023", "-1.7976931348623157e+308", "nil"],
  ["0x1fffffffffffffp+971", "1.7976931348623157e+308", "nil"],
  ["-0x1fffffffffffffp+971", "-1.7976931348623157e+308", "nil"],
  ["0x.1fffffffffffffp1027", "1.7976931348623157e+308", "nil"],
  ["-0x.1fffffffffffffp1027", "-1.7976931348623157e+308", "nil"],
  ["1.7976931348623159e308", "+Inf", "ErrRange"],
  ["-1.7976931348623159e308", "-Inf", "ErrRange"],
  ["0x1p1024", "+Inf", "ErrRange"],
  ["-0x1p1024", "-Inf", "ErrRange"],
  ["0x2p1023", "+Inf", "ErrRange"],
  ["-0x2p1023", "-Inf", "ErrRange"],
  ["0x.1p1028", "+Inf", "ErrRange"],
  ["-0x.1p1028", "-Inf", "ErrRange"],
  ["0x.2p1027", "+Inf", "ErrRange"],
  ["-0x.2p1027", "-Inf", "ErrRange"],
  ["1.7976931348623158e308", "1.7976931348623157e+308", "nil"],
  ["-1.7976931348623158e308", "-1.7976931348623157e+308", "nil"],
  ["0x1.fffffffffffff7fffp1023", "1.7976931348623157e+308", "nil"],
  ["-0x1.fffffffffffff7fffp1023", "-1.7976931348623157e+308", "nil"],
  ["1.797693134862315808e308", "+Inf", "ErrRange"],
  ["-1.797693134862315808e308", "-Inf", "ErrRange"],
  ["0x1.fffffffffffff8p1023", "+Inf", "ErrRange"],
  ["-0x1.fffffffffffff8p1023", "-Inf", "ErrRange"],
  ["0x1fffffffffffff.8p+971", "+Inf", "ErrRange"],
  ["-0x1fffffffffffff8p+967", "-Inf", "ErrRange"],
  ["0x.1fffffffffffff8p1027", "+Inf", "ErrRange"],
  ["-0x.1fffffffffffff9p1027", "-Inf", "ErrRange"],
  ["1e308", "1e+308", "nil"],
  ["2e308", "+Inf", "ErrRange"],
  ["1e309", "+Inf", "ErrRange"],
  ["0x1p1025", "+Inf", "ErrRange"],
  ["1e310", "+Inf", "ErrRange"],
  ["-1e310", "-Inf", "ErrRange"],
  ["1e400", "+Inf", "ErrRange"],
  ["-1e400", "-Inf", "ErrRange"],
  ["1e400000", "+Inf", "ErrRange"],
  ["-1e400000", "-Inf", "ErrRange"],
  ["0x1p1030", "+Inf", "ErrRange"],
  ["0x1p2000", "+Inf", "ErrRange"],
  ["0x1p2000000000", "+Inf", "ErrRange"],
  ["-0x1p1030", "-Inf", "ErrRange"],
  ["-0x1p2000", "-Inf", "ErrRange"],
  ["-0x1p2000000000", "-Inf", "ErrRange"],
  ["1e-305", "1e-305", "nil"],
  ["1e-306", "1e-306", "nil"],
  ["1e-307", "1e-307", "nil"],
  ["1e-308", "1e-308", "nil"],
  ["1e-309", "1e-309", "nil"],
  ["1e-310", "1e-310", "nil"],
  ["1e-322", "1e-322", "nil"],
  ["5e-324", "5e-324", "nil"],
  ["4e-324", "5e-324", "nil"],
  ["3e-324", "5e-324", "nil"],
  ["2e-324", "0", "nil"],
  ["1e-350", "0", "nil"],
  ["1e-400000", "0", "nil"],
  ["0x2.00000000000000p-1010", "1.8227805048890994e-304", "nil"],
  ["0x1.fffffffffffff0p-1010", "1.8227805048890992e-304", "nil"],
  ["0x1.fffffffffffff7p-1010", "1.8227805048890992e-304", "nil"],
  ["0x1.fffffffffffff8p-1010", "1.8227805048890994e-304", "nil"],
  ["0x1.fffffffffffff9p-1010", "1.8227805048890994e-304", "nil"],
  ["0x2.00000000000000p-1022", "4.450147717014403e-308", "nil"],
  ["0x1.fffffffffffff0p-1022", "4.4501477170144023e-308", "nil"],
  ["0x1.fffffffffffff7p-1022", "4.4501477170144023e-308", "nil"],
  ["0x1.fffffffffffff8p-1022", "4.450147717014403e-308", "nil"],
  ["0x1.fffffffffffff9p-1022", "4.450147717014403e-308", "nil"],
  ["0x1.00000000000000p-1022", "2.2250738585072014e-308", "nil"],
  ["0x0.fffffffffffff0p-1022", "2.225073858507201e-308", "nil"],
  ["0x0.ffffffffffffe0p-1022", "2.2250738585072004e-308", "nil"],
  ["0x0.ffffffffffffe7p-1022", "2.2250738585072004e-308", "nil"],
  ["0x1.ffffffffffffe8p-1023", "2.225073858507201e-308", "nil"],
  ["0x1.ffffffffffffe9p-1023", "2.225073858507201e-308", "nil"],
  ["0x0.00000003fffff0p-1022", "2.072261e-317", "nil"],
  ["0x0.00000003456780p-1022", "1.694649e-317", "nil"],
  ["0x0.00000003456787p-1022", "1.694649e-317", "nil"],
  ["0x0.00000003456788p-1022", "1.694649e-317", "nil"],
  ["0x0.00000003456790p-1022", "1.6946496e-317", "nil"],
  ["0x0.00000003456789p-1022", "1.6946496e-317", "nil"],
  ["0x0.0000000345678800000000000000000000000001p-1022", "1.6946496e-317", "nil"],
  ["0x0.000000000000f0p-1022", "7.4e-323", "nil"],
  ["0x0.00000000000060p-1022", "3e-323", "nil"],
  ["0x0.00000000000058p-1022", "3e-323", "nil"],
  ["0x0.00000000000057p-1022", "2.5e-323", "nil"],
  ["0x0.00000000000050p-1022", "2.5e-323", "nil"],
  ["0x0.00000000000010p-1022", "5e-324", "nil"],
  ["0x0.000000000000081p-1022", "5e-324", "nil"],
  ["0x0.00000000000008p-1022", "0", "nil"],
  ["0x0.00000000000007fp-1022", "0", "nil"],
  ["1e-4294967296", "0", "nil"],
  ["1e+4294967296", "+Inf", "ErrRange"],
  ["1e-18446744073709551616", "0", "nil"],
  ["1e+18446744073709551616", "+Inf", "ErrRange"],
  ["0x1p-4294967296", "0", "nil"],
  ["0x1p+4294967296", "+Inf", "ErrRange"],
  ["0x1p-18446744073709551616", "0", "nil"],
  ["0x1p+18446744073709551616", "+Inf", "ErrRange"],
  ["1e", "0", "ErrSyntax"],
  ["1e-", "0", "ErrSyntax"],
  [".e-1", "0", "ErrSyntax"],
  ["1\x00.2", "0", "ErrSyntax"],
  ["0x", "0", "ErrSyntax"],
  ["0x.", "0", "ErrSyntax"],
  ["0x1", "0", "ErrSyntax"],
  ["0x.1", "0", "ErrSyntax"],
  ["0x1p", "0", "ErrSyntax"],
  ["0x.1p", "0", "ErrSyntax"],
  ["0x1p+", "0", "ErrSyntax"],
  ["0x.1p+", "0", "ErrSyntax"],
  ["0x1p-", "0", "ErrSyntax"],
  ["0x.1p-", "0", "ErrSyntax"],
  ["0x1p+2", "4", "nil"],
  ["0x.1p+2", "0.25", "nil"],
  ["0x1p-2", "0.25", "nil"],
  ["0x.1p-2", "0.015625", "nil"],
  ["2.2250738585072012e-308", "2.2250738585072014e-308", "nil"],
  ["2.2250738585072011e-308", "2.225073858507201e-308", "nil"],
  ["4.630813248087435e+307", "4.630813248087435e+307", "nil"],
  ["22.222222222222222", "22.22222222222222", "nil"],
  ["2." + "2".repeat(4000) + "e+1", "22.22222222222222", "nil"],
  ["0x1.1111111111111p222", "7.18931911124017e+66", "nil"],
  ["0x2.2222222222222p221", "7.18931911124017e+66", "nil"],
  ["0x2." + "2".repeat(4000) + "p221", "7.18931911124017e+66", "nil"],
  ["1.00000000000000011102230246251565404236316680908203125", "1", "nil"],
  ["0x1.00000000000008p0", "1", "nil"],
  ["1.00000000000000011102230246251565404236316680908203124", "1", "nil"],
  ["0x1.00000000000007Fp0", "1", "nil"],
  ["1.00000000000000011102230246251565404236316680908203126", "1.0000000000000002", "nil"],
  ["0x1.000000000000081p0", "1.0000000000000002", "nil"],
  ["0x1.00000000000009p0", "1.0000000000000002", "nil"],
  [
    "1.00000000000000011102230246251565404236316680908203125" + "0".repeat(10000) + "1",
    "1.0000000000000002",
    "nil",
  ],
  ["0x1.00000000000008" + "0".repeat(10000) + "1p0", "1.0000000000000002", "nil"],
  ["1.00000000000000033306690738754696212708950042724609375", "1.0000000000000004", "nil"],
  ["0x1.00000000000018p0", "1.0000000000000004", "nil"],
  ["1_23.50_0_0e+1_2", "1.235e+14", "nil"],
  ["-_123.5e+12", "0", "ErrSyntax"],
  ["+_123.5e+12", "0", "ErrSyntax"],
  ["_123.5e+12", "0", "ErrSyntax"],
  ["1__23.5e+12", "0", "ErrSyntax"],
  ["123_.5e+12", "0", "ErrSyntax"],
  ["123._5e+12", "0", "ErrSyntax"],
  ["123.5_e+12", "0", "ErrSyntax"],
  ["123.5__0e+12", "0", "ErrSyntax"],
  ["123.5e_+12", "0", "ErrSyntax"],
  ["123.5e+_12", "0", "ErrSyntax"],
  ["123.5e_-12", "0", "ErrSyntax"],
  ["123.5e-_12", "0", "ErrSyntax"],
  ["123.5e+1__2", "0", "ErrSyntax"],
  ["123.5e+12_", "0", "ErrSyntax"],
  ["0x_1_2.3_4_5p+1_2", "74565", "nil"],
  ["-_0x12.345p+12", "0", "ErrSyntax"],
  ["+_0x12.345p+12", "0", "ErrSyntax"],
  ["_0x12.345p+12", "0", "ErrSyntax"],
  ["0x__12.345p+12", "0", "ErrSyntax"],
  ["0x1__2.345p+12", "0", "ErrSyntax"],
  ["0x12_.345p+12", "0", "ErrSyntax"],
  ["0x12._345p+12", "0", "ErrSyntax"],
  ["0x12.3__45p+12", "0", "ErrSyntax"],
  ["0x12.345_p+12", "0", "ErrSyntax"],
  ["0x12.345p_+12", "0", "ErrSyntax"],
  ["0x12.345p+_12", "0", "ErrSyntax"],
  ["0x12.345p_-12", "0", "ErrSyntax"],
  ["0x12.345p-_12", "0", "ErrSyntax"],
  ["0x12.345p+1__2", "0", "ErrSyntax"],
  ["0x12.345p+12_", "0", "ErrSyntax"],
];

const goValue = (out: string): number =>
  out === "+Inf" ? Infinity : out === "-Inf" ? -Infinity : out === "NaN" ? NaN : Number(out);

describe("strconv atoftests", () => {
  it.each(atoftests.map(([input, out, err]) => ({ input, out, err })))("$input", ({ input, out, err }) => {
    const got = parseGoFloat(input);
    if (err === "nil") expect(Object.is(got, goValue(out))).toBe(true);
    else expect(got).toBeUndefined();
    // Go's own pair: a syntax error has no value; a range error is ±Inf, told apart from the infinities it reads.
    const pair = goParseFloat(input);
    if (err === "ErrSyntax") expect(pair).toBeUndefined();
    else expect(pair).toEqual({ value: goValue(out), outOfRange: err === "ErrRange" });
  });
});

/** `strconv.FormatFloat(v, 'x', -1, 64)` for a finite non-zero double, written from its bits. */
function hexFloat(v: number): string {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, Math.abs(v));
  const bits = view.getBigUint64(0);
  const biased = Number(bits >> 52n);
  const fraction = bits & ((1n << 52n) - 1n);
  const lead = biased === 0 ? "0" : "1";
  const exp = biased === 0 ? -1022 : biased - 1023;
  const digits = fraction.toString(16).padStart(13, "0").replace(/0+$/, "");
  return `${v < 0 ? "-" : ""}0x${lead}${digits === "" ? "" : `.${digits}`}p${exp < 0 ? "-" : "+"}${Math.abs(exp)}`;
}

describe("ParseFloat reads what Go and JavaScript print", () => {
  const finite = fc.double({ noNaN: true, noDefaultInfinity: true }).filter((v) => v !== 0);

  it("the decimal, exponent and hexadecimal forms of a double give it back", () => {
    fc.assert(
      fc.property(finite, (v) => {
        expect(parseGoFloat(String(v))).toBe(v);
        expect(parseGoFloat(v.toExponential())).toBe(v);
        expect(parseGoFloat(hexFloat(v))).toBe(v);
      }),
    );
  });

  it("underscores between digits change nothing; anywhere else they are a syntax error", () => {
    fc.assert(
      fc.property(finite, fc.nat(), (v, at) => {
        const text = hexFloat(v);
        const digitPairs = [...text.matchAll(/[0-9a-f](?=[0-9a-f])/g)].map((m) => m.index + 1);
        const i = digitPairs.length === 0 ? undefined : digitPairs[at % digitPairs.length];
        if (i !== undefined) expect(parseGoFloat(`${text.slice(0, i)}_${text.slice(i)}`)).toBe(v);
        expect(parseGoFloat(`${text}_`)).toBeUndefined();
        expect(parseGoFloat(`_${text}`)).toBeUndefined();
      }),
    );
  });
});

describe("double(string) in a rule", () => {
  const env = kubernetesEnvironment({ binaryVersion: "1.37" });
  const run = (expr: string): unknown => {
    const compiled = compileKubernetes(expr, env);
    if (compiled.ast === undefined) throw new Error(compiled.errors.map((e) => e.message).join("; "));
    const v = evaluate(compiled.ast, {}, { overloads: kubernetesOverloads() }).value;
    return v instanceof Object && "message" in v ? v.message : v;
  };

  it.each([
    ['double("0x1p3" + "")', 8],
    ['double("1_000.5" + "")', 1000.5],
    ['double("1e400" + "")', "type conversion error from 'string' to 'double'"],
    ['double("-1e400" + "")', "type conversion error from 'string' to 'double'"],
    ['double("1e-400" + "")', 0],
  ])("%s", (expr, want) => {
    expect(run(expr)).toBe(want);
  });
});
