/**
 * CRD rules over every function of the apiserver CEL libraries (quantity, format, semver, IP, CIDR, URL,
 * lists, authz), for the differential against the Kubernetes 1.35 API server (`harness.ts`). Arguments are
 * aimed at the edges the Go code branches on: quantity suffixes, exponents, int64 overflow and canonical
 * forms; names at their length limits and with bad characters for `format.*().validate`; semver with `v`,
 * leading zeros, short forms, pre-release and build parts, uint64 overflow; IPv4, IPv6, IPv4-mapped, zones,
 * leading zeros, prefixes beyond the address; URLs with userinfo, IPv6 hosts, ports, escapes and queries;
 * `lists` functions on every comparable and summable type, empty lists and mixed types through `dyn`. Values
 * reach the rules as literals and through `self` (string fields with size limits the estimator reads), with
 * wrong argument types through `dyn` (run-time errors) and as literals (compile errors), in NewExpressions or
 * StoredExpressions at compatibility versions 1.26 to 1.35.
 */
import fc from "fast-check";
import type { ValueSchema } from "../../src/values/unstructured.js";
import type { LibCase } from "./harness.js";

/** A CEL string literal of `s` (JSON escapes are CEL escapes; pools hold no lone surrogates). */
const lit = (s: string): string => JSON.stringify(s);

const quantityTexts = [
  "0",
  "1",
  "-1",
  "+1",
  "1.5",
  "-1.5",
  ".5",
  "1.",
  "0.1",
  "1m",
  "100m",
  "1500m",
  "-1500m",
  "1n",
  "1u",
  "0.5n",
  "1k",
  "1K",
  "1M",
  "1G",
  "1T",
  "1P",
  "1E",
  "1Ki",
  "1Mi",
  "1.5Gi",
  "0.5Gi",
  "1Ti",
  "1Pi",
  "1Ei",
  "8Ei",
  "16Ei",
  "1e3",
  "1E3",
  "1e-3",
  "1E-3",
  "5e-9",
  "1e18",
  "1e19",
  "1e308",
  "1e-308",
  "1.0000000001",
  "0.0001",
  "123456789012345678901234567890",
  "9223372036854775807",
  "9223372036854775808",
  "-9223372036854775808",
  "-9223372036854775809",
  "9223372036854775807m",
  "12e6",
  "",
  " 1",
  "1 ",
  "1e",
  "1ee3",
  "1Kii",
  "Ki",
  "--1",
  "1.2.3",
  "0x10",
  "1e1000",
  "0.000000001",
  "0.0000000001",
  "1.1m",
  "1.23456789k",
  "1é",
  "é",
  "١",
  "1\u00a0",
];

const semverTexts = [
  "1.2.3",
  "0.0.0",
  "v1.2.3",
  "1.2",
  "1",
  "v1",
  "v1.2",
  "01.02.03",
  "v01.2",
  "00.0.0",
  "1.2.3-alpha",
  "1.2.3-alpha.1",
  "1.2.3-0.3.7",
  "1.2.3-x.7.z.92",
  "1.2.3+build",
  "1.2.3+build.1",
  "1.2.3-beta+exp.sha.5114f85",
  "1.2.3-01",
  "1.2.3-",
  "1.2.3+",
  "1.2.3-a..b",
  "1.2.3+a..b",
  "1.2.3-a_b",
  "1.2-rc",
  "1-rc",
  "1.2.3.4",
  "v1.2.3.4",
  "18446744073709551615.0.0",
  "18446744073709551616.0.0",
  "9223372036854775808.1.1",
  "1.9223372036854775808.1",
  "1.1.18446744073709551615",
  "1.2.3-18446744073709551616",
  "v",
  "",
  " 1.2.3",
  "1.2.3 ",
  "a.b.c",
  "1.a.3",
  "1.2.c",
  "1.2.3-α",
  "V1.2.3",
  "1.2.3-alpha.beta",
  "1.2.3-alpha.1.2",
  "1.2.3-1.alpha",
  "0.0.0-0",
  "é.1.1",
  "v1.é",
  "1.2.3-é",
  "1.2.3+é",
  "1.é",
  "0é.1.1",
];

