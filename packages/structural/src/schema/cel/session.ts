/**
 * What one validation call shares between the nodes it compiles rules for: the CEL environment and the
 * compilation results. Each (schema node, CEL type) is compiled once per call, whichever step asks (the rule
 * checks D10–D14, the default checks C9); nothing outlives the call, so no cache holds a caller's objects.
 */
import {
  type DeclType,
  type ExpressionsType,
  type KubernetesEnvironment,
  RuleCompiler,
  UnstructuredSchemas,
} from "@crdgen/cel";
import type { JSONSchemaProps } from "../../model/schema-types.js";
import type { CelValidationOptions } from "../options.js";
import { type CompilationResult, compileRules } from "./compile-rules.js";
import type { ValidatorPlan } from "./rule-visit.js";

export class CelSession {
  private environmentValue: KubernetesEnvironment | undefined;
  private readonly results = new Map<JSONSchemaProps, Map<DeclType, CompilationResult[]>>();
  /**
   * Whether a node or a node below it has rules, as the rule validators of this session found out; kept as long
   * as the compilations are, since it is as much a fact of the schema (an ObjectRulesValidator's session lives
   * for all the objects of one schema).
   */
  readonly rulesBelow = new Map<JSONSchemaProps, boolean>();
  /** Whether a validation schema or one below it, allOf branches included, has rules (same lifetime). */
  readonly validatorsBelow = new Map<JSONSchemaProps, boolean>();
  /**
   * The validators `RuleValidator.validate` starts its walks at, by schema (one per CEL type and resource root),
   * with the plans of the validators below them linked as walks reach them (same lifetime).
   */
  readonly rootPlans = new Map<JSONSchemaProps, ValidatorPlan[]>();
  /** What converting values to CEL reads of each object schema node (same lifetime). */
  readonly valueSchemas = new UnstructuredSchemas();

  /**
   * `type`: new expressions (what the API server checks a created CRD's rules with) or stored ones (what it
   * evaluates rules with, C9). `compiler`: the caller's, when compilations are shared beyond this call (with
   * the other versions of a CRD, the other CRDs of a check run); by default this call's own.
   */
  constructor(
    private readonly options: CelValidationOptions,
    private readonly type: ExpressionsType = "NewExpressions",
    private readonly compiler: RuleCompiler = new RuleCompiler(),
  ) {}

  /** The environment, built on first use (once per compiler). */
  get environment(): KubernetesEnvironment {
    this.environmentValue ??= this.compiler.environment({ ...this.options, type: this.type });
    return this.environmentValue;
  }

  /** The results of `node`'s rules with `self` of type `declType`. */
  compile(node: JSONSchemaProps, declType: DeclType): CompilationResult[] {
    let byType = this.results.get(node);
    if (byType === undefined) {
      byType = new Map();
      this.results.set(node, byType);
    }
    let results = byType.get(declType);
    if (results === undefined) {
      results = compileRules(
        node["x-kubernetes-validations"] ?? [],
        declType,
        this.environment,
        this.compiler,
      );
      byType.set(declType, results);
    }
    return results;
  }
}
