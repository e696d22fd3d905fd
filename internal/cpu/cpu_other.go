//go:build !amd64 || purego

package cpu

// detect reports no feature: the assembly that would use them is not built.
func detect() features { return features{} }
