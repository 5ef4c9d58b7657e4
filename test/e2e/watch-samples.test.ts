import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { WatchProject, watchApi, widgetSource } from "./watch-project.js";
import { WatchProcess } from "./watch-process.js";

// `crdgen generate --watch` re-validates the project's samples (config/samples by default) on every run, through
// the built bin: a sample edited into an invalid object, and a type change that the unchanged sample no longer
// satisfies, are both reported at the sample's position, and a fix clears the report.

let project: WatchProject;
let crdgen: WatchProcess | undefined;

afterEach(async () => {
  await crdgen?.stop();
  crdgen = undefined;
  rmSync(project.dir, { recursive: true, force: true });
});

const samplePath = "config/samples/widget.yaml";
const typesPath = watchApi.typesFile.split("\\").join("/");
const sample = (size: string): string =>
  `apiVersion: ${watchApi.group}/v1\nkind: Widget\nmetadata:\n  name: w\nspec:\n  size: ${size}\n`;

/** A run's summary line, whatever it took. */
const summary = (text: string): unknown => expect.stringMatching(new RegExp(`^crdgen watch: ${text} \\(`));

/** Everything the process printed, both streams: where a sample's error goes is the reporter's business. */
const printed = (watch: WatchProcess): string => `${watch.lines.join("\n")}\n${watch.stderr}`;

describe("crdgen generate --watch: samples", () => {
  it("reports a sample that stops validating, whether the sample or a type changed", async () => {
    project = WatchProject.create();
    project.write(samplePath, sample("big"));
    const watch = new WatchProcess(project.dir, ["generate", "--watch"]);
    crdgen = watch;
    await watch.waitForStatus(1);
    expect(printed(watch)).not.toContain(samplePath);
    const primed = watch.runs().length;

    // The sample edited: size is a string in the schema.
    project.write(samplePath, sample("3"));
    const broken = await watch.waitForRunOf(samplePath, primed);
    expect(watch.runLines(broken)).toEqual(
      expect.arrayContaining([summary("1 error, 0 warnings: nothing written")]),
    );
    await watch.waitForStderr(`${samplePath}:6:9 - error CRD5040: spec.size: Invalid value`);

    // Fixed again: no new report for the sample.
    const before = printed(watch).split(samplePath).length;
    project.write(samplePath, sample("big"));
    const fixed = await watch.waitForRunOf(samplePath, broken);
    expect(watch.runLines(fixed)).toEqual(
      expect.arrayContaining([summary("1 CRD: 0 written, 1 unchanged, 0 warnings")]),
    );
    expect(printed(watch).split(samplePath).length).toBe(before + 1); // only the "changed" line

    // A type change the unchanged sample does not satisfy: a new required field.
    project.write(watchApi.typesFile, widgetSource({ fields: ["color: string;"] }));
    const retyped = await watch.waitForRunOf(typesPath, fixed);
    expect(watch.runLines(retyped)).toEqual(
      expect.arrayContaining([summary("1 error, 0 warnings: nothing written")]),
    );
    await watch.waitForStderr(`${samplePath}:5:1 - error CRD5040: spec.color: Required value`);
  });
});
