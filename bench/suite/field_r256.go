package suite

const (
	// GroupFpr256 is arithmetic modulo the P-256 prime 2^256 − 2^224 + 2^192 + 2^96 − 1.
	GroupFpr256 = "field/fpr256"
	// GroupFnr256 is arithmetic modulo the P-256 group order n.
	GroupFnr256 = "field/fnr256"
)
