import type { Diagnostic } from "@crdgen/core";

/**
 * The settings a configuration file can hold. Every key is optional; paths are absolute, resolved against the
 * folder of the configuration file (not the working folder).
 */
export interface ConfigSettings {
  /** API folders or files to read (config key `inputs`; the CLI's operands). */
  readonly inputs?: readonly string[];
  /** The output folder (`out`, `--out`). */
  readonly out?: string;
  /** The tsconfig.json of the API types (`tsconfig`, `--tsconfig`). */
  readonly tsconfig?: string;
  /** The sample objects validated against the generated CRDs (`samples`, `--samples`). */
  readonly samples?: string;
  /** Cut descriptions to this many bytes; a whole number >= 0 (`maxDescLen`, `--max-desc-len`). */
  readonly maxDescLen?: number;
  /** `prettier` formats the generated YAML with the user's prettier (config only). */
  readonly formatter?: "none" | "prettier";
  /** controller-gen's generateEmbeddedObjectMeta (config only). */
  readonly embeddedObjectMeta?: "object" | "restricted";
  /** Which compiler reads the types (`tsBackend`, `--ts-backend`). */
  readonly tsBackend?: "auto" | "ts-morph" | "typescript7";
}

/** What {@link loadConfig} found. */
export interface LoadedConfig {
  /** Absolute path of the file the settings came from; undefined when none was found. */
  readonly file?: string;
  /** The settings; empty when no file was found or when it has errors. */
  readonly settings: ConfigSettings;
  readonly diagnostics: readonly Diagnostic[];
}

interface KeyBase {
  /** One sentence for the docs, the JSON schema and hints. */
  readonly description: string;
  /** The command-line flag that sets the same thing, e.g. `--out`; absent for config-only keys. */
  readonly flag?: string;
}

/** A non-empty string; a path resolved against the configuration file's folder when `path` is true. */
export interface StringKey extends KeyBase {
  readonly type: "string";
  readonly placeholder: string;
  readonly path: boolean;
  readonly default?: string;
}

/** A non-empty array of non-empty strings. */
export interface StringListKey extends KeyBase {
  readonly type: "string[]";
  readonly placeholder: string;
  readonly path: boolean;
  readonly default?: readonly string[];
}

/** A whole number, at least `minimum`. */
export interface IntegerKey extends KeyBase {
  readonly type: "integer";
  readonly placeholder: string;
  readonly minimum: number;
  readonly default?: number;
}

/** One of a fixed set of words. */
export interface ChoiceKey<C extends string = string> extends KeyBase {
  readonly type: "choice";
  readonly choices: readonly C[];
  readonly default?: C;
}

/** The description of one configuration key. */
export type ConfigKeySpec = StringKey | StringListKey | IntegerKey | ChoiceKey;

// The spec kind that yields a setting of type V; the brackets stop a union of choices from distributing.
type KeySpecFor<V> = [V] extends [readonly string[]]
  ? StringListKey
  : [V] extends [number]
    ? IntegerKey
    : [string] extends [V]
      ? StringKey
      : ChoiceKey<V & string>;

/** A table with exactly one entry per setting, each of the kind that produces the setting's type. */
export type ConfigKeyTable = {
  readonly [K in keyof ConfigSettings]-?: KeySpecFor<NonNullable<ConfigSettings[K]>>;
};
