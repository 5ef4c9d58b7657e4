import { ts } from "@ts-morph/common";
import { noComments } from "./comments.js";
import type { ProgramContext } from "./context.js";
import type { TsProperty } from "./model.js";
import { nodeMatches } from "./syntax.js";

// Symbol-keyed (`[Symbol.iterator]`) and `#private` members never reach JSON.
function isJsonKey(symbol: ts.Symbol): boolean {
  const name = symbol.escapedName as string;
  return !name.startsWith("__@") && !name.startsWith("__#") && !name.startsWith("#");
}

function typeNodeOf(declaration: ts.Declaration | undefined): ts.TypeNode | undefined {
  if (declaration === undefined) return undefined;
  if (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) return declaration.type;
  return undefined;
}

function nameNodeOf(declaration: ts.Declaration): ts.Node {
  return ts.isPropertySignature(declaration) ||
    ts.isPropertyDeclaration(declaration) ||
    ts.isMethodSignature(declaration)
    ? declaration.name
    : declaration;
}

/**
 * The properties an object or intersection type really has — after `extends`, intersections, generic
 * instantiation and mapped types (`Pick`, `Omit`, `Partial` …) — each with the declaration it came from.
 */
export function propertiesOf(context: ProgramContext, type: ts.Type): TsProperty[] {
  const { checker } = context;
  const out: TsProperty[] = [];
  for (const symbol of checker.getPropertiesOfType(type)) {
    if (!isJsonKey(symbol)) continue;
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    const propertyType = checker.getTypeOfSymbol(symbol);
    const written = typeNodeOf(declaration);
    const node = written !== undefined && nodeMatches(context, written, propertyType) ? written : undefined;
    const file = declaration?.getSourceFile();
    const fromLib = file !== undefined && context.program.isSourceFileDefaultLibrary(file);
    out.push({
      name: symbol.getName(),
      optional: (symbol.flags & ts.SymbolFlags.Optional) !== 0,
      isMethod: (symbol.flags & ts.SymbolFlags.Method) !== 0,
      type: context.view(propertyType, node),
      ...(declaration === undefined || file === undefined
        ? {}
        : { span: context.spanOf(nameNodeOf(declaration), file), file: file.fileName }),
      comments:
        declaration === undefined || file === undefined || fromLib
          ? noComments
          : context.commentsOf(declaration, file),
    });
  }
  return out;
}
