import { fieldPathSteps } from "@crdgen/structural";

/**
 * Splits a field path as the API server renders it into steps (field names, map keys and list indexes, all as
 * strings); structural's `fieldPathSteps`, which validation ratcheting also walks.
 */
export const parseFieldPath: (field: string) => string[] = fieldPathSteps;
