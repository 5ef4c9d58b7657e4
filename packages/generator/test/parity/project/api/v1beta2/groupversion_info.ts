// +groupName=testdata.kubebuilder.io
// +versionName=v1beta2

/*
 * The v1beta2 API of the parity CronJob, in the group controller-tools uses for its own CRD test input.
 * The file holds only the package markers above; the kinds live next to it.
 */
export {};
