import type { Schema } from "js-yaml";
import yaml from "js-yaml";
import { decodeGoBinary } from "./go-binary.js";
import { isGoYamlTimestamp } from "./go-timestamp.js";
import type { ResolvedScalar, ScalarTag } from "./scalars.js";
import { NonJsonScalar, resolveNonString, resolveTaggedScalar } from "./scalars.js";

/**
 * Counts the NonJsonScalar values constructed while reading. Reading is synchronous, so one counter per
 * process is safe; the reader resets it before each document and looks only when it moved, which keeps
 * the common case (no such value) free of any extra walk.
 */
export const nonJsonCounter = { count: 0 };

// js-yaml asks `resolve` whether a type applies and then `construct`s the value; go-yaml decides both in
// one step, so the decision is kept between the two calls (they always run back to back).
let lastResolved: ResolvedScalar | undefined;

/**
 * The text and tag of the last scalar resolved to something other than a string. The key checker reads it
 * when that scalar's node closes as a mapping key, whose JSON text depends on go-yaml's type (`1e6` and
 * `1000000` are the same number, but not the same key).
 */
export const lastNonStringScalar: { tag: ScalarTag; text: string } = { tag: "str", text: "" };

function noteResolved(resolved: ResolvedScalar, text: string): void {
  lastResolved = resolved;
  lastNonStringScalar.tag = resolved.tag;
  lastNonStringScalar.text = text;
}

function counted(value: unknown): unknown {
  if (value instanceof NonJsonScalar) nonJsonCounter.count++;
  return value;
}

const plainScalarType = new yaml.Type("tag:yaml.org,2002:go-yaml-v2-plain", {
  kind: "scalar",
  resolve: (data: string) => {
    const resolved = resolveNonString(data);
    if (resolved === undefined) return false;
    noteResolved(resolved, data);
    return true;
  },
  construct: () => counted(lastResolved?.value),
});

// go-yaml v2 resolves a plain `<<` key to the merge tag; js-yaml merges mappings under that tag.
const mergeKeyType = new yaml.Type("tag:yaml.org,2002:merge", {
  kind: "scalar",
  resolve: (data: string) => data === "<<",
});

// go-yaml resolves no `!!merge` scalar (resolve.go:80-86): `!!merge x` is the string `x`. Written explicitly the
// tag takes any scalar; the node checker then treats any but `<<` as a string.
const explicitMergeType = new yaml.Type("tag:yaml.org,2002:merge", {
  kind: "scalar",
  resolve: () => true,
  construct: (data: string | null) => data ?? "",
});

function explicitType(tag: Exclude<ScalarTag, "str">): yaml.Type {
  return new yaml.Type(`tag:yaml.org,2002:${tag}`, {
    kind: "scalar",
    resolve: (data: string | null) => {
      const resolved = resolveTaggedScalar(tag, data ?? "");
      if (resolved === undefined) return false;
      noteResolved(resolved, data ?? "");
      return true;
    },
    construct: () => counted(lastResolved?.value),
  });
}

// go-yaml v2 decodes a `!!binary` scalar's base64 into a Go string, which kubectl sends as text; the decoded
// text is kept between resolve and construct, as the other types keep their decision.
let lastBinary: string | undefined;
const binaryType = new yaml.Type("tag:yaml.org,2002:binary", {
  kind: "scalar",
  resolve: (data: string | null) => {
    lastBinary = decodeGoBinary(data ?? "");
    return lastBinary !== undefined;
  },
  construct: () => lastBinary,
});

// go-yaml v2 accepts a `!!timestamp` scalar that time.Parse reads, and then keeps its text as written.
const timestampType = new yaml.Type("tag:yaml.org,2002:timestamp", {
  kind: "scalar",
  resolve: (data: string | null) => isGoYamlTimestamp(data ?? ""),
  construct: (data: string | null) => data ?? "",
});

// go-yaml decodes scalars with tags it does not know (`!foo bar`) as strings, and ignores tags on
// mappings and sequences; a multi type with an empty prefix matches every tag no other type claims.
function anyTag(kind: "scalar" | "sequence" | "mapping"): yaml.Type {
  return new yaml.Type("", {
    kind,
    multi: true,
    construct: (data: unknown) => (kind === "scalar" ? (data ?? "") : data),
  });
}

/**
 * The js-yaml schema that reads manifests the way kubectl does (sigs.k8s.io/yaml on go-yaml v2):
 * YAML 1.1 booleans, integers and floats for plain scalars, `<<` merge keys, explicit standard tags with
 * go-yaml's rules (`!!binary` decoded, `!!timestamp` kept as written), unknown tags ignored, and
 * `.inf`/`.nan` as {@link NonJsonScalar} markers. (Typed by name, so that the declaration file imports `Schema` by name: a
 * default import of js-yaml there would need esModuleInterop in a user's CommonJS project.)
 */
export const kubectlYamlSchema: Schema = yaml.FAILSAFE_SCHEMA.extend({
  implicit: [mergeKeyType, plainScalarType],
  explicit: [
    explicitType("null"),
    explicitType("bool"),
    explicitType("int"),
    explicitType("float"),
    binaryType,
    timestampType,
    explicitMergeType,
    anyTag("scalar"),
    anyTag("sequence"),
    anyTag("mapping"),
  ],
});
