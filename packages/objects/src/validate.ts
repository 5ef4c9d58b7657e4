import { at } from "@crdgen/core";
import type { CustomResourceDefinition, FieldError } from "@crdgen/structural";
import { errorString, goQuote, haveDistinctFields, isJsonObject } from "@crdgen/structural";
import { CrdCatalog } from "./catalog.js";
import { createObject } from "./store.js";

/** What {@link validateObjects} checks: the CRDs, and the objects to create against them. */
export interface ValidateInput {
  readonly crds: readonly CustomResourceDefinition[];
  readonly objects: readonly unknown[];
}

/** One object's fate on create. */
export interface ObjectReport extends ObjectIdentity {
  /** The server accepts the object: no errors, and a CRD that serves its version. */
  readonly valid: boolean;
  /** kubectl's error line when the object is refused (`The Widget "w1" is invalid: …`); empty when valid. */
  readonly message: string;
  readonly errors: readonly FieldError[];
  readonly warnings: readonly string[];
  /** The object as stored, pruned and defaulted; undefined when it is refused before that. */
  readonly stored: Record<string, unknown> | undefined;
  /** The schema has x-kubernetes-validations rules, which were not evaluated. */
  readonly unevaluatedRules: boolean;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * Creates each object against the CRDs as the API server would, without a cluster, and reports what it would
 * store, refuse and warn about. Never throws for bad input and never changes its input.
 */
export function validateObjects(input: ValidateInput): ObjectReport[] {
  const catalog = new CrdCatalog(input.crds);
  return input.objects.map((object) => validateOne(catalog, object));
}

/** Who an object says it is; empty strings for what it does not say (or says with a non-string). */
export interface ObjectIdentity {
  readonly apiVersion: string;
  readonly kind: string;
  readonly name: string;
  readonly namespace: string;
}

/** The apiVersion, kind, name and namespace of a document, whatever its shape. */
export function objectIdentity(object: unknown): ObjectIdentity {
  const fields = isJsonObject(object) ? object : {};
  const metadata = isJsonObject(fields.metadata) ? fields.metadata : {};
  return {
    apiVersion: text(fields.apiVersion),
    kind: text(fields.kind),
    name: text(metadata.name),
    namespace: text(metadata.namespace),
  };
}

function validateOne(catalog: CrdCatalog, object: unknown): ObjectReport {
  const identity = objectIdentity(object);
  if (!isJsonObject(object)) return refused(identity, "the document is not an object");
  if (identity.kind === "") return refused(identity, "Object 'Kind' is missing in the document");
  const resolution = catalog.resolve(identity.apiVersion, identity.kind);
  if (!resolution.found) return refused(identity, resolution.message);
  const outcome = createObject(resolution.served, object);
  const valid = outcome.errors.length === 0;
  // The server names an invalid object by the name it generated from generateName, if it did.
  const storedName = objectIdentity(outcome.stored).name;
  return {
    ...identity,
    valid,
    message: valid
      ? ""
      : (outcome.badRequest ?? invalidMessage(identity.kind, storedName || identity.name, outcome.errors)),
    errors: outcome.errors,
    warnings: [...outcome.warnings, ...outcome.validWarnings],
    stored: valid ? outcome.stored : undefined,
    unevaluatedRules: outcome.unevaluatedRules,
  };
}

function refused(identity: ObjectIdentity, message: string): ObjectReport {
  return {
    ...identity,
    valid: false,
    message,
    errors: [],
    warnings: [],
    stored: undefined,
    unevaluatedRules: false,
  };
}

// Each error's string once, in order. Gathered in a loop, and through a set only when two may be the same: a set
// of them (each string made whole and hashed) and spreading it cost more than writing the strings.
function distinctCauses(errors: readonly FieldError[]): string[] {
  if (haveDistinctFields(errors)) return errors.map(errorString);
  const causes: string[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const cause = errorString(error);
    if (seen.has(cause)) continue;
    seen.add(cause);
    causes.push(cause);
  }
  return causes;
}

/**
 * kubectl's StandardErrorMessage for an Invalid status: `The Widget "w1" is invalid: ` and one cause plainly,
 * several as an aggregate `[a, b]`. Causes that read the same are listed once (statusCausesToAggrError, kubectl
 * pkg/cmd/util/helpers.go): two labels with the same bad value give one line.
 */
export function invalidMessage(kind: string, name: string, errors: readonly FieldError[]): string {
  const causes = distinctCauses(errors);
  const detail = causes.length === 1 ? at(causes, 0) : `[${causes.join(", ")}]`;
  return `The ${kind} ${goQuote(name)} is invalid: ${detail}`;
}
