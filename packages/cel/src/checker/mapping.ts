import type { CelType } from "../common/types.js";
import { formatCheckedType } from "./format.js";

/**
 * Type-parameter substitutions found during unification, as cel-go's `checker/mapping.go`: keyed by the
 * formatted type (cel-go keys by `FormatCELType`), so `_var0` and `A` are distinct keys.
 */
export class TypeMapping {
  private readonly substitutions: Map<string, CelType>;

  constructor(from?: ReadonlyMap<string, CelType>) {
    this.substitutions = new Map(from);
  }

  add(from: CelType, to: CelType): void {
    this.substitutions.set(formatCheckedType(from), to);
  }

  find(from: CelType): CelType | undefined {
    return this.substitutions.get(formatCheckedType(from));
  }

  copy(): TypeMapping {
    return new TypeMapping(this.substitutions);
  }
}
