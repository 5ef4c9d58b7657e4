/**
 * The CEL rules of a schema evaluated on a value, as apiextensions `Validator.Validate`
 * (pkg/apiserver/schema/cel/validation.go) does it: per node `validateExpressions`, then down through
 * `validateMap` (additionalProperties, properties) and `validateArray` (items, map lists correlated by their
 * keys). Shared by the default checks (C9) and `crdgen validate`'s evaluation of custom resources. Rules compile
 * in the session's environment; a rule calling a function without a runtime implementation is skipped, and the
 * function is recorded in `unevaluatedFunctions`.
 */
import {
  type CelValue,
  type CheckedAst,
  type DeclType,
  type Expr,
  OptionalValue,
  type ValueSchema,
  escape,
  schemaDeclType,
  unstructuredToVal,
  withTypeAndObjectMeta,
} from "@crdgen/cel";
import { at } from "@crdgen/core";
import type { ErrorOrigin, FieldError, FieldErrorFactory } from "../../model/field-error.js";
import { fieldErrors } from "../../model/field-error.js";
import type { FieldPath } from "../../model/path.js";
import type { JSONSchemaProps } from "../../model/schema-types.js";
import {
  type Budget,
  type RuleRuntime,
  evaluateMessage,
  evaluateRule,
  ruleMessageOrDefault,
} from "./evaluate-rule.js";
import { correlatedItem, ruleError, withRuleFieldPath } from "./rule-errors.js";
import type { CelSession } from "./session.js";
import { RatchetScope } from "./ratcheting.js";
import { errorString } from "../../model/field-error.js";
import { additionalPropertiesSchema, itemsSchema, property } from "../node.js";

// No correlation: nothing ratchets (create, and the default checks).
const noRatcheting = new RatchetScope(undefined, undefined);

/** `celconfig.RuntimeCELCostBudget`: what the rules of one request may cost together. */
export const runtimeCostBudget = 10_000_000n;

