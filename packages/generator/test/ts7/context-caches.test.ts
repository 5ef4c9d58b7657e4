import type * as Ast from "typescript7/unstable/ast";
import type * as Sync from "typescript7/unstable/sync";
import { afterAll, describe, expect, it, vi } from "vitest";
import { PackageLocator } from "../../src/ts/identity.js";
import { Ts7Context } from "../../src/ts7/context.js";
import { propertyMembers, typeLocation } from "../../src/ts7/declared-members.js";
import { loadTs7Modules, typeScriptAt } from "../../src/ts7/modules.js";
import { prefetchFiles } from "../../src/ts7/prefetch.js";
import { typescript7Package } from "./typescript7.js";

/*
 * The caches of the TypeScript 7 context (context.ts), one snapshot's each.
 *
 * The context asks the symbol of names that resolve alike once (batches.ts, nameKey): a plain type reference
 * in a top-level interface or alias shares its answer with the other references to its name in the file and with
 * the name of the module's own top-level declaration of it. Every name here, asked through the context, must
 * get the symbol the checker gives when asked at that very name; the names that cannot share (type parameters,
 * a default export's name, a script's declarations, qualified names) are among them.
 */

const files: Record<string, string> = {
  "/app/tsconfig.json": JSON.stringify({
    compilerOptions: { strict: true, module: "nodenext", noEmit: true },
    files: ["module.ts", "other.ts", "script.ts"],
  }),
  "/app/module.ts": `import type { Imported } from "./other.js";
export interface A { b: B; c: C; e: E; k: K; m: M; n: N; x: Imported; d: D; g: G<A>; q: N.Inner; s: Shadow }
interface B { a: A; b: B }
export type C = { c: C2; a: A };
type C2 = string;
export class K { k!: M }
export enum E { X = "x" }
interface M { m: string }
interface M { m2: B }
namespace N { export interface Inner { i: string } }
type N = "n";
export default interface D { d: D; a: A }
interface G<A> { a: A; b: B }
export type Mapped<B> = { [K in keyof B]: A };
export type Inferred<T> = T extends Array<infer B> ? B : A;
interface Shadow { Shadow: string }
interface Chain { al: Alias1 }
type Alias1 = Alias2;
type Alias2 = B;
type Array<T> = T[];
namespace P { export interface Q { q: Imported } export type R = globalThis.Array<Chain | null> }
`,
  "/app/other.ts": `export interface Imported { a: string }
export interface A { other: A }
`,
  "/app/script.ts": `interface ScriptType { s: ScriptType; a: ScriptAlias }
type ScriptAlias = { t: ScriptType };
`,
};

const installed = typeScriptAt(typescript7Package);
if (installed === undefined) throw new Error(`no TypeScript at ${typescript7Package}`);
const m = loadTs7Modules(installed);
const api = new m.sync.API({ cwd: "/app", fs: { readFile: (file: string) => files[file] } });
afterAll(() => {
  api.close();
});

function openProject(changed?: string): Sync.Project {
  const snapshot =
    changed === undefined
      ? api.updateSnapshot({ openProjects: ["/app/tsconfig.json"] })
      : api.updateSnapshot({ fileChanges: { changed: [changed] } });
  const project = snapshot.getProject("/app/tsconfig.json");
  if (project === undefined) throw new Error("project not opened");
  return project;
}

function contextOf(project: Sync.Project): Ts7Context {
  return new Ts7Context(
    m,
    project,
    new PackageLocator({ fileExists: () => false, readFile: () => undefined }, "/app"),
    "/app",
  );
}

function sourceOf(project: Sync.Project, file: string): Ast.SourceFile {
  const source = project.program.getSourceFile(file);
  if (source === undefined) throw new Error(`${file} missing`);
  return source;
}

/** The top-level statement of `file` that declares `name`. */
function declarationOf(source: Ast.SourceFile, name: string): Ast.Node {
  const found = source.statements.find((s) => (s as { name?: Ast.Node }).name?.getText() === name);
  if (found === undefined) throw new Error(`${name} not declared`);
  return found;
}

/** The names a file's symbols are asked at: each top-level declaration's name and every type name in it. */
function namesOf(context: Ts7Context, file: Ast.SourceFile): Ast.Node[] {
  const out: Ast.Node[] = [];
  for (const statement of file.statements) {
    const name = (statement as { name?: Ast.Node }).name;
    if (context.isNamedNode(statement) && name !== undefined) out.push(name);
    out.push(...context.statementNodes(statement).typeNames);
  }
  return out;
}

