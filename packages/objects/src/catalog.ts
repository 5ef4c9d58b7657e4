import type {
  CustomResourceViews,
  CustomResourceDefinition,
  CustomResourceDefinitionVersion,
  CustomResourceSubresourceScale,
  JSONSchemaProps,
} from "@crdgen/structural";
import {
  customResourceViews,
  DefaultedNodes,
  EmbeddedResources,
  PruneNodes,
  SchemaFacts,
} from "@crdgen/structural";
import { compareKubeAwareVersions } from "./kube-version.js";
import { ListTypeNodes } from "./list-type.js";
import { hasRules } from "./store.js";

/** A served version of a CRD, as the API server handles objects of it. */
export interface ServedVersion {
  readonly crd: CustomResourceDefinition;
  readonly group: string;
  readonly kind: string;
  readonly version: string;
  readonly namespaced: boolean;
  /** The version's structural schema; undefined when the CRD has none for it. */
  readonly schema: JSONSchemaProps | undefined;
  readonly statusEnabled: boolean;
  readonly scale: CustomResourceSubresourceScale | undefined;
  /** The warning the server returns for every request to a deprecated version. */
  readonly deprecationWarning: string | undefined;
  /**
   * The validator's views of the schema's nodes, kept by the catalog so that they are built once per CRD
   * version rather than once per object; without them each validation builds its own.
   */
  readonly views?: CustomResourceViews;
  /** Which schema nodes lead to an embedded resource, kept by the catalog for the ObjectMeta walks (once per node). */
  readonly embeddedResources?: EmbeddedResources;
  /** Which schema nodes lead to a `set` or `map` list, kept by the catalog for the list-type walk (once per node). */
  readonly listTypes?: ListTypeNodes;
  /** Which schema nodes have a default at or below them, kept by the catalog for defaulting (once per node). */
  readonly defaulted?: DefaultedNodes;
  /** The schema's nodes as in-place pruning reads them, kept by the catalog (built once per node). */
  readonly pruneNodes?: PruneNodes;
  /** Whether the schema has CEL rules, when the catalog has found it out already (once per schema). */
  readonly hasRules?: boolean | undefined;
}

/** What the catalog says of an `apiVersion`/`kind` pair. */
export type Resolution =
  | { readonly found: true; readonly served: ServedVersion }
  | { readonly found: false; readonly message: string };

/**
 * The CRDs objects are checked against, looked up by `apiVersion` and `kind` as the API server's REST mapping
 * does: only served versions answer, and anything else is kubectl's `no matches for kind` error.
 */
export class CrdCatalog {
  private readonly byGroupKind = new Map<string, CustomResourceDefinition>();
  // Views are snapshots of schema nodes, keyed by node: a schema the caller replaces gets new ones, but one edited
  // in place would not. The catalog is built for one run over CRDs nobody edits (a changed CRD: a new catalog).
  private readonly views = customResourceViews();
  // One walk per schema node finds what the defaulting, ObjectMeta and list-type walks each skip by.
  private readonly facts = new SchemaFacts();
  private readonly embeddedResources = new EmbeddedResources(this.facts);
  private readonly listTypes = new ListTypeNodes(this.facts);
  private readonly defaulted = new DefaultedNodes(this.facts);
  private readonly pruneNodes = new PruneNodes();
  private readonly rules = new WeakMap<JSONSchemaProps, boolean>();

  constructor(crds: readonly CustomResourceDefinition[]) {
    for (const crd of crds) {
      const group = crd.spec?.group ?? "";
      const kind = crd.spec?.names?.kind ?? "";
      this.byGroupKind.set(`${group}/${kind}`, crd);
    }
  }

  /** The served version of the CRD for `kind` in `apiVersion` (`group/version`). */
  resolve(apiVersion: string, kind: string): Resolution {
    const slash = apiVersion.lastIndexOf("/");
    const group = slash < 0 ? "" : apiVersion.slice(0, slash);
    const version = slash < 0 ? apiVersion : apiVersion.slice(slash + 1);
    const crd = this.byGroupKind.get(`${group}/${kind}`);
    const entry = crd?.spec?.versions?.find((v) => v.name === version);
    if (crd === undefined || entry === undefined || entry.served !== true) {
      return { found: false, message: `no matches for kind "${kind}" in version "${apiVersion}"` };
    }
    const subresources = entry.subresources;
    const schema = entry.schema?.openAPIV3Schema ?? undefined;
    return {
      found: true,
      served: {
        crd,
        group,
        kind,
        version,
        namespaced: crd.spec?.scope !== "Cluster",
        schema,
        statusEnabled: subresources?.status != null,
        scale: subresources?.scale ?? undefined,
        deprecationWarning: entry.deprecated === true ? deprecationWarning(crd, entry) : undefined,
        views: this.views,
        embeddedResources: this.embeddedResources,
        listTypes: this.listTypes,
        defaulted: this.defaulted,
        pruneNodes: this.pruneNodes,
        // Undefined rather than left out: an object literal with a spread after its fields is built on V8's slow
        // path, a few microseconds per object resolved.
        hasRules: schema === undefined ? undefined : this.hasRules(schema),
      },
    };
  }

  private hasRules(schema: JSONSchemaProps): boolean {
    let found = this.rules.get(schema);
    if (found === undefined) {
      found = hasRules(schema);
      this.rules.set(schema, found);
    }
    return found;
  }
}

// customresource_handler.go defaultDeprecationWarning, unless the version carries its own text.
function deprecationWarning(crd: CustomResourceDefinition, entry: CustomResourceDefinitionVersion): string {
  if (typeof entry.deprecationWarning === "string") return entry.deprecationWarning;
  const group = crd.spec?.group ?? "";
  const kind = crd.spec?.names?.kind ?? "";
  const deprecated = entry.name ?? "";
  const message = `${group}/${deprecated} ${kind} is deprecated`;
  const newer = (crd.spec?.versions ?? [])
    .filter((v) => v.served === true && v.deprecated !== true)
    .map((v) => v.name ?? "")
    .filter((name) => compareKubeAwareVersions(deprecated, name) < 0)
    .sort((a, b) => compareKubeAwareVersions(b, a));
  return newer[0] === undefined ? message : `${message}; use ${group}/${newer[0]} ${kind}`;
}
