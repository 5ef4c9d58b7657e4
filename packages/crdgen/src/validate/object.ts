import type { CreateOutcome, CrdCatalog, ObjectIdentity, Ownership } from "@crdgen/objects";
import {
  createObject,
  invalidMessage,
  objectIdentity,
  strictDecodingMessage,
  updateObject,
} from "@crdgen/objects";
import type { FieldError } from "@crdgen/structural";
import { isJsonObject } from "@crdgen/structural";
import { blockingError } from "./cel-rules.js";
import type { OldObject } from "./old-objects.js";
import type { RuleEvaluator, RuleOutcome } from "./rules.js";
import { recordedWarnings } from "./warning-recorder.js";

/** Why an object was not created at all: it is no object, or no CRD serves its kind and version. */
export interface ObjectRefusal {
  readonly reason: "not-an-object" | "no-kind" | "no-match" | "built-in";
  /** The API server's (or kubectl's) text. */
  readonly message: string;
}

/** One object's fate on create (or update), as the API server would decide it. */
export interface ObjectOutcome extends ObjectIdentity {
  /** `update` when an old version of the object was given (`--old`), else `create`. */
  readonly operation: "create" | "update";
  /** No errors, and a CRD serves the object's version. */
  readonly valid: boolean;
  /** kubectl's error line when the object is refused (`The Widget "w1" is invalid: …`); "" when valid. */
  readonly message: string;
  /**
   * The server's answer under kubectl --validate=strict when that differs from {@link message}: the object has
   * unknown fields, which the decoder refuses (`Widget in version "v1" cannot be handled as a Widget: strict
   * decoding error: unknown field "spec.x"`) before anything is validated.
   */
  readonly strictMessage?: string;
  /** Set when the object never reached validation. */
  readonly refusal?: ObjectRefusal;
  /** The validation errors in the server's order: decoding, ObjectMeta, schema, list types, then CEL rules. */
  readonly errors: readonly FieldError[];
  /** The warnings the server returns, word for word (`unknown field "spec.replicaz"`, deprecations …). */
  readonly warnings: readonly string[];
  /** The pruned fields, as the warnings name them. */
  readonly unknownFields: readonly string[];
  /** The object as stored, pruned and defaulted; undefined when refused. */
  readonly stored: Record<string, unknown> | undefined;
  /** Some of the schema's CEL rules were not run: they call a function the evaluator has no runtime for. */
  readonly unevaluatedRules: boolean;
  /** The functions those rules call, sorted. */
  readonly unevaluatedFunctions: readonly string[];
  /** The CEL runtime cost spent on the object. */
  readonly runtimeCost: number;
}

/**
 * Matches one object to its CRD and runs the create path on it, or the update path when `old` (the stored
 * object it replaces, and the version it is stored in) is given, with its CEL rules run by `rules` (which a run
 * keeps for all its objects: see {@link runRules}). `object` is not changed unless `ownership` hands it over (see
 * {@link Ownership}); `old` never is.
 */
