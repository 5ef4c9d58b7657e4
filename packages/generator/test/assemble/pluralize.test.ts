import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { acronyms, dictionary, suffixRules } from "../../src/assemble/names/flect-words.js";
import { defaultPlural, pluralRules, suffixRuleFor, wordsOf } from "../../src/assemble/names/pluralize.js";

interface CorpusFile {
  readonly crds: readonly {
    readonly name: string;
    readonly group: string;
    readonly kinds: readonly string[];
  }[];
}

const corpus = JSON.parse(
  readFileSync(new URL("../../../../testdata/corpus/crds/index.json", import.meta.url), "utf8"),
) as readonly CorpusFile[];

const corpusPairs = corpus.flatMap((file) =>
  file.crds.flatMap((crd) =>
    crd.kinds.map((kind) => [kind, crd.name.slice(0, -crd.group.length - 1)] as const),
  ),
);

// gobuffalo/flect v1.0's own pluralize assertions (flect_test.go, the entries it pluralizes).
const flectCases: readonly (readonly [string, string])[] = [
  ["Car", "Cars"],
  ["Boy", "Boys"],
  ["GoodBoy", "GoodBoys"],
  ["Axis", "Axes"],
  ["Child", "Children"],
  ["GoodChild", "GoodChildren"],
  ["node_child", "node_children"],
  ["SmartPerson", "SmartPeople"],
  ["great_person", "great_people"],
  ["salesperson", "salespeople"],
  ["custom_field", "custom_fields"],
  ["funky jeans", "funky jeans"],
  ["payment_information", "payment_information"],
  ["sportsEquipment", "sportsEquipment"],
  ["status_code", "status_codes"],
  ["user_custom_field", "user_custom_fields"],
  ["SuperbOx", "SuperbOxen"],
  ["WildOx", "WildOxen"],
  ["wild_ox", "wild_oxen"],
  ["box", "boxes"],
  ["fox", "foxes"],
  ["comment", "comments"],
  ["edge", "edges"],
  ["equipment", "equipment"],
  ["experience", "experiences"],
  ["fleet", "fleets"],
  ["foobar", "foobars"],
  ["mouse", "mice"],
  ["newsletter", "newsletters"],
  ["stack", "stacks"],
  ["user", "users"],
  ["woman", "women"],
  ["human", "humans"],
  ["spokesman", "spokesmen"],
  ["calf", "calves"],
  ["dwarf", "dwarfs"],
  ["elf", "elves"],
  ["half", "halves"],
  ["knife", "knives"],
  ["leaf", "leaves"],
  ["life", "lives"],
  ["loaf", "loaves"],
  ["safe", "saves"],
  ["scarf", "scarves"],
  ["self", "selves"],
  ["sheaf", "sheaves"],
  ["shelf", "shelves"],
  ["thief", "thieves"],
  ["wharf", "wharves"],
  ["wife", "wives"],
  ["wolf", "wolves"],
  ["beef", "beef"],
  ["belief", "beliefs"],
  ["chef", "chefs"],
  ["chief", "chiefs"],
  ["hoof", "hoofs"],
  ["kerchief", "kerchiefs"],
  ["roof", "roofs"],
  ["archive", "archives"],
  ["perspective", "perspectives"],
  ["day", "days"],
  ["hobby", "hobbies"],
  ["agency", "agencies"],
  ["body", "bodies"],
  ["abbey", "abbeys"],
  ["jiffy", "jiffies"],
  ["geology", "geologies"],
  ["geography", "geographies"],
  ["cookie", "cookies"],
  ["sky", "skies"],
  ["supply", "supplies"],
  ["academy", "academies"],
  ["ebony", "ebonies"],
  ["boy", "boys"],
  ["copy", "copies"],
  ["category", "categories"],
  ["embassy", "embassies"],
  ["entity", "entities"],
  ["guy", "guys"],
  ["obsequy", "obsequies"],
  ["navy", "navies"],
  ["proxy", "proxies"],
  ["crazy", "crazies"],
  ["aboideau", "aboideaux"],
  ["beau", "beaux"],
  ["château", "châteaux"],
  ["chateau", "chateaux"],
  ["fabliau", "fabliaux"],
  ["tableau", "tableaux"],
  ["bureau", "bureaus"],
  ["adieu", "adieux"],
  ["tetrahedron", "tetrahedra"],
  ["stadium", "stadiums"],
  ["aquarium", "aquaria"],
  ["auditorium", "auditoria"],
  ["bacterium", "bacteria"],
  ["pretorium", "pretoriums"],
  ["symposium", "symposia"],
  ["amoebaeum", "amoebaea"],
  ["coliseum", "coliseums"],
  ["museum", "museums"],
  ["agenda", "agendas"],
  ["curriculum", "curriculums"],
  ["collum", "colla"],
  ["datum", "data"],
  ["erratum", "errata"],
  ["maximum", "maxima"],
  ["platinum", "platinums"],
  ["serum", "sera"],
  ["spectrum", "spectra"],
  ["opera", "operas"],
  ["alumna", "alumnae"],
  ["larva", "larvae"],
  ["minutia", "minutiae"],
  ["nebula", "nebulae"],
  ["vertebra", "vertebrae"],
  ["vita", "vitae"],
  ["antenna", "antennas"],
  ["formula", "formulas"],
  ["tuna", "tuna"],
  ["quota", "quotas"],
  ["vedalia", "vedalias"],
  ["media", "media"],
  ["multimedia", "multimedia"],
  ["lunch", "lunches"],
  ["search", "searches"],
  ["switch", "switches"],
  ["headache", "headaches"],
  ["marsh", "marshes"],
  ["wish", "wishes"],
  ["bus", "buses"],
  ["campus", "campuses"],
  ["caucus", "caucuses"],
  ["circus", "circuses"],
  ["plus", "pluses"],
  ["prometheus", "prometheuses"],
  ["status", "statuses"],
  ["virus", "viruses"],
  ["use", "uses"],
  ["fuse", "fuses"],
  ["house", "houses"],
  ["spouse", "spouses"],
  ["quiz", "quizzes"],
  ["buzz", "buzzes"],
  ["blitz", "blitzes"],
  ["quartz", "quartzes"],
  ["topaz", "topazes"],
  ["waltz", "waltzes"],
  ["prize", "prizes"],
  ["access", "accesses"],
  ["process", "processes"],
  ["address", "addresses"],
  ["case", "cases"],
  ["database", "databases"],
  ["glimpse", "glimpses"],
  ["horse", "horses"],
  ["lapse", "lapses"],
  ["collapse", "collapses"],
  ["truss", "trusses"],
  ["portfolio", "portfolios"],
  ["piano", "pianos"],
  ["hello", "hellos"],
  ["buffalo", "buffaloes"],
  ["photo", "photos"],
  ["potato", "potatoes"],
  ["tomato", "tomatoes"],
  ["graffiti", "graffiti"],
  ["foo", "foos"],
  ["zoo", "zoos"],
  ["appendix", "appendices"],
  ["codex", "codices"],
  ["index", "indices"],
  ["bodice", "bodices"],
  ["helix", "helices"],
  ["complex", "complexes"],
  ["duplex", "duplexes"],
  ["accomplice", "accomplices"],
  ["slice", "slices"],
  ["matrix", "matrices"],
  ["justice", "justices"],
  ["lattice", "lattices"],
  ["notice", "notices"],
  ["apex", "apices"],
  ["spice", "spices"],
  ["device", "devices"],
  ["service", "services"],
  ["fix", "fixes"],
  ["sex", "sexes"],
  ["invoice", "invoices"],
  ["voice", "voices"],
  ["choice", "choices"],
  ["tax", "taxes"],
  ["eclipse", "eclipses"],
  ["ellipse", "ellipses"],
  ["ellipsis", "ellipses"],
  ["oasis", "oases"],
  ["thesis", "theses"],
  ["hypothesis", "hypotheses"],
  ["parenthesis", "parentheses"],
  ["analysis", "analyses"],
  ["antithesis", "antitheses"],
  ["diagnosis", "diagnoses"],
  ["prognosis", "prognoses"],
  ["synopsis", "synopses"],
  ["synapse", "synapses"],
  ["waste", "wastes"],
  ["psi", "psis"],
  ["pepsi", "pepsis"],
];

