/**
 * A Kubernetes CEL library as apiserver `pkg/cel/library/libraries.go` describes one: its declarations plus
 * the name (`kubernetes.…`) and the custom types it introduces (`Types()`), which
 * `library_compatibility_test.go` checks.
 */
import type { CelType } from "../../common/types.js";
import type { FunctionDecl, Library } from "../decls.js";

export interface KubernetesLibrary extends Library {
  /** `LibraryName()`, e.g. `kubernetes.lists`. */
  readonly name: string;
  /** `Types()`: every opaque or struct type the declarations use. */
  readonly types: readonly CelType[];
  /**
   * `declarations()`: the functions the compatibility test tracks. The format library declares its
   * `format.<name>` constants only in `CompileOptions`, so they are in `functions` but not here.
   */
  readonly declarations: readonly FunctionDecl[];
}

/** A library whose `CompileOptions` declare exactly its `declarations()`. */
export function kubernetesLibrary(
  name: string,
  types: KubernetesLibrary["types"],
  variables: KubernetesLibrary["variables"],
  functions: readonly FunctionDecl[],
): KubernetesLibrary {
  return { name, types, variables, functions, declarations: functions };
}
