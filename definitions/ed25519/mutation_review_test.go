package ed25519

import (
	"crypto/ed25519"
	"crypto/sha512"
	"math/big"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/internal/testenv"
)

// This file compares Verify (Stdlib, the half-size path on most challenges)
// with crypto/ed25519 on many randomly mutated signatures, ZIP215 with an
// independent cofactored check, and BatchVerifier's failure set with single
// verification under ZIP215 on mixed batches. CURVEKIT_MUTATIONS sets the
// number of signatures of TestStdlibMutations (default 2000, 20000 with
// CURVEKIT_LONG=1).

var ell, _ = new(big.Int).SetString("7237005577332262213973186563042994240857116359379907606001950938285454250989", 10)

// leBytes returns x as n little-endian bytes.
func leBytes(x *big.Int, n int) []byte {
	b := x.FillBytes(make([]byte, n))
	for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	return b
}

// leInt returns the little-endian integer b.
func leInt(b []byte) *big.Int {
	r := make([]byte, len(b))
	for i := range b {
		r[len(b)-1-i] = b[i]
	}
	return new(big.Int).SetBytes(r)
}

// torsion8 returns the eight points of small order, T^0 … T^7 for a point T
// of order 8.
func torsion8(t testing.TB) []*Point {
	c := Curve()
	ellMinus1 := new(Scalar)
	require.NoError(t, field.SetBig(c.ScalarField(), ellMinus1, new(big.Int).Sub(ell, big.NewInt(1))))
	for y := byte(2); ; y++ {
		enc := make([]byte, 32)
		enc[0] = y
		P, err := c.NewIdentityPoint().SetBytes(enc)
		if err != nil {
			continue
		}
		T := c.NewIdentityPoint().ScalarMult(ellMinus1, P)
		T.Add(T, P) // [ℓ]P
		T4 := c.NewIdentityPoint().Add(T, T)
		T4.Add(T4, T4)
		if T4.IsIdentity() == 1 {
			continue // order below 8
		}
		out := []*Point{c.NewIdentityPoint()}
		for range 7 {
			out = append(out, c.NewIdentityPoint().Add(out[len(out)-1], T))
		}
		return out
	}
}

// smallOrderEncodings returns encodings of the points of small order: the
// canonical ones, with the sign bit flipped, and y + p where y < 19.
func smallOrderEncodings(t testing.TB) [][]byte {
	var out [][]byte
	p := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
	for _, T := range torsion8(t) {
		e := T.Bytes()
		out = append(out, e)
		f := clone(e)
		f[31] ^= 0x80
		out = append(out, f)
		y := leInt(append(clone(e[:31]), e[31]&0x7f))
		if y.Cmp(big.NewInt(19)) < 0 {
			g := leBytes(new(big.Int).Add(y, p), 32)
			g[31] |= e[31] & 0x80
			out = append(out, g)
		}
	}
	return out
}

// challenge returns SHA-512(R ‖ A ‖ msg) mod ℓ.
func challenge(r, a, msg []byte) *big.Int {
	h := sha512.New()
	h.Write(r)
	h.Write(a)
	h.Write(msg)
	return new(big.Int).Mod(leInt(h.Sum(nil)), ell)
}

