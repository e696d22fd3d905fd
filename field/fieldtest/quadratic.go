package fieldtest

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/curvekit/curvekit/field"
)

// Quadratic describes a quadratic extension Fp2 = Fp[u]/(u² − β) under test
// by RunQuadratic: the field contract does not say how an element of Fp2
// maps to integers, so the suite is told.
type Quadratic struct {
	// Beta is the non-residue β (any representative).
	Beta *big.Int
	// C0First says the encoding of c0 + c1·u is c0 ‖ c1; otherwise it is
	// c1 ‖ c0. Each coefficient takes ByteLen/2 bytes, in ByteOrder.
	C0First bool
}

// RunQuadratic runs the conformance suite for quadratic extension fields
// against a math/big model of Fp[u]/(u² − β), where p is f.Modulus(), the
// characteristic: parameters, constants, encodings and their rejections
// (each coefficient canonical, receiver unchanged on error), SetWideBytes
// (each half reduced modulo p), every arithmetic operation and its aliasing,
// ring laws, Inverse (0 ↦ 0), Sqrt and SqrtRatio on squares, non-squares,
// elements of Fp and of u·Fp and zeros (the root of Sgn0 0), Equal, IsZero,
// Select, Sgn0 (RFC 9380 §4.1 for m = 2) and field.BatchInverse.
//
// Values are the 49 pairs of the coefficients 0, 1, 2, (p−1)/2, (p+1)/2,
// p − 2, p − 1 and random pairs; the seed and iteration count come from opts
// as in RunWithOptions.
func RunQuadratic[E any](t *testing.T, f field.Field[E], q Quadratic, opts Options) {
	t.Helper()
	runQuadratic(stdT{t}, f, q, opts.resolve())
}

// qsuite is the quadratic suite's state: the field and its model.
type qsuite[E any] struct {
	f    field.Field[E]
	p    *big.Int
	beta *big.Int
	c0   bool // coefficient order c0 ‖ c1
	n    int  // bytes per coefficient
	le   bool
	opts Options
	// edges are the pairs of edge coefficients.
	edges []q2
}

// q2 is the model of c0 + c1·u, both in [0, p).
type q2 [2]*big.Int

func (v q2) String() string { return fmt.Sprintf("(%#x + %#x·u)", v[0], v[1]) }

func runQuadratic[E any](t tb, f field.Field[E], q Quadratic, opts Options) {
	t.Helper()
	p := f.Modulus()
	s := &qsuite[E]{f: f, p: p, c0: q.C0First, n: f.ByteLen() / 2,
		le: f.ByteOrder() == field.LittleEndian, opts: opts}
	s.beta = new(big.Int).Mod(q.Beta, p)
	t.Logf("fieldtest: Fp2 over p = %#x, β = %v, %d-byte %v coefficients, seed %d; rerun with -fieldtest.seed=%d",
		p, s.beta, s.n, f.ByteOrder(), opts.Seed, opts.Seed)
	if !t.Run("Parameters", s.testParameters) {
		return
	}
	half := new(big.Int).Rsh(p, 1)
	var coeffs []*big.Int
	for _, c := range []int64{0, 1, 2} {
		coeffs = append(coeffs, big.NewInt(c))
	}
	coeffs = append(coeffs, half, new(big.Int).Add(half, big.NewInt(1)),
		new(big.Int).Sub(p, big.NewInt(2)), new(big.Int).Sub(p, big.NewInt(1)))
	for _, a := range coeffs {
		for _, b := range coeffs {
			s.edges = append(s.edges, q2{a, b})
		}
	}
	props := []struct {
		name string
		fn   func(t tb, rng *rand.Rand)
	}{
		{"Encoding", s.testEncoding},
		{"WideBytes", s.testWideBytes},
		{"Arithmetic", s.testArithmetic},
		{"Aliasing", s.testAliasing},
		{"Predicates", s.testPredicates},
		{"Sqrt", s.testSqrt},
		{"SqrtRatio", s.testSqrtRatio},
		{"BatchInverse", s.testBatchInverse},
	}
	for _, prop := range props {
		t.Run(prop.name, func(t tb) { prop.fn(t, s.rng(prop.name)) })
	}
}

func (s *qsuite[E]) rng(name string) *rand.Rand {
	h := uint64(14695981039346656037)
	for _, c := range []byte("quadratic/" + name) {
		h = (h ^ uint64(c)) * 1099511628211
	}
	return rand.New(rand.NewPCG(s.opts.Seed, h))
}

// testParameters checks Modulus, BitLen, ByteLen, ByteOrder and β.
func (s *qsuite[E]) testParameters(t tb) {
	t.Helper()
	p := s.p
	if p.Bit(0) == 0 || !p.ProbablyPrime(32) {
		t.Errorf("Modulus() = %#x is not an odd prime", p)
		t.FailNow()
	}
	checkInt(t, s.f.BitLen(), p.BitLen(), "BitLen()")
	checkInt(t, s.f.ByteLen()%2, 0, "ByteLen() mod 2")
	if s.n < (p.BitLen()+7)/8 {
		t.Errorf("ByteLen() = %d cannot hold two coefficients below p", s.f.ByteLen())
		t.FailNow()
	}
	checkInt(t, big.Jacobi(s.beta, p), -1, "Jacobi(β, p)")
	if m1, m2 := s.f.Modulus(), s.f.Modulus(); m1 == m2 || m1.Cmp(p) != 0 {
		t.Errorf("Modulus() returns a shared big.Int (or a changing value)")
		t.FailNow()
	}
}

