// Generated from apiserver pkg/cel/library/ip_test.go (24a394e5): every case that compiles, with the Go
// source of its expected value (`result`) or its runtime error (text or pattern).
export const ipCases = [
  {
    expr: 'ip("192.168.0.1")',
    result: "apiservercel.IP{Addr: ipv4Addr}",
  },
  {
    expr: 'ip("192.168.0.1.0")',
    expectRuntimeErr:
      'IP Address "192.168.0.1.0" parse error during conversion from string: ParseAddr("192.168.0.1.0"): IPv4 address too long',
  },
  {
    expr: 'isIP("192.168.0.1")',
    result: "trueVal",
  },
  {
    expr: 'isIP("192.168.0.1.0")',
    result: "falseVal",
  },
  {
    expr: 'ip.isCanonical("127.0.0.1")',
    result: "trueVal",
  },
  {
    expr: 'ip.isCanonical("127.0.0.1.0")',
    expectRuntimeErr:
      'IP Address "127.0.0.1.0" parse error during conversion from string: ParseAddr("127.0.0.1.0"): IPv4 address too long',
  },
  {
    expr: 'ip("192.168.0.1").family()',
    result: "int4",
  },
  {
    expr: 'ip("0.0.0.0").isUnspecified()',
    result: "trueVal",
  },
  {
    expr: 'ip("127.0.0.1").isUnspecified()',
    result: "falseVal",
  },
  {
    expr: 'ip("127.0.0.1").isLoopback()',
    result: "trueVal",
  },
  {
    expr: 'ip("1.2.3.4").isLoopback()',
    result: "falseVal",
  },
  {
    expr: 'ip("224.0.0.1").isLinkLocalMulticast()',
    result: "trueVal",
  },
  {
    expr: 'ip("224.0.1.1").isLinkLocalMulticast()',
    result: "falseVal",
  },
  {
    expr: 'ip("169.254.169.254").isLinkLocalUnicast()',
    result: "trueVal",
  },
  {
    expr: 'ip("192.168.0.1").isLinkLocalUnicast()',
    result: "falseVal",
  },
  {
    expr: 'ip("192.168.0.1").isGlobalUnicast()',
    result: "trueVal",
  },
  {
    expr: 'ip("255.255.255.255").isGlobalUnicast()',
    result: "falseVal",
  },
  {
    expr: 'ip("2001:db8::68")',
    result: "apiservercel.IP{Addr: ipv6Addr}",
  },
  {
    expr: 'ip("2001:db8:::68")',
    expectRuntimeErr:
      'IP Address "2001:db8:::68" parse error during conversion from string: ParseAddr("2001:db8:::68"): each colon-separated field must have at least one digit (at ":68")',
  },
  {
    expr: 'isIP("2001:db8::68")',
    result: "trueVal",
  },
  {
    expr: 'isIP("2001:db8:::68")',
    result: "falseVal",
  },
  {
    expr: 'ip.isCanonical("2001:db8::68")',
    result: "trueVal",
  },
  {
    expr: 'ip.isCanonical("2001:DB8::68")',
    result: "falseVal",
  },
  {
    expr: 'ip.isCanonical("2001:db8:::68")',
    expectRuntimeErr:
      'IP Address "2001:db8:::68" parse error during conversion from string: ParseAddr("2001:db8:::68"): each colon-separated field must have at least one digit (at ":68")',
  },
  {
    expr: 'ip("2001:db8::68").family()',
    result: "int6",
  },
  {
    expr: 'ip("::").isUnspecified()',
    result: "trueVal",
  },
  {
    expr: 'ip("::1").isUnspecified()',
    result: "falseVal",
  },
  {
    expr: 'ip("::1").isLoopback()',
    result: "trueVal",
  },
  {
    expr: 'ip("2001:db8::abcd").isLoopback()',
    result: "falseVal",
  },
  {
    expr: 'ip("ff02::1").isLinkLocalMulticast()',
    result: "trueVal",
  },
  {
    expr: 'ip("fd00::1").isLinkLocalMulticast()',
    result: "falseVal",
  },
  {
    expr: 'ip("fe80::1").isLinkLocalUnicast()',
    result: "trueVal",
  },
  {
    expr: 'ip("fd80::1").isLinkLocalUnicast()',
    result: "falseVal",
  },
  {
    expr: 'ip("2001:db8::abcd").isGlobalUnicast()',
    result: "trueVal",
  },
  {
    expr: 'ip("ff00::1").isGlobalUnicast()',
    result: "falseVal",
  },
  {
    expr: 'string(ip("192.168.0.1"))',
    result: 'types.String("192.168.0.1")',
  },
  {
    expr: 'type(ip("192.168.0.1")) == net.IP',
    result: "trueVal",
  },
] as const;