// mutated makes a signature of a random kind: valid, with a bit flipped, with
// a small-order or torsion-carrying A or R (re-signed so that the equation
// holds up to the torsion), with S = 0 or S ≥ ℓ. It returns the key, the
// message and the signature.
func mutated(t testing.TB, rng *rand.Rand, torsion []*Point, small [][]byte) (PublicKey, []byte, []byte) {
	c := Curve()
	seed := make([]byte, SeedSize)
	for i := range seed {
		seed[i] = byte(rng.Uint32())
	}
	priv, err := NewKeyFromSeed(seed)
	require.NoError(t, err)
	pub := priv.PublicKey()
	msg := make([]byte, rng.IntN(40))
	for i := range msg {
		msg[i] = byte(rng.Uint32())
	}
	sig, err := Sign(priv, msg)
	require.NoError(t, err)
	// resign recomputes S = r + k·a for the commitment [r]B + TR and the key
	// [a]B + TA.
	resign := func(a, r *big.Int, TA, TR *Point) (PublicKey, []byte) {
		sa, sr := new(Scalar), new(Scalar)
		require.NoError(t, field.SetBig(c.ScalarField(), sa, a))
		require.NoError(t, field.SetBig(c.ScalarField(), sr, r))
		A := c.NewIdentityPoint().ScalarBaseMult(sa)
		A.Add(A, TA)
		R := c.NewIdentityPoint().ScalarBaseMult(sr)
		R.Add(R, TR)
		aEnc, rEnc := A.Bytes(), R.Bytes()
		k := challenge(rEnc, aEnc, msg)
		s := new(big.Int).Mul(k, a)
		s.Add(s, r).Mod(s, ell)
		return aEnc, append(rEnc, leBytes(s, 32)...)
	}
	randScalar := func() *big.Int {
		b := make([]byte, 64)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		return new(big.Int).Mod(new(big.Int).SetBytes(b), ell)
	}
	switch rng.IntN(12) {
	case 0: // valid
	case 1:
		sig[rng.IntN(64)] ^= 1 << rng.IntN(8)
	case 2:
		pub = clone(pub)
		pub[rng.IntN(32)] ^= 1 << rng.IntN(8)
	case 3:
		msg = append(msg, byte(rng.Uint32()))
	case 4: // R of small order
		copy(sig, small[rng.IntN(len(small))])
	case 5: // A of small order
		pub = clone(small[rng.IntN(len(small))])
	case 6: // S = 0
		clear(sig[32:])
	case 7: // S + ℓ, S + 2ℓ … (non-canonical)
		s := leInt(sig[32:])
		s.Add(s, new(big.Int).Mul(ell, big.NewInt(int64(1+rng.IntN(8)))))
		if s.BitLen() <= 256 {
			copy(sig[32:], leBytes(s, 32))
		}
	case 8, 9, 10: // torsion on A and R, valid cofactored, Stdlib-valid a quarter of the time
		pub, sig = resign(randScalar(), randScalar(), torsion[rng.IntN(8)], torsion[rng.IntN(8)])
	case 11: // a = 0 or r = 0 with torsion: A or R purely of small order
		a, r := randScalar(), randScalar()
		if rng.IntN(2) == 0 {
			a.SetInt64(0)
		} else {
			r.SetInt64(0)
		}
		pub, sig = resign(a, r, torsion[rng.IntN(8)], torsion[rng.IntN(8)])
	}
	return pub, msg, sig
}

// zip215Oracle computes the cofactored equation with the constant-time
// point operations, or reports ok = false when A or R is not a canonical
// encoding (which the engine API decodes only strictly) or S ≥ ℓ.
func zip215Oracle(pub PublicKey, msg, sig []byte) (valid, ok bool) {
	c := Curve()
	A, errA := c.NewIdentityPoint().SetBytes(pub)
	R, errR := c.NewIdentityPoint().SetBytes(sig[:32])
	sInt := leInt(sig[32:])
	if errA != nil || errR != nil {
		return false, false
	}
	if sInt.Cmp(ell) >= 0 {
		return false, true
	}
	k := challenge(sig[:32], pub, msg)
	ks, ss := new(Scalar), new(Scalar)
	_ = field.SetBig(c.ScalarField(), ks, new(big.Int).Sub(ell, k).Mod(new(big.Int).Sub(ell, k), ell))
	_ = field.SetBig(c.ScalarField(), ss, sInt)
	D := c.NewIdentityPoint().ScalarBaseMult(ss)
	D.Add(D, c.NewIdentityPoint().ScalarMult(ks, A))
	D.Add(D, c.NewIdentityPoint().Negate(R))
	D.MultByCofactor(D)
	return D.IsIdentity() == 1, true
}

