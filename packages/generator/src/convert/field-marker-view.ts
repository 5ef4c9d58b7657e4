import { catalogMessage } from "@crdgen/core";
import type { Marker } from "@crdgen/markers";
import type { NamedDeclaration, TsType } from "../ts/model.js";
import type { ConvertContext } from "./context.js";
import { searchTable } from "./special.js";

/**
 * What each field marker that checks the schema's type accepts (controller-tools pkg/crd/markers
 * validation.go:734-856 "must apply … to a numeric value / textual value / an array / an object", hasNumericType
 * and hasTextualType at :612-618; topology.go:189-217 listType, listMapKey, mapType).
 */
type Wants = "numeric" | "textual" | "array" | "object";

const wants: ReadonlyMap<string, Wants> = new Map<string, Wants>([
  ...["Maximum", "Minimum", "ExclusiveMaximum", "ExclusiveMinimum", "MultipleOf"].map(
    (n) => [`kubebuilder:validation:${n}`, "numeric"] as const,
  ),
  ...["MaxLength", "MinLength", "Pattern"].map((n) => [`kubebuilder:validation:${n}`, "textual"] as const),
  ...["MaxItems", "MinItems", "UniqueItems"].map((n) => [`kubebuilder:validation:${n}`, "array"] as const),
  ...["MinProperties", "MaxProperties"].map((n) => [`kubebuilder:validation:${n}`, "object"] as const),
  ...["listType", "k8s:listType", "listMapKey", "k8s:listMapKey"].map((n) => [n, "array"] as const),
  ["mapType", "object"],
]);

/** The type a field's reference has once the markers that set one ran (Type and XIntOrString go first). */
interface View {
  readonly type: string;
  readonly intOrString: boolean;
}

function viewAfter(markers: readonly Marker[]): View {
  const type = markers.findLast((m) => m.name === "kubebuilder:validation:Type")?.value;
  return {
    type: typeof type === "string" ? type : "",
    intOrString: markers.some((m) => m.name === "kubebuilder:validation:XIntOrString"),
  };
}

const itemsPrefix = "kubebuilder:validation:items:";

// An `items:` marker needs the schema's items (schema.go:240), which a reference never has.
function refuses(marker: Marker, view: View): boolean {
  if (marker.name.startsWith(itemsPrefix)) return true;
  return refusesType(marker.name, view);
}

function refusesType(name: string, view: View): boolean {
  switch (wants.get(name)) {
    case "numeric":
      return view.type !== "integer" && view.type !== "number";
    case "textual":
      return view.type !== "string" && !view.intOrString;
    case "array":
      return view.type !== "array";
    case "object":
      return view.type !== "object";
    case undefined:
      return false;
  }
}

const checksType = (marker: Marker): boolean => wants.has(marker.name) || marker.name.startsWith(itemsPrefix);

// `kubebuilder:validation:items:Pattern` → `kubebuilder:validation:Pattern`: what the marker does to the items.
const onItems = (marker: Marker): Marker => ({
  ...marker,
  name: `kubebuilder:validation:${marker.name.slice(itemsPrefix.length)}`,
});

// crdgen's integer types are Go's basic int32, int64 and int, never a reference
const basicSpecials: ReadonlySet<string> = new Set(["integer", "int32", "int64"]);

/**
 * Whether controller-gen's field markers see no type on a field of this type. It gives a field of a named type
 * a reference, which keeps the named type's type and format only when that type is basic (schema.go:301-370
 * localNamedToSchema), and gives one of a type from another package (metav1.Time, intstr.IntOrString,
 * resource.Quantity, core types: schema.go namedToSchema) nothing but the reference. In TypeScript, a named
 * type is an interface or alias (`type Tags = string[]`), as ../../test/parity/project/README.md maps them.
 */
function seenWithoutType(type: TsType, context: ConvertContext): string | undefined {
  const only = writtenAs(type);
  return only === undefined ? undefined : namedWithoutType(only, only.names(), context);
}

/**
 * The type a field is written as, `| null` and `| undefined` aside: a union with a name of its own (crdgen's
 * IntOrString, a string enum, a literal union alias) is that named type, not its members. `x?: T | null` is
 * `(T | null) | undefined`, the `?`'s `undefined` around the union as written, so unnamed unions are looked
 * through until a name or a single type remains.
 */
function writtenAs(type: TsType): TsType | undefined {
  let written: TsType | undefined = type;
  while (written?.kind === "union" && written.names().length === 0) written = definedPart(written);
  return written;
}

/** The one member of a union that is not `null` or `undefined`, if there is exactly one. */
function definedPart(union: TsType): TsType | undefined {
  const defined = union.members().filter((m) => m.kind !== "undefined" && m.kind !== "null");
  const [only] = defined;
  return defined.length === 1 ? only : undefined;
}

