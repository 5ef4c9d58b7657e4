/**
 * The parts of a CRD schema node that decide its CEL type: the getters of apiserver `pkg/cel/common`'s Schema
 * interface that SchemaDeclType calls, in the JSON form of apiextensions `JSONSchemaProps` so that
 * @crdgen/structural's `JSONSchemaProps` is a CelSchema without conversion. `null` means absent, as for Go's
 * decoder.
 */
export interface CelSchema {
  readonly type?: string | null;
  readonly format?: string | null;
  /** A structural schema has one items schema; the list form has no CEL type. */
  readonly items?: CelSchema | readonly CelSchema[] | null;
  readonly properties?: Readonly<Record<string, CelSchema>> | null;
  readonly additionalProperties?: CelSchema | boolean | null;
  readonly default?: unknown;
  readonly maxItems?: number | null;
  readonly maxLength?: number | null;
  readonly maxProperties?: number | null;
  readonly required?: readonly string[] | null;
  readonly enum?: readonly unknown[] | null;
  readonly "x-kubernetes-int-or-string"?: boolean | null;
  readonly "x-kubernetes-embedded-resource"?: boolean | null;
}

/** `Items()`: the single items schema, or undefined. */
export function itemsOf(s: CelSchema): CelSchema | undefined {
  const items = s.items;
  if (items === undefined || items === null || Array.isArray(items)) return undefined;
  return items as CelSchema;
}

/** `AdditionalProperties().Schema()`: the additionalProperties schema, or undefined for a boolean or none. */
export function additionalPropertiesSchemaOf(s: CelSchema): CelSchema | undefined {
  const additional = s.additionalProperties;
  if (additional === undefined || additional === null || typeof additional === "boolean") return undefined;
  return additional;
}

/** `Default()`: Go reads a JSON `null` default as no default (a nil Object). */
export function hasDefault(s: CelSchema): boolean {
  return s.default !== undefined && s.default !== null;
}

/**
 * A JSON number as Go's int64: schemas come from JSON where a limit such as maxLength is an integer; a fraction
 * or an out-of-range value (which Go's decoder rejects and the structural checker reports) is truncated and
 * clamped so that deriving types never throws.
 */
export function toInt64(n: number): bigint {
  if (Number.isNaN(n)) return 0n;
  if (n >= 2 ** 63) return (1n << 63n) - 1n;
  if (n <= -(2 ** 63)) return -(1n << 63n);
  return BigInt(Math.trunc(n));
}
