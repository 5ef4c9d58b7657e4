/**
 * Rules D10–D14: the CEL part of apiextensions `ValidateCustomResourceDefinitionOpenAPISchema` and the per-CRD
 * total after it (validation.go). It runs only when the schema is structural and its defaults are valid (the
 * API server creates `RootCELContext` only then), along the nodes that carry a CEL context: properties,
 * additionalProperties and items, not junctors or definitions. A node's rules are compiled only when no schema
 * error was found at the node or below it (`blocked`, found by the B-walk). The errors come after every schema
 * error, children's before their parent's, as upstream's `CELErrors` list does.
 */
import {
  CelCostContext,
  type CostFinding,
  observeMessageExpressionCost,
  observeRuleCost,
  totalCostFindings,
} from "@crdgen/cel";
import { at } from "@crdgen/core";
import type { FieldError } from "../../model/field-error.js";
import { GoSyntax } from "../../model/go-value.js";
import { validationRuleGoJson } from "../../model/internal-json.js";
import type { FieldPath } from "../../model/path.js";
import type { JSONSchemaProps } from "../../model/schema-types.js";
import { schemaError } from "../openapi/errors.js";
import { additionalPropertiesSchema, sortedKeys } from "../node.js";
import type { CompilationResult, CompileError } from "./compile-rules.js";
import type { CelSession } from "./session.js";
import { nodesLeadingToRules } from "./rules-below.js";
import { CelTypeContext } from "./type-info.js";

/** A node on the CEL walk: its CEL contexts and the first uncorrelatable ancestor (for D13). */
interface CelNode {
  readonly schema: JSONSchemaProps;
  readonly path: FieldPath;
  readonly types: CelTypeContext;
  readonly cost: CelCostContext;
  /** `forbidOldSelfValidations()`: the highest ancestor whose children old and new values cannot be matched. */
  readonly uncorrelatable: FieldPath | undefined;
}

/**
 * The CEL errors of the schema at `path`, then, if the CRD's total cost is over its limit, the total-cost errors.
 * `blocked` holds the nodes whose rules are not compiled because of schema errors at or below them;
 * `leadingToRules`, when the caller's walk found them, the nodes with rules at or below them.
 */
export function validateCelRules(
  schema: JSONSchemaProps,
  path: FieldPath,
  blocked: ReadonlySet<JSONSchemaProps>,
  session: CelSession,
  leadingToRules: ReadonlySet<JSONSchemaProps> = nodesLeadingToRules(schema),
): FieldError[] {
  const out: FieldError[] = [];
  const root: CelNode = {
    schema,
    path,
    types: CelTypeContext.root(schema),
    cost: CelCostContext.root(schema),
    uncorrelatable: undefined,
  };
  if (leadingToRules.has(schema)) walk(root, { blocked, leadingToRules, session }, out);
  out.push(...totalCostFindings(root.cost, String(path)).map(forbidden));
  return out;
}

/** What the walk carries unchanged from node to node. */
interface Walk {
  readonly blocked: ReadonlySet<JSONSchemaProps>;
  /** The only nodes visited: those with rules at or below them (nothing else can report an error). */
  readonly leadingToRules: ReadonlySet<JSONSchemaProps>;
  readonly session: CelSession;
}

function walk(node: CelNode, context: Walk, out: FieldError[]): void {
  const { schema, path } = node;
  const { leadingToRules } = context;
  const values = additionalPropertiesSchema(schema);
  if (values !== undefined && leadingToRules.has(values)) {
    walk(
      {
        schema: values,
        path: path.child("additionalProperties"),
        types: node.types.additionalProperties(values),
        cost: node.cost.child(values),
        uncorrelatable: node.uncorrelatable,
      },
      context,
      out,
    );
  }
  const properties = schema.properties;
  if (properties != null) {
    // `MapIsCorrelatable`: granular (the default) and atomic maps match old and new by key.
    const mapType = schema["x-kubernetes-map-type"];
    const correlatable = mapType == null || mapType === "granular" || mapType === "atomic";
    const keys = sortedKeys(properties);
    for (let i = 0; i < keys.length; i++) {
      const key = at(keys, i);
      const child = properties[key];
      if (child == null || !leadingToRules.has(child)) continue;
      walk(
        {
          schema: child,
          path: path.childKey("properties", key),
          types: node.types.property(child, key),
          cost: node.cost.child(child),
          uncorrelatable: node.uncorrelatable ?? (correlatable ? undefined : path),
        },
        context,
        out,
      );
    }
  }
  const items = schema.items;
  if (items != null && !Array.isArray(items) && leadingToRules.has(items)) {
    const item = items;
    // Only map lists match old and new items (by key); sets are not correlated for CEL rules.
    const correlatable = schema["x-kubernetes-list-type"] === "map";
    walk(
      {
        schema: item,
        path: path.child("items"),
        types: node.types.items(item),
        cost: node.cost.child(item),
        uncorrelatable: node.uncorrelatable ?? (correlatable ? undefined : path),
      },
      context,
      out,
    );
  }
  const rules = schema["x-kubernetes-validations"];
  if (rules != null && rules.length > 0 && !context.blocked.has(schema)) {
    validateNodeRules(node, context.session, out);
  }
}

