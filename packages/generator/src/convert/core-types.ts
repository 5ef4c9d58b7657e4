import { catalogMessage } from "@crdgen/core";
import { CoreSchemas, declaredClientTypeDefinition } from "../core-types/index.js";
import type { ConvertSettings, CoreTypes } from "./context.js";
import type { Converter } from "./context.js";

/**
 * The core types of the three client libraries, with controller-gen's schemas (src/core-types), expanded once
 * for whoever owns the result: a generator makes one and keeps it for all its runs (see CoreSchemas).
 */
export function clientLibraryCoreTypes(): CoreTypes {
  const schemas = new CoreSchemas();
  return {
    definitionOf(identity) {
      if (identity.packageName === undefined) return undefined;
      return declaredClientTypeDefinition(identity.packageName, identity.file, identity.name);
    },
    schemaOf(definition: string, settings: ConvertSettings) {
      return schemas.of(definition, {
        generateEmbeddedObjectMeta: settings.embeddedObjectMeta === "restricted",
      });
    },
  };
}

/** Core Kubernetes types (PodSpec, Container, LabelSelector …) from the client libraries, by identity. */
export const coreTypes: Converter = {
  name: "core Kubernetes types",
  byIdentity: true,
  convert(type, context) {
    for (const named of type.names()) {
      const definition = context.coreTypes.definitionOf(named.identity);
      if (definition === undefined) continue;
      const schema = context.coreTypes.schemaOf(definition, context.settings);
      if (schema === undefined) {
        return context.fail(
          catalogMessage("CRD2012", "unknownCoreType", { name: named.identity.name, definition }),
          type.span,
        );
      }
      return { kind: "core", definition, schema };
    }
    return undefined;
  },
};
