import { at } from "@crdgen/core";
import type { CelType } from "../common/types.js";
import { formatCheckedType } from "./format.js";

/**
 * Type-parameter substitutions found during unification, as cel-go's `checker/mapping.go`: keyed by the
 * formatted type (cel-go keys by `FormatCELType`), so `_var0` and `A` are distinct keys.
 *
 * cel-go copies the whole mapping before each assignability test and keeps the copy when the test passes; a
 * checker tries every overload of every call that way, so the copies grew with the expression (a tenth of the
 * checker's time over the corpus). Here a test runs on the mapping itself inside {@link trial}, which records
 * what it overwrites and puts it back when the test fails: the same substitutions, without the copies.
 */
export class TypeMapping {
  private readonly substitutions = new Map<string, CelType>();
  /** While a trial runs: each key it set, with the value the key had before (undefined: none). */
  private journal: [string, CelType | undefined][] | undefined;

  add(from: CelType, to: CelType): void {
    const key = formatCheckedType(from);
    this.journal?.push([key, this.substitutions.get(key)]);
    this.substitutions.set(key, to);
  }

  find(from: CelType): CelType | undefined {
    // Only type parameters are ever added, and their formatted names have no parentheses: a type with
    // parameters (whose text has them) has no entry, and formatting it would only cost time.
    if (this.substitutions.size === 0 || from.params.length > 0) return undefined;
    return this.substitutions.get(formatCheckedType(from));
  }

  /** Runs `attempt` on this mapping and keeps the substitutions it added only when it returns true. */
  trial(attempt: (mapping: TypeMapping) => boolean): boolean {
    const outer = this.journal;
    const journal: [string, CelType | undefined][] = [];
    this.journal = journal;
    let passed = false;
    try {
      passed = attempt(this);
    } finally {
      this.journal = outer;
      if (passed) outer?.push(...journal);
      else this.undo(journal);
    }
    return passed;
  }

  private undo(journal: readonly [string, CelType | undefined][]): void {
    for (let i = journal.length - 1; i >= 0; i--) {
      const [key, previous] = at(journal, i);
      if (previous === undefined) this.substitutions.delete(key);
      else this.substitutions.set(key, previous);
    }
  }
}
