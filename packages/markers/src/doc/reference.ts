import { diagnosticCatalog } from "@crdgen/core";
import { describeArgType } from "../grammar/arg-types.js";
import { describeTargets } from "../comments/marker-line.js";
import { markerDefinitions } from "../registry/index.js";
import { jsdocAliases } from "../registry/jsdoc-aliases.js";
import type { MarkerCategory, MarkerDefinition } from "../registry/types.js";

export const categoryTitles: Readonly<Record<MarkerCategory, string>> = {
  "CRD validation": "Validation",
  "CRD processing": "Processing: pruning and list/map topology",
  CRD: "CRD and version",
  package: "Package (file-leading comment)",
};

export const categoryOrder: readonly MarkerCategory[] = [
  "CRD validation",
  "CRD processing",
  "CRD",
  "package",
];

const intro = `# Marker reference

<!-- Generated from the @crdgen/markers registry by scripts/markers-doc.mjs. Do not edit. -->

crdgen reads controller-gen's markers from \`/** … */\` and \`//\` comments directly above a declaration,
with controller-gen's grammar and meaning. Markers in a file-leading comment describe the package.
As in controller-gen, a declaration's markers are those of its doc comment and of the one comment group
above it (after a blank line); groups further up only give package markers (above a type) and warn otherwise.
Unknown \`+kubebuilder:\` and \`+k8s:\` markers are warnings, never silently dropped.

## Syntax

| Form | Example |
|---|---|
| flag | \`+kubebuilder:subresource:status\` |
| single value | \`+kubebuilder:validation:Minimum=1\` |
| named arguments | \`+kubebuilder:printcolumn:name=Age,type=date,JSONPath=.metadata.creationTimestamp\` |
| legacy single value | \`+kubebuilder:default:=1\` |

Values are read as controller-gen reads them:

- integers (\`-3\`), floats (\`2.5\`, \`1e3\`), booleans (\`true\`, \`false\`);
- strings bare (\`Cluster\`), double-quoted with Go escapes (\`"a\\tb"\`) or in backticks (verbatim);
  a bare string ends at \`,\` \`;\` or \`}\`, so quote values that contain them; a space before that end
  drops the bare string's last word, as controller-gen does (\`Enum=a ;b\` is \`""\` and \`"b"\`, with a warning);
- lists as \`a;b;c\` or \`{a,b,c}\`, nested as \`{{1,2},{3,4}}\`;
- maps as \`{key: value, other: {nested: true}}\`, for \`default\` and \`example\`.

Where any type is allowed (\`default\`, \`example\`, \`Enum\` items), the type is guessed from the text;
a number must be the whole value, so \`100Mi\`, \`087bdd\` or \`2024-01-15\` stay strings. Numbers are Go's:
\`1_000\` and \`0x1p4\` are numbers where a float is read; an integer is decimal (\`0x10\` is an error). A
negative number must follow \`=\` or \`:\` without a space (\`{offset:-1}\`, not \`{offset: -1}\`).
`;

function capitalized(sentence: string): string {
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

function argumentLines(definition: MarkerDefinition): string[] {
  const { args } = definition;
  switch (args.form) {
    case "flag":
      return ["- **Value:** none (a flag)"];
    case "json":
      return [`- **Value:** JSON — ${args.help}`];
    case "value": {
      const optional = args.optional ? " (optional)" : "";
      return [`- **Value:** \`${describeArgType(args.type)}\`${optional} — ${args.help}`];
    }
    case "fields":
      return [
        "",
        "| Argument | Type | Required | Meaning |",
        "|---|---|---|---|",
        ...args.fields.map(
          (f) =>
            `| \`${f.name}\` | \`${describeArgType(f.type)}\` | ${f.optional ? "no" : "yes"} | ${f.help} |`,
        ),
      ];
  }
}

/** One marker's Markdown section: summary, targets, arguments, notes and an example. */
export function section(definition: MarkerDefinition, itemsTwin: MarkerDefinition | undefined): string[] {
  const lines = [
    `### \`+${definition.name}\``,
    "",
    `${capitalized(definition.summary)}.`,
    "",
    `- **On:** ${describeTargets(definition.targets)}`,
    ...argumentLines(definition),
  ];
  if (definition.repeatable === true) lines.push("", "May be repeated.");
  if (itemsTwin !== undefined) {
    lines.push("", `For the items of an array field or type: \`+${itemsTwin.name}\`.`);
  }
  if (definition.details !== undefined) lines.push("", definition.details);
  lines.push("", "```ts", `// ${definition.example}`, "```", "");
  return lines;
}

/** The `items:` variant of each validation marker that has one, by the plain marker's name. */
export function itemsTwins(): ReadonlyMap<string, MarkerDefinition> {
  return new Map(
    markerDefinitions
      .filter((d) => d.onItems === true)
      .map((d) => [d.name.replace("kubebuilder:validation:items:", "kubebuilder:validation:"), d]),
  );
}

function jsdocSection(): string[] {
  const row = (a: (typeof jsdocAliases)[number]): string => `| \`${a.example}\` | ${a.meaning} |`;
  return [
    "## JSDoc tags",
    "",
    "crdgen also reads the JSDoc validation tags that ts-json-schema-generator and typescript-json-schema",
    "users write, as aliases of the markers above: the same checks and the same diagnostics, reported at the",
    "tag. Tags are read from `/** … */` comments only. A tag starts a line, or follows another tag on its",
    "line (`/** @minimum 1 @maximum 10 */`); a tag from this table may also follow description text",
    "(`/** Replicas. @minimum 1 */`). Its value is the rest of its text, unquoted. Other tags (`@example`,",
    "`@see`, `@remarks`, `@param` …) are documentation: crdgen ignores them and leaves them out of the",
    "description, as it does with every tag.",
    "",
    "| Tag | Stands for |",
    "|---|---|",
    ...jsdocAliases.filter((a) => a.supported).map(row),
    "",
    "These tags have no marker equivalent; each gets a CRD1015 warning that says what to use:",
    "",
    "| Tag | Use instead |",
    "|---|---|",
    ...jsdocAliases.filter((a) => !a.supported).map(row),
    "",
  ];
}

function diagnosticsTable(): string[] {
  const rows = Object.entries(diagnosticCatalog)
    .filter(([code]) => code.startsWith("CRD1"))
    .map(([code, entry]) => `| ${code} | ${entry.severity} | ${entry.title} |`);
  return ["## Diagnostics", "", "| Code | Severity | Problem |", "|---|---|---|", ...rows, ""];
}

/**
 * The Markdown marker reference (docs/markers.md), generated from the registry's help text: syntax,
 * then every marker by category with its targets, arguments and an example, then the JSDoc tags read as
 * aliases of markers, then the 1xxx diagnostics.
 * Deterministic: the same registry gives the same bytes.
 */
export function markerReference(): string {
  const twins = itemsTwins();
  const lines = [intro];
  for (const category of categoryOrder) {
    lines.push(`## ${categoryTitles[category]}`, "");
    for (const definition of markerDefinitions) {
      if (definition.category === category && definition.onItems !== true) {
        lines.push(...section(definition, twins.get(definition.name)));
      }
    }
  }
  lines.push(...jsdocSection(), ...diagnosticsTable());
  return lines.join("\n");
}
