/**
 * Just enough of the Kubernetes CEL environment's function declarations (apiserver pkg/cel/library, cel-go ext
 * strings v2, sets, two-variable comprehensions) for the cost tests to check their expressions: names, argument
 * types and the overload ids the estimators key on (cidr_*, list_sets_*, strings_quote, @mapInsert_*), taken from
 * the Go sources. The real declarations are the libraries helper's; these are a test fixture only.
 */
import {
  type CelType,
  type FunctionDecl,
  celTypes as t,
  functionDecl as fn,
  globalOverload as global,
  listType,
  mapType,
  memberOverload as member,
  opaqueType,
  optionalType,
  structType,
  typeParam,
} from "../../src/index.js";

const A = typeParam("A");
const K = typeParam("K");
const V = typeParam("V");
const url = structType("kubernetes.URL");
const quantity = structType("kubernetes.Quantity");
const semver = structType("kubernetes.Semver");
const format = structType("kubernetes.NamedFormat");
const ip = opaqueType("net.IP");
const cidr = opaqueType("net.CIDR");
export const authorizerType = structType("kubernetes.authorization.Authorizer");
const pathCheck = structType("kubernetes.authorization.PathCheck");
const groupCheck = structType("kubernetes.authorization.GroupCheck");
const resourceCheck = structType("kubernetes.authorization.ResourceCheck");
const decision = structType("kubernetes.authorization.Decision");
const strList = listType(t.string);

const comparable: readonly [string, CelType][] = [
  ["int", t.int],
  ["uint", t.uint],
  ["double", t.double],
  ["bool", t.bool],
  ["duration", t.duration],
  ["timestamp", t.timestamp],
  ["string", t.string],
  ["bytes", t.bytes],
];
const summable = comparable.filter(([n]) => ["int", "uint", "double", "duration"].includes(n));
const unary = (name: string, id: string, arg: CelType, result: CelType): FunctionDecl =>
  fn(name, [member(id, [arg], result)]);