describe("defaultPlural", () => {
  it("gives every kind in the CRD corpus the plural its CRD has", () => {
    expect(corpusPairs.length).toBeGreaterThan(200);
    const wrong = corpusPairs.filter(([kind, plural]) => defaultPlural(kind) !== plural);
    expect(wrong).toEqual([]);
  });

  it.each(flectCases)(
    "pluralizes %s as flect does (%s), lower-cased as controller-gen does",
    (word, plural) => {
      expect(defaultPlural(word)).toBe(plural.toLowerCase());
    },
  );

  it.each([
    ["Policy", "policies"],
    ["ClusterIssuer", "clusterissuers"],
    ["DNSRecord", "dnsrecords"],
    ["HTTPRoute", "httproutes"],
    ["IPPool", "ippools"],
    ["API", "apis"],
    ["IP", "ips"],
    // flect's "-brum"/"-bra" rule leaves words ending in "bra" as they are
    ["Zebra", "zebra"],
    ["Endpoints", "endpoints"],
    ["KafkaMirrorMaker2", "kafkamirrormaker2s"],
    ["TLSRoute", "tlsroutes"],
  ])("inflects only the last word of a kind: %s → %s", (kind, plural) => {
    expect(defaultPlural(kind)).toBe(plural);
  });

  it("is empty for an empty kind", () => {
    expect(defaultPlural("")).toBe("");
  });
});

