import { createRequire } from "node:module";
import path from "node:path";

/**
 * The TypeScript 7 the tests run the typescript7 backend with: the root package.json's `typescript7`
 * devDependency (an npm alias of typescript@7, declared once there and hoisted to the workspace's node_modules),
 * since the repository itself builds with TypeScript 5.9.
 */
export const typescript7Package = path.dirname(
  createRequire(import.meta.url).resolve("typescript7/package.json"),
);
