// Package v1 is version v1 of the data.example.com API group.
// +groupName=data.example.com
export {};