describe("wordsOf", () => {
  it.each([
    ["ClusterIssuer", ["Cluster", "Issuer"]],
    ["DNSRecord", ["DNS", "Record"]],
    ["HTTPRoute", ["HTTP", "Route"]],
    ["node_child", ["node", "child"]],
    ["funky jeans", ["funky", "jeans"]],
    ["KafkaMirrorMaker2", ["Kafka", "Mirror", "Maker2"]],
  ])("splits %s into %j", (text, words) => {
    expect(wordsOf(text)).toEqual(words);
  });
});

describe("the suffix rule a word takes", () => {
  // Words ending in a rule's suffix (some with a longer rule's suffix cut short, some upper-cased), and
  // arbitrary ones.
  const suffixes = [...new Set(pluralRules.map((r) => r.suffix))];
  const words = fc.oneof(
    fc
      .tuple(fc.string({ maxLength: 4 }), fc.constantFrom(...suffixes), fc.nat(3), fc.boolean())
      .map(([stem, suffix, cut, upper]) => {
        const word = stem + suffix.slice(cut);
        return upper ? word.toUpperCase() : word;
      }),
    fc.string({ maxLength: 8 }),
  );

  it("is the first rule in order whose suffix the word ends with, case-sensitively", () => {
    fc.assert(
      fc.property(words, (word) => {
        expect(suffixRuleFor(word)).toBe(pluralRules.find((r) => word.endsWith(r.suffix)));
      }),
      { numRuns: 2000 },
    );
  });
});

// Kinds and the plural controller-gen gives them, made with flect v1.0.3 itself (testdata/spec/SOURCES.md).
const goVectors = JSON.parse(
  readFileSync(new URL("../../../../testdata/spec/controller-gen-plurals.json", import.meta.url), "utf8"),
) as readonly (readonly [string, string])[];

describe("defaultPlural against flect v1.0.3 run by Go", () => {
  it("gives every kind of the vectors the plural Go gave it", () => {
    expect(goVectors.length).toBeGreaterThan(2000);
    const wrong = goVectors.filter(([kind, plural]) => defaultPlural(kind) !== plural);
    expect(wrong).toEqual([]);
  });

  it.each([
    // flect's rules match the last word as written: an upper-case one takes only its `S` rule.
    ["ClusterTLS", "clustertlses"],
    ["FooCMS", "foocmses"],
    ["FooBOX", "fooboxs"],
    ["HostKEY", "hostkeys"],
    ["PodIO", "podios"],
    // the dictionary is looked up lower-cased
    ["FooOX", "foooxen"],
    // OIDC is not one of flect's acronyms: the kind is one word
    ["OIDCProvider", "oidcproviders"],
  ])("%s → %s", (kind, plural) => {
    expect(defaultPlural(kind)).toBe(plural);
  });
});

/*
 * flect v1.0.3's Pluralize written out plainly from its source, for the differential below: pluralRules built
 * by InsertPluralRule's prepends in init()'s order (plural_rules.go), toParts and xappend as in ident.go and
 * flect.go, one linear search. Unicode classes as Go's unicode package has them (White_Space for IsSpace).
 */
