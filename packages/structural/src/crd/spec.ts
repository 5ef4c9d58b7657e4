import type { FieldError } from "../model/field-error.js";
import { appendErrors } from "../model/field-error.js";
import type { FieldPath } from "../model/path.js";
import type { SchemaSharing } from "../schema/options.js";
import { createOptions } from "../schema/options.js";
import { validateOpenAPISchema } from "../schema/validate-schema.js";
import { validateConversion } from "./conversion.js";
import { goMarshalled } from "../model/go-value.js";
import { crdError } from "./decoded.js";
import type { Spec } from "./internal-model.js";
import { validateGroup, validateNames, validateRequiredNames, validateScope } from "./names.js";
import { validateColumn } from "./printer-columns.js";
import { specHasDefaults } from "./schema-defaults.js";
import { validateSelectableFields } from "./selectable-fields.js";
import { validateSubresources } from "./subresources.js";
import { hasAnyStatusEnabled, validateVersions } from "./versions.js";

/**
 * `validateCustomResourceDefinitionSpec` with the create options, in upstream's order: group, scope, missing
 * schemas (B1), defaults with `preserveUnknownFields` (B17), the versions, names, then the hoisted schema
 * (`spec.validation.openAPIV3Schema`, status enabled if any version has it), subresources, printer columns and
 * selectable fields, and conversion.
 */
export function validateSpec(spec: Spec, path: FieldPath, out: FieldError[], sharing: SchemaSharing): void {
  validateGroup(spec.group, path.child("group"), out);
  validateScope(spec.scope, path.child("scope"), out);
  validateSchemasPresent(spec, path, out);
  if (spec.preserveUnknownFields && specHasDefaults(spec)) {
    out.push(
      crdError.invalid(
        path.child("preserveUnknownFields"),
        true,
        "must be false in order to use defaults in the schema",
      ),
    );
  }
  validateVersions(spec, path, out, sharing);
  validateRequiredNames(spec.names, path.child("names"), out);
  validateNames(spec.names, path.child("names"), out);

  const schema = spec.validation?.openAPIV3Schema;
  const schemaPath = path.child("validation").child("openAPIV3Schema");
  if (schema !== undefined) {
    appendErrors(
      out,
      validateOpenAPISchema(schema, schemaPath, {
        ...createOptions(hasAnyStatusEnabled(spec)),
        ...sharing,
      }),
    );
  }
  validateSubresources(spec.subresources, path.child("subresources"), out);
  spec.additionalPrinterColumns.forEach((column, i) => {
    validateColumn(column, path.child("additionalPrinterColumns").index(i), out);
  });
  validateSelectableFields(
    spec.selectableFields,
    { present: spec.validation !== undefined, openAPIV3Schema: schema },
    // upstream reports a hoisted schema that does not convert on `spec.schema.openAPIV3Schema`.
    { fields: path.child("selectableFields"), schema: path.child("schema").child("openAPIV3Schema") },
    "may only be set when validations.schema is included",
    out,
  );

  if (spec.conversion.strategy !== "None" && spec.preserveUnknownFields) {
    out.push(
      // A ConversionStrategyType value (validation.go:497), which prints as JSON.
      crdError.invalid(
        path.child("conversion").child("strategy"),
        goMarshalled(spec.conversion.strategy),
        "must be None if spec.preserveUnknownFields is true",
      ),
    );
  }
  validateConversion(spec.conversion, path.child("conversion"), out);
}

// B1: without a hoisted schema, every version needs its own.
function validateSchemasPresent(spec: Spec, path: FieldPath, out: FieldError[]): void {
  if (spec.validation?.openAPIV3Schema !== undefined) return;
  spec.versions.forEach((version, i) => {
    if (version.schema?.openAPIV3Schema === undefined) {
      // No detail since 1.34 (kubernetes commit 8632257c, "Remove redundant detail messages in field.Required").
      out.push(crdError.required(path.child("versions").index(i).child("schema").child("openAPIV3Schema")));
    }
  });
}
