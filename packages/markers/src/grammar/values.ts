import type { DiagnosticMessage, MessageArgumentList, MessageName } from "@crdgen/core";
import { catalogMessage } from "@crdgen/core";
import type { ArgType } from "./arg-types.js";
import type { Token, Scanner } from "./scanner.js";
import { goParseFloat } from "@crdgen/cel";
import { goAtoi } from "./go-number.js";
import { EOF } from "./scanner.js";
import { unquote } from "./unquote.js";

/**
 * Reads typed argument values from a scanner the way controller-gen's argument parser does. The first
 * problem stops reading and is kept in {@link ValueReader.error}; values read after it are meaningless.
 */
export class ValueReader {
  error: DiagnosticMessage<"CRD1002"> | undefined;
  /**
   * The first word of a bare string that controller-gen drops because whitespace follows it before the
   * delimiter (see readString), for a warning: the value it leaves is rarely what was meant.
   */
  droppedWord: { readonly word: string; readonly value: string } | undefined;

  /** `marker` names the marker being read in messages (their `{marker}`). */
  constructor(
    readonly scanner: Scanner,
    readonly marker: string,
  ) {}

  /** Records the first problem: CRD1002 message `name`, with `args` besides the marker. */
  fail<N extends MessageName<"CRD1002">>(
    name: N,
    args: Omit<MessageArgumentList<"CRD1002", N>[0], "marker">,
  ): void {
    const all = [{ ...args, marker: this.marker }] as unknown as MessageArgumentList<"CRD1002", N>;
    this.error ??= catalogMessage("CRD1002", name, ...all);
  }

  get failed(): boolean {
    return this.error !== undefined;
  }
}

const listEnd = new Set([",", ";", "}", EOF]);

/** Reads one value of `type`; `inSlice` stops `any` values from being read as a `;` list. */
export function readValue(reader: ValueReader, type: ArgType, inSlice: boolean): unknown {
  if (reader.failed) return undefined;
  switch (type.kind) {
    case "raw":
      return readRaw(reader);
    case "int":
      return readInt(reader);
    case "number":
      return readNumber(reader);
    case "string":
      return readString(reader, false);
    case "bool":
      return readBool(reader);
    case "any":
      return readAny(reader, inSlice);
    case "slice":
      return readSlice(reader, type.item);
    case "map":
      return readMap(reader, type.item);
  }
}

// A list read with no items is a nil Go slice, which controller-gen's JSON writes as null: `{{1},{}}` is
// [[1],null]. Lists are only made by reading lists, so every empty one in the value is such a slice.
function readAny(reader: ValueReader, inSlice: boolean): unknown {
  return nilSlices(readValue(reader, guessType(reader.scanner, !inSlice), false));
}

function nilSlices(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.length === 0 ? null : value.map(nilSlices);
}

/** How a token is named in messages: its text quoted, or "end of input". */
export function describeToken(token: Token): string {
  return token.kind === "eof" ? "end of input" : JSON.stringify(token.text);
}

function readRaw(reader: ValueReader): string {
  const { scanner } = reader;
  const rest = scanner.source.slice(scanner.position);
  while (scanner.scan().kind !== "eof");
  return rest;
}

// controller-gen looks for the sign with Go's `Peek`, which does not skip whitespace: a space between `=` or `:`
// and `-1` makes the `-` the token where an integer was expected, an error (parse.go, parse's NumberType and
// IntType cases).
function readSign(reader: ValueReader): boolean {
  if (reader.scanner.peek() !== "-") return false;
  reader.scanner.scan();
  return true;
}

// IntType in controller-gen's parse: Go's scanner must see an int token it does not report, and
// `strconv.Atoi` must read it: decimal digits only, so `0x10` and `1_000` are errors and `017` is 17.
function readInt(reader: ValueReader): number | undefined {
  const negative = readSign(reader);
  const token = reader.scanner.scan();
  if (token.kind !== "int") {
    reader.fail("expectedInteger", { token: describeToken(token) });
    return undefined;
  }
  const value = token.malformed === true ? undefined : goAtoi(token.text);
  if (value === undefined) {
    reader.fail("invalidInteger", { literal: JSON.stringify(token.text) });
    return undefined;
  }
  if (!Number.isSafeInteger(value)) {
    reader.fail("integerOutOfRange", { literal: token.text });
    return undefined;
  }
  // Atoi("-0") is the integer 0
  return negative && value !== 0 ? -value : value;
}

