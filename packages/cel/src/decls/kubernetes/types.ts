/**
 * The types the Kubernetes CEL libraries introduce, with the names and kinds of apiserver `pkg/cel`
 * (`cel.ObjectType` is a struct kind, `cel.OpaqueType` an opaque kind). The names appear in error messages
 * (`found no matching overload for 'getHost' applied to 'kubernetes.Quantity.()'`), so they must be exact.
 */
import { opaqueType, structType } from "../../common/types.js";

/** apiserver `pkg/cel/url.go` `URLType`. */
export const urlType = structType("kubernetes.URL");
/** apiserver `pkg/cel/quantity.go` `QuantityType`. */
export const quantityType = structType("kubernetes.Quantity");
/** apiserver `pkg/cel/ip.go` `IPType`: a legacy name without the `kubernetes.` prefix. */
export const ipType = opaqueType("net.IP");
/** apiserver `pkg/cel/cidr.go` `CIDRType`. */
export const cidrType = opaqueType("net.CIDR");
/** apiserver `pkg/cel/format.go` `FormatType`. */
export const formatType = structType("kubernetes.NamedFormat");
/** apiserver `pkg/cel/semver.go` `SemverType`. */
export const semverType = structType("kubernetes.Semver");

/** apiserver `pkg/cel/library/authz.go`. */
export const authorizerType = structType("kubernetes.authorization.Authorizer");
export const pathCheckType = structType("kubernetes.authorization.PathCheck");
export const groupCheckType = structType("kubernetes.authorization.GroupCheck");
export const resourceCheckType = structType("kubernetes.authorization.ResourceCheck");
export const decisionType = structType("kubernetes.authorization.Decision");
