import type { DiagnosticMessage } from "@crdgen/core";
import { catalogMessage } from "@crdgen/core";
import type { MarkerTarget } from "./types.js";

/** What a JSDoc tag stands for on one target: marker lines to parse in its place, or why there are none. */
type TagTranslation =
  | { readonly markers: readonly string[] }
  | { readonly unsupported: { readonly message: DiagnosticMessage<"CRD1015">; readonly hint: string } };

/**
 * A JSDoc tag that ts-json-schema-generator and typescript-json-schema users write (`@minimum 1`), read as
 * an alias of crdgen's markers so that it gets the same checks and diagnostics, at the tag.
 */
export interface JsDocAlias {
  /** The tag name without `@`, spelled as those tools spell it. */
  readonly tag: string;
  /** An example, `@minimum 0`. */
  readonly example: string;
  /** How the tag maps, in Markdown, for the marker reference. */
  readonly meaning: string;
  /** Whether the tag maps to markers (somewhere); tags that never do are listed apart in the reference. */
  readonly supported: boolean;
  readonly translate: (value: string, target: MarkerTarget | undefined) => TagTranslation;
}

const validation = "+kubebuilder:validation:";

/** A string as a marker value: verbatim in backticks, or Go-quoted when it contains a backtick. */
function quoted(value: string): string {
  return value.includes("`") ? JSON.stringify(value) : `\`${value}\``;
}

// a tag without a value means true, as in ts-json-schema-generator
function isTrue(value: string): boolean {
  return value === "" || value === "true";
}

function same(tag: string, marker: string, example: string): JsDocAlias {
  return {
    tag,
    example: `@${tag} ${example}`,
    meaning: `\`${validation}${marker}\``,
    supported: true,
    translate: (value) => ({ markers: [`${validation}${marker}${value === "" ? "" : `=${value}`}`] }),
  };
}

function quotedValue(tag: string, marker: string, example: string): JsDocAlias {
  return {
    tag,
    example: `@${tag} ${example}`,
    meaning: `\`${marker}\`, the whole text as the value (no quoting needed)`,
    supported: true,
    translate: (value) => ({ markers: [value === "" ? marker : `${marker}=${quoted(value)}`] }),
  };
}

// JSON Schema draft 6+: `@exclusiveMinimum 0` is a bound; draft 4's boolean form is accepted too
function exclusiveBound(tag: string, bound: "Minimum" | "Maximum"): JsDocAlias {
  return {
    tag,
    example: `@${tag} 0`,
    meaning:
      `\`${validation}${bound}=N\` and \`${validation}Exclusive${bound}=true\` (JSON Schema draft 6+); ` +
      `\`@${tag} true\` is \`Exclusive${bound}=true\` alone (draft 4)`,
    supported: true,
    translate: (value) => {
      const flag = `${validation}Exclusive${bound}`;
      if (value === "" || value === "true" || value === "false") {
        return { markers: [`${flag}=${value === "" ? "true" : value}`] };
      }
      return { markers: [`${validation}${bound}=${value}`, `${flag}=true`] };
    },
  };
}

// ts-json-schema-generator reads the value as JSON and falls back to the text as a string
function jsonOrString(value: string): string {
  try {
    return JSON.stringify(JSON.parse(value));
  } catch {
    return JSON.stringify(value);
  }
}

/**
 * A tag with no marker equivalent: a warning, saying which JSON Schema `keyword` a CRD schema lacks when
 * that is why, whose hint (given the tag's value) names what to use.
 */
function unsupported(
  tag: string,
  example: string,
  keyword: string | undefined,
  hint: (value: string) => string,
): JsDocAlias {
  const message =
    keyword === undefined
      ? catalogMessage("CRD1015", "notSupported", { tag })
      : catalogMessage("CRD1015", "noSuchKeyword", { tag, keyword });
  return {
    tag,
    example: `@${tag} ${example}`.trimEnd(),
    meaning: hint(example),
    supported: false,
    translate: (value) => ({ unsupported: { message, hint: hint(value || example) } }),
  };
}

