// Package ctcheck checks compiled functions for control flow that could
// depend on secret data: it reads the disassembly of a binary (normally the
// running test binary, from `go tool objdump`) and reports every conditional
// branch in the functions under check, and in the functions of the module they
// call, except the branches the Go compiler adds for its own bookkeeping.
//
// Allowed conditional branches are those whose target block ends in a call to
// runtime.morestack* (the stack-growth check of the function prologue) or to
// a runtime panic helper (bounds, shift, division, nil-receiver checks): they
// are never taken in a run that does not panic, so their direction carries no
// information. The one other allowed branch is the back-edge of a loop
// counted by a register the caller names (Checker.CountedLoops): directly
// after DECQ of that register, which the function writes only by DECQ and
// from its arguments, so that the trip count is the caller's public count.
// Everything else is a finding: other conditional branches
// (JEQ, JNE, ..., loop back-edges included), division instructions (variable
// time on most CPUs), indirect calls (whose target cannot be checked), and
// calls to functions outside the module other than the allowed runtime
// helpers.
//
// Calls and tail jumps into the module (symbols under the module path prefix,
// assembly ".abi0" bodies included) are followed recursively, so a method is
// checked together with the kernels it calls. A function whose body the
// compiler inlined into a wrapper ("-fm" method values, "(*T).M" pointer
// wrappers) is checked through whichever of those symbols exist.
//
// The check is structural, not a proof: it does not see secret-dependent
// memory addresses (table lookups indexed by a secret), and it trusts the
// hardware for the instructions it allows (multiplications, CMOV, ADC/SBB).
// Only amd64 disassembly is understood.
package ctcheck
