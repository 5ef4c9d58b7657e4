import type { MetaDefinitions } from "./data/meta-definitions.js";
import { metaDefinitions } from "./data/meta-definitions.js";

/** Which document is built: v2 (`#/definitions/`, the v2 conversions) or v3 (`#/components/schemas/`). */
export interface OpenApiFlavour {
  readonly v2: boolean;
  readonly refPrefix: string;
  readonly meta: MetaDefinitions;
}

export const v2Flavour: OpenApiFlavour = { v2: true, refPrefix: "#/definitions/", meta: metaDefinitions.v2 };
export const v3Flavour: OpenApiFlavour = {
  v2: false,
  refPrefix: "#/components/schemas/",
  meta: metaDefinitions.v3,
};
