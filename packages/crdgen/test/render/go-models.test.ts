import fc from "fast-check";
import { at } from "@crdgen/core";
import { describe, expect, it } from "vitest";
import { renderGoYamlDocument } from "../../src/render/index.js";
import { formatGoYamlNumber } from "../../src/render/go-number.js";
import { asGoYamlReadsJson } from "../../src/render/json-strings.js";
import { goJsonIndent } from "../../src/validate/go-json.js";

// Small models written from the Go sources, step by step as Go takes them, against the renderer's shortcuts.

/** strconv.FormatFloat(f, 'e' or 'g', -1, 64) pieces: shortest digits and the decimal point's place. */
function shortestDigits(f: number): { negative: boolean; digits: string; dp: number } {
  const [mantissa = "", exponent = ""] = Math.abs(f).toExponential().split("e");
  return { negative: f < 0, digits: mantissa.replace(".", ""), dp: Number(exponent) + 1 };
}

function formatE({ negative, digits, dp }: ReturnType<typeof shortestDigits>): string {
  const exp = dp - 1;
  const mantissa = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
  const expDigits = String(Math.abs(exp)).padStart(2, "0");
  return `${negative ? "-" : ""}${mantissa}e${exp < 0 ? "-" : "+"}${expDigits}`;
}

function formatF({ negative, digits, dp }: ReturnType<typeof shortestDigits>): string {
  let text: string;
  if (dp <= 0) text = `0.${"0".repeat(-dp)}${digits}`;
  else if (dp >= digits.length) text = digits + "0".repeat(dp - digits.length);
  else text = `${digits.slice(0, dp)}.${digits.slice(dp)}`;
  return (negative ? "-" : "") + text;
}

/** encoding/json encode.go floatEncoder: 'e' below 1e-6 or from 1e21 on (e-07 cleaned to e-7), else 'f'. */
function goJsonFloat(f: number): string {
  if (f === 0) return Object.is(f, -0) ? "-0" : "0";
  const abs = Math.abs(f);
  if (abs < 1e-6 || abs >= 1e21) return formatE(shortestDigits(f)).replace(/e-0(\d)$/, "e-$1");
  return formatF(shortestDigits(f));
}

/** go-yaml resolve.go on a plain scalar of JSON number text, then encode.go's printing of what it made. */
function goYamlOfJsonNumber(text: string): string {
  if (/^-?[0-9]+$/.test(text)) {
    const value = BigInt(text);
    if (value >= -(2n ** 63n) && value < 2n ** 63n) return value.toString(); // ParseInt, then int
    if (value >= 0n && value < 2n ** 64n) return value.toString(); // ParseUint, then uint64
  }
  // ParseFloat, then FormatFloat(f, 'g', -1, 64): %e when the exponent is below -4 or at least 6.
  const parts = shortestDigits(Number(text));
  if (Number(text) === 0) return Object.is(Number(text), -0) ? "-0" : "0";
  const exp = parts.dp - 1;
  return exp < -4 || exp >= 6 ? formatE(parts) : formatF(parts);
}

const edgyNumbers = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.bigInt({ min: -(2n ** 65n), max: 2n ** 65n }).map(Number),
  fc
    .tuple(fc.integer({ min: -30, max: 30 }), fc.integer({ min: 1, max: 99 }), fc.boolean())
    .map(([exp, mantissa, negative]) => (negative ? -1 : 1) * mantissa * 10 ** exp),
  fc.constantFrom(2 ** 53, 2 ** 63, -(2 ** 63), 2 ** 64, 1e21, 1e-6, 1e-7, 1e6, 999999.5, -0),
);

describe("numbers: encoding/json's text read back by go-yaml", () => {
  it("formats as the model of floatEncoder, resolve.go and FormatFloat 'g'", () => {
    fc.assert(
      fc.property(edgyNumbers, (n) => {
        expect(formatGoYamlNumber(n)).toBe(goYamlOfJsonNumber(goJsonFloat(n)));
      }),
      { numRuns: 20_000 },
    );
  });
});

