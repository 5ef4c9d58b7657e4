import type { FieldError, FieldPath } from "@crdgen/structural";
import {
  compareGoStrings,
  fieldErrors,
  GoSyntax,
  goJson,
  goQuote,
  plainDeepEqual,
  validateObjectMetaUpdateContent,
} from "@crdgen/structural";

const errors = fieldErrors("objects");
// apimachinery's FieldImmutableErrorMsg.
const immutable = "field is immutable";

/**
 * apimachinery's ValidateObjectMetaAccessorUpdate on the metadata of an update, after rest.BeforeUpdate filled
 * in what the request left out. One check is not made: `resourceVersion: must be specified for an update`.
 * kubectl apply sends a patch, which the server applies to the stored object, so the request always carries
 * the stored resourceVersion; files of objects rarely have one.
 */
export function validateObjectMetaUpdate(
  meta: Readonly<Record<string, unknown>>,
  oldMeta: Readonly<Record<string, unknown>>,
  path: FieldPath,
): FieldError[] {
  const out: FieldError[] = [];
  // Finalizers cannot be added if the object is already being deleted (ValidateNoNewFinalizers).
  if (isSet(oldMeta.deletionTimestamp)) {
    const old = new Set(strings(oldMeta.finalizers));
    const extra = [...new Set(strings(meta.finalizers).filter((name) => !old.has(name)))].sort(
      compareGoStrings,
    );
    if (extra.length > 0) {
      // Go's %#v of the set's sorted list.
      const found = `[]string{${extra.map(goQuote).join(", ")}}`;
      out.push(
        errors.forbidden(
          path.child("finalizers"),
          `no new finalizers can be added if the object is being deleted, found new finalizers ${found}`,
        ),
      );
    }
  }
  const generation = numberOr0(meta.generation);
  if (generation < numberOr0(oldMeta.generation)) {
    out.push(errors.invalid(path.child("generation"), generation, "must not be decremented"));
  }
  for (const field of ["name", "namespace", "uid", "creationTimestamp", "deletionTimestamp"] as const) {
    const value = isSet(meta[field]) ? meta[field] : "";
    const oldValue = isSet(oldMeta[field]) ? oldMeta[field] : "";
    if (plainDeepEqual(value, oldValue)) continue;
    // A types.UID is a named string type, which ErrorBody prints as JSON (`<` as \u003c), not with %q.
    const shown = field === "uid" ? new GoSyntax(goJson(value)) : value;
    out.push(errors.invalid(path.child(field), shown, immutable));
  }
  const grace = meta.deletionGracePeriodSeconds ?? null;
  if (!plainDeepEqual(grace, oldMeta.deletionGracePeriodSeconds ?? null)) {
    out.push(errors.invalid(path.child("deletionGracePeriodSeconds"), grace, immutable));
  }
  out.push(...validateObjectMetaUpdateContent(meta, path));
  return out;
}

function isSet(value: unknown): boolean {
  return value !== undefined && value !== null && value !== "";
}

function numberOr0(value: unknown): number {
  return typeof value === "number" ? value : 0;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}
