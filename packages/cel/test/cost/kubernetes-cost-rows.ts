/**
 * The rows of apiserver `pkg/cel/library/cost_test.go`: expression, estimated [min, max] cost, runtime cost.
 * `kubernetes-cost.test.ts` checks the estimates, `eval/kubernetes/runtime-cost.test.ts` the runtime costs.
 */
/** One row: expression, estimated [min, max], runtime cost (recorded only). */
export type Row = readonly [expr: string, min: number, max: number, runtime: number];

const intList = "[1, 2, 3, 4, 5]";
const uintList = "[uint(1), uint(2), uint(3), uint(4), uint(5)]";
const doubleList = "[1.0, 2.0, 3.0, 4.0, 5.0]";
const boolList = "[false, true, false, true, false]";
const stringList = "['012345678901', '012345678901', '012345678901', '012345678901', '012345678901']";
const bytesList =
  "[bytes('012345678901'), bytes('012345678901'), bytes('012345678901'), bytes('012345678901'), bytes('012345678901')]";
const durationList = "[duration('1s'), duration('2s'), duration('3s'), duration('4s'), duration('5s')]";
const timestampList =
  "[timestamp('2011-01-01T00:00:00.000+01:00'), timestamp('2011-01-02T00:00:00.000+01:00'), " +
  "timestamp('2011-01-03T00:00:00.000+01:00'), timestamp('2011-01-04T00:00:00.000+01:00'), " +
  "timestamp('2011-01-05T00:00:00.000+01:00')]";
const stringLiteral = "'01234567890123456789012345678901234567890123456789'";

/** TestListsCost. */
const listsRows: Row[] = [
  ...[
    [intList, 15, 15, 15],
    [uintList, 20, 20, 20],
    [doubleList, 15, 15, 15],
    [durationList, 20, 20, 20],
  ].map(([l, min, max, rt]) => [`${String(l)}.sum()`, Number(min), Number(max), Number(rt)] as const),
  ...[".isSorted()", ".max()", ".min()"].flatMap((op) =>
    (
      [
        [intList, 15, 15, 15],
        [uintList, 20, 20, 20],
        [doubleList, 15, 15, 15],
        [boolList, 15, 15, 15],
        [stringList, 15, 25, 15],
        [bytesList, 25, 35, 25],
        [durationList, 20, 20, 20],
        [timestampList, 20, 20, 20],
      ] as const
    ).map(([l, min, max, rt]): Row => [`${l}${op}`, min, max, rt]),
  ),
];

/** TestIndexOfCost and TestIncludesCost. */
const elementParams = [
  [intList, "3", 15, 15, 15],
  [uintList, "uint(3)", 21, 21, 21],
  [doubleList, "3.0", 15, 15, 15],
  [boolList, "true", 15, 15, 15],
  [stringList, "'x'", 15, 25, 15],
  [bytesList, "bytes('x')", 26, 36, 26],
  [durationList, "duration('3s')", 21, 21, 21],
  [timestampList, "timestamp('2011-01-03T00:00:00.000+01:00')", 21, 21, 21],
] as const;
const indexOfRows: Row[] = [".indexOf(%s)", ".lastIndexOf(%s)"].flatMap((op) => [
  ...elementParams.map(([l, p, min, max, rt]): Row => [l + op.replace("%s", p), min, max, rt]),
  [stringLiteral + op.replace("%s", "'123'"), 5, 5, 5],
]);
const includesRows: Row[] = [
  ...elementParams.map(([l, p, min, max, rt]): Row => [`${l}.includes(${p})`, min, max, rt]),
  [`${stringLiteral}.includes('123')`, 50, 50, 5],
];

/** TestURLsCost. */
const urlRows: Row[] = [
  ...[".getScheme()", ".getHostname()", ".getHost()", ".getPort()", ".getEscapedPath()", ".getQuery()"].map(
    (op): Row => [`url('https:://kubernetes.io/')${op}`, 4, 4, 4],
  ),
  ["url('https:://kubernetes.io/') == url('https:://kubernetes.io/')", 7, 9, 7],
  ["url('https:://kubernetes.io/') == url('http://x.b')", 5, 5, 5],
];

/** TestIPCost: base costs 2 (IPv4) and 4 (IPv6). */
const ipRows: Row[] = (
  [
    ["ip('192.168.0.1')", 2],
    ["ip('2001:db8:3333:4444:5555:6666:7777:8888')", 4],
  ] as const
).flatMap(([ip, base]): Row[] => [
  [ip, base, base, base],
  ...[
    ".family()",
    ".isUnspecified()",
    ".isLoopback()",
    ".isLinkLocalMulticast()",
    ".isLinkLocalUnicast()",
    ".isGlobalUnicast()",
  ].map((op): Row => [ip + op, base + 1, base + 1, base + 1]),
  [`${ip} == ip('192.168.0.1')`, base + 3, base + 3, base + 3],
]);

