import { randomBytes } from "node:crypto";

/**
 * Plain-scalar resolution as kubectl does it: sigs.k8s.io/yaml decodes with go-yaml v2, which resolves
 * untagged plain scalars with YAML 1.1 rules (its `resolve.go`), not the YAML 1.2 core schema that JS
 * readers default to. `yes` is a boolean there, `0777` is octal and `1_000` is a thousand.
 */

/** The YAML tag a scalar resolves to, without the `tag:yaml.org,2002:` prefix. */
export type ScalarTag = "null" | "bool" | "int" | "float" | "str";

/** A resolved scalar: its tag and the JSON value the API server would receive. */
export interface ResolvedScalar {
  readonly tag: ScalarTag;
  readonly value: unknown;
}

/**
 * A scalar that has no JSON form: `.inf`/`.nan` (kubectl fails with `json: unsupported value`). It stands in
 * the decoded document so that the reader can report it with its position; as a mapping key it prints as
 * sigs.k8s.io/yaml spells the key. (`!!binary` and `!!timestamp` values are strings in what kubectl sends.)
 */
export class NonJsonScalar {
  /** 1-based position, set when the document was read with position tracking. */
  line: number | undefined;
  column: number | undefined;

  constructor(
    /** The tag that made it unrepresentable: `!!float`. */
    readonly tag: string,
    /** The scalar as written. */
    readonly text: string,
    /** How go-yaml renders it when it is used as a mapping key. */
    private readonly keyText: string = text,
  ) {}

  // js-yaml turns plain objects used as keys into "[object Object]"; a tag of our own keeps toString.
  get [Symbol.toStringTag](): string {
    return "NonJsonScalar";
  }

  toString(): string {
    return this.keyText;
  }
}

/**
 * An integer beyond JavaScript's exact range (2^53) that Go's JSON decoder keeps exactly as an int64: the
 * API server decodes an object's integers as int64 (only those past int64 become float64). Produced only when
 * {@link exactIntegerMode} is on; its digits survive where a number would be rounded.
 */
export class Int64Scalar {
  readonly #digits: string;

  constructor(digits: string) {
    this.#digits = digits;
  }

  /** The decimal digits, with a leading `-` when negative. */
  get digits(): string {
    return this.#digits;
  }

  // As a mapping key, the integer's text (what go-yaml makes of an integer key).
  toString(): string {
    return this.#digits;
  }

  // JSON.stringify and the YAML renderer cannot write a number JavaScript does not have: it is written as a
  // string starting with this process's marker, which the caller then replaces by the digits.
  toJSON(): string {
    return `${int64JsonMarker}${this.#digits}`;
  }
}

/** What an {@link Int64Scalar} turns into in JSON text, before its digits: unlikely in any real value. */
export const int64JsonMarker = `crdgen-int64-${randomBytes(6).toString("hex")}:`;

/**
 * Whether the reader keeps integers past 2^53 as {@link Int64Scalar}. Off by default (CRDs are read as
 * numbers); reading is synchronous, so the reader turns it on around one load when asked to.
 */
export const exactIntegerMode = {
  enabled: false,
  /** How many {@link Int64Scalar}s were made since the last load began. */
  made: 0,
};

const specialFloats = new Map<string, string>([
  ...[".nan", ".NaN", ".NAN"].map((w) => [w, ".nan"] as const),
  ...[".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF"].map((w) => [w, ".inf"] as const),
  ...["-.inf", "-.Inf", "-.INF"].map((w) => [w, "-.inf"] as const),
]);

// go-yaml decides by the first character which resolutions to try (its `resolveTable`): most scalars
// in a CRD are words and leave at the first test.
const hintNone = 0;
const hintWord = 1; // y Y n N t T f F o O ~: only the bool/null tables
const hintDot = 2; // .: the special floats, then a float
const hintNumber = 3; // digits and signs: ints and floats
const hints = new Uint8Array(128);
for (const ch of "yYnNtTfFoO~") hints[ch.charCodeAt(0)] = hintWord;
for (const ch of "0123456789+-") hints[ch.charCodeAt(0)] = hintNumber;
hints[".".charCodeAt(0)] = hintDot;

const yamlStyleFloat = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
const dotFloat = /^\.[0-9]+([eE][-+]?[0-9]+)?$/;

const int64Min = -(2n ** 63n);
const int64Max = 2n ** 63n - 1n;
const uint64Max = 2n ** 64n - 1n;

/**
 * Resolves an untagged plain scalar exactly as go-yaml v2 does (resolve.go: the bool/null/float tables,
 * then Go's `strconv.ParseInt(s, 0, 64)`, `ParseUint`, and the YAML float syntax, with `_` removed).
 * Timestamps are not special: go-yaml hands them to sigs.k8s.io/yaml as the original string.
 * Integers beyond 2^53 lose precision in a JS number.
 */
export function resolvePlainScalar(text: string): ResolvedScalar {
  return resolveNonString(text) ?? { tag: "str", value: text };
}

const resolvedNull: ResolvedScalar = { tag: "null", value: null };
const resolvedTrue: ResolvedScalar = { tag: "bool", value: true };
const resolvedFalse: ResolvedScalar = { tag: "bool", value: false };

