// Generated from apiserver pkg/cel/library/quantity_test.go (24a394e5): every case that compiles, with the Go
// source of its expected value (`result`) or its runtime error (text or pattern).
export const quantityCases = [
  {
    expr: 'quantity("12Mi")',
    result: "apiservercel.Quantity{Quantity: &twelveMi}",
  },
  {
    expr: 'quantity("10Mo")',
    expectRuntimeErrPattern: "quantities must match the regular expression.*",
  },
  {
    expr: 'quantity("10Mm")',
    expectRuntimeErrPattern: "unable to parse quantity's suffix",
  },
  {
    expr: 'isQuantity("20")',
    result: "trueVal",
  },
  {
    expr: 'isQuantity("20M")',
    result: "trueVal",
  },
  {
    expr: 'isQuantity("20Mi")',
    result: "trueVal",
  },
  {
    expr: 'isQuantity("20Mo")',
    result: "falseVal",
  },
  {
    expr: 'isQuantity("10Mm")',
    result: "falseVal",
  },
  {
    expr: 'quantity("200M") == quantity("200M")',
    result: "trueVal",
  },
  {
    expr: 'quantity("200M") == quantity("0.2G") && quantity("0.2G") == quantity("200M")',
    result: "trueVal",
  },
  {
    expr: 'quantity("2M") == quantity("0.002G") && quantity("2000k") == quantity("2M") && quantity("0.002G") == quantity("2000k")',
    result: "trueVal",
  },
  {
    expr: 'quantity("200M") == quantity("0.3G")',
    result: "falseVal",
  },
  {
    expr: 'quantity("50M").isLessThan(quantity("50Mi"))',
    result: "trueVal",
  },
  {
    expr: 'quantity("50M").isLessThan(quantity("100M"))',
    result: "trueVal",
  },
  {
    expr: 'quantity("100M").isLessThan(quantity("50M"))',
    result: "falseVal",
  },
  {
    expr: 'quantity("50Mi").isGreaterThan(quantity("50M"))',
    result: "trueVal",
  },
  {
    expr: 'quantity("150Mi").isGreaterThan(quantity("100Mi"))',
    result: "trueVal",
  },
  {
    expr: 'quantity("50M").isGreaterThan(quantity("100M"))',
    result: "falseVal",
  },
  {
    expr: 'quantity("200M").compareTo(quantity("0.2G"))',
    result: "types.Int(0)",
  },
  {
    expr: 'quantity("50M").compareTo(quantity("50Mi"))',
    result: "types.Int(-1)",
  },
  {
    expr: 'quantity("50Mi").compareTo(quantity("50M"))',
    result: "types.Int(1)",
  },
  {
    expr: 'quantity("50k").add(quantity("20")) == quantity("50.02k")',
    result: "trueVal",
  },
  {
    expr: 'quantity("50k").add(20).isLessThan(quantity("50020"))',
    result: "falseVal",
  },
  {
    expr: 'quantity("50k").sub(quantity("20")) == quantity("49.98k")',
    result: "trueVal",
  },
  {
    expr: 'quantity("50k").sub(20) == quantity("49980")',
    result: "trueVal",
  },
  {
    expr: 'quantity("50k").add(20).sub(quantity("100k")).asInteger()',
    result: "types.Int(-49980)",
  },
  {
    expr: 'quantity("50k").add(20).sub(quantity("100k")).sub(-50000).asInteger()',
    result: "types.Int(20)",
  },
  {
    expr: 'quantity("50k").asInteger()',
    result: "types.Int(50000)",
  },
  {
    expr: 'quantity("9999999999999999999999999999999999999G").asInteger()',
    expectRuntimeErrPattern: "cannot convert value to integer",
  },
  {
    expr: 'quantity("9999999999999999999999999999999999999G").isInteger()',
    result: "falseVal",
  },
  {
    expr: 'quantity("50").isInteger()',
    result: "trueVal",
  },
  {
    expr: 'quantity("50.703k").asApproximateFloat()',
    result: "types.Double(50703)",
  },
  {
    expr: '[quantity("9999999999999999999999999999999999999")].all(x, x.add(quantity("1")).compareTo(x.add(quantity("2"))) == -1)',
    result: "trueVal",
  },
] as const;
