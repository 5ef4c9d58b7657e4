import type { SourceSpan } from "@crdgen/core";
import type { Marker } from "@crdgen/markers";
import type { IRBaseType, IRDefinition, IRNode, IRProperty } from "../ir/types.js";

/*
 * Where a `format` or a `default` of a lowered schema was written, for the API server's `unrecognized format "…"`
 * create warning (CRD3004) and its errors about a default, which name only the CRD path. The path is followed through the IR the schema was lowered
 * from, collecting the markers that write each node as lowering applies them (lower.ts): the field's, each
 * alias's, the type's own, what it inherits; the `items:` variants of the node above write an array's items.
 */

const format = "kubebuilder:validation:Format";
const itemsFormat = "kubebuilder:validation:items:Format";

/** A place on the path: the IR node there, the Format markers that write its schema, the field it is in. */
interface Place {
  readonly node: IRNode;
  /** The markers of the field whose schema this node is (none for an array's items or a map's values). */
  readonly fieldMarkers: readonly Marker[];
  /** The Format markers that write this node's schema, the outermost layer first. */
  readonly formats: readonly Marker[];
  /** The `items:Format` markers of this node, which write its items' schema. */
  readonly itemFormats: readonly Marker[];
  readonly field: SourceSpan | undefined;
}

type Definitions = ReadonlyMap<string, IRDefinition>;

// The markers of one base (an embedded struct in Go) and of what it extends in turn.
function baseMarkers(base: IRBaseType): Marker[] {
  return [...base.aliasMarkers.flat(), ...base.markers, ...base.bases.flatMap(baseMarkers)];
}

// The markers that write a node's schema: each alias's (outermost first) over the type's own and inherited
// ones, then, for a named type, its definition's.
function typeMarkers(node: IRNode, definitions: Definitions, seen: Set<string>): Marker[] {
  const own = [
    ...[...(node.aliasMarkers ?? [])].reverse().flat(),
    ...(node.markers ?? []),
    ...(node.kind === "object" ? (node.bases ?? []).flatMap(baseMarkers) : []),
  ];
  if (node.kind !== "ref" || seen.has(node.target)) return own;
  seen.add(node.target);
  const definition = definitions.get(node.target);
  return definition === undefined ? own : [...own, ...typeMarkers(definition.node, definitions, seen)];
}

// A named type's body, through any names it is written as again.
function resolve(node: IRNode, definitions: Definitions): IRNode | undefined {
  let at: IRNode | undefined = node;
  const seen = new Set<string>();
  while (at?.kind === "ref" && !seen.has(at.target)) {
    seen.add(at.target);
    at = definitions.get(at.target)?.node;
  }
  return at;
}

function place(
  node: IRNode,
  fieldMarkers: readonly Marker[],
  aboveItemFormats: readonly Marker[],
  field: SourceSpan | undefined,
  definitions: Definitions,
): Place {
  const markers = [...fieldMarkers, ...typeMarkers(node, definitions, new Set())];
  return {
    node,
    fieldMarkers,
    formats: [...aboveItemFormats, ...markers.filter((m) => m.name === format)],
    itemFormats: markers.filter((m) => m.name === itemsFormat),
    field,
  };
}

function propertiesOf(node: IRNode | undefined): readonly IRProperty[] {
  switch (node?.kind) {
    case "object":
      return node.properties;
    case "union":
      return node.object.properties;
    case "embedded":
      return node.body?.properties ?? [];
    default:
      return [];
  }
}

const junctors: ReadonlySet<string> = new Set(["allOf", "anyOf", "oneOf"]);

