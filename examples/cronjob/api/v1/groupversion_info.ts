// Package v1 is version v1 of the batch.tutorial.kubebuilder.io API group: the CronJob kind of the
// kubebuilder book's tutorial.
// +groupName=batch.tutorial.kubebuilder.io
export {};
