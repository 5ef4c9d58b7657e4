import { describe, expect, it } from "vitest";
import type { TsconfigFacts } from "../../src/ts/solution-tsconfig.js";
import { chooseTsconfig } from "../../src/ts/solution-tsconfig.js";

/** A fake set of tsconfigs: each with its root files and references; `listed` records whose files were listed. */
function configs(table: Record<string, { files?: string[]; references?: string[] }>) {
  const listed: string[] = [];
  const read = (tsconfig: string): TsconfigFacts | undefined => {
    const entry = table[tsconfig];
    if (entry === undefined) return undefined;
    return {
      references: entry.references,
      fileNames: () => {
        listed.push(tsconfig);
        return entry.files ?? [];
      },
    };
  };
  return { read, listed };
}

const cwd = "/repo";
const choose = (table: Parameters<typeof configs>[0], inputs: string[]) => {
  const { read, listed } = configs(table);
  const chosen = chooseTsconfig("/repo/tsconfig.json", () => inputs, read, cwd);
  return { chosen, listed, codes: chosen.diagnostics.map((d) => d.code) };
};

describe("choosing the tsconfig among a solution's references", () => {
  it("keeps a tsconfig without references, without listing its files", () => {
    const { chosen, listed, codes } = choose({ "/repo/tsconfig.json": { files: [] } }, ["/repo/a.ts"]);
    expect(chosen).toEqual({ tsconfig: "/repo/tsconfig.json", diagnostics: [] });
    expect(listed).toEqual([]);
    expect(codes).toEqual([]);
  });

  it("keeps a tsconfig with references that has files of its own: it is no solution", () => {
    const { chosen } = choose(
      {
        "/repo/tsconfig.json": { files: ["/repo/src/a.ts"], references: ["/repo/lib/tsconfig.json"] },
        "/repo/lib/tsconfig.json": { files: ["/repo/api/a.ts"] },
      },
      ["/repo/api/a.ts"],
    );
    expect(chosen.tsconfig).toBe("/repo/tsconfig.json");
    expect(chosen.diagnostics).toEqual([]);
  });

  it("takes the first referenced project whose root files hold every input, with an info", () => {
    const { chosen, codes } = choose(
      {
        "/repo/tsconfig.json": {
          references: ["/repo/web/tsconfig.json", "/repo/api/tsconfig.json", "/repo/api/tsconfig.all.json"],
        },
        "/repo/web/tsconfig.json": { files: ["/repo/web/a.ts"] },
        "/repo/api/tsconfig.json": { files: ["/repo/api/a.ts", "/repo/api/b.ts"] },
        "/repo/api/tsconfig.all.json": { files: ["/repo/api/a.ts", "/repo/api/b.ts"] },
      },
      ["/repo/api/a.ts", "/repo/api/b.ts"],
    );
    expect(chosen.tsconfig).toBe("/repo/api/tsconfig.json");
    expect(chosen.solution).toBe("/repo/tsconfig.json");
    expect(codes).toEqual(["CRD2025"]);
    expect(chosen.diagnostics[0]?.message).toBe(
      "tsconfig.json is a solution-style tsconfig: the inputs are read with api/tsconfig.json, which includes them",
    );
  });

  it("looks at every direct reference before the references of any of them, then one subtree after another", () => {
    // tsserver's order: a, b (direct), then a's references (a1, then a1's own a11), then b's (b1).
    const table = {
      "/repo/tsconfig.json": { references: ["/repo/a.json", "/repo/b.json"] },
      "/repo/a.json": { references: ["/repo/a1.json"] },
      "/repo/b.json": { references: ["/repo/b1.json"] },
      "/repo/a1.json": { references: ["/repo/a11.json"] },
      "/repo/a11.json": { files: ["/repo/x.ts"] },
      "/repo/b1.json": { files: ["/repo/x.ts"] },
    };
    const { chosen, listed } = choose(table, ["/repo/x.ts"]);
    expect(chosen.tsconfig).toBe("/repo/a11.json");
    expect(listed).toEqual([
      "/repo/tsconfig.json",
      "/repo/a.json",
      "/repo/b.json",
      "/repo/a1.json",
      "/repo/a11.json",
    ]);
  });

  it("reads each referenced tsconfig once, also around a cycle, and skips those that cannot be read", () => {
    const table = {
      "/repo/tsconfig.json": { references: ["/repo/a.json", "/repo/missing.json", "/repo/b.json"] },
      "/repo/a.json": { references: ["/repo/b.json", "/repo/tsconfig.json"] },
      "/repo/b.json": { references: ["/repo/a.json"] },
    };
    const { chosen, listed, codes } = choose(table, ["/repo/x.ts"]);
    expect(chosen.tsconfig).toBe("/repo/tsconfig.json");
    expect(codes).toEqual(["CRD2026"]);
    // The solution itself is read again once as a reference of a (it holds no input either).
    expect(listed).toEqual(["/repo/tsconfig.json", "/repo/a.json", "/repo/b.json", "/repo/tsconfig.json"]);
  });

  it("warns and keeps the solution when the inputs are split over two projects", () => {
    const { chosen, codes } = choose(
      {
        "/repo/tsconfig.json": { references: ["/repo/a.json", "/repo/b.json"] },
        "/repo/a.json": { files: ["/repo/a/x.ts"] },
        "/repo/b.json": { files: ["/repo/b/y.ts"] },
      },
      ["/repo/a/x.ts", "/repo/b/y.ts"],
    );
    expect(chosen.tsconfig).toBe("/repo/tsconfig.json");
    expect(chosen.solution).toBeUndefined();
    expect(codes).toEqual(["CRD2026"]);
    expect(chosen.diagnostics[0]?.severity).toBe("warning");
  });

  it("treats `references: []` as a solution with nothing to search", () => {
    const { chosen, codes } = choose({ "/repo/tsconfig.json": { references: [] } }, ["/repo/x.ts"]);
    expect(chosen.tsconfig).toBe("/repo/tsconfig.json");
    expect(codes).toEqual(["CRD2026"]);
  });

  it("says nothing when there are no input files to place", () => {
    const { chosen } = choose({ "/repo/tsconfig.json": { references: ["/repo/a.json"] } }, []);
    expect(chosen).toEqual({ tsconfig: "/repo/tsconfig.json", diagnostics: [] });
  });
});