const useType = (value: string): string => `Use ${validation}Type=${value} to set the schema type.`;

/** Every JSDoc tag crdgen reads; other tags (`@example`, `@see`, `@remarks` …) are documentation only. */
export const jsdocAliases: readonly JsDocAlias[] = [
  same("minimum", "Minimum", "0"),
  same("maximum", "Maximum", "100"),
  exclusiveBound("exclusiveMinimum", "Minimum"),
  exclusiveBound("exclusiveMaximum", "Maximum"),
  same("multipleOf", "MultipleOf", "5"),
  same("minLength", "MinLength", "1"),
  same("maxLength", "MaxLength", "63"),
  quotedValue("pattern", `${validation}Pattern`, "^[a-z0-9]+$"),
  quotedValue("format", `${validation}Format`, "date-time"),
  same("minItems", "MinItems", "1"),
  same("maxItems", "MaxItems", "10"),
  {
    tag: "uniqueItems",
    example: "@uniqueItems",
    meaning:
      "`+listType=set` (the API server rejects `uniqueItems: true`; the items of a set are " +
      "unique, and must be scalars or atomic); `@uniqueItems false` is `" +
      validation +
      "UniqueItems=false`",
    supported: true,
    translate: (value) => ({
      markers: [isTrue(value) ? "+listType=set" : `${validation}UniqueItems=${value}`],
    }),
  },
  same("minProperties", "MinProperties", "1"),
  same("maxProperties", "MaxProperties", "10"),
  {
    tag: "default",
    example: '@default {"replicas": 1}',
    meaning: "`+default`: the value as JSON, or else the whole text as a string (`@default fast`)",
    supported: true,
    translate: (value) => ({ markers: [value === "" ? "+default" : `+default=${jsonOrString(value)}`] }),
  },
  quotedValue("title", "+kubebuilder:title", "Replica count"),
  {
    tag: "nullable",
    example: "@nullable",
    meaning: "`+nullable`; `@nullable false` does nothing",
    supported: true,
    translate: (value) => ({
      markers: value === "false" ? [] : [isTrue(value) ? "+nullable" : `+nullable=${value}`],
    }),
  },
  {
    tag: "deprecated",
    example: "@deprecated use v1",
    meaning:
      "on a kind's type, `+kubebuilder:deprecatedversion`, with the text as the warning clients see; " +
      "on a field a warning, as a CRD schema cannot deprecate a field",
    supported: true,
    translate: (value, target) => {
      // without a target (no placement checks) there is no telling what it deprecates
      if (target === undefined) return { markers: [] };
      if (target === "field" || target === "package") {
        return {
          unsupported: {
            message: catalogMessage("CRD1015", "deprecatedField", { target }),
            hint:
              "Say so in the description, which kubectl explain shows; to deprecate the whole version, " +
              "put @deprecated or +kubebuilder:deprecatedversion on the kind.",
          },
        };
      }
      const marker = "+kubebuilder:deprecatedversion";
      return { markers: [value === "" ? marker : `${marker}:warning=${JSON.stringify(value)}`] };
    },
  },
  unsupported(
    "const",
    "fast",
    "const",
    (value) => `Use ${validation}Enum with the one value: ${validation}Enum=${value}.`,
  ),
  unsupported("examples", '["a"]', undefined, () => "Use +kubebuilder:example with one example value."),
  unsupported("asType", "string", undefined, useType),
  unsupported("TJS-type", "string", undefined, useType),
  unsupported(
    "readOnly",
    "",
    "readOnly",
    () =>
      "Put fields that only the controller writes under status; for a field that must not change, use +k8s:immutable.",
  ),
  unsupported(
    "writeOnly",
    "",
    "writeOnly",
    () => "Keep secrets out of custom resources; refer to a Secret instead.",
  ),
];

const byTag = new Map(jsdocAliases.map((a) => [a.tag, a]));

/** The alias for a JSDoc tag name (without `@`), or undefined for tags that are documentation only. */
export function findJsDocAlias(tag: string): JsDocAlias | undefined {
  return byTag.get(tag);
}
