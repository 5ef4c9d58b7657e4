import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadProject } from "../../src/index.js";
import type { TsProject, TsType } from "../../src/ts/model.js";
import { testTsconfig, writeProjectFile } from "../support/temp-project.js";

/*
 * The ts-morph adapter's program context keeps answers per node and per type (the declaration a reference
 * names, the type a type node denotes, a type's properties and whether it is callable, where a file's
 * declarations are), and the project keeps the views of the input files per context: a new program must
 * never see an answer of the previous one, even for the nodes of files the edit did not touch, which the new
 * program shares with the old.
 */

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "crdgen-caches-"));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function declaredType(project: TsProject, file: string, name: string): TsType {
  const source = project.inputFiles().find((f) => f.path.endsWith(file));
  const declaration = source?.declarations.find((d) => d.identity.name === name);
  if (declaration === undefined) throw new Error(`no ${name} in ${file}`);
  return declaration.type();
}

function propertyType(project: TsProject, name: string): TsType {
  const found = declaredType(project, "a.ts", "T")
    .properties()
    .find((p) => p.name === name)?.type;
  if (found === undefined) throw new Error(`no property ${name}`);
  return found;
}

const names = (type: TsType): string[] => type.names().map((n) => n.identity.name);

function watchedProject(files: Record<string, string>): TsProject {
  writeProjectFile(dir, "tsconfig.json", testTsconfig());
  for (const [file, text] of Object.entries(files)) writeProjectFile(dir, file, text);
  const project = loadProject({ inputs: ["a.ts"], cwd: dir }).value;
  if (project === undefined) throw new Error("no project");
  return project;
}

describe("the program context's caches", () => {
  it("follows a reference in an unchanged file to what the edited file now declares", () => {
    const project = watchedProject({
      "a.ts": 'import type { Target } from "./b";\nexport interface T { x: Target; y: Target[] }\n',
      "b.ts": "export type Target = Old;\ninterface Old { a: string }\ninterface New { b: number }\n",
    });
    expect(names(propertyType(project, "x"))).toEqual(["Target", "Old"]);
    expect(names(propertyType(project, "y").arrayElement() as TsType)).toEqual(["Target", "Old"]);

    const b = writeProjectFile(
      dir,
      "b.ts",
      "export type Target = New;\ninterface Old { a: string }\ninterface New { b: number }\n",
    );
    project.refresh([b]);
    // a.ts is not reparsed: its reference nodes are the old program's, now naming b.ts's new declarations.
    expect(names(propertyType(project, "x"))).toEqual(["Target", "New"]);
    expect(names(propertyType(project, "y").arrayElement() as TsType)).toEqual(["Target", "New"]);
    expect(
      propertyType(project, "x")
        .properties()
        .map((p) => p.name),
    ).toEqual(["b"]);
  });

  it("answers properties and callability per type, for every view of it, and anew after an edit", () => {
    const project = watchedProject({
      "a.ts":
        'import type { Shared } from "./b";\nexport interface T { one: Shared; two: Shared; f: () => void }\n',
      "b.ts": "export interface Shared { a: string }\n",
    });
    const one = propertyType(project, "one");
    const two = propertyType(project, "two");
    expect(one).not.toBe(two);
    expect(one.properties()).toBe(two.properties());
    expect(one.properties().map((p) => p.name)).toEqual(["a"]);
    expect([one.isCallable, propertyType(project, "f").isCallable]).toEqual([false, true]);

    const b = writeProjectFile(dir, "b.ts", "export interface Shared { b: number; (): void }\n");
    project.refresh([b]);
    expect(
      propertyType(project, "one")
        .properties()
        .map((p) => p.name),
    ).toEqual(["b"]);
    expect(propertyType(project, "two").isCallable).toBe(true);
  });

  it("reads the comments of an unchanged declaration once, and those of an edited one again", () => {
    const project = watchedProject({
      "a.ts":
        'import type { Shared } from "./b";\nexport interface T {\n  x: Shared;\n  /** Why. */\n  y: string;\n}\n',
      "b.ts": "export interface Shared {\n  plain: string;\n  /** Doc. */\n  documented: string;\n}\n",
    });
    const comments = (type: TsType) => type.properties().map((p) => p.comments.doc?.text);
    const shared = () => propertyType(project, "x");
    expect(comments(shared())).toEqual([undefined, "/** Doc. */"]);
    const [plain, documented] = shared().properties();
    // No comment is one answer for every declaration without one; a comment is its declaration's own.
    expect(plain?.comments).toBe(declaredType(project, "a.ts", "T").properties()[0]?.comments);
    expect(plain?.comments).not.toBe(documented?.comments);

    const b = writeProjectFile(
      dir,
      "b.ts",
      "export interface Shared {\n  /** Now. */\n  plain: string;\n  documented: string;\n}\n",
    );
    project.refresh([b]);
    expect(comments(shared())).toEqual(["/** Now. */", undefined]);
    expect(declaredType(project, "a.ts", "T").properties()[1]?.comments.doc?.text).toBe("/** Why. */");
  });
});