describe("symbols shared between names that resolve alike", () => {
  it("give every name the checker's own answer at it, asking a module's own types once", () => {
    const project = openProject();
    const { checker } = project;
    const spy = vi.spyOn(checker, "getSymbolAtLocation");
    const context = new Ts7Context(
      m,
      project,
      new PackageLocator({ fileExists: () => false, readFile: () => undefined }, "/app"),
      "/app",
    );
    const sources = ["/app/module.ts", "/app/other.ts", "/app/script.ts"].map((file) => {
      const source = project.program.getSourceFile(file);
      if (source === undefined) throw new Error(`${file} missing`);
      return source;
    });
    const names = sources.flatMap((source) => namesOf(context, source));
    const shared = context.symbolsAt(names);
    const asked: Ast.Node[] = spy.mock.calls.flatMap(([nodes]: [unknown]) =>
      Array.isArray(nodes) ? (nodes as Ast.Node[]) : [nodes as Ast.Node],
    );
    spy.mockRestore();
    const own = names.map((name) => checker.getSymbolAtLocation(name));
    const described = (symbols: readonly (Sync.Symbol | undefined)[]) =>
      symbols.map((s, i) => `${names[i]?.getText() ?? "?"}@${String(names[i]?.pos)}: ${String(s?.id)}`);
    expect(described(shared)).toEqual(described(own));

    const askedIn = (file: Ast.SourceFile, text: string) =>
      asked.filter((n) => n.getSourceFile() === file && n.getText() === text).length;
    const [module, , script] = sources as [Ast.SourceFile, Ast.SourceFile, Ast.SourceFile];
    // A module's own named types: one question for the declaration (both of M's) and every plain reference,
    // but a type parameter of that name is asked where it is referenced (G's A, Mapped's and Inferred's B),
    // and so is a name in a class (K's M).
    for (const text of ["C", "C2", "E", "K", "N"]) expect(askedIn(module, text), text).toBe(1);
    expect(askedIn(module, "M")).toBe(2);
    expect(askedIn(module, "A")).toBe(2);
    expect(askedIn(module, "B")).toBe(3);
    // A default export's name is asked apart from the references; so are a script's declarations.
    expect(askedIn(module, "D")).toBe(2);
    expect(askedIn(script, "ScriptType")).toBe(2);
    expect(askedIn(script, "ScriptAlias")).toBe(2);
  });
});

describe("the context's views", () => {
  it("hand out one view per type and place, the same when asked again, through a type's first, second and third place", () => {
    const context = contextOf(openProject());
    const module = sourceOf(context.project, "/app/module.ts");
    // B written in A, in B and in G: one type, three places.
    const places = ["A", "B", "G"].map((name) => {
      const member = context
        .statementNodes(declarationOf(module, name))
        .typeNodes.find((n) => n.getText() === "B");
      if (member === undefined) throw new Error(`no B in ${name}`);
      return member as Ast.TypeNode;
    });
    const types = context.typesOfNodes(places);
    expect(new Set(types.map((t) => t.id)).size).toBe(1);
    const type = types[0] as Sync.Type;
    const outer = context.namedDeclaration(declarationOf(module, "B"));
    const asked = () => [
      context.view(type, places[0]),
      context.view(type),
      context.view(type, places[1]),
      context.view(type, places[2]),
      context.view(type, places[1], outer),
    ];
    const first = asked();
    expect(new Set(first).size).toBe(first.length);
    expect(asked()).toEqual(first);
    for (const [i, view] of asked().entries()) expect(view).toBe(first[i]);
  });
});

describe("a view's names", () => {
  it("follow the chain of aliases written, each declaration once", () => {
    const context = contextOf(openProject());
    const module = sourceOf(context.project, "/app/module.ts");
    const node = context
      .statementNodes(declarationOf(module, "Chain"))
      .typeNodes.find((n) => n.getText() === "Alias1") as Ast.TypeNode;
    const type = context.typeOfNode(node);
    const names = (outer?: string) =>
      context
        .view(
          type,
          node,
          outer === undefined ? undefined : context.namedDeclaration(declarationOf(module, outer)),
        )
        .names()
        .map((n) => n.identity.name);
    expect(names()).toEqual(["Alias1", "Alias2", "B"]);
    expect(names("B")).toEqual(["B", "Alias1", "Alias2"]);
    expect(names("Alias2")).toEqual(["Alias2", "Alias1", "B"]);
  });
});

describe("types asked in batches", () => {
  it("give every type node the checker's own answer at it, asking a fixed type once", () => {
    const project = openProject();
    const { checker } = project;
    const spy = vi.spyOn(checker, "getTypeAtLocation");
    const context = contextOf(project);
    const module = sourceOf(project, "/app/module.ts");
    // One node asked: the types of its statement's other type nodes are asked with it (batches.ts).
    const nodes = module.statements.flatMap((s) => context.statementNodes(s).typeNodes);
    const first = context.typesOfNodes(nodes.slice(0, 1));
    const all = context.typesOfNodes(nodes);
    expect(all[0]).toBe(first[0]);
    const asked: Ast.Node[] = spy.mock.calls.flatMap(([nodes]: [unknown]) =>
      Array.isArray(nodes) ? (nodes as Ast.Node[]) : [nodes as Ast.Node],
    );
    spy.mockRestore();
    const own = nodes.map((node) => checker.getTypeAtLocation(node));
    const described = (types: readonly (Sync.Type | undefined)[]) =>
      types.map((t, i) => `${nodes[i]?.getText() ?? "?"}@${String(nodes[i]?.pos)}: ${String(t?.id)}`);
    expect(described(all)).toEqual(described(own));
    // Each node asked once at most; of the `string`s written, one.
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked.filter((n) => n.getText() === "string")).toHaveLength(1);
    expect(nodes.filter((n) => n.getText() === "string").length).toBeGreaterThan(1);
  });
});