func TestStdlibMutations(t *testing.T) {
	n := testenv.Count(t, 2000, 20000) // a long set with CURVEKIT_LONG=1
	if s := os.Getenv("CURVEKIT_MUTATIONS"); s != "" {
		v, err := strconv.Atoi(s)
		require.NoError(t, err)
		n = v
	}
	rng := rand.New(rand.NewPCG(2026, 1130))
	torsion, small := torsion8(t), smallOrderEncodings(t)
	var accepted, zipChecked int
	for i := range n {
		pub, msg, sig := mutated(t, rng, torsion, small)
		want := ed25519.Verify(ed25519.PublicKey(pub), msg, sig)
		got := Verify(pub, msg, sig)
		if got != want {
			t.Fatalf("signature %d: Verify = %v, crypto/ed25519 = %v\npub %x\nmsg %x\nsig %x", i, got, want, []byte(pub), msg, sig)
		}
		if got {
			accepted++
		}
		if zv, ok := zip215Oracle(pub, msg, sig); ok {
			zipChecked++
			err := VerifyWithOptions(pub, msg, sig, &Options{Policy: ZIP215})
			if (err == nil) != zv {
				t.Fatalf("signature %d: ZIP215 = %v, cofactored equation = %v\npub %x\nmsg %x\nsig %x", i, err, zv, []byte(pub), msg, sig)
			}
		}
	}
	t.Logf("%d signatures, %d accepted by both, %d checked against the ZIP215 oracle", n, accepted, zipChecked)
}

// TestBatchMatchesSingleReview checks that BatchVerifier fails exactly the
// signatures that VerifyWithOptions rejects under ZIP215 (or, in one mode,
// under a random policy per entry), for batches of
// mutated signatures (small-order A and R, torsion, repeated keys and
// identical entries) of sizes around the 2048-term chunk of the lane MSM.
func TestBatchMatchesSingleReview(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	torsion, small := torsion8(t), smallOrderEncodings(t)
	sizes := []int{1, 2, 3, 64, 1023, 1025}
	if !testenv.Long() {
		t.Logf("not the batches of 2047 to 2050 signatures: %s=1 runs them", testenv.LongVar)
	}
	if testenv.Long() { // a long set (CURVEKIT_LONG=1): 30 s more on 2 cores
		sizes = append(sizes, 2047, 2048, 2049, 2050)
	}
	for _, size := range sizes {
		for _, mode := range []string{"mixed", "all valid", "identical", "repeated key", "mixed policies"} {
			b := NewBatchVerifier()
			var want []int
			var pub0 PublicKey
			var msg0, sig0 []byte
			for i := range size {
				pub, msg, sig := mutated(t, rng, torsion, small)
				switch mode {
				case "all valid":
					for VerifyWithOptions(pub, msg, sig, &Options{Policy: ZIP215}) != nil {
						pub, msg, sig = mutated(t, rng, torsion, small)
					}
				case "identical":
					if i == 0 {
						pub0, msg0, sig0 = pub, msg, sig
					}
					pub, msg, sig = pub0, msg0, sig0
				case "repeated key":
					if i%3 != 0 && pub0 != nil {
						pub = pub0 // signature by another key: invalid unless A had small order
					} else {
						pub0 = pub
					}
				}
				opts := &Options{Policy: ZIP215}
				if mode == "mixed policies" {
					opts.Policy = []Policy{Stdlib, ZIP215, Strict, RFC8032}[rng.IntN(4)]
				}
				require.NoError(t, b.AddWithOptions(pub, msg, sig, opts))
				if VerifyWithOptions(pub, msg, sig, opts) != nil {
					want = append(want, i)
				}
			}
			ok, failed := b.Verify(nil)
			require.Equal(t, len(want) == 0, ok, "size %d, %s", size, mode)
			require.Equal(t, want, failed, "size %d, %s", size, mode)
		}
	}
}
