import { hoistableVersionFields } from "../decode/crd-go-types.js";
import type { JSONSchemaProps } from "../model/schema-types.js";
import { goBool, goString, goStringPointer, goStrings, goStruct, goStructs } from "./decoded.js";
import type {
  Column,
  Conversion,
  Names,
  Spec,
  Subresources,
  Validation,
  Version,
  WebhookClientConfig,
} from "./internal-model.js";
import { semanticEqual } from "./semantic-equal.js";
import { internalVersionsGoJson } from "./versions-go-json.js";
import { goToLower } from "../model/go-case.js";

type Json = Readonly<Record<string, unknown>>;
type Hoistable = keyof typeof hoistableVersionFields;

/**
 * The internal spec the API server validates, from a decoded v1 `spec`: v1 defaulting (singular, listKind,
 * conversion strategy, webhook service port) and the v1 → internal conversion, which moves each of `schema`,
 * `subresources`, `additionalPrinterColumns` and `selectableFields` to the spec whenever every version carries a
 * semantically equal value, clearing it in the versions. Each field is hoisted on its own
 * (`Convert_v1_CustomResourceDefinitionSpec_To_apiextensions_CustomResourceDefinitionSpec`, v1/conversion.go):
 * equal selectable fields under differing schemas end up on a spec without a schema, which validation then
 * rejects (kubernetes/kubernetes#140689).
 */
export function toInternalSpec(input: unknown): Spec {
  const spec = goStruct(input) ?? {};
  const rawVersions = goStructs(spec.versions);
  const identical = (field: Hoistable): boolean => identicalInAllVersions(rawVersions, field);
  // Comparing schemas walks them whole when they are equal: once is enough.
  const hoisted = {
    schema: identical("schema"),
    subresources: identical("subresources"),
    additionalPrinterColumns: identical("additionalPrinterColumns"),
    selectableFields: identical("selectableFields"),
  };
  const first = rawVersions[0] ?? {};
  const versions = rawVersions.map((raw) => toVersion(raw, hoisted));
  const some = rawVersions.length > 0;
  return {
    group: goString(spec.group),
    names: toNames(spec.names),
    scope: goString(spec.scope),
    versions,
    version: versions[0]?.name ?? "",
    conversion: toConversion(spec.conversion),
    preserveUnknownFields: goBool(spec.preserveUnknownFields),
    validation: some && hoisted.schema ? toValidation(first.schema) : undefined,
    subresources: some && hoisted.subresources ? toSubresources(first.subresources) : undefined,
    additionalPrinterColumns: some && hoisted.additionalPrinterColumns ? toColumns(first) : [],
    selectableFields: some && hoisted.selectableFields ? toSelectableFields(first) : [],
    versionsGoJson: () => internalVersionsGoJson(spec.versions, hoisted),
  };
}

function identicalInAllVersions(versions: readonly Json[], field: Hoistable): boolean {
  const first = versions[0]?.[field];
  return versions.every((version) => semanticEqual(version[field], first, hoistableVersionFields[field]));
}

function toVersion(raw: Json, hoisted: Readonly<Record<Hoistable, boolean>>): Version {
  return {
    name: goString(raw.name),
    served: goBool(raw.served),
    storage: goBool(raw.storage),
    deprecated: goBool(raw.deprecated),
    deprecationWarning: goStringPointer(raw.deprecationWarning),
    schema: hoisted.schema ? undefined : toValidation(raw.schema),
    subresources: hoisted.subresources ? undefined : toSubresources(raw.subresources),
    additionalPrinterColumns: hoisted.additionalPrinterColumns ? [] : toColumns(raw),
    selectableFields: hoisted.selectableFields ? [] : toSelectableFields(raw),
  };
}

function toNames(input: unknown): Names {
  const names = goStruct(input) ?? {};
  const kind = goString(names.kind);
  const singular = goString(names.singular);
  const listKind = goString(names.listKind);
  return {
    plural: goString(names.plural),
    singular: singular === "" ? goToLower(kind) : singular,
    kind,
    listKind: listKind === "" && kind !== "" ? `${kind}List` : listKind,
    shortNames: goStrings(names.shortNames),
    categories: goStrings(names.categories),
  };
}

function toValidation(input: unknown): Validation | undefined {
  const validation = goStruct(input);
  if (validation === undefined) return undefined;
  const schema = goStruct(validation.openAPIV3Schema) as JSONSchemaProps | undefined;
  return { openAPIV3Schema: schema };
}

function toSubresources(input: unknown): Subresources | undefined {
  const subresources = goStruct(input);
  if (subresources === undefined) return undefined;
  const scale = goStruct(subresources.scale);
  return {
    status: goStruct(subresources.status) !== undefined,
    scale:
      scale === undefined
        ? undefined
        : {
            specReplicasPath: goString(scale.specReplicasPath),
            statusReplicasPath: goString(scale.statusReplicasPath),
            labelSelectorPath: goStringPointer(scale.labelSelectorPath),
          },
  };
}

function toColumns(version: Json): Column[] {
  return goStructs(version.additionalPrinterColumns).map((column) => ({
    name: goString(column.name),
    type: goString(column.type),
    format: goString(column.format),
    jsonPath: goString(column.jsonPath),
  }));
}

function toSelectableFields(version: Json): string[] {
  return goStructs(version.selectableFields).map((field) => goString(field.jsonPath));
}

function toConversion(input: unknown): Conversion {
  const conversion = goStruct(input);
  if (conversion === undefined) {
    return { strategy: "None", webhookClientConfig: undefined, conversionReviewVersions: [] };
  }
  const webhook = goStruct(conversion.webhook);
  return {
    strategy: goString(conversion.strategy),
    webhookClientConfig: toClientConfig(webhook?.clientConfig),
    conversionReviewVersions: goStrings(webhook?.conversionReviewVersions),
  };
}

function toClientConfig(input: unknown): WebhookClientConfig | undefined {
  const config = goStruct(input);
  if (config === undefined) return undefined;
  const service = goStruct(config.service);
  return {
    url: goStringPointer(config.url),
    service:
      service === undefined
        ? undefined
        : {
            namespace: goString(service.namespace),
            name: goString(service.name),
            path: goStringPointer(service.path),
            port: typeof service.port === "number" ? service.port : 443,
          },
  };
}
