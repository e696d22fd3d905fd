package montgomery

import (
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/field/fp448"
)

// backend is the ladder a curve runs: the methods of arith (ladder.go),
// which call the field through the field.Field interface, or one of their
// generated copies for a concrete field (zz_ladder_*.go), which call it
// directly. New picks one with pickBackend, once per curve.
type backend[E any] interface {
	ladder(s *lscratch[E], k []byte, bits int)
}

// The generated copies of the ladder, one per concrete field, made by
// internal/enginegen from the methods of arith in ladder.go; `go generate`
// rewrites them and CI checks that they are current.
//
//go:generate go run ../../internal/enginegen montgomery

// pickBackend returns the ladder for the curve's field: the generated copy
// for fp25519.Field (in its radix-2^64 form, fp25519Backend) and
// fp448.Field when a24 fits their MulSmall (curve25519 and curve448), and for a *field.Prime the copy for its limb count
// (field.Prime.Specialize); the generic ladder, a itself, for any other
// field. This is the only place that looks at the field's type.
func (a *arith[E]) pickBackend() backend[E] {
	var be any
	switch f := any(a.f).(type) {
	case fp25519.Field:
		if a.ms != nil {
			be = fp25519Backend(any(a).(*arith[fp25519.Element]))
		}
	case fp448.Field:
		if a.ms != nil {
			be = &arithFp448{arith: any(a).(*arith[fp448.Element])}
		}
	case *field.Prime:
		be = primeBackend(any(a).(*arith[field.PrimeElement]), f)
	}
	if b, ok := be.(backend[E]); ok {
		return b
	}
	return a
}

// fp25519Backend returns the ladder for curve25519 over fp25519.Field, in
// radix 2^64 (fp25519.Element64): its multiplication and squaring on MULX,
// ADCX and ADOX where the processor has them (fp25519.HasADX), else
// Field64's, which are MULQ assembly on amd64 and portable Go elsewhere and
// in the purego build. Radix 2^64 measured faster than fp25519.Field's radix
// 2^51 on each of these paths.
func fp25519Backend(a *arith[fp25519.Element]) backend[fp25519.Element] {
	return newLadderFp25519x64(a, fp25519.HasADX())
}

// primeBackend returns the generated ladder for the view of f that
// Specialize picks: its limb count and modulus shape, Prime4C for a
// Crandall modulus, or Prime4ADX or Prime6ADX.
func primeBackend(a *arith[field.PrimeElement], f *field.Prime) backend[field.PrimeElement] {
	switch v := f.Specialize().(type) {
	case field.Prime4:
		return &arithPrime4{arith: a, f: v}
	case field.Prime5:
		return &arithPrime5{arith: a, f: v}
	case field.Prime6:
		return &arithPrime6{arith: a, f: v}
	case field.Prime7:
		return &arithPrime7{arith: a, f: v}
	case field.Prime8:
		return &arithPrime8{arith: a, f: v}
	case field.Prime9:
		return &arithPrime9{arith: a, f: v}
	case field.Prime4M1:
		return &arithPrime4M1{arith: a, f: v}
	case field.Prime5M1:
		return &arithPrime5M1{arith: a, f: v}
	case field.Prime6M1:
		return &arithPrime6M1{arith: a, f: v}
	case field.Prime7M1:
		return &arithPrime7M1{arith: a, f: v}
	case field.Prime8M1:
		return &arithPrime8M1{arith: a, f: v}
	case field.Prime9M1:
		return &arithPrime9M1{arith: a, f: v}
	case field.Prime4C:
		return &arithPrime4C{arith: a, f: v}
	case field.Prime4ADX:
		return &arithPrime4ADX{arith: a, f: v}
	case field.Prime6ADX:
		return &arithPrime6ADX{arith: a, f: v}
	}
	return a
}
