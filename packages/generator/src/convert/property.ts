import { fieldRequirement } from "@crdgen/markers";
import type { IRNode, IRProperty } from "../ir/types.js";
import type { TsProperty } from "../ts/model.js";
import type { ConvertContext } from "./context.js";
import { applicableFieldMarkers, applicableItemsMarkers, holdsReference } from "./field-marker-view.js";
import { includesNull, includesUndefined } from "./members.js";

const schemaless = "kubebuilder:validation:Schemaless";

/**
 * A Schemaless field's type is never read: controller-gen starts its schema empty instead of from the type
 * (controller-tools pkg/crd/schema.go:596-600), so the type's own markers, doc and problems are not its.
 * What stands for it lowers to nothing the Schemaless marker keeps.
 */
const noSchema: IRNode = { kind: "preserveUnknown", object: false };

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
  const isSchemaless = read.markers.some((m) => m.name === schemaless);
  const type = isSchemaless ? noSchema : context.convert(property.type);
  const requirement = fieldRequirement(read.markers) ?? requirementByDefault(property, context);
  return {
    name: property.name,
    type,
    required: requirement === "required",
    description: read.description,
    markers: applicableItemsMarkers(
      applicableFieldMarkers(read.markers, property.type, context),
      property.type,
      context,
    ),
    ...(holdsReference(property.type) ? { reference: true } : {}),
    ...(isSchemaless && includesNull(property.type) ? { schemalessNullable: true } : {}),
    span: property.span,
  };
}

/** A field's requirement without markers: `?` or `| undefined` make it optional, else the package default. */
export function requirementByDefault(property: TsProperty, context: ConvertContext): "optional" | "required" {
  const optionalInType = property.optional || includesUndefined(property.type);
  return optionalInType || (property.file !== undefined && context.fieldsOptionalByDefault(property.file))
    ? "optional"
    : "required";
}
