import { isBlank, isBlankOrBreakOrNul, isBreak, isPrintable, space } from "./chars.js";

/** Which scalar styles go-yaml v2's emitter allows for a value (yaml_emitter_analyze_scalar). */
export interface ScalarAnalysis {
  readonly multiline: boolean;
  readonly flowPlainAllowed: boolean;
  readonly blockPlainAllowed: boolean;
  readonly singleQuotedAllowed: boolean;
  readonly blockAllowed: boolean;
}

interface Findings {
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

const alwaysIndicators = new Set("#,[]{}&*!|>'\"%@`");
const flowIndicatorsInside = new Set(",?[]{}");

/** Analyses a scalar's code points the way go-yaml v2 does before choosing its style. */
export function analyzeScalar(cps: readonly number[]): ScalarAnalysis {
  if (cps.length === 0) return emptyScalar;
  const found = scan(cps);
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
  cps.forEach((cp, i) => {
    const followedByWhitespace = i + 1 >= cps.length || isBlank(cps[i + 1]);
    markIndicators(found, String.fromCodePoint(cp), i === 0, precededByWhitespace, followedByWhitespace);
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
  });
  return found;
}

function markIndicators(
  found: Findings,
  ch: string,
  first: boolean,
  precededByWhitespace: boolean,
  followedByWhitespace: boolean,
): void {
  const both = (): void => {
    found.flowIndicators = found.blockIndicators = true;
  };
  if (first) {
    if (alwaysIndicators.has(ch)) {
      both();
    } else if (ch === "?" || ch === ":") {
      found.flowIndicators = true;
      if (followedByWhitespace) found.blockIndicators = true;
    } else if (ch === "-" && followedByWhitespace) {
      both();
    }
    return;
  }
  if (flowIndicatorsInside.has(ch)) {
    found.flowIndicators = true;
  } else if (ch === ":") {
    found.flowIndicators = true;
    if (followedByWhitespace) found.blockIndicators = true;
  } else if (ch === "#" && precededByWhitespace) {
    both();
  }
}
