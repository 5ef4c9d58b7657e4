/** The text of a quoted string, or why it cannot be read. */
export type Unquoted =
  { readonly ok: true; readonly value: string } | { readonly ok: false; readonly badEscape?: string };

const simpleEscapes: Readonly<Record<string, number>> = {
  a: 0x07,
  b: 0x08,
  f: 0x0c,
  n: 0x0a,
  r: 0x0d,
  t: 0x09,
  v: 0x0b,
  "\\": 0x5c,
  '"': 0x22,
};

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: false });

/**
 * Reads a Go string literal as `strconv.Unquote` does: backtick strings verbatim (minus carriage returns),
 * double-quoted strings with Go's escapes (`\n`, `\x41`, `\101`, `\u00e9`, `\U0001F600` …). Byte escapes
 * that do not form valid UTF-8 become U+FFFD, as Go's JSON encoder would write them.
 */
export function unquote(literal: string): Unquoted {
  if (literal.length >= 2 && literal.startsWith("`") && literal.endsWith("`")) {
    return { ok: true, value: literal.slice(1, -1).replace(/\r/g, "") };
  }
  if (literal.length < 2 || !literal.startsWith('"') || !literal.endsWith('"')) {
    return { ok: false };
  }
  return unquoteDouble(literal.slice(1, -1));
}

function unquoteDouble(body: string): Unquoted {
  const bytes: number[] = [];
  let i = 0;
  while (i < body.length) {
    const ch = body.charAt(i);
    if (ch !== "\\") {
      const cp = body.codePointAt(i) ?? 0;
      const text = String.fromCodePoint(cp);
      bytes.push(...encoder.encode(text));
      i += text.length;
      continue;
    }
    const read = readEscape(body, i + 1);
    if (read === undefined) {
      return { ok: false, badEscape: body.slice(i, i + 2) };
    }
    bytes.push(...read.bytes);
    i = read.next;
  }
  return { ok: true, value: decoder.decode(new Uint8Array(bytes)) };
}

function readEscape(body: string, at: number): { bytes: number[]; next: number } | undefined {
  const kind = body.charAt(at);
  const simple = simpleEscapes[kind];
  if (simple !== undefined) return { bytes: [simple], next: at + 1 };
  if (kind === "x") return hexByte(body, at + 1);
  if (/[0-7]/.test(kind)) return octalByte(body, at);
  if (kind === "u") return codePoint(body, at + 1, 4);
  if (kind === "U") return codePoint(body, at + 1, 8);
  return undefined;
}

function hexByte(body: string, at: number): { bytes: number[]; next: number } | undefined {
  const digits = body.slice(at, at + 2);
  if (!/^[0-9a-fA-F]{2}$/.test(digits)) return undefined;
  return { bytes: [parseInt(digits, 16)], next: at + 2 };
}

function octalByte(body: string, at: number): { bytes: number[]; next: number } | undefined {
  const digits = body.slice(at, at + 3);
  if (!/^[0-7]{3}$/.test(digits)) return undefined;
  const value = parseInt(digits, 8);
  return value > 255 ? undefined : { bytes: [value], next: at + 3 };
}

function codePoint(body: string, at: number, width: number): { bytes: number[]; next: number } | undefined {
  const digits = body.slice(at, at + width);
  if (!new RegExp(`^[0-9a-fA-F]{${width}}$`).test(digits)) return undefined;
  const value = parseInt(digits, 16);
  if (value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return undefined;
  return { bytes: [...encoder.encode(String.fromCodePoint(value))], next: at + width };
}