const model = (() => {
  type ModelRule = readonly [suffix: string, fn: (s: string) => string];
  let rules: ModelRule[] = [];
  const insert = (suffix: string, repl: string) => {
    rules = [[suffix, (s) => s.slice(0, s.length - suffix.length) + repl], ...rules];
    rules = [[repl, (s) => s], ...rules];
  };
  for (let i = suffixRules.length - 1; i >= 0; i--) {
    const [singular, plural] = suffixRules[i] ?? ["", ""];
    insert(singular, plural);
  }
  for (const word of dictionary) if (word.exact !== true) insert(word.singular, word.plural);
  const single = new Map(dictionary.map((w) => [w.singular, w.plural]));
  const plural = new Set<string>();
  for (const w of dictionary) {
    if (w.unidirectional === true) continue;
    plural.add(w.plural);
    if (w.alternative !== undefined) plural.add(w.alternative);
  }
  const spaceChars =
    "\t\n\v\f\r \u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000";
  const isSpace = (c: string) => new RegExp(`[${spaceChars}]`, "u").test(c);
  const spaces = ["_", " ", ":", "-", "/"];
  const trimSpace = (s: string) => s.replace(new RegExp(`^[${spaceChars}]+|[${spaceChars}]+$`, "gu"), "");
  const upper = (s: string) =>
    Array.from(s, (c) => (Array.from(c.toUpperCase()).length === 1 ? c.toUpperCase() : c)).join("");
  const lower = (s: string) =>
    s
      .replace(/\u0130/g, "i")
      .replace(/\u03a3/g, "\u03c3")
      .toLowerCase();
  const xappend = (parts: string[], text: string) => {
    let s = trimSpace(text);
    for (const x of spaces) {
      while (s.startsWith(x)) s = s.slice(x.length);
      while (s.endsWith(x)) s = s.slice(0, -x.length);
    }
    if (acronyms.has(upper(s))) s = upper(s);
    if (s !== "") parts.push(s);
  };
  const toParts = (input: string): string[] => {
    const parts: string[] = [];
    const s = trimSpace(input);
    if (s.length === 0) return parts;
    if (acronyms.has(upper(s))) return [upper(s)];
    let prev = "";
    let x = "";
    const isUpper = (c: string) => /\p{Lu}/u.test(c);
    for (const c of s) {
      if (
        isSpace(c) ||
        spaces.includes(c) ||
        (isUpper(c) && !isUpper(prev)) ||
        (isUpper(c) && acronyms.has(upper(x)))
      ) {
        xappend(parts, x);
        x = c;
      } else if (/[\p{L}\p{Nd}\p{P}`]/u.test(c)) {
        x += c;
      } else {
        xappend(parts, x);
        x = "";
      }
      prev = c;
    }
    xappend(parts, x);
    return parts;
  };
  const replaceSuffix = (original: string, orig: string, repl: string) =>
    (orig !== "" && original.endsWith(orig) ? original.slice(0, original.length - orig.length) : original) +
    repl;
  const pluralize = (original: string): string => {
    const s = toParts(original).at(-1) ?? "";
    if (s.length === 0) return "";
    const p = single.get(original);
    if (p !== undefined) return replaceSuffix(original, original, p);
    if (plural.has(original)) return original;
    const ls = lower(s);
    if (plural.has(ls)) return original;
    const q = single.get(ls);
    if (q !== undefined) return replaceSuffix(original, s, q);
    for (const [suffix, fn] of rules) if (s.endsWith(suffix)) return replaceSuffix(original, s, fn(s));
    if (ls.endsWith("s")) return original;
    return original + "s";
  };
  return { pluralize: (kind: string) => lower(pluralize(kind)), toParts };
})();

describe("defaultPlural against a plain model of flect's Pluralize", () => {
  const vocabulary = [
    ...new Set([
      ...dictionary.flatMap((w) => [
        w.singular,
        w.plural,
        ...(w.alternative === undefined ? [] : [w.alternative]),
      ]),
      ...suffixRules.flat(),
      ...acronyms,
      "oidc",
      "tls",
      "key",
      "proxy",
    ]),
  ];
  // A word of the vocabulary lower-case, upper-case or capitalized, sometimes after a letter or digit.
  const word = fc
    .tuple(fc.constantFrom(...vocabulary), fc.nat(2), fc.constantFrom("", "", "", "a", "B", "2", "é"))
    .map(([w, casing, prefix]) => {
      const text = prefix + w;
      return casing === 0
        ? text
        : casing === 1
          ? text.toUpperCase()
          : (text[0] ?? "").toUpperCase() + text.slice(1);
    });
  const kinds = fc.oneof(
    fc
      .tuple(fc.array(word, { minLength: 1, maxLength: 3 }), fc.constantFrom("", "", "", "_", "-", " ", "$"))
      .map(([words, separator]) => words.join(separator)),
    fc.stringMatching(/^[A-Z][a-z]{0,4}([A-Z]{1,5}|[A-Z][a-z]{1,6}){0,3}$/),
    fc.string({
      unit: fc.constantFrom(...Array.from("aAsSxXyYzZoOuUhHfF_-: /$`.ßſıİΣ\u0085\ufeff\u00a0é2")),
      maxLength: 7,
    }),
  );

  it("splits and pluralizes every kind as the model does", () => {
    fc.assert(
      fc.property(kinds, (kind) => {
        expect(wordsOf(kind)).toEqual(model.toParts(kind));
        expect(defaultPlural(kind)).toBe(model.pluralize(kind));
      }),
      { numRuns: 3000 },
    );
  });

  it("agrees with the model on the Go vectors (the model's own check)", () => {
    expect(goVectors.filter(([kind, plural]) => model.pluralize(kind) !== plural)).toEqual([]);
  });
});
