import type { FieldError } from "../model/field-error.js";
import type { FieldPath } from "../model/path.js";
import { crdError } from "./decoded.js";
import type { Column } from "./internal-model.js";
import { simpleJSONPathErrors } from "./json-path.js";

const columnTypes = ["boolean", "date", "integer", "number", "string"];
const columnFormats = ["byte", "date", "date-time", "double", "float", "int32", "int64", "password"];

/** `ValidateCustomResourceColumnDefinition` (upstream's path for the JSON path is `….JSONPath`). */
export function validateColumn(column: Column, path: FieldPath, out: FieldError[]): void {
  if (column.name === "") out.push(crdError.required(path.child("name")));
  const typeDetail = `must be one of ${columnTypes.join(",")}`;
  if (column.type === "") {
    out.push(crdError.required(path.child("type"), typeDetail));
  } else if (!columnTypes.includes(column.type)) {
    out.push(crdError.invalid(path.child("type"), column.type, typeDetail));
  }
  if (column.format !== "" && !columnFormats.includes(column.format)) {
    out.push(
      crdError.invalid(path.child("format"), column.format, `must be one of ${columnFormats.join(",")}`),
    );
  }
  if (column.jsonPath === "") out.push(crdError.required(path.child("JSONPath")));
  else out.push(...simpleJSONPathErrors(column.jsonPath, path.child("JSONPath")));
}
