// @crdgen/cel: the Common Expression Language as the Kubernetes API server compiles, costs and evaluates it.
// A port of cel-go (the version pinned by the targeted Kubernetes release); see README.md.
export {};
