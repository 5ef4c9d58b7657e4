import { goJson } from "../model/go-format.js";
import {
  boolJson,
  pointerJson,
  scalarJson,
  sliceJson,
  stringJson,
  structJson,
  valueJson,
} from "../model/go-struct-json.js";
import { schemaPropsGoJson } from "../model/internal-json.js";

type Json = Readonly<Record<string, unknown>>;

/** Which per-version fields the v1 → internal conversion moved to the spec (and cleared in every version). */
export interface HoistedFields {
  readonly schema: boolean;
  readonly subresources: boolean;
  readonly additionalPrinterColumns: boolean;
  readonly selectableFields: boolean;
}

/**
 * encoding/json's text of the internal `[]CustomResourceDefinitionVersion` that the decoded v1 `spec.versions`
 * converts to: the bad value of upstream's `spec.versions` errors (`must contain unique version names`, `must
 * have exactly one version marked as storage version`: validation.go:445 and :448 at 1aa2717), which apimachinery
 * (>= 1.34) prints with encoding/json. The internal types (types.go) have no json tags; hoisted fields are nil.
 */
export function internalVersionsGoJson(versions: unknown, hoisted: HoistedFields): string {
  return sliceJson(versions, (entry) => valueJson(entry, (v) => versionGoJson(v, hoisted)));
}

function versionGoJson(v: Json, hoisted: HoistedFields): string {
  const schema = (s: Json): string =>
    structJson([["OpenAPIV3Schema", pointerJson(s.openAPIV3Schema, schemaPropsGoJson)]]);
  const selectableField = (f: unknown): string =>
    valueJson(f, (s) => structJson([["JSONPath", stringJson(s.jsonPath)]]));
  return structJson([
    ["Name", stringJson(v.name)],
    ["Served", boolJson(v.served)],
    ["Storage", boolJson(v.storage)],
    ["Deprecated", boolJson(v.deprecated)],
    ["DeprecationWarning", scalarJson(v.deprecationWarning)],
    ["Schema", hoisted.schema ? "null" : pointerJson(v.schema, schema)],
    ["Subresources", hoisted.subresources ? "null" : pointerJson(v.subresources, subresources)],
    [
      "AdditionalPrinterColumns",
      hoisted.additionalPrinterColumns
        ? "null"
        : sliceJson(v.additionalPrinterColumns, (c) => valueJson(c, column)),
    ],
    ["SelectableFields", hoisted.selectableFields ? "null" : sliceJson(v.selectableFields, selectableField)],
  ]);
}

function subresources(s: Json): string {
  return structJson([
    ["Status", pointerJson(s.status, () => "{}")],
    [
      "Scale",
      pointerJson(s.scale, (scale) =>
        structJson([
          ["SpecReplicasPath", stringJson(scale.specReplicasPath)],
          ["StatusReplicasPath", stringJson(scale.statusReplicasPath)],
          ["LabelSelectorPath", scalarJson(scale.labelSelectorPath)],
        ]),
      ),
    ],
  ]);
}

function column(c: Json): string {
  return structJson([
    ["Name", stringJson(c.name)],
    ["Type", stringJson(c.type)],
    ["Format", stringJson(c.format)],
    ["Description", stringJson(c.description)],
    ["Priority", typeof c.priority === "number" ? goJson(c.priority) : "0"],
    ["JSONPath", stringJson(c.jsonPath)],
  ]);
}
