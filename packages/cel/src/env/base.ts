/**
 * apiserver `pkg/cel/environment/base.go` `baseOpts`: the libraries and options of the Kubernetes CEL base
 * environment, each with the version that introduced it and, for replaced ones, the version that removed
 * it. Program options (cost limits, runtime cost tracking) are not declarations and are left out; the
 * `ProgramOptions`-only `StrictCostOpt` entry has nothing to check and is omitted.
 */
import type { Library } from "../decls/decls.js";
import { listsExtLibrary } from "../decls/ext/lists.js";
import { setsLibrary } from "../decls/ext/sets.js";
import { stringsLibrary } from "../decls/ext/strings.js";
import { twoVarComprehensionsLibrary } from "../decls/ext/comprehensions.js";
import { kubernetesAuthzLibrary, kubernetesAuthzSelectorsLibrary } from "../decls/kubernetes/authz.js";
import { kubernetesCidrLibrary } from "../decls/kubernetes/cidr.js";
import { kubernetesFormatLibrary } from "../decls/kubernetes/format.js";
import { kubernetesIpLibrary } from "../decls/kubernetes/ip.js";
import { kubernetesListsLibrary } from "../decls/kubernetes/lists.js";
import { kubernetesQuantityLibrary } from "../decls/kubernetes/quantity.js";
import { kubernetesRegexLibrary } from "../decls/kubernetes/regex.js";
import { kubernetesSemverLibrary } from "../decls/kubernetes/semver.js";
import { kubernetesUrlsLibrary } from "../decls/kubernetes/urls.js";
import { optionalLibrary, optionalLibraryV026 } from "../decls/optional.js";
import { homogeneousAggregateLiteralsValidator } from "../validators/homogeneous.js";
import {
  validateDurationLiterals,
  validateRegexLiterals,
  validateTimestampLiterals,
} from "../validators/literals.js";
import { stringFormatValidator } from "../validators/string-format.js";
import type { AstValidator } from "../validators/validator.js";
import { type MajorMinor, majorMinor } from "./version.js";

/**
 * One `cel.EnvOption`, as far as checking is concerned. A library carries cel-go's `LibraryName()`:
 * `cel.Lib` adds a singleton library once, the first time its name is seen.
 */
export type EnvOption =
  | { readonly kind: "library"; readonly name: string; readonly library: Library }
  | { readonly kind: "crossTypeNumericComparisons"; readonly enabled: boolean }
  | { readonly kind: "validators"; readonly validators: readonly AstValidator[] }
  /** Macros a library adds (the parser expands them): cel-go's `cel.Macros(cel.ReceiverMacro(…))`. */
  | { readonly kind: "macros"; readonly macros: readonly MacroSignature[] };

/** A macro by its name, argument count and style (`target.name(args)` when `receiver`). */
export interface MacroSignature {
  readonly name: string;
  readonly argCount: number;
  readonly receiver: boolean;
}

const receiverMacros = (...macros: readonly (readonly [string, number])[]): EnvOption => ({
  kind: "macros",
  macros: macros.map(([name, argCount]) => ({ name, argCount, receiver: true })),
});

/** apiserver's `VersionedOptions` (without program options and decl types). */
export interface VersionedOptions {
  /** What the entry is, for listings: the Go expression it stands for. */
  readonly description: string;
  readonly introducedVersion: MajorMinor;
  readonly removedVersion?: MajorMinor;
  /** The entry's `FeatureEnabled` hook, in the binaries that have one (see {@link FeatureGate}). */
  readonly featureGate?: FeatureGate;
  readonly envOptions: readonly EnvOption[];
}

/**
 * A `FeatureEnabled` hook and the gate's default. For NewExpressions the hook takes priority over the versions
 * (environment.go:248-262 at v0.35.0): with the gate off the entry is left out, with it on the entry is in at
 * any compatibility version; StoredExpressions ignores it.
 */
interface FeatureGate {
  /** The binaries whose `baseOpts` entry has the hook: from `since`, up to but not including `until`. */
  readonly since: MajorMinor;
  readonly until: MajorMinor;
  /** The first binary whose default enables the gate. */
  readonly enabledFrom: MajorMinor;
}

const lib = (name: string, library: Library): EnvOption => ({ kind: "library", name, library });

// `cel.OptionalTypes()`'s declarations, one object for every environment: RuleCompiler's `compilesAlike` tells
// environments that declare the same by their library objects.
const optionalTypes = optionalLibrary();

/**
 * The libraries cel-go v0.26.0 (Kubernetes 1.34 to 1.36) declares otherwise than the cel-go this package follows,
 * by the library of {@link baseOptions} they stand for: a table built once, here, from the constant libraries
 * below, so that environments built alike get the same objects.
 */
export const celGoV026Libraries: ReadonlyMap<Library, Library> = new Map([
  [optionalTypes, optionalLibraryV026(optionalTypes)],
]);

