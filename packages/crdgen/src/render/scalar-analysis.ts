import { at } from "@crdgen/core";
import { isBlank, isBlankOrBreakOrNul, isBreak, isPrintable, space } from "./chars.js";
import { scanText } from "./scan-text.js";

/** Which scalar styles go-yaml v2's emitter allows for a value (yaml_emitter_analyze_scalar). */
export interface ScalarAnalysis {
  readonly multiline: boolean;
  readonly flowPlainAllowed: boolean;
  readonly blockPlainAllowed: boolean;
  readonly singleQuotedAllowed: boolean;
  readonly blockAllowed: boolean;
}

/** What go-yaml's yaml_emitter_analyze_scalar finds in a scalar, from which the allowed styles follow. */
export interface Findings {
  flowIndicators: boolean;
  blockIndicators: boolean;
  lineBreaks: boolean;
  specialCharacters: boolean;
  leadingSpace: boolean;
  leadingBreak: boolean;
  trailingSpace: boolean;
  trailingBreak: boolean;
  breakSpace: boolean;
  spaceBreak: boolean;
}

const emptyScalar: ScalarAnalysis = {
  multiline: false,
  flowPlainAllowed: false,
  blockPlainAllowed: true,
  singleQuotedAllowed: true,
  blockAllowed: false,
};

const codePointSet = (chars: string): ReadonlySet<number> =>
  new Set(Array.from(chars, (ch) => ch.codePointAt(0) ?? 0));
const alwaysIndicators = codePointSet("#,[]{}&*!|>'\"%@`");
const flowIndicatorsInside = codePointSet(",?[]{}");
const questionMark = 0x3f;
const colon = 0x3a;
const hyphen = 0x2d;
const numberSign = 0x23;

/** Analyses a scalar's code points the way go-yaml v2 does before choosing its style. */
export function analyzeScalar(cps: readonly number[]): ScalarAnalysis {
  if (cps.length === 0) return emptyScalar;
  return analysisOf(scan(cps));
}

/**
 * {@link analyzeScalar} of a text without surrogates (each UTF-16 unit one code point), by regular
 * expressions instead of a loop over its characters: the same findings, at a fraction of the cost on the
 * first run of a process, before the loop is optimized (see scan-text.ts).
 */
export function analyzeText(text: string): ScalarAnalysis {
  if (text.length === 0) return emptyScalar;
  return analysisOf(scanText(text));
}

function analysisOf(found: Findings): ScalarAnalysis {
  let flowPlain = true;
  let blockPlain = true;
  let single = true;
  let block = true;
  if (found.leadingSpace || found.leadingBreak || found.trailingSpace || found.trailingBreak) {
    flowPlain = blockPlain = false;
  }
  if (found.trailingSpace) block = false;
  if (found.breakSpace) flowPlain = blockPlain = single = false;
  if (found.spaceBreak || found.specialCharacters) flowPlain = blockPlain = single = block = false;
  if (found.lineBreaks) flowPlain = blockPlain = false;
  if (found.flowIndicators) flowPlain = false;
  if (found.blockIndicators) blockPlain = false;
  return {
    multiline: found.lineBreaks,
    flowPlainAllowed: flowPlain,
    blockPlainAllowed: blockPlain,
    singleQuotedAllowed: single,
    blockAllowed: block,
  };
}

function startsWithDocumentMarker(cps: readonly number[]): boolean {
  const head = String.fromCodePoint(...cps.slice(0, 3));
  return head === "---" || head === "...";
}

function scan(cps: readonly number[]): Findings {
  const found: Findings = {
    flowIndicators: false,
    blockIndicators: false,
    lineBreaks: false,
    specialCharacters: false,
    leadingSpace: false,
    leadingBreak: false,
    trailingSpace: false,
    trailingBreak: false,
    breakSpace: false,
    spaceBreak: false,
  };
  if (startsWithDocumentMarker(cps)) found.flowIndicators = found.blockIndicators = true;
  let precededByWhitespace = true;
  let previousSpace = false;
  let previousBreak = false;
  for (let i = 0; i < cps.length; i++) {
    const cp = at(cps, i);
    const followedByWhitespace = i + 1 >= cps.length || isBlank(cps[i + 1]);
    markIndicators(found, cp, i === 0, precededByWhitespace, followedByWhitespace);
    if (!isPrintable(cp)) found.specialCharacters = true;
    const last = i + 1 === cps.length;
    if (cp === space) {
      if (i === 0) found.leadingSpace = true;
      if (last) found.trailingSpace = true;
      if (previousBreak) found.breakSpace = true;
      previousSpace = true;
      previousBreak = false;
    } else if (isBreak(cp)) {
      found.lineBreaks = true;
      if (i === 0) found.leadingBreak = true;
      if (last) found.trailingBreak = true;
      if (previousSpace) found.spaceBreak = true;
      previousSpace = false;
      previousBreak = true;
    } else {
      previousSpace = previousBreak = false;
    }
    precededByWhitespace = isBlankOrBreakOrNul(cp);
  }
  return found;
}

function markIndicators(
  found: Findings,
  cp: number,
  first: boolean,
  precededByWhitespace: boolean,
  followedByWhitespace: boolean,
): void {
  if (first) {
    if (alwaysIndicators.has(cp)) {
      found.flowIndicators = found.blockIndicators = true;
    } else if (cp === questionMark || cp === colon) {
      found.flowIndicators = true;
      if (followedByWhitespace) found.blockIndicators = true;
    } else if (cp === hyphen && followedByWhitespace) {
      found.flowIndicators = found.blockIndicators = true;
    }
    return;
  }
  if (flowIndicatorsInside.has(cp)) {
    found.flowIndicators = true;
  } else if (cp === colon) {
    found.flowIndicators = true;
    if (followedByWhitespace) found.blockIndicators = true;
  } else if (cp === numberSign && precededByWhitespace) {
    found.flowIndicators = found.blockIndicators = true;
  }
}
