/**
 * The size bookkeeping of cel-go's coster (checker/cost.go): entry sizes of lists and maps, the stack of local
 * variables that comprehensions and binds introduce, and the sizes CEL knows without an estimator.
 */
import type { Expr } from "../ast/expr.js";
import type { CelType } from "../common/types.js";
import { type SizeEstimate, fixedEstimate, unionEstimates } from "./estimates.js";
import type { GoSlicePath } from "./go-slice-path.js";

/** `entrySizeEstimate`: the container kind and the size ranges of its keys (or indices) and values. */
export interface EntrySize {
  readonly container: "list" | "map";
  readonly key: SizeEstimate;
  readonly val: SizeEstimate;
}

/** `entrySizeEstimate.union`: undefined unless both sides are known; the container is the first's. */
export function unionEntrySizes(a: EntrySize | undefined, b: EntrySize | undefined): EntrySize | undefined {
  if (a === undefined || b === undefined) return undefined;
  return { container: a.container, key: unionEstimates(a.key, b.key), val: unionEstimates(a.val, b.val) };
}

/** `localVar`. */
export interface LocalVar {
  readonly path: GoSlicePath | undefined;
  readonly size: SizeEstimate | undefined;
  readonly entrySize: EntrySize | undefined;
}

/** `scopes`: a stack of bindings per variable name. */
export class LocalVars {
  private readonly stacks = new Map<string, LocalVar[]>();

  push(name: string, local: LocalVar): void {
    const stack = this.stacks.get(name);
    if (stack === undefined) this.stacks.set(name, [local]);
    else stack.push(local);
  }

  pop(name: string): void {
    this.stacks.get(name)?.pop();
  }

  peek(name: string): LocalVar | undefined {
    const stack = this.stacks.get(name);
    return stack === undefined ? undefined : stack[stack.length - 1];
  }
}

/** `computeExprSize`: the exact size of literals and inline lists and maps. */
export function computeExprSize(e: Expr): SizeEstimate | undefined {
  switch (e.kind) {
    case "literal":
      switch (e.value.type) {
        case "string":
          // Characters as CEL's size() counts them: code points (Go's len([]rune(s))).
          return fixedEstimate(BigInt(codePointCount(e.value.value)));
        case "bytes":
          return fixedEstimate(BigInt(e.value.value.length));
        default:
          return fixedEstimate(1n);
      }
    case "list":
      return fixedEstimate(BigInt(e.elements.length));
    case "map":
      return fixedEstimate(BigInt(e.entries.length));
    default:
      return undefined;
  }
}

/** `computeTypeSize`: scalars have size 1. */
export function computeTypeSize(type: CelType): SizeEstimate | undefined {
  return isScalar(type) ? fixedEstimate(1n) : undefined;
}

/** `isScalar`: constant-size types; not strings, bytes, Any or Value. */
function isScalar(type: CelType): boolean {
  switch (type.kind) {
    case "bool":
    case "double":
    case "duration":
    case "int":
    case "timestamp":
    case "uint":
      return true;
    case "opaque": {
      const param = type.params[0];
      return type.name === "optional_type" && param !== undefined && isScalar(param);
    }
    default:
      return false;
  }
}

function codePointCount(s: string): number {
  let count = 0;
  for (let i = 0; i < s.length; i++) {
    const unit = s.charCodeAt(i);
    // A high surrogate followed by a low one is one code point.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < s.length) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}
