import type * as Ast from "typescript7/unstable/ast";
import type { Ts7Modules } from "./modules.js";

/*
 * What to ask together: the converter walks one declaration at a time, node by node, and each question is a
 * round trip. When one type node (or one type name) of a top-level statement is asked about, every type node
 * (every type name) of that statement is asked about in the same round trip: the converter reaches most of
 * them next.
 */

/** The top-level statement a node is in (the node itself for a statement). */
function topLevelStatement(m: Ts7Modules, node: Ast.Node): Ast.Node | undefined {
  // A source file's node has no parent (the declared type says it always has one).
  const parentOf = (n: Ast.Node): Ast.Node | undefined => n.parent;
  let current = node;
  for (let parent = parentOf(current); parent !== undefined; parent = parentOf(current)) {
    if (parent.kind === m.ast.SyntaxKind.SourceFile) return current;
    current = parent;
  }
  return undefined;
}

function collect(node: Ast.Node, keep: (n: Ast.Node) => Ast.Node | undefined, out: Ast.Node[]): void {
  node.forEachChild((child) => {
    const found = keep(child);
    if (found !== undefined) out.push(found);
    collect(child, keep, out);
    return undefined;
  });
}

/** Groups the nodes of a statement for one batched question each kind of question, once per statement. */
export class StatementBatches {
  private readonly typeNodes = new Set<Ast.Node>();
  private readonly typeNames = new Set<Ast.Node>();

  constructor(private readonly m: Ts7Modules) {}

  /** The type nodes of the statements `nodes` are in, that were not handed out before. */
  typeNodesAround(nodes: readonly Ast.Node[]): Ast.Node[] {
    const { ast } = this.m;
    return this.around(nodes, this.typeNodes, (n) => (ast.isTypeNode(n) ? n : undefined));
  }

  /** The names in type references of the statements `nodes` are in, that were not handed out before. */
  typeNamesAround(nodes: readonly Ast.Node[]): Ast.Node[] {
    const { ast } = this.m;
    return this.around(nodes, this.typeNames, (n) => (ast.isTypeReferenceNode(n) ? n.typeName : undefined));
  }

  private around(
    nodes: readonly Ast.Node[],
    done: Set<Ast.Node>,
    keep: (n: Ast.Node) => Ast.Node | undefined,
  ): Ast.Node[] {
    const out: Ast.Node[] = [];
    for (const node of nodes) {
      const statement = topLevelStatement(this.m, node);
      if (statement === undefined) continue;
      // Declaration files of packages can hold thousands of nodes per statement: only the user's own.
      if (statement.getSourceFile().isDeclarationFile) continue;
      if (done.has(statement)) continue;
      done.add(statement);
      collect(statement, keep, out);
    }
    return out;
  }
}
