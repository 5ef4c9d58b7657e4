import type { IRBaseType } from "../ir/types.js";
import type { TsType } from "../ts/model.js";
import type { ConvertContext } from "./context.js";

/**
 * The types an object type extends, as controller-gen sees Go's embedded structs: an interface's or class's
 * `extends`, an intersection's members. Only those that bring type markers (their own or their bases') are
 * listed, so an object that inherits none has no list and lowers as before. A type met again on its own
 * path (which TypeScript refuses) is left out there.
 */
export function baseTypesOf(
  type: TsType,
  context: ConvertContext,
  path: Set<number> = new Set(),
): IRBaseType[] {
  const writtenBases = type.kind === "intersection" ? type.members() : type.bases();
  const out: IRBaseType[] = [];
  for (const written of writtenBases) {
    const base = unwrapped(written);
    if ((base.kind !== "object" && base.kind !== "intersection") || path.has(base.id)) continue;
    path.add(base.id);
    const layer = baseType(base, context, path);
    path.delete(base.id);
    if (layer !== undefined) out.push(layer);
  }
  return out;
}

/** Library wrappers that keep every field of their argument: `Partial<T>` is Go's `*T` embedded. */
const wholeWrappers: ReadonlySet<string> = new Set(["Partial", "Readonly"]);

// `extends Partial<T>` embeds T (by pointer, in Go terms): T's markers and bases.
function unwrapped(base: TsType): TsType {
  const [outer] = base.names();
  if (outer === undefined || !outer.identity.isLib || !wholeWrappers.has(outer.identity.name)) return base;
  const [argument] = base.nameArguments();
  return argument === undefined ? base : unwrapped(argument);
}

// A base written through aliases (`type B = A`) has A's markers, then B's on top, as Go's `type B A`.
function baseType(base: TsType, context: ConvertContext, path: Set<number>): IRBaseType | undefined {
  const markers = base
    .names()
    .filter((n) => !n.identity.isLib)
    .reverse()
    .map((n) => {
      context.dependsOn(n.file);
      return context.comments.read(n.comments, n.file, "type").markers;
    })
    .filter((m) => m.length > 0);
  const bases = baseTypesOf(base, context, path);
  return markers.length === 0 && bases.length === 0 ? undefined : { markers, bases };
}
