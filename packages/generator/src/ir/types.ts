import type { SourceSpan } from "@crdgen/core";
import type { Marker } from "@crdgen/markers";
import type { JSONSchemaProps } from "@crdgen/structural";

/*
 * The schema IR: what a TypeScript type means for a CRD schema, before markers and before JSON. Plain
 * readonly data, one `kind` per schema shape; converters (src/convert) build it, the lowering stage
 * (src/lower) turns it into JSONSchemaProps.
 */

/**
 * What every node carries: what the named type it was written as says. Not where it was written: nothing after
 * conversion asks (a problem is reported where it is found, with the type's span at hand), and working out a
 * span for each of the dozens of nodes of every kind cost the adapters a position lookup and three objects.
 */
interface IRBase {
  /** The doc comment of the named type, if any (a field's own doc wins over it). */
  readonly description?: string | undefined;
  /** Type-level markers of the named type, applied to the type's schema. */
  readonly markers?: readonly Marker[] | undefined;
  /**
   * The markers of the aliases that name the type again (`type B = A`, `type C = B`), innermost first, one
   * list per alias: each applies on top of the schema below it as a field's markers apply on its type.
   */
  readonly aliasMarkers?: readonly (readonly Marker[])[] | undefined;
  /** `T | null`. */
  readonly nullable?: boolean | undefined;
}

/** One property of an object. */
export interface IRProperty {
  readonly name: string;
  readonly type: IRNode;
  readonly required: boolean;
  /** The property's own doc comment. */
  readonly description: string;
  /** The property's field markers. */
  readonly markers: readonly Marker[];
  /**
   * The property holds a named type that controller-gen would reach through a `$ref` (an interface, an alias, a
   * Kubernetes type; not crdgen's int32/int64/integer, which are Go's basic types): its markers merge with it.
   */
  readonly reference?: boolean;
  /**
   * A Schemaless field whose type says `| null`: that is the field's `+nullable` in crdgen's spelling, kept
   * though the type's schema is dropped (controller-gen starts the schema empty, then applies `+nullable`).
   */
  readonly schemalessNullable?: boolean;
  readonly span?: SourceSpan | undefined;
}

/**
 * A type an object extends (an interface's or class's `extends`, a member of an intersection): Go's embedded
 * struct (`json:",inline"`). Its properties are the object's already; what controller-gen merges in besides
 * are its type markers, and those of the types it extends in turn (controller-tools pkg/crd/flatten.go).
 */
export interface IRBaseType {
  /** The type markers of its declaration (the innermost name it is written as); may be none. */
  readonly markers: readonly Marker[];
  /** The markers of each alias it is written through (`extends B`, `type B = A`), innermost first. */
  readonly aliasMarkers: readonly (readonly Marker[])[];
  /**
   * The properties it declares itself (not through its bases), when the object has a `+k8s:immutable` one:
   * controller-gen writes an optional immutable field's rule on the struct that declares it.
   */
  readonly fields?: readonly string[];
  /**
   * A core Kubernetes type's own keywords (its canonical schema but its type, fields, required and doc, which
   * the object has already or never takes): `x-kubernetes-map-type: atomic` of an ObjectReference.
   */
  readonly core?: JSONSchemaProps;
  /** The types it extends, in the order written (plain structs too: see `bringsSomething`). */
  readonly bases: readonly IRBaseType[];
}

interface IRObject extends IRBase {
  readonly kind: "object";
  readonly properties: readonly IRProperty[];
  /** Fields besides the listed ones are kept (`[key: string]: unknown` next to the properties). */
  readonly preserveUnknown?: boolean;
  /**
   * The types it extends, in order: those that bring type markers or immutable fields (theirs or their bases'),
   * and plain structs, which bring only `type: object` (see `bringsSomething`).
   */
  readonly bases?: readonly IRBaseType[];
}

interface IRArray extends IRBase {
  readonly kind: "array";
  readonly items: IRNode;
}

/** `Record<string, T>` and string index signatures. */
interface IRMap extends IRBase {
  readonly kind: "map";
  readonly values: IRNode;
}

interface IRString extends IRBase {
  readonly kind: "string";
  readonly format?: "date-time";
}

interface IRNumber extends IRBase {
  readonly kind: "number";
}

interface IRInteger extends IRBase {
  readonly kind: "integer";
  /** Absent for crdgen's `integer` (Go's `int`), which controller-gen writes without a format. */
  readonly format?: "int32" | "int64";
}

interface IRBoolean extends IRBase {
  readonly kind: "boolean";
}

/** Literal unions and enums: the values in declaration order. */
interface IREnum extends IRBase {
  readonly kind: "enum";
  readonly valueType: "string" | "number" | "integer" | "boolean";
  readonly values: readonly (string | number | boolean)[];
}

/** `number | string`, IntOrString and Quantity (with its pattern). */
interface IRIntOrString extends IRBase {
  readonly kind: "intOrString";
  readonly pattern?: string;
}

/** `unknown` and JSONValue (any JSON, no type), `Record<string, unknown>` and RawExtension (any object). */
interface IRPreserveUnknown extends IRBase {
  readonly kind: "preserveUnknown";
  readonly object: boolean;
}

/** ObjectMeta below the root: `type: object`, or the restricted schema when asked for. */
interface IRObjectMeta extends IRBase {
  readonly kind: "objectMeta";
}

/** EmbeddedResource<T>: T's object (with apiVersion, kind, metadata) or, without T, any object. */
interface IREmbedded extends IRBase {
  readonly kind: "embedded";
  readonly body?: IRObject;
}

/** A core Kubernetes type from a client library: its canonical schema, already complete. */
interface IRCore extends IRBase {
  readonly kind: "core";
  readonly definition: string;
  readonly schema: JSONSchemaProps;
}

/** What one union member requires: its required properties and its discriminator values. */
export interface IRUnionBranch {
  readonly required: readonly string[];
  /** Property name → the literal values the member allows (its discriminator). */
  readonly values: Readonly<Record<string, readonly (string | number | boolean)[]>>;
}

/**
 * A union of object types as one object: every member's properties, and value validations that keep an
 * instance inside one of the members (see the README's union encoding).
 */
export interface IRUnion extends IRBase {
  readonly kind: "union";
  readonly object: IRObject;
  readonly junctor: "oneOf" | "anyOf";
  readonly branches: readonly IRUnionBranch[];
}

/** A named type, converted once and stored in the definitions table. */
interface IRRef extends IRBase {
  readonly kind: "ref";
  readonly target: string;
  readonly name: string;
}

/** Stands where a type could not be converted; a diagnostic has been reported. */
export interface IRInvalid extends IRBase {
  readonly kind: "invalid";
}

export type IRNode =
  | IRObject
  | IRArray
  | IRMap
  | IRString
  | IRNumber
  | IRInteger
  | IRBoolean
  | IREnum
  | IRIntOrString
  | IRPreserveUnknown
  | IRObjectMeta
  | IREmbedded
  | IRCore
  | IRUnion
  | IRRef
  | IRInvalid;

/** A named type's converted body, with its own markers and doc. */
export interface IRDefinition {
  readonly key: string;
  readonly name: string;
  readonly node: IRNode;
  /** The files the type's declarations are in. */
  readonly files: readonly string[];
}