/**
 * go-yaml v2.4.4 scannerc.go yaml_parser_scan_flow_scalar (:2314), reduced to what encoding/json leaves raw
 * inside a string: spaces (blanks) and NEL (the only raw break), character by character.
 */
function scanDoubleQuotedModel(json: string): string {
  const chars = Array.from(json);
  let s = "";
  let whitespaces = "";
  let leadingBreak = "";
  let trailingBreaks = "";
  let i = 0;
  for (;;) {
    let leadingBlanks = false;
    while (i < chars.length && chars[i] !== " " && chars[i] !== "\u0085") s += at(chars, i++);
    if (i >= chars.length) break; // the closing quote
    while (i < chars.length && (chars[i] === " " || chars[i] === "\u0085")) {
      if (chars[i] === " ") {
        if (!leadingBlanks) whitespaces += " ";
      } else if (!leadingBlanks) {
        whitespaces = "";
        leadingBreak = "\n"; // read_line: NEL becomes a line feed
        leadingBlanks = true;
      } else {
        trailingBreaks += "\n";
      }
      i++;
    }
    if (leadingBlanks) {
      if (leadingBreak.startsWith("\n")) s += trailingBreaks === "" ? " " : trailingBreaks;
      else s += leadingBreak + trailingBreaks;
      leadingBreak = trailingBreaks = "";
    } else {
      s += whitespaces;
      whitespaces = "";
    }
  }
  return s;
}

const nelTexts = fc
  .array(fc.constantFrom("a", "b", " ", "  ", "\u0085", "\u2028", "é", "-", "#", "\n", "😀"), {
    maxLength: 14,
  })
  .map((parts) => parts.join(""));

describe("NEL: go-yaml reading encoding/json's string back", () => {
  it("folds as the scanner's loop does", () => {
    fc.assert(
      fc.property(nelTexts, (text) => {
        expect(asGoYamlReadsJson(text)).toBe(scanDoubleQuotedModel(text));
      }),
      { numRuns: 20_000 },
    );
  });

  it("renders a value as the text the scanner reads", () => {
    fc.assert(
      fc.property(nelTexts, (text) => {
        expect(renderGoYamlDocument({ k: text })).toBe(
          renderGoYamlDocument({ k: scanDoubleQuotedModel(text) }),
        );
      }),
      { numRuns: 5_000 },
    );
  });
});

// A model of kubectl's JSON for objects whose keys JSON.stringify keeps in insertion order (no integer-like
// keys) and strings without lone surrogates: members sorted by UTF-8 bytes, then encoding/json's escapes.
function kubectlJsonModel(value: unknown): string {
  const sorted = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sorted);
    if (v === null || typeof v !== "object") return v;
    const keys = Object.keys(v).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    return Object.fromEntries(keys.map((k) => [k, sorted((v as Record<string, unknown>)[k])]));
  };
  return JSON.stringify(sorted(value), null, 4)
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("&", "\\u0026")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

const jsonText = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        "<",
        ">",
        "&",
        "\u2028",
        "\u2029",
        "\u0085",
        "\n",
        "\t",
        '"',
        "\\",
        "é",
        "😀",
        "\u007f",
      ),
      fc.string({ maxLength: 3 }),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(""));
const jsonKey = jsonText.filter((key) => !/^(?:0|[1-9][0-9]*)$/.test(key));
const jsonValues = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    jsonText,
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(jsonKey, tie("value"), { maxKeys: 5 }),
  ),
})).value;

describe("kubectl's JSON printer", () => {
  it("writes as the model (sorted members, Go's escapes)", () => {
    fc.assert(
      fc.property(jsonValues, (value) => {
        expect(goJsonIndent(value)).toBe(kubectlJsonModel(value));
      }),
      { numRuns: 3_000 },
    );
  });
});