// NumberType: an int or float token, read by `strconv.ParseFloat`, which also takes `1_000` and `0x1p4`.
function readNumber(reader: ValueReader): number | undefined {
  const negative = readSign(reader);
  const token = reader.scanner.scan();
  const numeric = (token.kind === "int" || token.kind === "float") && token.malformed !== true;
  const parsed = numeric ? goParseFloat(token.text) : undefined;
  if (parsed === undefined) {
    reader.fail("expectedNumber", { token: describeToken(token) });
    return undefined;
  }
  if (parsed.outOfRange) {
    reader.fail("numberOutOfRange", { literal: token.text });
    return undefined;
  }
  return negative ? -parsed.value : parsed.value;
}

function readBool(reader: ValueReader): boolean | undefined {
  const token = reader.scanner.scan();
  if (token.kind === "ident" && token.text === "true") return true;
  if (token.kind === "ident" && token.text === "false") return false;
  reader.fail("expectedBoolean", { token: describeToken(token) });
  return undefined;
}

/**
 * Reads a quoted string (Go escapes) or a bare one, with numbers not scanned so that `0x` or `1e` never fail,
 * as controller-gen's `parseString` does (parse.go): the first token is taken whatever it is, even a `,`;
 * then tokens up to the next `,` `;` `}` (and `:` when reading a map key). The value is the text from the first
 * token to the end of the last, except that whitespace before the delimiter drops the last token: Go's scanner
 * forgets a token's text once whitespace after it is skipped, so `Enum=a ;b` reads `""` and `"b"`, and
 * `{x y ,z}` reads `"x "` and `"z"`.
 */
function readString(reader: ValueReader, mapKey: boolean): string | undefined {
  const { scanner } = reader;
  const ends = (ch: string): boolean => listEnd.has(ch) || (mapKey && ch === ":");
  const saved = scanner.scanNumbers;
  scanner.scanNumbers = false;
  try {
    const first = scanner.scan();
    if (first.unterminated === true) {
      reader.fail("unterminatedString", { literal: first.text });
      return undefined;
    }
    if (first.kind === "string" || first.kind === "rawString") {
      const text = unquote(first.text);
      if (text.ok) return text.value;
      if (text.badEscape === undefined) reader.fail("invalidStringSyntax", { literal: first.text });
      else reader.fail("invalidEscape", { literal: first.text, escape: text.badEscape });
      return undefined;
    }
    let last = first;
    let spaceAfterLast = false;
    for (;;) {
      const before = scanner.position;
      const next = scanner.peekNoSpace();
      spaceAfterLast = scanner.position > before;
      if (ends(next)) break;
      last = scanner.scan();
      if (last.unterminated === true) {
        reader.fail("unterminatedString", { literal: last.text });
        return undefined;
      }
      // Go's scanner checks the escapes of a quoted string inside a bare one too
      if (last.badEscape !== undefined) {
        reader.fail("invalidEscape", { literal: last.text, escape: last.badEscape });
        return undefined;
      }
    }
    const value = scanner.source.slice(first.start, spaceAfterLast ? last.start : last.end);
    if (spaceAfterLast) reader.droppedWord ??= { word: last.text, value };
    return value;
  } finally {
    scanner.scanNumbers = saved;
  }
}

function expectChar(reader: ValueReader, ch: string, what: string): boolean {
  const token = reader.scanner.scan();
  if (token.kind === "char" && token.text === ch) return true;
  reader.fail("expected", { what, token: describeToken(token) });
  return false;
}

