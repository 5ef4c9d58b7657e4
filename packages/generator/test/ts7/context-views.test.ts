import { afterAll, describe, expect, it } from "vitest";
import type { TsProject } from "../../src/index.js";
import type { TsType } from "../../src/ts/model.js";
import { openProject } from "../../src/index.js";
import { typescript7Package } from "./typescript7.js";

/*
 * The context hands out one view per checker type and place (context.ts, view), the place's start made afresh at
 * each ask: an optional property's type (`T | undefined`) and its written member `T` are two types viewed at
 * the same node, each with its own view, and asked again each gives the same view. A type's names (its alias's
 * and its symbol's declarations) are looked up once per type and must be each type's own.
 */

const source = `export interface A {
  x?: "a" | "b";
  y: "a" | "b";
  z?: B;
}
export type B = "c" | "d";
`;

let project: TsProject | undefined;
afterAll(() => project?.close?.());

function open(): TsProject {
  project = openProject({
    inputs: ["input.ts"],
    cwd: "/app",
    files: { "/app/input.ts": source, "/app/tsconfig.json": '{ "compilerOptions": { "strict": true } }' },
    tsBackend: "typescript7",
    typescriptPackage: typescript7Package,
  }).value;
  if (project === undefined) throw new Error("not loaded");
  return project;
}

function propertyTypes(p: TsProject): Map<string, TsType> {
  const declaration = p.inputFiles()[0]?.declarations.find((d) => d.identity.name === "A");
  if (declaration === undefined) throw new Error("A not found");
  return new Map(
    declaration
      .type()
      .properties()
      .map((property) => [property.name, property.type]),
  );
}

describe("the TypeScript 7 context's views", () => {
  it("view a node as each type asked for it, one view per type", () => {
    const types = propertyTypes(open());
    const x = types.get("x");
    const y = types.get("y");
    const z = types.get("z");
    if (x === undefined || y === undefined || z === undefined) throw new Error("properties missing");
    expect(x.text).toBe('"a" | "b" | undefined');
    // The written member is viewed at the property's own type node, as the other type.
    const [written, undefinedMember] = x.members();
    expect(written?.text).toBe('"a" | "b"');
    expect(written).not.toBe(x);
    expect(written?.id).not.toBe(x.id);
    expect(undefinedMember?.text).toBe("undefined");
    // y's type is the written member's: its second view, at another place, beside y's own.
    expect(written?.id).toBe(y.id);
    expect(written).not.toBe(y);
    // Asked again, in either order, each type keeps its view.
    expect(x.members()[0]).toBe(written);
    expect(propertyTypes(project as TsProject).get("y")).toBe(y);
    expect(propertyTypes(project as TsProject).get("x")).toBe(x);
    expect(z.members()[0]?.text).toBe("B");
    expect(
      z
        .members()[0]
        ?.names()
        .map((n) => n.identity.name),
    ).toEqual(["B"]);
    expect(propertyTypes(project as TsProject).get("z")).toBe(z);
  });
});
