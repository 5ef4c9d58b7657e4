import type { FieldError } from "@crdgen/structural";
import { isRecord } from "./classify.js";
import { parseFieldPath } from "./field-path.js";

/** Where in a v1 CRD's text an API-server error belongs, and what to tell the user about the difference. */
export interface ErrorPlace {
  /** Steps from the CRD's root to the node the error is about. */
  readonly steps: readonly string[];
  /** The path in the file, when the server's path names another place (`spec.validation…`). */
  readonly filePath?: string;
  /** Why the server's path is not the file's, said before the catalog's hint. */
  readonly note?: string;
  /** A hint for this error in place of the catalog's. */
  readonly hint?: string;
}

// The v1 → internal conversion moves a per-version field that every version has alike to the spec; the
// server then reports it there. In a v1 file it is under each version.
const hoisted: readonly { readonly server: string; readonly file: string; readonly what: string }[] = [
  { server: "spec.validation", file: "schema", what: "schema" },
  // upstream names the hoisted schema `spec.schema` when selectable fields cannot use it.
  { server: "spec.schema", file: "schema", what: "schema" },
  { server: "spec.subresources", file: "subresources", what: "subresources" },
  { server: "spec.additionalPrinterColumns", file: "additionalPrinterColumns", what: "printer columns" },
  { server: "spec.selectableFields", file: "selectableFields", what: "selectable fields" },
];

const storageDetail = "must have exactly one version marked as storage version";
const uniqueNamesDetail = "must contain unique version names";
const storedVersionDetail = /^must have the storage version (.*)$/;

/**
 * Maps an error's field path, which is a path in the API server's internal CRD, to the place in the v1
 * document it came from: hoisted fields back to `spec.versions[0]`, `spec.version` to the first version's
 * name, the version-list errors to the version they are about, and `status.storedVersions` (which the server
 * fills in on create, so a file rarely has it) to the storage flags it is derived from.
 */
export function placeError(error: FieldError, crd: unknown): ErrorPlace {
  const versions = versionsOf(crd);
  const field = error.field;
  if (field === "spec.versions") return placeVersionsError(error, versions);
  if (field === "status.storedVersions" || field.startsWith("status.storedVersions[")) {
    return placeStoredVersionsError(error, versions);
  }
  if (field === "spec.version" && versions.length > 0) {
    return {
      steps: ["spec", "versions", "0", "name"],
      filePath: "spec.versions[0].name",
      note: "The API server sets spec.version to the name of the first of spec.versions.",
    };
  }
  for (const { server, file, what } of hoisted) {
    if (
      versions.length === 0 ||
      !(field === server || field.startsWith(`${server}.`) || field.startsWith(`${server}[`))
    ) {
      continue;
    }
    const filePath = `spec.versions[0].${file}${field.slice(server.length)}`;
    const note =
      versions.length === 1
        ? `The API server moves the ${what} of the only version to ${server} and reports it there.`
        : `The API server moves ${what} that all ${versions.length} versions have alike to ${server} and ` +
          `reports them there once: the error is in each of spec.versions[*].${file}.`;
    return { steps: parseFieldPath(filePath), filePath, note };
  }
  return { steps: parseFieldPath(field) };
}

function placeVersionsError(error: FieldError, versions: readonly Record<string, unknown>[]): ErrorPlace {
  const steps = ["spec", "versions"];
  if (error.detail === storageDetail) {
    const storage = versions.flatMap((version, i) => (version.storage === true ? [i] : []));
    const extra = storage[1];
    if (extra === undefined) {
      return {
        steps,
        hint: "No version has `storage: true`: set it on the version objects are stored as, and only on that one.",
      };
    }
    const names = storage.map((i) => versionName(versions, i)).join(", ");
    return {
      steps: [...steps, String(extra), "storage"],
      hint: `${names} are all marked \`storage: true\`: keep it on one version and set \`storage: false\` on the others.`,
    };
  }
  if (error.detail === uniqueNamesDetail) {
    const seen = new Set<unknown>();
    const repeated = versions.findIndex((version) => seen.size === seen.add(version.name).size);
    if (repeated !== -1) return { steps: [...steps, String(repeated), "name"] };
  }
  return { steps };
}

function placeStoredVersionsError(
  error: FieldError,
  versions: readonly Record<string, unknown>[],
): ErrorPlace {
  const hint =
    "A file need not have status.storedVersions: the API server fills it in on create with the first version " +
    "marked `storage: true`. This error follows from the storage flags in spec.versions and goes with them.";
  const missing = storedVersionDetail.exec(error.detail)?.[1];
  const index =
    missing === undefined ? -1 : versions.findIndex((v) => v.name === missing && v.storage === true);
  if (index === -1) return { steps: ["spec", "versions"], filePath: "spec.versions", hint };
  const filePath = `spec.versions[${index}].storage`;
  return { steps: ["spec", "versions", String(index), "storage"], filePath, hint };
}

function versionsOf(crd: unknown): Record<string, unknown>[] {
  const spec = isRecord(crd) ? crd.spec : undefined;
  const versions = isRecord(spec) ? spec.versions : undefined;
  return Array.isArray(versions) ? versions.map((v) => (isRecord(v) ? v : {})) : [];
}

function versionName(versions: readonly Record<string, unknown>[], i: number): string {
  const name = versions[i]?.name;
  return typeof name === "string" ? name : `spec.versions[${i}]`;
}