describe("spans", () => {
  it("place a view and a property in the program they came from, however late they are read", () => {
    const project = watchedProject({
      "a.ts": 'import type { B } from "./b";\nexport interface T { x: B }\n',
      "b.ts": "export interface B {\n  a: string;\n}\n",
    });
    const at = (span: { readonly start: { readonly line: number } } | undefined) => span?.start.line;
    const before = propertyType(project, "x").properties()[0];
    const bType = declaredType(project, "a.ts", "T").properties()[0]?.type;
    expect(at(bType?.span)).toBe(2);

    const b = writeProjectFile(dir, "b.ts", "\n\nexport interface B {\n\n  a: string;\n}\n");
    project.refresh([b]);
    const after = propertyType(project, "x").properties()[0];
    expect(at(after?.span)).toBe(5);
    // Read first after the edit, the old program's span still tells where its node was.
    expect(at(before?.span)).toBe(2);
    expect(at(before?.span)).toBe(2);

    const a = writeProjectFile(
      dir,
      "a.ts",
      'import type { B } from "./b";\n\nexport interface T {\n  x: B }\n',
    );
    project.refresh([a]);
    expect(at(declaredType(project, "a.ts", "T").properties()[0]?.type.span)).toBe(4);
  });
});

describe("the views of the input files", () => {
  it("are made once per program, and anew after an edit", () => {
    const project = watchedProject({
      "a.ts": 'import type { B } from "./b";\nexport interface T { x: B }\n',
      "b.ts": "export interface B { a: string }\n",
    });
    const before = project.inputFiles();
    expect(project.inputFiles()).toBe(before);
    expect(before[0]?.declarations.map((d) => d.identity.name)).toEqual(["T"]);

    const a = writeProjectFile(
      dir,
      "a.ts",
      "export interface T { x: string }\nexport interface U { y: number }\n",
    );
    project.refresh([a]);
    const after = project.inputFiles();
    expect(after).not.toBe(before);
    expect(after[0]?.declarations.map((d) => d.identity.name)).toEqual(["T", "U"]);
    expect(project.inputFiles()).toBe(after);
  });
});

describe("declaration identities", () => {
  it("tells apart a file's own declarations and its augmentations of TypeScript's library", () => {
    const project = loadProject({
      inputs: ["pkg/types.ts"],
      cwd: "/app",
      files: {
        "/app/pkg/package.json": JSON.stringify({ name: "pkg" }),
        // A script: its interfaces are global, and `Array` merges with the library's.
        "/app/pkg/types.ts":
          "interface Mine { a: string }\ninterface Array<T> { extra?: T }\ninterface Other { b: string }\n",
      },
    }).value;
    const identities = project?.inputFiles()[0]?.declarations.map((d) => d.identity);
    expect(identities).toEqual([
      { packageName: "pkg", file: "types.ts", name: "Mine", isLib: false },
      { file: "pkg/types.ts", name: "Array", isLib: true },
      { packageName: "pkg", file: "types.ts", name: "Other", isLib: false },
    ]);
  });
});
