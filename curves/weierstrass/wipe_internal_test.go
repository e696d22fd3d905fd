package weierstrass

import (
	"crypto"
	_ "crypto/sha256"
	"math/big"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field/fnr256"
	"github.com/curvekit/curvekit/field/fpr256"
)

// wipeTestCurve returns P-256 (NIST SP 800-186 §3.2.1.3) over fpr256 and
// fnr256: a = −3, so scalar multiplication also goes through the Jacobian
// accumulator.
func wipeTestCurve(t testing.TB) *Curve[fpr256.Element, fnr256.Element] {
	t.Helper()
	h := func(s string) *big.Int {
		x, ok := new(big.Int).SetString(s, 16)
		require.True(t, ok)
		return x
	}
	c, err := New(Params[fpr256.Element, fnr256.Element]{
		Name: "P-256", Field: fpr256.Field{}, Scalar: fnr256.Field{},
		A:        h("ffffffff00000001000000000000000000000000fffffffffffffffffffffffc"),
		B:        h("5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b"),
		Gx:       h("6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296"),
		Gy:       h("4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5"),
		Order:    h("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551"),
		Cofactor: big.NewInt(1),
	})
	require.NoError(t, err)
	return c
}

// TestWorkspaceWipedAfterECDH runs ECDH (and, for the fixed-base path,
// NewPrivateKey and Sign), then takes workspaces from the pool and checks
// that every one that was used (its variable-point table is filled) holds
// no secret: no result point, partial sum, table entry picked, Jacobian
// accumulator, affine coordinate, encoding buffer, formula temporary or
// scalar.
func TestWorkspaceWipedAfterECDH(t *testing.T) {
	c := wipeTestCurve(t)
	e, err := NewECDSA(c, ECDSAParams{Hash: crypto.SHA256})
	require.NoError(t, err)
	d1 := make([]byte, 32)
	d2 := make([]byte, 32)
	for i := range d1 {
		d1[i], d2[i] = byte(i+1), byte(0x80-i)
	}
	k1, err := c.NewPrivateKey(d1)
	require.NoError(t, err)
	k2, err := c.NewPrivateKey(d2)
	require.NoError(t, err)
	digest := make([]byte, 32)
	checked := 0
	for range 50 {
		secret, err := k1.ECDH(k2.PublicKey())
		require.NoError(t, err)
		require.NotEqual(t, make([]byte, 32), secret)
		w := c.get()
		if w.ct.jtable[0] != (jacobian[fpr256.Element]{}) { // used by ECDH
			assertWiped(t, w)
			checked++
		}
		c.put(w)
		_, err = e.Sign(k1, digest, nil)
		require.NoError(t, err)
		w = c.get()
		assertWiped(t, w)
		c.put(w)
	}
	// The pool may hand out fresh workspaces (the race detector drops
	// some Puts on purpose), but not all the time.
	require.NotZero(t, checked, "no used workspace came back from the pool")
}

// assertWiped checks that w holds no value derived from a secret.
func assertWiped[E, S comparable](t *testing.T, w *workspace[E, S]) {
	t.Helper()
	var ze E
	var zs S
	assert.Zero(t, w.acc, "acc")
	assert.Zero(t, w.q, "q")
	assert.Zero(t, w.tmp, "tmp")
	ms := &w.ct
	assert.Zero(t, ms.acc, "ct.acc")
	assert.Zero(t, ms.entry, "ct.entry")
	assert.Zero(t, ms.jacc, "ct.jacc")
	assert.Zero(t, ms.jentry, "ct.jentry")
	assert.Zero(t, ms.aentry, "ct.aentry")
	assert.Zero(t, ms.look, "ct.look")
	assert.True(t, ms.k[0] == zs && ms.k[1] == zs, "ct.k")
	for name, b := range map[string][]int8{"ct.digits": ms.digits, "ct.bdig": ms.bdig, "ct.dig2[0]": ms.dig2[0], "ct.dig2[1]": ms.dig2[1]} {
		assert.Equal(t, -1, slices.IndexFunc(b, func(d int8) bool { return d != 0 }), name)
	}
	for name, b := range map[string][]byte{"ct.le": ms.le, "ct.hle[0]": ms.hle[0], "ct.hle[1]": ms.hle[1]} {
		assert.Equal(t, -1, slices.IndexFunc(b, func(d byte) bool { return d != 0 }), name)
	}
	assert.Zero(t, w.js, "js")
	assert.True(t, w.x == ze && w.y == ze, "x, y")
	for i, v := range []E{w.t0, w.t1, w.t2, w.t3, w.t4, w.t5, w.X3, w.Y3, w.Z3} {
		assert.True(t, v == ze, "formula temporary %d", i)
	}
	for i, v := range []S{w.s, w.s2, w.kinv, w.gm, w.gt, w.d} {
		assert.True(t, v == zs, "scalar %d", i)
	}
	for name, b := range map[string][]byte{"fbuf": w.fbuf, "sbuf": w.sbuf, "sle": w.sle, "sle2": w.sle2} {
		assert.Equal(t, make([]byte, len(b)), b, name)
	}
}
