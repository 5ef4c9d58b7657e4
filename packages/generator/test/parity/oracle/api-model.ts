/**
 * One random API, described once and rendered twice: as a Go package for controller-gen (render-go.ts) and as
 * TypeScript for crdgen (render-ts.ts), following the Go-to-TypeScript mapping of ../project/README.md. The
 * description holds only what both languages say the same way; marker text is shared verbatim.
 */

/** The scalar types both languages name: Go spelling on the left of the mapping in render-*.ts. */
export type Scalar =
  | "string"
  | "bool"
  | "int32"
  | "int64"
  | "intOrString"
  | "time"
  | "quantity"
  /** Go `float64` (controller-gen refuses it unless `crd:allowDangerousTypes=true`), TypeScript `number`. */
  | "float64"
  /** Go `[]byte`, TypeScript a local `Base64Bytes` alias of `string` with `Format=byte`. */
  | "bytes"
  | "duration"
  | "rawExtension";

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
  /** Go `omitempty` (or `omitzero` when `omitzero` is set), TypeScript `?`. */
  readonly omitempty: boolean;
  /** Go spells the optional tag `omitzero` instead of `omitempty`. */
  readonly omitzero?: boolean;
  /** Go `*T`; TypeScript has no pointers (`?` comes from the tag alone). */
  readonly pointer?: boolean;
  /** Go `*T` with `+nullable`, TypeScript `T | null` (../project/README.md: `+nullable` is `| null`). */
  readonly nullUnion?: boolean;
  /** Go declares it as an embedded struct with a JSON name (`Name \`json:"x"\``): an ordinary property. */
  readonly embedded?: boolean;
  /** Doc comment lines (markers excluded). */
  readonly doc: readonly string[];
  readonly markers: readonly string[];
}

export interface StructDecl {
  readonly name: string;
  readonly doc: readonly string[];
  readonly markers: readonly string[];
  readonly fields: readonly Field[];
  /** Structs embedded inline (Go `json:",inline"` or another tag without a name; TypeScript `extends`). */
  readonly embeds: readonly string[];
  /** The Go tag of the embeds: `,inline`, or (as controller-gen reads an empty name as inline) `,omitempty`, ``. */
  readonly embedTag?: string;
  /** Go-only fields tagged `json:"-"`: never in JSON, so TypeScript does not declare them. */
  readonly hidden?: readonly Field[];
}

export interface NamedDecl {
  readonly name: string;
  /** A scalar or a list of scalars (Go `type Port intstr.IntOrString`, TypeScript `type Port = IntOrString`). */
  readonly target: TypeRef;
  readonly doc: readonly string[];
  readonly markers: readonly string[];
  /**
   * A string type with Go constants: with `+k8s:enum` among the markers TypeScript declares a string `enum` with
   * the same members; without it the constants mean nothing to controller-gen, and TypeScript says `string`.
   */
  readonly enumValues?: readonly string[];
}

export interface KindDecl {
  readonly name: string;
  readonly doc: readonly string[];
  /** Resource, subresource, version and column markers (object:root is always added). */
  readonly markers: readonly string[];
  readonly spec: string;
  readonly status?: string;
  /** The root's fields declared without `omitempty` (Go) and without `?` (TypeScript). */
  readonly bare?: readonly ("metadata" | "spec" | "status")[];
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