/** `baseOpts`, in the Go slice's order (apiserver 24a394e5). */
export const baseOptions: readonly VersionedOptions[] = [
  {
    // CEL epoch was 1.23, set to 1.0 upstream because these options are always present.
    description: "cel.HomogeneousAggregateLiterals(), library.URLs(), library.Regex()",
    introducedVersion: majorMinor(1, 0),
    envOptions: [
      { kind: "validators", validators: [homogeneousAggregateLiteralsValidator()] },
      lib("kubernetes.urls", kubernetesUrlsLibrary()),
      lib("kubernetes.regex", kubernetesRegexLibrary()),
    ],
  },
  {
    description: "library.Lists(library.ListsVersion(0))",
    introducedVersion: majorMinor(1, 0),
    removedVersion: majorMinor(1, 37),
    envOptions: [lib("kubernetes.lists", kubernetesListsLibrary(0))],
  },
  {
    description: "library.Authz()",
    introducedVersion: majorMinor(1, 27),
    envOptions: [lib("kubernetes.authz", kubernetesAuthzLibrary())],
  },
  {
    description: "cel.CrossTypeNumericComparisons(true), cel.OptionalTypes(), library.Quantity()",
    introducedVersion: majorMinor(1, 28),
    envOptions: [
      { kind: "crossTypeNumericComparisons", enabled: true },
      lib("cel.lib.optional", optionalTypes),
      // cel-go `optionalLib.CompileOptions`: `optMap`, and `optFlatMap` since version 1.
      receiverMacros(["optMap", 2], ["optFlatMap", 2]),
      lib("kubernetes.quantity", kubernetesQuantityLibrary()),
    ],
  },
  {
    description: "cel.ASTValidators(duration, timestamp, regex, homogeneous aggregate literals)",
    introducedVersion: majorMinor(1, 29),
    envOptions: [
      {
        kind: "validators",
        validators: [
          validateDurationLiterals(),
          validateTimestampLiterals(),
          validateRegexLiterals(),
          homogeneousAggregateLiteralsValidator(),
        ],
      },
    ],
  },
  {
    description: "ext.Strings(ext.StringsVersion(0))",
    introducedVersion: majorMinor(1, 0),
    removedVersion: majorMinor(1, 29),
    envOptions: [lib("cel.lib.ext.strings", stringsLibrary(0))],
  },
  {
    description: "ext.Strings(ext.StringsVersion(2))",
    introducedVersion: majorMinor(1, 29),
    envOptions: [
      lib("cel.lib.ext.strings", stringsLibrary(2)),
      // `ext.Strings` versions 1 to 3 install the string format validator (no maximum precision).
      { kind: "validators", validators: [stringFormatValidator()] },
    ],
  },
  {
    description: "ext.Sets()",
    introducedVersion: majorMinor(1, 29),
    envOptions: [lib("cel.lib.ext.sets", setsLibrary())],
  },
  {
    description: "library.IP(), library.CIDR()",
    introducedVersion: majorMinor(1, 30),
    envOptions: [
      lib("kubernetes.net.ip", kubernetesIpLibrary()),
      lib("kubernetes.net.cidr", kubernetesCidrLibrary()),
    ],
  },
  {
    description: "library.Format()",
    introducedVersion: majorMinor(1, 31),
    envOptions: [lib("kubernetes.format", kubernetesFormatLibrary())],
  },
  {
    description: "library.AuthzSelectors()",
    introducedVersion: majorMinor(1, 31),
    // base.go:152-167 at v0.31.0 to v0.36.x: FeatureEnabled is the AuthorizeWithSelectors gate (features
    // kube_features.go:350-354: alpha, off, in 1.31; beta, on, from 1.32); 24a394e5 dropped the hook.
    featureGate: { since: majorMinor(1, 31), until: majorMinor(1, 37), enabledFrom: majorMinor(1, 32) },
    envOptions: [lib("kubernetes.authzSelectors", kubernetesAuthzSelectorsLibrary())],
  },
  {
    description: "ext.TwoVarComprehensions()",
    introducedVersion: majorMinor(1, 32),
    envOptions: [
      lib("cel.lib.ext.comprev2", twoVarComprehensionsLibrary()),
      receiverMacros(
        ["all", 3],
        ["exists", 3],
        ["existsOne", 3],
        ["exists_one", 3],
        ["transformList", 3],
        ["transformList", 4],
        ["transformMap", 3],
        ["transformMap", 4],
        ["transformMapEntry", 3],
        ["transformMapEntry", 4],
      ),
    ],
  },
  {
    description: "library.SemverLib(library.SemverVersion(1))",
    introducedVersion: majorMinor(1, 33),
    envOptions: [lib("kubernetes.Semver", kubernetesSemverLibrary(1))],
  },
  {
    description: "ext.Lists(ext.ListsVersion(3))",
    introducedVersion: majorMinor(1, 34),
    // Version 2 added the `sortBy` macro.
    envOptions: [lib("cel.lib.ext.lists", listsExtLibrary(3)), receiverMacros(["sortBy", 2])],
  },
  {
    description: "library.Lists(library.ListsVersion(1))",
    introducedVersion: majorMinor(1, 37),
    envOptions: [lib("kubernetes.lists", kubernetesListsLibrary(1))],
  },
];
