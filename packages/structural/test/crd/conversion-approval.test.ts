import { describe, expect, it } from "vitest";
import { isProtectedCommunityGroup, validateCustomResourceDefinition } from "../../src/crd/index.js";
import { errorString } from "../../src/model/field-error.js";
import type { CrdDoc, Row } from "./fixture.js";
import { crdWith, dns1035LabelMessage, dns1123SubdomainMessage, err } from "./fixture.js";
import { testRows } from "./rows.js";

const form = "; desired format: https://host[/path]";

function webhook(clientConfig: unknown, conversionReviewVersions: unknown = ["v1"]): (crd: CrdDoc) => void {
  return (crd) =>
    (crd.spec.conversion = { strategy: "Webhook", webhook: { clientConfig, conversionReviewVersions } });
}

const conversionRows: Row[] = [
  {
    name: "a webhook strategy needs a client config and review versions",
    mutate: (crd) => (crd.spec.conversion = { strategy: "Webhook" }),
    expected: [
      err(
        "FieldValueRequired",
        "spec.conversion.webhookClientConfig",
        "required when strategy is set to Webhook",
      ),
      err("FieldValueRequired", "spec.conversion.conversionReviewVersions"),
    ],
  },
  {
    name: "strategy is required and None or Webhook",
    mutate: (crd) => (crd.spec.conversion = { strategy: "Custom" }),
    expected: [
      err("FieldValueNotSupported", "spec.conversion.strategy", 'supported values: "None", "Webhook"'),
    ],
  },
  {
    name: "an empty conversion has no strategy",
    mutate: (crd) => (crd.spec.conversion = {}),
    expected: [err("FieldValueRequired", "spec.conversion.strategy")],
  },
  {
    name: "strategy None forbids a webhook",
    mutate: (crd) =>
      (crd.spec.conversion = {
        strategy: "None",
        webhook: { clientConfig: { url: "https://h" }, conversionReviewVersions: ["v1"] },
      }),
    expected: [
      err(
        "FieldValueForbidden",
        "spec.conversion.webhookClientConfig",
        "should not be set when strategy is not set to Webhook",
      ),
      err(
        "FieldValueForbidden",
        "spec.conversion.conversionReviewVersions",
        "should not be set when strategy is not set to Webhook",
      ),
    ],
  },
  {
    name: "exactly one of url and service",
    mutate: webhook({ url: "https://h", service: { name: "s", namespace: "n" } }),
    expected: [
      err(
        "FieldValueRequired",
        "spec.conversion.webhookClientConfig",
        "exactly one of url or service is required",
      ),
    ],
  },
  {
    name: "https only, no query or fragment",
    mutate: webhook({ url: "http://h/p?x=1#f" }),
    expected: [
      err(
        "FieldValueInvalid",
        "spec.conversion.webhookClientConfig.url",
        `'https' is the only allowed URL scheme${form}`,
      ),
      err(
        "FieldValueInvalid",
        "spec.conversion.webhookClientConfig.url",
        "fragments are not permitted in the URL",
      ),
      err(
        "FieldValueInvalid",
        "spec.conversion.webhookClientConfig.url",
        "query parameters are not permitted in the URL",
      ),
    ],
  },
  {
    name: "no user information, a host",
    mutate: webhook({ url: "https://user:pw@/hook" }),
    expected: [
      // apiserver pkg/util/webhook/validation.go:49 (1.35)
      err("FieldValueInvalid", "spec.conversion.webhookClientConfig.url", `host must be specified${form}`),
      err(
        "FieldValueInvalid",
        "spec.conversion.webhookClientConfig.url",
        "user information is not permitted in the URL",
      ),
    ],
  },
  {
    name: "an unparsable URL",
    mutate: webhook({ url: "https://exa mple.com/" }),
    expected: [
      err(
        "FieldValueRequired",
        "spec.conversion.webhookClientConfig.url",
        `url must be a valid URL: parse "https://exa mple.com/": invalid character " " in host name${form}`,
      ),
    ],
  },
  {
    name: "a service needs name, namespace, a valid port and path",
    mutate: webhook({ service: { port: 0, path: "/a//B" } }),
    expected: [
      // apiserver pkg/util/webhook/validation.go:68 and :72 (1.35): no detail since 1.34
      err("FieldValueRequired", "spec.conversion.webhookClientConfig.service.name"),
      err("FieldValueRequired", "spec.conversion.webhookClientConfig.service.namespace"),
      err(
        "FieldValueInvalid",
        "spec.conversion.webhookClientConfig.service.port",
        "port is not valid: must be between 1 and 65535, inclusive",
      ),
      err(
        "FieldValueInvalid",
        "spec.conversion.webhookClientConfig.service.path",
        "segment[1] may not be empty",
      ),
      err(
        "FieldValueInvalid",
        "spec.conversion.webhookClientConfig.service.path",
        `segment[2]: ${dns1123SubdomainMessage}`,
      ),
    ],
  },
  {
    name: "a service path starts with a slash",
    mutate: webhook({ service: { name: "s", namespace: "n", path: "hook" } }),
    expected: [
      err("FieldValueInvalid", "spec.conversion.webhookClientConfig.service.path", "must start with a '/'"),
    ],
  },
  {
    name: "review versions: unique DNS-1035 labels including v1 or v1beta1",
    mutate: webhook({ service: { name: "s", namespace: "n" } }, ["v2", "v2", "V3"]),
    expected: [
      err("FieldValueInvalid", "spec.conversion.conversionReviewVersions[1]", "duplicate version"),
      err("FieldValueInvalid", "spec.conversion.conversionReviewVersions[2]", dns1035LabelMessage),
      err(
        "FieldValueInvalid",
        "spec.conversion.conversionReviewVersions",
        "must include at least one of v1, v1beta1",
      ),
    ],
  },
  {
    name: "a webhook needs preserveUnknownFields false",
    mutate: (crd) => {
      webhook({ service: { name: "s", namespace: "n" } })(crd);
      crd.spec.preserveUnknownFields = true;
    },
    expected: [
      err(
        "FieldValueInvalid",
        "spec.conversion.strategy",
        "must be None if spec.preserveUnknownFields is true",
      ),
      err(
        "FieldValueInvalid",
        "spec.preserveUnknownFields",
        "cannot set to true, set x-kubernetes-preserve-unknown-fields to true in spec.versions[*].schema instead",
      ),
    ],
  },
];

