import { describe, expect, it } from "vitest";
import { argumentValueOffset } from "../../src/index.js";

const marker = (args: string) => `+kubebuilder:validation:XValidation:${args}`;

describe("argumentValueOffset", () => {
  it("finds a character of a double-quoted value", () => {
    const text = marker('rule="self.a > 0",message="m"');
    const at = argumentValueOffset(text, "rule", 5);
    expect(text.slice(at)).toMatch(/^a > 0/);
  });

  it("steps over escapes and counts code points", () => {
    const text = marker('message="x",rule="self.s == \\"é\\" && self.n"');
    // the value is `self.s == "é" && self.n`; code point 17 is the `s` of the second `self`
    const at = argumentValueOffset(text, "rule", 17);
    expect(text.slice(at)).toMatch(/^self\.n/);
  });

  it("finds a character of a backtick value and of a bare value", () => {
    expect(argumentValueOffset(marker("rule=`self.a`"), "rule", 5)).toBe(marker("rule=`self.").length);
    const bare = "+kubebuilder:validation:XValidation:rule=self.a";
    expect(argumentValueOffset(bare, "rule", 5)).toBe(bare.length - 1);
  });

  it("is undefined when the argument is absent", () => {
    expect(argumentValueOffset(marker('rule="true"'), "messageExpression", 0)).toBeUndefined();
  });
});
