/*
 * The CronJob fields that test value validation: bounds on numbers and strings, patterns, CEL rules, titles,
 * int-or-string values, and markers on types versus markers on the fields that use them.
 */

import type { int32, IntOrString } from "crdgen";
import type { MinMaxObject } from "./objects.js";
import type {
  Base64Bytes,
  Int,
  LongerString,
  StringAlias,
  StringEvenType,
  TitledStringAlias,
  UnboundedInt32,
  UnboundedString,
  ValidatedStringAlias,
} from "./scalars.js";

/** Fields whose values are checked by the API server. */
export interface ValidationFields {
  /**
   * The bound is written on the field.
   *
   * +kubebuilder:validation:MinLength=4
   */
  twoOfAKindPart0: string;

  /** The same bound, inherited from the type. */
  twoOfAKindPart1: LongerString;

  /**
   * Empty, or an https URL.
   *
   * +kubebuilder:validation:Pattern=`^$|^((https):\/\/?)[^\s()<>]+(?:\([\w\d]+\)|([^[:punct:]\s]|\/?))$`
   */
  patternObject: string;

  /**
   * A fraction in half steps between -0.5 and 1.5.
   *
   * +kubebuilder:validation:Minimum=-0.5
   * +kubebuilder:validation:Maximum=1.5
   * +kubebuilder:validation:MultipleOf=0.5
   */
  floatWithValidations: number;

  /**
   * The same bounds on a second number field (Go has float32 and float64; TypeScript one number type).
   *
   * +kubebuilder:validation:Minimum=-0.5
   * +kubebuilder:validation:Maximum=1.5
   * +kubebuilder:validation:MultipleOf=0.5
   */
  float64WithValidations: number;

  /**
   * An even integer between -2 and 2.
   *
   * +kubebuilder:validation:Minimum=-2
   * +kubebuilder:validation:Maximum=2
   * +kubebuilder:validation:MultipleOf=2
   */
  intWithValidations: Int;

  /**
   * The same bounds on a 32-bit integer.
   *
   * +kubebuilder:validation:Minimum=-2
   * +kubebuilder:validation:Maximum=2
   * +kubebuilder:validation:MultipleOf=2
   */
  int32WithValidations: int32;

  /**
   * Two rules on one field, one without a message.
   *
   * +kubebuilder:validation:XValidation:rule="self.size() % 2 == 0",message="must have even length"
   * +kubebuilder:validation:XValidation:rule="true"
   */
  stringWithEvenLength?: string;

  /**
   * A rule whose message is computed.
   *
   * +kubebuilder:validation:XValidation:rule="self.size() % 2 == 0",messageExpression="self + ' has odd length, must be even'"
   */
  stringWithEvenLengthAndMessageExpression?: string;

  /**
   * A rule on the field on top of the rule of its type.
   *
   * +kubebuilder:validation:XValidation:rule="self.startsWith('good-')",message="must have good prefix"
   */
  stringWithEvenLengthAndGoodPrefix?: StringEvenType;

  /**
   * A percentage up to 100% or a count, as an integer or as text.
   *
   * +kubebuilder:validation:XIntOrString
   * +kubebuilder:validation:MinLength=2
   * +kubebuilder:validation:MaxLength=11
   * +kubebuilder:validation:Pattern="^((100|[0-9]{1,2})%|[0-9]+)$"
   */
  intOrStringWithAPattern?: IntOrString;

  /**
   * A list of such percentages or counts.
   *
   * +kubebuilder:validation:items:XIntOrString
   * +kubebuilder:validation:items:MinLength=1
   * +kubebuilder:validation:items:MaxLength=10
   * +kubebuilder:validation:items:Pattern="^((100|[0-9]{1,2})%|[0-9]+)$"
   */
  intOrStringArrayWithAPattern?: IntOrString[];

  /**
   * One of four values, two numbers and two words.
   *
   * +kubebuilder:validation:XIntOrString
   * +kubebuilder:validation:Enum=1;2;foo;bar
   */
  intOrStringWithEnum?: IntOrString;

  /**
   * A list of such values.
   *
   * +kubebuilder:validation:items:XIntOrString
   * +kubebuilder:validation:items:Enum=1;2;foo;bar
   * +kubebuilder:validation:items:MinLength=1
   * +kubebuilder:validation:items:MaxLength=3
   */
  intOrStringWithEnumSlice?: IntOrString[];

  /** A string typed by an alias. */
  stringAlias?: StringAlias;

  /** The same, optional in Go through a pointer. */
  stringAliasPtr?: StringAlias;

  /**
   * Bounds on the field of an unbounded alias.
   *
   * +kubebuilder:validation:MinLength=1
   * +kubebuilder:validation:MaxLength=255
   */
  stringAliasAddedValidation?: StringAlias;

  /** Bounds inherited from the alias. */
  stringAliasAlreadyValidated?: ValidatedStringAlias;

  /** The title comes from the type. */
  stringAliasWithTitle?: TitledStringAlias;

  /**
   * The field's title replaces the type's.
   *
   * +kubebuilder:title="title on field"
   */
  stringAliasWithAddedTitle?: TitledStringAlias;

  /**
   * Bounds on the field of a type without any.
   *
   * +kubebuilder:validation:MinLength=1
   * +kubebuilder:validation:MaxLength=10
   */
  locallyBoundedString?: UnboundedString;

  /**
   * Bounds on the field of a type without any.
   *
   * +kubebuilder:validation:Minimum=1
   * +kubebuilder:validation:Maximum=10
   */
  locallyBoundedInteger?: UnboundedInt32;

  /**
   * Field bounds on top of the bounds of the alias.
   *
   * +kubebuilder:validation:MinLength=10
   * +kubebuilder:validation:MaxLength=10
   */
  fieldLevelAliasOverride?: ValidatedStringAlias;

  /**
   * Field bounds on top of the bound of the type.
   *
   * +kubebuilder:validation:MinLength=10
   * +kubebuilder:validation:MaxLength=10
   */
  fieldLevelLocalDeclarationOverride?: LongerString;

  /** Between one and two of its fields must be set (the bounds are on the type). */
  minMaxProperties?: MinMaxObject;

  /**
   * The schema of the type (base64 bytes) is dropped; only the markers after Schemaless describe the value.
   *
   * +kubebuilder:validation:Schemaless
   * +kubebuilder:validation:Type=string
   */
  schemaless?: Base64Bytes;
}
