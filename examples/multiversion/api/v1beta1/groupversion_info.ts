// Package v1beta1 is version v1beta1 of the data.example.com API group.
// +groupName=data.example.com
export {};