// mod returns x mod p.
func (s *qsuite[E]) mod(x *big.Int) *big.Int { return new(big.Int).Mod(x, s.p) }

// random returns a uniform element, or with probability 1/4 one with an edge
// coefficient.
func (s *qsuite[E]) random(rng *rand.Rand) q2 {
	c := func() *big.Int {
		if rng.IntN(8) == 0 {
			return s.edges[rng.IntN(len(s.edges))][rng.IntN(2)]
		}
		b := make([]byte, s.n+8)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		return s.mod(new(big.Int).SetBytes(b))
	}
	return q2{c(), c()}
}

// values returns the edge pairs and k random ones.
func (s *qsuite[E]) values(rng *rand.Rand, k int) []q2 {
	v := append([]q2(nil), s.edges...)
	for range k {
		v = append(v, s.random(rng))
	}
	return v
}

// encodeCoeff returns the n-byte encoding of c in the field's byte order.
func (s *qsuite[E]) encodeCoeff(c *big.Int) []byte {
	m := new(big.Int).Lsh(big.NewInt(1), uint(8*s.n))
	b := new(big.Int).Mod(c, m).FillBytes(make([]byte, s.n))
	if s.le {
		reverse(b)
	}
	return b
}

// decodeCoeff returns the integer encoded by b in the field's byte order.
func (s *qsuite[E]) decodeCoeff(b []byte) *big.Int {
	c := append([]byte(nil), b...)
	if s.le {
		reverse(c)
	}
	return new(big.Int).SetBytes(c)
}

// encode returns the encoding of c0 + c1·u (coefficients taken mod 2^(8n)).
func (s *qsuite[E]) encode(v q2) []byte {
	a, b := s.encodeCoeff(v[0]), s.encodeCoeff(v[1])
	if !s.c0 {
		a, b = b, a
	}
	return append(a, b...)
}

// model returns the element encoded by PutBytes(x).
func (s *qsuite[E]) model(x *E) q2 {
	b := make([]byte, 2*s.n)
	s.f.PutBytes(b, x)
	a, c := s.decodeCoeff(b[:s.n]), s.decodeCoeff(b[s.n:])
	if !s.c0 {
		a, c = c, a
	}
	return q2{a, c}
}

// elem returns v as a field element.
func (s *qsuite[E]) elem(t tb, v q2) E {
	t.Helper()
	var z E
	if err := s.f.SetBytes(&z, s.encode(v)); err != nil {
		t.Errorf("SetBytes rejects the encoding of %v: %v", v, err)
		t.FailNow()
	}
	return z
}

// check fails t unless got holds want (taken mod p).
func (s *qsuite[E]) check(t tb, got *E, want q2, what string, args ...any) {
	t.Helper()
	g := s.model(got)
	w := q2{s.mod(want[0]), s.mod(want[1])}
	if g[0].Cmp(w[0]) != 0 || g[1].Cmp(w[1]) != 0 {
		t.Errorf("%s = %v, want %v", fmt.Sprintf(what, args...), g, w)
		t.FailNow()
	}
}

// The model's arithmetic.

func (s *qsuite[E]) add(x, y q2) q2 {
	return q2{s.mod(new(big.Int).Add(x[0], y[0])), s.mod(new(big.Int).Add(x[1], y[1]))}
}

func (s *qsuite[E]) sub(x, y q2) q2 {
	return q2{s.mod(new(big.Int).Sub(x[0], y[0])), s.mod(new(big.Int).Sub(x[1], y[1]))}
}

func (s *qsuite[E]) neg(x q2) q2 { return s.sub(q2{new(big.Int), new(big.Int)}, x) }

func (s *qsuite[E]) mul(x, y q2) q2 {
	c0 := new(big.Int).Mul(x[1], y[1])
	c0.Mul(c0, s.beta)
	c0.Add(c0, new(big.Int).Mul(x[0], y[0]))
	c1 := new(big.Int).Mul(x[0], y[1])
	c1.Add(c1, new(big.Int).Mul(x[1], y[0]))
	return q2{s.mod(c0), s.mod(c1)}
}

// norm returns x0² − β·x1² mod p.
func (s *qsuite[E]) norm(x q2) *big.Int {
	n := new(big.Int).Mul(x[1], x[1])
	n.Mul(n, s.beta)
	return s.mod(n.Sub(new(big.Int).Mul(x[0], x[0]), n))
}

// inv returns 1/x, or 0 for x = 0.
func (s *qsuite[E]) inv(x q2) q2 {
	n := s.norm(x)
	if n.Sign() == 0 {
		return q2{new(big.Int), new(big.Int)}
	}
	n.ModInverse(n, s.p)
	return q2{s.mod(new(big.Int).Mul(x[0], n)), s.mod(new(big.Int).Neg(new(big.Int).Mul(x[1], n)))}
}

// isSquare says whether x is a square of Fp2: x = 0 or its norm is a square
// of Fp.
func (s *qsuite[E]) isSquare(x q2) bool { return big.Jacobi(s.norm(x), s.p) >= 0 }

// sgn0 is RFC 9380 §4.1's sgn0 for m = 2.
func (s *qsuite[E]) sgn0(x q2) int {
	x0, x1 := s.mod(x[0]), s.mod(x[1])
	return int(x0.Bit(0)) | boolInt(x0.Sign() == 0)&int(x1.Bit(0))
}

func (s *qsuite[E]) isZero(x q2) bool { return s.mod(x[0]).Sign() == 0 && s.mod(x[1]).Sign() == 0 }
