/*
 * Types that the parity API imports from outside its own API packages, the way Go API packages reuse
 * named types of k8s.io/api (corev1.IPFamilyPolicyType, corev1.Protocol). Not an input folder: crdgen
 * sees these only through the imports.
 */

/** How a Service chooses between IPv4 and IPv6; a plain string on the wire. */
export type IPFamilyPolicy = string;

/** A network protocol name such as TCP, UDP or SCTP. */
export type Protocol = string;
