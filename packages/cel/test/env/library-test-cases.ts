// Generated from apiserver pkg/cel/library/{cidr,ip,quantity,format,semver}_test.go (24a394e5): every case's
// expression, with the compile error pattern where the case expects one.
export const libraryTestCases = {
  cidr: [
    {
      expr: 'cidr("192.168.0.0/24")',
    },
    {
      expr: 'cidr("192.168.0.0/")',
    },
    {
      expr: 'cidr("192.168.0.0/24").containsIP(ip("192.168.0.1"))',
    },
    {
      expr: 'cidr("192.168.0.0/24").containsIP(ip("192.168.1.1"))',
    },
    {
      expr: 'cidr("192.168.0.0/24").containsIP("192.168.0.1")',
    },
    {
      expr: 'cidr("192.168.0.0/24").containsIP("192.168.1.1")',
    },
    {
      expr: 'cidr("192.168.0.0/24").containsCIDR(cidr("192.168.0.0/25"))',
    },
    {
      expr: 'cidr("192.168.0.0/24").containsCIDR(cidr("192.168.0.1/32"))',
    },
    {
      expr: 'cidr("192.168.0.0/24").containsCIDR(cidr("192.168.0.0/23"))',
    },
    {
      expr: 'cidr("192.168.0.0/24").containsCIDR(cidr("192.169.0.1/32"))',
    },
    {
      expr: 'cidr("192.168.0.0/24").containsCIDR("192.168.0.0/25")',
    },
    {
      expr: 'cidr("192.168.0.0/24").containsCIDR("192.168.0.0/23")',
    },
    {
      expr: 'cidr("192.168.0.0/24").ip()',
    },
    {
      expr: 'cidr("192.168.0.0/24").masked()',
    },
    {
      expr: 'cidr("192.168.0.1/24").masked()',
    },
    {
      expr: 'cidr("192.168.0.0/24").prefixLength()',
    },
    {
      expr: 'cidr("2001:db8::/32")',
    },
    {
      expr: 'cidr("2001:db8::/")',
    },
    {
      expr: 'cidr("2001:db8::/32").containsIP(ip("2001:db8::1"))',
    },
    {
      expr: 'cidr("2001:db8::/32").containsIP(ip("2001:dc8::1"))',
    },
    {
      expr: 'cidr("2001:db8::/32").containsIP("2001:db8::1")',
    },
    {
      expr: 'cidr("2001:db8::/32").containsIP("2001:dc8::1")',
    },
    {
      expr: 'cidr("2001:db8::/32").containsCIDR(cidr("2001:db8::/33"))',
    },
    {
      expr: 'cidr("2001:db8::/32").containsCIDR(cidr("2001:db8::/31"))',
    },
    {
      expr: 'cidr("2001:db8::/32").containsCIDR("2001:db8::/33")',
    },
    {
      expr: 'cidr("2001:db8::/32").containsCIDR("2001:db8::/31")',
    },
    {
      expr: 'cidr("2001:db8::/32").ip()',
    },
    {
      expr: 'cidr("2001:db8::/32").masked()',
    },
    {
      expr: 'cidr("2001:db8:1::/32").masked()',
    },
    {
      expr: 'cidr("2001:db8::/32").prefixLength()',
    },
    {
      expr: 'string(cidr("192.168.0.0/24"))',
    },
    {
      expr: 'type(cidr("192.168.0.0/24")) == net.CIDR',
    },
  ],
  ip: [
    {
      expr: 'ip("192.168.0.1")',
    },
    {
      expr: 'ip("192.168.0.1.0")',
    },
    {
      expr: 'isIP("192.168.0.1")',
    },
    {
      expr: 'isIP("192.168.0.1.0")',
    },
    {
      expr: 'ip.isCanonical("127.0.0.1")',
    },
    {
      expr: 'ip.isCanonical("127.0.0.1.0")',
    },
    {
      expr: 'ip("192.168.0.1").family()',
    },
    {
      expr: 'ip("0.0.0.0").isUnspecified()',
    },
    {
      expr: 'ip("127.0.0.1").isUnspecified()',
    },
    {
      expr: 'ip("127.0.0.1").isLoopback()',
    },
    {
      expr: 'ip("1.2.3.4").isLoopback()',
    },
    {
      expr: 'ip("224.0.0.1").isLinkLocalMulticast()',
    },
    {
      expr: 'ip("224.0.1.1").isLinkLocalMulticast()',
    },
    {
      expr: 'ip("169.254.169.254").isLinkLocalUnicast()',
    },
    {
      expr: 'ip("192.168.0.1").isLinkLocalUnicast()',
    },
    {
      expr: 'ip("192.168.0.1").isGlobalUnicast()',
    },
    {
      expr: 'ip("255.255.255.255").isGlobalUnicast()',
    },
    {
      expr: 'ip("2001:db8::68")',
    },
    {
      expr: 'ip("2001:db8:::68")',
    },
    {
      expr: 'isIP("2001:db8::68")',
    },
    {
      expr: 'isIP("2001:db8:::68")',
    },
    {
      expr: 'ip.isCanonical("2001:db8::68")',
    },
    {
      expr: 'ip.isCanonical("2001:DB8::68")',
    },
    {
      expr: 'ip.isCanonical("2001:db8:::68")',
    },
    {
      expr: 'ip("2001:db8::68").family()',
    },
    {
      expr: 'ip("::").isUnspecified()',
    },
    {
      expr: 'ip("::1").isUnspecified()',
    },
    {
      expr: 'ip("::1").isLoopback()',
    },
    {
      expr: 'ip("2001:db8::abcd").isLoopback()',
    },
    {
      expr: 'ip("ff02::1").isLinkLocalMulticast()',
    },
    {
      expr: 'ip("fd00::1").isLinkLocalMulticast()',
    },
    {
      expr: 'ip("fe80::1").isLinkLocalUnicast()',
    },
    {
      expr: 'ip("fd80::1").isLinkLocalUnicast()',
    },
    {
      expr: 'ip("2001:db8::abcd").isGlobalUnicast()',
    },
    {
      expr: 'ip("ff00::1").isGlobalUnicast()',
    },
    {
      expr: 'isIP(cidr("192.168.0.0/24"))',
      compileError: "found no matching overload for 'isIP' applied to '\\(net.CIDR\\)'",
    },
    {
      expr: 'string(ip("192.168.0.1"))',
    },
    {
      expr: 'type(ip("192.168.0.1")) == net.IP',
    },
  ],
  quantity: [
    {
      expr: 'quantity("12Mi")',
    },
    {
      expr: 'quantity("10Mo")',
    },
    {
      expr: 'quantity("10Mm")',
    },
    {
      expr: 'isQuantity("20")',
    },
    {
      expr: 'isQuantity("20M")',
    },
    {
      expr: 'isQuantity("20Mi")',
    },
    {
      expr: 'isQuantity("20Mo")',
    },
    {
      expr: 'isQuantity("10Mm")',
    },
    {
      expr: "isQuantity([1, 2, 3])",
      compileError: "found no matching overload for 'isQuantity' applied to.*",
    },
    {
      expr: 'quantity("200M") == quantity("200M")',
    },
    {
      expr: 'quantity("200M") == quantity("0.2G") && quantity("0.2G") == quantity("200M")',
    },
    {
      expr: 'quantity("2M") == quantity("0.002G") && quantity("2000k") == quantity("2M") && quantity("0.002G") == quantity("2000k")',
    },
    {
      expr: 'quantity("200M") == quantity("0.3G")',
    },
    {
      expr: 'quantity("50M").isLessThan(quantity("50Mi"))',
    },
    {
      expr: 'quantity("50M").isLessThan(quantity("100M"))',
    },
    {
      expr: 'quantity("100M").isLessThan(quantity("50M"))',
    },
    {
      expr: 'quantity("50Mi").isGreaterThan(quantity("50M"))',
    },
    {
      expr: 'quantity("150Mi").isGreaterThan(quantity("100Mi"))',
    },
    {
      expr: 'quantity("50M").isGreaterThan(quantity("100M"))',
    },
    {
      expr: 'quantity("200M").compareTo(quantity("0.2G"))',
    },
    {
      expr: 'quantity("50M").compareTo(quantity("50Mi"))',
    },
    {
      expr: 'quantity("50Mi").compareTo(quantity("50M"))',
    },
    {
      expr: 'quantity("50k").add(quantity("20")) == quantity("50.02k")',
    },
    {
      expr: 'quantity("50k").add(20).isLessThan(quantity("50020"))',
    },
    {
      expr: 'quantity("50k").sub(quantity("20")) == quantity("49.98k")',
    },
    {
      expr: 'quantity("50k").sub(20) == quantity("49980")',
    },
    {
      expr: 'quantity("50k").add(20).sub(quantity("100k")).asInteger()',
    },
    {
      expr: 'quantity("50k").add(20).sub(quantity("100k")).sub(-50000).asInteger()',
    },
    {
      expr: 'quantity("50k").asInteger()',
    },
    {
      expr: 'quantity("9999999999999999999999999999999999999G").asInteger()',
    },
    {
      expr: 'quantity("9999999999999999999999999999999999999G").isInteger()',
    },
    {
      expr: 'quantity("50").isInteger()',
    },
    {
      expr: 'quantity("50.703k").asApproximateFloat()',
    },
    {
      expr: '[quantity("9999999999999999999999999999999999999")].all(x, x.add(quantity("1")).compareTo(x.add(quantity("2"))) == -1)',
    },
  ],
  format: [
    {
      expr: 'format.dns1123Label().validate("my-label-name")',
    },
    {
      expr: 'format.dns1123Subdomain().validate("apiextensions.k8s.io")',
    },
    {
      expr: 'format.qualifiedName().validate("apiextensions.k8s.io/v1beta1")',
    },
    {
      expr: 'format.dns1123LabelPrefix().validate("my-label-prefix-")',
    },
    {
      expr: 'format.dns1123SubdomainPrefix().validate("mysubdomain.prefix.-")',
    },
    {
      expr: 'format.dns1035LabelPrefix().validate("my-label-prefix-")',
    },
    {
      expr: 'format.uri().validate("http://example.com")',
    },
    {
      expr: 'format.uuid().validate("123e4567-e89b-12d3-a456-426614174000")',
    },
    {
      expr: 'format.byte().validate("aGVsbG8=")',
    },
    {
      expr: 'format.date().validate("2021-01-01")',
    },
    {
      expr: 'format.datetime().validate("2021-01-01T00:00:00Z")',
    },
    {
      expr: 'format.dns1123Label().validate("contains a space")',
    },
    {
      expr: 'format.dns1123Subdomain().validate("contains a space")',
    },
    {
      expr: 'format.dns1035Label().validate("contains a space")',
    },
    {
      expr: 'format.qualifiedName().validate("contains a space")',
    },
    {
      expr: 'format.dns1123LabelPrefix().validate("contains a space-")',
    },
    {
      expr: 'format.dns1123SubdomainPrefix().validate("contains a space-")',
    },
    {
      expr: 'format.dns1035LabelPrefix().validate("contains a space-")',
    },
    {
      expr: 'format.dns1123Label().validate("my-label-name")',
    },
    {
      expr: 'format.dns1123Subdomain().validate("example.com")',
    },
    {
      expr: 'format.dns1035Label().validate("my-label-name")',
    },
    {
      expr: 'format.qualifiedName().validate("my.name")',
    },
    {
      expr: 'format.byte().validate("aGVsbG8=")',
    },
    {
      expr: 'format.byte().validate("aGVsbG8")',
    },
    {
      expr: 'format.date().validate("2020-01-01")',
    },
    {
      expr: 'format.date().validate("2020-01-32")',
    },
    {
      expr: 'format.datetime().validate("2020-01-01T00:00:00Z")',
    },
    {
      expr: 'format.datetime().validate("2020-01-32T00:00:00Z")',
    },
    {
      expr: 'format.named("unknown").hasValue()',
    },
    {
      expr: 'format.labelValue().validate("my-cool-label-Value")',
    },
    {
      expr: 'format.labelValue().validate("my-cool-label-Value!!\\n\\n!!!")',
    },
  ],
  semver: [
    {
      expr: 'semver("1.2.3")',
      version: 0,
    },
    {
      expr: 'semver("v1.0")',
      version: 0,
    },
    {
      expr: 'isSemver("1.2.3-beta.1+build.1")',
      version: 0,
    },
    {
      expr: 'isSemver("")',
      version: 0,
    },
    {
      expr: 'isSemver("v1.0.0")',
      version: 0,
    },
    {
      expr: 'isSemver(" 1.0.0")',
      version: 0,
    },
    {
      expr: 'isSemver("1. 0.0")',
      version: 0,
    },
    {
      expr: 'isSemver("1.0.0 ")',
      version: 0,
    },
    {
      expr: 'isSemver("01.01.01")',
      version: 0,
    },
    {
      expr: 'isSemver("1")',
      version: 0,
    },
    {
      expr: 'isSemver("1.1")',
      version: 0,
    },
    {
      expr: 'isSemver("", true)',
      version: 1,
    },
    {
      expr: 'isSemver(" 1.0.0", true)',
      version: 1,
    },
    {
      expr: 'isSemver("1. 0.0", true)',
      version: 1,
    },
    {
      expr: 'isSemver("1.0.0 ", true)',
      version: 1,
    },
    {
      expr: 'isSemver("v1.0.0", true)',
      version: 1,
    },
    {
      expr: 'isSemver("01.01.01", true)',
      version: 1,
    },
    {
      expr: 'isSemver("1", true)',
      version: 1,
    },
    {
      expr: 'isSemver("1.1", true)',
      version: 1,
    },
    {
      expr: "isSemver([1, 2, 3])",
      compileError: "found no matching overload for 'isSemver' applied to.*",
      version: 0,
    },
    {
      expr: 'semver("v01.01", true) == semver("1.1.0")',
      version: 1,
    },
    {
      expr: 'semver("1.2.3") == semver("1.2.3")',
      version: 0,
    },
    {
      expr: 'semver("1.2.3") == semver("1.0.0")',
      version: 0,
    },
    {
      expr: 'semver("1.0.0").isLessThan(semver("1.2.3"))',
      version: 0,
    },
    {
      expr: 'semver("1.0.0").isLessThan(semver("1.0.0"))',
      version: 0,
    },
    {
      expr: 'semver("1.2.3").isGreaterThan(semver("1.0.0"))',
      version: 0,
    },
    {
      expr: 'semver("1.0.0").isGreaterThan(semver("1.0.0"))',
      version: 0,
    },
    {
      expr: 'semver("1.2.3").compareTo(semver("1.2.3"))',
      version: 0,
    },
    {
      expr: 'semver("1.0.0").compareTo(semver("1.2.3"))',
      version: 0,
    },
    {
      expr: 'semver("1.2.3").compareTo(semver("1.0.0"))',
      version: 0,
    },
    {
      expr: 'semver("1.2.3").major()',
      version: 0,
    },
    {
      expr: 'semver("1.2.3").minor()',
      version: 0,
    },
    {
      expr: 'semver("1.2.3").patch()',
      version: 0,
    },
  ],
} as const;
