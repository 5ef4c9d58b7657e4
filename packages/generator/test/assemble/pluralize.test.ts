import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
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
  // Words ending in a rule's suffix (some with a longer rule's suffix cut short), and arbitrary ones.
  const suffixes = [...new Set(pluralRules.map((r) => r.suffix))];
  const words = fc.oneof(
    fc
      .tuple(fc.string({ maxLength: 4 }), fc.constantFrom(...suffixes), fc.nat(3))
      .map(([stem, suffix, cut]) => stem + suffix.slice(cut)),
    fc.string({ maxLength: 8 }),
  );

  it("is the first rule in order whose suffix the word ends with", () => {
    fc.assert(
      fc.property(words, (word) => {
        const lower = word.toLowerCase();
        expect(suffixRuleFor(lower)).toBe(pluralRules.find((r) => lower.endsWith(r.suffix)));
      }),
      { numRuns: 2000 },
    );
  });
});
