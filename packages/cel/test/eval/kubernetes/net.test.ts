/** apiserver `pkg/cel/library/ip_test.go` and `cidr_test.go`: values and runtime errors. */
import { describe, it } from "vitest";
import { kubernetesCidrLibrary } from "../../../src/decls/kubernetes/cidr.js";
import { kubernetesIpLibrary } from "../../../src/decls/kubernetes/ip.js";
import { CIDRValue, IPValue } from "../../../src/values/kubernetes-net.js";
import { parseAddr, parsePrefix } from "../../../src/values/netip.js";
import type { CelValue } from "../../../src/values/value.js";
import { cidrCases } from "./cidr-cases.js";
import { expectGoCase, goScalar, newEnv } from "./harness.js";
import { ipCases } from "./ip-cases.js";

const env = newEnv(
  ["kubernetes.net.ip", kubernetesIpLibrary()],
  ["kubernetes.net.cidr", kubernetesCidrLibrary()],
);

/** The Go tests' fixtures (`ipv4Addr`, `ipv6CIDR`, …) and result expressions. */
const resolve =
  (ips: Readonly<Record<string, string>>) =>
  (goResult: string): CelValue => {
    const scalar = goScalar(goResult);
    if (scalar !== undefined) return scalar;
    const fixed: Record<string, CelValue> = {
      int4: 4n,
      int6: 6n,
      "apiservercel.IP{Addr: ipv4Addr}": new IPValue(parseAddr(ips.ipv4Addr ?? "")),
      "apiservercel.IP{Addr: ipv6Addr}": new IPValue(parseAddr(ips.ipv6Addr ?? "")),
      "apiservercel.CIDR{Prefix: ipv4CIDR}": new CIDRValue(parsePrefix("192.168.0.0/24")),
      "apiservercel.CIDR{Prefix: ipv6CIDR}": new CIDRValue(parsePrefix("2001:db8::/32")),
      "apiservercel.CIDR{Prefix: netip.PrefixFrom(ipv4Addr, 24)}": new CIDRValue(
        parsePrefix("192.168.0.0/24"),
      ),
      "apiservercel.CIDR{Prefix: netip.PrefixFrom(ipv6Addr, 32)}": new CIDRValue(
        parsePrefix("2001:db8::/32"),
      ),
    };
    const v = fixed[goResult];
    if (v === undefined) throw new Error(`unknown Go result ${goResult}`);
    return v;
  };
/** `TestIP`'s and `TestCIDR`'s `ipv4Addr`/`ipv6Addr` differ. */
const ipFixtures = resolve({ ipv4Addr: "192.168.0.1", ipv6Addr: "2001:db8::68" });
const cidrFixtures = resolve({ ipv4Addr: "192.168.0.0", ipv6Addr: "2001:db8::" });

describe("ip_test.go", () => {
  it.each(ipCases)("$expr", (c) => {
    expectGoCase(env, c, ipFixtures);
  });
});

describe("cidr_test.go", () => {
  it.each(cidrCases)("$expr", (c) => {
    expectGoCase(env, c, cidrFixtures);
  });
});