export const kubernetesTestFunctions: readonly FunctionDecl[] = [
  // library.Lists v1
  fn(
    "isSorted",
    comparable.map(([n, c]) => member(`list_${n}_is_sorted_bool`, [listType(c)], t.bool)),
  ),
  fn(
    "sum",
    summable.map(([n, c]) => member(`list_${n}_sum_${n}`, [listType(c)], c)),
  ),
  fn(
    "max",
    comparable.map(([n, c]) => member(`list_${n}_max_${n}`, [listType(c)], c)),
  ),
  fn(
    "min",
    comparable.map(([n, c]) => member(`list_${n}_min_${n}`, [listType(c)], c)),
  ),
  fn("indexOf", [
    member("list_a_index_of_int", [listType(A), A], t.int),
    member("string_index_of_string", [t.string, t.string], t.int),
  ]),
  fn("lastIndexOf", [
    member("list_a_last_index_of_int", [listType(A), A], t.int),
    member("string_last_index_of_string", [t.string, t.string], t.int),
  ]),
  fn("includes", [member("list_includes_dyn_dyn", [t.dyn, t.dyn], t.bool)]),
  // library.URLs
  fn("url", [global("string_to_url", [t.string], url)]),
  ...["getScheme", "getHostname", "getHost", "getPort", "getEscapedPath", "getQuery"].map((name) =>
    unary(name, `url_${name}`, url, t.string),
  ),
  // library.Regex
  fn("find", [member("string_find_string", [t.string, t.string], t.string)]),
  fn("findAll", [
    member("string_find_all_string", [t.string, t.string], strList),
    member("string_find_all_string_int", [t.string, t.string, t.int], strList),
  ]),
  // ext.Strings v2
  unary("lowerAscii", "string_lower_ascii", t.string, t.string),
  unary("upperAscii", "string_upper_ascii", t.string, t.string),
  unary("trim", "string_trim", t.string, t.string),
  fn("replace", [
    member("string_replace_string_string", [t.string, t.string, t.string], t.string),
    member("string_replace_string_string_int", [t.string, t.string, t.string, t.int], t.string),
  ]),
  fn("split", [
    member("string_split_string", [t.string, t.string], strList),
    member("string_split_string_int", [t.string, t.string, t.int], strList),
  ]),
  fn("substring", [
    member("string_substring_int", [t.string, t.int], t.string),
    member("string_substring_int_int", [t.string, t.int, t.int], t.string),
  ]),
  fn("join", [
    member("list_join", [strList], t.string),
    member("list_join_string", [strList, t.string], t.string),
  ]),
  fn("strings.quote", [global("strings_quote", [t.string], t.string)]),
  // library.JSONPatch
  fn("jsonpatch.escapeKey", [global("string_jsonpatch_escapekey_string", [t.string], t.string)]),
  // library.Authz, AuthzSelectors
  fn("path", [member("authorizer_path", [authorizerType, t.string], pathCheck)]),
  fn("group", [member("authorizer_group", [authorizerType, t.string], groupCheck)]),
  fn("resource", [member("groupcheck_resource", [groupCheck, t.string], resourceCheck)]),
  fn("subresource", [member("resourcecheck_subresource", [resourceCheck, t.string], resourceCheck)]),
  fn("namespace", [member("resourcecheck_namespace", [resourceCheck, t.string], resourceCheck)]),
  fn("name", [member("resourcecheck_name", [resourceCheck, t.string], resourceCheck)]),
  fn("fieldSelector", [member("authorizer_fieldselector", [resourceCheck, t.string], resourceCheck)]),
  fn("labelSelector", [member("authorizer_labelselector", [resourceCheck, t.string], resourceCheck)]),
  fn("check", [
    member("pathcheck_check", [pathCheck, t.string], decision),
    member("resourcecheck_check", [resourceCheck, t.string], decision),
  ]),
  unary("allowed", "decision_allowed", decision, t.bool),
  unary("reason", "decision_reason", decision, t.string),
  unary("errored", "decision_errored", decision, t.bool),
  unary("error", "decision_error", decision, t.string),
  // library.Quantity
  fn("quantity", [global("string_to_quantity", [t.string], quantity)]),
  fn("isQuantity", [global("is_quantity_string", [t.string], t.bool)]),
  fn("isLessThan", [
    member("quantity_is_less_than", [quantity, quantity], t.bool),
    member("semver_is_less_than", [semver, semver], t.bool),
  ]),
  fn("isGreaterThan", [
    member("quantity_is_greater_than", [quantity, quantity], t.bool),
    member("semver_is_greater_than", [semver, semver], t.bool),
  ]),
  fn("compareTo", [
    member("quantity_compare_to", [quantity, quantity], t.int),
    member("semver_compare_to", [semver, semver], t.int),
  ]),
  fn("add", [
    member("quantity_add", [quantity, quantity], quantity),
    member("quantity_add_int", [quantity, t.int], quantity),
  ]),
  fn("sub", [
    member("quantity_sub", [quantity, quantity], quantity),
    member("quantity_sub_int", [quantity, t.int], quantity),
  ]),
  unary("asInteger", "quantity_get_int", quantity, t.int),
  unary("isInteger", "quantity_is_integer", quantity, t.bool),
  unary("asApproximateFloat", "quantity_get_float", quantity, t.double),
  unary("sign", "quantity_get_sign", quantity, t.int),
  // ext.Sets
  fn("sets.contains", [global("list_sets_contains_list", [listType(A), listType(A)], t.bool)]),
  fn("sets.equivalent", [global("list_sets_equivalent_list", [listType(A), listType(A)], t.bool)]),
  fn("sets.intersects", [global("list_sets_intersects_list", [listType(A), listType(A)], t.bool)]),
  // library.IP, CIDR
  fn("ip", [global("string_to_ip", [t.string], ip), member("cidr_ip", [cidr], ip)]),
  fn("isIP", [global("is_ip", [t.string], t.bool)]),
  fn("ip.isCanonical", [global("ip_is_canonical", [t.string], t.bool)]),
  unary("family", "ip_family", ip, t.int),
  unary("isUnspecified", "ip_is_unspecified", ip, t.bool),
  unary("isLoopback", "ip_is_loopback", ip, t.bool),
  unary("isLinkLocalMulticast", "ip_is_link_local_multicast", ip, t.bool),
  unary("isLinkLocalUnicast", "ip_is_link_local_unicast", ip, t.bool),
  unary("isGlobalUnicast", "ip_is_global_unicast", ip, t.bool),
  fn("cidr", [global("string_to_cidr", [t.string], cidr)]),
  fn("isCIDR", [global("is_cidr", [t.string], t.bool)]),
  unary("prefixLength", "cidr_prefix_length", cidr, t.int),
  unary("masked", "cidr_masked", cidr, cidr),
  fn("containsIP", [
    member("cidr_contains_ip_string", [cidr, t.string], t.bool),
    member("cidr_contains_ip_ip", [cidr, ip], t.bool),
  ]),
  fn("containsCIDR", [
    member("cidr_contains_cidr_string", [cidr, t.string], t.bool),
    member("cidr_contains_cidr", [cidr, cidr], t.bool),
  ]),
  // library.Format
  fn("format.named", [global("format-named", [t.string], optionalType(format))]),
  fn("validate", [member("format-validate", [format, t.string], optionalType(listType(t.string)))]),
  // library.SemverLib v1
  fn("semver", [global("string_to_semver", [t.string], semver)]),
  fn("isSemver", [global("is_semver_string", [t.string], t.bool)]),
  unary("major", "semver_major", semver, t.int),
  unary("minor", "semver_minor", semver, t.int),
  unary("patch", "semver_patch", semver, t.int),
  // ext.TwoVarComprehensions
  fn("cel.@mapInsert", [
    global("@mapInsert_map_map", [mapType(K, V), mapType(K, V)], mapType(K, V)),
    global("@mapInsert_map_key_value", [mapType(K, V), K, V], mapType(K, V)),
  ]),
];
