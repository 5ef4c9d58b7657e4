import { fieldErrors } from "../../model/field-error.js";

/** Constructors for the NewStructural/ValidateStructural rules (origin `structural`). */
export const structuralError = fieldErrors("structural");
