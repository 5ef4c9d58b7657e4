import { describe, expect, it } from "vitest";
import { decodeManifestBytes, firstInvalidUtf8 } from "../../src/manifest/decode.js";

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "utf8") : Buffer.from(p))));

function problem(input: Uint8Array): string {
  const decoded = decodeManifestBytes(input, "f.yaml");
  if (decoded.kind === "text") return "text";
  const { code, message, span } = decoded.diagnostic;
  return `${code} ${span?.start.line ?? 0}:${span?.start.column ?? 0} ${message}`;
}

describe("decodeManifestBytes", () => {
  it("decodes UTF-8 and drops a byte-order mark", () => {
    expect(decodeManifestBytes(bytes([0xef, 0xbb, 0xbf], "a: ü\n"), "f.yaml")).toEqual({
      kind: "text",
      text: "a: ü\n",
    });
    expect(decodeManifestBytes(bytes("a: 1\n"), "f.yaml")).toEqual({ kind: "text", text: "a: 1\n" });
  });

  it("refuses binary files at the first NUL byte", () => {
    expect(problem(bytes("a: 1\nb", [0, 1, 2]))).toBe(
      "CRD4004 2:2 the file contains NUL bytes: it is binary, not YAML or JSON",
    );
  });

  it("refuses UTF-16", () => {
    expect(problem(bytes([0xff, 0xfe], "a\u0000"))).toBe(
      "CRD4004 1:1 the file is UTF-16 encoded; save it as UTF-8",
    );
  });

  it("refuses invalid UTF-8 at the first bad byte", () => {
    expect(problem(bytes("kind: x\nname: caf", [0xe9], "\n"))).toBe(
      "CRD4004 2:10 the file is not valid UTF-8 (byte 0xe9 at offset 17)",
    );
  });
});

describe("firstInvalidUtf8", () => {
  it.each([
    [[0x61, 0xc3, 0xa9], 3],
    [[0xc0, 0x80], 0],
    [[0xed, 0xa0, 0x80], 0],
    [[0xf4, 0x90, 0x80, 0x80], 0],
    [[0x61, 0xe2, 0x82], 1],
    [[0xf0, 0x9f, 0x98, 0x80, 0xff], 4],
  ])("%j is valid up to %i", (input, offset) => {
    expect(firstInvalidUtf8(Uint8Array.from(input))).toBe(offset);
  });
});
