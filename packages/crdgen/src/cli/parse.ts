import { at, catalogMessage, UsageError } from "@crdgen/core";
import type { CommandSpec, OptionSpec, OptionValues } from "./spec.js";
import { flagName } from "./spec.js";
import { closestWord } from "./suggest.js";

/** A command line parsed against a command's option table. */
export interface ParsedCommand<O extends Readonly<Record<string, OptionSpec>>> {
  readonly options: OptionValues<O>;
  readonly operands: readonly string[];
  /** `-h` or `--help` was given: nothing else is checked. */
  readonly help: boolean;
  /** The keys of the options given on the command line, so that a default can yield to a config file. */
  readonly given: ReadonlySet<string>;
}

/**
 * Parses a command's arguments (after the command name) with its option table: `--flag`, `--flag value`,
 * `--flag=value`, `--` to end options, `-` as an operand. Throws UsageError for unknown, repeated or
 * malformed options and for missing operands, naming the closest flag when one is near.
 */
export function parseCommandLine<O extends Readonly<Record<string, OptionSpec>>>(
  command: CommandSpec<O>,
  argv: readonly string[],
): ParsedCommand<O> {
  const byFlag = new Map(
    Object.entries(command.options).map(([key, spec]) => [flagName(key), { key, spec }]),
  );
  const values = new Map<string, unknown>();
  const operands: string[] = [];
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = at(argv, i);
    if (arg === "--") {
      operands.push(...argv.slice(i + 1));
      break;
    }
    if (arg === "-h" || arg === "--help") {
      help = true;
      continue;
    }
    if (!arg.startsWith("-") || arg === "-") {
      operands.push(arg);
      continue;
    }
    const equals = arg.indexOf("=");
    const flag = equals === -1 ? arg : arg.slice(0, equals);
    const option = byFlag.get(flag);
    if (option === undefined) throw unknownOption(command, flag, [...byFlag.keys()]);
    const repeatable = option.spec.type === "strings";
    if (values.has(option.key) && !repeatable) {
      throw new UsageError(catalogMessage("CRD5002", "givenTwice", { flag }));
    }
    if (option.spec.type === "boolean") {
      if (equals !== -1) throw new UsageError(catalogMessage("CRD5002", "takesNoValue", { flag }));
      values.set(option.key, true);
      continue;
    }
    let text = equals === -1 ? argv[i + 1] : arg.slice(equals + 1);
    if (equals === -1) i++;
    if (text === undefined || (equals === -1 && text.startsWith("--"))) {
      const args = { flag, placeholder: placeholder(option.spec) };
      throw new UsageError(catalogMessage("CRD5002", "needsValue", args));
    }
    text = text.trim();
    const value = parseValue(flag, option.spec, text);
    values.set(
      option.key,
      repeatable ? [...((values.get(option.key) as string[] | undefined) ?? []), value] : value,
    );
  }
  const given = new Set(values.keys());
  if (help) return { options: withDefaults(command, values), operands, help, given };
  checkOperands(command, operands);
  return { options: withDefaults(command, values), operands, help, given };
}

function parseValue(flag: string, spec: OptionSpec, text: string): unknown {
  switch (spec.type) {
    case "choice":
      if (!spec.choices.includes(text)) {
        const args = { flag, choices: spec.choices.join(", "), value: JSON.stringify(text) };
        throw new UsageError(catalogMessage("CRD5002", "notAChoice", args));
      }
      return text;
    case "integer":
      if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
        throw new UsageError(
          catalogMessage("CRD5002", "notWholeNumber", { flag, value: JSON.stringify(text) }),
        );
      }
      return Number(text);
    case "string":
    case "strings":
      if (text === "") throw new UsageError(catalogMessage("CRD5002", "emptyValue", { flag }));
      return text;
    case "boolean":
      return true;
  }
}

function withDefaults<O extends Readonly<Record<string, OptionSpec>>>(
  command: CommandSpec<O>,
  values: Map<string, unknown>,
): OptionValues<O> {
  const result: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(command.options)) {
    const fallback = spec.type === "boolean" ? false : spec.type === "strings" ? [] : spec.default;
    const value = values.has(key) ? values.get(key) : fallback;
    if (value !== undefined) result[key] = value;
  }
  // The table's types guarantee each key's value type; the map above only lost them.
  return result as OptionValues<O>;
}

function checkOperands(command: CommandSpec, operands: readonly string[]): void {
  const { name, min, variadic } = command.operands;
  if (name === "" && operands.length > 0) {
    throw new UsageError(
      catalogMessage("CRD5002", "noOperands", { command: command.name, operand: operands[0] ?? "" }),
    );
  }
  if (operands.length < min) {
    const args = { command: command.name, operand: name };
    throw new UsageError(
      min === 1
        ? catalogMessage("CRD5002", "needsOperand", args)
        : catalogMessage("CRD5002", "needsOperands", { ...args, min }),
    );
  }
  if (!variadic && operands.length > 1) {
    const args = { command: command.name, operand: name, count: operands.length };
    throw new UsageError(catalogMessage("CRD5002", "oneOperand", args));
  }
}

function unknownOption(command: CommandSpec, flag: string, known: readonly string[]): UsageError {
  const near = closestWord(flag, [...known, "--help"]);
  const args = { flag, command: command.name };
  return new UsageError(
    near === undefined
      ? catalogMessage("CRD5002", "unknownOption", args)
      : catalogMessage("CRD5002", "unknownOptionDidYouMean", { ...args, suggestion: near }),
  );
}

/** How an option's value is shown in help and messages: `DIR`, `N`, `text|json`. */
export function placeholder(spec: OptionSpec): string {
  switch (spec.type) {
    case "choice":
      return spec.choices.join("|");
    case "string":
    case "strings":
    case "integer":
      return spec.placeholder;
    case "boolean":
      return "";
  }
}
