import type { CRDSettings, Marker } from "@crdgen/markers";
import { crdSettings, rootMarker } from "@crdgen/markers";
import type { CommentReader } from "../comments/reader.js";
import type { SpecialTypes } from "../convert/special.js";
import type { TsTypeDeclaration } from "../ts/model.js";

/** A declaration that may be a root kind, with its CRD settings. */
export interface Candidate {
  readonly declaration: TsTypeDeclaration;
  readonly crd: CRDSettings;
}

/** The shape of a root kind: `apiVersion`, `kind` and `metadata` of type ObjectMeta. */
function hasRootShape(declaration: TsTypeDeclaration, specialTypes: SpecialTypes): boolean {
  if (declaration.typeParameterCount > 0 || declaration.kind === "enum") return false;
  const properties = declaration.type().properties();
  const has = (name: string) => properties.some((p) => p.name === name && !p.isMethod);
  const metadata = properties.find((p) => p.name === "metadata");
  const metadataType =
    metadata?.type.kind === "union"
      ? metadata.type.members().find((m) => m.kind !== "undefined")
      : metadata?.type;
  return (
    has("apiVersion") &&
    has("kind") &&
    metadataType !== undefined &&
    specialTypes.of(metadataType) === "ObjectMeta"
  );
}

/** Whether `+kubebuilder:object:root` says so, or else (for exported types) the shape does. */
function isRoot(
  declaration: TsTypeDeclaration,
  markers: readonly Marker[],
  specialTypes: SpecialTypes,
): boolean {
  return rootMarker(markers) ?? (declaration.exported && hasRootShape(declaration, specialTypes));
}

/** The declarations of one file that may be root kinds, in source order. */
export function fileCandidates(
  declarations: readonly TsTypeDeclaration[],
  comments: CommentReader,
  specialTypes: SpecialTypes,
): Candidate[] {
  return declarations.flatMap((declaration) => {
    const { markers } = comments.read(declaration.comments, declaration.file, "type");
    // The settings only of the candidates: most types of a package are not kinds.
    return isRoot(declaration, markers, specialTypes) ? [{ declaration, crd: crdSettings(markers) }] : [];
  });
}

/**
 * The root kinds among a package's candidates: `<Kind>List` types of a kind of the same package are list
 * types, not kinds, and are skipped.
 */
export function rootCandidates(found: readonly Candidate[]): Candidate[] {
  const names = new Set(found.map((c) => c.declaration.identity.name));
  return found.filter(
    ({ declaration: { identity } }) =>
      !(identity.name.endsWith("List") && names.has(identity.name.slice(0, -4))),
  );
}
