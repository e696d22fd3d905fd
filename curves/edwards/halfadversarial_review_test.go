package edwards

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// This file drives verifyHalf with chosen challenges k, which a signature
// cannot choose (k is a hash): every k of tiny curves, and on edwards25519
// and edwards448 k = 0, 1, n − 1, halves, powers of two, values around 2^H,
// and u/v mod n for small u and v. For each k the key and commitment carry
// small-order components TA and TR and S = r + k·a, so that
// D = [S]B − [k]A − R = −([k]TA + TR); the half-size verdict must be
// D = O (Stdlib) or true (cofactored), whenever the path decides. A second
// signature with S + 1 must be rejected under every policy.

// halfAdversarialKs returns the chosen challenges for order n and half size H.
func halfAdversarialKs(n *big.Int, half int) []*big.Int {
	var out []*big.Int
	add := func(x *big.Int) { out = append(out, new(big.Int).Mod(x, n)) }
	one := big.NewInt(1)
	for c := int64(0); c < 3; c++ {
		add(big.NewInt(c))
		add(new(big.Int).Sub(n, big.NewInt(c+1)))
	}
	add(new(big.Int).Rsh(n, 1))
	add(new(big.Int).Add(new(big.Int).Rsh(n, 1), one))
	for k := 0; k < n.BitLen(); k += 3 {
		add(new(big.Int).Lsh(one, uint(k)))
	}
	for d := int64(-2); d <= 2; d++ {
		add(new(big.Int).Add(new(big.Int).Lsh(one, uint(half)), big.NewInt(d)))
		add(new(big.Int).Add(new(big.Int).Lsh(one, uint(half-1)), big.NewInt(d)))
	}
	for u := int64(1); u <= 12; u++ {
		for v := int64(2); v <= 12; v++ {
			k := new(big.Int).ModInverse(big.NewInt(v), n)
			add(k.Mul(k, big.NewInt(u)))
		}
	}
	return out
}

// checkHalfAdversarial runs verifyHalf for each k with pairs of small-order
// components (all of them, or pairs random ones per k).
func checkHalfAdversarial[E, S any](t *testing.T, s *Scheme[E, S], ks []*big.Int, pairs int) {
	c := s.c
	hc := c.halfCurveOnce()
	torsion := torsionPoints(t, c)
	require.Len(t, torsion, int(c.h))
	rng := rand.New(rand.NewPCG(5, 6))
	randScalar := func() *big.Int {
		b := make([]byte, 2*c.fs.ByteLen())
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		return new(big.Int).Mod(new(big.Int).SetBytes(b), c.n)
	}
	st := s.get()
	defer s.put(st)
	w := c.get()
	defer c.put(w)
	var decided, undecided, stdlibAccepted int
	for _, k := range ks {
		for pi := 0; pi < pairs; pi++ {
			ia, ir := rng.IntN(len(torsion)), rng.IntN(len(torsion))
			if pairs >= len(torsion)*len(torsion) {
				ia, ir = pi/len(torsion)%len(torsion), pi%len(torsion)
			}
			a, r := randScalar(), randScalar()
			if pi%5 == 4 {
				a.SetInt64(0) // A of small order
			}
			TA, TR := torsion[ia], torsion[ir]
			A := c.NewIdentityPoint().ScalarBaseMult(scalarOf(t, c, a))
			A.Add(A, TA)
			R := c.NewIdentityPoint().ScalarBaseMult(scalarOf(t, c, r))
			R.Add(R, TR)
			X := c.NewIdentityPoint().ScalarMult(scalarOf(t, c, k), TA)
			X.Add(X, TR)
			dZero := X.IsIdentity() == 1
			sInt := new(big.Int).Mul(k, a)
			sInt.Add(sInt, r)
			for bump := int64(0); bump < 2; bump++ {
				for _, p := range []Policy{Stdlib, ZIP215, RFC8032} {
					want := bump == 0 && (p != Stdlib || dZero)
					st.k = *scalarOf(t, c, k)
					st.sSig = *scalarOf(t, c, new(big.Int).Add(sInt, big.NewInt(bump)))
					w.p, w.q = A.p, R.p
					done, valid := s.verifyHalf(hc, st, w, p)
					if !done {
						undecided++
						continue
					}
					decided++
					if valid && p == Stdlib {
						stdlibAccepted++
					}
					require.Equal(t, want, valid, "%v: k = %v, TA = T%d, TR = T%d, a = %v, S + %d", p, k, ia, ir, a, bump)
				}
			}
		}
	}
	t.Logf("%d challenges: %d decided, %d left to the full-size path, %d Stdlib acceptances", len(ks), decided, undecided, stdlibAccepted)
}

// TestHalfAdversarialChallenges runs checkHalfAdversarial on edwards25519
// (fixed and runtime fields), edwards448, and tiny curves with every k.
func TestHalfAdversarialChallenges(t *testing.T) {
	testCurves(t)
	s25519, err := NewScheme(ed25519Fixed, ed25519Params)
	require.NoError(t, err)
	s448, err := NewScheme(ed448Fixed, ed448Params)
	require.NoError(t, err)
	t.Run("Ed25519", func(t *testing.T) {
		checkHalfAdversarial(t, s25519, halfAdversarialKs(ed25519Fixed.n, s25519.c.halfCurveOnce().lat.half), 6)
	})
	t.Run("Ed448", func(t *testing.T) {
		checkHalfAdversarial(t, s448, halfAdversarialKs(ed448Fixed.n, s448.c.halfCurveOnce().lat.half), 4)
	})
	for _, tc := range []struct {
		p int64
		h uint64
	}{{1009, 4}, {1009, 8}, {10009, 12}} {
		params, ok := tinyEdwards(t, tc.p, tc.h)
		if !ok {
			continue
		}
		t.Run(params.Name, func(t *testing.T) {
			c, err := New(params)
			require.NoError(t, err)
			sp := SchemeParams{Hash: SHAKE256Hash(2 * c.encLen)}
			if tc.h&(tc.h-1) != 0 {
				sp.Clamp = func([]byte) {}
			}
			s, err := NewScheme(c, sp)
			require.NoError(t, err)
			var ks []*big.Int
			for k := int64(0); k < c.n.Int64(); k++ {
				ks = append(ks, big.NewInt(k))
			}
			pairs := int(c.h * c.h)
			if testing.Short() || c.n.Int64() > 500 {
				pairs = 6
			}
			checkHalfAdversarial(t, s, ks, pairs)
		})
	}
}
