package edwards

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAllocations checks that the point operations, Sign and Verify allocate
// nothing in the steady state (the workspaces come from a sync.Pool).
func TestAllocations(t *testing.T) {
	if testing.CoverMode() != "" {
		t.Skip("coverage instrumentation allocates")
	}
	if raceEnabled {
		t.Skip("the race detector's sync.Pool drops pooled workspaces at random")
	}
	testCurves(t)
	c := ed25519Fixed
	s1, s2 := randomScalar(t, c), randomScalar(t, c)
	P := c.NewIdentityPoint().ScalarBaseMult(s1)
	Q := c.NewIdentityPoint().ScalarBaseMult(s2)
	v, u := c.NewIdentityPoint(), c.NewIdentityPoint()
	enc := P.Bytes()
	buf := make([]byte, 0, 64)
	ops := map[string]func(){
		"Add":                     func() { v.Add(P, Q) },
		"Subtract":                func() { v.Subtract(P, Q) },
		"Double":                  func() { v.Double(P) },
		"Negate":                  func() { v.Negate(P) },
		"Equal":                   func() { v.Equal(P) },
		"ScalarBaseMult":          func() { v.ScalarBaseMult(s1) },
		"ScalarBaseMultPair":      func() { v.ScalarBaseMultPair(u, s1, s2) },
		"ScalarMult":              func() { v.ScalarMult(s1, P) },
		"DoubleScalarMultVarTime": func() { v.DoubleScalarMultVarTime(s1, P, s2) },
		"MultByCofactor":          func() { v.MultByCofactor(P) },
		"IsSmallOrder":            func() { P.IsSmallOrder() },
		"IsTorsionFree":           func() { P.IsTorsionFree() },
		"AppendBytes":             func() { buf = P.AppendBytes(buf[:0]) },
		"AppendBytesPair":         func() { buf = P.AppendBytesPair(buf[:0], Q) },
		"SetBytes":                func() { _, _ = v.SetBytes(enc) },
	}
	for name, op := range ops {
		op()
		assert.Zero(t, testing.AllocsPerRun(100, op), name)
	}

	ed25519s, ed448s := testSchemes(t)
	for name, s := range map[string]signer{"Ed25519": ed25519s["fp25519"], "Ed448": ed448s["fp448"]} {
		seed := make([]byte, s.SeedSize())
		pub := make([]byte, s.SeedSize())
		require.NoError(t, s.DerivePublicKey(pub, seed))
		msg := []byte("a message to sign")
		sig := make([]byte, s.SignatureSize())
		opts := &Options{Context: "ctx"}
		require.NoError(t, s.Sign(sig, seed, pub, msg, opts))
		assert.Zero(t, testing.AllocsPerRun(50, func() { _ = s.Sign(sig, seed, pub, msg, opts) }), name+" Sign")
		assert.Zero(t, testing.AllocsPerRun(50, func() { _ = s.DerivePublicKey(pub, seed) }), name+" DerivePublicKey")
		for _, p := range allPolicies {
			o := &Options{Context: "ctx", Policy: p}
			require.NoError(t, s.Verify(pub, msg, sig, o))
			assert.Zero(t, testing.AllocsPerRun(50, func() { _ = s.Verify(pub, msg, sig, o) }), name+" Verify "+p.String())
		}
	}
}
