export type {
  CallExpr,
  ComprehensionExpr,
  Expr,
  IdentExpr,
  ListExpr,
  Literal,
  LiteralExpr,
  MapEntry,
  MapExpr,
  ParsedAst,
  SelectExpr,
  SourceInfo,
  StructExpr,
  StructField,
} from "./ast/expr.js";
export type { CelError } from "./common/errors.js";
export type { CelType, TypeKind, TypeProvider } from "./common/types.js";
export {
  celTypes,
  formatType,
  listType,
  mapType,
  opaqueType,
  optionalType,
  structType,
  typeParam,
  typeType,
} from "./common/types.js";
