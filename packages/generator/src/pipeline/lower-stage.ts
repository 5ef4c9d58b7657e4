import type { Diagnostic } from "@crdgen/core";
import { catalogMessage, createDiagnostic } from "@crdgen/core";
import type { JSONSchemaProps } from "@crdgen/structural";
import type { KindVersion } from "../assemble/types.js";
import type { ConvertSettings, CoreTypes } from "../convert/context.js";
import { RuleMarkers } from "../cel/rule-markers.js";
import { defaultOrigin, formatOrigin, schemaMarkers } from "../lower/marker-origin.js";
import { DefaultChecks } from "../lower/default-checks.js";
import type { KeptLowerings } from "../lower/kept-lowerings.js";
import type { LowerContext } from "../lower/lower.js";
import { rootSchema } from "../lower/root-schema.js";
import type { IRDefinition } from "../ir/types.js";
import type { ConvertedKind } from "./convert-stage.js";

// `+kubebuilder:skipDescriptions` in a package's leading comment: no descriptions anywhere in its kinds. A copy,
// never a change in place: below each use's own top node, a named type's schema is shared and frozen (lower.ts
// lowerDefinition), and deleting its descriptions threw.
function withoutDescriptions(schema: JSONSchemaProps): JSONSchemaProps {
  const out = { ...schema };
  delete out.description;
  if (schema.properties !== undefined && schema.properties !== null) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, node]) => [name, withoutDescriptions(node)]),
    );
  }
  const items = schema.items;
  if (items !== undefined && items !== null && !Array.isArray(items)) out.items = withoutDescriptions(items);
  const values = schema.additionalProperties;
  if (typeof values === "object" && values !== null) out.additionalProperties = withoutDescriptions(values);
  return out;
}

const objectMetaDefinition = "io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta";

/** The schema of an embedded ObjectMeta the settings ask for: `{type: object}`, or controller-gen's restricted one. */
export function embeddedObjectMetaSchema(
  settings: ConvertSettings,
  coreTypes: CoreTypes,
): () => JSONSchemaProps {
  return () =>
    settings.embeddedObjectMeta === "restricted"
      ? (coreTypes.schemaOf(objectMetaDefinition, settings) ?? { type: "object" })
      : { type: "object" };
}

/**
 * A lowering context for one run: named types are lowered once and shared by the kinds that use them, and
 * with `kept` (watch mode) library types' schemas are taken from the earlier runs.
 */
export function lowerContext(
  definitions: ReadonlyMap<string, IRDefinition>,
  embeddedObjectMeta: () => JSONSchemaProps,
  kept?: KeptLowerings,
): LowerContext {
  kept?.startRun();
  const diagnostics: Diagnostic[] = [];
  return {
    definitions,
    embeddedObjectMeta,
    diagnostics,
    lowered: new Map(),
    ruleMarkers: new RuleMarkers(),
    defaults: new DefaultChecks(diagnostics),
    ...(kept === undefined ? {} : { kept }),
  };
}

/**
 * Lowers one completely converted kind to its openAPIV3Schema, applying markers on the way; problems go to
 * the context. A kind that failed to convert gives undefined: its errors are already reported, and half a
 * schema helps nobody.
 */
export function lowerKind(kind: ConvertedKind, context: LowerContext): KindVersion | undefined {
  if (!kind.complete) return undefined;
  const root = rootSchema(kind.node, context);
  if (root === undefined) {
    const message = catalogMessage("CRD2021", "notObject", { kind: kind.root.kind });
    context.diagnostics.push(createDiagnostic(message, { span: kind.root.span }));
    return undefined;
  }
  const schema = kind.root.package.settings.skipDescriptions ? withoutDescriptions(root) : root;
  const { definitions, defaults } = context;
  return {
    root: kind.root,
    schema,
    sources: kind.sources,
    ruleMarkers: context.ruleMarkers,
    formatOrigin: (steps, format) => formatOrigin(kind.node, definitions, steps, format),
    defaultOrigin: (steps) => defaultOrigin(kind.node, definitions, steps),
    schemaMarkers: (steps) => schemaMarkers(kind.node, definitions, steps),
    defaultTold: (span) => defaults.told(span),
  };
}

/**
 * The checks of the API server's own that crdgen makes when markers apply: a pattern RE2 refuses, a default
 * that does not validate, `uniqueItems`, a field the server refuses. controller-gen makes none of them.
 */
const apiServerChecks: ReadonlySet<string> = new Set(["CRD1008", "CRD1009", "CRD1010", "CRD1020"]);

/**
 * The problems of a version marked `+kubebuilder:skipversion` that count: controller-gen builds its schema
 * before SkipVersion drops it (controller-tools pkg/crd/spec.go NeedCRDFor) and reports what that finds, but
 * the version never reaches the API server, so the server's own checks do not apply to it.
 */
export function skippedVersionProblems(found: readonly Diagnostic[]): Diagnostic[] {
  return found.filter((d) => !apiServerChecks.has(d.code));
}
