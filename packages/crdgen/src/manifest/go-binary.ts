import { sequenceLength } from "./decode.js";

/**
 * go-yaml v2's `!!binary` scalar as kubectl sends it (decode.go, `scalar`): the text is decoded with Go's
 * `base64.StdEncoding.DecodeString`, and the bytes become a Go string, which `json.Marshal` writes with
 * each byte that starts no valid UTF-8 sequence replaced by U+FFFD. Undefined when Go's decoder refuses
 * the text (go-yaml then fails with "!!binary value contains invalid base64 data").
 */
export function decodeGoBinary(text: string): string | undefined {
  const bytes = decodeStdBase64(text);
  return bytes === undefined ? undefined : goStringFromBytes(bytes);
}

const alphabet = /^[A-Za-z0-9+/]*$/;

/**
 * `base64.StdEncoding.DecodeString`: line breaks (`\r`, `\n`) are skipped anywhere; every other character
 * is of the standard alphabet; the text ends in whole groups of four, the last one padded with `=` or `==`
 * (only there, and nothing but line breaks after it).
 */
function decodeStdBase64(text: string): Uint8Array | undefined {
  const compact = text.replace(/[\r\n]/g, "");
  if (compact.length % 4 !== 0) return undefined;
  const padding = compact.endsWith("==") ? 2 : compact.endsWith("=") ? 1 : 0;
  if (!alphabet.test(compact.slice(0, compact.length - padding))) return undefined;
  return Buffer.from(compact, "base64");
}

/** The text Go's `json.Marshal` writes for a string holding these bytes (invalid bytes become U+FFFD). */
function goStringFromBytes(bytes: Uint8Array): string {
  let text = "";
  let runStart = 0;
  let i = 0;
  while (i < bytes.length) {
    const length = sequenceLength(bytes, i);
    if (length > 0) {
      i += length;
      continue;
    }
    text += Buffer.from(bytes.subarray(runStart, i)).toString("utf8") + "\uFFFD";
    i++;
    runStart = i;
  }
  return text + Buffer.from(bytes.subarray(runStart)).toString("utf8");
}
