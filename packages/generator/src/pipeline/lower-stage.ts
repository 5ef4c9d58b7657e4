import type { Diagnostic, Result } from "@crdgen/core";
import { createDiagnostic } from "@crdgen/core";
import type { JSONSchemaProps } from "@crdgen/structural";
import type { KindVersion } from "../assemble/types.js";
import type { LowerContext } from "../lower/lower.js";
import { rootSchema } from "../lower/root-schema.js";
import type { Conversion } from "./convert-stage.js";

// `+kubebuilder:skipDescriptions` in a package's leading comment: no descriptions anywhere in its kinds.
function dropDescriptions(schema: JSONSchemaProps): void {
  const pending: JSONSchemaProps[] = [schema];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    delete node.description;
    pending.push(...Object.values(node.properties ?? {}));
    if (node.items !== undefined && node.items !== null && !Array.isArray(node.items))
      pending.push(node.items);
    if (typeof node.additionalProperties === "object" && node.additionalProperties !== null)
      pending.push(node.additionalProperties);
  }
}

/**
 * Lowers every completely converted kind to its openAPIV3Schema, applying markers on the way. Kinds that
 * failed to convert are left out: their errors are already reported, and half a schema helps nobody.
 */
export function lowerStage(
  conversion: Conversion,
  embeddedObjectMeta: () => JSONSchemaProps,
): Result<KindVersion[]> {
  const diagnostics: Diagnostic[] = [];
  const context: LowerContext = {
    definitions: conversion.definitions,
    embeddedObjectMeta,
    diagnostics,
    lowered: new Map(),
  };
  const out: KindVersion[] = [];
  for (const kind of conversion.kinds) {
    if (!kind.complete) continue;
    const schema = rootSchema(kind.node, context);
    if (schema === undefined) {
      const message = `root kind ${kind.root.kind} is not an object type`;
      diagnostics.push(createDiagnostic("CRD2021", message, { span: kind.root.span }));
      continue;
    }
    if (kind.root.package.settings.skipDescriptions) dropDescriptions(schema);
    out.push({ root: kind.root, schema, sources: kind.sources });
  }
  return { value: out, diagnostics };
}