export function validateObject(
  catalog: CrdCatalog,
  object: unknown,
  rules: RuleEvaluator,
  old?: OldObject,
  ownership: Ownership = {},
): ObjectOutcome {
  // Objects here are written out field by field, not spread: V8 spends microseconds per spread object that gets
  // more fields, which adds up over a run's objects.
  const { apiVersion, kind, name, namespace } = objectIdentity(object);
  const operation = old === undefined ? "create" : "update";
  const identity = { apiVersion, kind, name, namespace, operation } as const;
  if (!isJsonObject(object)) return refused(identity, "not-an-object", `the document is ${shapeOf(object)}`);
  // kubectl's decoder refuses a document without kind or apiVersion before sending anything.
  if (identity.kind === "") return refused(identity, "no-kind", "Object 'Kind' is missing in the document");
  if (identity.apiVersion === "") {
    return refused(identity, "no-kind", "Object 'apiVersion' is missing in the document");
  }
  const resolution = catalog.resolve(identity.apiVersion, identity.kind);
  if (!resolution.found) {
    const reason = isBuiltInApiVersion(identity.apiVersion) ? "built-in" : "no-match";
    return refused(identity, reason, resolution.message);
  }
  const outcome =
    old === undefined
      ? withoutOld(createObject(resolution.served, object, ownership))
      : updateObject(resolution.served, object, old.object, ownership, old.version ?? resolution.served);
  // `outcome.unevaluatedRules`: the schema has rules, which createObject leaves to the evaluator.
  const blocking = blockingError(outcome.errors);
  const evaluated: RuleOutcome | undefined =
    outcome.unevaluatedRules && outcome.stored !== undefined && blocking === undefined
      ? rules.evaluate(resolution.served, outcome.stored, outcome.old)
      : undefined;
  const ruleErrors =
    outcome.unevaluatedRules && blocking !== undefined ? [blocking] : (evaluated?.errors ?? []);
  const errors = [...outcome.errors, ...ruleErrors];
  const unevaluatedFunctions = evaluated?.unevaluatedFunctions ?? [];
  const valid = errors.length === 0;
  return {
    apiVersion,
    kind,
    name,
    namespace,
    operation,
    valid,
    // The server names an invalid object by the name it generated from generateName, if it did.
    message: valid
      ? ""
      : (outcome.badRequest ??
        invalidMessage(identity.kind, objectIdentity(outcome.stored).name || identity.name, errors)),
    // A body that does not decode is refused before its unknown fields come up, strict or not.
    ...(outcome.unknownFields.length > 0 && outcome.badRequest === undefined
      ? { strictMessage: strictDecodingMessage(identity.kind, identity.apiVersion, outcome.unknownFields) }
      : {}),
    errors,
    // The CEL validator's warnings (ratcheted errors) come during validation; the strategy's warnings about
    // finalizer names only when the object is accepted (rest.BeforeCreate, rest.BeforeUpdate).
    warnings: recordedWarnings([
      ...outcome.warnings,
      ...(evaluated?.warnings ?? []),
      ...(valid ? outcome.validWarnings : []),
    ]),
    unknownFields: outcome.unknownFields,
    stored: valid ? outcome.stored : undefined,
    unevaluatedRules: unevaluatedFunctions.length > 0,
    unevaluatedFunctions,
    runtimeCost: evaluated?.runtimeCost ?? 0,
  };
}

// A create's outcome in the shape of an update's, which has the old object.
function withoutOld(outcome: CreateOutcome): CreateOutcome & { readonly old: undefined } {
  const { stored, errors, warnings, validWarnings, unknownFields, unevaluatedRules, badRequest } = outcome;
  return {
    stored,
    errors,
    warnings,
    validWarnings,
    unknownFields,
    unevaluatedRules,
    badRequest,
    old: undefined,
  };
}

function refused(
  identity: ObjectIdentity & Pick<ObjectOutcome, "operation">,
  reason: ObjectRefusal["reason"],
  message: string,
): ObjectOutcome {
  return {
    ...identity,
    valid: false,
    message,
    refusal: { reason, message },
    errors: [],
    warnings: [],
    unknownFields: [],
    stored: undefined,
    unevaluatedRules: false,
    unevaluatedFunctions: [],
    runtimeCost: 0,
  };
}

// Kubernetes' own API groups: the core group (`v1`), groups without a dot (`apps`, `batch`) and *.k8s.io.
// No CRD may use them without an approval annotation, so their kinds are built-ins crdgen has no schema for.
function isBuiltInApiVersion(apiVersion: string): boolean {
  const slash = apiVersion.lastIndexOf("/");
  if (slash < 0) return true;
  const group = apiVersion.slice(0, slash);
  return !group.includes(".") || group.endsWith(".k8s.io");
}

function shapeOf(value: unknown): string {
  if (Array.isArray(value)) return "a sequence, not an object";
  if (typeof value === "string") return "a string, not an object";
  if (typeof value === "number") return "a number, not an object";
  if (typeof value === "boolean") return "a boolean, not an object";
  return "not an object";
}
