package curvetest_test

import (
	"crypto"
	"fmt"
	"strings"
	"testing"

	"crypto/sha512"
	"github.com/curvekit/curvekit/curves/curvetest"
	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/curves/montgomery"
	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/definitions/ed25519"
	"github.com/curvekit/curvekit/definitions/p256"
	"github.com/curvekit/curvekit/definitions/x25519"
	"github.com/curvekit/curvekit/field"
)

// recorder is a testing.TB that records failures instead of failing, so
// that a test can check what the harness reports about a broken curve.
type recorder struct {
	testing.TB // nil: calling a method not overridden below panics
	errors     []string
	fatal      bool
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}
func (r *recorder) Error(args ...any) { r.errors = append(r.errors, fmt.Sprint(args...)) }
func (r *recorder) Fatal(args ...any) { r.fatal = true; r.Error(args...) }
func (r *recorder) Fatalf(format string, args ...any) {
	r.fatal = true
	r.Errorf(format, args...)
}
func (r *recorder) Logf(string, ...any) {}
func (r *recorder) Log(...any)          {}

// reported reports whether some failure mentions every one of words.
func (r *recorder) reported(words ...string) bool {
	for _, e := range r.errors {
		all := true
		for _, w := range words {
			all = all && strings.Contains(e, w)
		}
		if all {
			return true
		}
	}
	return false
}

// wrongSqrt is field.Prime with Sqrt returning the other square root: a
// curve over it decodes compressed points to their negatives.
type wrongSqrt struct {
	field.Field[field.PrimeElement]
}

func (f wrongSqrt) Sqrt(z, x *field.PrimeElement) int {
	ok := f.Field.Sqrt(z, x)
	f.Neg(z, z)
	return ok
}

// rareAdd is field.Prime with an addition that is off by one when the low
// bits of the first operand are tag: a bug that shows on about one addition
// in 65536 (or 4096), rare enough for the validation of the engines' New to
// miss it for some tags.
type rareAdd struct {
	field.Field[field.PrimeElement]
	tag, mask uint16 // the operands whose low bits (mask) are tag
}

func (f rareAdd) Add(z, x, y *field.PrimeElement) {
	off := uint16(field.Big(f.Field, x).Uint64())&f.mask == f.tag
	f.Field.Add(z, x, y)
	if off {
		var one field.PrimeElement
		f.One(&one)
		f.Field.Add(z, z, &one)
	}
}

// brokenP256 returns P-256 over field.Prime with its base field wrapped by
// wrap.
func brokenP256(t *testing.T, wrap func(field.Field[field.PrimeElement]) field.Field[field.PrimeElement]) *weierstrass.Curve[field.PrimeElement, field.PrimeElement] {
	params := twinParams(p256.Curve().Params())
	params.Field = wrap(params.Field)
	params.SSWU = nil
	c, err := weierstrass.New(params)
	if err != nil {
		t.Fatalf("weierstrass.New refused the broken curve, so the harness cannot be shown to catch it: %v", err)
	}
	return c
}

