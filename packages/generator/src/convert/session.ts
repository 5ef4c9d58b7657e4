import type { Diagnostic, DiagnosticMessage, SourceSpan } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { Marker } from "@crdgen/markers";
import type { CommentReader } from "../comments/reader.js";
import type { IRDefinition, IRInvalid, IRNode } from "../ir/types.js";
import type { NamedDeclaration, TsProperty, TsType } from "../ts/model.js";
import type { ConvertContext, ConvertSettings, CoreTypes } from "./context.js";
import type { DefinitionReuse } from "./definition-reuse.js";
import { applicableAliasMarkers, applicableItemsMarkers } from "./field-marker-view.js";
import { checkOneOfRequired } from "./one-of-required.js";
import { converters } from "./registry.js";
import type { SpecialTypes } from "./special.js";
import { searchTable } from "./special.js";

interface Frame {
  readonly key: string;
  readonly declaration: string;
  readonly name: string;
  readonly path: string[];
  readonly spans: (SourceSpan | undefined)[];
  readonly files: Set<string>;
}

// The converter list split once into the two passes `convert` and `convertStructure` make, order kept.
const identityConverters = converters.filter((c) => c.byIdentity === true);
const structureConverters = converters.filter((c) => c.byIdentity !== true);

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
  /** With `reuse`: each library type's stable key by its key in this program (asking a type's text costs). */
  private readonly stableKeys = new Map<string, string>();
  /** The declarations whose one-of groups were checked in this run (each is reported once). */
  private readonly oneOfChecked = new Set<string>();

  constructor(
    readonly settings: ConvertSettings,
    readonly comments: CommentReader,
    readonly coreTypes: CoreTypes,
    readonly specialTypes: SpecialTypes,
    private readonly optionalByDefault: (file: string) => boolean,
    /** Library definitions kept from earlier runs (watch mode), taken instead of converting them again. */
    private readonly reuse?: DefinitionReuse,
  ) {}

  convert(type: TsType): IRNode {
    const names = type.names();
    const aliases = this.aliasesOfKnownType(names);
    if (aliases.length > 0) return this.definition(type, aliases, () => this.convertByIdentity(type));
    const known = this.convertByIdentity(type);
    if (known !== undefined) return known;
    // Most types have no name, or only the user's: the list is filtered only when a library name is in it.
    const named = names.some((n) => n.identity.isLib) ? names.filter((n) => !n.identity.isLib) : names;
    return named.length === 0 ? this.convertStructure(type) : this.definition(type, named);
  }

  // The user's aliases written around a type known by where it is declared (`type Port = int32`, `type Size =
  // Quantity`): outermost first, up to that type. They become a definition like any named type, so their markers
  // and doc apply over the known schema, as controller-gen applies a named type's (`type Port int32`) over its
  // underlying type (controller-tools pkg/crd/schema.go typeToSchema, named types become references).
  private aliasesOfKnownType(names: readonly NamedDeclaration[]): readonly NamedDeclaration[] {
    if (names.length < 2) return [];
    const known = names.findIndex(
      (n) => searchTable(n.identity) !== undefined || this.coreTypes.definitionOf(n.identity) !== undefined,
    );
    if (known <= 0 || names.slice(0, known).some((n) => n.identity.isLib)) return [];
    return names.slice(0, known);
  }

  private convertByIdentity(type: TsType): IRNode | undefined {
    for (const converter of identityConverters) {
      const node = converter.convert(type, this);
      if (node !== undefined) return node;
    }
    return undefined;
  }

  convertStructure(type: TsType): IRNode {
    for (const converter of structureConverters) {
      const node = converter.convert(type, this);
      if (node !== undefined) return node;
    }
    return this.fail(catalogMessage("CRD2012", "noSchema", { type: type.text }), type.span);
  }

  fail(message: DiagnosticMessage, span: SourceSpan | undefined, hint?: string): IRInvalid {
    const where = span ?? this.currentSpan();
    this.diagnostics.push(createDiagnostic(message, { span: where, hint }));
    return { kind: "invalid" };
  }

  note(message: DiagnosticMessage, span: SourceSpan | undefined): void {
    this.diagnostics.push(createDiagnostic(message, { span: span ?? this.currentSpan() }));
  }

  fieldsOptionalByDefault(file: string): boolean {
    return this.optionalByDefault(file);
  }

  dependsOn(file: string): void {
    this.stack.at(-1)?.files.add(file);
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

  private definition(
    type: TsType,
    named: readonly NamedDeclaration[],
    convertBody: () => IRNode | undefined = () => this.convertStructure(type),
  ): IRNode {
    const [outer] = named;
    if (outer === undefined) return this.convertStructure(type);
    const key = this.keyOf(outer, type);
    const ref: IRNode = { kind: "ref", target: key, name: outer.identity.name };
    if (this.definitions.has(key)) return ref;
    if (this.reuse?.restore(key, this.definitions, (k) => this.converting(k)) === true) return ref;
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
    const reported = this.diagnostics.length + this.comments.problemsRead();
    this.stack.push(frame);
    const body = convertBody() ?? this.convertStructure(type);
    this.stack.pop();
    const files = [...frame.files];
    const node = this.withTypeDocs(body, named, type);
    if (node.kind === "object") checkOneOfRequired(type, outer, this, this.oneOfChecked);
    this.definitions.set(key, { key, name: outer.identity.name, node, files });
    // Kept only when its conversion reported nothing and read no comment with a problem (one reported when
    // some other use read it first counts too): taking it next time reads none of them.
    if (this.reuse !== undefined && this.diagnostics.length + this.comments.problemsRead() === reported) {
      this.reuse.converted(key, files);
    }
    return ref;
  }

  // A type's key in the definitions: by its id in this program, or, for a library type when definitions are
  // reused across programs, by what stays the same from one program to the next.
  private keyOf(outer: NamedDeclaration, type: TsType): string {
    const key = `${outer.key}#${type.id}`;
    if (this.reuse === undefined || !this.reuse.covers(outer)) return key;
    let stable = this.stableKeys.get(key);
    if (stable === undefined) {
      stable = this.reuse.stableKey(outer, type);
      this.stableKeys.set(key, stable);
    }
    return stable;
  }

  // The innermost name's markers apply to the body; each outer alias's (`type A = B`: A's) apply on top of
  // the name below it, one layer each, as controller-gen applies a type that refers to another. The
  // outermost doc wins.
  private withTypeDocs(body: IRNode, named: readonly NamedDeclaration[], type: TsType): IRNode {
    // each alias's markers over the names below it (all of the type's names, the known type's included)
    const chain = type.names();
    const [only] = named;
    if (named.length === 1 && only !== undefined && chain.at(-1) === only) {
      return this.withOwnDocs(body, only, type);
    }
    const read = named.map((n) => this.comments.read(n.comments, n.file, "type"));
    // The innermost alias too: over a known type (`type Port = IntOrString`, Go's `type Port
    // intstr.IntOrString`) its markers meet a reference to another package's type, which has no type.
    const layers = read.map((r, i) => {
      const alias = named[i];
      const at = alias === undefined ? -1 : chain.indexOf(alias);
      const applicable =
        alias === undefined || at === -1
          ? r.markers
          : applicableAliasMarkers(r.markers, alias, chain.slice(at + 1), type, this);
      // The innermost name's body is the type itself: its `items:` markers meet the items' schema.
      return i === named.length - 1 ? applicableItemsMarkers(applicable, type, this) : applicable;
    });
    const cut = named.findIndex((alias, i) => this.marshalsItself(alias, chain, layers[i] ?? []));
    if (cut !== -1) {
      // that alias's schema is its markers alone: what is below it, and its own doc, are not read
      const above = read.slice(0, cut).map((r) => r.description);
      const bare: IRNode = body.nullable === true ? { kind: "string", nullable: true } : { kind: "string" };
      return this.layered(bare, layers.slice(0, cut + 1), above);
    }
    return this.layered(
      body,
      layers,
      read.map((r) => r.description),
    );
  }

  // `layers` are the markers of the names from the outermost in: the innermost's apply to the body, each
  // other's on top of the one below it. The outermost doc wins.
  private layered(body: IRNode, layers: (readonly Marker[])[], descriptions: readonly string[]): IRNode {
    const [innermost, ...outer] = [...layers].reverse();
    const aliasMarkers = [...(body.aliasMarkers ?? []), ...outer.filter((m) => m.length > 0)];
    const description = descriptions.find((d) => d !== "");
    return {
      ...body,
      markers: [...(body.markers ?? []), ...(innermost ?? [])],
      ...(aliasMarkers.length === 0 ? {} : { aliasMarkers }),
      ...(description === undefined ? {} : { description }),
    };
  }

  // Go's `type T metav1.Time` (or MicroTime, or an alias of such an alias) has the MarshalJSON of the struct's
  // embedded time.Time in its method set: controller-gen then takes the type's schema from its markers alone,
  // without its doc, when they give it a type (pkg/crd/schema.go infoToSchema), and falls back to the reference
  // otherwise. `type T metav1.Duration` answers the same (the oracle, third round; why was not traced).
  private marshalsItself(
    alias: NamedDeclaration,
    chain: readonly NamedDeclaration[],
    markers: readonly Marker[],
  ): boolean {
    if (!markers.some((m) => m.name === "kubebuilder:validation:Type")) return false;
    const known = chain.slice(chain.indexOf(alias) + 1).find((n) => searchTable(n.identity) !== undefined);
    const special = known === undefined ? undefined : searchTable(known.identity);
    return special === "Time" || special === "MicroTime" || special === "Duration";
  }

  // withTypeDocs for a type written with one name, the usual case, without its lists: the name's markers
  // apply to the body, its doc (if any) is the description.
  private withOwnDocs(body: IRNode, named: NamedDeclaration, type: TsType): IRNode {
    const read = this.comments.read(named.comments, named.file, "type");
    const markers = [...(body.markers ?? []), ...applicableItemsMarkers(read.markers, type, this)];
    return read.description === ""
      ? { ...body, markers }
      : { ...body, markers, description: read.description };
  }

  private converting(key: string): boolean {
    return this.stack.some((f) => f.key === key);
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