// The name of `names[0]` when a reference to it has no type; `names` are the names `only` is written as, from
// the one referred to inward.
function namedWithoutType(
  only: TsType,
  names: readonly NamedDeclaration[],
  context: ConvertContext,
): string | undefined {
  const [outer] = names;
  if (outer === undefined || outer.identity.isLib) return undefined;
  return referenceHasNoType(only, names, context) ? outer.identity.name : undefined;
}

// A named union with null (`type MaybePort = Port | null`) is seen as the type it makes nullable: crdgen's
// `| null` is controller-gen's `+nullable`, which gives no type of its own.
function referenceHasNoType(
  type: TsType,
  names: readonly NamedDeclaration[],
  context: ConvertContext,
): boolean {
  for (const named of names) {
    const special = searchTable(named.identity);
    if (special !== undefined) return !basicSpecials.has(special);
    if (context.coreTypes.definitionOf(named.identity) !== undefined) return true;
  }
  const composite =
    type.arrayElement() !== undefined || type.kind === "object" || type.kind === "intersection";
  if (composite) return true;
  const part = type.kind === "union" ? definedPart(type) : undefined;
  return part !== undefined && referenceHasNoType(part, part.names(), context);
}

/**
 * Whether controller-gen gives a field of this type a `$ref` (schema.go typeToSchema: every named type but Go's
 * basic ones): the type is written by a name of the user's or a library's that is not crdgen's int32, int64 or
 * integer, possibly with `| null` or `| undefined` around it.
 */
export function holdsReference(type: TsType): boolean {
  const [outer] = writtenAs(type)?.names() ?? [];
  if (outer === undefined) return false;
  const special = searchTable(outer.identity);
  return special === undefined ? !outer.identity.isLib : !basicSpecials.has(special);
}

/**
 * An alias's markers (`type Outer = Inner`, Outer's) as controller-gen can apply them: Go's `type Outer Inner`
 * gives Outer's schema a reference to Inner (schema.go typeToSchema), with no type when Inner is a struct, slice,
 * map or a type of another package, so a marker that checks the type is refused there as on a field (reported
 * here and left out), unless a Type or XIntOrString marker gave the reference the type it wants. `below` are
 * the names under the alias, the one it names first.
 */
export function applicableAliasMarkers(
  markers: readonly Marker[],
  alias: NamedDeclaration,
  below: readonly NamedDeclaration[],
  type: TsType,
  context: ConvertContext,
): readonly Marker[] {
  const named = markers.some(checksType) ? namedWithoutType(type, below, context) : undefined;
  if (named === undefined) return markers;
  const view = viewAfter(markers);
  return markers.filter((marker) => {
    if (!refuses(marker, view)) return true;
    const message = catalogMessage("CRD1007", "namedAliasType", {
      marker: `+${marker.name}`,
      alias: alias.identity.name,
      type: named,
    });
    context.note(message, marker.span);
    return false;
  });
}

/**
 * A field's markers as controller-gen can apply them: on a field whose type it sees without a type, a marker
 * that checks the type is refused (reported here and left out), unless a Type or XIntOrString marker gave
 * the reference the type it wants.
 */
export function applicableFieldMarkers(
  markers: readonly Marker[],
  type: TsType,
  context: ConvertContext,
): readonly Marker[] {
  const named = markers.some(checksType) ? seenWithoutType(type, context) : undefined;
  if (named === undefined) return markers;
  const view = viewAfter(markers);
  return markers.filter((marker) => {
    if (!refuses(marker, view)) return true;
    const message = catalogMessage("CRD1007", "namedFieldType", { marker: `+${marker.name}`, type: named });
    context.note(message, marker.span);
    return false;
  });
}

/**
 * The `items:` markers of an array (a field's, or an alias's whose body the array is) as controller-gen can
 * apply them: they apply to the schema of the array's items (schema.go:240-250), which for an element of a named
 * type it sees without a type (metav1.Time, a struct, a slice …) is a bare reference, so an `items:` marker that
 * checks the type is refused (reported here and left out), unless an `items:Type` or `items:XIntOrString` gave
 * the items the type it wants. Other markers are kept as they are.
 */
export function applicableItemsMarkers(
  markers: readonly Marker[],
  type: TsType,
  context: ConvertContext,
): readonly Marker[] {
  // Every property's markers come here: most have no `items:` marker, and leave without a copy.
  if (!markers.some((m) => m.name.startsWith(itemsPrefix))) return markers;
  const items = markers.filter((m) => m.name.startsWith(itemsPrefix)).map(onItems);
  if (!items.some((m) => wants.has(m.name))) return markers;
  const element = writtenAs(type)?.arrayElement();
  const named = element === undefined ? undefined : seenWithoutType(element, context);
  if (named === undefined) return markers;
  const view = viewAfter(items);
  return markers.filter((marker) => {
    if (!marker.name.startsWith(itemsPrefix) || !refusesType(onItems(marker).name, view)) return true;
    const message = catalogMessage("CRD1007", "namedItemsType", { marker: `+${marker.name}`, type: named });
    context.note(message, marker.span);
    return false;
  });
}
