/**
 * The data the CEL rule walk (rule-validator.ts) passes from node to node: the validators it walks (planned once
 * per session), what one visited node is, and what one `validate` call shares across all the nodes it visits.
 */
import type { DeclType, ValueSchema } from "@crdgen/cel";
import type { FieldError } from "../../model/field-error.js";
import type { FieldPath } from "../../model/path.js";
import type { JSONSchemaProps } from "../../model/schema-types.js";
import type { CompilationResult } from "./compile-rules.js";
import type { Budget, RuleRuntime } from "./evaluate-rule.js";
import type { PlannedProgram } from "@crdgen/cel";
import type { RatchetScope } from "./ratcheting.js";

/**
 * One validator of pkg/apiserver/schema/cel/validation.go, `validator(validationSchema, nodeSchema,
 * isResourceRoot, declType, …)`: the rules come from `validation`, the value's shape (its CEL value, type, map
 * and list kinds) from `node`; the two differ below an `allOf` branch, whose rules are evaluated over the node
 * the branch sits on. What the walk decides at a validator depends on its schemas alone, so it is decided once,
 * on the first value that reaches it, and kept here for every later value of the session's objects: which
 * children have rules at or below them, with their own validators linked (undefined until first needed), the
 * compiled rules and the schema values are converted with.
 */
export class ValidatorPlan {
  /** The items' validator; null when none is built or none has rules below. */
  items: ValidatorPlan | null | undefined;
  /** The additionalProperties' validator; null when none is built or none has rules below. */
  values: ValidatorPlan | null | undefined;
  /** The properties with a validator and rules at or below them, sorted by name. */
  properties: readonly PlannedProperty[] | undefined;
  /** The allOf branches with rules somewhere, in order. */
  branches: readonly ValidatorPlan[] | undefined;
  /** The validation schema's rules compiled with `self` of type `declType`. */
  compiled: readonly CompilationResult[] | undefined;
  /**
   * Whether the activation of the validator's rules defines `oldSelf` (`validationActivationWithOldSelf`): only
   * when one of its rules reads it. A messageExpression is evaluated in that activation, so it sees `oldSelf`
   * only then, whatever it reads itself.
   */
  activationHasOldSelf: boolean | undefined;
  /** The compiled rules planned to run with {@link programsFor}, in the order of {@link compiled}. */
  programs: readonly RulePrograms[] | undefined;
  /** The runtime {@link programs} were planned with (a session's validators all have one). */
  programsFor: RuleRuntime | undefined;
  /** The schema the value is converted to CEL with (an embedded resource's gets apiVersion, kind, metadata). */
  valueSchema: ValueSchema | undefined;
  /** The node schema's type, as errors report it. */
  readonly type: string;

  constructor(
    readonly validation: JSONSchemaProps,
    readonly node: JSONSchemaProps,
    readonly declType: DeclType | undefined,
    readonly isResourceRoot: boolean,
    /** Whether the validation schema or one below it, allOf branches included, has rules. */
    readonly hasValidator: boolean,
  ) {
    this.type = node.type ?? "";
  }
}

/**
 * A compiled rule and messageExpression planned to run with a runtime, and the functions each calls that the
 * runtime has no implementation for (the rule or message is skipped then).
 */
export interface RulePrograms {
  readonly rule: PlannedProgram | undefined;
  readonly ruleMissing: readonly string[];
  readonly message: PlannedProgram | undefined;
  readonly messageMissing: readonly string[];
}

/** A property of a node whose value is validated, and its validator. */
export interface PlannedProperty {
  readonly key: string;
  readonly plan: ValidatorPlan;
}

/** One value the walk visits, at its validator. */
export interface RuleVisit {
  readonly plan: ValidatorPlan;
  readonly value: unknown;
  readonly old: unknown;
  readonly path: FieldPath;
  readonly ratchet: RatchetScope;
}

/** What one `validate` call shares: the cost budget all its rules draw on, and the errors they report. */
export interface RuleCall {
  readonly budget: Budget;
  readonly out: FieldError[];
}
