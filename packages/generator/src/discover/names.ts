import { catalogMessage } from "@crdgen/core";
import type { DiagnosticMessage } from "@crdgen/core";
const dnsLabel = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;
const dnsSubdomainPart = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;

/** Why a group name is not one the API server accepts for a CRD, or undefined when it is. */
export function groupProblem(group: string): DiagnosticMessage | undefined {
  if (group === "") return catalogMessage("CRD2022", "emptyGroup");
  if (group.length > 253 || !group.split(".").every((p) => dnsSubdomainPart.test(p))) {
    return catalogMessage("CRD2022", "groupNotDns", { group });
  }
  if (!group.includes(".")) return catalogMessage("CRD2022", "groupWithoutDot", { group });
  return undefined;
}

/** Why a version name is not one the API server accepts, or undefined when it is. */
export function versionProblem(version: string): DiagnosticMessage | undefined {
  return version.length <= 63 && dnsLabel.test(version)
    ? undefined
    : catalogMessage("CRD2022", "versionNotDns", { version });
}