const ipTexts = [
  "127.0.0.1",
  "0.0.0.0",
  "255.255.255.255",
  "192.168.0.1",
  "10.0.0.1",
  "169.254.1.1",
  "224.0.0.1",
  "224.0.0.251",
  "239.1.1.1",
  "8.8.8.8",
  "::1",
  "::",
  "::ffff:1.2.3.4",
  "::ffff:127.0.0.1",
  "::ffff:0:0",
  "::ffff:c000:0280",
  "64:ff9b::1.2.3.4",
  "2001:db8::1",
  "2001:DB8::1",
  "2001:0db8::1",
  "2001:db8:0:0:0:0:0:1",
  "2001:db8::0:1",
  "fe80::1",
  "fe80::1%eth0",
  "fe80::1%",
  "ff02::1",
  "ff01::1",
  "ff05::2",
  "1.2.3",
  "1.2.3.4.5",
  "01.2.3.4",
  "1.2.3.04",
  "256.1.1.1",
  "1.2.3.4/32",
  "1.2.3.4 ",
  "",
  "x",
  "::ffff:1.2.3.4%eth0",
  "1::2::3",
  "[::1]",
  "1.2.3.é",
  "é",
  "::1%é",
  "fe80::1%eth0é",
];

const cidrTexts = [
  "10.0.0.0/8",
  "10.0.0.1/8",
  "0.0.0.0/0",
  "::/0",
  "192.168.0.0/16",
  "192.168.1.0/24",
  "192.168.1.5/32",
  "1.2.3.4/33",
  "1.2.3.4/0",
  "1.2.3.4",
  "2001:db8::/32",
  "2001:db8::1/128",
  "2001:db8::1/64",
  "2001:DB8::/32",
  "2001:db8::/129",
  "::ffff:1.2.3.4/120",
  "::ffff:1.2.3.4/96",
  "::ffff:0.0.0.0/96",
  "fe80::1%eth0/64",
  "10.0.0.0/08",
  "10.0.0.0/-1",
  "10.0.0.0/+8",
  "1.2.3.4/",
  "/8",
  "",
  "127.0.0.0/8",
  "fe80::/10",
  "ff00::/8",
];

const urlTexts = [
  "https://example.com",
  "https://example.com:8443/path?query=1&query=2&x#frag",
  "http://user:pass@example.com/",
  "http://user@example.com:80",
  "http://[::1]:8080/",
  "http://[fe80::1%25en0]:8080/a",
  "http://[::1]",
  "https://example.com/a%20b/c%2Fd",
  "https://example.com/a b",
  "https://ex%41mple.com/",
  "https://example.com/?a=1&b=2&a=3",
  "https://example.com/?a=%zz",
  "https://example.com/?;a=1",
  "https://example.com:port/",
  "https://example.com:/",
  "https://example.com:65536/",
  "/absolute/path",
  "/absolute/path?x=1",
  "relative/path",
  "example.com",
  "mailto:user@example.com",
  "file:///etc/passwd",
  "ftp://ftp.example.com/pub",
  "HTTP://EXAMPLE.COM/",
  "//example.com/path",
  "*",
  "",
  " https://example.com",
  "https://example.com/\u0001",
  "http://a.b.c.d.e/",
  "https://例え.jp/パス",
  "https://example.com/%",
  "https://[::1/",
  "https://user:p@ss@example.com/",
  "a:b",
  "1http://x",
  "http://é.com/é?é=é#é",
  "http://[::1%25é]/",
  "https://example.com/?a=é&b",
];

const label63 = "a".repeat(63);
const nameTexts = [
  "",
  "a",
  "A",
  "abc",
  "a-b",
  "-a",
  "a-",
  "a.b",
  "a_b",
  "a b",
  "1abc",
  "abc1",
  "0",
  "é",
  "a.b.c",
  "-",
  ".",
  "..",
  "a..b",
  "foo/bar",
  "example.com/foo",
  "example.com/",
  "/foo",
  "a/b/c",
  "Foo_Bar.baz",
  "_a",
  "a.",
  label63,
  `${label63}a`,
  "a".repeat(62) + "-",
  `${label63}.${label63}.${label63}.${"a".repeat(61)}`,
  `${label63}.${label63}.${label63}.${"a".repeat(62)}`,
  "a".repeat(254),
  "550e8400-e29b-41d4-a716-446655440000",
  "550E8400-E29B-41D4-A716-446655440000",
  "550e8400e29b41d4a716446655440000",
  "550e8400-e29b-41d4-a716-44665544000",
  "aGVsbG8=",
  "aGVsbG8",
  "aGVsbG8==",
  "a+b/",
  "YQ",
  "2024-02-29",
  "2023-02-29",
  "2024-13-01",
  "2024-1-1",
  "2024-02-29T12:00:00Z",
  "2024-02-29T12:00:00.123+01:00",
  "2024-02-29T25:00:00Z",
  "2024-02-29 12:00:00Z",
  "2024-02-29T12:00:00",
  "2024-02-29t12:00:00z",
  "é".repeat(31),
  "é".repeat(32),
  "a".repeat(62) + "é",
  "ä.b",
  "日本",
  "a\u00a0b",
  "a\u0000b",
  "A".repeat(63),
  "a-".repeat(31) + "a",
  `${label63}/${label63}`,
  `example.com/${"a".repeat(64)}`,
];