// TestHarnessCatchesBrokenCurves feeds the harness curves and schemes that
// are wrong in one place each, and checks that it reports the fault.
func TestHarnessCatchesBrokenCurves(t *testing.T) {
	t.Run("compressed points decode to −P", func(t *testing.T) {
		c := brokenP256(t, func(f field.Field[field.PrimeElement]) field.Field[field.PrimeElement] { return wrongSqrt{f} })
		r := &recorder{}
		curvetest.Weierstrass(r, c, curvetest.Sections("Encoding"))
		if !r.reported("Encoding", "SetBytes(03") && !r.reported("Encoding", "SetBytes(02") {
			t.Errorf("the harness did not report the wrong decoding; it reported %d failures: %q", len(r.errors), r.errors)
		}
	})
	t.Run("one addition in 4096 is wrong", func(t *testing.T) {
		// The first tag whose broken curve weierstrass.New accepts.
		var c *weierstrass.Curve[field.PrimeElement, field.PrimeElement]
		for tag := uint16(0xa5a); c == nil; tag++ {
			params := twinParams(p256.Curve().Params())
			params.Field, params.SSWU = rareAdd{params.Field, tag, 0xfff}, nil
			c, _ = weierstrass.New(params)
		}
		r := &recorder{}
		curvetest.Weierstrass(r, c, curvetest.Sections("ScalarMult", "VarTime"))
		if !r.reported("ScalarMult: ScalarMult(") || !r.reported("VarTime") {
			t.Errorf("the harness did not report the wrong additions in ScalarMult and VarTime; it reported %d failures: %q", len(r.errors), r.errors)
		}
	})
	t.Run("hash ignores its DST", func(t *testing.T) {
		r := &recorder{}
		curvetest.Weierstrass(r, p256.Curve(), curvetest.Sections("HashToCurve/no DST"), curvetest.WithHashToCurve("no DST", func(msg, _ []byte) (*p256.Point, error) {
			return p256.HashToCurve(msg, []byte("fixed"))
		}))
		if !r.reported("HashToCurve/no DST", "two DSTs give the same point") || !r.reported("empty DST") {
			t.Errorf("the harness did not report the DST being ignored; it reported %q", r.errors)
		}
	})
	t.Run("hash is not deterministic", func(t *testing.T) {
		r := &recorder{}
		n := 0
		curvetest.Weierstrass(r, p256.Curve(), curvetest.Sections("EncodeToCurve/counter"), curvetest.WithEncodeToCurve("counter", func(msg, dst []byte) (*p256.Point, error) {
			n++
			return p256.EncodeToCurve(append(msg, byte(n)), dst)
		}))
		if !r.reported("EncodeToCurve/counter", "not deterministic") {
			t.Errorf("the harness did not report the nondeterminism; it reported %q", r.errors)
		}
	})
	t.Run("scheme of another curve", func(t *testing.T) {
		r := &recorder{}
		c := primeTwin(t, twinParams(p256.Curve().Params()))
		curvetest.Weierstrass(r, c, curvetest.Sections("ECDSA"), curvetest.WithECDSA(p256.Scheme()))
		if !r.reported("WithECDSA") {
			t.Errorf("the harness did not report the mismatched scheme; it reported %q", r.errors)
		}
	})
	t.Run("ECDSA over a wrong scalar inversion", func(t *testing.T) {
		params := twinParams(p256.Curve().Params())
		params.Scalar = wrongInverse{params.Scalar}
		c, err := weierstrass.New(params)
		if err != nil {
			t.Fatal(err)
		}
		e, err := weierstrass.NewECDSA(c, weierstrass.ECDSAParams{Hash: crypto.SHA256})
		if err != nil {
			t.Fatal(err)
		}
		r := &recorder{}
		curvetest.Weierstrass(r, c, curvetest.Sections("ECDSA"), curvetest.WithECDSA(e))
		if !r.reported("ECDSA", "fails the model's verification") {
			t.Errorf("the harness did not report the wrong signatures; it reported %q", r.errors)
		}
	})
}

// wrongInverse is field.Prime with Inverse returning 2/x instead of 1/x.
type wrongInverse struct {
	field.Field[field.PrimeElement]
}

func (f wrongInverse) Inverse(z, x *field.PrimeElement) {
	f.Field.Inverse(z, x)
	f.Add(z, z, z)
}

// TestHarnessCatchesBrokenEdwards feeds the Edwards harness broken curves
// and schemes.
func TestHarnessCatchesBrokenEdwards(t *testing.T) {
	t.Run("one addition in 4096 is wrong", func(t *testing.T) {
		var c *edwards.Curve[field.PrimeElement, field.PrimeElement]
		for tag := uint16(0xa5a); c == nil; tag++ {
			params := edwardsTwinParams(t, ed25519.Curve().Params())
			params.Field = rareAdd{params.Field, tag & 0xfff, 0xfff}
			c, _ = edwards.New(params)
		}
		r := &recorder{}
		curvetest.Edwards(r, c, curvetest.Sections("ScalarMult"))
		if !r.reported("ScalarMult") {
			t.Errorf("the harness did not report the wrong additions; it reported %d failures: %q", len(r.errors), r.errors)
		}
	})
	t.Run("scalar reduction drops the top byte", func(t *testing.T) {
		params := edwardsTwinParams(t, ed25519.Curve().Params())
		params.Scalar = shortWide{params.Scalar}
		c, err := edwards.New(params)
		if err != nil {
			t.Fatal(err)
		}
		e, err := edwards.NewScheme(c, edwards.SchemeParams{Hash: sha512.New})
		if err != nil {
			t.Fatal(err)
		}
		r := &recorder{}
		curvetest.Edwards(r, c, curvetest.Sections("Scalars"), curvetest.WithEdDSA(e))
		if !r.reported("Scalars", "SetWideBytes") {
			t.Errorf("the harness did not report the wrong reduction; it reported %q", r.errors)
		}
	})
	t.Run("hash outside the subgroup", func(t *testing.T) {
		// Ed25519's hash_to_curve with its output moved out of the
		// subgroup by T = (√−1, 0), a point of order 4 (encoded as y = 0).
		four, err := ed25519.Curve().NewIdentityPoint().SetBytes(make([]byte, 32))
		if err != nil {
			t.Fatal(err)
		}
		r := &recorder{}
		curvetest.Edwards(r, ed25519.Curve(), curvetest.Sections("HashToCurve/no clearing"), curvetest.WithHashToCurve("no clearing", func(msg, dst []byte) (*ed25519.Point, error) {
			p, err := ed25519.HashToCurve(msg, dst)
			if err != nil {
				return nil, err
			}
			return p.Add(p, four), nil
		}))
		if !r.reported("HashToCurve/no clearing", "not in the subgroup") {
			t.Errorf("the harness did not report points outside the subgroup; it reported %q", r.errors)
		}
	})
}

