import {
  type Macro,
  celStandardMacros,
  optionalMacros,
  standardMacros,
  twoVarComprehensionMacros,
} from "./macros.js";

/** `parser/options.go`, with cel-go's defaults (`NewParser`). */
export interface ParseOptions {
  /** Macros to expand; the standard ones by default. */
  readonly macros?: readonly Macro[];
  /** `EnableOptionalSyntax`: `a.?b`, `a[?b]`, `[?a]`, `{?k: v}`. */
  readonly enableOptionalSyntax?: boolean;
  /** `EnableIdentEscapeSyntax`: back-quoted field names (on by default). */
  readonly enableIdentEscapeSyntax?: boolean;
  /** `EnableHiddenAccumulatorName`: `@result` rather than `__result__` (on by default). */
  readonly enableHiddenAccumulatorName?: boolean;
  /** `PopulateMacroCalls`: record macro calls in the source info (cel-go's `cel` package turns this on). */
  readonly populateMacroCalls?: boolean;
  /** `MaxRecursionDepth`, 250 by default; -1 for no limit. */
  readonly maxRecursionDepth?: number;
  /** `ErrorRecoveryLimit`, 30 by default; -1 for no limit. */
  readonly errorRecoveryLimit?: number;
  /** `ErrorRecoveryLookaheadTokenLimit`, 256 by default. */
  readonly errorRecoveryLookaheadTokenLimit?: number;
  /** `ErrorReportingLimit`, 100 by default. */
  readonly errorReportingLimit?: number;
  /** `ExpressionSizeCodePointLimit`, 100,000 by default; -1 for no limit. */
  readonly expressionSizeCodePointLimit?: number;
}

export interface ResolvedOptions {
  readonly macros: ReadonlyMap<string, Macro>;
  /** The macro of a call, if any: most calls name no macro and are answered without building a key. */
  readonly macroFor: (fn: string, argCount: number, receiverStyle: boolean) => Macro | undefined;
  readonly enableOptionalSyntax: boolean;
  readonly enableIdentEscapeSyntax: boolean;
  readonly accumulatorName: string;
  readonly populateMacroCalls: boolean;
  readonly maxRecursionDepth: number;
  readonly errorRecoveryLimit: number;
  readonly errorRecoveryLookaheadTokenLimit: number;
  readonly errorReportingLimit: number;
  readonly expressionSizeCodePointLimit: number;
}

const unlimited = Number.MAX_SAFE_INTEGER;
const orDefault = (value: number | undefined, fallback: number): number =>
  value === undefined || value === 0 ? fallback : value === -1 ? unlimited : value;

/**
 * The options as the parser reads them, defaults applied and macros by key. A caller that parses many texts with
 * one options object resolves them once, in a `Parser`.
 */
export function resolveOptions(options: ParseOptions = {}): ResolvedOptions {
  const macros = new Map<string, Macro>();
  for (const m of options.macros ?? standardMacros) {
    macros.set(`${m.function}:${m.argCount}:${String(m.receiverStyle)}`, m);
  }
  const macroNames = new Set([...macros.values()].map((m) => m.function));
  return {
    macros,
    macroFor: (fn, argCount, receiverStyle) =>
      macroNames.has(fn) ? macros.get(`${fn}:${argCount}:${String(receiverStyle)}`) : undefined,
    enableOptionalSyntax: options.enableOptionalSyntax ?? false,
    enableIdentEscapeSyntax: options.enableIdentEscapeSyntax ?? true,
    accumulatorName: (options.enableHiddenAccumulatorName ?? true) ? "@result" : "__result__",
    populateMacroCalls: options.populateMacroCalls ?? false,
    maxRecursionDepth: orDefault(options.maxRecursionDepth, 250),
    errorRecoveryLimit: orDefault(options.errorRecoveryLimit, 30),
    errorRecoveryLookaheadTokenLimit: options.errorRecoveryLookaheadTokenLimit ?? 256,
    errorReportingLimit: options.errorReportingLimit ?? 100,
    expressionSizeCodePointLimit: orDefault(options.expressionSizeCodePointLimit, 100_000),
  };
}

/**
 * The parser options of the Kubernetes CEL environment (`apiserver/pkg/cel/environment/base.go`): the
 * standard macros of a `cel.Env` (`celStandardMacros`), optional syntax with `optMap`/`optFlatMap` (`cel.OptionalTypes()`) and the two-variable
 * comprehensions (`ext.TwoVarComprehensions()`). Kubernetes does not turn on macro call tracking
 * (`cel.EnableMacroCallTracking`), so `populateMacroCalls` stays off; the limits are cel-go's defaults.
 */
export const kubernetesParseOptions: ParseOptions = {
  macros: [...celStandardMacros, ...optionalMacros, ...twoVarComprehensionMacros],
  enableOptionalSyntax: true,
};