function readSlice(reader: ValueReader, item: ArgType): unknown[] | undefined {
  const { scanner } = reader;
  const out: unknown[] = [];
  if (scanner.peekNoSpace() === "{") {
    scanner.scan();
    while (scanner.peekNoSpace() !== "}" && scanner.peekNoSpace() !== EOF) {
      out.push(readValue(reader, item, true));
      if (reader.failed) return undefined;
      if (scanner.peekNoSpace() === "}") break;
      if (!expectChar(reader, ",", "a comma")) return undefined;
    }
    return expectChar(reader, "}", "a closing curly brace") ? out : undefined;
  }
  while (![",", "}", EOF].includes(scanner.peekNoSpace())) {
    out.push(readValue(reader, item, true));
    if (reader.failed) return undefined;
    const next = scanner.peekNoSpace();
    if (next === "," || next === "}" || next === EOF) break;
    if (!expectChar(reader, ";", "a semicolon or a comma")) return undefined;
  }
  return out;
}

function readMap(reader: ValueReader, item: ArgType): Record<string, unknown> | undefined {
  const { scanner } = reader;
  const out: Record<string, unknown> = {};
  if (!expectChar(reader, "{", "an opening curly brace")) return undefined;
  while (scanner.peekNoSpace() !== "}" && scanner.peekNoSpace() !== EOF) {
    const key = readString(reader, true);
    if (key === undefined || !expectChar(reader, ":", "a colon")) return undefined;
    const value = readValue(reader, item, false);
    if (reader.failed) return undefined;
    // defineProperty: a key named `__proto__` must stay an ordinary key
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    if (scanner.peekNoSpace() === "}") break;
    if (!expectChar(reader, ",", "a comma")) return undefined;
  }
  return expectChar(reader, "}", "a closing curly brace") ? out : undefined;
}

/**
 * Guesses the type of an `any` value from its text, without consuming it (controller-gen's `guessType`):
 * quoted → string; `{k: …}` or `{}` → map; `{a, …}` → list typed by its first item; `true`/`false` → bool;
 * a number → int or float; a `;` before the next `,` makes a legacy list; anything else is a bare string.
 * A number must be the whole value, as in controller-gen since it checks what follows the number:
 * `100Mi`, `087bdd`, `2024-01-15` and `123/config` stay strings.
 */
function guessType(scanner: Scanner, allowSlice: boolean): ArgType {
  if (allowSlice) {
    const item = guessType(scanner, false);
    const ahead = scanner.fork();
    let token = ahead.scan();
    while (!(token.kind === "eof" || (token.kind === "char" && (token.text === "," || token.text === ";")))) {
      token = ahead.scan();
    }
    return token.text === ";" ? { kind: "slice", item } : item;
  }
  const ahead = scanner.fork();
  const hint = ahead.peekNoSpace();
  if (hint === '"' || hint === "'" || hint === "`") return { kind: "string" };
  if (hint === "{") return guessBraced(ahead);
  if (hint === "t" || hint === "f") {
    // `true` or `false` makes a bool whatever follows: `true-x` is then an error, as in controller-gen
    const token = ahead.scan();
    const isBool = token.kind === "ident" && (token.text === "true" || token.text === "false");
    return isBool ? { kind: "bool" } : { kind: "string" };
  }
  return guessNumber(ahead);
}

function guessBraced(ahead: Scanner): ArgType {
  ahead.scan();
  const inner = ahead.peekNoSpace();
  const first = guessType(ahead, false);
  if (first.kind === "string") {
    // only a look ahead: its problems are reported when the value is read
    readString(new ValueReader(ahead, ""), true);
    const next = ahead.scan();
    if ((next.kind === "char" && next.text === ":") || inner === "}") {
      return { kind: "map", item: { kind: "any" } };
    }
  }
  return { kind: "slice", item: first };
}

// A number token that Go's scanner does not report, followed by a delimiter, is an int or a float by its token
// class; reading it may still fail (`0x10` is an int token that Atoi refuses). Anything else is a bare string.
function guessNumber(ahead: Scanner): ArgType {
  let token = ahead.scan();
  if (token.kind === "char" && token.text === "-") token = ahead.scan();
  if ((token.kind !== "int" && token.kind !== "float") || token.malformed === true) return { kind: "string" };
  if (!listEnd.has(ahead.peekNoSpace())) return { kind: "string" };
  return token.kind === "int" ? { kind: "int" } : { kind: "number" };
}
