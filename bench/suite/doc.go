//go:generate go run ../internal/casegen

// Package suite is the registry of curvekit's comparative benchmarks.
//
// Every benchmark is a [Case]: one operation (Op) of one implementation (Impl)
// in one group of comparable implementations (Group), with a plain
// func(*testing.B) body. The same registered functions run under
// `go test -bench .` (see suite_test.go, one sub-benchmark per case named
// group/op/impl) and under the interleaving compare command in
// bench/cmd/compare, so both report the same measurement.
//
// Adding a row is a few lines in an init function:
//
//	func init() {
//		suite.Register(suite.Case{Group: "ed25519", Op: "Sign", Impl: "stdlib", Fn: benchStdlibSign})
//	}
//
// or, for several operations of one implementation, [RegisterImpl].
//
// Conventions every body follows so that the numbers mean the same thing:
//   - inputs are pseudo-random elements derived from a fixed label (see
//     [Input]), never 0, 1 or other special values;
//   - loops use b.Loop, which keeps the results of calls in the body alive;
//     the chained operations (Mul, Square, Inverse) also feed each result into
//     the next call, so they measure latency, and a sink variable holds the
//     final value;
//   - Add and Sqrt use fixed inputs (some peers' lazy additions cannot be
//     chained without normalising), so they measure throughput;
//   - a peer without a Square is measured as Mul(x, x), a peer without a Sqrt
//     but with a square root of a ratio as SqrtRatio(x, 1).
package suite