const formatNames = [
  "dns1123Label",
  "dns1123Subdomain",
  "dns1035Label",
  "qualifiedName",
  "dns1123LabelPrefix",
  "dns1123SubdomainPrefix",
  "dns1035LabelPrefix",
  "labelValue",
  "uri",
  "uuid",
  "byte",
  "date",
  "datetime",
];

const allTexts = [...quantityTexts, ...semverTexts, ...ipTexts, ...cidrTexts, ...urlTexts, ...nameTexts];

const stringPool = (pool: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...pool) },
    { weight: 1, arbitrary: fc.constantFrom(...allTexts) },
  );

const intLiterals = fc.constantFrom(
  "0",
  "1",
  "-1",
  "2",
  "1000",
  "-1000",
  "9223372036854775807",
  "-9223372036854775808",
  "-9223372036854775807",
  "4611686018427387904",
);

/** The schema every rule sits on: `self` is this object; size limits vary (the estimator reads them). */
interface Limits {
  readonly sMax?: number;
  readonly tMax?: number;
  readonly lItems?: number;
  readonly lItemMax?: number;
  readonly liItems?: number;
  readonly mProps?: number;
}

const limitsArb: fc.Arbitrary<Limits> = fc.record(
  {
    sMax: fc.constantFrom(0, 1, 5, 10, 63, 64, 253, 1000, 3145728),
    tMax: fc.constantFrom(0, 3, 40, 2048),
    lItems: fc.constantFrom(0, 1, 3, 100),
    lItemMax: fc.constantFrom(0, 10, 64),
    liItems: fc.constantFrom(0, 2, 50),
    mProps: fc.constantFrom(0, 2, 10),
  },
  { requiredKeys: [] },
);

const opt = <K extends string>(key: K, v: number | undefined): Partial<Record<K, number>> =>
  v === undefined ? {} : ({ [key]: v } as Record<K, number>);

function schemaOf(limits: Limits): LibCase["schema"] {
  const properties: Record<string, ValueSchema> = {
    s: { type: "string", ...opt("maxLength", limits.sMax) },
    t: { type: "string", ...opt("maxLength", limits.tMax) },
    l: {
      type: "array",
      ...opt("maxItems", limits.lItems),
      items: { type: "string", ...opt("maxLength", limits.lItemMax) },
    },
    li: { type: "array", ...opt("maxItems", limits.liItems), items: { type: "integer" } },
    ld: { type: "array", items: { type: "number" } },
    lb: { type: "array", items: { type: "boolean" } },
    ls: { type: "array", "x-kubernetes-list-type": "set", items: { type: "string" } },
    m: { type: "object", ...opt("maxProperties", limits.mProps), additionalProperties: { type: "string" } },
    i: { type: "integer" },
    d: { type: "number" },
    b: { type: "boolean" },
    ios: { "x-kubernetes-int-or-string": true },
    dyn: { type: "object", "x-kubernetes-preserve-unknown-fields": true },
    dt: { type: "string", format: "date-time" },
    dur: { type: "string", format: "duration" },
    namespace: { type: "string" },
    ll: { type: "array", items: { type: "array", items: { type: "string" } } },
  };
  return { type: "object", properties };
}

const anyText = fc.constantFrom(...allTexts);

