/**
 * The type half of apiextensions `CELSchemaContext` (validation/cel_validation.go): the CEL type a node's rules
 * see. A node inside the scope of some rule (it or an ancestor has rules) takes its type from its parent's type
 * (the property's field, the list's or map's element type); outside that scope, or when the parent's type has
 * no such part, the type is converted from the node's own schema. Computed only when a node with rules asks,
 * and at most once per node.
 */
import { type DeclType, escape, schemaDeclType } from "@crdgen/cel";
import type { JSONSchemaProps } from "../../model/schema-types.js";

/** `CELTypeInfo`; `declType` may be missing when the parent's type has no element type. */
interface CelTypeInfo {
  readonly schema: JSONSchemaProps;
  readonly declType: DeclType | undefined;
}

/** `TypeInfo()`'s result: the type info, nothing (out of scope), or the conversion error's text. */
export type TypeInfoResult = { readonly info: CelTypeInfo } | { readonly error: string } | undefined;

type Accessor = (parent: CelTypeInfo) => CelTypeInfo | undefined;

export class CelTypeContext {
  private result: TypeInfoResult;
  private computed = false;

  private constructor(
    private readonly schema: JSONSchemaProps,
    private readonly parent: CelTypeContext | undefined,
    private readonly accessor: Accessor | undefined,
    /** `withinValidationRuleScope`: this node or an ancestor has rules. */
    readonly withinRuleScope: boolean,
  ) {}

  /** `RootCELContext`. */
  static root(schema: JSONSchemaProps): CelTypeContext {
    return new CelTypeContext(schema, undefined, undefined, hasRules(schema));
  }

  /** `ChildPropertyContext`. */
  property(schema: JSONSchemaProps, name: string): CelTypeContext {
    return this.child(schema, (parent) => {
      if (parent.schema.properties == null) return undefined;
      const escaped = escape(name);
      const field = escaped === undefined ? undefined : parent.declType?.fields?.get(escaped);
      // Fields with unknown types or unescapable names are not part of the parent's type.
      if (field === undefined) return undefined;
      return { schema: parent.schema.properties[name] ?? {}, declType: field.type };
    });
  }

  /** `ChildItemsContext`. */
  items(schema: JSONSchemaProps): CelTypeContext {
    return this.child(schema, (parent) => {
      const items = parent.schema.items;
      if (items == null || Array.isArray(items)) return undefined;
      return { schema: items, declType: parent.declType?.elemType };
    });
  }

  /** `ChildAdditionalPropertiesContext`. */
  additionalProperties(schema: JSONSchemaProps): CelTypeContext {
    return this.child(schema, (parent) => {
      const values = parent.schema.additionalProperties;
      if (values == null || typeof values === "boolean") return undefined;
      return { schema: values, declType: parent.declType?.elemType };
    });
  }

  private child(schema: JSONSchemaProps, accessor: Accessor): CelTypeContext {
    return new CelTypeContext(schema, this, accessor, this.withinRuleScope || hasRules(schema));
  }

  /** `TypeInfo()`. */
  typeInfo(): TypeInfoResult {
    if (!this.withinRuleScope) return undefined;
    if (!this.computed) {
      this.result = this.compute();
      this.computed = true;
    }
    return this.result;
  }

  private compute(): TypeInfoResult {
    if (this.parent !== undefined) {
      const parentResult = this.parent.typeInfo();
      if (parentResult !== undefined && "error" in parentResult) return parentResult;
      if (parentResult !== undefined && this.accessor !== undefined) {
        const info = this.accessor(parentResult.info);
        if (info !== undefined) return { info };
      }
    }
    // defaultConverter: the schema converts (the whole schema did), so only the CEL type can be missing.
    const isRoot = this.parent === undefined || this.schema["x-kubernetes-embedded-resource"] === true;
    const declType = schemaDeclType(this.schema, isRoot);
    if (declType === undefined) return { error: "unable to convert structural schema to CEL declarations" };
    return { info: { schema: this.schema, declType } };
  }
}

function hasRules(schema: JSONSchemaProps): boolean {
  const rules = schema["x-kubernetes-validations"];
  return rules != null && rules.length > 0;
}
