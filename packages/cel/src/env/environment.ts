/**
 * The Kubernetes CEL base environment at a compatibility version, as apiserver
 * `pkg/cel/environment/environment.go` builds its `EnvSet`:
 *
 * - `NewExpressions`: the entries of `baseOpts` introduced at or before the compatibility version and not
 *   removed at or before it. New or changed expressions (create, or update that changes the expression)
 *   are compiled with it, so that a rollback to an older server still understands them.
 * - `StoredExpressions`: every entry not removed (the filter runs at version MaxUint.MaxUint): expressions
 *   already persisted are compiled with everything the running binary knows.
 *
 * The binary version stands for the API server build: entries introduced after it do not exist in that
 * build, and a removal after it had not happened yet (Kubernetes 1.35's `base.go` had no `RemovedVersion`
 * on `library.Lists`). The default is Kubernetes 1.35 and the compatibility version defaults to the
 * binary's minimum compatibility version, one minor lower (`DefaultCompatibilityVersion()`); pass
 * `binaryVersion` (and `compatibilityVersion`) to target another release.
 */
import type { CheckerEnvOptions } from "../checker/env.js";
import { CheckerEnv } from "../checker/env.js";
import type { Library } from "../decls/decls.js";
import { standardLibrary } from "../decls/stdlib.js";
import { standardLibraryV026 } from "../decls/stdlib-v026.js";
import { type AstValidator, addValidators } from "../validators/validator.js";
import {
  type EnvOption,
  type MacroSignature,
  type VersionedOptions,
  baseOptions,
  celGoV026Libraries,
} from "./base.js";
import {
  type MajorMinor,
  compareVersions,
  formatMajorMinor,
  majorMinor,
  maxVersion,
  parseMajorMinor,
} from "./version.js";

/** The Kubernetes release whose API server is modelled unless told otherwise. */
export const defaultBinaryVersion = "1.35";

export type ExpressionsType = "NewExpressions" | "StoredExpressions";

export interface KubernetesEnvironmentOptions {
  /** The API server's version, `major.minor`; default {@link defaultBinaryVersion}. */
  readonly binaryVersion?: string;
  /** The compatibility version; default the binary's minor minus one. */
  readonly compatibilityVersion?: string;
  /** Default `NewExpressions`. */
  readonly type?: ExpressionsType;
}

export interface NamedLibrary {
  /** cel-go's `LibraryName()`, e.g. `kubernetes.lists`, `cel.lib.ext.strings`. */
  readonly name: string;
  readonly library: Library;
}

/** What a Kubernetes CEL environment declares and checks, in cel-go's order. */
export interface KubernetesEnvironment {
  readonly binaryVersion: string;
  readonly compatibilityVersion: string;
  readonly type: ExpressionsType;
  /** The `baseOpts` entries in effect. */
  readonly entries: readonly VersionedOptions[];
  /** The standard library first (`cel.NewEnv()`), then each library once, the first time it is named. */
  readonly libraries: readonly NamedLibrary[];
  readonly checkerOptions: Required<
    Pick<CheckerEnvOptions, "crossTypeNumericComparisons" | "homogeneousAggregateLiterals">
  > &
    Pick<CheckerEnvOptions, "celGoV026Lookup">;
  /** The AST validators, in order, each once. */
  readonly validators: readonly AstValidator[];
  /** The macros the libraries add beyond cel-go's standard ones. */
  readonly macros: readonly MacroSignature[];
  /**
   * Whether the parser takes back-quoted field names (`` self.`a-b` ``): a property of the cel-go the
   * binary is built with, not of `baseOpts` (Kubernetes never sets `cel.EnableIdentifierEscapeSyntax`).
   * On from Kubernetes 1.37 (`celGoV026In`).
   */
  readonly identEscapeSyntax: boolean;
}

