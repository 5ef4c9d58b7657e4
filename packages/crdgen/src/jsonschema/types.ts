/** A draft-07 JSON Schema node, as crdgen writes it (plain JSON, keys in a fixed order). */
export type JsonSchema = { [keyword: string]: unknown };

/** How the schemas treat fields the CRD does not declare. */
export interface JsonSchemaOptions {
  /**
   * Refuse undeclared fields (additionalProperties: false) where the API server would prune them, as
   * `crdgen validate --strict` and `kubectl --validate=strict` refuse them. Off by default: the server only
   * warns and drops them.
   */
  readonly strict?: boolean;
}

/** One served version of one kind, as a JSON Schema document. */
export interface KindSchema {
  readonly group: string;
  readonly version: string;
  readonly kind: string;
  readonly apiVersion: string;
  /** Where the schema is written, relative to the output folder: `<group>/<kind>_<version>.json`. */
  readonly file: string;
  readonly schema: JsonSchema;
  /** The patterns left out because JavaScript cannot compile them, with the field path of each. */
  readonly droppedPatterns: readonly DroppedPattern[];
}

/** A Go (RE2) `pattern` that a JSON Schema validator (ECMAScript regular expressions) cannot compile. */
export interface DroppedPattern {
  readonly apiVersion: string;
  readonly kind: string;
  /** The field, as a dotted path (`spec.name`, `spec.items[*]`). */
  readonly field: string;
  readonly pattern: string;
}