/** An object for `self`: strings from the edge pools, so that `quantity(self.s)` and the like reach them. */
const selfArb: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    s: anyText,
    t: anyText,
    l: fc.array(anyText, { maxLength: 3 }),
    li: fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 4 }),
    ld: fc.array(fc.constantFrom(0.5, 1, -2.25, 3), { maxLength: 3 }),
    lb: fc.array(fc.boolean(), { maxLength: 3 }),
    ls: fc.uniqueArray(fc.constantFrom("a", "b", "c"), { maxLength: 3 }),
    m: fc.dictionary(fc.constantFrom("a", "b", "k"), anyText, { maxKeys: 2 }),
    i: fc.integer({ min: -3, max: 3 }),
    d: fc.constantFrom(0.5, -1.5, 2),
    b: fc.boolean(),
    ios: fc.oneof(fc.integer({ min: -2, max: 2 }), anyText),
    dyn: fc.constantFrom({}, { a: 1 }, { a: "x", b: [1, 2] }),
    dt: fc.constantFrom("2024-02-29T12:00:00Z", "2024-02-29T12:00:00.5+01:00"),
    dur: fc.constantFrom("1s", "1h30m", "-1.5s"),
    namespace: anyText,
    ll: fc.array(fc.array(fc.constantFrom("a", "1"), { maxLength: 2 }), { maxLength: 2 }),
  },
  { requiredKeys: ["s", "t"] },
);

type Gen = fc.Arbitrary<string>;

const str = (pool: readonly string[]): Gen =>
  fc.oneof(
    { weight: 6, arbitrary: stringPool(pool).map(lit) },
    { weight: 2, arbitrary: fc.constantFrom("self.s", "self.t") },
    { weight: 1, arbitrary: fc.constantFrom("self.l[0]", "self.m['k']", "string(self.ios)", "self.ls[0]") },
  );

const int: Gen = fc.oneof(
  { weight: 4, arbitrary: intLiterals },
  { weight: 1, arbitrary: fc.constantFrom("self.i", "size(self.s)", "self.li[0]") },
);

const quantity: Gen = fc.letrec<{ q: string }>((tie) => ({
  q: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { weight: 5, arbitrary: str(quantityTexts).map((s) => `quantity(${s})`) },
    { weight: 1, arbitrary: fc.tuple(tie("q"), tie("q")).map(([a, b]) => `${a}.add(${b})`) },
    { weight: 1, arbitrary: fc.tuple(tie("q"), int).map(([a, b]) => `${a}.add(${b})`) },
    { weight: 1, arbitrary: fc.tuple(tie("q"), tie("q")).map(([a, b]) => `${a}.sub(${b})`) },
    { weight: 1, arbitrary: fc.tuple(tie("q"), int).map(([a, b]) => `${a}.sub(${b})`) },
  ),
})).q;

const quantityCalls: Gen = fc.oneof(
  str(quantityTexts).map((s) => `isQuantity(${s})`),
  quantity,
  quantity.map((q) => `sign(${q})`),
  quantity.map((q) => `${q}.sign()`),
  fc
    .tuple(quantity, fc.constantFrom("asApproximateFloat", "asInteger", "isInteger"))
    .map(([q, f]) => `${q}.${f}()`),
  fc
    .tuple(quantity, fc.constantFrom("isGreaterThan", "isLessThan", "compareTo"), quantity)
    .map(([a, f, b]) => `${a}.${f}(${b})`),
  fc.tuple(quantity, fc.constantFrom("==", "!="), quantity).map(([a, op, b]) => `${a} ${op} ${b}`),
  fc.tuple(quantity, quantity).map(([a, b]) => `${a} in [${b}]`),
  fc.tuple(quantity, quantity).map(([a, b]) => `[${a}].indexOf(${b})`),
  quantity.map((q) => `string(${q})`),
  quantity.map((q) => `type(${q})`),
  fc.tuple(quantity, quantity).map(([a, b]) => `{${lit("k")}: ${a}}[${lit("k")}] == ${b}`),
);

const semver: Gen = fc.oneof(
  { weight: 4, arbitrary: str(semverTexts).map((s) => `semver(${s})`) },
  { weight: 2, arbitrary: fc.tuple(str(semverTexts), fc.boolean()).map(([s, n]) => `semver(${s}, ${n})`) },
);

const semverCalls: Gen = fc.oneof(
  semver,
  str(semverTexts).map((s) => `isSemver(${s})`),
  fc.tuple(str(semverTexts), fc.boolean()).map(([s, n]) => `isSemver(${s}, ${n})`),
  fc.tuple(semver, fc.constantFrom("major", "minor", "patch")).map(([v, f]) => `${v}.${f}()`),
  fc
    .tuple(semver, fc.constantFrom("isGreaterThan", "isLessThan", "compareTo"), semver)
    .map(([a, f, b]) => `${a}.${f}(${b})`),
  fc.tuple(semver, fc.constantFrom("==", "!="), semver).map(([a, op, b]) => `${a} ${op} ${b}`),
  semver.map((v) => `string(${v})`),
);