export function kubernetesEnvironment(options: KubernetesEnvironmentOptions = {}): KubernetesEnvironment {
  const binary = parseMajorMinor(options.binaryVersion ?? defaultBinaryVersion);
  const compatibility =
    options.compatibilityVersion === undefined
      ? majorMinor(binary.major, Math.max(0, binary.minor - 1))
      : parseMajorMinor(options.compatibilityVersion);
  const type = options.type ?? "NewExpressions";
  const known = baseOptions.flatMap((entry) => knownTo(entry, binary));
  const entries =
    type === "NewExpressions"
      ? known.filter((entry) => allowedInNewExpressions(entry, binary, compatibility))
      : known.filter((entry) => allowedAt(entry, maxVersion));
  return {
    binaryVersion: formatMajorMinor(binary),
    compatibilityVersion: formatMajorMinor(compatibility),
    type,
    entries,
    ...combine(
      entries.flatMap((entry) => entry.envOptions),
      celGoV026In(binary) ? standardLibraryV026 : standardLibrary,
      celGoV026In(binary),
    ),
    identEscapeSyntax: !celGoV026In(binary),
  };
}

/**
 * Kubernetes 1.34, 1.35 and 1.36 are built with cel-go v0.26.0 (apiserver `go.mod` at v0.34.0, v0.35.0,
 * v0.36.0); 1.37 with v0.29.2, which has what this package follows. What v0.26.0 does otherwise, as far as
 * compiling goes: its parser refuses back-quoted identifiers (`unsupported syntax`) unless the environment
 * enables them, which Kubernetes never does (cel-go #1295 turned them on by default), and its standard
 * library declares `duration(int)` (`stdlib-v026.ts`, deleted by cel-go #1300), its checker resolves identifiers
 * with `LookupIdent` (`CheckerEnvOptions.celGoV026Lookup`), and its `optional_type` identifier is of type
 * `type(optional_type)`, without the `dyn` parameter later releases give it. Releases before 1.33 pinned
 * cel-go v0.22.0 or older, whose grammar has no back-quoted identifiers at all (the same rules fail, with a
 * syntax error of another text): not modelled.
 */
function celGoV026In(binary: MajorMinor): boolean {
  return compareVersions(binary, majorMinor(1, 37)) < 0;
}

/** Both environments of apiserver's `EnvSet`. */
export function kubernetesEnvSet(
  options: Omit<KubernetesEnvironmentOptions, "type"> = {},
): Record<ExpressionsType, KubernetesEnvironment> {
  return {
    NewExpressions: kubernetesEnvironment({ ...options, type: "NewExpressions" }),
    StoredExpressions: kubernetesEnvironment({ ...options, type: "StoredExpressions" }),
  };
}

/**
 * apiserver `EnvSet.Extend` (environment.go:264-269 at v0.35.0) lets `self.namespace` reach the field escaped as
 * `__namespace__` from compatibility version 1.31 (`SetRecognizeKeywordAsFieldName`). The StoredExpressions
 * environment is extended at version MaxUint.MaxUint (environment.go:228), so it always does.
 */
export function recognizesKeywordsAsFieldNames(
  environment: Pick<KubernetesEnvironment, "compatibilityVersion"> &
    Partial<Pick<KubernetesEnvironment, "type">>,
): boolean {
  if (environment.type === "StoredExpressions") return true;
  const [major = 0, minor = 0] = environment.compatibilityVersion.split(".").map(Number);
  return major > 1 || (major === 1 && minor >= 31);
}

/** What checking needs of an environment; tests build their own (cel-go's `NewEnv` with options). */
export type CelEnvironment = Pick<
  KubernetesEnvironment,
  "libraries" | "checkerOptions" | "validators" | "macros"
> &
  Partial<Pick<KubernetesEnvironment, "identEscapeSyntax">>;

/**
 * The declarations of the environment's libraries, declared anew: declaring them (merging every overload,
 * checking it against the macros) is most of the cost of compiling a short rule, so a caller compiling many
 * expressions in one environment declares them once, in a `PreparedEnvironment` it keeps, and extends them for
 * each expression (`CheckerEnv.extending`), never modifying them.
 */