// Calls the interpreter evaluates itself rather than through the overload registry.
const intrinsicCalls = new Set([
  "_&&_",
  "_||_",
  "_?_:_",
  "@not_strictly_false",
  "__not_strictly_false__",
  "_[_]",
  "_[?_]",
  "_?._",
]);

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
    const pair = { validation: node, node };
    return this.validatePair(pair, declType, isResourceRoot, value, old, path, budget, out, ratchet);
  }

  /**
   * `Validator.validate` of the validator `validator(validationSchema, nodeSchema, …)` builds: the rules come
   * from the validation schema, the value's shape (its CEL value, type, map and list kinds) from the node schema.
   * The two differ below an `allOf` branch, whose rules are evaluated over the node the branch sits on.
   */
  private validatePair(
    pair: SchemaPair,
    declType: DeclType | undefined,
    isResourceRoot: boolean,
    value: unknown,
    old: unknown,
    path: FieldPath,
    budget: Budget,
    out: FieldError[],
    ratchet: RatchetScope,
  ): boolean {
    if (value === null || value === undefined || !this.hasValidatorBelow(pair.validation)) return true;
    if (!this.validateExpressions(pair, declType, isResourceRoot, value, old, path, budget, out, ratchet)) {
      return false;
    }
    // AllOfValidators: each branch over the same node. Errors found there are not ratcheted by the node's own
    // correlation, only by its nearest correlatable ancestor's, as the schema validator does for allOf.
    let branchRatchet: RatchetScope | undefined;
    for (const branch of pair.validation.allOf ?? []) {
      if (!this.hasValidatorBelow(branch)) continue;
      branchRatchet ??= new RatchetScope(undefined, ratchet.nearestParent);
      const branchPair = { validation: branch, node: pair.node };
      const ok = this.validatePair(
        branchPair,
        declType,
        isResourceRoot,
        value,
        old,
        path,
        budget,
        out,
        branchRatchet,
      );
      if (!ok) return false;
    }
    if (Array.isArray(value)) {
      return this.validateArray(pair, declType, value, old, path, budget, out, ratchet);
    }
    if (typeof value === "object") {
      const map = value as Record<string, unknown>;
      return this.validateMap(pair, declType, map, old, path, budget, out, ratchet);
    }
    return true;
  }

  private validateArray(
    { validation, node }: SchemaPair,
    declType: DeclType | undefined,
    value: readonly unknown[],
    old: unknown,
    path: FieldPath,
    budget: Budget,
    out: FieldError[],
    ratchet: RatchetScope,
  ): boolean {
    const validationItems = itemsSchema(validation);
    const itemSchema = itemsSchema(node);
    if (validationItems === undefined || itemSchema === undefined) return true;
    const items = { validation: validationItems, node: itemSchema };
    const embedded = itemSchema["x-kubernetes-embedded-resource"] === true;
    const oldItems = Array.isArray(old) ? old : [];
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      const oldItem = correlatedItem(node, oldItems, item);
      const itemPath = path.index(i);
      const scope = ratchet.index(i);
      if (
        !this.validatePair(items, declType?.elemType, embedded, item, oldItem, itemPath, budget, out, scope)
      ) {
        return false;
      }
    }
    return true;
  }

  private validateMap(
    { validation, node }: SchemaPair,
    declType: DeclType | undefined,
    value: Record<string, unknown>,
    old: unknown,
    path: FieldPath,
    budget: Budget,
    out: FieldError[],
    ratchet: RatchetScope,
  ): boolean {
    const mapType = node["x-kubernetes-map-type"];
    const correlatable = mapType == null || mapType === "granular" || mapType === "atomic";
    const oldMap =
      correlatable && typeof old === "object" && old !== null ? (old as Record<string, unknown>) : {};
    // Go iterates maps in random order; crdgen's order is the keys' sorted order.
    const keys = Object.keys(value).sort();
    const validationValues = additionalPropertiesSchema(validation);
    const values = additionalPropertiesSchema(node);
    if (validationValues !== undefined && values !== undefined) {
      const valuesPair = { validation: validationValues, node: values };
      const embedded = values["x-kubernetes-embedded-resource"] === true;
      for (const key of keys) {
        const ok = this.validatePair(
          valuesPair,
          declType?.elemType,
          embedded,
          value[key],
          oldMap[key],
          path.key(key),
          budget,
          out,
          ratchet.key(key),
        );
        if (!ok) return false;
      }
    }
    if (validation.properties == null) return true;
    for (const key of keys) {
      const validationProperty = property(validation, key);
      // Only properties on the node's structural spine get a validator.
      const nodeProperty = property(node, key);
      if (validationProperty === undefined || nodeProperty === undefined) continue;
      const embedded = nodeProperty["x-kubernetes-embedded-resource"] === true;
      let fieldType: DeclType | undefined;
      const escaped = escape(key);
      if (escaped !== undefined) {
        fieldType = declType?.fields?.get(escaped)?.type;
      } else {
        fieldType = schemaDeclType(nodeProperty, embedded);
      }
      // Upstream builds no validator for a property outside the node's CEL type.
      if (fieldType === undefined) continue;
      const ok = this.validatePair(
        { validation: validationProperty, node: nodeProperty },
        fieldType,
        embedded,
        value[key],
        oldMap[key],
        path.child(key),
        budget,
        out,
        ratchet.key(key),
      );
      if (!ok) return false;
    }
    return true;
  }

  /** `validateExpressions`; false when validation must stop. */
  private validateExpressions(
    { validation, node }: SchemaPair,
    declType: DeclType | undefined,
    isResourceRoot: boolean,
    value: unknown,
    old: unknown,
    path: FieldPath,
    budget: Budget,
    out: FieldError[],
    ratchet: RatchetScope,
  ): boolean {
    const rules = validation["x-kubernetes-validations"] ?? [];
    if (rules.length === 0) return true;
    const type = node.type ?? "";
    if (declType === undefined) {
      out.push(
        this.errors.invalid(
          path,
          type,
          "rule compiler initialization error: failed to convert to declType for CEL validation rules",
        ),
      );
      return true;
    }
    if (budget.remaining <= 0n) {
      out.push(
        this.errors.invalid(
          path,
          type,
          "validation failed due to running out of cost budget, no further validation rules will be run",
        ),
      );
      return false;
    }
    // `Compile(compilationSchema, …)`: the validation schema's rules, compiled once per validation node.
    const results = this.session.compile(validation, declType);
    const schema = (isResourceRoot ? withTypeAndObjectMeta(node) : node) as ValueSchema;
    const self = unstructuredToVal(value, schema);
    const oldSelf = old === undefined || old === null ? undefined : unstructuredToVal(old, schema);
    for (let i = 0; i < results.length; i++) {
      const compiled = at(results, i);
      const rule = at(rules, i);
      if (compiled.error !== undefined) {
        out.push(this.errors.invalid(path, type, `rule compile error: ${compiled.error.detail}`));
        continue;
      }
      const program = compiled.program;
      if (program === undefined || !this.evaluable(program)) continue;
      const optionalOldSelf = rule.optionalOldSelf === true;
      if (compiled.usesOldSelf && oldSelf === undefined && !optionalOldSelf) continue;
      const vars: Record<string, CelValue> = { self };
      if (optionalOldSelf) vars["oldSelf"] = new OptionalValue(oldSelf);
      else if (oldSelf !== undefined) vars["oldSelf"] = oldSelf;
      const outcome = evaluateRule(program, rule, vars, budget, this.runtime);
      if (outcome.kind === "held") continue;
      if (outcome.kind === "error") {
        out.push(this.errors.invalid(path, type, outcome.detail));
        if (outcome.stop) return false;
        continue;
      }
      const rulePath = withRuleFieldPath(path, rule, node);
      // addErr: an error of a rule without oldSelf on an unchanged value is ratcheted into a warning.
      const ratcheted = !compiled.usesOldSelf && ratchet.shouldRatchetError();
      const addError = (error: FieldError): void => {
        if (ratcheted) this.warnings.push(errorString(error));
        else out.push(error);
      };
      let detail = ruleMessageOrDefault(rule);
      const messageProgram = compiled.messageProgram;
      if (messageProgram !== undefined && this.evaluable(messageProgram)) {
        const plainVars: Record<string, CelValue> = oldSelf === undefined ? { self } : { self, oldSelf };
        const message = evaluateMessage(
          messageProgram,
          rule.messageExpression ?? "",
          plainVars,
          budget,
          this.runtime,
        );
        if ("stop" in message) {
          addError(this.errors.invalid(rulePath, type, message.stop));
          return false;
        }
        if ("failed" in message) this.messageExpressionFailures.push(message.failed);
        else detail = message.message;
      }
      addError(ruleError(this.errors, this.origin, rulePath, type, value, detail, rule));
    }
    return true;
  }

  /**
   * Whether every function the expression calls has a runtime implementation; the ones without are recorded in
   * `unevaluated`, so the caller can say which rules it skipped rather than report them wrongly.
   */
  private evaluable(program: CheckedAst): boolean {
    let known = missingByRuntime.get(this.runtime.overloads);
    if (known === undefined) {
      known = new WeakMap();
      missingByRuntime.set(this.runtime.overloads, known);
    }
    let missing = known.get(program);
    if (missing === undefined) {
      missing = missingFunctions(program, this.runtime);
      known.set(program, missing);
    }
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

/**
 * What {@link missingFunctions} found, per runtime (its overload registry) and program: a program's are the same
 * for every value it runs on, so an ObjectRulesValidator walks each of its programs once, not once per object.
 * Weak keys: nothing is kept once the compiled rules and the runtime are gone.
 */
const missingByRuntime = new WeakMap<object, WeakMap<CheckedAst, readonly string[]>>();

/** The functions `program` calls that `runtime` has no implementation for, in the order the walk meets them. */
function missingFunctions(program: CheckedAst, runtime: RuleRuntime): readonly string[] {
  const pending: Expr[] = [program.expr];
  const missing: string[] = [];
  for (let expr = pending.pop(); expr !== undefined; expr = pending.pop()) {
    switch (expr.kind) {
      case "call":
        if (!intrinsicCalls.has(expr.function) && !runtime.overloads.has(expr.function)) {
          missing.push(expr.function);
        }
        if (expr.target !== undefined) pending.push(expr.target);
        pending.push(...expr.args);
        break;
      case "select":
        pending.push(expr.operand);
        break;
      case "list":
        pending.push(...expr.elements);
        break;
      case "map":
        for (const entry of expr.entries) pending.push(entry.key, entry.value);
        break;
      case "struct":
        for (const field of expr.fields) pending.push(field.value);
        break;
      case "comprehension":
        pending.push(expr.iterRange, expr.accuInit, expr.loopCondition, expr.loopStep, expr.result);
        break;
      default:
        break;
    }
  }
  return missing;
}

/** The two schemas `validator(validationSchema, nodeSchema, …)` is built from. */
interface SchemaPair {
  readonly validation: JSONSchemaProps;
  readonly node: JSONSchemaProps;
}
