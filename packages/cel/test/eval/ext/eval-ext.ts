/**
 * Evaluating expressions as cel-go's ext tests do: `cel.NewEnv(<library>)`, then `Program.Eval` of the
 * checked AST (or of the parsed one for the `parseOnly` cases), with the ext runtime overloads.
 */
import {
  type CelValue,
  CheckerEnv,
  type FunctionDecl,
  type Library,
  check,
  evaluate,
  extLibrariesCallCost,
  type CallCostHook,
  parse,
  standardAndExtOverloads,
  standardLibrary,
  type VariableDecl,
} from "../../../src/index.js";
import type { ExtOverloadVersions } from "../../../src/eval/ext/registry.js";
import { kubernetesParseOptions, sortByMacro } from "../../../src/index.js";

export interface ExtEnv {
  readonly library: Library;
  readonly versions?: ExtOverloadVersions;
  readonly variables?: readonly VariableDecl[];
  readonly functions?: readonly FunctionDecl[];
}

export interface Outcome {
  readonly value?: CelValue;
  /** The error message when evaluation failed. */
  readonly error?: string;
  readonly cost: bigint;
}

const registries = new Map<string, ReturnType<typeof standardAndExtOverloads>>();

export function evalExt(
  text: string,
  env: ExtEnv,
  options: {
    parseOnly?: boolean;
    vars?: Readonly<Record<string, CelValue>>;
    /** The libraries' cost trackers by default. */
    callCost?: CallCostHook;
    presenceTestHasCost?: boolean;
  } = {},
): Outcome {
  const parsed = parse(text, {
    ...kubernetesParseOptions,
    macros: [...(kubernetesParseOptions.macros ?? []), sortByMacro],
  });
  if (parsed.ast === undefined || parsed.errors.length > 0) {
    throw new Error(`parse ${text}: ${parsed.errors.map((e) => e.message).join("; ")}`);
  }
  let ast: Parameters<typeof evaluate>[0] = parsed.ast;
  if (options.parseOnly !== true) {
    const checkerEnv = new CheckerEnv()
      .addLibrary(standardLibrary)
      .addLibrary(env.library)
      .addFunctions(...(env.functions ?? []))
      .addVariables(...(env.variables ?? []));
    const checked = check(parsed.ast, checkerEnv);
    if (checked.errors.length > 0) {
      throw new Error(`check ${text}: ${checked.errors.map((e) => e.message).join("; ")}`);
    }
    ast = checked.ast;
  }
  const key = JSON.stringify(env.versions ?? {});
  let overloads = registries.get(key);
  if (overloads === undefined) {
    overloads = standardAndExtOverloads(env.versions);
    registries.set(key, overloads);
  }
  const result = evaluate(ast, options.vars ?? {}, {
    overloads,
    callCost: options.callCost ?? extLibrariesCallCost,
    presenceTestHasCost: options.presenceTestHasCost ?? true,
  });
  const v = result.value;
  if (v !== null && typeof v === "object" && "message" in v && v.constructor.name === "ErrorValue") {
    return { error: (v as { message: string }).message, cost: result.cost };
  }
  return { value: v, cost: result.cost };
}
