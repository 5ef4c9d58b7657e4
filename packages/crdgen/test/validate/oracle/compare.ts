// One shape for what crdgen's validate() and the crvalidate oracle (the API server's own create and update path)
// say about an object, and the differences between the two.
import { isDeepStrictEqual } from "node:util";
import { errorString } from "@crdgen/structural";
import { validate } from "../../../src/index.js";
import type { OracleCase } from "./cases.js";
import { crdFor } from "./cases.js";

// Every error after which the validator stops (out of budget, a call over its cost limit, a cost it cannot tell).
const stopped = "no further validation rules will be run";

/** What the server does with one object. */
export interface Verdict {
  /** The BadRequest text of a body that does not decode (or a namespace that does not match). */
  readonly badRequest?: string;
  /** The object never reached the server's path (crdgen: no CRD serves it; oracle: a panic or bad input). */
  readonly refusal?: string;
  /** Each error as the Invalid status lists it: type, field and the whole text `field: Type: value: detail`. */
  readonly errors: readonly { readonly type: string; readonly field: string; readonly text: string }[];
  readonly warnings: readonly string[];
  /** The stored object when the server accepts it (without the uid and creationTimestamp it makes up). */
  readonly stored: unknown;
  readonly celCost: number;
}

/** The oracle's answer line (crvalidate's JSON). */
export interface OracleAnswer {
  readonly id: string;
  readonly badRequest?: string;
  readonly refusal?: string;
  readonly errors: readonly { type: string; field: string; detail: string; text: string }[];
  readonly warnings: readonly string[];
  readonly stored: unknown;
  readonly celCost: number;
}

function oracleVerdict(answer: OracleAnswer): Verdict {
  return {
    ...(answer.badRequest === undefined ? {} : { badRequest: answer.badRequest }),
    ...(answer.refusal === undefined ? {} : { refusal: answer.refusal }),
    errors:
      answer.badRequest === undefined
        ? answer.errors.map(({ type, field, text }) => ({ type, field, text }))
        : [],
    warnings: answer.badRequest === undefined ? answer.warnings : [],
    stored: answer.stored ?? null,
    celCost: answer.celCost,
  };
}

/** crdgen's validate() on one case. */
export function crdgenVerdict(c: OracleCase): Verdict {
  const crd = crdFor(c.crd);
  const [outcome] = validate({
    crds: [crd],
    objects: [c.object],
    ...(c.old === undefined ? {} : { old: [c.old] }),
  }).objects;
  if (outcome === undefined) throw new Error("validate() gave no outcome");
  if (outcome.refusal !== undefined) {
    return { refusal: outcome.refusal.message, errors: [], warnings: [], stored: null, celCost: 0 };
  }
  // A body that does not decode: the message is the BadRequest text, not kubectl's Invalid line.
  if (!outcome.valid && outcome.message.includes(" cannot be handled as a ")) {
    return { badRequest: outcome.message, errors: [], warnings: [], stored: null, celCost: 0 };
  }
  return {
    errors: outcome.errors.map((error) => ({
      type: error.type,
      field: error.field,
      text: errorString(error),
    })),
    warnings: outcome.warnings,
    stored: outcome.stored === undefined ? null : withoutResourceVersion(outcome.stored),
    celCost: outcome.runtimeCost,
  };
}

/**
 * The parts of two verdicts that differ, by name. Errors compare as multisets: the server builds its lists by
 * ranging over Go maps (labels and annotations in ValidateObjectMeta, properties and additionalProperties in
 * kube-openapi's object validator), so their order changes from one run to the next.
 */
export function differences(expected: Verdict, actual: Verdict): (keyof Verdict)[] {
  const out: (keyof Verdict)[] = [];
  // Once the validator stops (out of budget, a rule or messageExpression over its call cost limit), it returns
  // -1 as the remaining budget whatever was spent (cel/validation.go:380-383, 420-433, 444-447, 481-486): the
  // oracle's cost is then the budget plus one, not a cost, and is not compared.
  const spent = expected.errors.some((error) => error.text.includes(stopped));
  for (const key of ["badRequest", "refusal", "errors", "warnings", "stored", "celCost"] as const) {
    if (spent && key === "celCost") continue;
    const same =
      key === "errors"
        ? isDeepStrictEqual(sortedErrors(expected.errors), sortedErrors(actual.errors))
        : key === "warnings"
          ? sameWarnings(expected.warnings, actual.warnings)
          : isDeepStrictEqual(expected[key], actual[key]);
    if (!same) out.push(key);
  }
  return out;
}

// The CEL validator's warnings (ratcheted rule failures, cel/validation.go:469) come in the order it walks the
// object's Go maps, which changes from run to run: they compare as a multiset, the others (deprecation, unknown
// fields, owner references, finalizer names) in order.
function sameWarnings(expected: readonly string[], actual: readonly string[]): boolean {
  const fixed = (list: readonly string[]) => list.filter((w) => !isRuleWarning(w));
  const rules = (list: readonly string[]) => list.filter(isRuleWarning).sort();
  return (
    isDeepStrictEqual(fixed(expected), fixed(actual)) && isDeepStrictEqual(rules(expected), rules(actual))
  );
}

const isRuleWarning = (warning: string): boolean =>
  !/^(unknown field "|duplicate field "|\.metadata\.ownerReferences |metadata\.finalizers: )/.test(warning) &&
  !warning.includes(" is deprecated");

function sortedErrors(errors: Verdict["errors"]): string[] {
  return errors.map((error) => JSON.stringify([error.text, error.type, error.field])).sort();
}

/**
 * The oracle's verdict, or undefined when another run of it said something else (but for the order of errors):
 * the first of several errors that stop decoding depends on Go's map order too (objectmeta.Coerce ranges over
 * the object), as does the cost of a rule that stops early in a walk over a map, and such a case has no one
 * answer to compare with.
 */
/**
 * Whether one of the oracle's answers is `actual` (several answers to one case: Go's map order differs between
 * processes).
 */
export function anyAnswerIs(answers: readonly OracleAnswer[], actual: Verdict): boolean {
  return answers.some((answer) => differences(oracleVerdict(answer), actual).length === 0);
}

export function stableVerdict(first: OracleAnswer, ...others: readonly OracleAnswer[]): Verdict | undefined {
  const verdict = oracleVerdict(first);
  return others.some((other) => differences(verdict, oracleVerdict(other)).length > 0) ? undefined : verdict;
}

// Storage gives every write a fresh resourceVersion, which neither side knows; the oracle leaves it out.
function withoutResourceVersion(stored: Record<string, unknown>): unknown {
  const copy = JSON.parse(JSON.stringify(stored)) as Record<string, unknown>;
  const metadata = copy.metadata;
  if (typeof metadata === "object" && metadata !== null) Reflect.deleteProperty(metadata, "resourceVersion");
  return copy;
}
