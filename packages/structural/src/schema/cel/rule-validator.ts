/**
 * The CEL rules of a schema evaluated on a value, as apiextensions `Validator.Validate`
 * (pkg/apiserver/schema/cel/validation.go) does it: per node `validateExpressions`, then the allOf branches
 * (all-of-validators.ts), then down through `validateMap` (additionalProperties, properties) and `validateArray`
 * (items, map lists correlated by their keys). Shared by the default checks (C9) and `crdgen validate`'s
 * evaluation of custom resources. Rules compile in the session's environment; a rule calling a function without
 * a runtime implementation is skipped, and the function is recorded in `unevaluatedFunctions`.
 */
import {
  type CelValue,
  type DeclType,
  OptionalValue,
  type ValueSchema,
  escape,
  schemaDeclType,
  unstructuredToVal,
  withTypeAndObjectMeta,
} from "@crdgen/cel";
import { at } from "@crdgen/core";
import type { ErrorOrigin, FieldError, FieldErrorFactory } from "../../model/field-error.js";
import { errorString, fieldErrors } from "../../model/field-error.js";
import type { FieldPath } from "../../model/path.js";
import type { JSONSchemaProps, ValidationRule } from "../../model/schema-types.js";
import { validateAllOf } from "./all-of-validators.js";
import type { CompilationResult } from "./compile-rules.js";
import {
  type Budget,
  RuleActivation,
  type RuleRuntime,
  evaluateMessage,
  evaluateRule,
  outOfBudget,
  plannedProgram,
  ruleMessageOrDefault,
} from "./evaluate-rule.js";
import { RatchetScope } from "./ratcheting.js";
import { MapList } from "./map-list.js";
import { ruleError, withRuleFieldPath } from "./rule-errors.js";
import {
  type PlannedProperty,
  type RuleCall,
  type RulePrograms,
  type RuleVisit,
  ValidatorPlan,
} from "./rule-visit.js";
import { missingFunctions } from "./runtime-coverage.js";
import type { CelSession } from "./session.js";
import { additionalPropertiesSchema, itemsSchema, property } from "../node.js";

// No correlation: nothing ratchets (create, and the default checks).
const noRatcheting = new RatchetScope(undefined, undefined);

/** `celconfig.RuntimeCELCostBudget`: what the rules of one request may cost together. */
export const runtimeCostBudget = 10_000_000n;

export class RuleValidator {
  /** The functions some rule called that have no runtime implementation (those rules were skipped). */
  readonly unevaluatedFunctions = new Set<string>();
  /** Ratcheted rule errors, as the warnings the server returns for them (`warning.AddWarning(ctx, "", e.Error())`). */
  readonly warnings: string[] = [];
  /**
   * Why a messageExpression gave no message (the rule's own was used instead): what the API server only logs
   * (`klog.V(2)`), kept for tests and tools that want to show it.
   */
  readonly messageExpressionFailures: string[] = [];
  private readonly errors: FieldErrorFactory;
  private readonly validateBranch = (branch: RuleVisit, call: RuleCall): boolean =>
    this.validateNode(branch, call);

  /** `origin` names the check the errors belong to (`defaults` for C9, `objects` for custom resources). */
  constructor(
    private readonly session: CelSession,
    private readonly runtime: RuleRuntime,
    private readonly origin: ErrorOrigin,
  ) {
    this.errors = fieldErrors(origin);
  }

  /**
   * `validator(s, s, …).Validate`: the rules of `node` and below it evaluated on `value`; false once the budget is
   * spent (validation stops). The API server's `NewValidator` builds no validator at all when no rule is on the
   * structural spine (`hasXValidations`, which does not look into allOf): callers check {@link hasRulesBelow}.
   */
  validate(
    node: JSONSchemaProps,
    declType: DeclType | undefined,
    isResourceRoot: boolean,
    value: unknown,
    old: unknown,
    path: FieldPath,
    budget: Budget,
    out: FieldError[],
    ratchet: RatchetScope = noRatcheting,
  ): boolean {
    const plan = this.rootPlan(node, declType, isResourceRoot);
    return this.validateNode({ plan, value, old, path, ratchet }, { budget, out });
  }

