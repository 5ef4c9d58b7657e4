import { CrdCatalog } from "@crdgen/objects";
import { decodableCrds } from "../check/decodable.js";
import type { ObjectOutcome } from "./object.js";
import { validateObject } from "./object.js";
import { OldObjects } from "./old-objects.js";
import { runRules } from "./cel-rules.js";
import type { RuleEvaluator } from "./rules.js";

/** What {@link validate} checks. */
export interface ValidateInput {
  /**
   * The CRDs objects are matched against by apiVersion and kind: parsed manifests (documents that are not
   * apiextensions.k8s.io/v1 CRDs are ignored, so `yaml.loadAll` of a file will do) or generate's `crds`. A CRD
   * the API server cannot decode (`crdgen check` says why) is ignored too: the server never creates it.
   */
  readonly crds: readonly unknown[];
  /** The objects, as parsed from YAML or JSON (or built in code). */
  readonly objects: readonly unknown[];
  /**
   * The objects as they are now (as stored, or as last applied), for updates: an object with an old version
   * (same group, kind, namespace and name; same apiVersion when its CRD's conversion strategy is `Webhook`) is
   * validated as an update of it — transition rules, ratcheting, immutable metadata —, one without as a create.
   * An old object in another served version is read at the new one's as the server reads it under conversion strategy
   * `None`: pruned and defaulted by its own version's schema, its apiVersion set, then pruned by the new one's.
   * Old objects without a new version are ignored.
   */
  readonly old?: readonly unknown[];
  /** Evaluates x-kubernetes-validations rules; crdgen's own (`celRuleEvaluator`) by default. */
  readonly rules?: RuleEvaluator;
}

/** The result of {@link validate}: one outcome per object, in order. */
export interface ValidateOutput {
  readonly objects: readonly ObjectOutcome[];
  /** Every object is valid. */
  readonly valid: boolean;
}

/**
 * Creates (or, given its old version, updates) each object against the CRDs as the API server would, offline: matched by apiVersion/kind, pruned
 * (unknown fields become warnings), defaulted, and validated with the server's messages. Returns what would be
 * stored, the errors and the warnings. Never throws for bad input and never changes its input.
 */
export function validate(input: ValidateInput): ValidateOutput {
  const catalog = catalogOf(input.crds);
  const old = input.old === undefined ? undefined : new OldObjects(catalog, input.old);
  const rules = runRules(input.rules);
  const objects = input.objects.map((object) => validateObject(catalog, object, rules, old?.find(object)));
  return { objects, valid: objects.every((o) => o.valid) };
}

/**
 * The catalog of the apiextensions.k8s.io/v1 CRDs among `documents` that the API server can decode (see
 * {@link decodableCrds}: one it cannot is never created, so its objects match no kind); other documents are
 * ignored.
 */
export function catalogOf(documents: readonly unknown[]): CrdCatalog {
  return new CrdCatalog(decodableCrds(documents).crds);
}
