import { existsSync } from "node:fs";
import path from "node:path";
import { configFileName } from "./keys.js";

/** What the search for a configuration file found in the nearest project folder. */
export type FoundConfig =
  | {
      readonly kind: "config-file";
      readonly file: string;
      /** The package.json in the same folder, whose `"crdgen"` key (if any) is then ignored. */
      readonly packageJson: string | undefined;
    }
  | { readonly kind: "package-json"; readonly file: string }
  | { readonly kind: "none" };

/**
 * Looks from `cwd` upwards for crdgen.config.json or package.json. The first folder with either ends the
 * search, so that settings never leak in from a parent project.
 */
export function findConfigFile(cwd: string): FoundConfig {
  let folder = path.resolve(cwd);
  for (;;) {
    const configFile = path.join(folder, configFileName);
    const packageJson = path.join(folder, "package.json");
    const hasPackageJson = existsSync(packageJson);
    if (existsSync(configFile)) {
      return { kind: "config-file", file: configFile, packageJson: hasPackageJson ? packageJson : undefined };
    }
    if (hasPackageJson) return { kind: "package-json", file: packageJson };
    const parent = path.dirname(folder);
    if (parent === folder) return { kind: "none" };
    folder = parent;
  }
}
