import type { Diagnostic, SourceSpan } from "@crdgen/core";

/** The problems a definition's defaults have where the API server checks them, and what it checks through it. */
interface DefinitionDefaults {
  /** Problems at nodes reached from the definition's top without passing a map's values. */
  readonly problems: Diagnostic[];
  /** The definitions it refers to without passing a map's values. */
  readonly refs: Set<string>;
}

/**
 * Where the API server checks a default, and so where crdgen reports one that does not validate (CRD1009).
 * The server checks the defaults of a CRD's schema in a walk that follows `properties` and `items` but never
 * `additionalProperties` (apiextensions-apiserver v0.35.0 pkg/apiserver/schema/defaulting/validation.go:168:
 * "do not follow additionalProperties"), so a default anywhere below a map's values is written as it is,
 * valid or not, as controller-gen writes it.
 *
 * A named type is lowered once and shared by all its uses, and the use that lowers it first may be below a
 * map while another is not. So a definition's problems are kept with it, with the definitions it reaches
 * outside maps, and reported when a kind reaches it outside maps, once per run; problems below a map inside
 * it are never reported. One per lowering context (one run).
 */
export class DefaultChecks {
  private readonly byDefinition = new Map<string, DefinitionDefaults>();
  private readonly reported = new Set<string>();
  /** The definition being lowered; undefined while lowering a kind's own root, which the server checks. */
  private current: DefinitionDefaults | undefined;
  /** How many maps' values lie between the node being lowered and the top of `current` (or the root). */
  private mapDepth = 0;
  private kept = 0;
  /** Where the problems reported so far are (their markers' spans). */
  private readonly toldAt = new Set<string>();

  constructor(private readonly diagnostics: Diagnostic[]) {}

  /**
   * Whether a problem with the default written by the marker at `span` was reported: the CRD checker's errors
   * about that default are then told already (crd-stage).
   */
  told(span: SourceSpan): boolean {
    return this.toldAt.has(spanKey(span));
  }

  /** How many problems were kept with definitions so far: a lowering that kept one is not clean. */
  get keptCount(): number {
    return this.kept;
  }

  /** Problems with a default found at the node being lowered. */
  found(problems: readonly Diagnostic[]): void {
    if (problems.length === 0 || this.mapDepth > 0) return;
    if (this.current === undefined) {
      this.tell(problems);
    } else {
      this.current.problems.push(...problems);
      this.kept += problems.length;
    }
  }

  /** Lowers the values of a map: nothing below them is checked. */
  belowMapValues<T>(lower: () => T): T {
    this.mapDepth++;
    try {
      return lower();
    } finally {
      this.mapDepth--;
    }
  }

  /** Lowers definition `key`, keeping its problems with it. */
  withinDefinition<T>(key: string, lower: () => T): T {
    const outer = this.current;
    const outerDepth = this.mapDepth;
    const own: DefinitionDefaults = { problems: [], refs: new Set() };
    this.byDefinition.set(key, own);
    this.current = own;
    this.mapDepth = 0;
    try {
      return lower();
    } finally {
      this.current = outer;
      this.mapDepth = outerDepth;
    }
  }

  /** The node being lowered refers to definition `key` (lowered by now). */
  reference(key: string): void {
    if (this.mapDepth > 0) return;
    if (this.current === undefined) {
      this.report(key);
    } else {
      this.current.refs.add(key);
    }
  }

  private report(key: string): void {
    if (this.reported.has(key)) return;
    this.reported.add(key);
    const found = this.byDefinition.get(key);
    if (found === undefined) return;
    this.tell(found.problems);
    for (const ref of found.refs) this.report(ref);
  }

  private tell(problems: readonly Diagnostic[]): void {
    for (const problem of problems) {
      this.diagnostics.push(problem);
      if (problem.span !== undefined) this.toldAt.add(spanKey(problem.span));
    }
  }
}

const spanKey = (span: SourceSpan): string => `${span.file}:${span.start.line}:${span.start.column}`;
