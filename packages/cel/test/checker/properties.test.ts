import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Expr } from "../../src/ast/expr.js";
import {
  CheckerEnv,
  check,
  formatCheckedType,
  optionalLibrary,
  standardLibrary,
  variableDecl,
  celTypes,
} from "../../src/index.js";
import { AstBuilder, parsed } from "./ast-builders.js";

/** A well-typed expression, built lazily so that ids are numbered in one builder, and its expected type. */
interface Typed {
  readonly build: (b: AstBuilder) => Expr;
  readonly type: string;
}

const scalar = (type: "int" | "uint" | "double" | "string" | "bool"): fc.Arbitrary<Typed> => {
  switch (type) {
    case "int":
      return fc
        .bigInt(-(2n ** 63n), 2n ** 63n - 1n)
        .map((value) => ({ build: (b) => b.literal({ type: "int", value }), type }));
    case "uint":
      return fc
        .bigInt(0n, 2n ** 64n - 1n)
        .map((value) => ({ build: (b) => b.literal({ type: "uint", value }), type }));
    case "double":
      return fc.double().map((value) => ({ build: (b) => b.literal({ type: "double", value }), type }));
    case "string":
      return fc.string().map((value) => ({ build: (b) => b.literal({ type: "string", value }), type }));
    case "bool":
      return fc.boolean().map((value) => ({ build: (b) => b.literal({ type: "bool", value }), type }));
  }
};

/** Expressions of a scalar type, with depth-bounded arithmetic, conditionals and size(). */
const typedExpr = fc.letrec<{
  int: Typed;
  uint: Typed;
  double: Typed;
  string: Typed;
  bool: Typed;
  any: Typed;
}>((tie) => {
  const ofType = (type: "int" | "uint" | "double" | "string" | "bool"): fc.Arbitrary<Typed> => {
    const self = tie(type);
    const options: fc.Arbitrary<Typed>[] = [scalar(type)];
    if (type !== "bool") {
      options.push(
        fc.tuple(self, self).map(([a, b]) => ({ build: (x) => x.call("_+_", a.build(x), b.build(x)), type })),
      );
    }
    if (type === "bool") {
      const comparable = fc
        .constantFrom("int", "uint", "double", "string" as const)
        .chain((t) => fc.tuple(tie(t), tie(t)));
      options.push(
        comparable.map(([a, b]) => ({ build: (x) => x.call("_<_", a.build(x), b.build(x)), type })),
        fc
          .tuple(tie("any"), tie("any"))
          .filter(([a, b]) => a.type === b.type)
          .map(([a, b]) => ({ build: (x) => x.call("_==_", a.build(x), b.build(x)), type })),
        tie("any").map((l) => ({
          build: (x) => x.all(x.list(l.build(x)), "v", (v) => x.call("_==_", v, l.build(x))),
          type,
        })),
      );
    }
    if (type === "int") {
      options.push(tie("any").map((e) => ({ build: (x) => x.call("size", x.list(e.build(x))), type })));
    }
    options.push(
      fc.tuple(tie("bool"), self, self).map(([c, a, b]) => ({
        build: (x) => x.call("_?_:_", c.build(x), a.build(x), b.build(x)),
        type,
      })),
    );
    return fc.oneof({ depthSize: "small", withCrossShrink: true }, ...options);
  };
  return {
    int: ofType("int"),
    uint: ofType("uint"),
    double: ofType("double"),
    string: ofType("string"),
    bool: ofType("bool"),
    any: fc.oneof({ depthSize: "small" }, tie("int"), tie("string"), tie("bool"), tie("double"), tie("uint")),
  };
});

/** Aggregates over the scalar expressions: lists, string-keyed maps and the `map` macro. */
const aggregate: fc.Arbitrary<Typed> = typedExpr.any.chain((elem) =>
  fc.oneof(
    fc.integer({ min: 1, max: 3 }).map((n) => ({
      build: (x: AstBuilder) => x.list(...Array.from({ length: n }, () => elem.build(x))),
      type: `list(${elem.type})`,
    })),
    typedExpr.string.map((key) => ({
      build: (x: AstBuilder) => x.map([key.build(x), elem.build(x)]),
      type: `map(string, ${elem.type})`,
    })),
    fc.constant({
      build: (x: AstBuilder) => x.mapMacro(x.list(elem.build(x)), "m", (m) => m),
      type: `list(${elem.type})`,
    }),
  ),
);

