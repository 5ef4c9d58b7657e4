/**
 * cel-go's `stringFormatValidator` (`ext/formatting.go`), which `ext.Strings` versions 1 to 3 install
 * (Kubernetes uses version 2 since 1.29): for every `'<literal>'.format([<list literal>])` call, parse the
 * format string as `parseFormatString` does and check each clause's argument type against the clause
 * (`stringFormatChecker`), then report surplus arguments. `Configure` exempts `format` calls from the
 * homogeneous-literal check, since their argument lists mix types on purpose.
 */
import type { CallExpr, Expr, ListExpr } from "../ast/expr.js";
import type { CheckedAst } from "../checker/checker.js";
import { type CelType, type TypeKind, celTypes } from "../common/types.js";
import { type AstValidator, errorAt } from "./validator.js";

/** An error carrying the id of the argument it is about (Go's `formatError`). */
class FormatError extends Error {
  constructor(
    readonly exprId: number,
    message: string,
  ) {
    super(message);
  }
}

/** Go's `parseFormatError`: `<msg>: <wrapped>`, unwrapping to the wrapped error's id. */
function wrap(message: string, error: unknown): Error {
  const text = `${message}: ${error instanceof Error ? error.message : String(error)}`;
  return error instanceof FormatError ? new FormatError(error.exprId, text) : new Error(text);
}

type Clause = (checker: FormatChecker) => void;

/** `stringFormatChecker`: the argument list literal and the checked types. */
class FormatChecker {
  argsRequested = 0;
  currArgIndex = 0;
  constructor(
    readonly args: readonly Expr[],
    readonly ast: CheckedAst,
  ) {}

  typeOf(id: number): CelType {
    return this.ast.types.get(id) ?? celTypes.dyn;
  }

  /** `verifyTypeOneOf`: DYN passes; otherwise only the kind is compared. */
  verifyTypeOneOf(id: number, kinds: readonly TypeKind[]): boolean {
    const type = this.typeOf(id);
    return type.kind === "dyn" || kinds.includes(type.kind);
  }

  current(): Expr {
    const arg = this.args[this.currArgIndex];
    if (arg === undefined) throw new Error(`index ${this.currArgIndex} out of range`);
    return arg;
  }

  /** A clause accepting the given kinds, failing with `message, was given <type name>`. */
  check(kinds: readonly TypeKind[], message: string): void {
    const id = this.current().id;
    if (!this.verifyTypeOneOf(id, kinds)) {
      throw new FormatError(id, `${message}, was given ${this.typeOf(id).name}`);
    }
  }

  /** `verifyString`: lists and maps literals are checked element by element. */
  verifyString(sub: Expr): number | undefined {
    if (!this.verifyTypeOneOf(sub.id, stringKinds)) return sub.id;
    if (sub.kind === "list") {
      for (const element of sub.elements) {
        const bad = this.verifyString(element);
        if (bad !== undefined) return bad;
      }
    } else if (sub.kind === "map") {
      for (const entry of sub.entries) {
        const bad = this.verifyString(entry.key) ?? this.verifyString(entry.value);
        if (bad !== undefined) return bad;
      }
    }
    return undefined;
  }
}

const stringKinds: readonly TypeKind[] = [
  "list",
  "map",
  "int",
  "uint",
  "double",
  "bool",
  "string",
  "timestamp",
  "bytes",
  "duration",
  "type",
  "null_type",
];

const clauses: ReadonlyMap<string, Clause> = new Map<string, Clause>([
  [
    "s",
    (c) => {
      const bad = c.verifyString(c.current());
      if (bad !== undefined) {
        throw new FormatError(
          bad,
          `string clause can only be used on strings, bools, bytes, ints, doubles, maps, lists, types, durations, and timestamps, was given ${c.typeOf(bad).name}`,
        );
      }
    },
  ],
  [
    "d",
    (c) => {
      c.check(["int", "uint"], "decimal clause can only be used on integers");
    },
  ],
  // Strings are allowed for "NaN", "Infinity" and "-Infinity".
  [
    "f",
    (c) => {
      c.check(["double", "string"], "fixed-point clause can only be used on doubles");
    },
  ],
  [
    "e",
    (c) => {
      c.check(["double", "string"], "scientific clause can only be used on doubles");
    },
  ],
  [
    "b",
    (c) => {
      c.check(["int", "uint", "bool"], "only integers and bools can be formatted as binary");
    },
  ],
  [
    "x",
    (c) => {
      c.check(
        ["int", "uint", "string", "bytes"],
        "only integers, byte buffers, and strings can be formatted as hex",
      );
    },
  ],
  [
    "X",
    (c) => {
      c.check(
        ["int", "uint", "string", "bytes"],
        "only integers, byte buffers, and strings can be formatted as hex",
      );
    },
  ],
  [
    "o",
    (c) => {
      c.check(["int", "uint"], "octal clause can only be used on integers");
    },
  ],
]);

