/** apiserver `pkg/cel/library/cidr.go` (`library.CIDR()`): `cidr()`, `isCIDR()` and the `net.CIDR` methods. */
import { celTypes as t } from "../../common/types.js";
import { functionDecl, globalOverload, memberOverload, typeVariable } from "../decls.js";
import { type KubernetesLibrary, kubernetesLibrary } from "./library.js";
import { cidrType, ipType } from "./types.js";

export function kubernetesCidrLibrary(): KubernetesLibrary {
  // `CompileOptions` starts with `cel.Types(apiservercel.CIDRType)` (only that one).
  return kubernetesLibrary(
    "kubernetes.net.cidr",
    [cidrType, ipType],
    [typeVariable(cidrType)],
    [
      functionDecl("cidr", [globalOverload("string_to_cidr", [t.string], cidrType)]),
      functionDecl("containsIP", [
        memberOverload("cidr_contains_ip_string", [cidrType, t.string], t.bool),
        memberOverload("cidr_contains_ip_ip", [cidrType, ipType], t.bool),
      ]),
      functionDecl("containsCIDR", [
        memberOverload("cidr_contains_cidr_string", [cidrType, t.string], t.bool),
        memberOverload("cidr_contains_cidr", [cidrType, cidrType], t.bool),
      ]),
      functionDecl("ip", [memberOverload("cidr_ip", [cidrType], ipType)]),
      functionDecl("prefixLength", [memberOverload("cidr_prefix_length", [cidrType], t.int)]),
      functionDecl("masked", [memberOverload("cidr_masked", [cidrType], cidrType)]),
      functionDecl("isCIDR", [globalOverload("is_cidr", [t.string], t.bool)]),
      functionDecl("string", [globalOverload("cidr_to_string", [cidrType], t.string)]),
    ],
  );
}
