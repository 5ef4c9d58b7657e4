import { describe, expect, it } from "vitest";
import { loadProject } from "../../src/index.js";
import type { TsType } from "../../src/ts/model.js";

const libraryFiles = {
  "/app/node_modules/kubernetes-types/package.json": JSON.stringify({
    name: "kubernetes-types",
    version: "1.30.0",
  }),
  "/app/node_modules/kubernetes-types/meta/v1.d.ts": "export type Time = string;\n",
};

function properties(source: string): Map<string, TsType> {
  const project = loadProject({
    inputs: ["a.ts"],
    cwd: "/app",
    files: { ...libraryFiles, "/app/a.ts": source },
  }).value;
  const declaration = project?.inputFiles()[0]?.declarations.find((d) => d.identity.name === "T");
  return new Map(
    declaration
      ?.type()
      .properties()
      .map((p) => [p.name, p.type]),
  );
}

function property(source: string, name: string): TsType {
  const found = properties(source).get(name);
  if (found === undefined) throw new Error(`no property ${name}`);
  return found;
}

const literals = (type: TsType) => type.members().map((m) => m.literal ?? m.kind);

describe("type views", () => {
  it("lists union members in source order, not the checker's", () => {
    const source = 'export const used = "a";\nexport interface T { x: "b" | "a" | "c"; }\n';
    expect(literals(property(source, "x"))).toEqual(["b", "a", "c"]);
  });

  it("follows an alias to its union for the order", () => {
    const source = 'type P = "z" | "y";\nexport interface T { x: P; }\n';
    expect(literals(property(source, "x"))).toEqual(["z", "y"]);
  });

  it("sees an optional property as the written type and undefined", () => {
    const type = property("type P = 'z' | 'y';\nexport interface T { x?: P; }\n", "x");
    expect(type.members().map((m) => [m.kind, m.names().map((n) => n.identity.name)])).toEqual([
      ["union", ["P"]],
      ["undefined", []],
    ]);
    expect(type.names()).toEqual([]);
  });

  it("knows the alias chain a property was written as, outermost first", () => {
    const source =
      "interface Base { a: string }\ntype Mid = Base;\ntype Top = Mid;\nexport interface T { x: Top; }\n";
    expect(
      property(source, "x")
        .names()
        .map((n) => [n.kind, n.identity.name]),
    ).toEqual([
      ["typeAlias", "Top"],
      ["typeAlias", "Mid"],
      ["interface", "Base"],
    ]);
  });

  it("identifies a library declaration by package and file, through aliases of primitives", () => {
    const source =
      'import type { Time } from "kubernetes-types/meta/v1";\nexport interface T { when: Time; }\n';
    expect(
      property(source, "when")
        .names()
        .map((n) => n.identity),
    ).toEqual([{ packageName: "kubernetes-types", file: "meta/v1.d.ts", name: "Time", isLib: false }]);
  });

  it("tells TypeScript's own types from the user's", () => {
    const source = "export interface T { list: string[]; when: Date; }\n";
    const names = (name: string) =>
      property(source, name)
        .names()
        .map((n) => [n.identity.name, n.identity.isLib]);
    expect(names("list")).toEqual([["Array", true]]);
    expect(names("when")).toEqual([["Date", true]]);
  });

  it("merges true | false without syntax into one boolean", () => {
    const source = "export interface Box<V> { v: V }\nexport interface T { x: Box<boolean | null>; }\n";
    const inner = property(source, "x").properties()[0]?.type;
    expect(inner?.members().map((m) => m.kind)).toEqual(["null", "boolean"]);
  });

  it("keeps the element syntax of arrays and the value syntax of records", () => {
    const source =
      'import type { Time } from "kubernetes-types/meta/v1";\nexport interface T { a: Time[]; m: Record<string, Time>; }\n';
    const types = properties(source);
    expect(types.get("a")?.arrayElement()?.names()[0]?.identity.name).toBe("Time");
    expect(types.get("m")?.stringIndex()?.names()[0]?.identity.name).toBe("Time");
  });

  it("resolves Pick, Omit and Partial to the properties they really have, with their declarations", () => {
    const source =
      "interface S {\n  /** Mode. */\n  mode: string;\n  n: number;\n}\nexport interface T { p: Partial<Pick<S, 'mode'>>; }\n";
    const picked = property(source, "p").properties();
    expect(picked.map((p) => [p.name, p.optional, p.comments.doc?.text, p.span?.start])).toEqual([
      ["mode", true, "/** Mode. */", { line: 3, column: 3 }],
    ]);
  });
});

describe("the properties of a type", () => {
  it("are read once per program, shared by the declaration's view and the view of every place using it", () => {
    const project = loadProject({
      inputs: ["a.ts"],
      cwd: "/app",
      files: { "/app/a.ts": "export interface P { a: string }\nexport interface T { x: P; y: P }\n" },
    }).value;
    const declarations = project?.inputFiles()[0]?.declarations ?? [];
    const own = declarations
      .find((d) => d.identity.name === "P")
      ?.type()
      .properties();
    const uses =
      declarations
        .find((d) => d.identity.name === "T")
        ?.type()
        .properties() ?? [];
    expect(uses.map((p) => p.name)).toEqual(["x", "y"]);
    expect(own?.map((p) => p.name)).toEqual(["a"]);
    for (const use of uses) expect(use.type.properties()).toBe(own);
  });
});

describe("a view's answers", () => {
  it("are worked out once: asking the same view again gives the same members, element and index", () => {
    const source =
      "export interface T { u?: 'a' | 'b'; list: string[]; map: Record<string, number>; both: { a: string } & { b: string } }\n";
    const found = properties(source);
    const at = (name: string): TsType => {
      const type = found.get(name);
      if (type === undefined) throw new Error(`no property ${name}`);
      return type;
    };
    expect(at("u").members()).toBe(at("u").members());
    expect(at("both").members()).toBe(at("both").members());
    expect(at("list").arrayElement()).toBe(at("list").arrayElement());
    expect(at("map").stringIndex()).toBe(at("map").stringIndex());
    expect(at("map").stringIndex()?.kind).toBe("number");
    expect(at("map").numberIndex()).toBeUndefined();
  });

  it("are shared by every use of the same type node: a view is kept per node, not made per request", () => {
    const found = properties("export interface T { u: 'a' | 'b' }\n");
    const [first] = found.get("u")?.members() ?? [];
    const again = found.get("u")?.members()[0];
    expect(first).toBeDefined();
    expect(again).toBe(first);
  });
});
