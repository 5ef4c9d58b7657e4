/**
 * The function declarations of apiserver `pkg/cel/library/cost_test.go`'s `testCost` environment, from the
 * real library declarations: cel-go `ext.Strings(ext.StringsVersion(2))`, `ext.Sets()`,
 * `ext.TwoVarComprehensions()`, and the Kubernetes URLs, Regex, Lists v1, Authz, AuthzSelectors, Quantity,
 * IP, CIDR, Format, JSONPatch and Semver v1 libraries.
 */
import type { FunctionDecl } from "../../src/index.js";
import {
  kubernetesAuthzLibrary,
  kubernetesAuthzSelectorsLibrary,
  kubernetesCidrLibrary,
  kubernetesFormatLibrary,
  kubernetesIpLibrary,
  kubernetesJsonPatchLibrary,
  kubernetesListsLibrary,
  kubernetesQuantityLibrary,
  kubernetesRegexLibrary,
  kubernetesSemverLibrary,
  kubernetesTypes,
  kubernetesUrlsLibrary,
  setsLibrary,
  stringsLibrary,
  twoVarComprehensionsLibrary,
} from "../../src/index.js";

export const authorizerType = kubernetesTypes.authorizerType;

export const kubernetesTestFunctions: readonly FunctionDecl[] = [
  stringsLibrary(2),
  kubernetesUrlsLibrary(),
  kubernetesRegexLibrary(),
  kubernetesListsLibrary(1),
  kubernetesAuthzLibrary(),
  kubernetesAuthzSelectorsLibrary(),
  kubernetesQuantityLibrary(),
  setsLibrary(),
  kubernetesIpLibrary(),
  kubernetesCidrLibrary(),
  kubernetesFormatLibrary(),
  kubernetesJsonPatchLibrary(),
  twoVarComprehensionsLibrary(),
  kubernetesSemverLibrary(1),
].flatMap((library) => library.functions);