export function declareLibraries(environment: CelEnvironment): CheckerEnv {
  const declared = new CheckerEnv();
  for (const { library } of environment.libraries) declared.addLibrary(library);
  return declared;
}

/**
 * A checker environment with the environment's declarations and checking options. Declares the libraries for
 * this one environment; `PreparedEnvironment.checkerEnv` reuses its declarations.
 */
export function newKubernetesCheckerEnv(
  environment: CelEnvironment,
  options: Pick<CheckerEnvOptions, "container" | "provider"> = {},
): CheckerEnv {
  return extendDeclarations(declareLibraries(environment), environment, options);
}

/** A checker environment over `declared` (the environment's libraries) with its checking options. */
export function extendDeclarations(
  declared: CheckerEnv,
  environment: CelEnvironment,
  options: Pick<CheckerEnvOptions, "container" | "provider">,
): CheckerEnv {
  return CheckerEnv.extending(declared, { ...options, ...environment.checkerOptions });
}

/** The entry as the binary knows it: absent when introduced later, without a removal still to come. */
function knownTo(entry: VersionedOptions, binary: MajorMinor): VersionedOptions[] {
  if (compareVersions(entry.introducedVersion, binary) > 0) return [];
  if (entry.removedVersion === undefined || compareVersions(entry.removedVersion, binary) <= 0) {
    return [entry];
  }
  return [
    {
      description: entry.description,
      introducedVersion: entry.introducedVersion,
      ...(entry.featureGate === undefined ? {} : { featureGate: entry.featureGate }),
      envOptions: entry.envOptions,
    },
  ];
}

/**
 * `filterAndBuildOpts` for NewExpressions (environment.go:248-262 at v0.35.0): an entry with a feature gate hook in
 * this binary is in exactly when the gate is on, whatever the versions say; any other by its versions.
 */
function allowedInNewExpressions(
  entry: VersionedOptions,
  binary: MajorMinor,
  compatibility: MajorMinor,
): boolean {
  const gate = entry.featureGate;
  if (
    gate !== undefined &&
    compareVersions(binary, gate.since) >= 0 &&
    compareVersions(binary, gate.until) < 0
  ) {
    return compareVersions(binary, gate.enabledFrom) >= 0;
  }
  return allowedAt(entry, compatibility);
}

/** `filterAndBuildOpts`: introduced at or before the version, not removed at or before it. */
function allowedAt(entry: VersionedOptions, version: MajorMinor): boolean {
  return (
    compareVersions(version, entry.introducedVersion) >= 0 &&
    (entry.removedVersion === undefined || compareVersions(version, entry.removedVersion) < 0)
  );
}

function combine(
  envOptions: readonly EnvOption[],
  standard: Library,
  celGoV026: boolean,
): Pick<KubernetesEnvironment, "libraries" | "checkerOptions" | "validators" | "macros"> {
  const libraries: NamedLibrary[] = [{ name: "cel.lib.std", library: standard }];
  let crossTypeNumericComparisons = false;
  let validators: AstValidator[] = [];
  const macros: MacroSignature[] = [];
  for (const option of envOptions) {
    switch (option.kind) {
      case "library": {
        // `cel.Lib` skips a singleton library whose name the environment already has.
        if (libraries.some((l) => l.name === option.name)) break;
        const v026 = celGoV026 ? celGoV026Libraries.get(option.library) : undefined;
        libraries.push(v026 === undefined ? option : { name: option.name, library: v026 });
        break;
      }
      case "crossTypeNumericComparisons":
        crossTypeNumericComparisons = option.enabled;
        break;
      case "validators":
        validators = addValidators(validators, option.validators);
        break;
      case "macros":
        macros.push(...option.macros);
        break;
    }
  }
  return {
    libraries,
    // cel-go's `HomogeneousAggregateLiterals()` is now the validator; the checker option stays off.
    checkerOptions: {
      crossTypeNumericComparisons,
      homogeneousAggregateLiterals: false,
      celGoV026Lookup: celGoV026,
    },
    validators,
    macros,
  };
}