const isDigit = (byte: number | undefined): boolean => byte !== undefined && byte >= 0x30 && byte <= 0x39;

/** `parsePrecision` then `parseFormattingClause`, over the bytes after `%`; returns the bytes read. */
function parseFormattingClause(bytes: Uint8Array, start: number, maxPrecision: number): [number, Clause] {
  let i = start;
  if (bytes[i] === 0x2e) {
    i++;
    let digits = "";
    for (;;) {
      const byte = bytes[i];
      if (byte === undefined) {
        throw new Error("error while parsing precision: could not find end of precision specifier");
      }
      if (!isDigit(byte)) break;
      digits += String.fromCharCode(byte);
      i++;
    }
    // strconv.Atoi on the digits: empty or beyond int64 fails.
    if (digits === "") {
      throw new Error(
        'error while parsing precision: error while converting precision to integer: strconv.Atoi: parsing "": invalid syntax',
      );
    }
    const precision = BigInt(digits);
    if (precision > 9223372036854775807n) {
      throw new Error(
        `error while parsing precision: error while converting precision to integer: strconv.Atoi: parsing "${digits}": value out of range`,
      );
    }
    if (maxPrecision > 0 && precision > BigInt(maxPrecision)) {
      throw new Error(
        `error while parsing precision: precision ${precision} exceeds maximum allowed precision ${maxPrecision}`,
      );
    }
  }
  const byte = bytes[i] ?? 0;
  // Go takes `rune(formatStr[i])`: one byte, printed by `%c` as that code point.
  const r = String.fromCharCode(byte);
  const clause = clauses.get(r);
  if (clause === undefined) throw new Error(`unrecognized formatting clause "${r}"`);
  return [i + 1 - start, clause];
}

/** `parseFormatString` with the checker as both interpolator and argument list. */
function parseFormatString(format: string, checker: FormatChecker, maxPrecision: number): void {
  const bytes = new TextEncoder().encode(format);
  let i = 0;
  let argIndex = 0;
  while (i < bytes.length) {
    if (bytes[i] !== 0x25) {
      i++;
      continue;
    }
    if (bytes[i + 1] === 0x25) {
      i += 2;
      continue;
    }
    // `list.Arg(argIndex)`: the checker counts the request and never fails.
    checker.argsRequested++;
    checker.currArgIndex = argIndex;
    if (i + 1 >= bytes.length) throw new Error("unexpected end of string");
    if (argIndex >= checker.args.length) throw new Error(`index ${argIndex} out of range`);
    let read: number;
    let clause: Clause;
    try {
      [read, clause] = parseFormattingClause(bytes, i + 1, maxPrecision);
    } catch (error) {
      throw wrap("could not parse formatting clause", error);
    }
    try {
      clause(checker);
    } catch (error) {
      throw wrap("error during formatting", error);
    }
    i += 1 + read;
    argIndex++;
  }
}

/** `matchConstantFormatStringWithListLiteralArgs`. */
function isConstantFormatCall(ast: CheckedAst, e: Expr): e is CallExpr & { args: readonly [ListExpr] } {
  if (e.kind !== "call" || e.target === undefined || e.function !== "format") return false;
  const overloadIds = ast.references.get(e.id)?.overloadIds ?? [];
  if (overloadIds.length !== 0 && !overloadIds.includes("string_format")) return false;
  if (e.target.kind !== "literal" || e.target.value.type !== "string") return false;
  return e.args.length === 1 && e.args[0]?.kind === "list";
}

/** `stringFormatValidator{maxPrecision}`; strings versions below 5 have no maximum (0). */
export function stringFormatValidator(maxPrecision = 0): AstValidator {
  return {
    name: "cel.validator.string_format",
    configure: (config) => ({
      homogeneousAggregateLiteralExemptFunctions: [
        ...config.homogeneousAggregateLiteralExemptFunctions,
        "format",
      ],
    }),
    validate(ast, _config, tree) {
      return tree
        .matchDescendants((e) => isConstantFormatCall(ast, e))
        .flatMap(({ expr }) => {
          if (!isConstantFormatCall(ast, expr) || expr.target?.kind !== "literal") return [];
          const format = expr.target.value.value;
          if (typeof format !== "string") return [];
          const checker = new FormatChecker(expr.args[0].elements, ast);
          try {
            parseFormatString(format, checker, maxPrecision);
          } catch (error) {
            const id = error instanceof FormatError ? error.exprId : expr.id;
            return [errorAt(ast, id, error instanceof Error ? error.message : String(error))];
          }
          const got = checker.args.length;
          if (got > checker.argsRequested) {
            return [
              errorAt(
                ast,
                expr.id,
                `too many arguments supplied to string.format (expected ${checker.argsRequested}, got ${got})`,
              ),
            ];
          }
          return [];
        });
    },
  };
}
