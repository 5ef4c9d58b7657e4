/**
 * The worked example of `crdgen validate` in the command-line reference: a sample CronJob (of
 * examples/cronjob) with a misspelt field, an out-of-range value and a field left to its default, the
 * findings, then the stored object once the value is fixed. A test runs the bin on the same sample and
 * compares its output with the text here, so the example cannot go stale.
 */
export const validateExampleSample = `apiVersion: batch.tutorial.kubebuilder.io/v1
kind: CronJob
metadata:
  name: cronjob-sample
spec:
  schedule: "*/1 * * * *"
  startingDeadlineSecond: 60
  successfulJobsHistoryLimit: -1
  jobTemplate:
    spec:
      template:
        spec:
          containers:
            - name: hello
              image: busybox
          restartPolicy: OnFailure
`;

/** The sample with the out-of-range value fixed: accepted, with the unknown field pruned. */
export const validateExampleFixed = validateExampleSample.replace("  successfulJobsHistoryLimit: -1\n", "");

/** `crdgen validate config/samples/cronjob.yaml` on the sample, as printed. */
export const validateExampleOutput = `config/samples/cronjob.yaml:1 (document 0): The CronJob "cronjob-sample" is invalid: spec.successfulJobsHistoryLimit: Invalid value: -1: spec.successfulJobsHistoryLimit in body should be greater than or equal to 0

config/samples/cronjob.yaml:8:31 - error CRD5040: spec.successfulJobsHistoryLimit: Invalid value: -1: spec.successfulJobsHistoryLimit in body should be greater than or equal to 0

8   successfulJobsHistoryLimit: -1
                                ~

  hint: The API server would refuse this object on create with this error; fix the field, or the CRD's schema if the object is right.

config/samples/cronjob.yaml:7:3 - warning CRD5041: unknown field "spec.startingDeadlineSecond"

7   startingDeadlineSecond: 60
    ~

  hint: The API server drops fields its schema does not know and only warns (kubectl --validate=strict refuses them): check the spelling, or add the field to the type. --strict makes this an error.

Validated 1 object in 1 file: 1 invalid, 1 error, 1 warning
`;

/** `crdgen validate config/samples/cronjob.yaml --output yaml` on the fixed sample: the stored object. */
export const validateExampleStored = `apiVersion: batch.tutorial.kubebuilder.io/v1
kind: CronJob
metadata:
  generation: 1
  name: cronjob-sample
  namespace: default
spec:
  concurrencyPolicy: Allow
  jobTemplate:
    spec:
      template:
        spec:
          containers:
          - image: busybox
            name: hello
          restartPolicy: OnFailure
  schedule: '*/1 * * * *'
`;

/** The example as Markdown lines, for the reference page. */
export function validateExampleMarkdown(): string[] {
  return [
    "### Example",
    "",
    "A sample of the CronJob in `examples/cronjob`, with a misspelt field (`startingDeadlineSecond`), a value " +
      "the schema refuses and no `concurrencyPolicy` (which defaults to `Allow`), in " +
      "`config/samples/cronjob.yaml`:",
    "",
    "```yaml",
    ...validateExampleSample.trimEnd().split("\n"),
    "```",
    "",
    "`npx crdgen validate config/samples/cronjob.yaml` (in the project: the CRD is generated from its types) " +
      "prints, and exits 1:",
    "",
    "```",
    ...validateExampleOutput.trimEnd().split("\n"),
    "```",
    "",
    "With the limit removed, the object is accepted (exit 0; the warning stays) and `--output yaml` prints it " +
      "as the API server would store it: the misspelt field pruned, `concurrencyPolicy` defaulted, " +
      "`generation` set:",
    "",
    // A plain fence: the formatter would re-indent YAML, and this is the output byte for byte.
    "```",
    ...validateExampleStored.trimEnd().split("\n"),
    "```",
    "",
  ];
}
