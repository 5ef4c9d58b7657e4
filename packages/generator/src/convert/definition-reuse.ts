import type { IRDefinition, IRNode } from "../ir/types.js";
import type { NamedDeclaration, TsType } from "../ts/model.js";

const inNodeModules = (file: string): boolean => file.includes("/node_modules/");

/**
 * Definitions of named types from node_modules (`PodTemplateSpec` and everything it holds), kept from one
 * watch run to the next: an edit of one kind's file converts that kind again, and with it every library type
 * it reaches, though none of them changed. Owned by one incremental generator, which forgets them when the
 * whole program may have changed (see {@link clear}); node_modules files are not reread while it watches.
 *
 * A library type is known across programs by its declaration's key (file and position) and its type text
 * (type ids change with every program, and the text tells `List<A>` from `List<B>`). Only a definition whose
 * conversion reported nothing, whose declarations are all in node_modules (no augmentation from the user's
 * files) and whose every reachable definition is the same is kept: taking it instead of converting it again
 * then leaves nothing out.
 */
export class DefinitionReuse {
  /** The closure of each kept definition, itself first, by key. */
  private readonly kept = new Map<string, readonly IRDefinition[]>();
  /** Keys converted in the current run that reported nothing and read node_modules files only. */
  private clean = new Set<string>();

  /** Whether definitions of this declaration's types may be kept: it is a library's. */
  covers(outer: NamedDeclaration): boolean {
    return inNodeModules(outer.file);
  }

  /** The key of a library type's definition, the same in every program while node_modules stays as it is. */
  stableKey(outer: NamedDeclaration, type: TsType): string {
    return `${outer.key}\u0000${type.text}`;
  }

  /**
   * Puts the kept definition `key` and those it reaches into `definitions`, unless one of them is being
   * converted (its frame is on the stack) or it is not kept; true when it did.
   */
  restore(
    key: string,
    definitions: Map<string, IRDefinition>,
    converting: (key: string) => boolean,
  ): boolean {
    const closure = this.kept.get(key);
    if (closure === undefined || closure.some((d) => converting(d.key))) return false;
    for (const definition of closure) {
      if (!definitions.has(definition.key)) definitions.set(definition.key, definition);
    }
    return true;
  }

  /** The kept definition `key` and those it reaches, itself first; undefined when it is not kept. */
  closureOf(key: string): readonly IRDefinition[] | undefined {
    return this.kept.get(key);
  }

  /** Notes a definition of this run that reported nothing; `files` are those of its declarations and properties. */
  converted(key: string, files: readonly string[]): void {
    if (files.every(inNodeModules)) this.clean.add(key);
  }

  /** Keeps this run's clean definitions whose whole closure is clean, for the next runs. */
  keep(definitions: ReadonlyMap<string, IRDefinition>): void {
    for (const key of this.clean) {
      if (this.kept.has(key)) continue;
      const closure = this.closure(key, definitions);
      if (closure !== undefined) this.kept.set(key, closure);
    }
    this.clean = new Set();
  }

  /** Forgets everything: the program may have changed anywhere. */
  clear(): void {
    this.kept.clear();
    this.clean = new Set();
  }

  private closure(key: string, definitions: ReadonlyMap<string, IRDefinition>): IRDefinition[] | undefined {
    const out: IRDefinition[] = [];
    const seen = new Set<string>([key]);
    const pending = [key];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      const definition = definitions.get(next);
      // A definition taken from the kept ones this run is as good as a clean one.
      if (definition === undefined || !(this.clean.has(next) || this.kept.has(next))) return undefined;
      out.push(definition);
      for (const target of refTargets(definition.node)) {
        if (target === undefined) return undefined;
        if (!seen.has(target)) {
          seen.add(target);
          pending.push(target);
        }
      }
    }
    return out;
  }
}

/** The definitions a node refers to, outside other definitions; undefined for a node that failed. */
function refTargets(root: IRNode): (string | undefined)[] {
  const out: (string | undefined)[] = [];
  const pending: IRNode[] = [root];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    switch (node.kind) {
      case "ref":
        out.push(node.target);
        break;
      case "invalid":
        out.push(undefined);
        break;
      case "object":
        for (const p of node.properties) pending.push(p.type);
        break;
      case "union":
        for (const p of node.object.properties) pending.push(p.type);
        break;
      case "array":
        pending.push(node.items);
        break;
      case "map":
        pending.push(node.values);
        break;
      case "embedded":
        if (node.body !== undefined) pending.push(node.body);
        break;
      default:
        break;
    }
  }
  return out;
}
