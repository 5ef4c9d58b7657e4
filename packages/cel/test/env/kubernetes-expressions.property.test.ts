/**
 * fast-check: random well-typed expressions over the functions of the Kubernetes CEL environment (cel-go's
 * standard, optional, strings, sets, lists and two-variable comprehension libraries, and apiserver's lists,
 * regex, URLs, quantity, IP, CIDR, format and semver libraries) go through parse, check, the AST validators,
 * program planning, cost estimation and evaluation without a JavaScript exception: whatever goes wrong is a
 * CEL error (a compile error, an evaluation error value or the cost limit), and a value is of the checked
 * type. The environment is a Kubernetes 1.37 server's StoredExpressions one, which has every library.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CelValue,
  ErrorValue,
  ListValue,
  compileKubernetes,
  evaluate,
  kubernetesCallCost,
  kubernetesEnvironment,
  kubernetesOverloads,
  ruleCost,
  schemaDeclType,
} from "../../src/index.js";
import { planTimeError } from "../../src/rules/plan-time-errors.js";
import { constantFormatNames } from "../../src/decls/kubernetes/format.js";

/** Texts that reach the interesting paths of the parsers behind the library functions. */
const interestingStrings = [
  "",
  "a",
  "A b",
  " x ",
  "é",
  "☃",
  "%s %d",
  "%.3f",
  "%e",
  "%x",
  "%%",
  "%",
  "[a-z]+",
  "(",
  "a*",
  "^$",
  "(?i)A",
  "1Gi",
  "1.5",
  "-1m",
  "9999999999999999999999E",
  "1e3",
  "10.0.0.1",
  "::1",
  "fe80::1%eth0",
  "::ffff:1.2.3.4",
  "192.168.0.0/16",
  "2001:db8::/32",
  "1.2.3.4/33",
  "http://a.b/c?d=e#f",
  "https://user:pw@[::1]:8080/p%20q",
  "/relative",
  "v1.2.3",
  "1.2.3",
  "1.2.3-rc.1+build",
  "01.2.3",
  "dns-label",
  "example.com",
  "Upper",
  "a/b",
  "2023-01-02",
  "2023-01-02T03:04:05Z",
  "00000000-0000-0000-0000-000000000000",
];

/** A CEL string literal (double-quoted, with escapes) of any text. */
const stringLiteral = fc
  .oneof(fc.constantFrom(...interestingStrings), fc.string({ maxLength: 8 }))
  .map((s) => JSON.stringify(s).replace(/\\u([dD][89abAB][0-9a-fA-F]{2})/g, "\\\\u$1"));
const intLiteral = fc.oneof(
  fc.integer({ min: -3, max: 12 }).map(String),
  fc.constantFrom("9223372036854775807", "-9223372036854775808", "1000000"),
);
const doubleLiteral = fc.constantFrom("0.0", "1.5", "-2.25", "1e300", "double('NaN')", "double('-Infinity')");
const formatNames = constantFormatNames;

interface Exprs {
  str: string;
  int: string;
  bool: string;
  dbl: string;
  ints: string;
  strs: string;
  quantity: string;
  ip: string;
  cidr: string;
  semver: string;
  url: string;
  optStr: string;
  map: string;
}

const call = (template: string, ...parts: fc.Arbitrary<string>[]): fc.Arbitrary<string> =>
  fc.tuple(...parts).map((values) => template.replace(/\$(\d)/g, (_, i: string) => values[Number(i)] ?? ""));

