import type { GeneratedCrd } from "@crdgen/generator";
import type { CustomResourceDefinition } from "@crdgen/structural";
import { deepCopyJson } from "@crdgen/structural";

/**
 * A generated CRD as handed to callers of the API: `crd` is the caller's own plain object, free to edit
 * (add a label, change a schema) and render with `renderCrdYaml`. The generator's objects share frozen
 * subtrees between kinds (one PodTemplateSpec for two hundred kinds) and are reused by watch runs, so
 * callers never see them; the copy is made when `crd` is first read, as copying every CRD of a large API
 * up front costs more than generating it.
 */
class CallerCrd implements GeneratedCrd {
  readonly group: string;
  readonly kind: string;
  readonly plural: string;
  readonly versions: readonly string[];
  readonly sources: readonly string[];
  readonly #generated: CustomResourceDefinition;
  #copy: CustomResourceDefinition | undefined;

  constructor(generated: GeneratedCrd) {
    this.group = generated.group;
    this.kind = generated.kind;
    this.plural = generated.plural;
    this.versions = [...generated.versions];
    this.sources = [...generated.sources];
    this.#generated = generated.crd;
  }

  get crd(): CustomResourceDefinition {
    // A tree copy: the generated object shares subtrees between fields, which an edit must not reach.
    this.#copy ??= deepCopyJson(this.#generated) as CustomResourceDefinition;
    return this.#copy;
  }

  toJSON(): object {
    const { group, kind, plural, versions, sources, crd } = this;
    return { group, kind, plural, versions, crd, sources };
  }
}

/** The caller's view of generated CRDs (see CallerCrd). */
export function callerCrds(crds: readonly GeneratedCrd[]): readonly GeneratedCrd[] {
  return crds.map((generated) => new CallerCrd(generated));
}
