package weierstrass

import (
	"math/big"

	"github.com/curvekit/curvekit/field"
)

// Internals exposed to the external tests.

// SignedWindows is signedWindows.
var SignedWindows = signedWindows

// HasRoot returns a function that reports whether x³ + a·x + b has a root
// modulo the prime p, by cubicHasRoot over a field.Prime of modulus p.
func HasRoot(p *big.Int) func(a, b int64) bool {
	f, _, _ := primeAB(new(big.Int), new(big.Int), p)
	return func(a, b int64) bool {
		var ea, eb field.PrimeElement
		f.SetUint64(&ea, uint64(a))
		f.SetUint64(&eb, uint64(b))
		return cubicHasRoot[field.PrimeElement](f, &ea, &eb, p)
	}
}

// SplitScalar returns the GLV halves of k: |k1|, |k2|, their signs, and the
// bit bound they must respect.
func SplitScalar[E, S any](c *Curve[E, S], k *S) (k1, k2 S, neg1, neg2, bits int) {
	w := c.get()
	defer c.put(w)
	neg1, neg2 = w.splitScalar(&k1, &k2, k)
	return k1, k2, neg1, neg2, c.endo.bits
}

// FindZ runs the Z search of RFC 9380 §H.2 for y² = x³ + a·x + b modulo the
// prime p, returning Z in [0, p).
func FindZ(a, b, p *big.Int) (*big.Int, bool) {
	f, ea, eb := primeAB(a, b, p)
	z, ok := findZ[field.PrimeElement](f, &ea, &eb, p)
	return field.Big[field.PrimeElement](f, &z), ok
}

// CheckZ returns why Z fails RFC 9380 §H.2 for y² = x³ + a·x + b modulo p,
// or "".
func CheckZ(a, b, z, p *big.Int) string {
	f, ea, eb := primeAB(a, b, p)
	var ez field.PrimeElement
	if field.SetBig(f, &ez, new(big.Int).Mod(z, p)) != nil {
		panic("CheckZ: bad Z")
	}
	return checkZ[field.PrimeElement](f, &ea, &eb, &ez, p)
}

func primeAB(a, b, p *big.Int) (*field.Prime, field.PrimeElement, field.PrimeElement) {
	f, err := field.NewPrime(p, field.BigEndian)
	if err != nil {
		panic(err)
	}
	var ea, eb field.PrimeElement
	if field.SetBig(f, &ea, new(big.Int).Mod(a, p)) != nil || field.SetBig(f, &eb, new(big.Int).Mod(b, p)) != nil {
		panic("bad a or b")
	}
	return f, ea, eb
}

// SplitGLS returns the GLS parts of k: |k_j|, their signs, and the bit
// bound they must respect; ok is false without a GLSEndomorphism.
func SplitGLS[E, S any](c *Curve[E, S], k *S) (parts []S, negs []int, bits int, ok bool) {
	if c.gls == nil {
		return nil, nil, 0, false
	}
	w := c.get()
	defer c.put(w)
	gs := c.glsPool.Get().(*glsScratch[E, S])
	defer c.glsPool.Put(gs)
	w.splitGLS(gs, k)
	return append([]S(nil), gs.part[:c.gls.dim]...), append([]int(nil), gs.neg[:c.gls.dim]...), c.gls.bits, true
}

// GLVSafeWindows returns the endomorphism's safe window index (windows at
// or above it add in Jacobian coordinates) and the number of windows of a
// GLV half.
func GLVSafeWindows[E, S any](c *Curve[E, S]) (safe, digits int) {
	return c.endo.safe, c.glvDigits
}

// GLSSafeWindows returns the GLS endomorphism's safe window index (windows
// at or above it add in Jacobian coordinates) and the number of windows of
// a part.
func GLSSafeWindows[E, S any](c *Curve[E, S]) (safe, digits int) {
	return c.gls.safe, c.gls.digits
}

// SetGLSSafeWindows overrides the GLS safe window index, for the test that
// shows the windows below it need the complete formula.
func SetGLSSafeWindows[E, S any](c *Curve[E, S], safe int) { c.gls.safe = safe }