const exprs = fc.letrec<Exprs>((untypedTie) => {
  const tie = (name: keyof Exprs): fc.Arbitrary<string> => untypedTie(name) as fc.Arbitrary<string>;
  const str = tie("str");
  const int = tie("int");
  const bool = tie("bool");
  const dbl = tie("dbl");
  const ints = tie("ints");
  const strs = tie("strs");
  const opts = { depthSize: "small" as const, withCrossShrink: true };
  return {
    str: fc.oneof(
      opts,
      stringLiteral,
      call("$0.lowerAscii()", str),
      call("$0.upperAscii()", str),
      call("$0.trim()", str),
      call("$0.charAt($1)", str, int),
      call("$0.substring($1)", str, int),
      call("$0.substring($1, $2)", str, int, int),
      call("$0.replace($1, $2)", str, str, str),
      call("$0.replace($1, $2, $3)", str, str, str, int),
      call("$0.join()", strs),
      call("$0.join($1)", strs, str),
      call("strings.quote($0)", str),
      call(
        '"%s %d %.2f %x %o %b %e".format([$0, $1, $2, $3, $1, $4, $2])',
        fc.oneof(str, ints, strs),
        int,
        dbl,
        fc.oneof(int, str),
        bool,
      ),
      call('"%s".format([$0])', fc.oneof(str, int, dbl, bool, ints, strs)),
      call("strings.quote($0).format([])", str),
      call("$0.find($1)", str, str),
      call("($0 + $1)", str, str),
      call("string($0)", fc.oneof(int, dbl, bool)),
      call("$0.getHost()", tie("url")),
      call("($0.getScheme() + $0.getHostname() + $0.getPort() + $0.getEscapedPath())", tie("url")),
      call("string($0)", tie("ip")),
      call("string($0)", tie("cidr")),
      call("$0.orValue($1)", tie("optStr"), str),
      call("$0[$1]", strs, int),
      call("$0.reverse().join(',')", strs),
      call("($1 ? $0 : $2)", str, bool, str),
      call("($0.transformList(i, v, v + string(i)).join())", strs),
    ),
    int: fc.oneof(
      opts,
      intLiteral,
      call("$0.size()", fc.oneof(str, ints, strs)),
      call("$0.indexOf($1)", str, str),
      call("$0.indexOf($1, $2)", str, str, int),
      call("$0.lastIndexOf($1)", str, str),
      call("$0.lastIndexOf($1, $2)", str, str, int),
      call("($0 $1 $2)", int, fc.constantFrom("+", "-", "*", "/", "%"), int),
      call("-($0)", int),
      call("$0.sum()", ints),
      call("$0.min()", ints),
      call("$0.max()", ints),
      call("$0.indexOf($1)", ints, int),
      call("$0.lastIndexOf($1)", ints, int),
      call("$0[$1]", ints, int),
      call("int($0)", fc.oneof(str, dbl)),
      call("$0.asInteger()", tie("quantity")),
      call("sign($0)", tie("quantity")),
      call("$0.compareTo($1)", tie("quantity"), tie("quantity")),
      call("$0.family()", tie("ip")),
      call("$0.prefixLength()", tie("cidr")),
      call("($0.major() + $0.minor() + $0.patch())", tie("semver")),
      call("$0.compareTo($1)", tie("semver"), tie("semver")),
      call("{'a': 1, 'b': 2}[$0]", str),
      call("$0.size()", tie("map")),
    ),
    bool: fc.oneof(
      opts,
      fc.constantFrom("true", "false"),
      call("$0.matches($1)", str, str),
      call("($0.startsWith($1) || $0.endsWith($1) || $0.contains($1))", str, str),
      call("isURL($0)", str),
      call("isIP($0)", str),
      call("isCIDR($0)", str),
      call("isQuantity($0)", str),
      call("isSemver($0)", str),
      call("isSemver($0, $1)", str, bool),
      call("ip.isCanonical($0)", str),
      call("sets.contains($0, $1)", ints, ints),
      call("sets.equivalent($0, $1)", strs, strs),
      call("sets.intersects($0, $1)", ints, ints),
      call("$0.isSorted()", fc.oneof(ints, strs)),
      call("$0.all(x, x > $1)", ints, int),
      call("($0.exists(i, v, v == $1))", strs, str),
      call("($0.exists_one(x, x == $1))", ints, int),
      call("($0.isLoopback() || $0.isUnspecified() || $0.isGlobalUnicast())", tie("ip")),
      call("($0.isLinkLocalMulticast() || $0.isLinkLocalUnicast())", tie("ip")),
      call("$0.containsIP($1)", tie("cidr"), fc.oneof(str, tie("ip"))),
      call("$0.containsCIDR($1)", tie("cidr"), fc.oneof(str, tie("cidr"))),
      call("$0.isInteger()", tie("quantity")),
      call("($0.isGreaterThan($1) && $1.isLessThan($0))", tie("quantity"), tie("quantity")),
      call("($0.isGreaterThan($1) || $0.isLessThan($1))", tie("semver"), tie("semver")),
      call("format.$0().validate($1).hasValue()", fc.constantFrom(...formatNames), str),
      call("format.named($0).hasValue()", str),
      call("$0.hasValue()", tie("optStr")),
      call("($0 == $1)", str, str),
      call("($0 == $1)", int, int),
      call("($0 == $1)", dbl, dbl),
      call("($0 < $1)", fc.oneof(int, dbl), fc.oneof(int, dbl)),
      call("($0 in $1)", int, ints),
      call("$0.includes($1)", ints, int),
      call("(!$0)", bool),
      call("($0 && $1)", bool, bool),
      call("has($0.a)", tie("map")),
      call("($0 == $1)", tie("ip"), tie("ip")),
      call("($0 == $1)", tie("url"), tie("url")),
    ),
    dbl: fc.oneof(
      opts,
      doubleLiteral,
      call("double($0)", fc.oneof(int, str)),
      call("$0.asApproximateFloat()", tie("quantity")),
      call("($0 $1 $2)", dbl, fc.constantFrom("+", "-", "*", "/"), dbl),
      call("[$0, $1].max()", dbl, dbl),
    ),
    ints: fc.oneof(
      opts,
      call("[$0, $1, $2]", int, int, int),
      fc.constant("[]"),
      // Only small literals: the API server refuses any other (its estimate is the argument's value, or
      // 2^64-1), and a huge one would exhaust memory in cel-go too before the cost is counted.
      call("lists.range($0)", fc.integer({ min: -1, max: 6 }).map(String)),
      call("$0.slice($1, $2)", ints, int, int),
      call("$0.sort()", ints),
      call("$0.reverse()", ints),
      call("$0.distinct()", ints),
      call("[$0, $1].flatten()", ints, ints),
      call("$0.sortBy(x, -x)", ints),
      call("$0.map(x, x * $1)", ints, int),
      call("($0.filter(x, x % 2 == 0))", ints),
      call("($0.transformList(i, v, v + i))", ints),
      call("($0 + $1)", ints, ints),
      call("optional.unwrap([optional.of($0), optional.none()])", int),
    ),
    strs: fc.oneof(
      opts,
      call("[$0, $1]", str, str),
      call("$0.split($1)", str, str),
      call("$0.split($1, $2)", str, str, int),
      call("$0.findAll($1)", str, str),
      call("$0.findAll($1, $2)", str, str, int),
      call("$0.sort()", strs),
      call("$0.sortBy(s, s.size())", strs),
      call("($0.map(s, s + $1))", strs, str),
      call("$0.validate($1).orValue([])", call("format.$0()", fc.constantFrom(...formatNames)), str),
      call("$0.map(k, k)", tie("map")),
    ),
    quantity: fc.oneof(
      call("quantity($0)", str),
      call("$0.add($1)", tie("quantity"), fc.oneof(tie("quantity"), int)),
      call("$0.sub($1)", tie("quantity"), fc.oneof(tie("quantity"), int)),
    ),
    ip: fc.oneof(call("ip($0)", str), call("$0.ip()", tie("cidr"))),
    cidr: fc.oneof(call("cidr($0)", str), call("$0.masked()", tie("cidr"))),
    semver: fc.oneof(call("semver($0)", str), call("semver($0, $1)", str, bool)),
    url: call("url($0)", str),
    optStr: fc.oneof(
      call("optional.of($0)", str),
      call("optional.ofNonZeroValue($0)", str),
      fc.constant("optional.none()"),
      call("{'a': $0}[?$1]", str, str),
      call("[$0][?$1]", str, int),
      call("$0.first()", strs),
      call("$0.last()", strs),
      call("($0.optMap(s, s + $1))", tie("optStr"), str),
      call("$0.or($1)", tie("optStr"), tie("optStr")),
    ),
    map: fc.oneof(
      call("{'a': $0, $1: 2}", int, str),
      call("($0.transformMap(k, v, v + 1))", tie("map")),
      call("($0.transformMapEntry(k, v, {k + $1: v}))", tie("map"), str),
      call("{'a': $0}.?a.optMap(x, {'b': x}).orValue({})", int),
    ),
  };
});

