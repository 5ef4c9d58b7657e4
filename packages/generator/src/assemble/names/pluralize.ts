import { goToLower } from "@crdgen/structural";
import { acronyms, dictionary, suffixRules } from "./flect-words.js";

/*
 * controller-gen's default plural: `strings.ToLower(flect.Pluralize(kind))` (controller-tools spec.go
 * NeedCRDFor), with gobuffalo/flect v1.0.3 (pluralize.go Ident.Pluralize, ident.go toParts). flect splits the
 * kind into words and inflects only the last one as written: its dictionary is looked up lower-cased, but its
 * suffix rules are matched case-sensitively, so an upper-case last word (`FooBOX`) takes no rule but `S` → `Ses`.
 */

interface Rule {
  readonly suffix: string;
  readonly apply: (word: string) => string;
}

function trimSuffix(text: string, suffix: string): string {
  return suffix !== "" && text.endsWith(suffix) ? text.slice(0, -suffix.length) : text;
}

const singleToPlural = new Map(dictionary.map((w) => [w.singular, w.plural]));
const pluralToSingle = new Set(
  dictionary.flatMap((w) =>
    w.unidirectional === true ? [] : [w.plural, ...(w.alternative === undefined ? [] : [w.alternative])],
  ),
);

// flect's InsertPluralRule puts a no-op rule for the plural before the rule for the singular.
function rulePair(singular: string, plural: string): Rule[] {
  return [
    { suffix: plural, apply: (word) => word },
    { suffix: singular, apply: (word) => word.slice(0, word.length - singular.length) + plural },
  ];
}

// Compound rules from the dictionary (later words first) come before the suffix rules.
export const pluralRules: readonly Rule[] = [
  ...[...dictionary]
    .reverse()
    .filter((w) => w.exact !== true)
    .flatMap((w) => rulePair(w.singular, w.plural)),
  ...suffixRules.flatMap(([singular, plural]) => rulePair(singular, plural)),
];

// The rules by the last UTF-16 unit of their suffix, each list in rule order: a word can end with a suffix only
// if it ends with that unit, so a word is matched against those rules alone instead of all of them (about 400).
// An empty suffix would match every word: such a rule goes in every list, and is the whole fallback list.
const anyEnding = pluralRules.filter((r) => r.suffix === "");
const rulesByLastUnit = new Map<string, Rule[]>();
for (const rule of pluralRules) {
  if (rule.suffix === "") {
    for (const list of rulesByLastUnit.values()) list.push(rule);
    continue;
  }
  const last = rule.suffix.slice(-1);
  let list = rulesByLastUnit.get(last);
  if (list === undefined) {
    list = pluralRules.slice(0, pluralRules.indexOf(rule)).filter((r) => r.suffix === "");
    rulesByLastUnit.set(last, list);
  }
  list.push(rule);
}

/** The first of {@link pluralRules} whose suffix `word` ends with, compared case-sensitively as flect does. */
export function suffixRuleFor(word: string): Rule | undefined {
  return (rulesByLastUnit.get(word.slice(-1)) ?? anyEnding).find((r) => word.endsWith(r.suffix));
}

const separators = new Set(["_", " ", ":", "-", "/"]);

// Go's unicode.IsSpace: Unicode White_Space, which has U+0085 and not U+FEFF (JavaScript's \s is the other way).
const goSpace = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/u;

function isSeparator(c: string): boolean {
  return separators.has(c) || goSpace.test(c);
}

function isUpper(c: string): boolean {
  return /\p{Lu}/u.test(c);
}

function isWordChar(c: string): boolean {
  return /[\p{L}\p{Nd}\p{P}`]/u.test(c);
}

// Go's strings.TrimSpace (unicode.IsSpace at both ends).
const goSpaceAtEnds = new RegExp(`^${goSpace.source}+|${goSpace.source}+$`, "gu");

function goTrimSpace(text: string): string {
  return text.replace(goSpaceAtEnds, "");
}

/**
 * Go's `strings.ToUpper` as far as flect's acronyms (ASCII) can tell: a code point whose full upper case
 * (JavaScript's) is one code point has that as its simple upper case (Go's); one whose full upper case is longer
 * (`ß` → `SS`) has none, and Go keeps it.
 */
function goUpper(text: string): string {
  let upper = "";
  for (const c of text) {
    const u = c.toUpperCase();
    upper += Array.from(u).length === 1 ? u : c;
  }
  return upper;
}

function isAcronym(text: string): boolean {
  return acronyms.has(goUpper(text));
}

// flect.go xappend: trimmed of spaces and of each separator in turn, upper-cased if an acronym.
function pushPart(parts: string[], text: string): void {
  let part = goTrimSpace(text);
  for (const separator of separators) {
    while (part.startsWith(separator)) part = part.slice(1);
    while (part.endsWith(separator)) part = part.slice(0, -1);
  }
  if (isAcronym(part)) part = goUpper(part);
  if (part !== "") parts.push(part);
}

/** flect's word split (ident.go toParts): at separators, at lower→upper changes, and after a known acronym. */
export function wordsOf(text: string): string[] {
  const s = goTrimSpace(text);
  if (s === "") return [];
  if (isAcronym(s)) return [goUpper(s)];
  const parts: string[] = [];
  let current = "";
  let previous = "";
  for (const c of s) {
    const startsWord =
      isSeparator(c) || (isUpper(c) && !isUpper(previous)) || (isUpper(c) && isAcronym(current));
    if (startsWord) {
      pushPart(parts, current);
      current = c;
    } else if (isWordChar(c)) {
      current += c;
    } else {
      pushPart(parts, current);
      current = "";
    }
    previous = c;
  }
  pushPart(parts, current);
  return parts;
}

/**
 * flect's Ident.Pluralize, up to case: where flect capitalizes a dictionary plural, controller-gen lower-cases
 * the result anyway, and every dictionary plural found by a lower-case word starts with a lower-case letter.
 */
function inflect(original: string): string {
  const last = wordsOf(original).at(-1) ?? "";
  if (last === "") return "";
  const whole = singleToPlural.get(original);
  if (whole !== undefined) return whole;
  if (pluralToSingle.has(original)) return original;
  const lower = goToLower(last);
  if (pluralToSingle.has(lower)) return original;
  const stem = trimSuffix(original, last);
  const plural = singleToPlural.get(lower);
  if (plural !== undefined) return stem + plural;
  const rule = suffixRuleFor(last);
  if (rule !== undefined) return stem + rule.apply(last);
  return lower.endsWith("s") ? original : `${original}s`;
}

/** The plural controller-gen gives a kind when `+kubebuilder:resource:path` does not: `Policy` → `policies`. */
export function defaultPlural(kind: string): string {
  return goToLower(inflect(kind));
}
