/**
 * Identifier resolution as Kubernetes 1.35's cel-go (v0.26.0) does it: `Env.LookupIdent` (checker/env.go:134-166)
 * tries each candidate name (a leading dot only drops the container's prefixes) against every scope from the
 * innermost comprehension out to the globals, then the provider's struct types. `checkSelect` looks a dotted
 * name up whole first (`ToQualifiedName`, checker.go:117-133), and `checkCreateStruct` resolves its type name
 * the same way (checker.go:440-476). Later cel-go releases make a leading dot skip comprehension variables
 * (`CheckerEnvOptions.celGoV026Lookup` off, as the cel-go table tests of the later commit run).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CheckerEnv,
  type CelType,
  check,
  celTypes,
  compileRule,
  formatCheckedType,
  formatErrors,
  kubernetesEnvironment,
  mapType,
  nullableType,
  parse,
  schemaDeclType,
  standardLibrary,
  variableDecl,
} from "../../src/index.js";

function checkText(
  text: string,
  globals: readonly [string, CelType][] = [],
): {
  type: string | undefined;
  errors: string;
} {
  const parsed = parse(text);
  if (parsed.ast === undefined) throw new Error(`does not parse: ${text}`);
  const env = new CheckerEnv({ crossTypeNumericComparisons: true, celGoV026Lookup: true });
  env.addLibrary(standardLibrary);
  env.addVariables(...globals.map(([name, type]) => variableDecl(name, type)));
  const result = check(parsed.ast, env);
  const type = result.ast.types.get(result.ast.expr.id);
  return {
    type: type === undefined ? undefined : formatCheckedType(type),
    errors: formatErrors(parsed.source, result.errors),
  };
}

describe("v0.26.0 LookupIdent: a leading dot does not skip comprehension variables", () => {
  it("resolves `.x` to the comprehension's x, with or without a global x", () => {
    expect(checkText("[1].map(x, .x)")).toEqual({ type: "list(int)", errors: "" });
    expect(checkText("[1].map(x, .x)", [["x", celTypes.string]])).toEqual({ type: "list(int)", errors: "" });
  });

  it("looks a dotted name up whole before selecting on a comprehension variable", () => {
    const globals: [string, CelType][] = [["y.z", celTypes.uint]];
    expect(checkText("[{'z': 1}].map(y, y.z)", globals).type).toBe("list(uint)");
    expect(checkText("[{'z': 1}].map(y, y.z)").type).toBe("list(int)");
  });

  it("finds a variable for a message name, which is then not a type (DeclaredTypeName)", () => {
    expect(checkText("[1].map(x, x{})").errors).toBe(
      "ERROR: <input>:1:13: 'int' is not a type\n | [1].map(x, x{})\n | ............^",
    );
    expect(checkText("[[1]].map(x, x{})").errors).toContain("'list' is not a type");
    expect(checkText("w{}", [["w", nullableType(celTypes.int)]]).errors).toContain(
      "'wrapper(int)' is not a type",
    );
  });

  it("names a non-message type by its DeclaredTypeName, without parameters", () => {
    expect(checkText("list{}").errors).toContain("'list' is not a message type");
    expect(checkText("map{}").errors).toContain("'map' is not a message type");
    expect(checkText("int{}").errors).toContain("'int' is not a message type");
  });
});

describe("compileRule: a shadowing comprehension variable named oldSelf", () => {
  const environment = kubernetesEnvironment();
  const declType = schemaDeclType({ type: "integer" }, false);
  if (declType === undefined) throw new Error("no decl type");

  it("counts `.oldSelf` naming the comprehension variable as a use of oldSelf (compilation.go:229-234)", () => {
    const compiled = compileRule({ rule: "[1].all(oldSelf, .oldSelf == 1)" }, declType, environment);
    expect(compiled.problems).toEqual([]);
    expect(compiled.usesOldSelf).toBe(true);
  });

  it("compiles `.x` for a comprehension variable x", () => {
    expect(compileRule({ rule: "[1].all(x, .x > 0)" }, declType, environment).problems).toEqual([]);
  });
});

/**
 * A model of v0.26.0's resolution written from the Go, over nested `map` comprehensions: the type the
 * innermost reference gets, or the undeclared name, or a field selection on a type without fields.
 */
const elementTypes = [
  { text: "1", type: "int" },
  { text: "'a'", type: "string" },
  { text: "{'z': 1.0}", type: "map(string, double)" },
  { text: "{'z': true}", type: "map(string, bool)" },
] as const;

const globalTypes: Record<string, { type: CelType; printed: string }> = {
  x: { type: celTypes.bool, printed: "bool" },
  y: { type: mapType(celTypes.string, celTypes.bytes), printed: "map(string, bytes)" },
  "y.z": { type: celTypes.uint, printed: "uint" },
};

interface Case {
  readonly levels: readonly { readonly name: string; readonly element: number }[];
  readonly globals: readonly string[];
  readonly dot: boolean;
  readonly name: string;
  readonly select: boolean;
}

type Outcome = { type: string } | { undeclared: string } | { noFields: string };

function modelLookup(c: Case, name: string): string | undefined {
  for (let i = c.levels.length - 1; i >= 0; i--) {
    const level = c.levels[i];
    if (level?.name === name) return elementTypes[level.element]?.type;
  }
  return c.globals.includes(name) ? globalTypes[name]?.printed : undefined;
}

function model(c: Case): Outcome {
  const written = `${c.dot ? "." : ""}${c.name}`;
  if (c.select) {
    const whole = modelLookup(c, `${c.name}.z`);
    if (whole !== undefined) return { type: whole };
  }
  const type = modelLookup(c, c.name);
  if (type === undefined) return { undeclared: written };
  if (!c.select) return { type };
  const field = /^map\(string, (.*)\)$/.exec(type)?.[1];
  return field === undefined ? { noFields: type } : { type: field };
}

function text(c: Case): string {
  const reference = `${c.dot ? "." : ""}${c.name}${c.select ? ".z" : ""}`;
  return c.levels.reduceRight(
    (body, level) => `[${elementTypes[level.element]?.text ?? ""}].map(${level.name}, ${body})`,
    reference,
  );
}

const names = fc.constantFrom("x", "y", "w");
const cases: fc.Arbitrary<Case> = fc.record({
  levels: fc.array(
    fc.record({ name: names, element: fc.integer({ min: 0, max: elementTypes.length - 1 }) }),
    {
      maxLength: 3,
    },
  ),
  globals: fc.subarray(["x", "y", "y.z"]),
  dot: fc.boolean(),
  name: names,
  select: fc.boolean(),
});

describe("v0.26.0 LookupIdent, fast-check against a model of the Go", () => {
  it("gives the reference the innermost declaration of its name, dotted or not", () => {
    fc.assert(
      fc.property(cases, (c) => {
        const result = checkText(
          text(c),
          c.globals.map((g): [string, CelType] => [g, globalTypes[g]?.type ?? celTypes.dyn]),
        );
        const expected = model(c);
        const wrap = (t: string): string => c.levels.reduce((inner) => `list(${inner})`, t);
        if ("type" in expected) {
          expect(result).toEqual({ type: wrap(expected.type), errors: "" });
        } else if ("undeclared" in expected) {
          expect(result.errors.split("\n")[0]).toMatch(
            `undeclared reference to '${expected.undeclared}' (in container '')`,
          );
        } else {
          expect(result.errors.split("\n")[0]).toMatch(
            `type '${expected.noFields}' does not support field selection`,
          );
        }
      }),
      { numRuns: 400 },
    );
  });
});