// shortWide is field.Prime whose SetWideBytes ignores the last byte of a
// wide input (the most significant one, little-endian).
type shortWide struct {
	field.Field[field.PrimeElement]
}

func (f shortWide) SetWideBytes(z *field.PrimeElement, b []byte) error {
	if len(b) > f.ByteLen() {
		b = b[:len(b)-1]
	}
	return f.Field.SetWideBytes(z, b)
}

// TestHarnessCatchesBrokenMontgomery feeds the Montgomery harness broken
// curves and hashes.
func TestHarnessCatchesBrokenMontgomery(t *testing.T) {
	t.Run("one addition in 4096 is wrong", func(t *testing.T) {
		p := x25519.Curve().Params()
		var c *montgomery.Curve[field.PrimeElement]
		for tag := uint16(0xa5a); c == nil; tag++ {
			fp, err := field.NewPrime(p.Field.Modulus(), field.LittleEndian)
			if err != nil {
				t.Fatal(err)
			}
			c, _ = montgomery.New(montgomery.Params[field.PrimeElement]{Name: "broken", Field: rareAdd{fp, tag & 0xfff, 0xfff},
				A: p.A, U: p.U, Order: p.Order, Cofactor: p.Cofactor, ScalarBits: p.ScalarBits, Clamp: p.Clamp})
		}
		r := &recorder{}
		curvetest.Montgomery(r, c, curvetest.Sections("ScalarMult"))
		if !r.reported("ScalarMult") {
			t.Errorf("the harness did not report the wrong additions; it reported %d failures: %q", len(r.errors), r.errors)
		}
	})
	t.Run("hash returns points outside the subgroup", func(t *testing.T) {
		// curve25519's hash_to_curve, replaced by (len(msg), 0) for
		// messages of more than 3 bytes.
		r := &recorder{}
		curvetest.Montgomery(r, x25519.Curve(), curvetest.Sections("HashToCurve/wrong"), curvetest.WithHashToCurve("wrong", func(msg, dst []byte) (curvetest.MontgomeryPoint, error) {
			u, v, err := x25519.HashToCurve(msg, dst)
			if len(msg) > 3 {
				u, v = make([]byte, 32), make([]byte, 32)
				u[0] = byte(len(msg))
			}
			return curvetest.MontgomeryPoint{U: u, V: v}, err
		}))
		if !r.reported("HashToCurve/wrong", "not in the subgroup") {
			t.Errorf("the harness did not report points outside the subgroup; it reported %q", r.errors)
		}
	})
}

// TestSectionsSelects checks that Sections runs only the sections named: a
// curve whose compressed points decode wrongly passes Group and Parameters,
// which decode none.
func TestSectionsSelects(t *testing.T) {
	r := &recorder{}
	c := brokenP256(t, func(f field.Field[field.PrimeElement]) field.Field[field.PrimeElement] { return wrongSqrt{f} })
	curvetest.Weierstrass(r, c, curvetest.Sections("Group", "Parameters"))
	if len(r.errors) != 0 {
		t.Errorf("Group and Parameters do not decode compressed points, but failed: %q", r.errors)
	}
}
