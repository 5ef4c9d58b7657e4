import type { JSONSchemaProps } from "@crdgen/structural";
import { bringsSomething } from "../ir/base-types.js";
import type { IRBaseType } from "../ir/types.js";
import type { TsType } from "../ts/model.js";
import type { ConvertContext } from "./context.js";

/** Library wrappers that keep every field of their argument: `Partial<T>` is Go's `*T` embedded. */
const wholeWrappers: ReadonlySet<string> = new Set(["Partial", "Readonly"]);

/**
 * The types an object type extends, as controller-gen sees Go's embedded structs: an interface's or class's
 * `extends`, an intersection's members. Those that bring something controller-gen merges (type markers, or the
 * fields named in `immutable` that they declare, theirs or their bases') are listed with it; the others as
 * {@link plainBase}, which brings only a struct's `type: object` (see {@link bringsSomething}). A type met again
 * on its own path (which TypeScript refuses) is left out there.
 */
export function baseTypesOf(
  type: TsType,
  context: ConvertContext,
  immutable: ReadonlySet<string>,
  path: Set<number> = new Set(),
): IRBaseType[] {
  const out: IRBaseType[] = [];
  for (const written of writtenBases(type)) {
    const base = unwrapped(written);
    if ((base.kind !== "object" && base.kind !== "intersection") || path.has(base.id)) continue;
    path.add(base.id);
    out.push(baseType(base, context, immutable, path));
    path.delete(base.id);
  }
  return out;
}

/** What an object type extends: an interface's or class's `extends`, an intersection's members. */
export function writtenBases(type: TsType): readonly TsType[] {
  return type.kind === "intersection" ? type.members() : type.bases();
}

/** `extends Partial<T>` embeds T (by pointer, in Go terms): T's markers and bases. */
export function unwrapped(base: TsType): TsType {
  const [outer] = base.names();
  if (outer === undefined || !outer.identity.isLib || !wholeWrappers.has(outer.identity.name)) return base;
  const [argument] = base.nameArguments();
  return argument === undefined ? base : unwrapped(argument);
}

/**
 * A type extended that brings nothing to merge but the `type: object` every Go struct's schema has, which
 * controller-gen compares with the embedding type's (`Type=integer` on a type extending one is its conflict).
 */
const plainBase: IRBaseType = Object.freeze({ markers: [], aliasMarkers: [], bases: [] });

// A base written through aliases (`type B = A`) has A's markers, then B's on top, as Go's `type B A`.
function baseType(
  base: TsType,
  context: ConvertContext,
  immutable: ReadonlySet<string>,
  path: Set<number>,
): IRBaseType {
  const core = coreKeywords(base, context);
  if (core !== undefined) {
    return Object.keys(core).length === 0 ? plainBase : { markers: [], aliasMarkers: [], core, bases: [] };
  }
  const [markers = [], ...aliases] = base
    .names()
    .filter((n) => !n.identity.isLib)
    .reverse()
    .map((n) => {
      context.dependsOn(n.file);
      return context.comments.read(n.comments, n.file, "type").markers;
    });
  const aliasMarkers = aliases.filter((m) => m.length > 0);
  const bases = baseTypesOf(base, context, immutable, path);
  const fields = immutable.size === 0 ? [] : ownFields(base);
  const brings =
    markers.length > 0 ||
    aliasMarkers.length > 0 ||
    bases.some(bringsSomething) ||
    fields.some((f) => immutable.has(f));
  if (!brings) return plainBase;
  return { markers, aliasMarkers, ...(fields.length === 0 ? {} : { fields }), bases };
}

// The properties a type declares itself: its properties but those of the types it extends.
function ownFields(base: TsType): string[] {
  const inherited = new Set(writtenBases(base).flatMap((b) => b.properties().map((p) => p.name)));
  return base
    .properties()
    .map((p) => p.name)
    .filter((name) => !inherited.has(name));
}

/** What the object has already (its type, fields and required fields) or never takes from a base (its doc). */
const shapeKeywords = ["type", "properties", "required", "description"] as const;

/**
 * A core type's keywords besides its shape, when the base is one: controller-gen merges its schema (made from
 * k8s.io/api's markers, which the canonical schema follows) as any embedded struct's. Undefined when it is not.
 */
function coreKeywords(base: TsType, context: ConvertContext): JSONSchemaProps | undefined {
  for (const named of base.names()) {
    const definition = context.coreTypes.definitionOf(named.identity);
    if (definition === undefined) continue;
    const own: JSONSchemaProps = { ...context.coreTypes.schemaOf(definition, context.settings) };
    for (const shape of shapeKeywords) Reflect.deleteProperty(own, shape);
    return own;
  }
  return undefined;
}
