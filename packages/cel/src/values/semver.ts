/**
 * blang/semver v4 `Parse` and `Version.Compare`, which apiserver `pkg/cel/semver.go` wraps (`kubernetes.Semver`),
 * with Go's error texts.
 */
import { goQuote } from "../common/go-format.js";
import { OpaqueValue } from "./value.js";

type PRVersion =
  { readonly isNum: true; readonly num: bigint } | { readonly isNum: false; readonly str: string };

const numbers = /^[0-9]*$/;
const alphanum = /^[0-9A-Za-z-]*$/;
const quote = (s: string): string => goQuote(new TextEncoder().encode(s));
const hasLeadingZeroes = (s: string): boolean => s.length > 1 && s[0] === "0";
const uint64Max = (1n << 64n) - 1n;

/** `strconv.ParseUint(s, 10, 64)` on a string of digits only. */
function parseUint(s: string): bigint {
  if (s === "") throw new Error(`strconv.ParseUint: parsing ${quote(s)}: invalid syntax`);
  const v = BigInt(s);
  if (v > uint64Max) throw new Error(`strconv.ParseUint: parsing ${quote(s)}: value out of range`);
  return v;
}

function newPRVersion(s: string): PRVersion {
  if (s.length === 0) throw new Error("Prerelease is empty");
  if (numbers.test(s)) {
    if (hasLeadingZeroes(s)) {
      throw new Error(`Numeric PreRelease version must not contain leading zeroes ${quote(s)}`);
    }
    return { isNum: true, num: parseUint(s) };
  }
  if (alphanum.test(s)) return { isNum: false, str: s };
  throw new Error(`Invalid character(s) found in prerelease ${quote(s)}`);
}

/** Go's `strings.SplitN(s, sep, n)`. */
function splitN(s: string, sep: string, n: number): string[] {
  const parts = s.split(sep);
  return parts.length <= n ? parts : [...parts.slice(0, n - 1), parts.slice(n - 1).join(sep)];
}

function versionNumber(s: string, what: string, name: string): bigint {
  if (!numbers.test(s)) throw new Error(`Invalid character(s) found in ${what} number ${quote(s)}`);
  if (hasLeadingZeroes(s)) throw new Error(`${name} number must not contain leading zeroes ${quote(s)}`);
  return parseUint(s);
}

export class Semver extends OpaqueValue {
  readonly typeName = "kubernetes.Semver";
  constructor(
    readonly major: bigint,
    readonly minor: bigint,
    readonly patch: bigint,
    readonly pre: readonly PRVersion[],
    readonly build: readonly string[],
  ) {
    super();
  }

  /** `Parse`; throws an `Error` with blang/semver's message. */
  static parse(s: string): Semver {
    if (s.length === 0) throw new Error("Version string empty");
    const parts = splitN(s, ".", 3);
    const [majorStr = "", minorStr = "", rest = ""] = parts;
    if (parts.length !== 3) throw new Error("No Major.Minor.Patch elements found");
    const major = versionNumber(majorStr, "major", "Major");
    const minor = versionNumber(minorStr, "minor", "Minor");
    let patchStr = rest;
    let build: string[] = [];
    let prerelease: string[] = [];
    const buildIndex = patchStr.indexOf("+");
    if (buildIndex !== -1) {
      build = patchStr.slice(buildIndex + 1).split(".");
      patchStr = patchStr.slice(0, buildIndex);
    }
    const preIndex = patchStr.indexOf("-");
    if (preIndex !== -1) {
      prerelease = patchStr.slice(preIndex + 1).split(".");
      patchStr = patchStr.slice(0, preIndex);
    }
    const patch = versionNumber(patchStr, "patch", "Patch");
    const pre = prerelease.map(newPRVersion);
    for (const b of build) {
      if (b.length === 0) throw new Error("Build meta data is empty");
      if (!alphanum.test(b)) throw new Error(`Invalid character(s) found in build meta data ${quote(b)}`);
    }
    return new Semver(major, minor, patch, pre, build);
  }

  /** `Version.Compare`: numbers, then pre-release identifiers (a release sorts after its pre-releases). */
  compareTo(o: Semver): number {
    for (const [a, b] of [
      [this.major, o.major],
      [this.minor, o.minor],
      [this.patch, o.patch],
    ] as const) {
      if (a !== b) return a > b ? 1 : -1;
    }
    if (this.pre.length === 0 || o.pre.length === 0) {
      return this.pre.length === o.pre.length ? 0 : this.pre.length === 0 ? 1 : -1;
    }
    for (let i = 0; i < this.pre.length && i < o.pre.length; i++) {
      const c = comparePR(this.pre[i], o.pre[i]);
      if (c !== 0) return c;
    }
    return this.pre.length === o.pre.length ? 0 : this.pre.length < o.pre.length ? -1 : 1;
  }

  equals(other: OpaqueValue): boolean {
    return other instanceof Semver && this.compareTo(other) === 0;
  }

  override toString(): string {
    const pre = this.pre.map((p) => (p.isNum ? p.num.toString() : p.str)).join(".");
    const build = this.build.join(".");
    return `${this.major}.${this.minor}.${this.patch}${pre ? `-${pre}` : ""}${build ? `+${build}` : ""}`;
  }
}

function comparePR(a: PRVersion | undefined, b: PRVersion | undefined): number {
  if (a === undefined || b === undefined) return 0;
  if (a.isNum !== b.isNum) return a.isNum ? -1 : 1;
  if (a.isNum && b.isNum) return a.num === b.num ? 0 : a.num > b.num ? 1 : -1;
  if (!a.isNum && !b.isNum) return a.str === b.str ? 0 : a.str > b.str ? 1 : -1;
  return 0;
}

/** semverlib.go `normalizeAndParse`: a `v` prefix, leading zeroes and missing minor/patch are tolerated. */
export function normalizeAndParse(input: string): Semver {
  const s = input.startsWith("v") ? input.slice(1) : input;
  const parts = splitN(s, ".", 3).map((p) => {
    // semverlib.go:322: `len(p) > 1` counts bytes, so a single non-ASCII character ("é") is trimmed and, its first
    // byte not being a digit, gets a "0" in front.
    const oneByteAtMost = p.length === 0 || (p.length === 1 && p.charCodeAt(0) < 0x80);
    if (oneByteAtMost) return p;
    const trimmed = p.replace(/^0+/, "");
    return trimmed.length === 0 || !/^[0-9]/.test(trimmed) ? `0${trimmed}` : trimmed;
  });
  if (parts.length < 3) {
    if (/[+-]/.test(parts[parts.length - 1] ?? "")) {
      throw new Error("short version cannot contain PreRelease/Build meta data");
    }
    while (parts.length < 3) parts.push("0");
  }
  return Semver.parse(parts.join("."));
}
