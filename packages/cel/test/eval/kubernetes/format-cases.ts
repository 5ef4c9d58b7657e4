// Generated from apiserver pkg/cel/library/format_test.go (24a394e5): every case that compiles, with the Go
// source of its expected value (`result`) or its runtime error (text or pattern).
export const formatCases = [
  {
    expr: 'format.dns1123Label().validate("my-label-name")',
    result: "types.OptionalNone",
  },
  {
    expr: 'format.dns1123Subdomain().validate("apiextensions.k8s.io")',
    result: "types.OptionalNone",
  },
  {
    expr: 'format.qualifiedName().validate("apiextensions.k8s.io/v1beta1")',
    result: "types.OptionalNone",
  },
  {
    expr: 'format.dns1123LabelPrefix().validate("my-label-prefix-")',
    result: "types.OptionalNone",
  },
  {
    expr: 'format.dns1123SubdomainPrefix().validate("mysubdomain.prefix.-")',
    result: "types.OptionalNone",
  },
  {
    expr: 'format.dns1035LabelPrefix().validate("my-label-prefix-")',
    result: "types.OptionalNone",
  },
  {
    expr: 'format.uri().validate("http://example.com")',
    result: "types.OptionalNone",
  },
  {
    expr: 'format.uuid().validate("123e4567-e89b-12d3-a456-426614174000")',
    result: "types.OptionalNone",
  },
  {
    expr: 'format.byte().validate("aGVsbG8=")',
    result: "types.OptionalNone",
  },
  {
    expr: 'format.date().validate("2021-01-01")',
    result: "types.OptionalNone",
  },
  {
    expr: 'format.datetime().validate("2021-01-01T00:00:00Z")',
    result: "types.OptionalNone",
  },
  {
    expr: 'format.dns1123Label().validate("contains a space")',
    result:
      "types.OptionalOf(types.NewStringList(types.DefaultTypeAdapter, []string{\"a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')\"}))",
  },
  {
    expr: 'format.dns1123Subdomain().validate("contains a space")',
    result:
      "types.OptionalOf(types.NewStringList(types.DefaultTypeAdapter, []string{`a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')`}))",
  },
  {
    expr: 'format.dns1035Label().validate("contains a space")',
    result:
      "types.OptionalOf(types.NewStringList(types.DefaultTypeAdapter, []string{`a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')`}))",
  },
  {
    expr: 'format.qualifiedName().validate("contains a space")',
    result:
      "types.OptionalOf(types.NewStringList(types.DefaultTypeAdapter, []string{`name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')`}))",
  },
  {
    expr: 'format.dns1123LabelPrefix().validate("contains a space-")',
    result:
      "types.OptionalOf(types.NewStringList(types.DefaultTypeAdapter, []string{\"a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')\"}))",
  },
  {
    expr: 'format.dns1123SubdomainPrefix().validate("contains a space-")',
    result:
      "types.OptionalOf(types.NewStringList(types.DefaultTypeAdapter, []string{`a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')`}))",
  },
  {
    expr: 'format.dns1035LabelPrefix().validate("contains a space-")',
    result:
      "types.OptionalOf(types.NewStringList(types.DefaultTypeAdapter, []string{`a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')`}))",
  },
  {
    expr: 'format.dns1123Label().validate("my-label-name")',
    result: "types.OptionalNone",
  },
  {
    expr: 'format.dns1123Subdomain().validate("example.com")',
    result: "types.OptionalNone",
  },
  {
    expr: 'format.dns1035Label().validate("my-label-name")',
    result: "types.OptionalNone",
  },
  {
    expr: 'format.qualifiedName().validate("my.name")',
    result: "types.OptionalNone",
  },
  {
    expr: 'format.byte().validate("aGVsbG8=")',
    result: "types.OptionalNone",
  },
  {
    expr: 'format.byte().validate("aGVsbG8")',
    result: 'types.OptionalOf(types.NewStringList(types.DefaultTypeAdapter, []string{"invalid base64"}))',
  },
  {
    expr: 'format.date().validate("2020-01-01")',
    result: "types.OptionalNone",
  },
  {
    expr: 'format.date().validate("2020-01-32")',
    result: 'types.OptionalOf(types.NewStringList(types.DefaultTypeAdapter, []string{"invalid date"}))',
  },
  {
    expr: 'format.datetime().validate("2020-01-01T00:00:00Z")',
    result: "types.OptionalNone",
  },
  {
    expr: 'format.datetime().validate("2020-01-32T00:00:00Z")',
    result: 'types.OptionalOf(types.NewStringList(types.DefaultTypeAdapter, []string{"invalid datetime"}))',
  },
  {
    expr: 'format.named("unknown").hasValue()',
    result: "types.False",
  },
  {
    expr: 'format.labelValue().validate("my-cool-label-Value")',
    result: "types.OptionalNone",
  },
  {
    expr: 'format.labelValue().validate("my-cool-label-Value!!\\n\\n!!!")',
    result: "types.OptionalOf(types.NewStringList(types.DefaultTypeAdapter, []string{",
  },
] as const;
