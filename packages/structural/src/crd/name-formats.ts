// apimachinery's name-format checks (pkg/util/validation and pkg/api/validate/content) live in @crdgen/cel,
// which the CEL format library (format.dns1123Label() …) shares with the CRD and ObjectMeta validators.
export {
  dns1035LabelErrors,
  dns1123SubdomainErrors,
  labelValueErrors,
  nameIsDNSSubdomain,
  qualifiedNameErrors,
} from "@crdgen/cel";