/** TestIPIsCanonicalCost. */
const ipCanonicalRows: Row[] = [
  ["ip.isCanonical('192.168.0.1')", 3, 3, 3],
  ["ip.isCanonical('2001:db8:3333:4444:5555:6666:7777:8888')", 8, 8, 8],
  ["ip.isCanonical('2001:db8::abcd')", 3, 3, 3],
];

/** TestCIDRCost: both bases are 2; [op, +min, +max, +runtime]. */
const cidrCommon = [
  ["", 0, 0, 0],
  [".ip()", 1, 1, 1],
  [".prefixLength()", 1, 1, 1],
  [".masked()", 1, 1, 1],
  [" == cidr('2001:db8::/32')", 3, 3, 3],
] as const;
const cidrV4 = [
  ...cidrCommon,
  [".containsCIDR(cidr('192.0.0.0/30'))", 5, 9, 5],
  [".containsCIDR(cidr('192.168.0.0/16'))", 5, 9, 5],
  [".containsCIDR('192.0.0.0/30')", 5, 9, 5],
  [".containsCIDR('192.168.0.0/16')", 5, 9, 5],
  [".containsIP(ip('192.0.0.1'))", 2, 5, 2],
  [".containsIP(ip('192.169.0.1'))", 3, 6, 3],
  [".containsIP(ip('192.169.169.250'))", 3, 6, 3],
  [".containsIP('192.0.0.1')", 2, 5, 2],
  [".containsIP('192.169.0.1')", 3, 6, 3],
] as const;
const cidrV6 = [
  ...cidrCommon,
  [".containsCIDR(cidr('2001:db8::/126'))", 5, 9, 5],
  [".containsCIDR(cidr('2001:db8::/32'))", 5, 9, 5],
  [".containsCIDR('2001:db8::/126')", 5, 9, 5],
  [".containsCIDR('2001:db8::/32')", 5, 9, 5],
  [".containsIP(ip('2001:db8:3333:4444:5555:6666:7777:8888'))", 5, 8, 5],
  [".containsIP(ip('2001:db8::1'))", 3, 6, 3],
  [".containsIP('2001:db8:3333:4444:5555:6666:7777:8888')", 5, 8, 5],
  [".containsIP('2001:db8::1')", 3, 6, 3],
] as const;
const cidrRows: Row[] = [
  ...cidrV4.map(([op, dmin, dmax, drt]): Row => [`cidr('192.168.0.0/16')${op}`, 2 + dmin, 2 + dmax, 2 + drt]),
  ...cidrV6.map(([op, dmin, dmax, drt]): Row => [`cidr('2001:db8::/32')${op}`, 2 + dmin, 2 + dmax, 2 + drt]),
];

/** TestStringLibrary. */
const stringRows: Row[] = [
  ["'ABCDEFGHIJ abcdefghij'.lowerAscii()", 3, 3, 3],
  ["'ABCDEFGHIJ abcdefghij'.lowerAscii() == 'abcdefghij ABCDEFGHIJ'.lowerAscii()", 7, 9, 9],
  ["'ABCDEFGHIJ abcdefghij'.upperAscii()", 3, 3, 3],
  ["'ABCDEFGHIJ abcdefghij'.upperAscii() == 'abcdefghij ABCDEFGHIJ'.upperAscii()", 7, 9, 9],
  ["strings.quote('ABCDEFGHIJ abcdefghij')", 3, 3, 3],
  ["strings.quote('ABCDEFGHIJ abcdefghij') == strings.quote('ABCDEFGHIJ abcdefghij')", 7, 11, 9],
  ["'abc 123 def 123'.replace('123', '456')", 3, 3, 3],
  ["'abc 123 def 123'.replace('', 'x')", 3, 3, 3],
  ["'abc 123 def 123'.replace('123', '')", 3, 3, 3],
  ["'abc 123 def 123'.replace('123', '456', 1)", 3, 3, 3],
  ["'abc 123 def 123'.split(' ')", 3, 3, 3],
  ["'abc 123 def 123'.split(' ', 1)", 3, 3, 3],
  ["'abc 123 def 123'.substring(5)", 2, 2, 2],
  ["'abc 123 def 123'.substring(5, 8)", 2, 2, 2],
  ["'  abc 123 def 123  '.trim()", 2, 2, 2],
  ["['aa', 'bb', 'cc', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].join(' ')", 11, 23, 15],
  ["['aa', 'bb', 'cc', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].join()", 10, 22, 13],
  ["'abc 123 def 123'.find('123')", 2, 2, 2],
  ["'abc 123 def 123'.findAll('123')", 2, 2, 2],
  ["'abc 123 def 123'.findAll('123', 1)", 2, 2, 2],
  ["jsonpatch.escapeKey('abc/def~ abc/def~')", 2, 2, 2],
];