const cidr: Gen = fc.oneof(
  { weight: 4, arbitrary: str(cidrTexts).map((s) => `cidr(${s})`) },
  { weight: 1, arbitrary: str(cidrTexts).map((s) => `cidr(${s}).masked()`) },
);
const ip: Gen = fc.oneof(
  { weight: 4, arbitrary: str(ipTexts).map((s) => `ip(${s})`) },
  { weight: 1, arbitrary: cidr.map((c) => `${c}.ip()`) },
);

const netCalls: Gen = fc.oneof(
  ip,
  cidr,
  str(ipTexts).map((s) => `isIP(${s})`),
  str(ipTexts).map((s) => `ip.isCanonical(${s})`),
  str(cidrTexts).map((s) => `isCIDR(${s})`),
  fc
    .tuple(
      ip,
      fc.constantFrom(
        "family",
        "isUnspecified",
        "isLoopback",
        "isLinkLocalMulticast",
        "isLinkLocalUnicast",
        "isGlobalUnicast",
      ),
    )
    .map(([v, f]) => `${v}.${f}()`),
  fc.tuple(cidr, fc.constantFrom("prefixLength", "ip", "masked")).map(([c, f]) => `${c}.${f}()`),
  fc.tuple(cidr, fc.oneof(str(ipTexts), ip)).map(([c, x]) => `${c}.containsIP(${x})`),
  fc.tuple(cidr, fc.oneof(str(cidrTexts), cidr)).map(([c, x]) => `${c}.containsCIDR(${x})`),
  ip.map((v) => `string(${v})`),
  cidr.map((c) => `string(${c})`),
  fc.tuple(ip, fc.constantFrom("==", "!="), ip).map(([a, op, b]) => `${a} ${op} ${b}`),
  fc.tuple(cidr, fc.constantFrom("==", "!="), cidr).map(([a, op, b]) => `${a} ${op} ${b}`),
  fc.tuple(ip, ip).map(([a, b]) => `${a} in [${b}]`),
  ip.map((v) => `type(${v}) == net.IP`),
  cidr.map((v) => `type(${v}) == net.CIDR`),
);

const url: Gen = str(urlTexts).map((s) => `url(${s})`);
const urlCalls: Gen = fc.oneof(
  url,
  str(urlTexts).map((s) => `isURL(${s})`),
  fc
    .tuple(
      url,
      fc.constantFrom("getScheme", "getHost", "getHostname", "getPort", "getEscapedPath", "getQuery"),
    )
    .map(([u, f]) => `${u}.${f}()`),
  fc.tuple(url, fc.constantFrom("==", "!="), url).map(([a, op, b]) => `${a} ${op} ${b}`),
  url.map((u) => `string(${u})`),
);

const format: Gen = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...formatNames).map((n) => `format.${n}()`) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(...formatNames, "DNS1123Label", "dns1123label", "foo", "")
      .map((n) => `format.named(${lit(n)}).orValue(format.dns1123Label())`),
  },
);

const formatCalls: Gen = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(format, str(nameTexts)).map(([f, s]) => `${f}.validate(${s})`) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(...formatNames, "DNS1123Label", "Uri", "foo", "")
      .map((n) => `format.named(${lit(n)})`),
  },
  { weight: 1, arbitrary: fc.tuple(format, format).map(([a, b]) => `${a} == ${b}`) },
  { weight: 1, arbitrary: format },
  { weight: 1, arbitrary: format.map((f) => `format.named(${lit("uri")}).hasValue() && ${f} == ${f}`) },
);

