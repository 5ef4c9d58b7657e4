/**
 * The shape of a command's option table. One table per command drives both argument parsing and the
 * `--help` text (and the command-line reference page), so the two cannot drift apart.
 */

interface OptionBase {
  /** One sentence for `--help`. */
  readonly description: string;
}

/** `--name`: present or not. */
export interface BooleanOption extends OptionBase {
  readonly type: "boolean";
}

/** `--name VALUE`. */
export interface StringOption extends OptionBase {
  readonly type: "string";
  /** The placeholder shown in help, e.g. `DIR`. */
  readonly placeholder: string;
  readonly default?: string;
}

/** `--name VALUE`, repeatable: every value given, in order. */
interface StringListOption extends OptionBase {
  readonly type: "strings";
  readonly placeholder: string;
}

/** `--name N`, a non-negative integer. */
export interface IntegerOption extends OptionBase {
  readonly type: "integer";
  readonly placeholder: string;
  readonly default?: number;
}

/** `--name a|b`: one of a fixed set of words. */
export interface ChoiceOption<C extends string = string> extends OptionBase {
  readonly type: "choice";
  readonly choices: readonly C[];
  readonly default?: C;
}

/** Any option of a command. */
export type OptionSpec = BooleanOption | StringOption | StringListOption | IntegerOption | ChoiceOption;

/** A command's operands, e.g. `FILE...`. */
export interface OperandSpec {
  readonly name: string;
  readonly description: string;
  /** How many must be given at least. */
  readonly min: number;
  /** Whether more than one may be given. */
  readonly variadic: boolean;
}

/** A command: its name, help text, operands and option table (keys are camelCase, flags kebab-case). */
export interface CommandSpec<
  O extends Readonly<Record<string, OptionSpec>> = Readonly<Record<string, OptionSpec>>,
> {
  readonly name: string;
  /** One line for `crdgen --help`. */
  readonly summary: string;
  /** Paragraphs for `crdgen <command> --help`. */
  readonly description: readonly string[];
  readonly operands: OperandSpec;
  readonly options: O;
  /** Closing lines of the help text, e.g. the exit codes. */
  readonly notes: readonly string[];
  /** A worked example for the reference page (Markdown lines), after the notes. */
  readonly example?: () => readonly string[];
}

/** The value type an option parses to. */
type OptionValue<S extends OptionSpec> =
  S extends ChoiceOption<infer C>
    ? C
    : S extends BooleanOption
      ? boolean
      : S extends StringListOption
        ? readonly string[]
        : S extends IntegerOption
          ? number
          : string;

/** The parsed values of an option table: booleans default to false, options without a default may be absent. */
export type OptionValues<O extends Readonly<Record<string, OptionSpec>>> = {
  readonly [K in keyof O]: O[K] extends BooleanOption
    ? boolean
    : O[K] extends StringListOption
      ? readonly string[]
      : O[K] extends { readonly default: unknown }
        ? OptionValue<O[K]>
        : OptionValue<O[K]> | undefined;
};

/** Declares a command with its literal types kept, so parsing returns precisely typed values. */
export function defineCommand<const O extends Readonly<Record<string, OptionSpec>>>(
  spec: CommandSpec<O>,
): CommandSpec<O> {
  return spec;
}

/** The flag of an option key: `maxDescLen` is `--max-desc-len`. */
export function flagName(key: string): string {
  return `--${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}
