import { acronyms, dictionary, suffixRules } from "./flect-words.js";

/*
 * controller-gen's default plural: `strings.ToLower(flect.Pluralize(kind))`. flect splits the kind into
 * words and inflects only the last one, by its dictionary first and then by suffix rules.
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

function rulePair(singular: string, plural: string): Rule[] {
  return [
    { suffix: plural, apply: (word) => word },
    { suffix: singular, apply: (word) => trimSuffix(word, singular) + plural },
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

// The rules by the last character of their suffix, each list in rule order: a word can end with a suffix only
// if it ends with that character, so a word is matched against those rules alone instead of all of them (about
// 400). An empty suffix would match every word: such a rule goes in every list, and is the whole fallback list.
const anyEnding = pluralRules.filter((r) => r.suffix === "");
const rulesByLastChar = new Map<string, Rule[]>();
for (const rule of pluralRules) {
  if (rule.suffix === "") {
    for (const list of rulesByLastChar.values()) list.push(rule);
    continue;
  }
  const last = rule.suffix.slice(-1);
  let list = rulesByLastChar.get(last);
  if (list === undefined) {
    list = pluralRules.slice(0, pluralRules.indexOf(rule)).filter((r) => r.suffix === "");
    rulesByLastChar.set(last, list);
  }
  list.push(rule);
}

/** The first of {@link pluralRules} whose suffix `lower` ends with. */
export function suffixRuleFor(lower: string): Rule | undefined {
  return (rulesByLastChar.get(lower.slice(-1)) ?? anyEnding).find((r) => lower.endsWith(r.suffix));
}

const separators = new Set(["_", " ", ":", "-", "/"]);

function isSeparator(c: string): boolean {
  return separators.has(c) || /\s/u.test(c);
}

function isUpper(c: string): boolean {
  return /\p{Lu}/u.test(c);
}

function isWordChar(c: string): boolean {
  return /[\p{L}\p{Nd}\p{P}`]/u.test(c);
}

function trimSeparators(text: string): string {
  let out = text.trim();
  for (const separator of separators) {
    while (out.startsWith(separator)) out = out.slice(1);
    while (out.endsWith(separator)) out = out.slice(0, -1);
  }
  return out;
}

function pushPart(parts: string[], text: string): void {
  let part = trimSeparators(text);
  if (acronyms.has(part.toUpperCase())) part = part.toUpperCase();
  if (part !== "") parts.push(part);
}

/** flect's word split: at separators, at lower→upper changes, and after a known acronym. */
export function wordsOf(text: string): string[] {
  const s = text.trim();
  if (s === "") return [];
  if (acronyms.has(s.toUpperCase())) return [s.toUpperCase()];
  const parts: string[] = [];
  let current = "";
  let previous = "";
  for (const c of s) {
    const startsWord =
      isSeparator(c) ||
      (isUpper(c) && !isUpper(previous)) ||
      (isUpper(c) && acronyms.has(current.toUpperCase()));
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

function inflect(original: string): string {
  const last = wordsOf(original).at(-1) ?? "";
  if (last === "") return "";
  if (acronyms.has(last.toUpperCase())) return original + (/s$/i.test(last) ? "es" : "s");
  const lower = last.toLowerCase();
  if (pluralToSingle.has(lower)) return original;
  const stem = trimSuffix(original, last);
  const plural = singleToPlural.get(lower);
  if (plural !== undefined) return stem + plural;
  const rule = suffixRuleFor(lower);
  if (rule !== undefined) return stem + rule.apply(last);
  return lower.endsWith("s") ? original : `${original}s`;
}

/** The plural controller-gen gives a kind when `+kubebuilder:resource:path` does not: `Policy` → `policies`. */
export function defaultPlural(kind: string): string {
  return inflect(kind).toLowerCase();
}
