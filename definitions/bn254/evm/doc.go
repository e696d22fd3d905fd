// Package evm is the Ethereum Virtual Machine's BN254 (alt_bn128)
// precompiled contracts, with the byte formats, error cases and gas of
// their specifications: ecAdd at address 0x06 and ecMul at 0x07 (EIP-196),
// ecPairing at 0x08 (EIP-197), priced as EIP-1108 (Istanbul) prices them.
//
// Each contract is a function from the call's input bytes to its output
// bytes or an error; an error is what makes the EVM's call fail (consuming
// its gas), and a false pairing check is not an error but a 32-byte 0. The
// rules, which go-ethereum's vectors check (core/vm/testdata/precompiles):
//
//   - a G1 point is x ‖ y, two 32-byte big-endian integers; a G2 point is
//     x ‖ y with each coordinate c1 ‖ c0 (imaginary part first), 128 bytes;
//   - all zeros encodes the point at infinity, which is what the output of
//     a sum or product that is the identity is;
//   - a coordinate ≥ p, a point off its curve, and a G2 point outside the
//     subgroup of order r are errors (every point of the G1 curve is in G1);
//   - Add reads 128 bytes and Mul 96: a shorter input is read as if
//     right-padded with zeros, and bytes beyond them are ignored;
//   - Mul's scalar is any 256-bit integer (it is reduced modulo r);
//   - Pairing's input is k ≥ 0 pairs of a G1 and a G2 point, 192 bytes
//     each: a length that is not a multiple of 192 is an error, and k = 0
//     (empty input) checks the empty product, which is 1. Its output is the
//     32-byte big-endian 1 when e(P1, Q1)·…·e(Pk, Qk) = 1, else 0.
//
// The inputs of a contract are public: decoding runs in time that depends
// on them, and so do ecMul's multiplication (bn254.G1.ScalarMultVarTime)
// and ecPairing's check (bn254.PairingCheckVarTime, which stops after the
// easy part of the final exponentiation when that gives 1, as for pairs
// that cancel by negation); ecAdd's addition is definitions/bn254's
// constant-time code.
package evm
