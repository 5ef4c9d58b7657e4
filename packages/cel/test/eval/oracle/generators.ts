/**
 * Cases aimed at the edges of cel-go's run time, for the differential against the cel-go v0.26.0 oracle:
 * values at the int64/uint64/double boundaries, strings with multi-byte and astral code points and Go's
 * spaces, offsets around the ends, and the error paths (overflow, division by zero, ranges, absent keys,
 * optional values, errors inside comprehensions and `&&`/`||`). Values reach the program through the `dyn`
 * variables `x` and `y`, so the checker lets through what only the run time refuses.
 */
import fc from "fast-check";
import type { Tagged } from "../../apiserver-oracle/tagged.js";
import type { OracleCase } from "./harness.js";

const int = (n: bigint | number): Tagged => ["int", BigInt(n).toString()];
const uint = (n: bigint | number): Tagged => ["uint", BigInt(n).toString()];
const dbl = (s: string): Tagged => ["double", s];
const str = (s: string): Tagged => ["string", s];

const ints = fc.oneof(
  fc.constantFrom(0n, 1n, -1n, 2n, -2n, 3n, 7n, 10n, 2n ** 31n, 2n ** 32n, 2n ** 53n, 2n ** 53n + 1n),
  fc.constantFrom(2n ** 63n - 1n, -(2n ** 63n), -(2n ** 63n) + 1n, 2n ** 62n, -(2n ** 62n), 3037000500n),
  fc.bigInt(-(2n ** 63n), 2n ** 63n - 1n),
  fc.bigInt(-20n, 20n),
);
const uints = fc.oneof(
  fc.constantFrom(
    0n,
    1n,
    2n,
    7n,
    2n ** 63n - 1n,
    2n ** 63n,
    2n ** 64n - 1n,
    2n ** 32n,
    4294967296n * 4294967295n,
  ),
  fc.bigInt(0n, 2n ** 64n - 1n),
  fc.bigInt(0n, 20n),
);
const doubles = fc.oneof(
  fc.constantFrom(
    "0",
    "-0",
    "1",
    "-1",
    "0.5",
    "-0.5",
    "1.5",
    "2.5",
    "-2.5",
    "NaN",
    "+Inf",
    "-Inf",
    "1e+300",
    "-1e+300",
    "9.223372036854776e+18",
    "-9.223372036854776e+18",
    "9.223372036854775e+18",
    "1.8446744073709552e+19",
    "1.844674407370955e+19",
    "4294967295.5",
    "1e-300",
    "5e-324",
    "1.7976931348623157e+308",
    "123456789.125",
    "0.1",
    "100",
    "1e+21",
    "1e+20",
    "-1e-07",
    "1e-05",
    "123456.789",
  ),
  fc
    .double()
    .map((d) =>
      Object.is(d, -0)
        ? "-0"
        : Number.isNaN(d)
          ? "NaN"
          : d === Infinity
            ? "+Inf"
            : d === -Infinity
              ? "-Inf"
              : String(d),
    ),
  fc.integer({ min: -1000, max: 1000 }).map((n) => String(n / 8)),
);
const numbers: fc.Arbitrary<Tagged> = fc.oneof(ints.map(int), uints.map(uint), doubles.map(dbl));

/** Characters of every UTF-8 length, Go's and Unicode's spaces, letters that change under case mapping. */
const chars = fc.constantFrom(
  "a",
  "b",
  "c",
  "A",
  "Z",
  " ",
  "\t",
  "\n",
  "\v",
  "\f",
  "\r",
  "\u0085",
  "\u00a0",
  "\u1680",
  "\u2000",
  "\u200a",
  "\u2028",
  "\u2029",
  "\u202f",
  "\u205f",
  "\u3000",
  "\ufeff",
  "\u200b",
  "\u180e",
  "é",
  "É",
  "ß",
  "İ",
  "ı",
  "K",
  "ǅ",
  "Σ",
  "ς",
  "中",
  "😀",
  "𝔸",
  "\u0301",
  "%",
  "\\",
  '"',
  "'",
  "$",
  ".",
  ",",
  "-",
  "_",
  "0",
  "9",
  "\u0000",
  "\u007f",
  "\ufffd",
);
const strings = fc.array(chars, { maxLength: 8 }).map((cs) => cs.join(""));
const smallInts = fc.oneof(
  fc.integer({ min: -2, max: 10 }).map(BigInt),
  fc.constantFrom(2n ** 63n - 1n, -(2n ** 63n)),
);

