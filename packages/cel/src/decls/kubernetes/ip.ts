/** apiserver `pkg/cel/library/ip.go` (`library.IP()`): `ip()`, `isIP()`, `ip.isCanonical()` and the `net.IP` methods. */
import { celTypes as t } from "../../common/types.js";
import { functionDecl, globalOverload, memberOverload, typeVariable } from "../decls.js";
import { type KubernetesLibrary, kubernetesLibrary } from "./library.js";
import { ipType } from "./types.js";

export function kubernetesIpLibrary(): KubernetesLibrary {
  // `CompileOptions` starts with `cel.Types(apiservercel.IPType)`: `net.IP` is a type identifier.
  return kubernetesLibrary(
    "kubernetes.net.ip",
    [ipType],
    [typeVariable(ipType)],
    [
      functionDecl("ip", [globalOverload("string_to_ip", [t.string], ipType)]),
      functionDecl("family", [memberOverload("ip_family", [ipType], t.int)]),
      functionDecl("ip.isCanonical", [globalOverload("ip_is_canonical", [t.string], t.bool)]),
      functionDecl("isUnspecified", [memberOverload("ip_is_unspecified", [ipType], t.bool)]),
      functionDecl("isLoopback", [memberOverload("ip_is_loopback", [ipType], t.bool)]),
      functionDecl("isLinkLocalMulticast", [memberOverload("ip_is_link_local_multicast", [ipType], t.bool)]),
      functionDecl("isLinkLocalUnicast", [memberOverload("ip_is_link_local_unicast", [ipType], t.bool)]),
      functionDecl("isGlobalUnicast", [memberOverload("ip_is_global_unicast", [ipType], t.bool)]),
      functionDecl("isIP", [globalOverload("is_ip", [t.string], t.bool)]),
      functionDecl("string", [globalOverload("ip_to_string", [ipType], t.string)]),
    ],
  );
}
