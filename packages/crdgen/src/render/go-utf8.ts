import { at } from "@crdgen/core";

/**
 * Go's view of UTF-8 bytes (unicode/utf8.DecodeRune): a byte that does not start a valid sequence decodes
 * as U+FFFD and counts one byte, which is also how encoding/json repairs invalid strings.
 */

/** One decoded character: where it starts in the bytes, its code point and its byte length. */
export interface GoRune {
  readonly start: number;
  readonly cp: number;
  readonly size: number;
}

const replacement = 0xfffd;

// Allowed range of the second byte for each lead byte; later continuation bytes are always 0x80-0xBF.
function secondByteRange(lead: number): [number, number] {
  if (lead === 0xe0) return [0xa0, 0xbf];
  if (lead === 0xed) return [0x80, 0x9f];
  if (lead === 0xf0) return [0x90, 0xbf];
  if (lead === 0xf4) return [0x80, 0x8f];
  return [0x80, 0xbf];
}

function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/** Decodes the character starting at `start`, as Go's utf8.DecodeRune does. */
function decodeGoRune(bytes: Uint8Array, start: number): GoRune {
  const lead = at(bytes, start);
  const size = sequenceLength(lead);
  if (size === 1) return { start, cp: lead, size };
  if (size === 0 || start + size > bytes.length) return { start, cp: replacement, size: 1 };
  const [low, high] = secondByteRange(lead);
  let cp = lead & (0xff >> (size + 1));
  for (let k = 1; k < size; k++) {
    const b = at(bytes, start + k);
    const ok = k === 1 ? b >= low && b <= high : b >= 0x80 && b <= 0xbf;
    if (!ok) return { start, cp: replacement, size: 1 };
    cp = (cp << 6) | (b & 0x3f);
  }
  return { start, cp, size };
}

/** All characters of the bytes, in order. */
export function decodeGoRunes(bytes: Uint8Array): GoRune[] {
  const runes: GoRune[] = [];
  for (let i = 0; i < bytes.length;) {
    const rune = decodeGoRune(bytes, i);
    runes.push(rune);
    i += rune.size;
  }
  return runes;
}

/** The bytes as a string, each invalid byte replaced by U+FFFD (encoding/json's repair). */
export function goBytesToString(bytes: Uint8Array): string {
  let out = "";
  for (const rune of decodeGoRunes(bytes)) out += String.fromCodePoint(rune.cp);
  return out;
}
