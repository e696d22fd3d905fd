package suite

// Sinks for results that are not field elements; each case file declares
// sinks of its own element types. Assigning the final result of a benchmark
// loop to a package-level variable keeps the computation observable.
var (
	sinkInt  int
	sinkBool bool
)
