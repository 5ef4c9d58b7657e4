import { Scanner } from "./scanner.js";

/**
 * Where a character of a named argument's value is in the marker text: `offset` counts code points into the
 * value as read (after unquoting), as CEL's error offsets do; the result is the UTF-16 offset in `text` (the
 * marker from its `+`), or undefined when the argument is not there. Escapes in a double-quoted value are
 * stepped over, so the result points at the character as written.
 */
export function argumentValueOffset(text: string, argument: string, offset: number): number | undefined {
  const scanner = new Scanner(text);
  scanner.scanNumbers = false;
  let previous = scanner.scan();
  for (let token = scanner.scan(); token.kind !== "eof"; token = scanner.scan()) {
    if (
      token.kind === "char" &&
      token.text === "=" &&
      previous.kind === "ident" &&
      previous.text === argument
    ) {
      const value = scanner.scan();
      if (value.kind === "eof") return undefined;
      if (value.kind === "string") return value.start + 1 + quotedOffset(value.text.slice(1), offset);
      if (value.kind === "rawString") return value.start + 1 + plainOffset(value.text.slice(1), offset);
      return value.start + plainOffset(text.slice(value.start), offset);
    }
    previous = token;
  }
  return undefined;
}

// Code points to UTF-16 units in text written as is.
function plainOffset(body: string, codePoints: number): number {
  let units = 0;
  for (let n = 0; n < codePoints && units < body.length; n++) {
    units += (body.codePointAt(units) ?? 0) > 0xffff ? 2 : 1;
  }
  return units;
}

// Code points of the unquoted value to UTF-16 units in the double-quoted body: an escape is one character of the
// value (a byte escape of a multi-byte character counts on its first byte only).
function quotedOffset(body: string, codePoints: number): number {
  let units = 0;
  let n = 0;
  while (n < codePoints && units < body.length) {
    if (body.charAt(units) !== "\\") {
      units += (body.codePointAt(units) ?? 0) > 0xffff ? 2 : 1;
      n++;
      continue;
    }
    const width = escapeWidth(body, units + 1);
    const byte = /^\\x/.test(body.slice(units)) ? parseInt(body.slice(units + 2, units + 4), 16) : undefined;
    units += width;
    // UTF-8 continuation bytes (0x80–0xBF) belong to the character their lead byte started.
    if (byte === undefined || byte < 0x80 || byte > 0xbf) n++;
  }
  return units;
}

function escapeWidth(body: string, at: number): number {
  const kind = body.charAt(at);
  if (kind === "x") return 4;
  if (/[0-7]/.test(kind)) return 4;
  if (kind === "u") return 6;
  if (kind === "U") return 10;
  return 2;
}
