import type { DiagnosticMessage } from "@crdgen/core";
import { at, catalogMessage } from "@crdgen/core";
import { isUtf8 } from "node:buffer";
import type { ManifestDiagnostic } from "./diagnostic.js";
import { manifestDiagnostic } from "./diagnostic.js";

/** A manifest's bytes as text, or why they are not text. */
export type DecodedText =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "problem"; readonly diagnostic: ManifestDiagnostic };

/**
 * Decodes a manifest's bytes as UTF-8, dropping a byte-order mark. Binary data (a NUL byte), UTF-16 and
 * invalid UTF-8 are reported with CRD4004 and the position of the first offending byte.
 */
export function decodeManifestBytes(bytes: Uint8Array, file: string): DecodedText {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return notText(file, catalogMessage("CRD4004", "utf16"), bytes, 0);
  }
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    return notText(file, catalogMessage("CRD4004", "binary"), bytes, nul);
  }
  if (!isUtf8(bytes)) {
    const bad = firstInvalidUtf8(bytes);
    return notText(
      file,
      catalogMessage("CRD4004", "invalidUtf8", { byte: hex(bytes[bad]), offset: bad }),
      bytes,
      bad,
    );
  }
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8", hasBom ? 3 : 0);
  return { kind: "text", text };
}

function hex(byte: number | undefined): string {
  return (byte ?? 0).toString(16).padStart(2, "0");
}

function notText(file: string, message: DiagnosticMessage, bytes: Uint8Array, offset: number): DecodedText {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  // Columns count bytes here: the line is not valid text, so there are no characters to count.
  return {
    kind: "problem",
    diagnostic: manifestDiagnostic(message, file, { line, column: offset - lineStart + 1 }),
  };
}

/** Offset of the first byte that does not belong to a well-formed UTF-8 sequence. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const length = sequenceLength(bytes, i);
    if (length === 0) return i;
    i += length;
  }
  return bytes.length;
}

// Well-formed sequences per the Unicode standard (table 3-7): no overlongs, surrogates or values > U+10FFFF.
// Go's utf8.DecodeRune accepts exactly these, and its json.Marshal replaces each other byte by U+FFFD.
// Returns the sequence's length at `i`, or 0 when no well-formed sequence starts there.
export function sequenceLength(bytes: Uint8Array, i: number): number {
  const b0 = at(bytes, i);
  if (b0 < 0x80) return 1;
  const cont = (k: number, lo = 0x80, hi = 0xbf): boolean => {
    const b = bytes[i + k];
    return b !== undefined && b >= lo && b <= hi;
  };
  if (b0 >= 0xc2 && b0 <= 0xdf) return cont(1) ? 2 : 0;
  if (b0 >= 0xe0 && b0 <= 0xef) {
    const lo = b0 === 0xe0 ? 0xa0 : 0x80;
    const hi = b0 === 0xed ? 0x9f : 0xbf;
    return cont(1, lo, hi) && cont(2) ? 3 : 0;
  }
  if (b0 >= 0xf0 && b0 <= 0xf4) {
    const lo = b0 === 0xf0 ? 0x90 : 0x80;
    const hi = b0 === 0xf4 ? 0x8f : 0xbf;
    return cont(1, lo, hi) && cont(2) && cont(3) ? 4 : 0;
  }
  return 0;
}