// go-yaml's bool and null words (the empty text is null too, tested first).
const wordValues = new Map<string, ResolvedScalar>([
  ...["y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON"].map(
    (w) => [w, resolvedTrue] as const,
  ),
  ...["n", "N", "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF"].map(
    (w) => [w, resolvedFalse] as const,
  ),
  ...["~", "null", "Null", "NULL"].map((w) => [w, resolvedNull] as const),
]);
/** How long the longest of {@link wordValues}' words is: longer text (`nullable`, `format`) needs no lookup. */
const longestWord = Math.max(...[...wordValues.keys()].map((word) => word.length));

/**
 * {@link resolvePlainScalar} for the YAML reader, which asks about every plain scalar of a manifest: undefined
 * for a string (most scalars are), so that deciding costs no allocation.
 */
export function resolveNonString(text: string): ResolvedScalar | undefined {
  if (text === "") return resolvedNull;
  // A character past ASCII is outside the table: it starts no null, boolean or number.
  const hint = hints[text.charCodeAt(0)] ?? hintNone;
  if (hint === hintNone) return undefined;
  if (hint === hintWord) return text.length > longestWord ? undefined : wordValues.get(text);
  const special = specialFloats.get(text);
  if (special !== undefined) return { tag: "float", value: new NonJsonScalar("!!float", text, special) };
  if (hint === hintDot) return dotFloat.test(text) ? finiteFloat(text) : undefined;
  return resolveNumber(text);
}

function resolveNumber(text: string): ResolvedScalar | undefined {
  if (isPlainDecimal(text)) return { tag: "int", value: Number(text) };
  const plain = text.replaceAll("_", "");
  const integer = parseGoInteger(plain);
  if (integer !== undefined) return { tag: "int", value: integerValue(integer) };
  if (yamlStyleFloat.test(plain)) return finiteFloat(plain);
  return undefined;
}

/**
 * Up to 15 decimal digits without a sign or a leading zero (or just `0`): what almost every number of a
 * manifest looks like (`maxLength: 63`, `replicas: 3`). Go reads it as the decimal int64 it spells and a JS
 * number holds it exactly, so it skips parsing through a BigInt.
 */
function isPlainDecimal(text: string): boolean {
  const length = text.length;
  if (length > 15 || (length > 1 && text.charCodeAt(0) === 0x30)) return false;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return length > 0;
}

// Go's decoder keeps an int64 exact, and makes a float64 of a larger unsigned integer (as Number does).
function integerValue(integer: bigint): unknown {
  const value = Number(integer);
  if (!exactIntegerMode.enabled || Number.isSafeInteger(value) || integer > int64Max) return value;
  exactIntegerMode.made++;
  return new Int64Scalar(integer.toString());
}

// Go's ParseFloat fails with ErrRange on overflow; go-yaml then keeps the scalar as a string.
function finiteFloat(numberText: string): ResolvedScalar | undefined {
  const value = Number(numberText);
  return Number.isFinite(value) ? { tag: "float", value } : undefined;
}

/**
 * The integer go-yaml reads from an integer scalar's text (underscores dropped, as resolve.go drops them):
 * what a mapping key of that scalar spells exactly, also past 2^53.
 */
export function goIntegerOf(text: string): bigint | undefined {
  return parseGoInteger(text.replaceAll("_", ""));
}

/**
 * `strconv.ParseInt(s, 0, 64)`, falling back to `ParseUint(s, 0, 64)` for unsigned text: an optional sign,
 * then `0x`/`0o`/`0b` (either case), a leading `0` for octal, or decimal digits.
 */
function parseGoInteger(plain: string): bigint | undefined {
  const sign = plain.startsWith("-") ? -1n : 1n;
  const unsigned = plain.startsWith("-") || plain.startsWith("+") ? plain.slice(1) : plain;
  const magnitude = parseUnsignedWithPrefix(unsigned);
  if (magnitude === undefined) return undefined;
  const value = sign * magnitude;
  if (value >= int64Min && value <= int64Max) return value;
  // ParseUint accepts no sign at all.
  if (unsigned === plain && value <= uint64Max) return value;
  return undefined;
}

const digitPatterns: Record<2 | 8 | 10 | 16, RegExp> = {
  2: /^[01]+$/,
  8: /^[0-7]+$/,
  10: /^[0-9]+$/,
  16: /^[0-9a-fA-F]+$/,
};

function parseUnsignedWithPrefix(text: string): bigint | undefined {
  let base: keyof typeof digitPatterns = 10;
  let digits = text;
  if (text.length >= 2 && text.startsWith("0")) {
    const prefix = text.charAt(1).toLowerCase();
    if (prefix === "x" || prefix === "o" || prefix === "b") {
      base = prefix === "x" ? 16 : prefix === "o" ? 8 : 2;
      digits = text.slice(2);
    } else {
      base = 8;
      digits = text.slice(1);
    }
  }
  if (!digitPatterns[base].test(digits)) return undefined;
  const prefix = base === 16 ? "0x" : base === 8 ? "0o" : base === 2 ? "0b" : "";
  return BigInt(prefix + digits);
}

/**
 * go-yaml v2's resolution of a scalar with an explicit standard tag (`!!int "12"`, `!!bool yes`): the text
 * is resolved as if untagged and must land on that tag, except that `!!float` also takes integers.
 * Returns undefined when go-yaml fails with "cannot decode … as a !!tag".
 */
export function resolveTaggedScalar(
  tag: Exclude<ScalarTag, "str">,
  text: string,
): ResolvedScalar | undefined {
  const resolved = resolvePlainScalar(text);
  if (resolved.tag === tag) return resolved;
  if (tag === "float" && resolved.tag === "int") return { tag: "float", value: resolved.value };
  return undefined;
}