/** apiserver `pkg/apis/cel` `PerCallLimit`, the runtime cost limit of one evaluation. */
const perCallLimit = 1_000_000n;

// Every library, as a Kubernetes 1.37 API server compiles a stored expression with them.
const environment = kubernetesEnvironment({ binaryVersion: "1.37", type: "StoredExpressions" });
const overloads = kubernetesOverloads();
const root = schemaDeclType({ type: "object" }, true);
if (root === undefined) throw new Error("no declaration type for an object schema");

type GeneratedType = "bool" | "str" | "int" | "dbl" | "ints" | "strs";
const generatedTypes: readonly GeneratedType[] = ["bool", "str", "int", "dbl", "ints", "strs"];
/** The runtime kind of a value of each checked type the generated expressions can have. */
const checkedKinds: Readonly<Record<string, string>> = {
  bool: "boolean",
  string: "string",
  int: "bigint",
  double: "number",
  list: "list",
};
function runtimeKind(value: CelValue): string {
  return value instanceof ListValue ? "list" : typeof value;
}

/** Everything the API server does with a rule, from the text to its value. */
function runAll(text: string): "compiled" | "rejected" {
  const compiled = compileKubernetes(text, environment);
  if (compiled.ast === undefined) {
    return "rejected";
  }
  if (planTimeError(compiled.ast) !== undefined) return "rejected";
  // Estimated either way; a rule over the limit is refused by the API server but still evaluated here, as
  // the runtime cost limit stops it.
  ruleCost(compiled.ast, root as NonNullable<typeof root>);
  const result = evaluate(
    compiled.ast,
    {},
    {
      overloads,
      callCost: kubernetesCallCost,
      costLimit: perCallLimit,
      presenceTestHasCost: false,
    },
  );
  // A value, when there is one, is of the checked type: the checker's, which can be narrower than the
  // generator's (an empty list literal takes the element type its use binds first, as `-x` binds double in
  // `[].sortBy(x, -x)`, cel-go declaring negate_double before negate_int64).
  const checkedKind = checkedKinds[compiled.ast.types.get(compiled.ast.expr.id)?.kind ?? "dyn"];
  if (!(result.value instanceof ErrorValue) && checkedKind !== undefined) {
    expect(runtimeKind(result.value)).toBe(checkedKind);
  }
  return "compiled";
}

describe("random expressions over the Kubernetes libraries", () => {
  for (const type of generatedTypes) {
    it(`never throw a JavaScript exception (${type})`, () => {
      let compiledCount = 0;
      fc.assert(
        fc.property(exprs[type], (text) => {
          if (runAll(text) === "compiled") compiledCount++;
        }),
        { numRuns: 200 },
      );
      // The generator writes well-typed expressions; some fail the literal checks (format clauses, regexes)
      // or planning (constant conversions of bad literals), or meet an empty list's element type.
      expect(compiledCount).toBeGreaterThan(50);
    });
  }
});
