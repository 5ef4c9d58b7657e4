import type { FieldError } from "../../model/field-error.js";
import type { JSONSchemaProps } from "../../model/schema-types.js";
import type { SchemaValidationOptions } from "../options.js";
import type { SchemaWalkMemo } from "./walk-memo.js";

/**
 * What the B-walk learns on its way that other steps of the schema validation can use. Upstream walks the
 * schema once for each step; a large schema has a hundred thousand nodes, and one walk doing the work of
 * several is what keeps `crdgen check` near the speed of parsing its input.
 */
export interface WalkFindings {
  /**
   * Whether the walk met a node that could keep the schema from converting to the structural model (A22).
   * The walk visits every node the conversion visits, so a walk without such a node proves that the schema
   * converts, and the conversion's own walk over a large schema can be skipped.
   */
  mayNotConvert: boolean;
  /**
   * The nodes with a default at or below them along `items` and `properties`: the only ones the default-value
   * walk (C4–C11) needs to visit, found here to spare it a walk of its own over every node.
   */
  readonly withDefaults: Set<JSONSchemaProps>;
  /**
   * The errors of rules A1–A19 on the structural nodes (the root and what `items`, `properties` and
   * `additionalProperties` lead to from there), unsorted. They count only if the schema converts (A22).
   */
  readonly structuralErrors: FieldError[];
  /**
   * The nodes with CEL rules that have a schema error at or below them: upstream skips compiling their rules
   * ("If any schema related validation errors have been found at this level or deeper, skip CEL expression
   * validation").
   */
  readonly rulesBlocked: Set<JSONSchemaProps>;
  /**
   * The nodes with CEL rules at or below them along `properties`, `additionalProperties` and `items` (schema
   * form): the only ones the CEL walk visits (see `nodesLeadingToRules`, which it spares a walk of its own).
   */
  readonly leadingToRules: Set<JSONSchemaProps>;
}

/** Findings before the walk. */
export function noFindings(): WalkFindings {
  return {
    mayNotConvert: false,
    withDefaults: new Set(),
    structuralErrors: [],
    rulesBlocked: new Set(),
    leadingToRules: new Set(),
  };
}

/** The order in which a walk visits the keys of a map-valued field (`properties`, `definitions` …). */
export type KeyOrder = (map: Readonly<Record<string, unknown>> | null | undefined) => readonly string[];

/** What the B-walk carries down from ancestors (upstream's `specStandardValidator` state). */
export interface WalkContext {
  readonly options: SchemaValidationOptions;
  /** Sorted for upstream's error order; the input's own order when only the presence of errors matters. */
  readonly keyOrder: KeyOrder;
  /** Shared by the whole walk: written to, never copied. */
  readonly findings: WalkFindings;
  /** Inside the `metadata`, `kind` or `apiVersion` subtree of the root or of an embedded resource. */
  readonly insideResourceMeta: boolean;
  /** Undefined while defaults are allowed; otherwise the reason appended to "must not be set" (may be ""). */
  readonly defaultsForbidden: string | undefined;
  /** Results of subtrees walked before, for the walk without paths; absent for the walk with paths. */
  readonly memo: SchemaWalkMemo | undefined;
  /**
   * Everything in this context that can change what the walk finds in a subtree, as one string: the options
   * the node checks read, `insideResourceMeta` and `defaultsForbidden`. Two subtree walks with equal keys,
   * equal levels and the same node find the same.
   */
  readonly key: string;
}

/** The context at the schema root. */
export function rootContext(
  options: SchemaValidationOptions,
  findings: WalkFindings,
  keyOrder: KeyOrder,
  memo?: SchemaWalkMemo,
): WalkContext {
  const defaultsForbidden = options.allowDefaults ? undefined : "";
  return {
    options,
    keyOrder,
    findings,
    insideResourceMeta: false,
    defaultsForbidden,
    memo,
    key: contextKey(options, false, defaultsForbidden),
  };
}

/** The same context with defaults forbidden for `reason`. */
export function withForbiddenDefaults(context: WalkContext, reason: string): WalkContext {
  return {
    ...context,
    defaultsForbidden: reason,
    key: contextKey(context.options, context.insideResourceMeta, reason),
  };
}

/** The same context, now inside resource metadata. */
export function withInsideResourceMeta(context: WalkContext): WalkContext {
  return context.insideResourceMeta
    ? context
    : {
        ...context,
        insideResourceMeta: true,
        key: contextKey(context.options, true, context.defaultsForbidden),
      };
}

/** The same context, collecting into other findings (a subtree's own, for the memo). */
export function withFindings(context: WalkContext, findings: WalkFindings): WalkContext {
  return { ...context, findings };
}

// The options here are exactly the ones the walk's node checks read (own-checks.ts, list-map.ts);
// `allowDefaults` acts through `defaultsForbidden`.
function contextKey(
  options: SchemaValidationOptions,
  insideResourceMeta: boolean,
  defaultsForbidden: string | undefined,
): string {
  const flags =
    (options.requireValidPropertyType ? 1 : 0) |
    (options.requireAtomicSetType ? 2 : 0) |
    (options.requireMapListKeysMapSetValidation ? 4 : 0) |
    (insideResourceMeta ? 8 : 0);
  return defaultsForbidden === undefined ? `${flags}` : `${flags}:${defaultsForbidden}`;
}
