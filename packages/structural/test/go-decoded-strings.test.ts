import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { goJson } from "../src/model/go-format.js";
import { goQuote } from "../src/model/go-value.js";
import { goDecodedString } from "../src/model/json-value.js";

// A JSON string with an unpaired surrogate escape reaches the API server as U+FFFD (encoding/json decode.go
// unquote), so its messages print U+FFFD: `Unsupported value: "strin�g"` and `unrecognized format "x�y"` from
// crdcheck for "strin\ud800g" and "x\ud800y" (apiextensions-apiserver v0.35.0 create path).
describe("strings as Go decoded them from JSON", () => {
  it("prints a lone surrogate as U+FFFD in quoted and JSON texts", () => {
    expect(goQuote("x\ud800y")).toBe('"x\ufffdy"');
    expect(goQuote("\udc00")).toBe('"\ufffd"');
    expect(goQuote("\ud83d\ude00")).toBe('"\ud83d\ude00"');
    expect(goJson(["x\ud800", "\\ud800"])).toBe('["x\ufffd","\\\\ud800"]');
  });

  // The oracle: the code points of the text (for-of keeps a pair whole), each lone half replaced.
  it("replaces exactly the unpaired surrogates", () => {
    const part = fc.constantFrom("a", "\ud83d", "\ude00", "\ud83d\ude00", "\ufffd", "\\", "\udbff\udfff");
    fc.assert(
      fc.property(fc.array(part, { maxLength: 8 }), (parts) => {
        const text = parts.join("");
        let expected = "";
        for (const ch of text) {
          const code = ch.codePointAt(0) ?? 0;
          expected += code >= 0xd800 && code <= 0xdfff ? "\ufffd" : ch;
        }
        expect(goDecodedString(text)).toBe(expected);
      }),
    );
  });
});
