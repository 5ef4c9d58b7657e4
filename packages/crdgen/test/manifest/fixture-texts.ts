import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ts } from "@ts-morph/common";

/** The repo's root folder. */
export const repoRoot = new URL("../../../../", import.meta.url).pathname;

/** The YAML and JSON files below a folder of the repo, sorted, as paths relative to the repo. */
export function manifestFilesUnder(folder: string): string[] {
  return readdirSync(join(repoRoot, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ya?ml|json)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name).slice(repoRoot.length))
    .sort();
}

/**
 * The texts the tests of a folder write as manifests: every string their sources spell out (string and template
 * literals, `+` of strings, `[...].join(s)` of strings, and `const`s of those, across the folder's files, so
 * that `${widgetCrd}` is the Widget CRD's text), as long as it looks like YAML (a `:` and a line break). A
 * substitution that is not such a string becomes `x`. Read statically, so the test sees the fixtures without
 * running the tests that write them.
 */
export function testFixtureTexts(folder: string): string[] {
  const dir = join(repoRoot, folder);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".ts"))
    .map((name) => ts.createSourceFile(name, readFileSync(join(dir, name), "utf8"), ts.ScriptTarget.Latest));
  const constants = new Map<string, ts.Expression>();
  for (const file of files) {
    const collect = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer !== undefined) {
        constants.set(node.name.text, node.initializer);
      }
      ts.forEachChild(node, collect);
    };
    collect(file);
  }
  const evaluate = (node: ts.Node, seen: ReadonlySet<string>): string | undefined => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isParenthesizedExpression(node)) return evaluate(node.expression, seen);
    if (ts.isTemplateExpression(node)) {
      return (
        node.head.text +
        node.templateSpans
          .map((span) => (evaluate(span.expression, seen) ?? "x") + span.literal.text)
          .join("")
      );
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const left = evaluate(node.left, seen);
      const right = evaluate(node.right, seen);
      return left === undefined || right === undefined ? undefined : left + right;
    }
    if (ts.isIdentifier(node) && !seen.has(node.text)) {
      const initializer = constants.get(node.text);
      return initializer === undefined ? undefined : evaluate(initializer, new Set([...seen, node.text]));
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === "join" &&
      ts.isArrayLiteralExpression(node.expression.expression)
    ) {
      const separatorNode = node.arguments[0];
      const separator = separatorNode === undefined ? "," : evaluate(separatorNode, seen);
      const parts = node.expression.expression.elements.map((element) => evaluate(element, seen));
      if (separator === undefined || parts.some((part) => part === undefined)) return undefined;
      return parts.join(separator);
    }
    return undefined;
  };
  const texts = new Set<string>();
  for (const file of files) {
    const visit = (node: ts.Node): void => {
      const text = ts.isExpression(node) ? evaluate(node, new Set()) : undefined;
      if (text !== undefined && text.includes(":") && text.includes("\n")) texts.add(text);
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return [...texts];
}
