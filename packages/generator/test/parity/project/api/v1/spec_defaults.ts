/*
 * The CronJob fields that test defaults: `+kubebuilder:default` (marker syntax), `+default` (JSON), both at
 * once, and empty defaults on lists, maps and objects; some also carry examples and titles.
 */

import type { EmpiableObject, RootObject } from "./objects.js";

/** Fields that fill themselves in when left out. */
export interface DefaultingFields {
  /**
   * A string default, in marker syntax.
   *
   * +kubebuilder:default=forty-two
   * +kubebuilder:example=forty-two
   * +kubebuilder:title=DefaultedString
   */
  defaultedString: string;

  /**
   * A list default, in marker syntax.
   *
   * +kubebuilder:default={a,b}
   * +kubebuilder:example={a,b}
   * +kubebuilder:title=DefaultedSlice
   */
  defaultedSlice: string[];

  /**
   * A list-of-objects default, in marker syntax. The title is quoted so it stays text, not a number.
   *
   * +kubebuilder:default={{nested: {foo: "baz", bar: true}},{nested: {foo: "qux", bar: false}}}
   * +kubebuilder:example={{nested: {foo: "baz", bar: true}},{nested: {foo: "qux", bar: false}}}
   * +kubebuilder:title="124"
   */
  defaultedObject: RootObject[];

  /**
   * An empty list default: `{}` in marker syntax means an empty list on a list field. The title is quoted so
   * it stays text, not a map.
   *
   * +kubebuilder:default={}
   * +kubebuilder:title="{}"
   */
  defaultedEmptySlice: string[];

  /**
   * An empty map default.
   *
   * +kubebuilder:default={}
   */
  defaultedEmptyMap: Record<string, string>;

  /**
   * An empty object default; the object's own field defaults then apply.
   *
   * +kubebuilder:default={}
   */
  defaultedEmptyObject: EmpiableObject;

  /**
   * Both default markers: the kubebuilder one wins.
   *
   * +kubebuilder:default="kubebuilder-default"
   * +default="kubernetes-default"
   */
  doubleDefaultedString: string;

  /**
   * A string default, as JSON.
   *
   * +default="forty-two"
   */
  kubernetesDefaultedString: string;

  /**
   * A list default, as JSON.
   *
   * +default=["a","b"]
   */
  kubernetesDefaultedSlice: string[];

  /**
   * A list-of-objects default, as JSON.
   *
   * +default=[{"nested": {"foo": "baz", "bar": true}},{"nested": {"foo": "qux", "bar": false}}]
   */
  kubernetesDefaultedObject: RootObject[];

  /**
   * An empty list default, as JSON.
   *
   * +default=[]
   */
  kubernetesDefaultedEmptySlice: string[];

  /**
   * An empty map default, as JSON.
   *
   * +default={}
   */
  kubernetesDefaultedEmptyMap: Record<string, string>;

  /**
   * An empty object default, as JSON.
   *
   * +default={}
   */
  kubernetesDefaultedEmptyObject: EmpiableObject;

  /**
   * A default that names a Go constant. It has no meaning outside Go: controller-gen skips it silently,
   * crdgen skips it with a warning. Either way the field has no default.
   *
   * +default=ref(DefaultRefValue)
   */
  kubernetesDefaultedRef?: string;
}
