package edwards

import (
	"crypto/ed25519"
	"crypto/rand"
	"fmt"
	"math/big"
	"sync"
	"testing"

	"github.com/curvekit/curvekit/curves/edwards/internal/lanes25519"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/internal/cpu"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// torsionPoints returns the distinct points [n]P for the points P of the
// first y-coordinates that decode: the small-order subgroup, or most of it.
func torsionPoints[E, S any](t *testing.T, c *Curve[E, S]) []*Point[E, S] {
	w := c.get()
	defer c.put(w)
	out := []*Point[E, S]{c.NewIdentityPoint()}
	for y := int64(2); y < 400 && uint64(len(out)) < c.h; y++ {
		require.NoError(t, field.SetBig(c.f, &w.y, big.NewInt(y)))
		if !w.recoverX(&w.codec, &w.x, &w.y, 0, false) {
			continue
		}
		w.fromAffine(&w.p, &w.x, &w.y)
		w.mulPublic(&w.pub, &w.q, &w.p, c.orderNAF)
		T := &Point[E, S]{c: c, p: w.q}
		seen := false
		for _, U := range out {
			seen = seen || U.Equal(T) == 1
		}
		if !seen {
			out = append(out, T)
		}
	}
	return out
}

// scalarOf returns x mod n as a scalar of c.
func scalarOf[E, S any](t *testing.T, c *Curve[E, S], x *big.Int) *S {
	s := new(S)
	require.NoError(t, field.SetBig(c.fs, s, new(big.Int).Mod(x, c.n)))
	return s
}

// torsionSignature signs msg with secret scalar a and nonce r for the key
// A = [a]B + TA and the commitment R = [r]B + TR, so that
// [S]B − [k]A − R = −([k]TA + TR). It returns the key, the signature and k.
func torsionSignature[E, S any](t *testing.T, s *Scheme[E, S], a, r *big.Int, TA, TR *Point[E, S], msg []byte) (pub, sig []byte, k *big.Int) {
	c := s.c
	A := c.NewIdentityPoint().ScalarBaseMult(scalarOf(t, c, a))
	A.Add(A, TA)
	R := c.NewIdentityPoint().ScalarBaseMult(scalarOf(t, c, r))
	R.Add(R, TR)
	pub, rEnc := A.Bytes(), R.Bytes()
	st := s.get()
	defer s.put(st)
	require.NoError(t, s.setDom(st, msg, nil))
	copy(st.pub, pub)
	copy(st.rEnc, rEnc)
	s.challenge(st, msg)
	k = field.Big(c.fs, &st.k)
	sInt := new(big.Int).Mul(k, a)
	sInt.Add(sInt, r).Mod(sInt, c.n)
	sEnc := make([]byte, s.l)
	sInt.FillBytes(sEnc)
	for i, j := 0, len(sEnc)-1; i < j; i, j = i+1, j-1 {
		sEnc[i], sEnc[j] = sEnc[j], sEnc[i]
	}
	return pub, append(rEnc, sEnc...), k
}

// halfClass says how the half-size path treats a Stdlib check with
// challenge k: the t of the first vector, and whether the path uses an
// alternative vector or falls back.
type halfClass struct {
	tEven, alternative, fallback bool
}

func classify[E, S any](hc *halfCurve[E, S], c *Curve[E, S], k *big.Int) halfClass {
	hs := new(halfScratch[E, S])
	kLE := make([]byte, 8*latWords)
	k.FillBytes(kLE)
	for i, j := 0, len(kLE)-1; i < j; i, j = i+1, j-1 {
		kLE[i], kLE[j] = kLE[j], kLE[i]
	}
	v := hc.vector(hs, kLE, Stdlib)
	return halfClass{tEven: !hc.lat.coprime(&hs.v.t), alternative: v == &hs.alt, fallback: v == nil}
}

// TestHalfVerifyTorsion signs with keys and commitments carrying every
// small-order component and checks both verification paths against the
// expected verdicts: the cofactored policies accept, Stdlib accepts exactly
// when [k]TA + TR = O (and crypto/ed25519 agrees), Strict rejects a
// small-order A or R. Among them are signatures whose D ≠ O has an order
// dividing the t of the first lattice vector, which the half-size path must
// not accept under Stdlib (it takes an alternative vector or falls back),
// and the test also runs with alternatives disabled, where every such
// signature falls back to the full-size path.
func TestHalfVerifyTorsion(t *testing.T) {
	testCurves(t)
	s25519, err := NewScheme(ed25519Fixed, ed25519Params)
	require.NoError(t, err)
	s448, err := NewScheme(ed448Fixed, ed448Params)
	require.NoError(t, err)
	t.Run("Ed25519", func(t *testing.T) { testHalfTorsion(t, s25519, true, 4, true) })
	t.Run("Ed448", func(t *testing.T) { testHalfTorsion(t, s448, false, 6, true) })
	if !testing.Short() {
		sPrime, err := NewScheme(ed25519Prime, ed25519Params)
		require.NoError(t, err)
		t.Run("Ed25519/runtime field", func(t *testing.T) { testHalfTorsion(t, sPrime, true, 1, true) })
	}
}

// testHalfTorsion is TestHalfVerifyTorsion for one scheme: stdlib compares
// Stdlib verdicts with crypto/ed25519, msgs is the number of messages per
// pair of small-order components, and coverage requires every case of the
// half-size path to have occurred.
func testHalfTorsion[E, S any](t *testing.T, s *Scheme[E, S], stdlib bool, msgs int, coverage bool) {
	c := s.c
	torsion := torsionPoints(t, c)
	require.Len(t, torsion, int(c.h), "small-order points found")
	noAlt := newHalfCurve(c)
	noAlt.slack = -1 // every Stdlib check with t not coprime to h falls back
	hcs := map[string]*halfCurve[E, S]{"half": c.halfCurveOnce(), "half without alternatives": noAlt}
	if c.halfCurveOnce().lanes != nil {
		scalar := newHalfCurve(c)
		scalar.lanes = nil
		hcs["half on the scalar formulas"] = scalar
	}

	var dangerous, alternatives, fallbacks, accepted, rejected int
	secrets := [][2]int64{{0, 0}, {0, 0}, {0, 7}, {5, 0}} // 0: random; a = 0 or r = 0: A or R of small order
	for _, sec := range secrets {
		a, r := big.NewInt(sec[0]), big.NewInt(sec[1])
		if sec == [2]int64{0, 0} {
			a, _ = rand.Int(rand.Reader, c.n)
			r, _ = rand.Int(rand.Reader, c.n)
		}
		for ia, TA := range torsion {
			for ir, TR := range torsion {
				for m := range msgs {
					msg := fmt.Appendf(nil, "torsion %d %d %d", ia, ir, m)
					pub, sig, k := torsionSignature(t, s, a, r, TA, TR, msg)
					// X = [k]TA + TR = −D.
					X := c.NewIdentityPoint().ScalarMult(scalarOf(t, c, k), TA)
					X.Add(X, TR)
					Dzero := X.IsIdentity() == 1
					smallA := a.Sign() == 0
					smallR := r.Sign() == 0
					cl := classify(c.halfCurveOnce(), c, k)
					tv := classify(noAlt, c, k)
					if !Dzero {
						// Would the first vector's t annihilate D?
						hs := new(halfScratch[E, S])
						kk := latFromBig(k)
						noAlt.lat.split(&hs.lat, &hs.v, &hs.prev, kk)
						tD := c.NewIdentityPoint().ScalarMult(scalarOf(t, c, latToBig(&hs.v.t)), X)
						if tD.IsIdentity() == 1 && latToBig(&hs.v.t).Cmp(c.n) < 0 {
							dangerous++
							require.True(t, cl.tEven, "t coprime to h annihilates D ≠ O")
						}
					}
					if cl.alternative {
						alternatives++
					}
					if tv.fallback {
						fallbacks++
					}
					for _, p := range allPolicies {
						want := true
						switch p {
						case Stdlib:
							want = Dzero
						case Strict:
							want = !smallA && !smallR
						}
						o := &Options{Policy: p}
						full := s.verify(pub, msg, sig, o, nil)
						assert.Equal(t, want, full == nil, "full-size path, %v, TA = %d·T, TR = %d·T, a = %v, r = %v: %v", p, ia, ir, sec[0], sec[1], full)
						for name, hc := range hcs {
							got := s.verify(pub, msg, sig, o, hc)
							assert.Equal(t, want, got == nil, "%s, %v, TA = %d·T, TR = %d·T, a = %v, r = %v, class %+v: %v", name, p, ia, ir, sec[0], sec[1], cl, got)
						}
						if p == Stdlib && stdlib {
							assert.Equal(t, want, ed25519.Verify(pub, msg, sig), "crypto/ed25519, TA = %d·T, TR = %d·T", ia, ir)
						}
						if want {
							accepted++
						} else {
							rejected++
						}
					}
				}
			}
		}
	}
	t.Logf("%d accepted, %d rejected; Stdlib: %d with D ≠ O annihilated by the first t, %d alternatives, %d fallbacks without them",
		accepted, rejected, dangerous, alternatives, fallbacks)
	if coverage {
		assert.Positive(t, dangerous, "no signature exercised the t-parity condition")
		assert.Positive(t, alternatives, "no alternative vector used")
		assert.Positive(t, fallbacks, "no fallback exercised")
	}
}

// TestHalfVerifyDifferential compares the two verification paths on valid
// signatures and on corrupted ones (a flipped bit of R, S or the key, a
// different message), for every policy, and checks the verdicts on valid
// signatures.
func TestHalfVerifyDifferential(t *testing.T) {
	ed25519s, ed448s := testSchemes(t)
	n := 40
	if testing.Short() {
		n = 8
	}
	for name, sch := range map[string]signer{
		"Ed25519": ed25519s["fp25519"], "Ed25519/runtime": ed25519s["Prime"],
		"Ed448": ed448s["fp448"], "Ed448/runtime": ed448s["Prime"],
	} {
		t.Run(name, func(t *testing.T) {
			iters := n
			if name != "Ed25519" && name != "Ed448" {
				iters = n / 8
			}
			switch s := sch.(type) {
			case interface{ halfDifferential(*testing.T, int) }:
				s.halfDifferential(t, iters)
			default:
				t.Fatalf("%T", sch)
			}
		})
	}
}

// halfDifferential is TestHalfVerifyDifferential for one scheme.
func (s *Scheme[E, S]) halfDifferential(t *testing.T, iters int) {
	hcs := []*halfCurve[E, S]{s.c.halfCurveOnce()}
	if hcs[0].lanes != nil {
		scalar := newHalfCurve(s.c)
		scalar.lanes = nil
		hcs = append(hcs, scalar)
	}
	for i := range iters {
		seed := make([]byte, s.SeedSize())
		_, _ = rand.Read(seed)
		pub := make([]byte, s.PublicKeySize())
		require.NoError(t, s.DerivePublicKey(pub, seed))
		msg := fmt.Appendf(nil, "message %d", i)
		sig := make([]byte, s.SignatureSize())
		require.NoError(t, s.Sign(sig, seed, pub, msg, nil))
		for _, p := range allPolicies {
			o := &Options{Policy: p}
			// Strict rejects a key or R of small order, which a tiny
			// curve's secrets reach (a scalar ≡ 0 mod n).
			full := s.verify(pub, msg, sig, o, nil)
			if p != Strict {
				require.NoError(t, full, p)
			}
			for _, hc := range hcs {
				require.Equal(t, full, s.verify(pub, msg, sig, o, hc), p)
			}
			for range 4 {
				pub2, sig2, msg2 := append([]byte(nil), pub...), append([]byte(nil), sig...), msg
				switch r := randInt(4); r {
				case 0, 1:
					b := randInt(8 * len(sig2))
					sig2[b/8] ^= 1 << (b % 8)
				case 2:
					b := randInt(8 * len(pub2))
					pub2[b/8] ^= 1 << (b % 8)
				default:
					msg2 = append(msg2, 'x')
				}
				full := s.verify(pub2, msg2, sig2, o, nil)
				for i, hc := range hcs {
					half := s.verify(pub2, msg2, sig2, o, hc)
					require.Equal(t, full == nil, half == nil, "%v, half-size path %d: %x %x %q: full %v, half %v", p, i, pub2, sig2, msg2, full, half)
				}
			}
		}
	}
}

// randInt returns a uniform integer in [0, n).
func randInt(n int) int {
	x, err := rand.Int(rand.Reader, big.NewInt(int64(n)))
	if err != nil {
		panic(err)
	}
	return int(x.Int64())
}

// TestHalfBaseTable checks the tables of odd multiples of B and 2^shift·B
// against ScalarBaseMult.
func TestHalfBaseTable(t *testing.T) {
	testCurves(t)
	checkHalfBaseTable(t, ed25519Fixed)
	checkHalfBaseTable(t, ed448Fixed)
	checkHalfBaseTable(t, twisted25519)
}

func checkHalfBaseTable[E, S any](t *testing.T, c *Curve[E, S]) {
	hc := c.halfCurveOnce()
	require.NotNil(t, hc)
	require.Zero(t, hc.shift%8)
	require.GreaterOrEqual(t, hc.shift, hc.lat.half)
	w := c.get()
	defer c.put(w)
	for j := range halfBaseSize {
		for i, table := range []*[halfBaseSize]affine[E]{&hc.base1, &hc.base2} {
			m := big.NewInt(int64(2*j + 1))
			if i == 1 {
				m.Lsh(m, uint(hc.shift))
			}
			P := c.NewIdentityPoint().ScalarBaseMult(scalarOf(t, c, m))
			x, y := P.Affine()
			var want affine[E]
			w.toAffine(&want, &x, &y)
			got := table[j]
			for _, pair := range [][2]*E{{&want.A, &got.A}, {&want.B, &got.B}, {&want.T, &got.T}} {
				require.Equal(t, 1, c.f.Equal(pair[0], pair[1]), "%s: table %d, entry %d", c.name, i, j)
			}
		}
	}
}

// E25519 and S25519 are the element types of the fixed-field edwards25519.
type (
	E25519 = fp25519.Element
	S25519 = fn25519.Element
)

// FuzzVerifyHalf checks that the half-size and full-size verification paths
// of Ed25519 (on the lane kernels where they are fast, and on the scalar
// formulas) agree on arbitrary keys, messages and signatures, under every
// policy.
func FuzzVerifyHalf(f *testing.F) {
	s, seed, pub := fuzzEd25519(f)
	for i := range 4 {
		msg := fmt.Appendf(nil, "seed %d", i)
		sig := make([]byte, 64)
		_ = s.Sign(sig, seed, pub, msg, nil)
		f.Add(pub, msg, sig, uint8(i))
	}
	hcs := []*halfCurve[E25519, S25519]{s.c.halfCurveOnce()}
	if hcs[0].lanes != nil {
		scalar := newHalfCurve(s.c)
		scalar.lanes = nil
		hcs = append(hcs, scalar)
	}
	f.Fuzz(func(t *testing.T, pub, msg, sig []byte, policy uint8) {
		o := &Options{Policy: Policy(policy % 4)}
		full := s.verify(pub, msg, sig, o, nil)
		for i, hc := range hcs {
			if half := s.verify(pub, msg, sig, o, hc); (half == nil) != (full == nil) {
				t.Fatalf("%v, half-size path %d: %x %q %x: full %v, half %v", o.Policy, i, pub, msg, sig, full, half)
			}
		}
	})
}

// TestHalfCurveFirstUse checks that a fresh curve has no half-size state
// until its first Verify, and has goroutines race to that first Verify (run
// it with -race): they all verify, and the curve keeps one state.
func TestHalfCurveFirstUse(t *testing.T) {
	c, err := New(Params[fp25519.Element, fn25519.Element]{
		Field: fp25519.Field{}, Scalar: fn25519.Field{},
		A: a25519, D: d25519, Gx: gx25519, Gy: gy25519, Cofactor: 8,
	})
	require.NoError(t, err)
	s, err := NewScheme(c, ed25519Params)
	require.NoError(t, err)
	seed := make([]byte, 32)
	pub := make([]byte, 32)
	require.NoError(t, s.DerivePublicKey(pub, seed))
	sig := make([]byte, 64)
	require.NoError(t, s.Sign(sig, seed, pub, []byte("msg"), nil))
	require.Nil(t, c.half, "half-size state built before the first Verify")
	var wg sync.WaitGroup
	errs := make([]error, 8)
	for i := range errs {
		wg.Go(func() { errs[i] = s.Verify(pub, []byte("msg"), sig, &Options{Policy: Policy(i % 4)}) })
	}
	wg.Wait()
	for _, err := range errs {
		assert.NoError(t, err)
	}
	require.NotNil(t, c.half)
	require.Same(t, c.half, c.halfCurveOnce())
}

// TestLaneKernelsSelected checks that, wherever internal/cpu reports AVX-512
// IFMA (not switched off by GODEBUG) and the lane backend is built with
// its assembly, edwards25519 over fp25519 takes the IFMA lane kernels on
// every path that has them: single verification (half-size path),
// DoubleScalarMultVarTime, and batch verification (SqrtRatioBatcher for
// decoding, the curve's lane backend for Straus). It decides from
// internal/cpu, not from lanes25519's own Paths, which a mistake there
// could hide. TestLanePathChosen checks the AVX2 and no-vector cases.
func TestLaneKernelsSelected(t *testing.T) {
	testCurves(t)
	switch {
	case !laneAssembly:
		t.Skip("the lane backend is built without its assembly (not amd64, or -tags purego)")
	case !cpu.X86.HasAVX512IFMA:
		t.Skip("internal/cpu reports no AVX-512 IFMA on this machine (or GODEBUG switches it off)")
	}
	c := ed25519Fixed
	w := c.get()
	defer c.put(w)
	require.Equal(t, lanesOf[fp25519.Element](lanes25519.Paths()[0].Kernels), w.lanes, "the curve does not take the IFMA lane kernels")
	require.Equal(t, "ifma", lanes25519.Paths()[0].Name)
	_, ok := w.f.(SqrtRatioBatcher[fp25519.Element])
	require.True(t, ok, "fp25519.Field does not implement SqrtRatioBatcher")
	require.NotNil(t, c.pair, "Verify does not decode A and R with fp25519's SqrtRatioPair")

	// Verify and DoubleScalarMultVarTime (doubleMulVarTime) take the lane
	// kernels through the curve's half-size state.
	hc := c.halfCurveOnce()
	require.NotNil(t, hc, "edwards25519 has no half-size verification state")
	require.NotNil(t, hc.lanes, "half-size verification does not take the lane kernels")
	require.NotNil(t, hc.laneBase1)
	require.NotNil(t, hc.laneBase2)

	require.Nil(t, twisted25519.halfCurveOnce().lanes, "lane kernels on a curve with a ≠ −1")
}