const numericOps = ["+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "!="];
const numericCases: fc.Arbitrary<OracleCase> = fc.oneof(
  fc.record({ x: numbers, y: numbers, op: fc.constantFrom(...numericOps) }).map(({ x, y, op }) => ({
    expr: `x ${op} y`,
    vars: { x, y },
  })),
  fc
    .record({ x: numbers, f: fc.constantFrom("int", "uint", "double", "string", "-", "dyn", "type") })
    .map(({ x, f }) => ({
      expr: f === "-" ? "-x" : `${f}(x)`,
      vars: { x },
    })),
  fc
    .record({
      x: numbers,
      y: numbers,
      form: fc.constantFrom(
        "[x] == [y]",
        "x in [y]",
        "x in {y: 1}",
        "{x: 1}[y]",
        "{x: 1, y: 2}",
        "{x: 1, y: 2}.size()",
        "[x, y].sort()",
        "[x, y].distinct()",
        "lists.range(x > 5 ? 5 : x)",
        "sets.contains([x], [y])",
        "sets.intersects([x], [y])",
        "sets.equivalent([x], [y])",
        "[[x], [y]].flatten()",
        "{'a': x} == {'a': y}",
        "[x, y].exists_one(v, v == y)",
        "[x][y]",
        "[1, 2, 3][x]",
        "{x: 1}[?y]",
        "[x][?y]",
        "optional.of(x) == optional.of(y)",
        "x == y ? 1 : 2",
        "[1, 2, 3].slice(x, y)",
        "'abc'.substring(x)",
        "'abc'.substring(x, y)",
        "'abc'.charAt(x)",
        "duration(x)",
        "timestamp(x)",
        "x * 1.0 == y",
        "{x: 1}.exists(k, k == y)",
        "[x, y].all(v, 10 / v > 0)",
        "[x, y].exists(v, 10 / v > 0)",
      ),
    })
    .map(({ x, y, form }) => ({ expr: form, vars: { x, y } })),
);

const parseInputs = fc.oneof(
  fc.constantFrom(
    "1",
    "+1",
    "-1",
    "-0",
    "+0",
    " 1",
    "1 ",
    "0x10",
    "0X10",
    "010",
    "0b1",
    "0o7",
    "1e3",
    "1.0",
    "1_000",
    "",
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775808",
    "-9223372036854775809",
    "18446744073709551615",
    "18446744073709551616",
    "1e309",
    "-1e309",
    "inf",
    "Inf",
    "+Inf",
    "-inf",
    "infinity",
    "Infinity",
    "NaN",
    "nan",
    "-NaN",
    "0x1p-2",
    "0x1.8p1",
    "1_0.5",
    ".5",
    "5.",
    "1e",
    "e1",
    "1e-400",
    "1E5",
    "4.9e-324",
    "2.4703282292062328e-324",
    "١",
    "1\u0000",
    "+-1",
    "00",
    "0.000000000000000000000000000001",
    "179769313486231570000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
  ),
  fc.bigInt(-(2n ** 64n), 2n ** 64n).map(String),
  strings,
);
const parseCases: fc.Arbitrary<OracleCase> = fc
  .record({
    s: parseInputs,
    f: fc.constantFrom("int", "uint", "double", "bool", "bytes", "duration", "timestamp"),
  })
  .map(({ s, f }) => ({ expr: `${f}(x)`, vars: { x: str(s) } }));

const stringForms = [
  "x.size()",
  "size(x)",
  "x.charAt(i)",
  "x.indexOf(y)",
  "x.indexOf(y, i)",
  "x.lastIndexOf(y)",
  "x.lastIndexOf(y, i)",
  "x.substring(i)",
  "x.substring(i, j)",
  "x.replace(y, 'Q')",
  "x.replace(y, '', i)",
  "x.replace(y, 'ab', i)",
  "x.split(y)",
  "x.split(y, i)",
  "x.lowerAscii()",
  "x.upperAscii()",
  "x.trim()",
  "[x, y].join()",
  "[x, y].join(y)",
  "x.reverse()",
  "strings.quote(x)",
  "x.contains(y)",
  "x.startsWith(y)",
  "x.endsWith(y)",
  "x + y",
  "x < y",
  "x == y",
  "bytes(x)",
  "bytes(x).size()",
  "string(bytes(x))",
  "bytes(x) < bytes(y)",
  "bytes(x) + bytes(y)",
  "x.matches(y)",
  "x in [y]",
  "{x: 1}[y]",
  "x.format([y])",
  "'%s'.format([x])",
  "x.split(y).size()",
];
const stringCases: fc.Arbitrary<OracleCase> = fc
  .record({ x: strings, y: strings, i: smallInts, j: smallInts, form: fc.constantFrom(...stringForms) })
  .map(({ x, y, i, j, form }) => ({
    expr: form.replace(/\bi\b/g, `dyn(${i})`).replace(/\bj\b/g, `dyn(${j})`),
    vars: { x: str(x), y: str(y) },
  }));

const verbs = fc.constantFrom(
  "%s",
  "%d",
  "%f",
  "%e",
  "%x",
  "%X",
  "%o",
  "%b",
  "%%",
  "%.0f",
  "%.1f",
  "%.3f",
  "%.10f",
  "%.0e",
  "%.2e",
  "%.3s",
  "%5d",
  "%v",
  "%",
  "%.f",
  "%q",
  "%.-1f",
  "%.20f",
  "%.2x",
);
const formatArgs = fc.oneof(
  ints.map((n) => `${n < 0n ? `(${n})` : n}`),
  uints.map((n) => `${n}u`),
  doubles.map((d) => `double('${d === "+Inf" ? "Infinity" : d === "-Inf" ? "-Infinity" : d}')`),
  strings.map((s) => JSON.stringify(s)),
  fc.constantFrom(
    "true",
    "null",
    "b'\\xff\\x00a'",
    "b'abc'",
    "[1, 'a', 2.5]",
    "{'k': 1, 'a': [true]}",
    "duration('1.5s')",
    "timestamp('2020-01-02T03:04:05.123Z')",
    "int",
    "type(1)",
    "optional.of(1)",
    "[]",
    "{}",
    "1.0",
    "-0.0",
    "{1: 2, 'b': 3u}",
    "[b'ab']",
    "duration('-1ns')",
    "timestamp('0001-01-01T00:00:00Z')",
  ),
);
const formatCases: fc.Arbitrary<OracleCase> = fc
  .record({
    pre: fc.constantFrom("", "a", "é "),
    vs: fc.array(verbs, { minLength: 1, maxLength: 2 }),
    args: fc.array(formatArgs, { maxLength: 2 }),
  })
  .map(({ pre, vs, args }) => ({
    expr: `dyn(${JSON.stringify(pre + vs.join(" "))}).format([${args.map((a) => `dyn(${a})`).join(", ")}])`,
  }));

const timestampStrings = fc.constantFrom(
  "2020-01-01T00:00:00Z",
  "0001-01-01T00:00:00Z",
  "9999-12-31T23:59:59.999999999Z",
  "2020-02-29T12:00:00+05:30",
  "2020-01-01T00:00:00.1234567891Z",
  "2020-01-01t00:00:00z",
  "2020-01-01T00:00:00+24:00",
  "2020-01-01T00:00:00-00:00",
  "2020-13-01T00:00:00Z",
  "2020-01-01 00:00:00Z",
  "1969-12-31T23:59:59.5Z",
  "0000-01-01T00:00:00Z",
  "10000-01-01T00:00:00Z",
  "2020-01-01T00:00:60Z",
  "2020-01-01T00:00:00+01:60",
  "2020-01-01T24:00:00Z",
);
const durationStrings = fc.constantFrom(
  "0",
  "0s",
  "1s",
  "-1s",
  "1.5h",
  "1h2m3s4ms5us6ns",
  "1µs",
  "1μs",
  "+1s",
  "-0s",
  "2562047h47m16.854775807s",
  "2562047h47m16.854775808s",
  "-2562047h47m16.854775808s",
  ".5s",
  "5.s",
  "1",
  "1d",
  "1e3s",
  "315576000000s",
  "315576000001s",
  "-315576000000s",
  "0.000000001s",
  "1.0000000001s",
  "9223372036854775807ns",
  "",
);
const zones = fc.constantFrom(
  "UTC",
  "utc",
  "Z",
  "+01:00",
  "-01:00",
  "+23:59",
  "-23:59",
  "+24:00",
  "01:00",
  "+1:00",
  "+01:30",
  "+00:60",
  "-00:61",
  "America/New_York",
  "Asia/Kolkata",
  "Europe/London",
  "Local",
  "",
  "Etc/GMT+5",
  "Australia/Lord_Howe",
  "+0100",
  "Mars/Olympus",
  "-",
  "+",
  "+01",
  "America/St_Johns",
  "Pacific/Kiritimati",
);
const timeCases: fc.Arbitrary<OracleCase> = fc.oneof(
  fc
    .record({
      t: timestampStrings,
      z: zones,
      f: fc.constantFrom(
        "getFullYear",
        "getMonth",
        "getDate",
        "getDayOfMonth",
        "getDayOfWeek",
        "getDayOfYear",
        "getHours",
        "getMinutes",
        "getSeconds",
        "getMilliseconds",
      ),
      zoned: fc.boolean(),
    })
    .map(({ t, z, f, zoned }) => ({
      expr: `timestamp(x).${f}(${zoned ? "y" : ""})`,
      vars: { x: str(t), y: str(z) },
    })),
  fc
    .record({
      t: timestampStrings,
      d: durationStrings,
      e: durationStrings,
      form: fc.constantFrom(
        "timestamp(x) + duration(y)",
        "timestamp(x) - duration(y)",
        "duration(y) + timestamp(x)",
        "string(timestamp(x))",
        "int(timestamp(x))",
        "timestamp(x) - timestamp('2020-01-01T00:00:00Z')",
        "duration(y) + duration(z)",
        "duration(y) - duration(z)",
        "-duration(y)",
        "string(duration(y))",
        "int(duration(y))",
        "duration(y).getHours()",
        "duration(y).getMinutes()",
        "duration(y).getSeconds()",
        "duration(y).getMilliseconds()",
        "duration(y) < duration(z)",
        "timestamp(x) < timestamp('1970-01-01T00:00:00Z')",
        "timestamp(int(timestamp(x)))",
        "string(timestamp(x) + duration(y))",
        "duration(y) == duration(z)",
        "'%s'.format([timestamp(x)])",
        "'%s'.format([duration(y)])",
      ),
    })
    .map(({ t, d, e, form }) => ({ expr: form, vars: { x: str(t), y: str(d), z: str(e) } }))
    .map((c) => ({
      expr: c.expr.replace(/\bz\b/g, `'${c.vars.z[1] as string}'`),
      vars: { x: c.vars.x, y: c.vars.y },
    })),
  fc
    .record({
      n: ints,
      form: fc.constantFrom("timestamp(x)", "duration(x)", "timestamp(x) + duration('1s')"),
    })
    .map(({ n, form }) => ({
      expr: form,
      vars: { x: int(n) },
    })),
);

const lists: fc.Arbitrary<Tagged> = fc
  .array(fc.oneof(numbers, strings.map(str)), { maxLength: 4 })
  .map((xs) => ["list", xs]);
const listCases: fc.Arbitrary<OracleCase> = fc
  .record({
    x: lists,
    y: fc.oneof(lists, numbers),
    form: fc.constantFrom(
      "x + y",
      "x == y",
      "y in x",
      "x[y]",
      "x[?y]",
      "x.slice(y, 2)",
      "x.slice(0, y)",
      "lists.range(y > 5 ? 5 : y)",
      "x.sort()",
      "x.distinct()",
      "x.reverse()",
      "[x, y].flatten()",
      "[x, [y]].flatten(2)",
      "x.flatten(y)",
      "x.first()",
      "x.last()",
      "x.exists_one(v, v == 1)",
      "x.all(v, v > 0)",
      "x.exists(v, v > 0)",
      "x.map(v, v + 1)",
      "x.filter(v, v == y)",
      "x.all(i, v, i < v)",
      "x.transformList(i, v, v)",
      "x.transformMap(i, v, v)",
      "x.sortBy(v, v)",
      "sets.contains(x, y)",
      "sets.equivalent(x, y)",
      "sets.intersects(x, y)",
      "x.join()",
      "size(x)",
      "x.exists(v, v / 0 == 1) || true",
      "true && x.all(v, v / 0 == 1)",
      "x.all(v, v / 0 == 1) && false",
      "x.existsOne(v, v == y)",
    ),
  })
  .map(({ x, y, form }) => ({ expr: form, vars: { x, y } }));

const mapKeys: fc.Arbitrary<Tagged> = fc.oneof(
  fc.constantFrom(
    int(1),
    uint(1),
    int(-1),
    uint(0),
    int(0),
    str("a"),
    str(""),
    ["bool", true],
    ["bool", false],
  ),
  ints.map(int),
);
const maps: fc.Arbitrary<Tagged> = fc
  .uniqueArray(fc.tuple(mapKeys, numbers), { maxLength: 3, selector: ([k]) => JSON.stringify(k) })
  .filter(
    (es) =>
      new Set(es.map(([k]) => (k[0] === "uint" || k[0] === "int" ? `n${k[1] as string}` : JSON.stringify(k))))
        .size === es.length,
  )
  .map((es) => ["map", es]);
// No form whose answer depends on the order of a map's keys: Go iterates its maps in random order (a `map`
// macro's list, which of two entries with one key survives).
const mapCases: fc.Arbitrary<OracleCase> = fc
  .record({
    x: maps,
    y: fc.oneof(mapKeys, numbers, maps, fc.constant<Tagged>(["null"]), fc.constant<Tagged>(["list", []])),
    form: fc.constantFrom(
      "x[y]",
      "x[?y]",
      "y in x",
      "x == y",
      "x.?a",
      "x.a",
      "has(x.a)",
      "x[?y].orValue(0)",
      "x.all(k, x[k] > 0)",
      "x.exists(k, v, v == y)",
      "x.transformMap(k, v, v)",
      "x.transformMapEntry(k, v, {v: k})",
      "x.size()",
      "{y: 1}",
      "x[y] == 1 || true",
      "{'a': x}.a",
      "x.existsOne(k, v, v == y)",
    ),
  })
  .map(({ x, y, form }) => ({ expr: form, vars: { x, y } }));

const optionalCases: fc.Arbitrary<OracleCase> = fc
  .record({
    x: fc.oneof(
      numbers,
      strings.map(str),
      lists,
      maps,
      fc.constant<Tagged>(["null"]),
      fc.constant<Tagged>(["bool", false]),
    ),
    form: fc.constantFrom(
      "optional.of(x)",
      "optional.ofNonZeroValue(x)",
      "optional.none().value()",
      "optional.of(x).value()",
      "optional.none().orValue(x)",
      "optional.of(x).orValue(1)",
      "optional.none().or(optional.of(x))",
      "optional.of(x).or(optional.none())",
      "optional.of(optional.of(x)).value()",
      "optional.ofNonZeroValue(x).hasValue()",
      "optional.of(x).optMap(v, v)",
      "optional.of(x).optFlatMap(v, optional.of(v))",
      "[?optional.of(x), ?optional.none()]",
      "{?'a': optional.of(x), ?'b': optional.none()}",
      "optional.of(x) == optional.of(x)",
      "optional.none() == optional.none()",
      "optional.of(x).or(x)",
      "optional.none().or(x)",
      "optional.none().orValue(optional.of(x))",
      "optional.of(x).orValue(x)",
      "optional.unwrap([optional.of(x), optional.none()])",
      "[optional.of(x)].unwrapOpt()",
      "optional.of(x).value() == x",
      "{'a': {'b': x}}.?a.?b",
      "{'a': {'b': x}}.?a.b",
      "{'a': x}.?b.orValue(2)",
      "[x][?0]",
      "[x][?1].hasValue()",
      "optional.of(x).?a",
      "x.?a",
      "optional.ofNonZeroValue(optional.of(x))",
      "optional.of(optional.none()).hasValue()",
    ),
  })
  .map(({ x, form }) => ({ expr: form, vars: { x } }));

const logicCases: fc.Arbitrary<OracleCase> = fc
  .record({
    a: fc.constantFrom(
      "true",
      "false",
      "x / 0 == 1",
      "x",
      "y",
      "{}['k']",
      "[x][5] == 1",
      "1 / 0 > 2",
      "int('z') == 1",
    ),
    b: fc.constantFrom("true", "false", "x / 0 == 1", "y", "{}['k']", "[][1] == 1", "'a'.matches('[')", "x"),
    op: fc.constantFrom("&&", "||"),
    form: fc.constantFrom(
      "A OP B",
      "!(A OP B)",
      "(A OP B) OP A",
      "A ? B : A",
      "[A, B].all(v, v)",
      "[A, B].exists(v, v)",
    ),
    x: fc.oneof(numbers, fc.constant<Tagged>(["bool", true])),
    y: fc.constantFrom<Tagged>(["bool", true], ["bool", false], int(1), ["null"]),
  })
  .map(({ a, b, op, form, x, y }) => ({
    expr: form.replace(/OP/g, op).replace(/A/g, `(${a})`).replace(/B/g, `(${b})`),
    vars: { x, y },
  }));

/** Every family, equally often. */
export const oracleCases: fc.Arbitrary<OracleCase> = fc.oneof(
  numericCases,
  parseCases,
  stringCases,
  formatCases,
  timeCases,
  listCases,
  mapCases,
  optionalCases,
  logicCases,
);
