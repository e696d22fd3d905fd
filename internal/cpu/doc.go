// Package cpu detects, once at start-up, the x86-64 instruction-set
// extensions that curvekit's optional assembly uses, so that every package
// asks one audited place:
//
//   - BMI2 and ADX (MULX, ADCX, ADOX): the carry-chain multiplication of
//     field/fpr256;
//   - AVX-512 IFMA with AVX512F, AVX512DQ and AVX512VL, and an operating
//     system that saves the ZMM and opmask registers: the eight-lane
//     radix-2^51 arithmetic of field/fp25519 (batched square roots and the
//     vectorised point formulas of verification);
//   - AVX2, with an operating system that saves the YMM registers: the
//     four-lane radix-2^25.5 point formulas of field/fp25519 on processors
//     without AVX-512 IFMA.
//
// Operating-system support is read from XCR0, except on macOS, which
// enables a thread's AVX-512 state only at its first AVX-512 instruction:
// there, as in the Go runtime, the kernel's commpage says whether AVX-512
// is supported (cpu_darwin_amd64.go).
//
// The baseline amd64 assembly (MULQ) needs none of them and is always used
// on amd64; the extensions only select faster code computing the same
// values. Off amd64, or with the purego build tag, every feature reads as
// absent.
//
// A feature can be switched off at run time with the GODEBUG settings the
// Go runtime itself understands, e.g. GODEBUG=cpu.avx512f=off (no AVX-512
// code), GODEBUG=cpu.avx2=off (no AVX2 code), GODEBUG=cpu.adx=off or cpu.bmi2=off (no MULX/ADX code), or
// GODEBUG=cpu.all=off (no extension at all). That is how to measure or test
// the code a processor without the extension runs.
package cpu
