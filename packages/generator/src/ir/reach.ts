import type { IRDefinition, IRNode } from "./types.js";

/** What an IR tree reaches through its references: the files of the named types, and whether any part failed. */
export interface Reach {
  readonly files: ReadonlySet<string>;
  readonly invalid: boolean;
}

function children(node: IRNode): IRNode[] {
  switch (node.kind) {
    case "object":
      return node.properties.map((p) => p.type);
    case "union":
      return node.object.properties.map((p) => p.type);
    case "array":
      return [node.items];
    case "map":
      return [node.values];
    case "embedded":
      return node.body === undefined ? [] : [node.body];
    default:
      return [];
  }
}

/** Walks `root` and the definitions it refers to, each once. */
export function reach(root: IRNode, definitions: ReadonlyMap<string, IRDefinition>): Reach {
  const files = new Set<string>();
  const seen = new Set<string>();
  let invalid = false;
  const pending: IRNode[] = [root];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node.kind === "invalid") invalid = true;
    if (node.kind === "ref") {
      if (seen.has(node.target)) continue;
      seen.add(node.target);
      const definition = definitions.get(node.target);
      if (definition === undefined) continue;
      for (const file of definition.files) files.add(file);
      pending.push(definition.node);
      continue;
    }
    pending.push(...children(node));
  }
  return { files, invalid };
}
