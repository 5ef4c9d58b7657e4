import { fieldErrors } from "../../model/field-error.js";

/** Constructors for the other openAPIV3Schema rules (origin `schema`). */
export const schemaError = fieldErrors("schema");
