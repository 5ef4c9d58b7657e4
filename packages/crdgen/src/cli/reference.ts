import { configFileName, configKeyNames, configKeys, packageJsonKey } from "../config/index.js";
import type { ConfigKeySpec } from "../config/index.js";
import { usageLine } from "./help.js";
import { placeholder } from "./parse.js";
import type { CommandSpec, OptionSpec } from "./spec.js";
import { flagName } from "./spec.js";

/**
 * The command-line reference page (docs/cli.md), in Markdown: every command from its spec, then the
 * configuration file from {@link configKeys}. Written by scripts/cli-doc.mjs, which also formats it.
 */
export function cliReference(commands: readonly CommandSpec[]): string {
  return [
    "# Command-line reference",
    "",
    "<!-- Generated from the command and configuration tables by scripts/cli-doc.mjs. Do not edit. -->",
    "",
    "Settings come from command-line flags, else a configuration file, else the defaults.",
    "",
    ...commands.flatMap(commandSection),
    ...configSection(),
  ].join("\n");
}

function commandSection(command: CommandSpec): string[] {
  const operand = `${command.operands.name}${command.operands.variadic ? "..." : ""}`;
  const options = Object.entries(command.options).map(([key, spec]) =>
    row([code(optionSynopsis(key, spec)), prose(spec.description), defaultOf(spec)]),
  );
  return [
    `## crdgen ${command.name}`,
    "",
    `${prose(command.summary)}.`,
    "",
    "```",
    usageLine(command),
    "```",
    "",
    ...command.description.flatMap((paragraph) => [prose(paragraph), ""]),
    // A command without operands (name "") has no argument table.
    ...(command.operands.name === ""
      ? []
      : [
          "| Argument | Description |",
          "| --- | --- |",
          row([code(operand), prose(command.operands.description)]),
          "",
        ]),
    "| Option | Description | Default |",
    "| --- | --- | --- |",
    ...options,
    row([code("-h, --help"), "Show the command's help.", ""]),
    "",
    ...command.notes.flatMap((note) => [prose(note), ""]),
    ...(command.example?.() ?? []),
  ];
}

function configSection(): string[] {
  const example = { $schema: "./node_modules/crdgen/config.schema.json", out: configKeys.out.default };
  return [
    "## Configuration file",
    "",
    `\`crdgen generate\` reads its settings from \`${configFileName}\` or from the \`"${packageJsonKey}"\` ` +
      "key of `package.json`. It looks in the working folder, then in each folder above it, and stops at " +
      "the first folder that has either file, so that settings never come from a parent project. " +
      `When both are there, \`${configFileName}\` is used and the key of \`package.json\` is ignored ` +
      "with a warning. `--config FILE` names the file instead (a `package.json` is read for its key).",
    "",
    `The file is JSON; \`${configFileName}\` may have comments and trailing commas. ` +
      "Relative paths are resolved against the folder of the file, not the working folder. " +
      "A flag given on the command line wins over the file. Unknown keys and wrong values are errors.",
    "",
    "```json",
    JSON.stringify(example, null, 2),
    "```",
    "",
    "| Key | Type | Flag | Default | Description |",
    "| --- | --- | --- | --- | --- |",
    ...configKeyNames.map((key) => {
      const spec: ConfigKeySpec = configKeys[key];
      const flag = spec.flag === undefined ? "" : code(spec.flag);
      const fallback = spec.default === undefined ? "" : code(JSON.stringify(spec.default));
      return row([code(key), typeOf(spec), flag, fallback, prose(spec.description)]);
    }),
    "",
    '`"$schema"` is allowed and ignored: it gives editors completion and checks while typing.',
    "",
  ];
}

function typeOf(spec: ConfigKeySpec): string {
  switch (spec.type) {
    case "string":
      return spec.path ? "path" : "string";
    case "string[]":
      return spec.path ? "array of paths" : "array of strings";
    case "integer":
      return `whole number >= ${spec.minimum}`;
    case "choice":
      return spec.choices.map((choice) => code(JSON.stringify(choice))).join(" or ");
  }
}

function optionSynopsis(key: string, spec: OptionSpec): string {
  const value = placeholder(spec);
  return value === "" ? flagName(key) : `${flagName(key)} ${value}`;
}

function defaultOf(spec: OptionSpec): string {
  return spec.type === "boolean" || spec.type === "strings" || spec.default === undefined
    ? ""
    : code(String(spec.default));
}

// Help text is plain text: outside its `code spans`, characters that Markdown would read as markup are escaped.
function prose(text: string): string {
  return text
    .split("`")
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[\\*<>[\]]/g, (c) => `\\${c}`)))
    .join("`");
}

function code(text: string): string {
  return `\`${text}\``;
}

// A Markdown table row; a | inside a cell would end it.
function row(cells: readonly string[]): string {
  return `| ${cells.map((cell) => cell.replaceAll("|", "\\|")).join(" | ")} |`;
}
