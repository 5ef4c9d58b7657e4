// Generated from apiserver pkg/cel/library/cidr_test.go (24a394e5): every case that compiles, with the Go
// source of its expected value (`result`) or its runtime error (text or pattern).
export const cidrCases = [
  {
    expr: 'cidr("192.168.0.0/24")',
    result: "apiservercel.CIDR{Prefix: ipv4CIDR}",
  },
  {
    expr: 'cidr("192.168.0.0/")',
    expectRuntimeErr:
      'network address parse error during conversion from string: network address parse error during conversion from string: netip.ParsePrefix("192.168.0.0/"): bad bits after slash: ""',
  },
  {
    expr: 'cidr("192.168.0.0/24").containsIP(ip("192.168.0.1"))',
    result: "trueVal",
  },
  {
    expr: 'cidr("192.168.0.0/24").containsIP(ip("192.168.1.1"))',
    result: "falseVal",
  },
  {
    expr: 'cidr("192.168.0.0/24").containsIP("192.168.0.1")',
    result: "trueVal",
  },
  {
    expr: 'cidr("192.168.0.0/24").containsIP("192.168.1.1")',
    result: "falseVal",
  },
  {
    expr: 'cidr("192.168.0.0/24").containsCIDR(cidr("192.168.0.0/25"))',
    result: "trueVal",
  },
  {
    expr: 'cidr("192.168.0.0/24").containsCIDR(cidr("192.168.0.1/32"))',
    result: "trueVal",
  },
  {
    expr: 'cidr("192.168.0.0/24").containsCIDR(cidr("192.168.0.0/23"))',
    result: "falseVal",
  },
  {
    expr: 'cidr("192.168.0.0/24").containsCIDR(cidr("192.169.0.1/32"))',
    result: "falseVal",
  },
  {
    expr: 'cidr("192.168.0.0/24").containsCIDR("192.168.0.0/25")',
    result: "trueVal",
  },
  {
    expr: 'cidr("192.168.0.0/24").containsCIDR("192.168.0.0/23")',
    result: "falseVal",
  },
  {
    expr: 'cidr("192.168.0.0/24").ip()',
    result: "apiservercel.IP{Addr: ipv4Addr}",
  },
  {
    expr: 'cidr("192.168.0.0/24").masked()',
    result: "apiservercel.CIDR{Prefix: netip.PrefixFrom(ipv4Addr, 24)}",
  },
  {
    expr: 'cidr("192.168.0.1/24").masked()',
    result: "apiservercel.CIDR{Prefix: netip.PrefixFrom(ipv4Addr, 24)}",
  },
  {
    expr: 'cidr("192.168.0.0/24").prefixLength()',
    result: "types.Int(24)",
  },
  {
    expr: 'cidr("2001:db8::/32")',
    result: "apiservercel.CIDR{Prefix: ipv6CIDR}",
  },
  {
    expr: 'cidr("2001:db8::/")',
    expectRuntimeErr:
      'network address parse error during conversion from string: network address parse error during conversion from string: netip.ParsePrefix("2001:db8::/"): bad bits after slash: ""',
  },
  {
    expr: 'cidr("2001:db8::/32").containsIP(ip("2001:db8::1"))',
    result: "trueVal",
  },
  {
    expr: 'cidr("2001:db8::/32").containsIP(ip("2001:dc8::1"))',
    result: "falseVal",
  },
  {
    expr: 'cidr("2001:db8::/32").containsIP("2001:db8::1")',
    result: "trueVal",
  },
  {
    expr: 'cidr("2001:db8::/32").containsIP("2001:dc8::1")',
    result: "falseVal",
  },
  {
    expr: 'cidr("2001:db8::/32").containsCIDR(cidr("2001:db8::/33"))',
    result: "trueVal",
  },
  {
    expr: 'cidr("2001:db8::/32").containsCIDR(cidr("2001:db8::/31"))',
    result: "falseVal",
  },
  {
    expr: 'cidr("2001:db8::/32").containsCIDR("2001:db8::/33")',
    result: "trueVal",
  },
  {
    expr: 'cidr("2001:db8::/32").containsCIDR("2001:db8::/31")',
    result: "falseVal",
  },
  {
    expr: 'cidr("2001:db8::/32").ip()',
    result: "apiservercel.IP{Addr: ipv6Addr}",
  },
  {
    expr: 'cidr("2001:db8::/32").masked()',
    result: "apiservercel.CIDR{Prefix: netip.PrefixFrom(ipv6Addr, 32)}",
  },
  {
    expr: 'cidr("2001:db8:1::/32").masked()',
    result: "apiservercel.CIDR{Prefix: netip.PrefixFrom(ipv6Addr, 32)}",
  },
  {
    expr: 'cidr("2001:db8::/32").prefixLength()',
    result: "types.Int(32)",
  },
  {
    expr: 'string(cidr("192.168.0.0/24"))',
    result: 'types.String("192.168.0.0/24")',
  },
  {
    expr: 'type(cidr("192.168.0.0/24")) == net.CIDR',
    result: "trueVal",
  },
] as const;
