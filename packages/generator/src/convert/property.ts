import { fieldRequirement } from "@crdgen/markers";
import type { IRProperty } from "../ir/types.js";
import type { TsProperty } from "../ts/model.js";
import type { ConvertContext } from "./context.js";
import { includesUndefined } from "./members.js";

/**
 * Converts one data property: its type, its field markers and doc, and whether it is required — from its
 * markers first (controller-gen's precedence), then `?` or `| undefined`, then the package default.
 */
export function convertProperty(property: TsProperty, context: ConvertContext): IRProperty {
  return context.inProperty(property, () => convert(property, context));
}

function convert(property: TsProperty, context: ConvertContext): IRProperty {
  const read =
    property.file === undefined
      ? { markers: [], description: "" }
      : context.comments.read(property.comments, property.file, "field");
  const type = context.convert(property.type);
  const optionalInType = property.optional || includesUndefined(property.type);
  const byDefault =
    optionalInType || (property.file !== undefined && context.fieldsOptionalByDefault(property.file))
      ? "optional"
      : "required";
  const requirement = fieldRequirement(read.markers) ?? byDefault;
  return {
    name: property.name,
    type,
    required: requirement === "required",
    description: read.description,
    markers: read.markers,
    span: property.span,
  };
}
