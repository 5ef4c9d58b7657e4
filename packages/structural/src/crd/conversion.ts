import type { FieldError } from "../model/field-error.js";
import type { FieldPath } from "../model/path.js";
import { crdError } from "./decoded.js";
import { parseGoURL } from "./go-url.js";
import type { Conversion, ServiceReference } from "./internal-model.js";
import { dns1035LabelErrors, dns1123SubdomainErrors } from "./name-formats.js";

const acceptedReviewVersions = ["v1", "v1beta1"];

/**
 * `validateCustomResourceConversion` on create. Paths use the internal field names that v1's
 * `webhook.clientConfig` / `webhook.conversionReviewVersions` convert to (`webhookClientConfig`,
 * `conversionReviewVersions` directly under `spec.conversion`). The CA bundle is not checked on create.
 */
export function validateConversion(conversion: Conversion, path: FieldPath, out: FieldError[]): void {
  const strategy = conversion.strategy;
  if (strategy === "") {
    out.push(crdError.required(path.child("strategy")));
  } else if (strategy !== "None" && strategy !== "Webhook") {
    out.push(crdError.notSupported(path.child("strategy"), strategy, ["None", "Webhook"]));
  }
  const clientConfigPath = path.child("webhookClientConfig");
  const reviewVersionsPath = path.child("conversionReviewVersions");
  if (strategy !== "Webhook") {
    if (conversion.webhookClientConfig !== undefined) {
      out.push(crdError.forbidden(clientConfigPath, "should not be set when strategy is not set to Webhook"));
    }
    if (conversion.conversionReviewVersions.length > 0) {
      out.push(
        crdError.forbidden(reviewVersionsPath, "should not be set when strategy is not set to Webhook"),
      );
    }
    return;
  }
  const config = conversion.webhookClientConfig;
  if (config === undefined) {
    out.push(crdError.required(clientConfigPath, "required when strategy is set to Webhook"));
  } else if ((config.url === undefined) === (config.service === undefined)) {
    out.push(crdError.required(clientConfigPath, "exactly one of url or service is required"));
  } else if (config.url !== undefined) {
    validateWebhookURL(config.url, clientConfigPath.child("url"), out);
  } else if (config.service !== undefined) {
    validateWebhookService(config.service, clientConfigPath.child("service"), out);
  }
  validateReviewVersions(conversion.conversionReviewVersions, reviewVersionsPath, out);
}

function validateReviewVersions(versions: readonly string[], path: FieldPath, out: FieldError[]): void {
  if (versions.length === 0) {
    out.push(crdError.required(path));
    return;
  }
  const seen = new Set<string>();
  let accepted = false;
  for (const [i, version] of versions.entries()) {
    if (seen.has(version)) {
      out.push(crdError.invalid(path.index(i), version, "duplicate version"));
      continue;
    }
    seen.add(version);
    for (const message of dns1035LabelErrors(version)) {
      out.push(crdError.invalid(path.index(i), version, message));
    }
    if (acceptedReviewVersions.includes(version)) accepted = true;
  }
  if (!accepted) {
    out.push(
      crdError.invalid(path, versions, `must include at least one of ${acceptedReviewVersions.join(", ")}`),
    );
  }
}

const urlForm = "; desired format: https://host[/path]";

/** apiserver's `webhook.ValidateWebhookURL` with https required. */
function validateWebhookURL(url: string, path: FieldPath, out: FieldError[]): void {
  const parsed = parseGoURL(url);
  if (typeof parsed === "string") {
    out.push(crdError.required(path, `url must be a valid URL: ${parsed}${urlForm}`));
    return;
  }
  if (parsed.scheme !== "https") {
    out.push(crdError.invalid(path, parsed.scheme, `'https' is the only allowed URL scheme${urlForm}`));
  }
  if (parsed.host === "") out.push(crdError.invalid(path, parsed.host, `host must be specified${urlForm}`));
  if (parsed.user !== undefined) {
    out.push(crdError.invalid(path, parsed.user, "user information is not permitted in the URL"));
  }
  if (parsed.fragment !== "") {
    out.push(crdError.invalid(path, parsed.fragment, "fragments are not permitted in the URL"));
  }
  if (parsed.rawQuery !== "") {
    out.push(crdError.invalid(path, parsed.rawQuery, "query parameters are not permitted in the URL"));
  }
}

/** apiserver's `webhook.ValidateWebhookService`. */
function validateWebhookService(service: ServiceReference, path: FieldPath, out: FieldError[]): void {
  // Both without detail since 1.34 (apiserver pkg/util/webhook/validation.go).
  if (service.name === "") out.push(crdError.required(path.child("name")));
  if (service.namespace === "") out.push(crdError.required(path.child("namespace")));
  if (service.port < 1 || service.port > 65535) {
    out.push(
      crdError.invalid(
        path.child("port"),
        service.port,
        "port is not valid: must be between 1 and 65535, inclusive",
      ),
    );
  }
  const urlPath = service.path;
  if (urlPath === undefined || urlPath === "/" || urlPath === "") return;
  const pathField = path.child("path");
  if (urlPath === "//") {
    out.push(crdError.invalid(pathField, urlPath, "segment[0] may not be empty"));
    return;
  }
  if (!urlPath.startsWith("/")) out.push(crdError.invalid(pathField, urlPath, "must start with a '/'"));
  let toCheck = urlPath.slice(1);
  if (toCheck.endsWith("/")) toCheck = toCheck.slice(0, -1);
  toCheck.split("/").forEach((step, i) => {
    if (step === "") {
      out.push(crdError.invalid(pathField, urlPath, `segment[${i}] may not be empty`));
      return;
    }
    for (const failure of dns1123SubdomainErrors(step)) {
      out.push(crdError.invalid(pathField, urlPath, `segment[${i}]: ${failure}`));
    }
  });
}