const listLiterals: Gen = fc.oneof(
  fc.constantFrom(
    "[]",
    "[1, 2, 3]",
    "[3, 2, 1]",
    "[1, 1]",
    "[9223372036854775807, 1]",
    "[-9223372036854775808, -1]",
    "[1u, 2u]",
    "[18446744073709551615u, 1u]",
    "[1.5, -0.5, 2.0]",
    "[1.0, 0.0/0.0]",
    "[0.0/0.0, 1.0]",
    "['b', 'a']",
    "['a', 'b', 'B']",
    "['', 'a']",
    "[true, false]",
    "[false, true]",
    "[b'a', b'b']",
    "[b'\\xff', b'a']",
    "[duration('1s'), duration('2s')]",
    "[duration('9223372036s'), duration('1s')]",
    "[timestamp('2024-01-01T00:00:00Z'), timestamp('2023-01-01T00:00:00Z')]",
    "[dyn(1), dyn(2.5)]",
    "[dyn(1), dyn(1u)]",
    "[dyn(2), dyn(1u), dyn(0.5)]",
    "[dyn(1), dyn('a')]",
    "[dyn('a'), dyn(1)]",
    "[dyn(1), dyn(2), dyn('a')]",
    "[dyn(true), dyn(1)]",
    "[[1], [2]]",
    "[{'a': 1}]",
    "[null]",
    "[dyn(self)]",
    "[dyn(self.m), dyn(self.l)]",
    "[self.s, self.t]",
    "self.l + ['x']",
    "[quantity('1')]",
  ),
  fc.constantFrom("self.l", "self.li", "self.ld", "self.lb", "self.ls"),
);

const listCalls: Gen = fc.oneof(
  fc.tuple(listLiterals, fc.constantFrom("isSorted", "sum", "min", "max")).map(([l, f]) => `${l}.${f}()`),
  fc
    .tuple(
      listLiterals,
      fc.constantFrom("indexOf", "lastIndexOf"),
      fc.constantFrom(
        "1",
        "2",
        "1u",
        "1.0",
        "'a'",
        "true",
        "dyn(1)",
        "dyn(1.0)",
        "null",
        "self.l[0]",
        "b'a'",
      ),
    )
    .map(([l, f, x]) => `${l}.${f}(${x})`),
);

/** Authorizer functions: no `authorizer` in a CRD rule, but a `dyn` receiver type-checks against them. */
const authzCalls: Gen = fc.oneof(
  fc.constantFrom(
    "self.dyn.path('/healthz')",
    "self.dyn.group('apps')",
    "self.dyn.serviceAccount('ns', 'name')",
    "self.dyn.resource('pods')",
    "self.dyn.subresource('status')",
    "self.dyn.namespace('ns')",
    "self.dyn.name('n')",
    "self.dyn.check('get')",
    "self.dyn.allowed()",
    "self.dyn.reason()",
    "self.dyn.errored()",
    "self.dyn.error()",
    "self.dyn.fieldSelector('a=b')",
    "self.dyn.labelSelector('a in (b, c)')",
    "self.dyn.check('get').allowed()",
    "authorizer.path('/')",
  ),
);

/** Wrong argument types: through `dyn` (the checker passes, the run time refuses) or as literals. */
const wrongTypes: Gen = fc
  .tuple(
    fc.constantFrom(
      "quantity(%)",
      "isQuantity(%)",
      "semver(%)",
      "isSemver(%)",
      "ip(%)",
      "isIP(%)",
      "cidr(%)",
      "isCIDR(%)",
      "url(%)",
      "isURL(%)",
      "ip.isCanonical(%)",
      "format.named(%)",
      "format.dns1123Label().validate(%)",
      "sign(%)",
      "%.isGreaterThan(quantity('1'))",
      "quantity('1').isGreaterThan(%)",
      "quantity('1').add(%)",
      "semver('1.0.0').compareTo(%)",
      "cidr('10.0.0.0/8').containsIP(%)",
      "cidr('10.0.0.0/8').containsCIDR(%)",
      "%.getHost()",
      "%.family()",
      "%.isSorted()",
      "%.sum()",
      "%.max()",
      "%.indexOf(1)",
      "string(%)",
      "%.validate('a')",
    ),
    fc.constantFrom(
      "dyn(1)",
      "dyn('1')",
      "dyn(1.5)",
      "dyn(b'1')",
      "dyn(null)",
      "dyn([1])",
      "dyn(quantity('1'))",
      "dyn(ip('1.2.3.4'))",
      "dyn(cidr('10.0.0.0/8'))",
      "dyn(semver('1.0.0'))",
      "dyn(url('http://a'))",
      "dyn(format.uri())",
      "self.ios",
      "self.dyn",
      "dyn(optional.of('abcdefghijklmnopqrstuvwxyz0123456789'))",
      "dyn(optional.none())",
      "dyn(self)",
      "1",
      "'1'",
    ),
  )
  .map(([template, arg]) => template.replace("%", arg));

