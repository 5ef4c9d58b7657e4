import type { FieldError } from "../model/field-error.js";
import { appendErrors } from "../model/field-error.js";
import type { FieldPath } from "../model/path.js";
import type { SchemaSharing } from "../schema/options.js";
import { createOptions } from "../schema/options.js";
import { validateOpenAPISchema } from "../schema/validate-schema.js";
import { GoSyntax, goMarshalled } from "../model/go-value.js";
import { crdError } from "./decoded.js";
import { deprecationWarningErrors } from "./deprecation-warning.js";
import type { Spec, Subresources, Version } from "./internal-model.js";
import { dns1035LabelErrors } from "./name-formats.js";
import { validateColumn } from "./printer-columns.js";
import { validateSelectableFields } from "./selectable-fields.js";
import { validateSubresources } from "./subresources.js";

/**
 * The version loop of `validateCustomResourceDefinitionSpec` and the checks right after it: each version's
 * name and `validateCustomResourceDefinitionVersion` (deprecation warning, its own schema, subresources,
 * printer columns, selectable fields), then unique names, exactly one storage version and `spec.version`.
 * Upstream's checks that top-level and per-version fields are not both set, or not all identical, cannot fire
 * for a v1 object (the conversion produces exactly one of the two forms) and are left out.
 *
 * For the names and storage errors upstream shows the whole internal `[]CustomResourceDefinitionVersion` as the
 * bad value, which apimachinery prints with encoding/json: Go field names, each version's schema in full unless
 * hoisted (`Spec.versionsGoJson`).
 */
export function validateVersions(
  spec: Spec,
  path: FieldPath,
  out: FieldError[],
  sharing: SchemaSharing,
): void {
  const versionsPath = path.child("versions");
  const seen = new Set<string>();
  let unique = true;
  let storageVersions = 0;
  for (const [i, version] of spec.versions.entries()) {
    if (version.storage) storageVersions++;
    if (seen.has(version.name)) unique = false;
    seen.add(version.name);
    const errors = dns1035LabelErrors(version.name);
    if (errors.length > 0) {
      out.push(crdError.invalid(versionsPath.index(i).child("name"), version.name, errors.join(",")));
    }
    const statusEnabled = subresourcesForVersion(spec, version)?.status === true;
    validateVersion(version, versionsPath.index(i), statusEnabled, out, sharing);
  }
  if (!unique) {
    out.push(
      crdError.invalid(
        versionsPath,
        new GoSyntax(spec.versionsGoJson()),
        "must contain unique version names",
      ),
    );
  }
  if (storageVersions !== 1) {
    out.push(
      crdError.invalid(
        versionsPath,
        new GoSyntax(spec.versionsGoJson()),
        "must have exactly one version marked as storage version",
      ),
    );
  }
  if (spec.version !== "") {
    const errors = dns1035LabelErrors(spec.version);
    if (errors.length > 0) out.push(crdError.invalid(path.child("version"), spec.version, errors.join(",")));
  }
}

/** upstream `hasAnyStatusEnabled`: the status subresource on the spec or on any version. */
export function hasAnyStatusEnabled(spec: Spec): boolean {
  return (
    spec.subresources?.status === true ||
    spec.versions.some((version) => version.subresources?.status === true)
  );
}

// upstream `getSubresourcesForVersion` (validation.go:668, v0.35.0): the spec's unless some version carries its
// own, and then those of the first version of that name, which for a duplicated name is not always this one.
function subresourcesForVersion(spec: Spec, version: Version): Subresources | undefined {
  const perVersion = spec.versions.some((v) => v.subresources !== undefined);
  if (!perVersion) return spec.subresources;
  return spec.versions.find((v) => v.name === version.name)?.subresources;
}

function validateVersion(
  version: Version,
  path: FieldPath,
  statusEnabled: boolean,
  out: FieldError[],
  sharing: SchemaSharing,
): void {
  for (const message of deprecationWarningErrors(version.deprecated, version.deprecationWarning)) {
    // The value is the `*string` field itself (validation.go:301), which prints as JSON.
    out.push(
      crdError.invalid(path.child("deprecationWarning"), goMarshalled(version.deprecationWarning), message),
    );
  }
  const schemaPath = path.child("schema").child("openAPIV3Schema");
  const schema = version.schema?.openAPIV3Schema;
  if (schema !== undefined) {
    appendErrors(
      out,
      validateOpenAPISchema(schema, schemaPath, { ...createOptions(statusEnabled), ...sharing }),
    );
  }
  validateSubresources(version.subresources, path.child("subresources"), out);
  version.additionalPrinterColumns.forEach((column, i) => {
    validateColumn(column, path.child("additionalPrinterColumns").index(i), out);
  });
  validateSelectableFields(
    version.selectableFields,
    { present: schema !== undefined, openAPIV3Schema: schema },
    { fields: path.child("selectableFields"), schema: schemaPath },
    "may only be set when `version.schema.openAPIV3Schema` is not included",
    out,
  );
}
