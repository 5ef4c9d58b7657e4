import type { DiagnosticMessage, MessageArgumentList, MessageName } from "@crdgen/core";
import { catalogMessage } from "@crdgen/core";
import type { ArgType } from "./arg-types.js";
import type { Token, Scanner } from "./scanner.js";
import { EOF, isDecimalFloat } from "./scanner.js";
import { unquote } from "./unquote.js";

/**
 * Reads typed argument values from a scanner the way controller-gen's argument parser does. The first
 * problem stops reading and is kept in {@link ValueReader.error}; values read after it are meaningless.
 */
export class ValueReader {
  error: DiagnosticMessage<"CRD1002"> | undefined;

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

/**
 * A Go integer literal that `strconv.Atoi` accepts after Go's scanner has read it: decimal, or a leading
 * zero followed by octal digits only (which Atoi still reads as decimal, as controller-gen does).
 */
function isGoIntLiteral(text: string): boolean {
  return /^(?:0|[1-9][0-9]*|0[0-7]+)$/.test(text);
}

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
      return readValue(reader, guessType(reader.scanner, !inSlice), false);
    case "slice":
      return readSlice(reader, type.item);
    case "map":
      return readMap(reader, type.item);
  }
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

function readSign(reader: ValueReader): boolean {
  if (reader.scanner.peekNoSpace() !== "-") return false;
  reader.scanner.scan();
  return true;
}

function readInt(reader: ValueReader): number | undefined {
  const negative = readSign(reader);
  const token = reader.scanner.scan();
  if (token.kind !== "int") {
    reader.fail("expectedInteger", { token: describeToken(token) });
    return undefined;
  }
  if (!isGoIntLiteral(token.text)) {
    reader.fail("invalidInteger", { literal: JSON.stringify(token.text) });
    return undefined;
  }
  const value = Number(token.text);
  if (!Number.isSafeInteger(value)) {
    reader.fail("integerOutOfRange", { literal: token.text });
    return undefined;
  }
  return negative ? -value : value;
}

function readNumber(reader: ValueReader): number | undefined {
  const negative = readSign(reader);
  const token = reader.scanner.scan();
  const valid =
    (token.kind === "int" && isGoIntLiteral(token.text)) ||
    (token.kind === "float" && isDecimalFloat(token.text));
  if (!valid) {
    reader.fail("expectedNumber", { token: describeToken(token) });
    return undefined;
  }
  const value = Number(token.text);
  if (!Number.isFinite(value)) {
    reader.fail("numberOutOfRange", { literal: token.text });
    return undefined;
  }
  return negative ? -value : value;
}

function readBool(reader: ValueReader): boolean | undefined {
  const token = reader.scanner.scan();
  if (token.kind === "ident" && token.text === "true") return true;
  if (token.kind === "ident" && token.text === "false") return false;
  reader.fail("expectedBoolean", { token: describeToken(token) });
  return undefined;
}

/**
 * Reads a quoted string (Go escapes) or a bare one: the raw text of the tokens up to the next `,` `;` `}`
 * (and `:` when reading a map key), with numbers not scanned so that `0x` or `1e` never fail.
 */
function readString(reader: ValueReader, mapKey: boolean): string | undefined {
  const { scanner } = reader;
  const ends = (ch: string): boolean => listEnd.has(ch) || (mapKey && ch === ":");
  const saved = scanner.scanNumbers;
  scanner.scanNumbers = false;
  try {
    if (ends(scanner.peekNoSpace())) return "";
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
    let end = first.end;
    while (!ends(scanner.peekNoSpace())) {
      const token = scanner.scan();
      if (token.unterminated === true) {
        reader.fail("unterminatedString", { literal: token.text });
        return undefined;
      }
      end = token.end;
    }
    return scanner.source.slice(first.start, end);
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
 * Unlike older controller-gen, a number or bool must be the whole value: `100Mi`, `087bdd`, `2024-01-15`
 * and `123/config` stay strings.
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
    const token = ahead.scan();
    const isBool = token.kind === "ident" && (token.text === "true" || token.text === "false");
    return isBool && listEnd.has(ahead.peekNoSpace()) ? { kind: "bool" } : { kind: "string" };
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

function guessNumber(ahead: Scanner): ArgType {
  let token = ahead.scan();
  if (token.kind === "char" && token.text === "-") token = ahead.scan();
  if (!listEnd.has(ahead.peekNoSpace())) return { kind: "string" };
  if (token.kind === "int" && isGoIntLiteral(token.text)) return { kind: "int" };
  if (
    (token.kind === "int" || token.kind === "float") &&
    isDecimalFloat(token.text) &&
    !/^0[0-9]+$/.test(token.text)
  ) {
    return { kind: "number" };
  }
  return { kind: "string" };
}
