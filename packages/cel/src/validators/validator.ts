/**
 * cel-go's AST validators (`cel/validator.go`): checks that run on a checked AST after type-checking
 * succeeded (`Env.Check` skips them when checking reported errors), each reporting `CelError`s at an
 * expression id. Validators run in the order configured; a name is applied once (`cel.ASTValidators`).
 */
import type { Expr } from "../ast/expr.js";
import type { CheckedAst } from "../checker/checker.js";
import type { CelError } from "../common/errors.js";
import { exprChildren } from "../ast/children.js";

/** cel-go's `ValidatorConfig`, with the one key the validators here read. */
export interface ValidatorConfig {
  /** `cel.validator.homogeneous_literals.exempt`: calls whose literal arguments may mix types. */
  readonly homogeneousAggregateLiteralExemptFunctions: readonly string[];
}

export interface AstValidator {
  /** cel-go's `Name()`, e.g. `cel.validator.duration`. */
  readonly name: string;
  /** cel-go's `ASTValidatorConfigurer.Configure`. */
  readonly configure?: (config: ValidatorConfig) => ValidatorConfig;
  /**
   * cel-go's `ASTValidator.Validate`. `tree` is `ast`'s expression to search (cel-go's `NavigateAST(ast)`),
   * shared by the validators of one run so that its nodes are listed once for all of them.
   */
  readonly validate: (ast: CheckedAst, config: ValidatorConfig, tree: NavigableAst) => CelError[];
}

/** The tail of cel-go's `Env.Check`: configure every validator in turn, then run each. */
export function validateChecked(ast: CheckedAst, validators: readonly AstValidator[]): CelError[] {
  let config: ValidatorConfig = { homogeneousAggregateLiteralExemptFunctions: [] };
  for (const validator of validators) config = validator.configure?.(config) ?? config;
  // One tree for this run's validators, which each search it: its node list lives as long as the run.
  const tree = new NavigableAst(ast.expr);
  return validators.flatMap((validator) => validator.validate(ast, config, tree));
}

/** cel-go's `ASTValidators`: appends the validators whose names are not there yet. */
export function addValidators(
  current: readonly AstValidator[],
  added: readonly AstValidator[],
): AstValidator[] {
  const result = [...current];
  for (const validator of added) {
    if (!result.some((v) => v.name === validator.name)) result.push(validator);
  }
  return result;
}

/** `iss.ReportErrorAtID`: the error's position is the expression's offset. */
export function errorAt(ast: CheckedAst, exprId: number, message: string): CelError {
  return { message, exprId, offset: ast.sourceInfo.offsets.get(exprId) ?? -1 };
}

/** A node with its ancestors (innermost last), as cel-go's `NavigableExpr.Parent()` chain. */
export interface Navigated {
  readonly expr: Expr;
  readonly ancestors: readonly Expr[];
}

/**
 * A checked expression for validators to search, as cel-go's `ast.NavigateAST` gives them. The validators of an
 * environment each ask {@link matchDescendants} of the same tree, so its nodes are listed once, on the first
 * request, and kept by this object, which the validators' run makes and drops ({@link validateChecked}); each
 * validator only filters the list. The tree must not change while the object is in use (checked trees never do).
 */
export class NavigableAst {
  #postOrder: readonly Expr[] | undefined;

  constructor(readonly root: Expr) {}

  /**
   * cel-go's `ast.MatchDescendants`: every node the matcher accepts, in post-order (children first); the
   * ancestors of a match, which none of the validators here reads, are found when asked for.
   */
  matchDescendants(matcher: (expr: Expr) => boolean): Navigated[] {
    const { root } = this;
    const matches: Navigated[] = [];
    for (const expr of (this.#postOrder ??= postOrder(root))) {
      if (matcher(expr)) {
        matches.push({
          expr,
          get ancestors(): readonly Expr[] {
            return ancestorsOf(root, expr) ?? [];
          },
        });
      }
    }
    return matches;
  }
}

/** The nodes of a tree in post-order. */
function postOrder(root: Expr): readonly Expr[] {
  const nodes: Expr[] = [];
  const visit = (expr: Expr): void => {
    for (const child of exprChildren(expr)) visit(child);
    nodes.push(expr);
  };
  visit(root);
  return nodes;
}

/** The nodes from `root` down to `target`'s parent, outermost first; undefined when `target` is not below. */
function ancestorsOf(root: Expr, target: Expr): Expr[] | undefined {
  if (root === target) return [];
  for (const child of exprChildren(root)) {
    const below = ancestorsOf(child, target);
    if (below !== undefined) return [root, ...below];
  }
  return undefined;
}
