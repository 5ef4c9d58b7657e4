import { placeholder } from "./parse.js";
import type { CommandSpec, OptionSpec } from "./spec.js";
import { flagName } from "./spec.js";

const width = 100;

/** The one-line synopsis of a command, e.g. `crdgen check FILE... [--format text|json]`. */
export function usageLine(command: CommandSpec): string {
  const { name, min, variadic } = command.operands;
  const operand = `${name}${variadic ? "..." : ""}`;
  const parts = [`crdgen ${command.name}`];
  // A command without operands (name "") shows none.
  if (name !== "") parts.push(min > 0 ? operand : `[${operand}]`);
  for (const [key, spec] of Object.entries(command.options)) {
    parts.push(`[${optionSynopsis(key, spec)}]${spec.type === "strings" ? "..." : ""}`);
  }
  return parts.join(" ");
}

/** `crdgen <command> --help`: synopsis, description, operands, options with defaults, notes. */
export function renderCommandHelp(command: CommandSpec): string {
  const operands: Row[] =
    command.operands.name === ""
      ? []
      : [[`${command.operands.name}${command.operands.variadic ? "..." : ""}`, command.operands.description]];
  const options: Row[] = [
    ...Object.entries(command.options).map(([key, spec]): Row => [
      optionSynopsis(key, spec),
      describeOption(spec),
    ]),
    ["-h, --help", "Show this help."],
  ];
  const left = columnWidth([...operands, ...options]);
  return [
    `Usage: ${usageLine(command)}`,
    "",
    ...command.description.flatMap((paragraph) => [...wrap(paragraph, width), ""]),
    ...(operands.length === 0 ? [] : ["Arguments:", ...table(operands, left), ""]),
    "Options:",
    ...table(options, left),
    "",
    ...command.notes.flatMap((note) => wrap(note, width)),
    "",
  ].join("\n");
}

/** `crdgen --help`: the commands with their summaries and the global options. */
export function renderMainHelp(commands: readonly CommandSpec[], version: string): string {
  return [
    `crdgen ${version}: structural Kubernetes CRDs from TypeScript types, and a checker for any CRD.`,
    "",
    "Usage:",
    ...commands.map((c) => `  ${usageLine(c)}`),
    "",
    "Commands:",
    ...table(commands.map((c): Row => [c.name, c.summary])),
    "",
    "Options:",
    ...table([
      ["-h, --help", "Show this help; `crdgen <command> --help` shows a command's help."],
      ["--version", "Print the version."],
    ]),
    "",
  ].join("\n");
}

function optionSynopsis(key: string, spec: OptionSpec): string {
  const value = placeholder(spec);
  return value === "" ? flagName(key) : `${flagName(key)} ${value}`;
}

function describeOption(spec: OptionSpec): string {
  if (spec.type === "boolean" || spec.type === "strings" || spec.default === undefined) {
    return spec.description;
  }
  return `${spec.description} Default: ${String(spec.default)}.`;
}

type Row = readonly [string, string];

function columnWidth(rows: readonly Row[]): number {
  return Math.min(Math.max(...rows.map(([name]) => name.length)), 40);
}

// Two columns: the left one as wide as its widest entry (capped), the right one wrapped.
function table(rows: readonly Row[], left: number = columnWidth(rows)): string[] {
  return rows.flatMap(([name, text]) => {
    const lines = wrap(text, width - left - 4);
    const pad = " ".repeat(left + 4);
    if (name.length > left) return [`  ${name}`, ...lines.map((line) => pad + line)];
    return lines.map((line, i) => (i === 0 ? `  ${name.padEnd(left)}  ${line}` : pad + line));
  });
}

function wrap(text: string, columns: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line !== "" && line.length + 1 + word.length > columns) {
      lines.push(line);
      line = word;
    } else {
      line = line === "" ? word : `${line} ${word}`;
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}
