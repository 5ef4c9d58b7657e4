import { decodeSchema } from "../decode/decode-crd.js";
import type { FieldError } from "../model/field-error.js";
import { FieldPath } from "../model/path.js";
import type { JSONSchemaProps } from "../model/schema-types.js";
import { type CelValidationOptions, createOptions } from "./options.js";
import { conversionError } from "./structural/conversion.js";
import { structuralError } from "./structural/errors.js";
import { validateStructuralRules } from "./structural/validate-structural.js";
import { validateOpenAPISchema } from "./validate-schema.js";

/** Where a bare schema's errors are reported, and whether the status subresource applies to it. */
export interface SchemaCheckOptions {
  /** The path prefix of the schema; the API server uses this one for single-version CRDs. */
  readonly pathPrefix?: string;
  /** Whether the status subresource is enabled (rule B16). */
  readonly statusEnabled?: boolean;
  /** The API server whose CEL environment compiles the rules (D10–D14, C9); default Kubernetes 1.35. */
  readonly cel?: CelValidationOptions;
}

const defaultPrefix = "spec.validation.openAPIV3Schema";

/**
 * Whether `schema` (an `openAPIV3Schema` in JSON form) is structural: the API server's `NewStructural` and
 * `ValidateStructural`, the check behind the `NonStructuralSchema` condition. Errors are sorted as the API
 * server sorts them. Values that would not even decode are reported as decode errors. Never throws.
 */
export function validateStructural(schema: unknown, options: SchemaCheckOptions = {}): FieldError[] {
  const path = FieldPath.root(options.pathPrefix ?? defaultPrefix);
  const decodeErrors = decodeSchema(schema, path);
  if (decodeErrors.length > 0 || schema == null) return decodeErrors;
  const decoded = schema as JSONSchemaProps;
  const unconvertible = conversionError(decoded);
  if (unconvertible !== undefined) return [structuralError.invalid(path, "", unconvertible)];
  return validateStructuralRules(decoded, path);
}

/**
 * Every error the API server reports for `schema` when a v1 CRD carrying it is created: structural rules,
 * the other openAPIV3Schema rules and default values, in the API server's order. CEL rules are checked for
 * shape only. Never throws.
 */
export function validateSchema(schema: unknown, options: SchemaCheckOptions = {}): FieldError[] {
  const path = FieldPath.root(options.pathPrefix ?? defaultPrefix);
  const decodeErrors = decodeSchema(schema, path);
  if (decodeErrors.length > 0) return decodeErrors;
  return validateOpenAPISchema(schema as JSONSchemaProps | null | undefined, path, {
    ...createOptions(options.statusEnabled ?? false),
    ...(options.cel === undefined ? {} : { cel: options.cel }),
  });
}