const annotation = "metadata.annotations[api-approved.kubernetes.io]";
const link = "see https://github.com/kubernetes/enhancements/pull/1111";

function protectedGroup(group: string, approval?: string): (crd: CrdDoc) => void {
  return (crd) => {
    crd.spec.group = group;
    crd.metadata.name = `widgets.${group}`;
    if (approval !== undefined) crd.metadata.annotations = { "api-approved.kubernetes.io": approval };
  };
}

const approvalRows: Row[] = [
  {
    name: "a *.k8s.io group needs the approval annotation",
    mutate: protectedGroup("widgets.k8s.io"),
    expected: [
      err(
        "FieldValueRequired",
        annotation,
        `protected groups must have approval annotation "api-approved.kubernetes.io", ${link}`,
      ),
    ],
  },
  {
    name: "the annotation is a URL or starts with unapproved",
    mutate: protectedGroup("kubernetes.io", "approved"),
    expected: [
      err(
        "FieldValueInvalid",
        annotation,
        `protected groups must have approval annotation "api-approved.kubernetes.io" with either a URL or a reason starting with "unapproved", ${link}`,
      ),
    ],
  },
  {
    name: "an approval URL",
    mutate: protectedGroup("x.k8s.io", "https://github.com/kubernetes/enhancements/pull/1111"),
    expected: [],
  },
  {
    name: "an explicit bypass",
    mutate: protectedGroup("x.kubernetes.io", "unapproved, experimental"),
    expected: [],
  },
  { name: "other groups need nothing", mutate: protectedGroup("notk8s.io"), expected: [] },
];

describe("validateCustomResourceDefinition: conversion", () => {
  testRows(conversionRows);

  // The values are u.User.String() and u.Fragment (webhook/validation.go:52 and :55, 1.35): re-escaped and
  // unescaped by Go's net/url, not the text as written.
  it("shows the user information and the fragment as Go's url.URL holds them", () => {
    const crd = crdWith(webhook({ url: "https://us!er:p%41ss@example.com/#a%20b" }));
    expect(validateCustomResourceDefinition(crd).map(errorString)).toEqual([
      'spec.conversion.webhookClientConfig.url: Invalid value: "us%21er:pAss": user information is not permitted in the URL',
      'spec.conversion.webhookClientConfig.url: Invalid value: "a b": fragments are not permitted in the URL',
    ]);
  });
});

describe("validateCustomResourceDefinition: API approval", () => {
  testRows(approvalRows);

  it("knows the protected groups", () => {
    expect(["k8s.io", "a.k8s.io", "kubernetes.io", "a.kubernetes.io"].every(isProtectedCommunityGroup)).toBe(
      true,
    );
    expect(["k8s.io.example.com", "notk8s.io", "example.com"].some(isProtectedCommunityGroup)).toBe(false);
  });
});
