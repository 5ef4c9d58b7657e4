import { describe, expect, it } from "vitest";
import type { MemberKeys } from "../../src/convert/union-encoding.js";
import { chooseEncoding, maxKeys } from "../../src/convert/union-encoding.js";

const member = (required: string[], absent: string[] = []): MemberKeys => ({
  required: new Set(required),
  absent: new Set(absent),
});

describe("chooseEncoding", () => {
  it("uses anyOf when TypeScript accepts overlaps ({a} | {b} accepts {a, b})", () => {
    expect(chooseEncoding([member(["a"]), member(["b"])])).toEqual({ kind: "exact", junctor: "anyOf" });
  });

  it("uses oneOf when `?: never` makes the members exclusive", () => {
    expect(chooseEncoding([member(["a"], ["b"]), member(["b"], ["a"])])).toEqual({
      kind: "exact",
      junctor: "oneOf",
    });
  });

  it("handles three exclusive members", () => {
    const members = [member(["x"], ["y", "z"]), member(["y"], ["x", "z"]), member(["z"], ["x", "y"])];
    expect(chooseEncoding(members)).toEqual({ kind: "exact", junctor: "oneOf" });
  });

  it("takes a member that requires a subset of another as anyOf", () => {
    expect(chooseEncoding([member(["s"]), member(["s", "c"])])).toEqual({ kind: "exact", junctor: "anyOf" });
  });

  it("shows an object that no encoding gets right", () => {
    expect(chooseEncoding([member(["a", "b"]), member(["a"], ["c"])])).toEqual({
      kind: "inexact",
      present: ["a", "b"],
      acceptedByUnion: true,
    });
  });

  it("gives up on more properties than it can enumerate", () => {
    const many = Array.from({ length: maxKeys + 1 }, (_, i) => member([`k${i}`]));
    expect(chooseEncoding(many)).toEqual({ kind: "tooLarge", keys: maxKeys + 1 });
  });
});
