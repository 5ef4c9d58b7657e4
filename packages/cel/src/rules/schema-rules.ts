/**
 * Every `x-kubernetes-validations` rule of one CRD version's schema, compiled and costed as the API server does
 * when it validates the CRD (validation.go's walk with cel_validation.go's CELSchemaContext): each rule's type
 * is its node's, its cost is multiplied by how often the node can occur (from its ancestors' maxItems and
 * maxProperties, else from the request size limit), and the products add up to the schema's total.
 */
import type { CelSchema } from "../schema/cel-schema.js";
import { additionalPropertiesSchemaOf, itemsOf } from "../schema/cel-schema.js";
import { schemaDeclType } from "../schema/schema-decl-type.js";
import { CelCostContext } from "../cost/cel-cost-context.js";
import { getExpressionCost } from "../cost/crd-cost.js";
import { kubernetesEnvironment, recognizesKeywordsAsFieldNames } from "../env/environment.js";
import type { CelEnvironment } from "../env/environment.js";
import { type CompiledRule, type RuleText, compileRule } from "./compile-rule.js";
import { PreparedEnvironment } from "../env/compile.js";
import type { RuleCompiler } from "./rule-compiler.js";

/** A schema node with its rules: a CelSchema that may carry `x-kubernetes-validations`. */
export interface RuleSchema extends CelSchema {
  readonly properties?: Readonly<Record<string, RuleSchema>> | null;
  readonly items?: RuleSchema | readonly RuleSchema[] | null;
  readonly additionalProperties?: RuleSchema | boolean | null;
  readonly "x-kubernetes-validations"?: readonly RuleText[] | null;
}

/** One step from the root to a node, for naming the bound that is missing. */
export interface SchemaStep {
  /** The node's path as the server prints it. */
  readonly path: string;
  readonly schema: RuleSchema;
}

/** One rule of the schema, with what the server computes for it. */
export interface SchemaRule {
  /** `<node path>.x-kubernetes-validations[i].rule`. */
  readonly field: string;
  /** The path of the node the rule is on. */
  readonly nodePath: string;
  readonly index: number;
  readonly rule: RuleText;
  readonly schema: RuleSchema;
  /** The nodes from the root down to the rule's node (the node last). */
  readonly ancestors: readonly SchemaStep[];
  readonly compiled: CompiledRule;
  /** How often the node can occur by its ancestors' bounds; undefined when an ancestor is unbounded. */
  readonly maxCardinality: bigint | undefined;
  /** The rule's cost times its cardinality (`getExpressionCost`); 0 when it did not compile. */
  readonly totalCost: bigint;
}

export interface SchemaRulesResult {
  readonly rules: readonly SchemaRule[];
  /** The CRD's `TotalCost` for this schema, messageExpressions included. */
  readonly totalCost: bigint;
}

export interface SchemaRulesOptions {
  readonly environment?: CelEnvironment;
  /**
   * Shares compilations with the job's other callers (the CRD checker compiles the same rules); without it,
   * each rule is compiled here.
   */
  readonly compiler?: RuleCompiler;
}

/** Compiles and costs the rules of the schema at `schemaPath` (e.g. `spec.validation.openAPIV3Schema`). */
export function schemaRules(
  root: RuleSchema,
  schemaPath: string,
  options: SchemaRulesOptions = {},
): SchemaRulesResult {
  const { compiler } = options;
  const environment = options.environment ?? compiler?.environment() ?? kubernetesEnvironment();
  // As the CRD checker compiles (compile-rules.ts in @crdgen/structural), so that both agree and can share.
  const recognizeKeywordAsFieldName =
    "compatibilityVersion" in environment &&
    typeof environment.compatibilityVersion === "string" &&
    recognizesKeywordsAsFieldNames({
      compatibilityVersion: environment.compatibilityVersion,
      ...("type" in environment && environment.type === "StoredExpressions"
        ? { type: "StoredExpressions" as const }
        : {}),
    });
  const compileOptions = { recognizeKeywordAsFieldName };
  // Without a compiler, the walk prepares the environment once for all its rules and drops it when done.
  const ready = compiler === undefined ? new PreparedEnvironment(environment) : undefined;
  const context = CelCostContext.root(root);
  const rules: SchemaRule[] = [];
  // The steps from the root to the node being visited, one stack for the whole walk: most nodes carry no rule,
  // and copying the chain at every node cost more than compiling (a copy per rule is enough).
  const steps: SchemaStep[] = [];
  const visit = (schema: RuleSchema, path: string, nodeContext: CelCostContext): void => {
    steps.push({ path, schema });
    const declared = schema["x-kubernetes-validations"] ?? [];
    if (declared.length > 0) {
      const declType = schemaDeclType(schema, steps.length === 1);
      const ancestors = [...steps];
      declared.forEach((rule, index) => {
        if (declType === undefined) return;
        const compiled =
          compiler === undefined
            ? compileRule(rule, declType, ready ?? environment, compileOptions)
            : compiler.compile(rule, declType, environment, compileOptions);
        const totalCost =
          compiled.cost === undefined ? 0n : getExpressionCost(compiled.cost, nodeContext.maxCardinality);
        nodeContext.totalCost.observeExpressionCost(
          `${path}.x-kubernetes-validations[${index}].rule`,
          totalCost,
        );
        if (compiled.messageExpressionMaxCost !== undefined) {
          const messagePath = `${path}.x-kubernetes-validations[${index}].messageExpression`;
          nodeContext.totalCost.observeExpressionCost(messagePath, compiled.messageExpressionMaxCost);
        }
        rules.push({
          field: `${path}.x-kubernetes-validations[${index}].rule`,
          nodePath: path,
          index,
          rule,
          schema,
          ancestors,
          compiled,
          maxCardinality: nodeContext.maxCardinality,
          totalCost,
        });
      });
    }
    for (const [name, child] of Object.entries(schema.properties ?? {})) {
      visit(child, `${path}.properties[${name}]`, nodeContext.child(child));
    }
    const additional = additionalPropertiesSchemaOf(schema) as RuleSchema | undefined;
    if (additional !== undefined) {
      visit(additional, `${path}.additionalProperties`, nodeContext.child(additional));
    }
    const items = itemsOf(schema) as RuleSchema | undefined;
    if (items !== undefined) visit(items, `${path}.items`, nodeContext.child(items));
    steps.pop();
  };
  visit(root, schemaPath, context);
  return { rules, totalCost: context.totalCost.total };
}