describe("the context's declaration nodes", () => {
  it("resolve a handle to its node, each time the same, and a later snapshot's context to the node it has then", () => {
    const before = contextOf(openProject());
    const symbolOf = (context: Ts7Context, name: string) => {
      const declaration = declarationOf(sourceOf(context.project, "/app/other.ts"), name);
      const symbol = context.symbolAt((declaration as Ast.InterfaceDeclaration).name);
      if (symbol === undefined) throw new Error(`no symbol for ${name}`);
      return symbol;
    };
    const handle = symbolOf(before, "Imported").declarations[0];
    const node = before.resolve(handle);
    expect(node?.getText()).toBe("export interface Imported { a: string }");
    expect(before.resolve(handle)).toBe(node);
    // Moved down a line and changed: the next snapshot's handle names another node.
    files["/app/other.ts"] = `export interface A { other: A }
export interface Imported { b: number }
`;
    const after = contextOf(openProject("/app/other.ts"));
    const moved = after.resolve(symbolOf(after, "Imported").declarations[0]);
    expect(moved?.getText()).toBe("export interface Imported { b: number }");
    expect(before.resolve(handle)).toBe(node);
  });
});

describe("the prefetch of files", () => {
  it("asks what asking its nodes by themselves asks, each node's statement looked up, and gets the same answers", () => {
    const project = openProject();
    const { checker } = project;
    const sources = ["/app/module.ts", "/app/other.ts", "/app/script.ts"].map((file) =>
      sourceOf(project, file),
    );
    /** The nodes a context asks the checker about while `ask` runs, as `file@pos:kind`, sorted. */
    const askedWhile = (ask: () => void) => {
      const types = vi.spyOn(checker, "getTypeAtLocation");
      const symbols = vi.spyOn(checker, "getSymbolAtLocation");
      ask();
      const list = (spy: typeof types | typeof symbols) =>
        spy.mock.calls
          .flatMap(([nodes]: [unknown]) =>
            Array.isArray(nodes) ? (nodes as Ast.Node[]) : [nodes as Ast.Node],
          )
          .map((n) => `${n.getSourceFile().fileName}@${String(n.pos)}:${String(n.kind)}`)
          .sort();
      const out = { types: list(types), symbols: list(symbols) };
      types.mockRestore();
      symbols.mockRestore();
      return out;
    };
    const prefetched = contextOf(project);
    const byPrefetch = askedWhile(() => {
      prefetchFiles(prefetched, sources);
    });
    // The same nodes asked by themselves: the context looks up the statement of each to ask with its others.
    const byNodes = contextOf(project);
    const byThemselves = askedWhile(() => {
      const members: Ast.Node[] = [];
      const names: Ast.Node[] = [];
      const typeNames: Ast.Node[] = [];
      for (const source of sources) {
        for (const statement of source.statements) {
          const nodes = byNodes.statementNodes(statement);
          if (!source.isDeclarationFile) {
            for (const container of nodes.containers) {
              for (const member of propertyMembers(byNodes, container) ?? []) {
                members.push(typeLocation(byNodes, member));
              }
            }
          }
          if (byNodes.isNamedNode(statement)) {
            if (statement.name !== undefined) names.push(statement.name);
            typeNames.push(...nodes.typeNames);
          }
        }
      }
      byNodes.symbolsAt([
        ...names,
        ...typeNames,
        ...sources.flatMap((source) => byNodes.moduleSpecifiers(source)),
      ]);
      byNodes.typesOfNodes([...members, ...names]);
    });
    expect(byPrefetch).toEqual(byThemselves);
    expect(byPrefetch.types.length).toBeGreaterThan(0);
    // Every type node of every statement: the same answer, known to both without another question.
    const typeNodes = sources.flatMap((source) =>
      source.statements.flatMap((statement) => prefetched.statementNodes(statement).typeNodes),
    );
    const again = askedWhile(() => {
      const described = (context: Ts7Context) => context.typesOfNodes(typeNodes).map((t) => t.id);
      expect(described(prefetched)).toEqual(described(byNodes));
    });
    expect(again).toEqual({ types: [], symbols: [] });
  });
});
