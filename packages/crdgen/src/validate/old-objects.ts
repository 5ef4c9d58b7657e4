import type { CrdCatalog } from "@crdgen/objects";
import { objectIdentity } from "@crdgen/objects";
import { isJsonObject } from "@crdgen/structural";

/**
 * The objects as they are before an update (`--old`), found by apiVersion, kind, namespace and name, as kubectl
 * apply finds the live object it patches. A namespaced object without a namespace is in `default` (kubectl's
 * namespace when no kubeconfig context names one); a cluster-scoped one has none. An object without a name
 * (generateName) has no old version. When the old objects hold one identity twice, the first counts.
 */
export class OldObjects {
  private readonly byIdentity = new Map<string, Readonly<Record<string, unknown>>>();

  constructor(
    private readonly catalog: CrdCatalog,
    objects: readonly unknown[],
  ) {
    for (const object of objects) {
      if (!isJsonObject(object)) continue;
      const key = this.keyOf(object);
      if (key === undefined || this.byIdentity.has(key)) continue;
      this.byIdentity.set(key, object);
    }
  }

  /** The old version of `object`, if there is one: the update's old object. */
  find(object: unknown): Readonly<Record<string, unknown>> | undefined {
    const key = this.keyOf(object);
    return key === undefined ? undefined : this.byIdentity.get(key);
  }

  private keyOf(object: unknown): string | undefined {
    const { apiVersion, kind, name, namespace } = objectIdentity(object);
    if (name === "") return undefined;
    const resolution = this.catalog.resolve(apiVersion, kind);
    const namespaced = !resolution.found || resolution.served.namespaced;
    const where = namespaced ? (namespace === "" ? "default" : namespace) : "";
    return JSON.stringify([apiVersion, kind, where, name]);
  }
}
