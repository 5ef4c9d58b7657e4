import type { Diagnostic, DiagnosticMessage, SourceSpan } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { CommentReader } from "../comments/reader.js";
import type { IRDefinition, IRInvalid, IRNode } from "../ir/types.js";
import type { NamedDeclaration, TsProperty, TsType } from "../ts/model.js";
import type { ConvertContext, ConvertSettings, CoreTypes } from "./context.js";
import { converters } from "./registry.js";

interface Frame {
  readonly key: string;
  readonly declaration: string;
  readonly name: string;
  readonly path: string[];
  readonly spans: (SourceSpan | undefined)[];
  readonly files: Set<string>;
}

/** A generic declaration met this often on one path is expanding without end (`X<T>` holding `X<T[]>`). */
const maxExpansions = 3;

/**
 * One conversion run: the converter list behind {@link ConvertContext}, with what cuts across converters —
 * named types converted once into definitions (with their type markers and doc), the recursion guard that
 * names the cycle, and the diagnostics.
 */
export class ConvertSession implements ConvertContext {
  readonly definitions = new Map<string, IRDefinition>();
  private readonly stack: Frame[] = [];
  private readonly diagnostics: Diagnostic[] = [];

  constructor(
    readonly settings: ConvertSettings,
    readonly comments: CommentReader,
    readonly coreTypes: CoreTypes,
    private readonly optionalByDefault: (file: string) => boolean,
  ) {}

  convert(type: TsType): IRNode {
    for (const converter of converters) {
      if (converter.byIdentity !== true) continue;
      const node = converter.convert(type, this);
      if (node !== undefined) return node;
    }
    const named = type.names().filter((n) => !n.identity.isLib);
    return named.length === 0 ? this.convertStructure(type) : this.definition(type, named);
  }

  convertStructure(type: TsType): IRNode {
    for (const converter of converters) {
      if (converter.byIdentity === true) continue;
      const node = converter.convert(type, this);
      if (node !== undefined) return node;
    }
    return this.fail(catalogMessage("CRD2012", "noSchema", { type: type.text }), type.span);
  }

  fail(message: DiagnosticMessage, span: SourceSpan | undefined, hint?: string): IRInvalid {
    const where = span ?? this.currentSpan();
    this.diagnostics.push(createDiagnostic(message, { span: where, hint }));
    return { kind: "invalid", span: where };
  }

  note(message: DiagnosticMessage, span: SourceSpan | undefined): void {
    this.diagnostics.push(createDiagnostic(message, { span: span ?? this.currentSpan() }));
  }

  fieldsOptionalByDefault(file: string): boolean {
    return this.optionalByDefault(file);
  }

  inProperty<T>(property: TsProperty, convert: () => T): T {
    const frame = this.stack.at(-1);
    if (frame === undefined) return convert();
    if (property.file !== undefined) frame.files.add(property.file);
    frame.path.push(property.name);
    frame.spans.push(property.span);
    try {
      return convert();
    } finally {
      frame.path.pop();
      frame.spans.pop();
    }
  }

  /** The diagnostics found since the last call. */
  takeDiagnostics(): Diagnostic[] {
    return this.diagnostics.splice(0);
  }

  private definition(type: TsType, named: readonly NamedDeclaration[]): IRNode {
    const [outer] = named;
    if (outer === undefined) return this.convertStructure(type);
    const key = `${outer.key}#${type.id}`;
    const ref: IRNode = { kind: "ref", target: key, name: outer.identity.name, span: type.span };
    if (this.definitions.has(key)) return ref;
    const start = this.stack.findIndex((f) => f.key === key);
    const expansions = this.stack.filter((f) => f.declaration === outer.key).length;
    if (start !== -1) return this.cycle(outer, type, start);
    if (expansions >= maxExpansions) {
      return this.cycle(
        outer,
        type,
        this.stack.findIndex((f) => f.declaration === outer.key),
      );
    }
    const frame: Frame = {
      key,
      declaration: outer.key,
      name: outer.identity.name,
      path: [],
      spans: [],
      files: new Set(named.map((n) => n.file)),
    };
    this.stack.push(frame);
    const body = this.convertStructure(type);
    this.stack.pop();
    this.definitions.set(key, {
      key,
      name: outer.identity.name,
      node: this.withTypeDocs(body, named),
      files: [...frame.files],
    });
    return ref;
  }

  // The innermost name's markers apply to the body; each outer alias's (`type A = B`: A's) apply on top of
  // the name below it, one layer each, as controller-gen applies a type that refers to another. The
  // outermost doc wins.
  private withTypeDocs(body: IRNode, named: readonly NamedDeclaration[]): IRNode {
    const read = named.map((n) => this.comments.read(n.comments, n.file, "type"));
    const [innermost, ...outer] = [...read].reverse().map((r) => r.markers);
    const aliasMarkers = [...(body.aliasMarkers ?? []), ...outer.filter((m) => m.length > 0)];
    const description = read.map((r) => r.description).find((d) => d !== "");
    return {
      ...body,
      markers: [...(body.markers ?? []), ...(innermost ?? [])],
      ...(aliasMarkers.length === 0 ? {} : { aliasMarkers }),
      ...(description === undefined ? {} : { description }),
    };
  }

  private cycle(outer: NamedDeclaration, type: TsType, start: number): IRInvalid {
    const steps = this.stack.slice(start).map((f) => [f.name, ...f.path].join("."));
    const message = catalogMessage("CRD2007", "cycle", { path: [...steps, outer.identity.name].join(" → ") });
    return this.fail(message, type.span);
  }

  private currentSpan(): SourceSpan | undefined {
    for (let i = this.stack.length - 1; i >= 0; i--) {
      const span = this.stack[i]?.spans.findLast((s) => s !== undefined);
      if (span !== undefined) return span;
    }
    return undefined;
  }
}
