import type { CrdCatalog, ServedVersion } from "@crdgen/objects";
import { objectIdentity } from "@crdgen/objects";
import type { CustomResourceDefinition } from "@crdgen/structural";
import { isJsonObject } from "@crdgen/structural";

/** The old version of an object: what an update replaces. */
export interface OldObject {
  readonly object: Readonly<Record<string, unknown>>;
  /**
   * The served version it is written in, when its CRD converts by apiVersion alone (conversion strategy
   * `None`): it may be another than the new object's, and is then read at the new object's version.
   */
  readonly version?: ServedVersion;
}

/**
 * The objects as they are before an update (`--old`), found by kind, namespace and name, and by group where the
 * CRD's conversion strategy is `None` (any of its served versions: the server reads an object stored in one
 * version at any other by setting its apiVersion, apiextensions-apiserver pkg/apiserver/conversion/nop_converter.go),
 * else by apiVersion (a conversion webhook's result is not known offline), as kubectl apply finds the live object
 * it patches. A namespaced object without a namespace is in `default` (kubectl's namespace when no kubeconfig
 * context names one); a cluster-scoped one has none. An object without a name (generateName) has no old
 * version. When the old objects hold one identity twice, the first counts.
 */
export class OldObjects {
  private readonly byIdentity = new Map<string, OldObject>();

  constructor(
    private readonly catalog: CrdCatalog,
    objects: readonly unknown[],
  ) {
    for (const object of objects) {
      if (!isJsonObject(object)) continue;
      const found = this.identify(object);
      if (found === undefined || this.byIdentity.has(found.key)) continue;
      this.byIdentity.set(
        found.key,
        found.version === undefined ? { object } : { object, version: found.version },
      );
    }
  }

  /** The old version of `object`, if there is one: the update's old object. */
  find(object: unknown): OldObject | undefined {
    const found = this.identify(object);
    return found === undefined ? undefined : this.byIdentity.get(found.key);
  }

  private identify(object: unknown): { key: string; version: ServedVersion | undefined } | undefined {
    const { apiVersion, kind, name, namespace } = objectIdentity(object);
    if (name === "") return undefined;
    const resolution = this.catalog.resolve(apiVersion, kind);
    const namespaced = !resolution.found || resolution.served.namespaced;
    const where = namespaced ? (namespace === "" ? "default" : namespace) : "";
    if (resolution.found && convertsByApiVersion(resolution.served.crd)) {
      return {
        key: JSON.stringify(["group", resolution.served.group, kind, where, name]),
        version: resolution.served,
      };
    }
    return { key: JSON.stringify(["apiVersion", apiVersion, kind, where, name]), version: undefined };
  }
}

// spec.conversion.strategy, which the API server defaults to None (SetDefaults_CustomResourceDefinitionSpec).
function convertsByApiVersion(crd: CustomResourceDefinition): boolean {
  return (crd.spec?.conversion?.strategy ?? "None") === "None";
}