function env(): CheckerEnv {
  return new CheckerEnv().addLibrary(standardLibrary).addLibrary(optionalLibrary());
}

describe("checker properties", () => {
  it("well-typed expressions check to their expected type without errors", () => {
    fc.assert(
      fc.property(fc.oneof(typedExpr.any, aggregate), (typed) => {
        const expr = typed.build(new AstBuilder());
        const result = check(parsed(expr), env());
        expect(result.errors).toEqual([]);
        const type = result.ast.types.get(expr.id);
        expect(type && formatCheckedType(type)).toBe(typed.type);
      }),
      { numRuns: 300 },
    );
  });

  it("every expression of a checked AST has a type", () => {
    fc.assert(
      fc.property(fc.oneof(typedExpr.any, aggregate), (typed) => {
        const result = check(parsed(typed.build(new AstBuilder())), env());
        for (const id of collectIds(result.ast.expr)) expect(result.ast.types.has(id)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it("random ASTs never throw", () => {
    fc.assert(
      fc.property(randomExpr, (build) => {
        const e = env().addVariables(variableDecl("x", celTypes.dyn), variableDecl("n", celTypes.int));
        const result = check(parsed(build(new AstBuilder())), e);
        expect(Array.isArray(result.errors)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

const names = ["x", "n", "y", "a.b", ".x", "int", "@result"];
const functions = [
  "_+_",
  "_[_]",
  "_[?_]",
  "_?._",
  "size",
  "contains",
  "optional.of",
  "value",
  "or",
  "_&&_",
  "_==_",
  "nope",
  "has",
];

/** Arbitrary, mostly ill-typed ASTs: any node kind anywhere. */
const randomExpr: fc.Arbitrary<(b: AstBuilder) => Expr> = fc.letrec<{ e: (b: AstBuilder) => Expr }>(
  (tie) => ({
    e: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc.constantFrom(...names).map((n) => (b: AstBuilder) => b.ident(n)),
      fc
        .oneof(fc.integer(), fc.string())
        .map(
          (v) => (b: AstBuilder) =>
            typeof v === "number"
              ? b.literal({ type: "int", value: BigInt(v) })
              : b.literal({ type: "string", value: v }),
        ),
      fc.constant((b: AstBuilder) => b.literal({ type: "null", value: null })),
      fc
        .tuple(fc.constantFrom(...functions), fc.array(tie("e"), { maxLength: 3 }), fc.option(tie("e")))
        .map(([fn, args, target]) => (b: AstBuilder) => {
          const built = args.map((a) => a(b));
          return target === null ? b.call(fn, ...built) : b.member(target(b), fn, ...built);
        }),
      fc.tuple(tie("e"), fc.constantFrom("f", "b", "size"), fc.boolean()).map(
        ([o, f, t]) =>
          (b: AstBuilder) =>
            b.select(o(b), f, t),
      ),
      fc.array(tie("e"), { maxLength: 3 }).map((es) => (b: AstBuilder) => b.list(...es.map((e) => e(b)))),
      fc
        .array(fc.tuple(tie("e"), tie("e")), { maxLength: 2 })
        .map((es) => (b: AstBuilder) => b.map(...es.map(([k, v]): [Expr, Expr] => [k(b), v(b)]))),
      fc.tuple(tie("e"), tie("e")).map(
        ([r, p]) =>
          (b: AstBuilder) =>
            b.all(r(b), "v", () => p(b)),
      ),
      fc.tuple(tie("e"), tie("e")).map(
        ([r, p]) =>
          (b: AstBuilder) =>
            b.mapMacro(r(b), "v", () => p(b)),
      ),
    ),
  }),
).e;

function collectIds(e: Expr): number[] {
  switch (e.kind) {
    case "literal":
    case "ident":
      return [e.id];
    case "select":
      return [e.id, ...collectIds(e.operand)];
    case "call":
      return [e.id, ...(e.target ? collectIds(e.target) : []), ...e.args.flatMap(collectIds)];
    case "list":
      return [e.id, ...e.elements.flatMap(collectIds)];
    case "map":
      return [e.id, ...e.entries.flatMap((en) => [...collectIds(en.key), ...collectIds(en.value)])];
    case "struct":
      return [e.id, ...e.fields.flatMap((f) => collectIds(f.value))];
    case "comprehension":
      return [e.id, ...[e.iterRange, e.accuInit, e.loopCondition, e.loopStep, e.result].flatMap(collectIds)];
    case "unspecified":
      return [e.id];
  }
}
