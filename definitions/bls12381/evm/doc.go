// Package evm is Ethereum's BLS12-381 precompiles, EIP-2537 (activated in
// the Prague/Electra upgrade), over the groups of curvekit's bls12381
// package:
//
//	address  name                  function      input        output
//	0x0b     BLS12_G1ADD           G1Add         256 bytes    128
//	0x0c     BLS12_G1MSM           G1MSM         160·k        128
//	0x0d     BLS12_G2ADD           G2Add         512 bytes    256
//	0x0e     BLS12_G2MSM           G2MSM         288·k        256
//	0x0f     BLS12_PAIRING_CHECK   PairingCheck  384·k        32
//	0x10     BLS12_MAP_FP_TO_G1    MapFpToG1     64 bytes     128
//	0x11     BLS12_MAP_FP2_TO_G2   MapFp2ToG2    128 bytes    256
//
// Each function takes the call's input bytes and returns its output bytes,
// or an error when the EIP says the call fails (which consumes all the gas
// the call was given); a matching ...Gas function returns the price, and
// Precompiles lists all seven by address. Nothing panics on any input.
//
// # Encodings (EIP-2537, "Fine points and encoding")
//
// An element of Fp is 64 big-endian bytes: 16 zero bytes, then the value,
// which must be below p. Non-zero padding and a value not below p are
// errors (ErrFieldPadding, ErrFieldNotCanonical). An element c0 + c1·u of
// Fp2 is c0 ‖ c1 (128 bytes) — the opposite order to the ZCash encoding of
// the bls12381 package. A G1 point is x ‖ y (128 bytes), a G2 point x ‖ y
// over Fp2 (256 bytes), and the point at infinity is all zeros, which is
// unambiguous because (0, 0) is on neither curve. A scalar is 32
// big-endian bytes and may be any 256-bit integer: the points it
// multiplies are in the subgroup of order r, so k·P = (k mod r)·P.
//
// # Checks
//
// Every decoded point must be on its curve (ErrNotOnCurve). The MSM and
// pairing inputs must also be in the subgroup of order r (ErrNotInSubgroup);
// the additions do not check it and add any two points of the curves
// (bls12381.AddCurvePointsG1, AddCurvePointsG2). An input of any length
// other than the table's, and an empty MSM or pairing input, is
// ErrInputLength.
//
// # Gas (EIP-2537, "Gas schedule")
//
// Additions and maps have fixed prices; a pairing check costs
// 32600·k + 37700; an MSM of k pairs costs k·c·d(k)/1000 for the price c
// of one multiplication (12000 in G1, 22500 in G2) and the discount d(k)
// of the EIP's tables (gas.go), constant from k = 128 on.
//
// # Constant time
//
// Precompile inputs are public, and so the MSMs use the variable-time
// multi-scalar multiplication (Straus, then Pippenger's buckets beyond 128
// pairs) and the decoders and additions leak which inputs are invalid or
// the identity. The maps and the pairing run in constant time anyway.
//
// The tests run all of go-ethereum's EIP-2537 vectors (module
// github.com/ethereum/go-ethereum, core/vm/testdata/precompiles: the
// bls*.json files with outputs and gas, and the fail-bls*.json ones whose
// error each maps to one of the Err values), noble-curves' map vectors, and
// random inputs against gnark-crypto.
package evm
