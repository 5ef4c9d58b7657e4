/**
 * When two environments compile every rule alike, so that a RuleCompiler may answer both from one compilation.
 * Not a port of Go: the API server compiles a rule in each environment of its EnvSet. crdgen compiles a CRD's
 * rules in the environment for new expressions (the create-time checks) and its defaults' rules in the one for
 * stored expressions (C9); at the default versions both declare the very same libraries, validators, macros and
 * options, and the second compilation of a rule gave the first one's result again.
 */
import type { CelEnvironment } from "../env/environment.js";

type Same<T> = (a: T, b: T) => boolean;

function sameList<T>(a: readonly T[], b: readonly T[], same: Same<T>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (!same(a[i] as T, b[i] as T)) return false;
  }
  return true;
}

/** Equal own fields, compared with ===: the checker options are flags. */
function sameFlags(a: object, b: object): boolean {
  const aEntries = Object.entries(a);
  if (aEntries.length !== Object.keys(b).length) return false;
  return aEntries.every(
    ([key, value]) => Object.hasOwn(b, key) && (b as Record<string, unknown>)[key] === value,
  );
}

/**
 * One comparison for each part of a CelEnvironment, the whole of what compiling reads of an environment
 * (compileRule takes a CelEnvironment, nothing more): a part added to that type must be added here, or this
 * does not compile. Libraries and validators are compared as objects: both are immutable declarations made
 * once per module, so the same object declares the same functions and checks the same things.
 */
const sameParts: { readonly [K in keyof Required<CelEnvironment>]: Same<CelEnvironment[K]> } = {
  libraries: (a, b) => sameList(a, b, (x, y) => x.name === y.name && x.library === y.library),
  checkerOptions: sameFlags,
  validators: (a, b) => sameList(a, b, (x, y) => x === y),
  macros: (a, b) =>
    sameList(a, b, (x, y) => x.name === y.name && x.argCount === y.argCount && x.receiver === y.receiver),
  identEscapeSyntax: (a, b) => a === b,
};

/** Whether compiling any rule in `a` gives what compiling it in `b` gives. */
export function compilesAlike(a: CelEnvironment, b: CelEnvironment): boolean {
  if (a === b) return true;
  return (Object.keys(sameParts) as (keyof CelEnvironment)[]).every((part) =>
    (sameParts[part] as Same<unknown>)(a[part], b[part]),
  );
}
