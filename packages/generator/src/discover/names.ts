const dnsLabel = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;
const dnsSubdomainPart = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;

/** Why a group name is not one the API server accepts for a CRD, or undefined when it is. */
export function groupProblem(group: string): string | undefined {
  if (group === "") return "the group is empty (the core group is not for CRDs)";
  if (group.length > 253 || !group.split(".").every((p) => dnsSubdomainPart.test(p))) {
    return `"${group}" is not a lower-case DNS name`;
  }
  if (!group.includes(".")) return `"${group}" has no dot; CRD groups are domain names like example.com`;
  return undefined;
}

/** Why a version name is not one the API server accepts, or undefined when it is. */
export function versionProblem(version: string): string | undefined {
  return version.length <= 63 && dnsLabel.test(version)
    ? undefined
    : `"${version}" is not a DNS label (lower-case letters, digits and "-", starting with a letter)`;
}
