/**
 * The struct types the checker sees for a CRD schema: a port of apiserver `pkg/cel/types.go`'s DeclTypeProvider
 * (NewDeclTypeProvider, FindStructType, FindStructFieldType, FindStructFieldNames, findDeclType, findScalar).
 */
import type { CelType, TypeProvider } from "../common/types.js";
import {
  type DeclType,
  boolDeclType,
  bytesDeclType,
  doubleDeclType,
  durationDeclType,
  fieldTypeMap,
  findPathNamedType,
  intDeclType,
  listDeclType,
  mapDeclType,
  nullDeclType,
  stringDeclType,
  timestampDeclType,
  uintDeclType,
} from "./decl-type.js";
import { celReservedSymbols } from "./escaping.js";

export interface DeclTypeProviderOptions {
  /**
   * `SetRecognizeKeywordAsFieldName`: let `self.namespace` reach the field stored as `__namespace__`. The
   * environment turns it on from compatibility version 1.31 (`environment.go`).
   */
  readonly recognizeKeywordAsFieldName?: boolean;
  /** The environment's own provider, asked about names that are not the schema's (Go's `typeProvider`). */
  readonly base?: TypeProvider;
}

export class DeclTypeProvider implements TypeProvider {
  private registered: ReadonlyMap<string, DeclType> | undefined;
  private readonly recognizeKeywordAsFieldName: boolean;
  private readonly base: TypeProvider | undefined;
  /** Set when the one root is named by paths ({@link DeclTypeProvider.pathNamed}): names are found by walking. */
  private pathNamed: { readonly root: DeclType; readonly scopeName: string } | undefined;

  /** `NewDeclTypeProvider` then `WithTypeProvider`: registers every type nested in the root types by path. */
  constructor(
    private readonly rootTypes: readonly DeclType[],
    options: DeclTypeProviderOptions = {},
  ) {
    this.recognizeKeywordAsFieldName = options.recognizeKeywordAsFieldName ?? false;
    this.base = options.base;
  }

  /**
   * The provider of one type from `pathNamedType(type, scopeName)` (an object, a list or a map): it answers as
   * `new DeclTypeProvider([root])` does, finding a type by the path its name spells instead of registering
   * every type of the tree first (`findPathNamedType`).
   */
  static pathNamed(
    root: DeclType,
    scopeName: string,
    options: DeclTypeProviderOptions = {},
  ): DeclTypeProvider {
    const provider = new DeclTypeProvider([root], options);
    provider.pathNamed = { root, scopeName };
    return provider;
  }

  /** The registered types by name, made when first needed. */
  private get registeredTypes(): ReadonlyMap<string, DeclType> {
    if (this.registered === undefined) {
      // One root (every rule scope) is its own map; several are merged, later roots winning as in Go.
      const maps = this.rootTypes.map((root) => fieldTypeMap(root.typeName(), root));
      const all = maps.length === 1 ? maps[0] : undefined;
      if (all !== undefined) {
        this.registered = all;
      } else {
        const merged = new Map<string, DeclType>();
        for (const map of maps) for (const [name, type] of map) merged.set(name, type);
        this.registered = merged;
      }
    }
    return this.registered;
  }

  /** `TypeNames`: the names of the registered types. */
  typeNames(): string[] {
    return [...this.registeredTypes.keys()];
  }

  /** `FindDeclType`: a registered type or a scalar, by name. */
  findDeclType(typeName: string): DeclType | undefined {
    const registered =
      this.pathNamed === undefined
        ? this.registeredTypes.get(typeName)
        : findPathNamedType(this.pathNamed.root, this.pathNamed.scopeName, typeName);
    return registered ?? findScalar(typeName);
  }

  /**
   * `FindStructType`. Go wraps the answer as `type(T)` (cel-go's provider convention); our TypeProvider returns
   * `T` itself and the checker wraps it.
   */
  findStructType(name: string): CelType | undefined {
    const declType = this.findDeclType(name);
    if (declType !== undefined) return declType.celType;
    return this.base?.findStructType(name);
  }

  /** `FindStructFieldType`: a field of an object, or any key of a map type (its element type). */
  findStructFieldType(structName: string, field: string): CelType | undefined {
    const declType = this.findDeclType(structName);
    if (declType === undefined) return this.base?.findStructFieldType(structName, field);
    let found = declType.fields?.get(field);
    if (found === undefined && this.recognizeKeywordAsFieldName && celReservedSymbols.has(field)) {
      found = declType.fields?.get(`__${field}__`);
    }
    if (found !== undefined) return found.type.celType;
    // A map type registered under its path answers every key with its element type.
    if (declType.isMap() && declType.elemType !== undefined) return declType.elemType.celType;
    return undefined;
  }

  /** `FindStructFieldNames`: Go's DeclTypeProvider never lists field names (it returns `[]string{}, false`). */
  findStructFieldNames(): readonly string[] | undefined {
    return undefined;
  }
}

/** `findScalar`: the predeclared DeclTypes by type name. */
function findScalar(typeName: string): DeclType | undefined {
  return scalars.get(typeName);
}

const scalars: ReadonlyMap<string, DeclType> = new Map(
  [
    boolDeclType,
    bytesDeclType,
    doubleDeclType,
    durationDeclType,
    intDeclType,
    nullDeclType,
    stringDeclType,
    timestampDeclType,
    uintDeclType,
    listDeclType,
    mapDeclType,
  ].map((t) => [t.typeName(), t]),
);
