package ed25519

import (
	"bytes"
	"compress/gzip"
	"crypto/ed25519"
	"encoding/json"
	"io"
	"math/big"
	"os"
	"slices"
	"testing"

	"github.com/curvekit/curvekit/internal/vectors"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The edge-case suites below state, for each policy, which vectors it must
// accept, as a rule over the vectors' own descriptions, and assert it for
// Verify, VerifyWithOptions and the batch verifier; Stdlib is also checked
// against crypto/ed25519 itself.

// edgeCase is one signature of an edge-case suite and each policy's verdict.
type edgeCase struct {
	name          string
	pub, msg, sig []byte
	want          map[Policy]bool
}

// checkEdgeCases asserts every case under every policy, and the batch
// verifier's report for each policy over the whole suite.
func checkEdgeCases(t *testing.T, cases []edgeCase) {
	t.Helper()
	accepted := map[Policy]int{}
	for _, c := range cases {
		for _, p := range allPolicies {
			err := VerifyWithOptions(c.pub, c.msg, c.sig, &Options{Policy: p})
			if assert.Equal(t, c.want[p], err == nil, "%s %v: %v", c.name, p, err) && err == nil {
				accepted[p]++
			}
		}
		assert.Equal(t, c.want[Stdlib], Verify(c.pub, c.msg, c.sig), c.name)
		assert.Equal(t, c.want[Stdlib], ed25519.Verify(ed25519.PublicKey(c.pub), c.msg, c.sig), "crypto/ed25519 %s", c.name)
	}
	t.Logf("%d cases; accepted: %v", len(cases), accepted)
	for _, p := range allPolicies {
		v := NewBatchVerifier()
		var want []int
		for i, c := range cases {
			require.NoError(t, v.AddWithOptions(c.pub, c.msg, c.sig, &Options{Policy: p}))
			if !c.want[p] {
				want = append(want, i)
			}
		}
		ok, failed := v.Verify(nil)
		assert.Equal(t, len(want) == 0, ok, "batch %v", p)
		assert.Equal(t, want, failed, "batch %v", p)
	}
}

// verdicts builds a policy → verdict map in the order of allPolicies
// (Stdlib, ZIP215, Strict, RFC8032).
func verdicts(stdlib, zip215, strict, rfc8032 bool) map[Policy]bool {
	return map[Policy]bool{Stdlib: stdlib, ZIP215: zip215, Strict: strict, RFC8032: rfc8032}
}

// TestEd25519Vectors runs the 768 vectors of
// filippo.io/mostly-harmless/ed25519vectors, every combination of
// small-order A and R, non-canonical encodings and mixed-order points. Their
// flags give the verdicts:
//   - Stdlib, Go's own rule (crypto/ed25519/ed25519vectors_test.go): reject
//     NonCanonicalR (R is compared as bytes) and LowOrderResidue (the
//     cofactorless equation), accept the rest;
//   - ZIP215 accepts every vector (all satisfy the cofactored equation with
//     leniently decoded points);
//   - RFC8032 rejects NonCanonicalA and NonCanonicalR;
//   - Strict also rejects LowOrderA and LowOrderR.
func TestEd25519Vectors(t *testing.T) {
	data := vectors.ModuleFile(t, "filippo.io/mostly-harmless/ed25519vectors",
		"v0.0.0-20210322192420-30a2d7243a94", "ed25519vectors.json")
	var vs []struct {
		A, R, S, M string
		Flags      []string
	}
	require.NoError(t, json.Unmarshal(data, &vs))
	require.Len(t, vs, 768)
	cases := make([]edgeCase, len(vs))
	for i, v := range vs {
		has := func(f string) bool { return slices.Contains(v.Flags, f) }
		nonCanonical := has("NonCanonicalA") || has("NonCanonicalR")
		cases[i] = edgeCase{
			name: "ed25519vectors #" + itoa(i) + " " + v.M,
			pub:  unhex(t, v.A), msg: []byte(v.M), sig: unhex(t, v.R+v.S),
			want: verdicts(
				!has("NonCanonicalR") && !has("LowOrderResidue"),
				true,
				!nonCanonical && !has("LowOrderA") && !has("LowOrderR"),
				!nonCanonical,
			),
		}
	}
	checkEdgeCases(t, cases)
}

// TestCCTV runs C2SP/CCTV's ed25519vectors.json (testdata/), which
// extends the set above with reencoded_k vectors, signed with k computed
// over the canonical re-encoding of a non-canonical A or R. Every policy
// hashes the encodings as received (RFC 8032 §5.1.7 step 2, ZIP-215), so:
//   - Stdlib rejects non_canonical_R and low_order_residue (Go's rule; the
//     residue flag is computed with the k of the received bytes);
//   - ZIP215 accepts everything except reencoded_k with non_canonical_R:
//     there A is not of small order, so the changed k changes [k]A by a
//     point of prime order (with non_canonical_A, A is of small order and
//     the cofactor absorbs the change);
//   - RFC8032 rejects non_canonical_A and non_canonical_R;
//   - Strict also rejects low_order_A and low_order_R.
func TestCCTV(t *testing.T) {
	var vs []struct {
		Number        int
		Key, Sig, Msg string
		Flags         []string
	}
	data, err := os.ReadFile("testdata/ed25519vectors.json")
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(data, &vs))
	require.Len(t, vs, 914)
	cases := make([]edgeCase, len(vs))
	for i, v := range vs {
		require.Equal(t, i, v.Number)
		has := func(f string) bool { return slices.Contains(v.Flags, f) }
		nonCanonical := has("non_canonical_A") || has("non_canonical_R")
		cases[i] = edgeCase{
			name: "CCTV #" + itoa(v.Number),
			pub:  unhex(t, v.Key), msg: []byte(v.Msg), sig: unhex(t, v.Sig),
			want: verdicts(
				!has("non_canonical_R") && !has("low_order_residue"),
				!(has("reencoded_k") && has("non_canonical_R")),
				!nonCanonical && !has("low_order_A") && !has("low_order_R"),
				!nonCanonical,
			),
		}
	}
	checkEdgeCases(t, cases)
}

