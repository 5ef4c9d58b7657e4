import type { SourceSpan } from "@crdgen/core";
import { ts } from "@ts-morph/common";
import { declarationComments } from "./comments.js";
import type { PackageLocator } from "./identity.js";
import type { DeclarationComments, NamedDeclaration, TsProperty, TsType } from "./model.js";
import { DisplayPaths } from "./paths.js";
import { propertiesOf } from "./properties.js";
import { spanOf } from "./spans.js";
import { TypeView } from "./type-view.js";

type NamedNode = ts.InterfaceDeclaration | ts.TypeAliasDeclaration | ts.ClassDeclaration | ts.EnumDeclaration;

function namedKind(node: NamedNode): NamedDeclaration["kind"] {
  if (ts.isInterfaceDeclaration(node)) return "interface";
  if (ts.isTypeAliasDeclaration(node)) return "typeAlias";
  if (ts.isClassDeclaration(node)) return "class";
  return "enum";
}

/** Whether a declaration declares a named type crdgen can know by name. */
export function isNamedNode(node: ts.Node): node is NamedNode {
  return (
    ts.isInterfaceDeclaration(node) ||
    ts.isTypeAliasDeclaration(node) ||
    (ts.isClassDeclaration(node) && node.name !== undefined) ||
    ts.isEnumDeclaration(node)
  );
}

/** The value of `key` in a map of maps, made empty when missing. */
function entryOf<K, K2, V>(map: Map<K, Map<K2, V>>, key: K): Map<K2, V> {
  let found = map.get(key);
  if (found === undefined) {
    found = new Map();
    map.set(key, found);
  }
  return found;
}

/**
 * One program's checker with the caches of the views made from it. A new context is made whenever the
 * program changes, so that no view outlives the checker it came from.
 */
export class ProgramContext {
  /**
   * Views by type, then by the node they were asked with (a node is one place: the program makes one node
   * object per place, so the node itself is the key, and no `file:pos` string is made per node); the views
   * named by an outer declaration are kept apart, by that declaration (one object per declaration node).
   */
  private readonly views = new Map<ts.Type, Map<ts.TypeNode | undefined, TypeView>>();
  private readonly outerViews = new Map<
    NamedDeclaration,
    Map<ts.Type, Map<ts.TypeNode | undefined, TypeView>>
  >();
  private readonly ids = new Map<ts.Type, number>();
  private readonly named = new Map<ts.Node, NamedDeclaration>();
  /** The comments above each property declaration, read once however many views list the property. */
  private readonly comments = new Map<ts.Node, DeclarationComments>();
  /**
   * The properties of each type, whatever view asks: discovery asks a declaration's own view, conversion the
   * views of the places that use the type (one per place: a shared type such as `Condition` has one in every
   * kind), and the list depends on the type alone.
   */
  private readonly properties = new Map<ts.Type, readonly TsProperty[]>();
  /** Spans by node: the same property or type node is met by every view of the types around it. */
  private readonly spans = new Map<ts.Node, SourceSpan>();
  /** How the program's files are shown in spans. */
  readonly paths: DisplayPaths;

  constructor(
    readonly program: ts.Program,
    readonly checker: ts.TypeChecker,
    readonly locator: PackageLocator,
    readonly cwd: string,
  ) {
    this.paths = new DisplayPaths(cwd);
  }

  /** A stable number for a checker type. */
  idOf(type: ts.Type): number {
    let id = this.ids.get(type);
    if (id === undefined) {
      id = this.ids.size + 1;
      this.ids.set(type, id);
    }
    return id;
  }

  /** The view of `type`, written as `node` when known, named `outer` first when it is a declaration's own type. */
  view(type: ts.Type, node?: ts.TypeNode, outer?: NamedDeclaration): TsType {
    // The same node shares a view, as do the same type's views without a node.
    const views = outer === undefined ? this.views : entryOf(this.outerViews, outer);
    const byNode = entryOf(views, type);
    let found = byNode.get(node);
    if (found === undefined) {
      found = new TypeView(this, type, node, outer);
      byNode.set(node, found);
    }
    return found;
  }

  /** The properties of an object or intersection type (see {@link propertiesOf}). */
  propertiesOf(type: ts.Type): readonly TsProperty[] {
    let found = this.properties.get(type);
    if (found === undefined) {
      found = propertiesOf(this, type);
      this.properties.set(type, found);
    }
    return found;
  }

  /** Where a node is (see {@link spanOf}); `file` is its source file when the caller has it at hand. */
  spanOf(node: ts.Node, file?: ts.SourceFile): SourceSpan {
    let span = this.spans.get(node);
    if (span === undefined) {
      span = spanOf(node, this.paths, file);
      this.spans.set(node, span);
    }
    return span;
  }

  /** The comments above a declaration (see {@link declarationComments}). */
  commentsOf(node: ts.Node): DeclarationComments {
    let found = this.comments.get(node);
    if (found === undefined) {
      found = declarationComments(node);
      this.comments.set(node, found);
    }
    return found;
  }

  /** The named declaration for a declaration node, or undefined when it does not declare a named type. */
  namedDeclaration(node: ts.Node): NamedDeclaration | undefined {
    if (!isNamedNode(node) || node.name === undefined) return undefined;
    let found = this.named.get(node);
    if (found === undefined) {
      const file = node.getSourceFile();
      const isLib = this.isLibSymbol(node.name);
      found = {
        identity: this.locator.identify(file.fileName, node.name.text, isLib),
        kind: namedKind(node),
        span: this.spanOf(node.name, file),
        file: file.fileName,
        comments: isLib ? { detached: [] } : declarationComments(node),
        key: `${file.fileName}:${node.name.getStart(file)}`,
      };
      this.named.set(node, found);
    }
    return found;
  }

  // A type TypeScript's library declares is the library's, even where others augment it (@types/node adds
  // to Array): those augmentations are not the user's types.
  private isLibSymbol(name: ts.Identifier): boolean {
    const symbol = this.checker.getSymbolAtLocation(name);
    const declarations = symbol?.declarations ?? [name];
    return declarations.some((d) => this.program.isSourceFileDefaultLibrary(d.getSourceFile()));
  }
}
