package edwards

import (
	"crypto/rand"
	"math/big"
	"slices"
	"testing"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/stretchr/testify/require"
)

// plainField is fp25519 seen only through field.Field: it has neither
// generated formulas nor SqrtRatioPairer, so a curve over it runs the generic
// formulas and decodes one point at a time.
type plainField struct{ field.Field[fp25519.Element] }

type point25519 = Point[fp25519.Element, fn25519.Element]

// TestKernelsAgree runs every operation of edwards25519 over fp25519, whose
// generated formulas and paired square roots the engine uses, and over plainField,
// which takes the generic paths, and requires identical encodings, decoding
// errors and verification results. The points include the identity, points
// of small order and points with a torsion component, which exercise the
// completeness of the formulas, and every operation is also run with its
// receiver aliasing an argument.
func TestKernelsAgree(t *testing.T) {
	testCurves(t)
	k := ed25519Fixed
	require.IsType(t, &arithFp25519{}, k.be, "fp25519 runs the generated formulas")
	require.NotNil(t, k.pair, "fp25519 must provide SqrtRatioPair")
	g, err := New(Params[fp25519.Element, fn25519.Element]{
		Name: "edwards25519/plain", Field: plainField{fp25519.Field{}}, Scalar: fn25519.Field{},
		A: a25519, D: d25519, Gx: gx25519, Gy: gy25519, Cofactor: 8, EncodingLen: 32,
	})
	require.NoError(t, err)
	require.Same(t, &g.arith, g.be, "plainField runs the generic formulas")
	require.Nil(t, g.pair)

	// Point pairs (over k, over g) decoded from the same encodings.
	decode := func(b []byte) (*point25519, *point25519) {
		p1, err1 := k.NewIdentityPoint().SetBytesLenient(b)
		p2, err2 := g.NewIdentityPoint().SetBytesLenient(b)
		require.NoError(t, err1)
		require.NoError(t, err2)
		return p1, p2
	}
	var encs [][]byte
	encs = append(encs, k.NewIdentityPoint().Bytes(), k.NewGeneratorPoint().Bytes())
	torsion := smallOrderEncodings(t)
	encs = append(encs, torsion...)
	for range 12 {
		P := k.NewIdentityPoint().ScalarBaseMult(randomScalar(t, k))
		encs = append(encs, P.Bytes())
		T, _ := k.NewIdentityPoint().SetBytes(torsion[len(encs)%len(torsion)])
		encs = append(encs, k.NewIdentityPoint().Add(P, T).Bytes()) // mixed order
	}
	same := func(a, b *point25519, what string) {
		t.Helper()
		require.Equal(t, a.Bytes(), b.Bytes(), what)
	}
	for i, ea := range encs {
		eb := encs[(i*7+3)%len(encs)]
		a1, a2 := decode(ea)
		b1, b2 := decode(eb)
		s := randomScalar(t, k)
		s2 := randomScalar(t, k)
		same(k.NewIdentityPoint().Add(a1, b1), g.NewIdentityPoint().Add(a2, b2), "Add")
		same(k.NewIdentityPoint().Subtract(a1, b1), g.NewIdentityPoint().Subtract(a2, b2), "Subtract")
		same(k.NewIdentityPoint().Double(a1), g.NewIdentityPoint().Double(a2), "Double")
		same(k.NewIdentityPoint().ScalarMult(s, a1), g.NewIdentityPoint().ScalarMult(s, a2), "ScalarMult")
		same(k.NewIdentityPoint().ScalarBaseMult(s), g.NewIdentityPoint().ScalarBaseMult(s), "ScalarBaseMult")
		same(k.NewIdentityPoint().DoubleScalarMultVarTime(s, a1, s2), g.NewIdentityPoint().DoubleScalarMultVarTime(s, a2, s2), "DoubleScalarMultVarTime")
		same(k.NewIdentityPoint().MultByCofactor(a1), g.NewIdentityPoint().MultByCofactor(a2), "MultByCofactor")
		require.Equal(t, a1.IsTorsionFree(), a2.IsTorsionFree())
		require.Equal(t, a1.IsSmallOrder(), a2.IsSmallOrder())
		// Aliasing: v.Op(v, v).
		v1, v2 := k.NewIdentityPoint().Set(a1), g.NewIdentityPoint().Set(a2)
		same(v1.Add(v1, v1), v2.Add(v2, v2), "v.Add(v, v)")
		same(v1.Subtract(v1, b1), v2.Subtract(v2, b2), "v.Subtract(v, b)")
		same(v1.ScalarMult(s, v1), v2.ScalarMult(s, v2), "v.ScalarMult(s, v)")
		same(v1.DoubleScalarMultVarTime(s, v1, s2), v2.DoubleScalarMultVarTime(s, v2, s2), "v.DoubleScalarMultVarTime(s, v, s2)")
	}
	// Multi-scalar multiplication on both sides of the Straus/Pippenger
	// crossover, with 128-bit and full-size scalars as in batches.
	for _, n := range []int{1, 2, 65, strausMax + 7} {
		var ss []*fn25519.Element
		var ps1, ps2 []*point25519
		for i := range n {
			s := randomScalar(t, k)
			if i%2 == 1 {
				b := make([]byte, 32)
				k.fs.PutBytes(b, s)
				clear(b[16:])
				require.NoError(t, k.fs.SetBytes(s, b))
			}
			p1, p2 := decode(encs[i%len(encs)])
			ss, ps1, ps2 = append(ss, s), append(ps1, p1), append(ps2, p2)
		}
		same(k.NewIdentityPoint().MultiScalarMultVarTime(ss, ps1), g.NewIdentityPoint().MultiScalarMultVarTime(ss, ps2), "MultiScalarMultVarTime")
	}
	// Decoding errors, one point at a time and in pairs.
	bad := decodingEdgeCases()
	w1, w2 := k.get(), g.get()
	defer k.put(w1)
	defer g.put(w2)
	for _, a := range bad {
		for _, b := range bad {
			for _, lenient := range []bool{false, true} {
				_, err1 := k.NewIdentityPoint().setBytes(a, lenient)
				_, err2 := g.NewIdentityPoint().setBytes(a, lenient)
				require.Equal(t, err1 == nil, err2 == nil, "%x", a)
				if err1 != nil {
					require.EqualError(t, err1, err2.Error())
				}
				var pa, pb, qa, qb extended[fp25519.Element]
				ea1, eb1 := w1.decodePair(&w1.codec, &pa, &pb, a, b, lenient, !lenient)
				ea2, eb2 := w2.decodePair(&w2.codec, &qa, &qb, a, b, lenient, !lenient)
				require.Equal(t, errString(ea2), errString(ea1), "%x %x", a, b)
				require.Equal(t, errString(eb2), errString(eb1), "%x %x", a, b)
				require.Equal(t, errString(w1.decode(&w1.codec, &qa, a, lenient)), errString(ea1), "%x", a)
				if ea1 == nil {
					w1.encode(&w1.codec, w1.codec.ebuf, &pa)
					e1 := append([]byte(nil), w1.codec.ebuf...)
					w2.encode(&w2.codec, w2.codec.ebuf, &qa)
					require.Equal(t, e1, w2.codec.ebuf)
				}
			}
		}
	}
	// Signatures under every policy, valid and with R, A or S replaced.
	sk, err := NewScheme(k, ed25519Params)
	require.NoError(t, err)
	sg, err := NewScheme(g, ed25519Params)
	require.NoError(t, err)
	msg := []byte("kernels and generic formulas agree")
	seed := make([]byte, 32)
	pub := make([]byte, 32)
	require.NoError(t, sk.DerivePublicKey(pub, seed))
	sig := make([]byte, 64)
	require.NoError(t, sk.Sign(sig, seed, pub, msg, nil))
	cases := [][2][]byte{{pub, sig}}
	for _, e := range slices.Concat(encs[:6], bad) {
		r := append(append([]byte(nil), e...), sig[32:]...)
		cases = append(cases, [2][]byte{pub, r}, [2][]byte{e, sig})
	}
	bk, bg := sk.NewBatchVerifier(), sg.NewBatchVerifier()
	for _, c := range cases {
		for _, p := range allPolicies {
			o := &Options{Policy: p}
			require.Equal(t, errString(sg.Verify(c[0], msg, c[1], o)), errString(sk.Verify(c[0], msg, c[1], o)), "%v %x %x", p, c[0], c[1])
			if p != Stdlib {
				require.NoError(t, bk.Add(c[0], msg, c[1], o))
				require.NoError(t, bg.Add(c[0], msg, c[1], o))
			}
		}
	}
	ok1, failed1 := bk.Verify(nil)
	ok2, failed2 := bg.Verify(nil)
	require.Equal(t, ok2, ok1)
	require.Equal(t, failed2, failed1)
}