// One step down the schema: a property, an array's items, a map's values. A junctor's branch and `not` are
// the same node's: lowering puts a layer's bounds and formats there. Undefined where the IR does not go on.
function step(
  at: Place,
  steps: readonly string[],
  i: number,
  definitions: Definitions,
): [Place, number] | undefined {
  const name = steps[i];
  const body = resolve(at.node, definitions);
  if (name === "properties") {
    const property = propertiesOf(body).find((p) => p.name === steps[i + 1]);
    if (property === undefined) return undefined;
    const next = place(property.type, property.markers, [], property.span ?? at.field, definitions);
    return [next, i + 2];
  }
  if (name === "items" && body?.kind === "array") {
    return [place(body.items, [], at.itemFormats, at.field, definitions), i + 1];
  }
  if (name === "additionalProperties" && body?.kind === "map") {
    return [place(body.values, [], [], at.field, definitions), i + 1];
  }
  if (name !== undefined && junctors.has(name)) return [at, i + 2];
  if (name === "not") return [at, i + 1];
  return undefined;
}

/**
 * Where the format at `steps` (below the schema root, ending in `format`) of the schema lowered from `root`
 * was written: the Format marker that writes this value there (a field's before its type's), or else the field
 * whose type carries the format (crdgen's `int32` that a `Type=string` marker made a string). Undefined when
 * the path leaves the kind's own types before it reaches a field (the caller falls back to the kind).
 */
export function formatOrigin(
  root: IRNode,
  definitions: Definitions,
  steps: readonly string[],
  value: string,
): SourceSpan | undefined {
  const [at, reached] = walk(root, definitions, steps, "format");
  return reached ? (at.formats.find((m) => m.value === value)?.span ?? at.field) : at.field;
}

/**
 * The default marker that wrote the default at `steps` (below the schema root, up to the node's `default`) of
 * the schema lowered from `root`: a field's last `+kubebuilder:default`, else its last `+default` with a value,
 * as the markers apply them. Undefined when the path leaves the kind's own types.
 */
export function defaultOrigin(
  root: IRNode,
  definitions: Definitions,
  steps: readonly string[],
): Marker | undefined {
  const [at, reached] = walk(root, definitions, steps, "default");
  if (!reached) return undefined;
  const markers = at.fieldMarkers;
  return (
    markers.findLast((m) => m.name === "kubebuilder:default") ??
    markers.findLast((m) => m.name === "default" && m.value !== undefined && m.value !== null)
  );
}

/**
 * The markers that write the schema node an API server error names, and the keyword of the node it is about:
 * `steps` (below the schema root) are followed through the kind's IR as far as it goes, and what is left starts
 * with the keyword (`type`, `items`, `x-kubernetes-validations`, `properties` of a node without any …). The
 * markers are the field's and its type's, as lowering applies them. Undefined when the path leaves the kind's own
 * types before it reaches a field, or names no keyword.
 */
export function schemaMarkers(
  root: IRNode,
  definitions: Definitions,
  steps: readonly string[],
): { readonly markers: readonly Marker[]; readonly keyword: string } | undefined {
  let at: Place = place(root, [], [], undefined, definitions);
  // The field whose items or values `at` is: its markers (listType, items: markers) write those too.
  let owner: Place | undefined;
  let i = 0;
  for (;;) {
    const next = i < steps.length ? step(at, steps, i, definitions) : undefined;
    // A step that ends the path names the keyword itself (`additionalProperties: Forbidden`), not a node below.
    if (next === undefined || next[1] >= steps.length) break;
    if (steps[i] === "properties") owner = undefined;
    else if (steps[i] === "items" || steps[i] === "additionalProperties") owner = at;
    [at, i] = next;
  }
  const keyword = steps[i];
  if (keyword === undefined || at.field === undefined) return undefined;
  const markersOf = (p: Place): Marker[] => [
    ...p.fieldMarkers,
    ...typeMarkers(p.node, definitions, new Set()),
  ];
  return { markers: [...markersOf(at), ...(owner === undefined ? [] : markersOf(owner))], keyword };
}

// The place `steps` lead to, up to the keyword `until`; false when the IR does not go on before it, or the steps
// end without it.
function walk(
  root: IRNode,
  definitions: Definitions,
  steps: readonly string[],
  until: string,
): [Place, boolean] {
  let at: Place = place(root, [], [], undefined, definitions);
  let i = 0;
  while (i < steps.length && steps[i] !== until) {
    const next = step(at, steps, i, definitions);
    if (next === undefined) return [at, false];
    [at, i] = next;
  }
  return [at, steps[i] === until];
}
