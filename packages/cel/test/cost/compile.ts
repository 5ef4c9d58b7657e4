/** Parse and check an expression for the cost tests; throws with cel-go's messages if either fails. */
import {
  type CheckedAst,
  CheckerEnv,
  type FunctionDecl,
  type ParseOptions,
  type TypeProvider,
  type VariableDecl,
  check,
  parse,
  standardLibrary,
} from "../../src/index.js";

export interface CompileOptions {
  readonly vars?: readonly VariableDecl[];
  readonly functions?: readonly FunctionDecl[];
  readonly provider?: TypeProvider;
  readonly container?: string;
  readonly parseOptions?: ParseOptions;
}

export function compile(text: string, options: CompileOptions = {}): CheckedAst {
  const parsed = parse(text, options.parseOptions);
  if (parsed.ast === undefined) {
    throw new Error(`parse ${text}: ${parsed.errors.map((e) => e.message).join("; ")}`);
  }
  const env = new CheckerEnv({
    ...(options.provider === undefined ? {} : { provider: options.provider }),
    ...(options.container === undefined ? {} : { container: options.container }),
  })
    .addLibrary(standardLibrary)
    .addFunctions(...(options.functions ?? []))
    .addVariables(...(options.vars ?? []));
  const checked = check(parsed.ast, env);
  if (checked.errors.length > 0) {
    throw new Error(`check ${text}: ${checked.errors.map((e) => e.message).join("; ")}`);
  }
  return checked.ast;
}