/** A value of a Kubernetes library type, some made by `add`/`sub` (Go returns those as pointers). */
const kubeValue: Gen = fc.oneof(
  { weight: 3, arbitrary: quantity },
  { weight: 1, arbitrary: semver },
  { weight: 1, arbitrary: ip },
  { weight: 1, arbitrary: cidr },
  { weight: 1, arbitrary: url },
  { weight: 1, arbitrary: format },
);

/** The other operand of an equality with a Kubernetes value: the same kind, another kind, a plain value. */
const otherOperand: Gen = fc.oneof(
  { weight: 3, arbitrary: kubeValue },
  { weight: 2, arbitrary: kubeValue.map((k) => `dyn(${k})`) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "dyn(1)",
      "dyn('1')",
      "dyn(null)",
      "null",
      "dyn([1])",
      "dyn({})",
      "self.ios",
      "self.dyn",
    ),
  },
);

/** Equality, membership and list functions on Kubernetes values, in both operand orders and inside lists and maps. */
const equalityCalls: Gen = fc
  .tuple(
    kubeValue,
    otherOperand,
    fc.constantFrom(
      "%A == %B",
      "%A != %B",
      "%B == %A",
      "%B != %A",
      "[%A] == [%B]",
      "[%B] == [%A]",
      "[%A] != [%B]",
      "[%A, 1] == [%B, 2]",
      "{'k': %A} == {'k': %B}",
      "{'k': %B} != {'k': %A}",
      "%A in [%B]",
      "%B in [%A]",
      "%A in [%B, %A]",
      "[%A] == self.l",
      "self.l == [%A]",
      "%A in self.l",
      "[%A].exists(x, x == %B)",
      "[%A].all(x, x != %B)",
      "[%A, %B].indexOf(%A)",
      "[%A, %B].lastIndexOf(%B)",
      "sets.contains([%A], [%B])",
      "sets.equivalent([%A], [%B])",
      "sets.intersects([%A], [%B])",
      "[%A, %B].distinct().size()",
      "optional.of(%A) == optional.of(%B)",
      "dyn(%A) == dyn(%B)",
      "%B in self.ll",
      "self.ll == [%B]",
      "[%B] == self.ll",
      "%B in [%B] + self.ll",
      "[%A] + [%B] == [%B, %A]",
      "%A in [%B] + [%A]",
    ),
  )
  .map(([a, b, template]) => template.replace(/%[AB]/g, (m) => (m === "%A" ? a : b)));

/** A field whose name is a CEL keyword: `self.namespace` from 1.31 (and always when stored), else escaped. */
const keywordFields: Gen = fc.constantFrom(
  "self.namespace == self.s",
  "self.__namespace__ == self.s",
  "has(self.namespace)",
  "has(self.__namespace__)",
  "quantity(self.namespace)",
  "isURL(self.__namespace__)",
);

/** OptOptimize's set membership: a Go map of a constant list's primitives, looked up by Go type and value. */
const membership: Gen = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(
        "dyn(1)",
        "dyn(1u)",
        "dyn(1.0)",
        "dyn(-0.0)",
        "dyn(9007199254740993)",
        "dyn(9007199254740992.0)",
        "dyn(18446744073709551615u)",
        "dyn(-9223372036854775808)",
        "dyn(9223372036854775807)",
        "dyn('a')",
        "dyn(true)",
        "dyn(b'a')",
        "dyn(null)",
        "dyn([1])",
        "dyn(duration('1s'))",
        "self.i",
        "self.s",
        "self.ios",
        "dyn(self.d)",
      ),
      kubeValue,
    ),
    fc.constantFrom(
      "[1]",
      "[1, 2]",
      "[1u]",
      "[1.0]",
      "[0.0]",
      "[9007199254740992.0]",
      "[18446744073709551615.0]",
      "[-9223372036854775808.0]",
      "[9223372036854775807.0]",
      "[dyn(1), dyn('a'), dyn(true)]",
      "['a', 'b']",
      "[true]",
      "[b'a']",
      "[dyn(1), dyn(b'a')]",
      "[]",
    ),
  )
  .map(([x, list]) => `${x} in ${list}`);

/** Any library call. */
const libraryExpr: Gen = fc.oneof(
  { weight: 4, arbitrary: quantityCalls },
  { weight: 3, arbitrary: semverCalls },
  { weight: 4, arbitrary: netCalls },
  { weight: 3, arbitrary: urlCalls },
  { weight: 4, arbitrary: formatCalls },
  { weight: 3, arbitrary: listCalls },
  { weight: 1, arbitrary: authzCalls },
  { weight: 2, arbitrary: wrongTypes },
  { weight: 3, arbitrary: equalityCalls },
  { weight: 1, arbitrary: keywordFields },
  { weight: 2, arbitrary: membership },
);

