/**
 * One random API, described once and rendered twice: as a Go package for controller-gen (render-go.ts) and as
 * TypeScript for crdgen (render-ts.ts), following the Go-to-TypeScript mapping of ../project/README.md. The
 * description holds only what both languages say the same way; marker text is shared verbatim.
 */

/** The scalar types both languages name: Go spelling on the left of the mapping in render-*.ts. */
export type Scalar = "string" | "bool" | "int32" | "int64" | "intOrString" | "time" | "quantity";

export type TypeRef =
  | { readonly kind: "scalar"; readonly scalar: Scalar }
  /** A declared named type (Go `type X string`, TypeScript `type X = string`). */
  | { readonly kind: "named"; readonly name: string }
  /** A declared struct (Go struct, TypeScript interface). */
  | { readonly kind: "struct"; readonly name: string }
  | { readonly kind: "list"; readonly elem: TypeRef }
  | { readonly kind: "map"; readonly value: TypeRef };

export interface Field {
  /** The JSON name; the Go field name is it with a capital first letter. */
  readonly json: string;
  readonly type: TypeRef;
  /** Go `omitempty`, TypeScript `?`. */
  readonly omitempty: boolean;
  /** Doc comment lines (markers excluded). */
  readonly doc: readonly string[];
  readonly markers: readonly string[];
}

export interface StructDecl {
  readonly name: string;
  readonly doc: readonly string[];
  readonly markers: readonly string[];
  readonly fields: readonly Field[];
  /** Structs embedded inline (Go `json:",inline"`, TypeScript `extends`). */
  readonly embeds: readonly string[];
}

export interface NamedDecl {
  readonly name: string;
  /** A scalar or a list of scalars. */
  readonly target: TypeRef;
  readonly doc: readonly string[];
  readonly markers: readonly string[];
}

export interface KindDecl {
  readonly name: string;
  readonly doc: readonly string[];
  /** Resource, subresource, version and column markers (object:root is always added). */
  readonly markers: readonly string[];
  readonly spec: string;
  readonly status?: string;
}

export interface VersionDecl {
  readonly name: string;
  readonly packageMarkers: readonly string[];
  readonly kinds: readonly KindDecl[];
  readonly structs: readonly StructDecl[];
  readonly named: readonly NamedDecl[];
}

export interface ApiDescription {
  readonly group: string;
  readonly versions: readonly VersionDecl[];
}

/** The scalars a declaration or marker needs from outside the standard library, per language. */
export function usedScalars(version: VersionDecl): Set<Scalar> {
  const used = new Set<Scalar>();
  const visit = (t: TypeRef): void => {
    if (t.kind === "scalar") used.add(t.scalar);
    else if (t.kind === "list") visit(t.elem);
    else if (t.kind === "map") visit(t.value);
  };
  for (const s of version.structs) for (const f of s.fields) visit(f.type);
  for (const n of version.named) visit(n.target);
  return used;
}

export const goFieldName = (json: string): string => json.charAt(0).toUpperCase() + json.slice(1);
