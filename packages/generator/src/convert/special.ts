import type { IRNode } from "../ir/types.js";
import type { DeclarationIdentity, TsType } from "../ts/model.js";
import type { ConvertContext, Converter } from "./context.js";

/** The pattern controller-gen puts on resource.Quantity, exactly as it emits it. */
const quantityPattern =
  "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$";

/** The types crdgen gives a fixed meaning, whichever library they come from. */
export type SpecialType =
  | "integer"
  | "int32"
  | "int64"
  | "IntOrString"
  | "Quantity"
  | "Time"
  | "MicroTime"
  | "Duration"
  | "ObjectMeta"
  | "RawExtension"
  | "JSONValue"
  | "EmbeddedResource";

interface Entry {
  readonly packageName: string;
  /** The declaring file inside the package, when the name alone is ambiguous. */
  readonly file?: RegExp;
  readonly names: readonly string[];
  readonly special: SpecialType;
}

const crdgenTypes: readonly SpecialType[] = [
  "integer",
  "int32",
  "int64",
  "IntOrString",
  "Quantity",
  "Time",
  "MicroTime",
  "Duration",
  "ObjectMeta",
  "RawExtension",
  "JSONValue",
  "EmbeddedResource",
];

const models = "@kubernetes-models/apimachinery";
const kubernetesTypes = "kubernetes-types";

/** Recognised by identity (package, file, name), never by shape. */
export const specialTypeTable: readonly Entry[] = [
  ...crdgenTypes.map((special) => ({ packageName: "crdgen", names: [special], special })),
  { packageName: "@kubernetes/client-node", names: ["IntOrString"], special: "IntOrString" },
  { packageName: "@kubernetes/client-node", names: ["V1ObjectMeta"], special: "ObjectMeta" },
  { packageName: models, names: ["IIntOrString", "IntOrString"], special: "IntOrString" },
  { packageName: models, names: ["IQuantity", "Quantity"], special: "Quantity" },
  { packageName: models, names: ["ITime", "Time"], special: "Time" },
  { packageName: models, names: ["IMicroTime", "MicroTime"], special: "MicroTime" },
  { packageName: models, names: ["IObjectMeta", "ObjectMeta"], special: "ObjectMeta" },
  { packageName: models, names: ["IRawExtension", "RawExtension"], special: "RawExtension" },
  { packageName: kubernetesTypes, file: /^api\/resource\./, names: ["Quantity"], special: "Quantity" },
  { packageName: kubernetesTypes, file: /^meta\/v1\./, names: ["Time"], special: "Time" },
  { packageName: kubernetesTypes, file: /^meta\/v1\./, names: ["MicroTime"], special: "MicroTime" },
  { packageName: kubernetesTypes, file: /^meta\/v1\./, names: ["ObjectMeta"], special: "ObjectMeta" },
  { packageName: kubernetesTypes, file: /^runtime\./, names: ["RawExtension"], special: "RawExtension" },
];

// The entries by each name they recognise, in table order: most declarations have a name no entry has.
const entriesByName = new Map<string, Entry[]>();
for (const entry of specialTypeTable) {
  for (const name of entry.names) {
    const list = entriesByName.get(name) ?? [];
    list.push(entry);
    entriesByName.set(name, list);
  }
}

/** The first entry of the table that recognises the declaration. */
export function searchTable(identity: DeclarationIdentity): SpecialType | undefined {
  return entriesByName
    .get(identity.name)
    ?.find(
      (e) => e.packageName === identity.packageName && (e.file === undefined || e.file.test(identity.file)),
    )?.special;
}

/**
 * Which special type each declaration is: every type is asked (by the special-type, union and int-or-string
 * converters, and discovery), and an adapter hands out one identity object per declaration, so the table is
 * searched once per declaration rather than once per use. One per generator (IncrementalGenerator, or a batch
 * run), which discovery and every conversion session of its runs share; weak, because the identities live only
 * as long as the program views that handed them out, and a watch edit replaces those.
 */
export class SpecialTypes {
  private readonly known = new WeakMap<DeclarationIdentity, SpecialType | null>();

  /** The first special type among the names a type was written as. */
  of(type: TsType): SpecialType | undefined {
    for (const named of type.names()) {
      const special = this.ofDeclaration(named.identity);
      if (special !== undefined) return special;
    }
    return undefined;
  }

  private ofDeclaration(identity: DeclarationIdentity): SpecialType | undefined {
    let found = this.known.get(identity);
    if (found === undefined) {
      found = searchTable(identity) ?? null;
      this.known.set(identity, found);
    }
    return found ?? undefined;
  }
}

function embedded(type: TsType, context: ConvertContext): IRNode {
  const argument = type.nameArguments()[0];
  const open =
    argument === undefined ||
    (argument.properties().length === 0 && argument.stringIndex()?.kind === "unknown");
  if (open) return { kind: "embedded" };
  const body = context.convertStructure(type);
  if (body.kind !== "object") return body;
  return { kind: "embedded", body };
}

function schemaOf(special: SpecialType, type: TsType, context: ConvertContext): IRNode {
  switch (special) {
    case "integer":
      return { kind: "integer" };
    case "int32":
    case "int64":
      return { kind: "integer", format: special };
    case "IntOrString":
      return { kind: "intOrString" };
    case "Quantity":
      return { kind: "intOrString", pattern: quantityPattern };
    case "Time":
    case "MicroTime":
      return { kind: "string", format: "date-time" };
    case "Duration":
      return { kind: "string" };
    case "ObjectMeta":
      return { kind: "objectMeta" };
    case "RawExtension":
      return { kind: "preserveUnknown", object: true };
    case "JSONValue":
      return { kind: "preserveUnknown", object: false };
    case "EmbeddedResource":
      return embedded(type, context);
  }
}

/** crdgen's special types (int32, Quantity, ObjectMeta …) and their client-library twins. */
export const specialTypes: Converter = {
  name: "special types",
  byIdentity: true,
  convert(type, context) {
    const special = context.specialTypes.of(type);
    return special === undefined ? undefined : schemaOf(special, type, context);
  },
};