/** A rule: a library call, often inside a boolean rule as written in CRDs. */
const ruleArb: Gen = fc.oneof(
  { weight: 3, arbitrary: libraryExpr },
  { weight: 1, arbitrary: libraryExpr.map((e) => `${e} == ${e}`) },
  { weight: 1, arbitrary: libraryExpr.map((e) => `has(self.s) && type(${e}) != type(null)`) },
  { weight: 1, arbitrary: libraryExpr.map((e) => `self.l.all(x, ${e.replaceAll("self.t", "x")} == ${e})`) },
);

const messageArb: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: libraryExpr.map((e) => `string(${e})`) },
  { weight: 1, arbitrary: fc.constantFrom("'x' + self.s", "self.s", "string(quantity(self.s))", "1") },
);

const compatArb: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 8, arbitrary: fc.constant(undefined) },
  {
    weight: 3,
    arbitrary: fc.constantFrom("1.26", "1.27", "1.28", "1.29", "1.30", "1.31", "1.32", "1.33", "1.35"),
  },
);

/** A generated case: the schema's size limits stand for the schema ({@link toLibCase}), to keep vectors small. */
export type GenCase = Omit<LibCase, "schema"> & { readonly limits: Limits };

/** The line the oracle reads for a generated case. */
export function toLibCase({ limits, ...rest }: GenCase): LibCase {
  return { schema: schemaOf(limits), ...rest };
}

function casesOf(rule: Gen): fc.Arbitrary<GenCase> {
  return fc
    .record({
      limits: limitsArb,
      rule,
      message: messageArb,
      stored: fc.boolean(),
      compat: compatArb,
      self: fc.option(selfArb, { freq: 8, nil: undefined }),
    })
    .map(({ limits, rule, message, stored, compat, self }) => ({
      limits,
      rule,
      ...(message === undefined ? {} : { message }),
      ...(stored ? { env: "stored" as const } : {}),
      ...(compat === undefined ? {} : { compat }),
      ...(self === undefined ? {} : { self }),
    }));
}

export const libCases: fc.Arbitrary<GenCase> = casesOf(ruleArb);

/**
 * Cases where crdgen differed from the API server before this differential (equality and membership of library
 * values, the lists functions on dyn lists, wrong argument types, keyword fields), for the saved vectors.
 */
// Values as index qualifiers and as Go types in error texts: a constant index is made a qualifier when the
// program is planned (planner.go:457-489, attributes.go:604-758), a computed one when it is evaluated; `%T`
// tells cel-go's list kinds and a Quantity's pointer apart.
const qualifierValues = fc.constantFrom(
  "null",
  "b'a'",
  "[1]",
  "[]",
  "{}",
  "{1: 2}",
  "timestamp('2020-01-01T00:00:00Z')",
  "duration('1s')",
  "int",
  "dyn(int)",
  "1.0",
  "1u",
  "'a'",
  "true",
  "dyn([1])",
  "[1] + [2]",
  "[] + [2]",
  "[1] + [2] + [3]",
  "self.l + ['a']",
  "self.l",
  "self.ls + ['a']",
  "self.m",
  "quantity('1')",
  "quantity('1').add(1)",
  "quantity('1').sub(quantity('2'))",
  "semver('1.0.0')",
  "ip('1.2.3.4')",
  "optional.none()",
  "optional.of(1)",
  "string(1)",
);
const qualifiers: Gen = fc
  .tuple(
    fc.constantFrom(
      "dyn({1: 2})[%] == 2",
      "dyn({1: 2})[?%].hasValue()",
      "dyn(self.l)[%] == 'a'",
      "dyn(%).all(x, true)",
      "dyn(%).exists(x, true)",
      "[1, 2][dyn(%)] == 2",
    ),
    qualifierValues,
  )
  .map(([shape, value]) => shape.replace("%", value));

export const focusedCases: fc.Arbitrary<GenCase> = casesOf(
  fc.oneof(equalityCalls, membership, listCalls, wrongTypes, keywordFields, semverCalls),
);

/** Index qualifiers and Go type names (session 17): `K8S_CEL_ORACLE_FOCUS=qualifiers` samples these. */
export const qualifierCases: fc.Arbitrary<GenCase> = casesOf(qualifiers);