// voiTestdata returns the gunzipped contents of a file of
// curve25519-voi's primitives/ed25519/testdata.
func voiTestdata(t *testing.T, name string) []byte {
	gz := vectors.ModuleFile(t, "github.com/oasisprotocol/curve25519-voi",
		"v0.0.0-20230904125328-1f23a7beb09a", "primitives/ed25519/testdata/"+name)
	r, err := gzip.NewReader(bytes.NewReader(gz))
	require.NoError(t, err)
	b, err := io.ReadAll(r)
	require.NoError(t, err)
	return b
}

// isCanonical reports whether b is the canonical encoding of a point with
// the y it encodes (RFC 8032 §5.1.3 steps 1 and 4), computed with math/big
// independently of the engine: y < p, and no sign bit when x = 0, which on
// the curve happens exactly for y = ±1.
func isCanonical(b []byte) bool {
	le := slices.Clone(b)
	sign := le[31] >> 7
	le[31] &= 0x7f
	slices.Reverse(le)
	y := new(big.Int).SetBytes(le)
	if y.Cmp(paramP) >= 0 {
		return false
	}
	pMinus1 := new(big.Int).Sub(paramP, big.NewInt(1))
	xIsZero := y.Cmp(big.NewInt(1)) == 0 || y.Cmp(pMinus1) == 0
	return !(sign == 1 && xIsZero)
}

