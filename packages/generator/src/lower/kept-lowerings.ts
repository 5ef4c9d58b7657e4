import type { JSONSchemaProps } from "@crdgen/structural";
import type { DefinitionReuse } from "../convert/definition-reuse.js";
import type { IRDefinition } from "../ir/types.js";

interface Kept {
  /** The frozen schema. */
  readonly schema: JSONSchemaProps;
  /** The definitions its lowering read (its kept closure), as they were. */
  readonly reads: readonly IRDefinition[];
}

/**
 * The lowered schemas of library types' definitions, kept from one watch run to the next along with the
 * definitions themselves (see DefinitionReuse): an edit of a kind that embeds `PodTemplateSpec` then gets
 * the very schema objects of the last run, whose YAML the renderer has kept (see RenderMemo), instead of
 * lowering, freezing and rendering hundreds of library schemas again. Owned by one incremental generator,
 * which clears it with its DefinitionReuse.
 *
 * A schema is kept only when the definition is a kept one (from node_modules, converted without a problem,
 * its whole closure likewise), when lowering it and every definition it reaches reported nothing and wrote
 * no CEL rule, and it is taken only while the run's definitions of that closure are the very objects it was
 * lowered from: lowering reads nothing else but the settings, which stay as they are for the generator's life.
 */
export class KeptLowerings {
  private readonly kept = new Map<string, Kept>();
  /** This run's definitions whose lowering reported something. */
  private dirty = new Set<string>();

  constructor(private readonly definitions: DefinitionReuse) {}

  /** Begins a run's lowering. */
  startRun(): void {
    this.dirty = new Set();
  }

  /** The kept schema of `key`, if what it was lowered from is what the run has. */
  take(key: string, definitions: ReadonlyMap<string, IRDefinition>): JSONSchemaProps | undefined {
    const kept = this.kept.get(key);
    if (kept === undefined) return undefined;
    if (kept.reads.every((read) => definitions.get(read.key) === read)) return kept.schema;
    this.kept.delete(key);
    return undefined;
  }

  /** Notes a schema lowered this run; `clean` when lowering it reported nothing. */
  lowered(
    key: string,
    schema: JSONSchemaProps,
    clean: boolean,
    definitions: ReadonlyMap<string, IRDefinition>,
  ): void {
    const reads = clean ? this.definitions.closureOf(key) : undefined;
    // A definition it reaches that was lowered earlier in the run with a problem: taking this schema next
    // time would skip lowering that one, and its problem.
    if (reads?.every((read) => !this.dirty.has(read.key) && definitions.get(read.key) === read) === true) {
      this.kept.set(key, { schema, reads });
    } else {
      this.dirty.add(key);
      this.kept.delete(key);
    }
  }

  /** Forgets everything: the program may have changed anywhere. */
  clear(): void {
    this.kept.clear();
    this.dirty = new Set();
  }
}