/** TestAuthzLibrary. */
const resourceCheck =
  "authorizer.group('apps').resource('deployments').subresource('status').namespace('test').name('backend')";
const selector = "('spec.nodeName=example-node-name.fully.qualified.domain.name.example.com')";
const authzRows: Row[] = [
  ["authorizer.path('/healthz')", 2, 2, 2],
  [resourceCheck, 6, 6, 6],
  [`authorizer.group('').resource('pods').fieldSelector${selector}`, 1821, 1821, 1821],
  [`authorizer.group('').resource('pods').labelSelector${selector}`, 1821, 1821, 1821],
  ["authorizer.path('/healthz').check('get').allowed()", 350003, 350003, 350003],
  [`${resourceCheck}.check('create').allowed()`, 350007, 350007, 350007],
  [`${resourceCheck}.check('create').errored()`, 350007, 350007, 350007],
  [`${resourceCheck}.check('create').error()`, 350007, 350007, 350007],
];

/** TestQuantityCost. */
const quantityRows: Row[] = [
  [`quantity("12Mi")`, 1, 1, 1],
  [`isQuantity("20")`, 1, 1, 1],
  [`isQuantity("20M")`, 1, 1, 1],
  [`quantity("200M") == quantity("200M")`, 3, 3, 3],
  [`quantity("200M") == quantity("0.2G") && quantity("0.2G") == quantity("200M")`, 3, 6, 6],
  [
    `quantity("2M") == quantity("0.002G") && quantity("2000k") == quantity("2M") && quantity("0.002G") == quantity("2000k")`,
    3,
    9,
    9,
  ],
  [`quantity("50M").isLessThan(quantity("50Mi"))`, 3, 3, 3],
  [`quantity("50Mi").isGreaterThan(quantity("50M"))`, 3, 3, 3],
  [`quantity("200M").compareTo(quantity("0.2G")) > 0`, 4, 4, 4],
  [`quantity("50k").add(quantity("20")) == quantity("50.02k")`, 5, 5, 5],
  [`quantity("50k").sub(quantity("20")) == quantity("49.98k")`, 5, 5, 5],
  [`quantity("50k").sub(20) == quantity("49980")`, 4, 4, 4],
  [`quantity("50k").add(20).sub(quantity("100k")).asInteger() > 0`, 6, 6, 6],
  [`quantity("50k").add(20).sub(quantity("100k")).sub(-50000).asInteger() > 0`, 7, 7, 7],
  [`quantity("50k").asInteger() > 0`, 3, 3, 3],
  [`quantity("50").isInteger()`, 2, 2, 2],
  [`quantity("50.703k").asApproximateFloat() > 0.0`, 3, 3, 3],
];

/** TestNameFormatCost. */
const formatRows: Row[] = [
  [`format.named("dns1123subdomain")`, 1, 1, 1],
  [`format.named("dns1123Subdomain").value().validate("my-name")`, 34, 34, 17],
  [`format.named("dns1123Label").value().validate("my-name")`, 34, 34, 10],
  [`format.named("dns1123Label").value() == format.named("dns1123Label").value()`, 5, 11, 5],
];

