/**
 * The runtime overloads of the Kubernetes CEL libraries, added to the standard and extension ones, with the
 * standard overloads only the cel-go of older Kubernetes releases declares.
 */
import type { OverloadRegistry } from "../overload.js";
import { type ExtOverloadVersions, standardAndExtOverloads } from "../ext/registry.js";
import { celGoV026ConversionOverloads } from "../legacy-conversions.js";
import { kubernetesFormatOverloads } from "./format.js";
import { kubernetesListsOverloads } from "./lists.js";
import { kubernetesNetOverloads } from "./net.js";
import { kubernetesQuantityOverloads } from "./quantity.js";
import { kubernetesRegexOverloads } from "./regex.js";
import { kubernetesSemverOverloads } from "./semver.js";
import { kubernetesUrlsOverloads } from "./urls.js";

export function kubernetesOverloads(versions: ExtOverloadVersions = {}): OverloadRegistry {
  return standardAndExtOverloads(versions).add(
    ...kubernetesListsOverloads,
    ...kubernetesRegexOverloads,
    ...kubernetesNetOverloads,
    ...kubernetesQuantityOverloads,
    ...kubernetesSemverOverloads,
    ...kubernetesUrlsOverloads,
    ...kubernetesFormatOverloads,
    ...celGoV026ConversionOverloads,
  );
}
