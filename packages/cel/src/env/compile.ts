/**
 * Parse, check and validate one expression in a Kubernetes environment, as cel-go's `Env.Compile` does
 * (`Parse`, then `Check`, whose validators run only when checking succeeded).
 */
import { type CheckedAst, check } from "../checker/checker.js";
import type { CheckerEnv, CheckerEnvOptions } from "../checker/env.js";
import type { CelError } from "../common/errors.js";
import type { VariableDecl } from "../decls/decls.js";
import {
  type Macro,
  celStandardMacros,
  macroKey,
  optionalMacros,
  twoVarComprehensionMacros,
} from "../parser/macros.js";
import type { ParseOptions } from "../parser/options.js";
import { InternalError } from "@crdgen/core";
import { sortByMacro } from "../decls/ext/lists-macros.js";
import { type ParseResult, Parser } from "../parser/parser.js";
import { validateChecked } from "../validators/validator.js";
import { type CelEnvironment, declareLibraries, extendDeclarations } from "./environment.js";
import type { Source } from "../common/source.js";
import { UnrecoveredPanic } from "../values/go-panic.js";

const libraryMacros: ReadonlyMap<string, Macro> = new Map(
  [...optionalMacros, ...twoVarComprehensionMacros, sortByMacro].map((m) => [
    macroKey(m.function, m.argCount, m.receiverStyle),
    m,
  ]),
);

/**
 * The parser options of the environment: the standard macros of a `cel.Env` plus those its libraries add, optional
 * syntax when the optional library is there (`cel.OptionalTypes()` turns it on), and back-quoted
 * identifiers when the binary's cel-go takes them. Macro calls are not recorded: Kubernetes does not
 * enable `cel.EnableMacroCallTracking`.
 */
export function kubernetesParseOptionsFor(environment: CelEnvironment): ParseOptions {
  const macros = [...celStandardMacros];
  for (const m of environment.macros) {
    const found = libraryMacros.get(macroKey(m.name, m.argCount, m.receiver));
    if (found === undefined) throw new InternalError(`no expander for the macro ${m.name}/${m.argCount}`);
    macros.push(found);
  }
  return {
    macros,
    enableOptionalSyntax: environment.libraries.some((l) => l.name === "cel.lib.optional"),
    // cel-go 14f6746a's default when the environment does not say (environments built by hand in tests).
    enableIdentEscapeSyntax: environment.identEscapeSyntax ?? true,
  };
}

/**
 * An environment made ready to compile in, as cel-go's `Env` is once its parser and checker are set up (its
 * `initChecker` runs once per `Env`): the parse options and the parser, and the libraries' declarations, each
 * made on first use and then kept. The environment itself is the caller's plain data, which nothing fills in:
 * whoever compiles many expressions in it makes one of these and keeps it for as long as it compiles (a
 * RuleCompiler for each environment it compiles in, a schema walk without one), and what was prepared goes
 * with it. The environment must not change meanwhile (nothing here changes it).
 */
export class PreparedEnvironment {
  #parseOptions: ParseOptions | undefined;
  #parser: Parser | undefined;
  #declared: CheckerEnv | undefined;

  constructor(readonly environment: CelEnvironment) {}

  /** {@link kubernetesParseOptionsFor} the environment: one object for every parse in it. */
  get parseOptions(): ParseOptions {
    this.#parseOptions ??= kubernetesParseOptionsFor(this.environment);
    return this.#parseOptions;
  }

  /** A parser with {@link parseOptions}, which resolves them once. */
  get parser(): Parser {
    this.#parser ??= new Parser(this.parseOptions);
    return this.#parser;
  }

  /**
   * `newKubernetesCheckerEnv(environment, options)`: a new checker environment for one expression, over the
   * libraries' declarations, which are declared once for all of them.
   */
  checkerEnv(options: Pick<CheckerEnvOptions, "container" | "provider"> = {}): CheckerEnv {
    this.#declared ??= declareLibraries(this.environment);
    return extendDeclarations(this.#declared, this.environment, options);
  }
}

/** `environment` ready to compile in: the prepared one given, else one prepared for the caller alone. */
export function prepared(environment: CelEnvironment | PreparedEnvironment): PreparedEnvironment {
  return environment instanceof PreparedEnvironment ? environment : new PreparedEnvironment(environment);
}

export interface CompileOptions extends Pick<CheckerEnvOptions, "container" | "provider"> {
  readonly variables?: readonly VariableDecl[];
  /**
   * Parses the text with the options given; default the prepared environment's parser. A caller compiling the
   * same text many times (with other types) passes one that answers from its earlier parses: a parse depends on
   * nothing but the text and the options, and neither the checker nor anything after it changes the parsed tree.
   */
  readonly parse?: (text: string, options: ParseOptions) => ParseResult;
}

export interface CompileResult {
  readonly ast?: CheckedAst;
  readonly errors: readonly CelError[];
  /**
   * What cel-go panics with while checking, when it does (an AST validator meeting what it does not expect):
   * `Env.Check` does not recover it, and the API server answers the whole request with HTTP 500.
   */
  readonly panic?: string;
  /** The expression's text, for displaying the errors (`formatErrors`). */
  readonly source: Source;
}

/**
 * Compiles `text` in `environment`. A caller compiling many expressions in one environment passes a
 * {@link PreparedEnvironment} it keeps; a plain environment is prepared for this compilation alone (the same
 * result, with the libraries declared again).
 */
export function compileKubernetes(
  text: string,
  environment: CelEnvironment | PreparedEnvironment,
  options: CompileOptions = {},
): CompileResult {
  const { variables = [], parse: parseText, ...envOptions } = options;
  const ready = prepared(environment);
  const parsed = parseText === undefined ? ready.parser.parse(text) : parseText(text, ready.parseOptions);
  if (parsed.ast === undefined || parsed.errors.length > 0) {
    return { errors: parsed.errors, source: parsed.source };
  }
  const env = ready.checkerEnv(envOptions);
  if (variables.length > 0) env.addVariables(...variables);
  const checked = check(parsed.ast, env);
  if (checked.errors.length > 0) return { errors: checked.errors, source: parsed.source };
  let errors: CelError[];
  try {
    errors = validateChecked(checked.ast, ready.environment.validators);
  } catch (thrown) {
    if (!(thrown instanceof UnrecoveredPanic)) throw thrown;
    return { errors: [], panic: thrown.message, source: parsed.source };
  }
  return errors.length > 0
    ? { errors, source: parsed.source }
    : { ast: checked.ast, errors: [], source: parsed.source };
}
