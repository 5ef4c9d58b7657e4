/** The runtime overloads of the Kubernetes CEL libraries, added to the standard ones. */
import type { OverloadRegistry } from "../overload.js";
import { standardOverloads } from "../stdlib-registry.js";
import { kubernetesListsOverloads } from "./lists.js";
import { kubernetesNetOverloads } from "./net.js";
import { kubernetesQuantityOverloads } from "./quantity.js";
import { kubernetesRegexOverloads } from "./regex.js";
import { kubernetesSemverOverloads } from "./semver.js";

export function kubernetesOverloads(): OverloadRegistry {
  return standardOverloads().add(
    ...kubernetesListsOverloads,
    ...kubernetesRegexOverloads,
    ...kubernetesNetOverloads,
    ...kubernetesQuantityOverloads,
    ...kubernetesSemverOverloads,
  );
}