function validateNodeRules(node: CelNode, session: CelSession, out: FieldError[]): void {
  const rulesPath = node.path.child("x-kubernetes-validations");
  const typeInfo = node.types.typeInfo();
  if (typeInfo === undefined) {
    out.push(
      schemaError.internal(
        rulesPath,
        "internal error: failed to retrieve type information for x-kubernetes-validations",
      ),
    );
    return;
  }
  if ("error" in typeInfo) {
    out.push(
      schemaError.internal(
        rulesPath,
        `internal error: failed to construct type information for x-kubernetes-validations rules: ${typeInfo.error}`,
      ),
    );
    return;
  }
  const declType = typeInfo.info.declType;
  if (declType === undefined) {
    out.push(schemaError.internal(rulesPath, "failed to convert to declType for CEL validation rules"));
    return;
  }
  const rules = node.schema["x-kubernetes-validations"] ?? [];
  const results = session.compile(node.schema, declType);
  results.forEach((result, i) => {
    const rule = at(rules, i);
    const rulePath = rulesPath.index(i);
    reportRuleCost(node.cost, result, rulePath, out);
    if (result.error !== undefined) {
      out.push(compileError(rulePath.child("rule"), rule, result.error));
    }
    reportMessageExpression(node.cost, result, rule, rulePath, out);
    if (result.usesOldSelf) {
      if (node.uncorrelatable !== undefined) {
        out.push(
          schemaError.invalid(
            rulePath.child("rule"),
            rule.rule ?? "",
            `oldSelf cannot be used on the uncorrelatable portion of the schema within ${String(node.uncorrelatable)}`,
          ),
        );
      }
    } else if (rule.optionalOldSelf != null) {
      out.push(
        schemaError.invalid(
          rulePath.child("optionalOldSelf"),
          rule.optionalOldSelf,
          "may not be set if oldSelf is not used in rule",
        ),
      );
    }
  });
}

/** D12 for a rule: its cost times how often it runs, against the per-expression limit and into the total. */
function reportRuleCost(
  cost: CelCostContext,
  result: CompilationResult,
  rulePath: FieldPath,
  out: FieldError[],
): void {
  const finding = observeRuleCost(String(rulePath.child("rule")), result, cost);
  if (finding !== undefined) out.push(forbidden(finding));
}

/** D11/D12 for the messageExpression: its compilation error, or its cost (not multiplied by cardinality). */
function reportMessageExpression(
  cost: CelCostContext,
  result: CompilationResult,
  rule: NonNullable<JSONSchemaProps["x-kubernetes-validations"]>[number],
  rulePath: FieldPath,
  out: FieldError[],
): void {
  const path = rulePath.child("messageExpression");
  if (result.messageExpressionError !== undefined) {
    out.push(compileError(path, rule, result.messageExpressionError));
    return;
  }
  const messageCost = result.messageExpressionMaxCost;
  if (messageCost === undefined) return;
  const finding = observeMessageExpressionCost(String(path), messageCost, cost);
  if (finding !== undefined) out.push(forbidden(finding));
}

/** A cost finding of @crdgen/cel as the `field.Forbidden` error validation.go makes of it. */
function forbidden(finding: CostFinding): FieldError {
  return schemaError.forbidden(finding.path, finding.detail);
}

/**
 * D11: `Required` errors as such, a planning panic as `Internal` (the server's 500, no error of its own), the
 * others as `Invalid` with the whole internal rule as the value, which apimachinery prints with encoding/json (Go
 * field names, validation.go:1294 at 1aa2717).
 */
function compileError(
  path: FieldPath,
  rule: NonNullable<JSONSchemaProps["x-kubernetes-validations"]>[number],
  error: CompileError,
): FieldError {
  if (error.type === "Required") return schemaError.required(path, error.detail);
  if (error.type === "Internal") return schemaError.internal(path, error.detail);
  return schemaError.invalid(path, new GoSyntax(validationRuleGoJson(rule)), error.detail);
}
