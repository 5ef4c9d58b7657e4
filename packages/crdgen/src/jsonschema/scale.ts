import type { JsonSchema } from "./types.js";

type Node = Readonly<Record<string, unknown>>;

const maxInt32 = 2 ** 31 - 1;

/**
 * The scale subresource's checks on create, as JSON Schema: the replicas at specReplicasPath (and at
 * statusReplicasPath, unless the status subresource drops status on create) are integers from 0 to 2^31-1,
 * and the fields on the way to them are objects. One schema per path, for the root's allOf.
 */
export function scaleSchemas(subresources: Node): JsonSchema[] {
  const scale = subresources.scale;
  if (typeof scale !== "object" || scale === null) return [];
  const { specReplicasPath, statusReplicasPath } = scale as Node;
  const statusDropped = subresources.status !== undefined;
  return [specReplicasPath, statusReplicasPath]
    .filter((path): path is string => typeof path === "string" && path.startsWith("."))
    .filter((path) => !(statusDropped && path.startsWith(".status.")))
    .map((path) => nested(path.slice(1).split(".")));
}

function nested(fields: readonly string[]): JsonSchema {
  const [field, ...rest] = fields;
  if (field === undefined) return { type: ["integer", "null"], minimum: 0, maximum: maxInt32 };
  // A null field is pruned before the check (unless nullable, which replicas rarely are), so it is let through.
  const below = nested(rest);
  return rest.length === 0
    ? { properties: { [field]: below } }
    : { properties: { [field]: { type: ["object", "null"], ...below } } };
}
