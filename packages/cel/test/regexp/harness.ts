/** crdgen's answers to the Go `regexp` oracle's requests, in the oracle's JSON form. */
import { compileGoRegexp, goFindAllString, goFindString, goMatchString } from "../../src/regexp/go-regexp.js";
import type { RegexpCase } from "./generators.js";

/** What Go answers for one text: `MatchString`, `FindString` (and whether it matched), `FindAllString(s, n)`. */
interface TextAnswer {
  readonly m: boolean;
  readonly f: string;
  readonly fm: boolean;
  readonly all: readonly string[];
}

/** `err` when the pattern does not compile, else one answer per text. */
export interface RegexpAnswer {
  readonly err?: string;
  readonly r?: readonly TextAnswer[];
}

export function crdgenAnswer(c: RegexpCase): RegexpAnswer {
  const re = compileGoRegexp(c.p);
  if (typeof re === "string") return { err: re };
  return {
    r: c.ss.map((s) => {
      const found = goFindString(re, s);
      return {
        m: goMatchString(re, s),
        f: found ?? "",
        fm: found !== undefined,
        all: goFindAllString(re, s, BigInt(c.n)),
      };
    }),
  };
}
