import { describe, expect, it } from "vitest";
import { kubernetesParseOptions, parse } from "../../src/index.js";

const typicalRules = [
  "self.minReplicas <= self.maxReplicas",
  "self.all(x, x.name.matches('^[a-z0-9]([-a-z0-9]*[a-z0-9])?$') && size(x.name) <= 63)",
  "!has(oldSelf.mode) || has(self.mode) && self.mode == oldSelf.mode",
  "self.spec.containers.exists(c, c.image.startsWith('registry.example.com/')) ? true : self.allowOthers",
  "self.?metadata.labels.optMap(l, 'app' in l).orValue(false) || self.ports.map(p, p.port).all(p, p > 1024)",
];

describe("parser performance", () => {
  it("parses a typical rule well under a millisecond", () => {
    for (const rule of typicalRules) parse(rule, kubernetesParseOptions); // warm up
    const runs = 2000;
    const start = performance.now();
    for (let i = 0; i < runs; i++) parse(typicalRules[i % typicalRules.length] ?? "", kubernetesParseOptions);
    const perRule = (performance.now() - start) / runs;
    // Generous bound for a shared, loaded machine; locally it is a few hundredths of a millisecond.
    expect(perRule).toBeLessThan(1);
  });
});
