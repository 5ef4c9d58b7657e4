import { ts } from "@ts-morph/common";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadProject } from "../../src/index.js";

/*
 * The adapter answers whether a generic instantiation (`Fn<string>`, `Array<Port>`) is callable from its
 * generic type, without the checker instantiating the instantiation's members. The answer must be the one the
 * checker gives for the instantiation itself.
 */

const source = "/app/a.ts";

/** Whether each property of `T` is callable, as the adapter says. */
function adapterAnswers(text: string): Map<string, boolean> {
  const project = loadProject({ inputs: ["a.ts"], cwd: "/app", files: { [source]: text } }).value;
  const declaration = project?.inputFiles()[0]?.declarations.find((d) => d.identity.name === "T");
  if (declaration === undefined) throw new Error("no T");
  return new Map(
    declaration
      .type()
      .properties()
      .map((p) => [p.name, p.type.isCallable]),
  );
}

/** The same, asked of the checker directly for each property's own type. */
function checkerAnswers(text: string): Map<string, boolean> {
  const options: ts.CompilerOptions = { strict: true, target: ts.ScriptTarget.ES2022, noEmit: true };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (file, version, ...rest) =>
    file === source ? ts.createSourceFile(file, text, version) : read(file, version, ...rest);
  host.fileExists = (file) => file === source || ts.sys.fileExists(file);
  const program = ts.createProgram([source], options, host);
  const direct = program.getTypeChecker();
  const statement = program
    .getSourceFile(source)
    ?.statements.find(
      (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === "T",
    );
  if (statement === undefined) throw new Error("no T");
  const type = direct.getTypeAtLocation(statement.name);
  return new Map(
    direct.getPropertiesOfType(type).map((p) => {
      const t = direct.getTypeOfSymbol(p);
      return [p.name, t.getCallSignatures().length > 0 || t.getConstructSignatures().length > 0];
    }),
  );
}

interface Generic {
  readonly parameters: number;
  readonly call: boolean;
  readonly construct: boolean;
  /** The index of an earlier interface this one extends, with its own parameters passed on. */
  readonly base: number | undefined;
}

function declare(generics: readonly Generic[]): string {
  return generics
    .map((g, i) => {
      const params = Array.from({ length: g.parameters }, (_, p) => `P${String(p)}`);
      const own = params.length === 0 ? "" : `<${params.join(", ")}>`;
      const baseIndex = g.base === undefined || i === 0 ? undefined : g.base % i;
      const base = baseIndex === undefined ? undefined : generics[baseIndex];
      // The base is instantiated with this interface's own parameters where it has them.
      const passed = Array.from({ length: base?.parameters ?? 0 }, (_, p) => params[p] ?? "string");
      const extended =
        base === undefined
          ? ""
          : ` extends G${String(baseIndex)}${passed.length === 0 ? "" : `<${passed.join(", ")}>`}`;
      const members = [
        "value: string;",
        g.call ? `(x: ${params[0] ?? "number"}): void;` : "",
        g.construct ? `new (): { made: ${params[0] ?? "boolean"} };` : "",
      ].join(" ");
      return `interface G${String(i)}${own}${extended} { ${members} }`;
    })
    .join("\n");
}

/** A use of a generic with `parameters` type parameters, instantiated with `string`. */
function use(parameters: number): string {
  return parameters === 0 ? "" : `<${Array.from({ length: parameters }, () => "string").join(", ")}>`;
}

const generic: fc.Arbitrary<Generic> = fc.record({
  parameters: fc.nat(2),
  call: fc.boolean(),
  construct: fc.boolean(),
  base: fc.option(fc.nat(5), { nil: undefined }),
});

describe("callability of instantiations", () => {
  it("is the checker's answer for the instantiation itself", () => {
    fc.assert(
      fc.property(fc.array(generic, { minLength: 1, maxLength: 4 }), (generics) => {
        const properties = generics.map((g, i) => `  p${String(i)}: G${String(i)}${use(g.parameters)};`);
        const text = [
          declare(generics),
          "export interface T {",
          ...properties,
          `  list: Array<G0${use(generics[0]?.parameters ?? 0)}>;`,
          "}",
        ].join("\n");
        expect(adapterAnswers(text)).toEqual(checkerAnswers(text));
      }),
      { numRuns: 12 },
    );
  });

  it("sees a call signature merged into a library type", () => {
    const text = [
      "export {};",
      "declare global { interface Array<T> { (x: T): void } }",
      "export interface T { list: string[]; other: Array<number>; plain: { a: string } }",
    ].join("\n");
    expect(adapterAnswers(text)).toEqual(
      new Map([
        ["list", true],
        ["other", true],
        ["plain", false],
      ]),
    );
    expect(checkerAnswers(text)).toEqual(adapterAnswers(text));
  });
});
