// Package v1alpha1 is version v1alpha1 of the data.example.com API group.
// +groupName=data.example.com
export {};
