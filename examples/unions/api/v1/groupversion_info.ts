// Package v1 is version v1 of the delivery.example.com API group: a Release rolls an application out from
// one of several sources with one of several strategies.
// +groupName=delivery.example.com
export {};