  /** `Validator.validate` of the validator `visit.plan` stands for. */
  private validateNode(visit: RuleVisit, call: RuleCall): boolean {
    const { value, plan } = visit;
    if (value === null || value === undefined || !plan.hasValidator) return true;
    if (!this.validateExpressions(visit, call)) return false;
    if (!validateAllOf(visit, this.branchesOf(plan), call, this.validateBranch)) return false;
    if (Array.isArray(value)) return this.validateArray(visit, value, call);
    if (typeof value === "object") return this.validateMap(visit, value as Record<string, unknown>, call);
    return true;
  }

  private validateArray(visit: RuleVisit, value: readonly unknown[], call: RuleCall): boolean {
    // An item validator with no rule at or below it would return at once (validateNode): it is not planned.
    const items = this.itemsOf(visit.plan);
    if (items === null) return true;
    // validation.go:875: one map list over the old items for the whole list.
    const oldItems = new MapList(visit.plan.node, Array.isArray(visit.old) ? visit.old : []);
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      const old = oldItems.get(item);
      const itemVisit = {
        plan: items,
        value: item,
        old,
        path: visit.path.index(i),
        ratchet: visit.ratchet.index(i),
      };
      if (!this.validateNode(itemVisit, call)) return false;
    }
    return true;
  }

  private validateMap(visit: RuleVisit, value: Record<string, unknown>, call: RuleCall): boolean {
    // Children with no rule at or below them would return at once (validateNode): they are not planned, so no
    // visit (path, ratchet scope) is built for them, and a map with none is not walked at all.
    const { plan } = visit;
    const values = this.valuesOf(plan);
    const properties = this.propertiesOf(plan);
    if (values === null && properties.length === 0) return true;
    const mapType = plan.node["x-kubernetes-map-type"];
    const correlatable = mapType == null || mapType === "granular" || mapType === "atomic";
    const old = visit.old;
    // `oldObj.(map[string]interface{})`: an old list (the schema changed under a stored object) has no fields.
    const oldMap =
      correlatable && typeof old === "object" && old !== null && !Array.isArray(old)
        ? (old as Record<string, unknown>)
        : {};
    // Go iterates maps in random order; crdgen's order is the keys' sorted order.
    if (values !== null) {
      for (const key of Object.keys(value).sort()) {
        const entry = {
          plan: values,
          value: value[key],
          old: oldValue(oldMap, key),
          path: visit.path.key(key),
          ratchet: visit.ratchet.key(key),
        };
        if (!this.validateNode(entry, call)) return false;
      }
    }
    // The properties that can have a validator, in sorted order: visiting those the value has is visiting the
    // value's keys in sorted order and skipping the others, without sorting every object's keys.
    for (let i = 0; i < properties.length; i++) {
      const { key, plan: child } = properties[i] as PlannedProperty;
      // The value read first: most planned properties are absent, and one read answers for them.
      const fieldValue = value[key];
      if (fieldValue == null || !Object.hasOwn(value, key)) continue;
      const field = {
        plan: child,
        value: fieldValue,
        old: oldValue(oldMap, key),
        path: childPath(visit.path, key),
        ratchet: visit.ratchet.key(key),
      };
      if (!this.validateNode(field, call)) return false;
    }
    return true;
  }

  /**
   * The validator of `validate`'s root: one plan per (schema, CEL type, resource root) for the session's
   * lifetime, from which the plans of the validators below are linked as the walk first needs them.
   */
  private rootPlan(
    node: JSONSchemaProps,
    declType: DeclType | undefined,
    isResourceRoot: boolean,
  ): ValidatorPlan {
    let plans = this.session.rootPlans.get(node);
    if (plans === undefined) {
      plans = [];
      this.session.rootPlans.set(node, plans);
    }
    for (const plan of plans) {
      if (plan.declType === declType && plan.isResourceRoot === isResourceRoot) return plan;
    }
    const plan = new ValidatorPlan(node, node, declType, isResourceRoot, this.hasValidatorBelow(node));
    plans.push(plan);
    return plan;
  }

  /** The validators of the allOf branches with rules somewhere, planned once. */
  private branchesOf(plan: ValidatorPlan): readonly ValidatorPlan[] {
    if (plan.branches === undefined) {
      const { node, declType, isResourceRoot } = plan;
      const branches: ValidatorPlan[] = [];
      for (const validation of plan.validation.allOf ?? []) {
        if (!this.hasValidatorBelow(validation)) continue;
        branches.push(new ValidatorPlan(validation, node, declType, isResourceRoot, true));
      }
      plan.branches = branches;
    }
    return plan.branches;
  }

  /** The items' validator when they have rules at or below them (null otherwise), planned once. */
  private itemsOf(plan: ValidatorPlan): ValidatorPlan | null {
    if (plan.items === undefined) {
      const { validation, node, declType } = plan;
      plan.items = this.childPlan(itemsSchema(validation), itemsSchema(node), declType?.elemType);
    }
    return plan.items;
  }

  /** The additionalProperties' validator when they have rules at or below them (null otherwise), planned once. */
  private valuesOf(plan: ValidatorPlan): ValidatorPlan | null {
    if (plan.values === undefined) {
      const { validation, node, declType } = plan;
      plan.values = this.childPlan(
        additionalPropertiesSchema(validation),
        additionalPropertiesSchema(node),
        declType?.elemType,
      );
    }
    return plan.values;
  }

  /**
   * A child's validator, when both the validation and the node schema have it (upstream builds no validator
   * otherwise) and it has rules at or below it; an embedded resource's root gets apiVersion, kind and metadata in
   * its CEL value.
   */
  private childPlan(
    validation: JSONSchemaProps | undefined,
    node: JSONSchemaProps | undefined,
    declType: DeclType | undefined,
  ): ValidatorPlan | null {
    if (validation === undefined || node === undefined || !this.hasValidatorBelow(validation)) return null;
    const isResourceRoot = node["x-kubernetes-embedded-resource"] === true;
    return new ValidatorPlan(validation, node, declType, isResourceRoot, true);
  }

  /** The properties that get a validator ({@link propertyPlan}) with a rule at or below them, sorted by name. */
  private propertiesOf(plan: ValidatorPlan): readonly PlannedProperty[] {
    if (plan.properties === undefined) {
      const properties: PlannedProperty[] = [];
      for (const key of Object.keys(plan.validation.properties ?? {}).sort()) {
        const child = property(plan.validation, key);
        if (child === undefined || !this.hasValidatorBelow(child)) continue;
        const childPlan = propertyPlan(plan, key);
        if (childPlan !== undefined) properties.push({ key, plan: childPlan });
      }
      plan.properties = properties;
    }
    return plan.properties;
  }

  /** `validateExpressions`; false when validation must stop. */
  private validateExpressions(visit: RuleVisit, call: RuleCall): boolean {
    const { plan, path } = visit;
    const rules = plan.validation["x-kubernetes-validations"] ?? [];
    if (rules.length === 0) return true;
    const { declType } = plan;
    if (declType === undefined) {
      const detail =
        "rule compiler initialization error: failed to convert to declType for CEL validation rules";
      call.out.push(this.errors.invalid(path, plan.type, detail));
      return true;
    }
    if (call.budget.remaining <= 0n) {
      call.out.push(this.errors.invalid(path, plan.type, outOfBudget));
      return false;
    }
    // `Compile(compilationSchema, …)`: the validation schema's rules, compiled once per validation node.
    plan.compiled ??= this.session.compile(plan.validation, declType);
    const results = plan.compiled;
    // validation.go:164-170: the activation factory is chosen by whether any rule of the validator reads oldSelf.
    plan.activationHasOldSelf ??= results.some((result) => result.usesOldSelf);
    plan.valueSchema ??= (plan.isResourceRoot ? withTypeAndObjectMeta(plan.node) : plan.node) as ValueSchema;
    const schema = plan.valueSchema;
    const values = this.session.valueSchemas;
    const self = unstructuredToVal(visit.value, schema, values);
    const old = visit.old;
    const oldSelf = old === undefined || old === null ? undefined : unstructuredToVal(old, schema, values);
    const programs = this.programsOf(plan, results);
    for (let i = 0; i < results.length; i++) {
      const ok = this.validateRule(visit, call, at(results, i), at(programs, i), at(rules, i), self, oldSelf);
      if (!ok) return false;
    }
    return true;
  }

  /**
   * The plan's compiled rules planned to run with this validator's runtime, and what each cannot call: found
   * once per plan (again only for another runtime), not on every evaluation.
   */
  private programsOf(plan: ValidatorPlan, results: readonly CompilationResult[]): readonly RulePrograms[] {
    const { runtime } = this;
    if (plan.programs === undefined || plan.programsFor !== runtime) {
      plan.programs = results.map((result) => {
        const { program, messageProgram } = result;
        return {
          rule: program === undefined ? undefined : plannedProgram(program, runtime),
          ruleMissing: program === undefined ? [] : missingFunctions(program, runtime),
          message: messageProgram === undefined ? undefined : plannedProgram(messageProgram, runtime),
          messageMissing: messageProgram === undefined ? [] : missingFunctions(messageProgram, runtime),
        };
      });
      plan.programsFor = runtime;
    }
    return plan.programs;
  }

  /** One rule of `validateExpressions`' loop; false when validation must stop. */
  private validateRule(
    visit: RuleVisit,
    call: RuleCall,
    compiled: CompilationResult,
    programs: RulePrograms,
    rule: ValidationRule,
    self: CelValue,
    oldSelf: CelValue | undefined,
  ): boolean {
    const { path, plan } = visit;
    const type = plan.type;
    if (compiled.error !== undefined) {
      call.out.push(this.errors.invalid(path, type, `rule compile error: ${compiled.error.detail}`));
      return true;
    }
    const program = programs.rule;
    if (program === undefined || !this.evaluable(programs.ruleMissing)) return true;
    const optionalOldSelf = rule.optionalOldSelf === true;
    if (compiled.usesOldSelf && oldSelf === undefined && !optionalOldSelf) return true;
    const vars = new RuleActivation(self, optionalOldSelf ? new OptionalValue(oldSelf) : oldSelf);
    const outcome = evaluateRule(program, rule, vars, call.budget);
    if (outcome.kind === "held") return true;
    if (outcome.kind === "error") {
      call.out.push(this.errors.invalid(path, type, outcome.detail));
      return !outcome.stop;
    }
    // compileRule returns before it normalizes the fieldPath when the messageExpression does not compile
    // (compilation.go, v0.35.0): such a rule reports at the node.
    const rulePath =
      compiled.messageExpressionError === undefined ? withRuleFieldPath(path, rule, plan.node) : path;
    // addErr: an error of a rule without oldSelf on an unchanged value is ratcheted into a warning.
    const ratcheted = !compiled.usesOldSelf && visit.ratchet.shouldRatchetError();
    const addError = (error: FieldError): void => {
      if (ratcheted) this.warnings.push(errorString(error));
      else call.out.push(error);
    };
    let detail = ruleMessageOrDefault(rule);
    const messageProgram = programs.message;
    if (messageProgram !== undefined && this.evaluable(programs.messageMissing)) {
      // evalMessageExpression gets the rules' `activation` (validation.go:477), never the optional one: oldSelf is
      // the old value itself, and undefined without one or when no rule of the node reads it (validation.go:796).
      const messageOldSelf = plan.activationHasOldSelf === true ? oldSelf : undefined;
      const plainVars = new RuleActivation(self, messageOldSelf);
      const expression = rule.messageExpression ?? "";
      const message = evaluateMessage(messageProgram, expression, plainVars, call.budget);
      if ("stop" in message) {
        addError(this.errors.invalid(rulePath, type, message.stop));
        return false;
      }
      if ("failed" in message) this.messageExpressionFailures.push(message.failed);
      else detail = message.message;
    }
    addError(ruleError(this.errors, this.origin, rulePath, type, visit.value, detail, rule));
    return true;
  }

  /**
   * Whether every function the expression calls has a runtime implementation; the ones without are recorded in
   * `unevaluatedFunctions`, so the caller can say which rules it skipped rather than report them wrongly.
   */
  private evaluable(missing: readonly string[]): boolean {
    for (const name of missing) this.unevaluatedFunctions.add(name);
    return missing.length === 0;
  }

  /**
   * `hasXValidations`: whether `node` or a node below it along properties, additionalProperties and items has
   * rules; `NewValidator` builds no validator otherwise.
   */
  hasRulesBelow(node: JSONSchemaProps): boolean {
    let known = this.session.rulesBelow.get(node);
    if (known !== undefined) return known;
    known = (node["x-kubernetes-validations"]?.length ?? 0) > 0;
    const items = node.items;
    if (!known && items != null && !Array.isArray(items)) known = this.hasRulesBelow(items);
    const values = node.additionalProperties;
    if (!known && values != null && typeof values !== "boolean") known = this.hasRulesBelow(values);
    for (const property of Object.values(node.properties ?? {})) {
      if (known) break;
      known = this.hasRulesBelow(property);
    }
    this.session.rulesBelow.set(node, known);
    return known;
  }

  /**
   * Whether `validator()` builds a validator for a validation schema: it or a schema below it, allOf branches
   * included, has rules (nothing to walk otherwise).
   */
  private hasValidatorBelow(validation: JSONSchemaProps): boolean {
    let known = this.session.validatorsBelow.get(validation);
    if (known !== undefined) return known;
    known = (validation["x-kubernetes-validations"]?.length ?? 0) > 0;
    const items = itemsSchema(validation);
    if (!known && items !== undefined) known = this.hasValidatorBelow(items);
    const values = additionalPropertiesSchema(validation);
    if (!known && values !== undefined) known = this.hasValidatorBelow(values);
    for (const property of Object.values(validation.properties ?? {})) {
      if (known) break;
      known = this.hasValidatorBelow(property);
    }
    for (const branch of validation.allOf ?? []) {
      if (known) break;
      known = this.hasValidatorBelow(branch);
    }
    this.session.validatorsBelow.set(validation, known);
    return known;
  }
}