// TestZIP215 runs the 196 vectors of ZIP-215 (curve25519-voi's
// testdata/zip215.json.gz): every pair of the 14 encodings (8 canonical, 6
// not) of points of small order as A and R, with S = 0, over the message
// "Zcash". Verdicts:
//   - ZIP215 accepts all 196 (the cofactored equation holds trivially);
//   - Strict rejects all (A and R are of small order);
//   - RFC8032 accepts exactly those with canonical A and R (isCanonical);
//   - Stdlib accepts those where −[k]A equals R as bytes, which depends on
//     the hash: its verdict is crypto/ed25519's, and implies a canonical R.
func TestZIP215(t *testing.T) {
	var vs [][2]string
	require.NoError(t, json.Unmarshal(voiTestdata(t, "zip215.json.gz"), &vs))
	require.Len(t, vs, 196)
	cases := make([]edgeCase, len(vs))
	canonical := 0
	for i, v := range vs {
		pub, sig := unhex(t, v[0]), unhex(t, v[1])
		msg := []byte("Zcash")
		std := ed25519.Verify(pub, msg, sig)
		if std {
			require.True(t, isCanonical(sig[:32]), "#%d", i)
		}
		rfc := isCanonical(pub) && isCanonical(sig[:32])
		if rfc {
			canonical++
		}
		cases[i] = edgeCase{name: "ZIP-215 #" + itoa(i), pub: pub, msg: msg, sig: sig,
			want: verdicts(std, true, false, rfc)}
	}
	assert.Equal(t, 8*8, canonical)
	checkEdgeCases(t, cases)
}

// TestSpeccheck runs the 12 cases of "Taming the many EdDSAs" (Chalkias,
// Garillot, Nikolaenko), ed25519-speccheck's cases.json as shipped by
// curve25519-voi. What each case is, and each policy's verdict:
//
//	#  case                                          Stdlib ZIP215 Strict RFC8032
//	0  small-order A, small-order R                   yes    yes    no     yes
//	1  small-order A, mixed-order R                   yes    yes    no     yes
//	2  mixed-order A, small-order R                   yes    yes    no     yes
//	3  mixed-order A, mixed-order R                   yes    yes    yes    yes
//	4  passes only the cofactored equation            no     yes    yes    yes
//	5  cofactored, needs 8·(k·A), not (8k mod ℓ)·A    no     yes    yes    yes
//	6  S > ℓ                                          no     no     no     no
//	7  S ≫ ℓ                                          no     no     no     no
//	8  non-canonical small R, valid if R re-encoded   no     no     no     no
//	9  non-canonical small R, valid as received       no     yes    no     no
//	10 non-canonical small A, valid if A re-encoded   no     yes    no     no
//	11 non-canonical small A, valid as received       yes    yes    no     no
//
// Case 10 passes ZIP215 because A has small order, so the cofactored
// equation does not depend on k; Stdlib (cofactorless) needs the k of the
// received bytes, and so accepts 11 only.
func TestSpeccheck(t *testing.T) {
	var vs []struct {
		Message   string `json:"message"`
		PublicKey string `json:"pub_key"`
		Signature string `json:"signature"`
	}
	require.NoError(t, json.Unmarshal(voiTestdata(t, "speccheck_cases.json.gz"), &vs))
	require.Len(t, vs, 12)
	want := []map[Policy]bool{
		verdicts(true, true, false, true),
		verdicts(true, true, false, true),
		verdicts(true, true, false, true),
		verdicts(true, true, true, true),
		verdicts(false, true, true, true),
		verdicts(false, true, true, true),
		verdicts(false, false, false, false),
		verdicts(false, false, false, false),
		verdicts(false, false, false, false),
		verdicts(false, true, false, false),
		verdicts(false, true, false, false),
		verdicts(true, true, false, false),
	}
	cases := make([]edgeCase, len(vs))
	for i, v := range vs {
		cases[i] = edgeCase{name: "speccheck #" + itoa(i),
			pub: unhex(t, v.PublicKey), msg: unhex(t, v.Message), sig: unhex(t, v.Signature), want: want[i]}
	}
	checkEdgeCases(t, cases)
}
