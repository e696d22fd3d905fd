package edwards

import (
	"testing"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// countField is fp25519 counting multiplications, squarings and additions
// made through the field interface. It embeds the interface field.Field,
// not fp25519.Field, so that it has none of fp25519's optional methods
// (SqrtRatioPairer, SqrtRatioBatcher, the lane kernels) and is not a
// field with generated formulas (backend.go):
// a curve over it runs the generic formulas on every machine, and every
// field operation goes through the counted methods.
type countField struct {
	field.Field[fp25519.Element]
	mul, sq, other *int
}

func (c countField) Mul(z, x, y *fp25519.Element) { *c.mul++; c.Field.Mul(z, x, y) }
func (c countField) Square(z, x *fp25519.Element) { *c.sq++; c.Field.Square(z, x) }
func (c countField) Add(z, x, y *fp25519.Element) { *c.other++; c.Field.Add(z, x, y) }
func (c countField) Sub(z, x, y *fp25519.Element) { *c.other++; c.Field.Sub(z, x, y) }

// TestBatchOpCount counts the field operations of one verification and of a
// batch of 64, independently of timing noise: the batch must cost less than
// a third of 64 verifications in multiplications and squarings (the decoding
// inside the field's SqrtRatio is not counted in either). It counts the
// scalar paths on every machine: countField hides fp25519's vector kernels.
func TestBatchOpCount(t *testing.T) {
	var m, s, o int
	cf := countField{Field: fp25519.Field{}, mul: &m, sq: &s, other: &o}
	c, err := New(Params[fp25519.Element, fn25519.Element]{Field: cf, Scalar: fn25519.Field{},
		A: a25519, D: d25519, Gx: gx25519, Gy: gy25519, Cofactor: 8})
	require.NoError(t, err)
	// The paths this counts are the scalar ones, also on machines whose
	// fp25519 has vector kernels (whose operations would not be counted).
	var f field.Field[fp25519.Element] = cf
	_, isBatcher := f.(SqrtRatioBatcher[fp25519.Element])
	require.False(t, isBatcher, "countField exposes fp25519's batch method")
	require.Same(t, &c.arith, c.be, "a curve over countField runs the generic formulas")
	require.Nil(t, c.pair, "countField exposes fp25519's SqrtRatioPairer")
	require.Nil(t, c.lanes, "a curve over countField takes the lane backend")
	sch, err := NewScheme(c, ed25519Params)
	require.NoError(t, err)
	c.baseTableOnce()
	c.baseNAFOnce()
	type it struct{ pub, sig []byte }
	var items []it
	msg := []byte("hello")
	for i := range 64 {
		sd := make([]byte, 32)
		sd[0] = byte(i)
		pub := make([]byte, 32)
		sch.DerivePublicKey(pub, sd)
		sig := make([]byte, 64)
		sch.Sign(sig, sd, pub, msg, nil)
		items = append(items, it{pub, sig})
	}
	m, s, o = 0, 0, 0
	require.NoError(t, sch.Verify(items[0].pub, msg, items[0].sig, &Options{Policy: Stdlib}))
	t.Logf("single Stdlib verify: %d M, %d S, %d add/sub", m, s, o)
	single := m + s
	m, s, o = 0, 0, 0
	bv := sch.NewBatchVerifier()
	for _, x := range items {
		bv.Add(x.pub, msg, x.sig, &Options{Policy: ZIP215})
	}
	t.Logf("batch add 64: %d M, %d S, %d add/sub", m, s, o)
	addM, addS := m, s
	m, s, o = 0, 0, 0
	ok, _ := bv.Verify(nil)
	t.Logf("batch verify 64: %d M, %d S, %d add/sub (ok %v)", m, s, o, ok)
	require.True(t, ok)
	batch := m + s + addM + addS
	assert.Less(t, 3*batch, 64*single, "batch of 64: %d M+S, single: %d M+S", batch, single)
}