/** Property `key`'s validator; undefined where upstream builds none. */
function propertyPlan(parent: ValidatorPlan, key: string): ValidatorPlan | undefined {
  const validation = property(parent.validation, key);
  // Only properties on the node's structural spine get a validator.
  const node = property(parent.node, key);
  if (validation === undefined || node === undefined) return undefined;
  const isResourceRoot = node["x-kubernetes-embedded-resource"] === true;
  const escaped = escape(key);
  // A name CEL cannot escape is no field of the node's CEL type: the property's own schema gives its type.
  const declType =
    escaped !== undefined
      ? parent.declType?.fields?.get(escaped)?.type
      : schemaDeclType(node, isResourceRoot);
  // Upstream builds no validator for a property outside the node's CEL type.
  return declType === undefined
    ? undefined
    : new ValidatorPlan(validation, node, declType, isResourceRoot, true);
}

/** `oldObj[k]`: nil unless the old object has the key (never what the object inherits, like `constructor`). */
function oldValue(oldMap: Readonly<Record<string, unknown>>, key: string): unknown {
  return Object.hasOwn(oldMap, key) ? oldMap[key] : undefined;
}

/**
 * `fldPath.Child(k)`, as field.Path renders it: a step with an empty name prints as its empty index, `[]`, with
 * no dot (apimachinery pkg/util/validation/field/path.go:92-116, v0.35.0), so property "" of spec is `spec[]`.
 */
function childPath(path: FieldPath, key: string): FieldPath {
  return key === "" ? path.key("") : path.child(key);
}
