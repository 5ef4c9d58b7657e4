/** apiserver `pkg/cel/library/libraries.go` `KnownLibraries()`: every library at its latest version. */
import { kubernetesAuthzLibrary, kubernetesAuthzSelectorsLibrary } from "./authz.js";
import { kubernetesCidrLibrary } from "./cidr.js";
import { kubernetesFormatLibrary } from "./format.js";
import { kubernetesIpLibrary } from "./ip.js";
import { kubernetesJsonPatchLibrary } from "./jsonpatch.js";
import type { KubernetesLibrary } from "./library.js";
import { kubernetesListsLibrary } from "./lists.js";
import { kubernetesQuantityLibrary } from "./quantity.js";
import { kubernetesRegexLibrary } from "./regex.js";
import { kubernetesSemverLibrary } from "./semver.js";
import { kubernetesUrlsLibrary } from "./urls.js";

export function knownKubernetesLibraries(): KubernetesLibrary[] {
  return [
    kubernetesAuthzLibrary(),
    kubernetesAuthzSelectorsLibrary(),
    kubernetesListsLibrary(),
    kubernetesRegexLibrary(),
    kubernetesUrlsLibrary(),
    kubernetesQuantityLibrary(),
    kubernetesIpLibrary(),
    kubernetesCidrLibrary(),
    kubernetesFormatLibrary(),
    kubernetesSemverLibrary(),
    kubernetesJsonPatchLibrary(),
  ];
}
