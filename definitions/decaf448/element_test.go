package decaf448

import (
	"bytes"
	"crypto/rand"
	"testing"

	"github.com/curvekit/curvekit/hashes"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func randomElement(t testing.TB) *Element {
	var u [UniformSize]byte
	_, err := rand.Read(u[:])
	require.NoError(t, err)
	e, err := new(Element).SetUniformBytes(u[:])
	require.NoError(t, err)
	return e
}

func randomScalar(t testing.TB) *Scalar {
	var u [UniformScalarSize]byte
	_, err := rand.Read(u[:])
	require.NoError(t, err)
	s, err := new(Scalar).SetUniformBytes(u[:])
	require.NoError(t, err)
	return s
}

// minusOne returns the scalar q − 1.
func minusOne() *Scalar { return new(Scalar).Negate(new(Scalar).One()) }

// TestGroupLaws checks associativity, commutativity, the identity, inverses
// and the compatibility of the scalar multiplications with scalar
// arithmetic, on random elements and scalars.
func TestGroupLaws(t *testing.T) {
	id := NewElement()
	for range 8 {
		a, b, c := randomElement(t), randomElement(t), randomElement(t)
		s, r := randomScalar(t), randomScalar(t)
		l := new(Element).Add(new(Element).Add(a, b), c)
		assert.Equal(t, 1, l.Equal(new(Element).Add(a, new(Element).Add(b, c))), "associativity")
		assert.Equal(t, 1, new(Element).Add(a, b).Equal(new(Element).Add(b, a)), "commutativity")
		assert.Equal(t, 1, new(Element).Add(a, id).Equal(a), "identity")
		assert.Equal(t, 1, new(Element).Subtract(a, a).Equal(id), "a − a")
		assert.Equal(t, 1, new(Element).Subtract(a, a).IsIdentity(), "a − a is the identity")
		assert.Equal(t, 0, a.IsIdentity())
		assert.Equal(t, 1, new(Element).Add(a, new(Element).Negate(a)).Equal(id), "a + (−a)")
		assert.Equal(t, 1, new(Element).Subtract(a, b).Equal(new(Element).Add(a, new(Element).Negate(b))), "a − b")

		sr := new(Scalar).Add(s, r)
		lhs := new(Element).ScalarMult(sr, a)
		rhs := new(Element).Add(new(Element).ScalarMult(s, a), new(Element).ScalarMult(r, a))
		assert.Equal(t, 1, lhs.Equal(rhs), "(s + r)·a")
		sr.Multiply(s, r)
		assert.Equal(t, 1, new(Element).ScalarBaseMult(sr).Equal(new(Element).ScalarMult(s, new(Element).ScalarBaseMult(r))), "(s·r)·B")
		assert.Equal(t, 1, new(Element).ScalarBaseMult(s).Equal(new(Element).ScalarMult(s, NewGenerator())), "ScalarBaseMult")
		assert.Equal(t, 1, new(Element).ScalarMult(minusOne(), a).Equal(new(Element).Negate(a)), "(q − 1)·a = −a")
		assert.Equal(t, 1, new(Element).ScalarMult(new(Scalar), a).Equal(id), "0·a")

		want := new(Element).Add(new(Element).ScalarMult(s, a), new(Element).ScalarBaseMult(r))
		assert.Equal(t, 1, new(Element).DoubleScalarBaseMultVarTime(s, a, r).Equal(want), "DoubleScalarBaseMultVarTime")
		want.Add(new(Element).ScalarMult(s, a), new(Element).ScalarMult(r, b))
		assert.Equal(t, 1, new(Element).MultiScalarMultVarTime([]*Scalar{s, r}, []*Element{a, b}).Equal(want), "MultiScalarMultVarTime")
		assert.Equal(t, 1, new(Element).MultiScalarMultVarTime(nil, nil).Equal(id), "empty MultiScalarMultVarTime")
	}
}

// TestEncodingRoundTrip checks that every element decodes back from its
// encoding and that Equal agrees with equality of encodings.
func TestEncodingRoundTrip(t *testing.T) {
	var prev *Element
	for range 32 {
		a := randomElement(t)
		enc := a.Bytes()
		require.Len(t, enc, ElementSize)
		assert.Equal(t, enc, a.AppendBytes(nil))
		b, err := new(Element).SetCanonicalBytes(enc)
		require.NoError(t, err)
		assert.Equal(t, 1, b.Equal(a))
		assert.Equal(t, enc, b.Bytes())
		// Another representative of the same element encodes the same.
		r := randomElement(t)
		c := new(Element).Subtract(new(Element).Add(a, r), r)
		assert.Equal(t, enc, c.Bytes())
		if prev != nil {
			assert.Equal(t, bytes.Equal(enc, prev.Bytes()), a.Equal(prev) == 1)
		}
		prev = a
	}
	assert.Equal(t, make([]byte, ElementSize), NewElement().Bytes(), "the identity encodes as zeros")
	// Wrong lengths leave the receiver unchanged.
	for _, n := range []int{0, ElementSize - 1, ElementSize + 1} {
		g := NewGenerator()
		got, err := g.SetCanonicalBytes(make([]byte, n))
		assert.Error(t, err)
		assert.Nil(t, got)
		assert.Equal(t, 1, g.Equal(NewGenerator()))
		got, err = g.SetUniformBytes(make([]byte, n))
		assert.Error(t, err)
		assert.Nil(t, got)
		assert.Equal(t, 1, g.Equal(NewGenerator()))
	}
	// A zero receiver stays usable after a failed decoding.
	var z Element
	_, err := z.SetCanonicalBytes(bytes.Repeat([]byte{0xff}, ElementSize))
	require.Error(t, err)
	assert.Equal(t, 1, z.Identity().Equal(NewElement()))
}

// TestHashToElement checks that HashToElement is expand_message_xof with
// SHAKE256 followed by SetUniformBytes, and rejects an empty tag.
func TestHashToElement(t *testing.T) {
	dst := []byte("curvekit-decaf448-test")
	for _, msg := range []string{"", "abc", "a longer message for the hash"} {
		got, err := new(Element).HashToElement([]byte(msg), dst)
		require.NoError(t, err)
		u, err := hashes.ExpandMessageXOF(hashes.SHAKE256, 224, []byte(msg), dst, UniformSize)
		require.NoError(t, err)
		want, err := new(Element).SetUniformBytes(u)
		require.NoError(t, err)
		assert.Equal(t, 1, got.Equal(want), msg)
		s, err := new(Scalar).HashToScalar([]byte(msg), dst)
		require.NoError(t, err)
		us, err := hashes.ExpandMessageXOF(hashes.SHAKE256, 224, []byte(msg), dst, UniformScalarSize)
		require.NoError(t, err)
		ws, err := new(Scalar).SetUniformBytes(us)
		require.NoError(t, err)
		assert.Equal(t, 1, s.Equal(ws))
	}
	_, err := new(Element).HashToElement([]byte("x"), nil)
	assert.Error(t, err)
	_, err = new(Scalar).HashToScalar([]byte("x"), nil)
	assert.Error(t, err)
}

// TestScalarEncoding checks the canonicality of SetCanonicalBytes at q − 1,
// q and above, and the scalar field operations.
func TestScalarEncoding(t *testing.T) {
	m1 := minusOne().Bytes()
	s, err := new(Scalar).SetCanonicalBytes(m1)
	require.NoError(t, err)
	assert.Equal(t, m1, s.Bytes())
	l := append([]byte(nil), m1...)
	l[0]++ // q
	for _, b := range [][]byte{l, bytes.Repeat([]byte{0xff}, ScalarSize), make([]byte, ScalarSize-1), make([]byte, ScalarSize+1)} {
		x := new(Scalar).One()
		got, err := x.SetCanonicalBytes(b)
		assert.Error(t, err, "%x", b)
		assert.Nil(t, got)
		assert.Equal(t, 1, x.Equal(new(Scalar).One()), "receiver unchanged")
	}
	_, err = new(Scalar).SetUniformBytes(make([]byte, 63))
	assert.Error(t, err)
	for range 8 {
		x, y := randomScalar(t), randomScalar(t)
		assert.Equal(t, 1, new(Scalar).Multiply(x, new(Scalar).Invert(x)).Equal(new(Scalar).One()))
		assert.Equal(t, 1, new(Scalar).Subtract(new(Scalar).Add(x, y), y).Equal(x))
		assert.Equal(t, 1, new(Scalar).Add(x, new(Scalar).Negate(x)).Equal(new(Scalar).Zero()))
		back, err := new(Scalar).SetCanonicalBytes(x.Bytes())
		require.NoError(t, err)
		assert.Equal(t, 1, back.Equal(x))
	}
}

// TestAliasing checks that every method gives the same result when its
// receiver is one of its arguments.
func TestAliasing(t *testing.T) {
	a, b := randomElement(t), randomElement(t)
	s, r := randomScalar(t), randomScalar(t)
	check := func(name string, want *Element, f func(v *Element) *Element) {
		v := new(Element).Set(a)
		assert.Equal(t, 1, f(v).Equal(want), name)
	}
	check("Add(v, b)", new(Element).Add(a, b), func(v *Element) *Element { return v.Add(v, b) })
	check("Add(b, v)", new(Element).Add(b, a), func(v *Element) *Element { return v.Add(b, v) })
	check("Add(v, v)", new(Element).Add(a, a), func(v *Element) *Element { return v.Add(v, v) })
	check("Subtract(v, b)", new(Element).Subtract(a, b), func(v *Element) *Element { return v.Subtract(v, b) })
	check("Subtract(b, v)", new(Element).Subtract(b, a), func(v *Element) *Element { return v.Subtract(b, v) })
	check("Subtract(v, v)", NewElement(), func(v *Element) *Element { return v.Subtract(v, v) })
	check("Negate(v)", new(Element).Negate(a), func(v *Element) *Element { return v.Negate(v) })
	check("Set(v)", a, func(v *Element) *Element { return v.Set(v) })
	check("ScalarMult(s, v)", new(Element).ScalarMult(s, a), func(v *Element) *Element { return v.ScalarMult(s, v) })
	check("DoubleScalarBaseMultVarTime(s, v, r)", new(Element).DoubleScalarBaseMultVarTime(s, a, r), func(v *Element) *Element { return v.DoubleScalarBaseMultVarTime(s, v, r) })
	check("MultiScalarMultVarTime", new(Element).MultiScalarMultVarTime([]*Scalar{s, r}, []*Element{a, b}), func(v *Element) *Element {
		return v.MultiScalarMultVarTime([]*Scalar{s, r}, []*Element{v, b})
	})

	checkS := func(name string, want *Scalar, f func(x *Scalar) *Scalar) {
		x := new(Scalar).Set(s)
		assert.Equal(t, 1, f(x).Equal(want), name)
	}
	checkS("Add", new(Scalar).Add(s, s), func(x *Scalar) *Scalar { return x.Add(x, x) })
	checkS("Subtract", new(Scalar).Subtract(s, r), func(x *Scalar) *Scalar { return x.Subtract(x, r) })
	checkS("Multiply", new(Scalar).Multiply(s, s), func(x *Scalar) *Scalar { return x.Multiply(x, x) })
	checkS("Negate", new(Scalar).Negate(s), func(x *Scalar) *Scalar { return x.Negate(x) })
	checkS("Invert", new(Scalar).Invert(s), func(x *Scalar) *Scalar { return x.Invert(x) })
}

// TestZeroValueReceivers checks that a zero Element works as the receiver of
// every method that sets it.
func TestZeroValueReceivers(t *testing.T) {
	a, s := randomElement(t), randomScalar(t)
	want := new(Element).ScalarMult(s, a)
	var v1, v2, v3, v4 Element
	assert.Equal(t, 1, v1.ScalarMult(s, a).Equal(want))
	assert.Equal(t, 1, v2.ScalarBaseMult(s).Equal(new(Element).ScalarMult(s, NewGenerator())))
	assert.Equal(t, 1, v3.Generator().Equal(NewGenerator()))
	_, err := v4.SetCanonicalBytes(a.Bytes())
	require.NoError(t, err)
	assert.Equal(t, 1, v4.Equal(a))
	assert.Panics(t, func() { NewElement().Add(a, new(Element)) }, "zero Element as an argument")
}

// TestAllocations checks that the hot paths allocate nothing.
func TestAllocations(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	a, b, s := randomElement(t), randomElement(t), randomScalar(t)
	enc := a.Bytes()
	var v Element
	var buf [ElementSize]byte
	for name, f := range map[string]func(){
		"ScalarMult":        func() { v.ScalarMult(s, a) },
		"ScalarBaseMult":    func() { v.ScalarBaseMult(s) },
		"Add":               func() { v.Add(a, b) },
		"Equal":             func() { _ = a.Equal(b) },
		"Bytes":             func() { _ = a.Bytes() },
		"AppendBytes":       func() { _ = a.AppendBytes(buf[:0]) },
		"SetCanonicalBytes": func() { _, _ = v.SetCanonicalBytes(enc) },
	} {
		assert.Equal(t, 0.0, testing.AllocsPerRun(50, f), name)
	}
}