/** TestSetsCost (estimate and runtime agree in every row). */
const setsRows: Row[] = (
  [
    [`sets.contains([], [])`, 21],
    [`sets.contains([1], [])`, 21],
    [`sets.contains([1], [1])`, 22],
    [`sets.contains([1], [1, 1])`, 23],
    [`sets.contains([1, 1], [1])`, 23],
    [`sets.contains([2, 1], [1])`, 23],
    [`sets.contains([1, 2, 3, 4], [2, 3])`, 29],
    [`sets.contains([1], [1.0, 1])`, 23],
    [`sets.contains([1, 2], [2u, 2.0])`, 25],
    [`sets.contains([1, 2u], [2, 2.0])`, 25],
    [`sets.contains([1, 2.0, 3u], [1.0, 2u, 3])`, 30],
    [`sets.contains([[1], [2, 3]], [[2, 3.0]])`, 53],
    [`!sets.contains([1], [2])`, 23],
    [`!sets.contains([1], [1, 2])`, 24],
    [`!sets.contains([1], ["1", 1])`, 24],
    [`!sets.contains([1], [1.1, 1u])`, 24],
    [`sets.equivalent([], [])`, 21],
    [`sets.equivalent([1], [1])`, 23],
    [`sets.equivalent([1], [1, 1])`, 25],
    [`sets.equivalent([1, 1], [1])`, 25],
    [`sets.equivalent([1], [1u, 1.0])`, 25],
    [`sets.equivalent([1, 2, 3], [3u, 2.0, 1])`, 39],
    [`sets.equivalent([[1.0], [2, 3]], [[1], [2, 3.0]])`, 69],
    [`!sets.equivalent([2, 1], [1])`, 26],
    [`!sets.equivalent([1], [1, 2])`, 26],
    [`!sets.equivalent([1, 2], [2u, 2, 2.0])`, 34],
    [`!sets.equivalent([1, 2], [1u, 2, 2.3])`, 34],
    [`sets.intersects([1], [1])`, 22],
    [`sets.intersects([1], [1, 1])`, 23],
    [`sets.intersects([1, 1], [1])`, 23],
    [`sets.intersects([2, 1], [1])`, 23],
    [`sets.intersects([1], [1, 2])`, 23],
    [`sets.intersects([1], [1.0, 2])`, 23],
    [`sets.intersects([1, 2], [2u, 2, 2.0])`, 27],
    [`sets.intersects([1, 2], [1u, 2, 2.3])`, 27],
    [`sets.intersects([[1], [2, 3]], [[1, 2], [2, 3.0]])`, 65],
    [`!sets.intersects([], [])`, 22],
    [`!sets.intersects([1], [])`, 22],
    [`!sets.intersects([1], [2])`, 23],
    [`!sets.intersects([1], ["1", 2])`, 24],
    [`!sets.intersects([1], [1.1, 2u])`, 24],
  ] as const
).map(([e, c]): Row => [e, c, c, c]);

/** TestSemverCost. */
const semverRows: Row[] = [
  [`semver("1.0.0")`, 1, 1, 1],
  [`semver("1234.56789012345.67890123456789")`, 4, 4, 4],
  [`isSemver("1.0.0")`, 1, 1, 1],
  [`isSemver("1234.56789012345.67890123456789")`, 4, 4, 4],
  [`semver("1.2.3").major()`, 2, 2, 2],
  [`semver("1.2.3").minor()`, 2, 2, 2],
  [`semver("1.2.3").patch()`, 2, 2, 2],
  [`semver("1.0.0").isLessThan(semver("1.1.0"))`, 3, 3, 3],
  [`semver("1.1.0").isGreaterThan(semver("1.0.0"))`, 3, 3, 3],
  [`semver("1.0.0").compareTo(semver("1.2.3"))`, 3, 3, 3],
];

/** TestTwoVariableComprehensionCost. */
const twoVarRows: Row[] = [
  [`{'a': 1, 'b': 2}.all(k, v, v > 0)`, 37, 41, 41],
  [`{'a': 1, 'b': 2}.exists(k, v, v > 0)`, 39, 43, 40],
  [`{'a': 1, 'b': 2}.existsOne(k, v, v > 0)`, 38, 40, 40],
  [`{'a': 1, 'b': 2}.transformMap(k, v, v + 1)`, 71, 71, 71],
  [`{'a': 1, 'b': 2}.transformMap(k, v, v < 5, v + 1)`, 67, 75, 75],
  [`{'a': 1, 'b': 2}.transformMapEntry(k, v, {k: v + 1})`, 131, 131, 131],
  [`{'a': 1, 'b': 2}.transformMapEntry(k, v, v < 5, {k: v + 1})`, 67, 135, 135],
  [`[1, 2].all(i, v, v > 0)`, 17, 21, 21],
  [`[1, 2].exists(i, v, v > 0)`, 19, 23, 20],
  [`[1, 2].existsOne(i, v, v > 0)`, 18, 20, 20],
  [`[1, 2].transformList(i, v, v + 1)`, 49, 49, 49],
  [`[1, 2].transformList(i, v, v < 5, v + 1)`, 27, 53, 53],
];

export const tables: Readonly<Record<string, readonly Row[]>> = {
  TestListsCost: listsRows,
  TestIndexOfCost: indexOfRows,
  TestIncludesCost: includesRows,
  TestURLsCost: urlRows,
  TestIPCost: ipRows,
  TestIPIsCanonicalCost: ipCanonicalRows,
  TestCIDRCost: cidrRows,
  TestStringLibrary: stringRows,
  TestAuthzLibrary: authzRows,
  TestQuantityCost: quantityRows,
  TestNameFormatCost: formatRows,
  TestSetsCost: setsRows,
  TestSemverCost: semverRows,
  TestTwoVariableComprehensionCost: twoVarRows,
};
