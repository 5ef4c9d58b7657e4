import type * as Ast from "typescript7/unstable/ast";
import type * as Sync from "typescript7/unstable/sync";
import type { Ts7Context } from "./context.js";
import { isDeclarationPath } from "./context.js";
import { skipParens } from "./syntax.js";

/*
 * The properties of an interface or a type literal read from its declaration, where asking the checker
 * would cost a round trip per type (`getPropertiesOfType` has no batched form). Where the declaration is all
 * there is to the type — one declaration, no `extends`, no type parameters, only property and method
 * signatures named by an identifier or a string — the checker's properties are those members, in
 * declaration order (the order the binder enters them in the symbol's members), and what a property is
 * (its name, `?`, method or not) is written in its signature: the syntax says it, no symbol is asked for.
 * Its type is one question of a batch the whole file shares (see typeLocation). Anything else is asked of
 * the checker.
 */

/** A property read from its declaration: its name, its (first) signature, and where its type is asked. */
export interface DeclaredProperty {
  /** The name as the symbol's `name` has it (the identifier's or string's text). */
  readonly name: string;
  /** The name as the symbol's `escapedName` has it (`__x` is `___x`). */
  readonly escapedName: string;
  readonly optional: boolean;
  readonly isMethod: boolean;
  readonly declaration: Ast.Node;
  /** The node whose type is the property's type (see typeLocation). */
  readonly typeLocation: Ast.Node;
}

function hasPlainName(context: Ts7Context, member: Ast.Node): boolean {
  const { ast } = context.m;
  const name = (member as { name?: Ast.Node }).name;
  return name !== undefined && (ast.isIdentifier(name) || ast.isStringLiteral(name));
}

/**
 * The members of an interface or type literal that are properties, when its members say all of them;
 * undefined when one of them is something the checker has to be asked about (an accessor, a computed name).
 */
export function propertyMembers(context: Ts7Context, container: Ast.Node): Ast.Node[] | undefined {
  const { ast } = context.m;
  let members: readonly Ast.Node[];
  if (ast.isInterfaceDeclaration(container)) {
    if ((container.heritageClauses?.length ?? 0) > 0 || (container.typeParameters?.length ?? 0) > 0) {
      return undefined;
    }
    members = container.members;
  } else if (ast.isTypeLiteralNode(container)) {
    members = container.members;
  } else {
    return undefined;
  }
  const out: Ast.Node[] = [];
  for (const member of members) {
    if (ast.isPropertySignatureDeclaration(member) || ast.isMethodSignatureDeclaration(member)) {
      if (!hasPlainName(context, member)) return undefined;
      out.push(member);
    } else if (
      !ast.isIndexSignatureDeclaration(member) &&
      !ast.isCallSignatureDeclaration(member) &&
      !ast.isConstructSignatureDeclaration(member)
    ) {
      return undefined;
    }
  }
  return out;
}

/** The declaration whose members are all of `type`'s properties (see above), or undefined. */
function declaringContainer(
  context: Ts7Context,
  type: Sync.Type,
  exactNode: Ast.TypeNode | undefined,
): Ast.Node | undefined {
  const { ast } = context.m;
  const { ObjectFlags, TypeFlags } = context.m.sync;
  if ((type.flags & TypeFlags.Object) === 0) return undefined;
  const { objectFlags } = type as Sync.ObjectType;
  // The type a type literal denotes, where it is written (not an instantiation of it: `exactNode` denotes it).
  if (exactNode !== undefined && (objectFlags & ObjectFlags.Anonymous) !== 0) {
    const bare = skipParens(context, exactNode);
    return ast.isTypeLiteralNode(bare) ? bare : undefined;
  }
  // A non-generic interface's own type. An interface that mentions `this` is generic in its `this` type (a
  // reference to itself, instantiated): left to the checker.
  if ((objectFlags & ObjectFlags.Interface) === 0 || (objectFlags & ObjectFlags.Reference) !== 0) {
    return undefined;
  }
  const declarations = type.getSymbol()?.declarations ?? [];
  // Only the user's files: a package's declaration file can be large, and fetching its syntax costs more
  // than the one question it would save.
  if (declarations.length !== 1 || isDeclarationPath(declarations[0]?.path ?? "")) return undefined;
  const declaration = context.resolve(declarations[0]);
  return declaration !== undefined && ast.isInterfaceDeclaration(declaration) ? declaration : undefined;
}

/**
 * Where the checker is asked for a member's type. A required property's is the type its type node denotes
 * (the checker's getTypeOfSymbol reads the annotation as written), a node the statement's batch asks about
 * anyway; an optional property's adds `| undefined` and a method's is its signatures', both the type at
 * the member's name (the checker answers a declaration's name with its symbol's type).
 */
export function typeLocation(context: Ts7Context, member: Ast.Node): Ast.Node {
  const { ast } = context.m;
  const signature = member as Ast.PropertySignatureDeclaration;
  // A signature may have no type node (`a;` is `any`), whatever the AST's declared type says.
  const written = signature.type as Ast.TypeNode | undefined;
  if (ast.isPropertySignatureDeclaration(member) && !isOptional(context, member) && written !== undefined) {
    return written;
  }
  return signature.name;
}

function isOptional(context: Ts7Context, member: Ast.Node): boolean {
  return (
    (member as Ast.PropertySignatureDeclaration).postfixToken?.kind === context.m.ast.SyntaxKind.QuestionToken
  );
}

/**
 * The properties of `type` read from its declaration, or undefined when the checker has to be asked.
 * `exactNode` is a type node known to denote exactly `type`.
 */
export function declaredProperties(
  context: Ts7Context,
  type: Sync.Type,
  exactNode?: Ast.TypeNode,
): DeclaredProperty[] | undefined {
  const { ast } = context.m;
  const container = declaringContainer(context, type, exactNode);
  if (container === undefined || container.getSourceFile().isDeclarationFile) return undefined;
  const members = propertyMembers(context, container);
  if (members === undefined) return undefined;
  const out: DeclaredProperty[] = [];
  const seen = new Set<string>();
  for (const member of members) {
    // Read once: TypeScript 7 decodes a name's text from the AST's string table at every read.
    const { text } = (member as Ast.PropertySignatureDeclaration).name as Ast.Identifier | Ast.StringLiteral;
    const escapedName = ast.escapeLeadingUnderscores(text) as string;
    // Overloads of a method are one property (one symbol), declared by its first signature.
    if (seen.has(escapedName)) continue;
    seen.add(escapedName);
    out.push({
      name: text,
      escapedName,
      optional: isOptional(context, member),
      isMethod: ast.isMethodSignatureDeclaration(member),
      declaration: member,
      typeLocation: typeLocation(context, member),
    });
  }
  return out;
}
