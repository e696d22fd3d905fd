// Package oprf implements the oblivious pseudorandom functions of RFC 9497,
// written once over the prime-order group interface of package group: the
// OPRF, VOPRF and POPRF modes for the five ciphersuites ristretto255-SHA512,
// decaf448-SHAKE256, P256-SHA256, P384-SHA384 and P521-SHA512 (§4).
//
// # The protocol
//
// A server holds a key k; a client holds an input x. Together they compute
// F(k, x) = Hash(x, k·H(x)) — H being HashToGroup — so that the client
// learns the output and nothing about k, and the server learns nothing
// about x or the output (RFC 9497 §3.3.1):
//
//	client                                server
//	r ← random scalar
//	B = r·H(x)          ── B ──▶
//	                    ◀── E ──          E = k·B
//	N = r⁻¹·E = k·H(x)
//	y = Hash(len ‖ x ‖ len ‖ N ‖ "Finalize")
//
// The blind r hides H(x) perfectly, as B is a uniformly random element.
// Client.Blind (or BlindBatch for several inputs) computes B, Server.
// BlindEvaluate E, and Client.Finalize y; Server.Evaluate computes y
// directly from x with the key, so the server can later recognise an
// output (for rate limiting, password checks, private set intersection).
//
// In the VOPRF mode (§3.3.2) the server also proves, with the
// non-interactive Chaum–Pedersen proof of §2.2, that E = k·B for the k of
// its public key pkS = k·G, so a client can tell it was not singled out
// with another key. A batch of elements is proven with one proof over
// random linear combinations of them (ComputeComposites, §2.2.1); the
// server, knowing k, computes the second combination as k times the first.
// In the POPRF mode (§3.3.3) both sides also know a public input info: the
// server evaluates with t = k + m, m = HashToScalar(info), as E = t⁻¹·B,
// and proves it against the tweaked key t·G = m·G + pkS, which the client
// computes itself. For t = 0 (a key chosen against one info) the server
// fails with ErrInverse and the client with ErrInvalidInput.
//
// Keys come from GenerateKey or from DeriveKeyPair(seed, info), which is
// deterministic and dependent on the mode.
// Every domain separation tag ends in the context string "OPRFV1-" ‖ mode ‖
// "-" ‖ suite identifier, so the suites and modes never share a hash.
//
// # Errors
//
// The errors of RFC 9497 §5 are sentinels for errors.Is: ErrDeserialize (a
// bad element, scalar or proof encoding, the identity included),
// ErrInvalidInput, ErrInverse, ErrDeriveKeyPair and ErrVerify. The errors
// returned wrap them and say which input was at fault. No bad input makes
// the package panic (there are fuzz targets for Finalize); passing elements
// of one suite's group to another's is a programming error that does.
//
// # Constant time
//
// Operations on secret scalars — the key k, POPRF's t and t⁻¹, the blinds
// and their inverses, and the proof nonce r — run in constant time: scalar
// multiplications, field inversions and the proof's response s = r − c·k.
// The verification of a proof and the combination of the elements it
// covers are computed in variable time, as they involve only public values.
// Finalize wipes the blinds it consumed; the proof nonce and t are wiped
// after use.
//
// # Compatibility
//
// All 40 vectors of RFC 9497 Appendix A pass (every intermediate value:
// keys, blinded and evaluated elements, proofs, outputs), and the tests of
// the bench module interoperate with circl's oprf package, in both
// directions, in every suite circl has (all but decaf448).
package oprf
