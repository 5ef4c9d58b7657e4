/*
 * The CronJob fields that test lists and maps: nesting, element validation, and the list/map topology that
 * server-side apply uses.
 */

import type {
  AssociativeType,
  ContainsNestedMap,
  Hosts,
  K8sNestedAssociativeList,
  NestedAssociativeList,
  NestedMapOfInfo,
} from "./objects.js";
import type { Base64Bytes, Int, LongerString, SliceEnum, TextKey } from "./scalars.js";

/** Fields holding lists and maps. */
export interface CollectionFields {
  /** Blobs by name. */
  byteSliceData?: Record<string, Base64Bytes>;

  /** Lists of strings by name. */
  stringSliceData?: Record<string, string[]>;

  /**
   * Strings by name. Go declares the values as pointers; controller-gen gives a map value the schema of what
   * it points to, so null is not allowed and the values are plain strings.
   */
  ptrData?: Record<string, string>;

  /** Maps of maps. */
  nestedMap?: Record<string, Record<string, string>>;

  /** Maps of maps of maps. */
  nestedNestedMap?: Record<string, Record<string, Record<string, string>>>;

  /** Objects that hold maps, by name. */
  nestedMapInStruct?: Record<string, ContainsNestedMap>;

  /** Lists of flags by name (Go's field name speaks of floats; the values are booleans). */
  mapOfArraysOfFloats?: Record<string, boolean[]>;

  /**
   * Strings keyed by a type that prints itself as text. In Go the key type implements TextMarshaler; in
   * JSON, and so in TypeScript, a map key is always a string.
   */
  mapOfTextMarshalerKeys?: Record<TextKey, string>;

  /**
   * Blobs by name; different writers may own different keys.
   *
   * +mapType=granular
   */
  mapOfInfo: Record<string, Base64Bytes>;

  /** The same, with the topology marker on the named type. */
  nestedMapOfInfo: NestedMapOfInfo;

  /**
   * Entries merged by (name, secondary).
   *
   * +listType=map
   * +listMapKey=name
   * +listMapKey=secondary
   */
  associativeList: AssociativeType[];

  /** The same, with the topology markers on the named type. */
  nestedassociativeList: NestedAssociativeList;

  /**
   * Entries merged by name alone, with the k8s: spelling of the markers.
   *
   * +k8s:listType=map
   * +k8s:listMapKey=name
   */
  k8sAssociativeList: AssociativeType[];

  /** Entries merged by (name, secondary), k8s: markers on the named type. */
  k8sNestedAssociativeList: K8sNestedAssociativeList;

  /**
   * Replaced as a whole on apply.
   *
   * +k8s:listType=atomic
   */
  k8sAtomicList?: string[];

  /**
   * Unique strings, merged as a set.
   *
   * +k8s:listType=set
   */
  k8sSetList?: string[];

  /**
   * Host names, each checked on its own.
   *
   * +kubebuilder:validation:MinItems=1
   * +kubebuilder:validation:items:MinLength=1
   * +kubebuilder:validation:items:MaxLength=255
   * +kubebuilder:validation:items:Pattern=^[a-z0-9]([-a-z0-9]*[a-z0-9])?([.][a-z0-9]([-a-z0-9]*[a-z0-9])?)*$
   * +listType=set
   */
  hosts?: string[];

  /** The same list, with its markers on the named type. */
  hostsAlias?: Hosts;

  /**
   * Exactly two strings.
   *
   * +kubebuilder:validation:MinItems=2
   * +kubebuilder:validation:MaxItems=2
   */
  stringPair: string[];

  /**
   * At least three items, each bounded by its type.
   *
   * +kubebuilder:validation:MinItems=3
   */
  longerStringArray?: LongerString[];

  /** Items restricted to a few integer codes. */
  enumSlice?: SliceEnum[];

  /**
   * Three integers. Go uses a fixed-length array; controller-gen does not put the length in the schema, and
   * a TypeScript tuple has no structural schema, so this is a plain list.
   */
  array?: Int[];

  /** Three strings; in Go the length is a constant expression, here again a plain list. */
  arrayUsingCompositeLiteral?: string[];
}
