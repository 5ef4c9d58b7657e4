import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const packageJson = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
  bin: { crdgen: string };
};

/** The bin as package.json's `bin` declares it: a path relative to the package's folder. */
export const crdgenBinTarget = packageJson.bin.crdgen;

/**
 * The package's bin, as npm links it for users, which the CLI tests run with `node`: `npm test` builds what it
 * loads first.
 */
export const crdgenBin = fileURLToPath(new URL(crdgenBinTarget, new URL("../../", import.meta.url)));