// errString returns err's message, or "" for nil.
func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// smallOrderEncodings returns the encodings of the eight points of order
// dividing 8 of edwards25519: the multiples of T = ℓ·P, which lies in the
// torsion subgroup, for a point P whose torsion component has order 8.
func smallOrderEncodings(t *testing.T) [][]byte {
	k := ed25519Fixed
	var out [][]byte
	for y := int64(2); y < 200; y++ {
		var yb [32]byte
		big.NewInt(y).FillBytes(yb[:])
		for i, j := 0, 31; i < j; i, j = i+1, j-1 {
			yb[i], yb[j] = yb[j], yb[i]
		}
		P, err := k.NewIdentityPoint().SetBytes(yb[:])
		if err != nil {
			continue
		}
		T := mulBig(k, P, l25519)
		out = out[:0]
		seen := map[string]bool{}
		for M := k.NewIdentityPoint(); !seen[string(M.Bytes())]; M.Add(M, T) {
			seen[string(M.Bytes())] = true
			out = append(out, M.Bytes())
		}
		if len(out) == 8 {
			return out
		}
	}
	t.Fatal("no point with a torsion component of order 8")
	return nil
}

// mulBig returns n·P for a non-negative integer n, by double-and-add.
func mulBig(c *Curve[fp25519.Element, fn25519.Element], P *point25519, n *big.Int) *point25519 {
	R := c.NewIdentityPoint()
	for i := n.BitLen() - 1; i >= 0; i-- {
		R.Double(R)
		if n.Bit(i) == 1 {
			R.Add(R, P)
		}
	}
	return R
}

// decodingEdgeCases returns 32-byte strings around the decoding rules: y
// of 0, 1, 2, p − 1, p, p + 1 and 2^255 − 1 with both sign bits, and random
// strings (most of which are not on the curve).
func decodingEdgeCases() [][]byte {
	var out [][]byte
	ys := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2),
		new(big.Int).Sub(p25519, big.NewInt(1)), p25519, new(big.Int).Add(p25519, big.NewInt(1)),
		new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(1))}
	for _, y := range ys {
		for _, sign := range []byte{0, 0x80} {
			var b [32]byte
			y.FillBytes(b[:])
			for i, j := 0, 31; i < j; i, j = i+1, j-1 {
				b[i], b[j] = b[j], b[i]
			}
			b[31] |= sign
			out = append(out, b[:])
		}
	}
	for range 6 {
		b := make([]byte, 32)
		_, _ = rand.Read(b)
		out = append(out, b)
	}
	return out
}
