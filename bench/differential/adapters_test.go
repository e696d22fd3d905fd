package differential

import (
	"math/big"
	"testing"

	"filippo.io/edwards25519"
	filippofield "filippo.io/edwards25519/field"
	"github.com/cloudflare/circl/ecc/goldilocks"
	circlfp25519 "github.com/cloudflare/circl/math/fp25519"
	circlfp448 "github.com/cloudflare/circl/math/fp448"
	"github.com/decred/dcrd/dcrec/secp256k1/v4"
	voiscalar "github.com/oasisprotocol/curve25519-voi/curve/scalar"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/field"
)

// impl computes field operations on integers in [0, p) through one
// implementation: each operand is encoded to bytes, decoded into the
// implementation's element type, operated on, and the result encoded back to
// bytes and read as an integer. An operation the implementation lacks is nil.
type impl struct {
	name    string
	mul     func(x, y *big.Int) *big.Int
	square  func(x *big.Int) *big.Int
	inverse func(x *big.Int) *big.Int
	// sqrt returns some square root of x and true, or false for a non-square.
	sqrt func(x *big.Int) (*big.Int, bool)
}

// curvekitImpl returns the impl of one of curvekit's fields, going through
// its SetBytes and PutBytes in its own byte order.
func curvekitImpl[E any](t *testing.T, f field.Field[E], p *big.Int) impl {
	require.Equal(t, p, f.Modulus(), "curvekit field has the wrong modulus")
	n := f.ByteLen()
	in := func(x *big.Int) *E {
		var e E
		b := testinput.BE(x, n)
		if f.ByteOrder() == field.LittleEndian {
			b = testinput.LE(x, n)
		}
		require.NoError(t, f.SetBytes(&e, b))
		return &e
	}
	out := func(e *E) *big.Int {
		b := make([]byte, n)
		f.PutBytes(b, e)
		if f.ByteOrder() == field.LittleEndian {
			return testinput.FromLE(b)
		}
		return testinput.FromBE(b)
	}
	return impl{
		name:    "curvekit",
		mul:     func(x, y *big.Int) *big.Int { var z E; f.Mul(&z, in(x), in(y)); return out(&z) },
		square:  func(x *big.Int) *big.Int { var z E; f.Square(&z, in(x)); return out(&z) },
		inverse: func(x *big.Int) *big.Int { var z E; f.Inverse(&z, in(x)); return out(&z) },
		sqrt: func(x *big.Int) (*big.Int, bool) {
			var z E
			ok := f.Sqrt(&z, in(x))
			return out(&z), ok == 1
		},
	}
}

func filippoFieldImpl(t *testing.T) impl {
	in := func(x *big.Int) *filippofield.Element {
		e, err := new(filippofield.Element).SetBytes(testinput.LE(x, 32))
		require.NoError(t, err)
		return e
	}
	out := func(e *filippofield.Element) *big.Int { return testinput.FromLE(e.Bytes()) }
	var one filippofield.Element
	one.One()
	return impl{
		name:    "filippo",
		mul:     func(x, y *big.Int) *big.Int { return out(new(filippofield.Element).Multiply(in(x), in(y))) },
		square:  func(x *big.Int) *big.Int { return out(new(filippofield.Element).Square(in(x))) },
		inverse: func(x *big.Int) *big.Int { return out(new(filippofield.Element).Invert(in(x))) },
		sqrt: func(x *big.Int) (*big.Int, bool) {
			r, ok := new(filippofield.Element).SqrtRatio(in(x), &one)
			return out(r), ok == 1
		},
	}
}

func circlFp25519Impl(t *testing.T) impl {
	in := func(x *big.Int) *circlfp25519.Elt {
		var e circlfp25519.Elt
		copy(e[:], testinput.LE(x, circlfp25519.Size))
		return &e
	}
	out := func(e *circlfp25519.Elt) *big.Int {
		b := make([]byte, circlfp25519.Size)
		require.NoError(t, circlfp25519.ToBytes(b, e))
		return testinput.FromLE(b)
	}
	var one circlfp25519.Elt
	circlfp25519.SetOne(&one)
	return impl{
		name: "circl",
		mul: func(x, y *big.Int) *big.Int {
			var z circlfp25519.Elt
			circlfp25519.Mul(&z, in(x), in(y))
			return out(&z)
		},
		square:  func(x *big.Int) *big.Int { var z circlfp25519.Elt; circlfp25519.Sqr(&z, in(x)); return out(&z) },
		inverse: func(x *big.Int) *big.Int { var z circlfp25519.Elt; circlfp25519.Inv(&z, in(x)); return out(&z) },
		sqrt: func(x *big.Int) (*big.Int, bool) {
			var z circlfp25519.Elt
			ok := circlfp25519.InvSqrt(&z, in(x), &one)
			return out(&z), ok
		},
	}
}

func circlFp448Impl(t *testing.T) impl {
	in := func(x *big.Int) *circlfp448.Elt {
		var e circlfp448.Elt
		copy(e[:], testinput.LE(x, circlfp448.Size))
		return &e
	}
	out := func(e *circlfp448.Elt) *big.Int {
		b := make([]byte, circlfp448.Size)
		require.NoError(t, circlfp448.ToBytes(b, e))
		return testinput.FromLE(b)
	}
	one := circlfp448.One()
	return impl{
		name:    "circl",
		mul:     func(x, y *big.Int) *big.Int { var z circlfp448.Elt; circlfp448.Mul(&z, in(x), in(y)); return out(&z) },
		square:  func(x *big.Int) *big.Int { var z circlfp448.Elt; circlfp448.Sqr(&z, in(x)); return out(&z) },
		inverse: func(x *big.Int) *big.Int { var z circlfp448.Elt; circlfp448.Inv(&z, in(x)); return out(&z) },
		sqrt: func(x *big.Int) (*big.Int, bool) {
			var z circlfp448.Elt
			ok := circlfp448.InvSqrt(&z, in(x), &one)
			return out(&z), ok
		},
	}
}

// circlScalar448Impl covers circl's ed448 scalars, which have Mul but no
// inversion or square root.
func circlScalar448Impl() impl {
	in := func(x *big.Int) *goldilocks.Scalar {
		var s goldilocks.Scalar
		s.FromBytes(testinput.LE(x, goldilocks.ScalarSize))
		return &s
	}
	out := func(s *goldilocks.Scalar) *big.Int { s.Red(); return testinput.FromLE(s[:]) }
	return impl{
		name:   "circl",
		mul:    func(x, y *big.Int) *big.Int { var z goldilocks.Scalar; z.Mul(in(x), in(y)); return out(&z) },
		square: func(x *big.Int) *big.Int { var z goldilocks.Scalar; z.Mul(in(x), in(x)); return out(&z) },
	}
}

func decredFieldImpl(t *testing.T) impl {
	in := func(x *big.Int) *secp256k1.FieldVal {
		var e secp256k1.FieldVal
		require.False(t, e.SetByteSlice(testinput.BE(x, 32)), "decred: overflow")
		return &e
	}
	out := func(e *secp256k1.FieldVal) *big.Int { b := e.Normalize().Bytes(); return testinput.FromBE(b[:]) }
	return impl{
		name:    "decred",
		mul:     func(x, y *big.Int) *big.Int { return out(new(secp256k1.FieldVal).Mul2(in(x), in(y))) },
		square:  func(x *big.Int) *big.Int { return out(new(secp256k1.FieldVal).SquareVal(in(x))) },
		inverse: func(x *big.Int) *big.Int { return out(in(x).Inverse()) },
		sqrt: func(x *big.Int) (*big.Int, bool) {
			var z secp256k1.FieldVal
			ok := z.SquareRootVal(in(x))
			return out(&z), ok
		},
	}
}

// decredScalarImpl covers decred's ModNScalar, which has no square root.
func decredScalarImpl(t *testing.T) impl {
	in := func(x *big.Int) *secp256k1.ModNScalar {
		var s secp256k1.ModNScalar
		require.False(t, s.SetByteSlice(testinput.BE(x, 32)), "decred: overflow")
		return &s
	}
	out := func(s *secp256k1.ModNScalar) *big.Int { b := s.Bytes(); return testinput.FromBE(b[:]) }
	return impl{
		name:    "decred",
		mul:     func(x, y *big.Int) *big.Int { return out(new(secp256k1.ModNScalar).Mul2(in(x), in(y))) },
		square:  func(x *big.Int) *big.Int { return out(new(secp256k1.ModNScalar).SquareVal(in(x))) },
		inverse: func(x *big.Int) *big.Int { return out(in(x).InverseNonConst()) },
	}
}

// gnarkElement is the method set shared by gnark-crypto's generated fields.
type gnarkElement[E any] interface {
	*E
	SetBytesCanonical(b []byte) error
	Bytes() [32]byte
	Mul(x, y *E) *E
	Square(x *E) *E
	Inverse(x *E) *E
	Sqrt(x *E) *E
}

// gnarkImpl returns the impl of one of gnark-crypto's fields, through its
// big-endian canonical encoding.
func gnarkImpl[E any, P gnarkElement[E]](t *testing.T) impl {
	in := func(x *big.Int) *E {
		var e E
		require.NoError(t, P(&e).SetBytesCanonical(testinput.BE(x, 32)))
		return &e
	}
	out := func(e *E) *big.Int { b := P(e).Bytes(); return testinput.FromBE(b[:]) }
	return impl{
		name:    "gnark",
		mul:     func(x, y *big.Int) *big.Int { var z E; P(&z).Mul(in(x), in(y)); return out(&z) },
		square:  func(x *big.Int) *big.Int { var z E; P(&z).Square(in(x)); return out(&z) },
		inverse: func(x *big.Int) *big.Int { var z E; P(&z).Inverse(in(x)); return out(&z) },
		sqrt: func(x *big.Int) (*big.Int, bool) {
			var z E
			if P(&z).Sqrt(in(x)) == nil {
				return new(big.Int), false
			}
			return out(&z), true
		},
	}
}

// filippoScalarImpl covers filippo.io/edwards25519's Scalar, which has no
// Square (Mul(x, x) stands in) and no square root.
func filippoScalarImpl(t *testing.T) impl {
	in := func(x *big.Int) *edwards25519.Scalar {
		s, err := edwards25519.NewScalar().SetCanonicalBytes(testinput.LE(x, 32))
		require.NoError(t, err)
		return s
	}
	out := func(s *edwards25519.Scalar) *big.Int { return testinput.FromLE(s.Bytes()) }
	return impl{
		name:    "filippo",
		mul:     func(x, y *big.Int) *big.Int { return out(edwards25519.NewScalar().Multiply(in(x), in(y))) },
		square:  func(x *big.Int) *big.Int { return out(edwards25519.NewScalar().Multiply(in(x), in(x))) },
		inverse: func(x *big.Int) *big.Int { return out(edwards25519.NewScalar().Invert(in(x))) },
	}
}

// voiScalarImpl covers curve25519-voi's Scalar, like filippoScalarImpl.
func voiScalarImpl(t *testing.T) impl {
	in := func(x *big.Int) *voiscalar.Scalar {
		s, err := voiscalar.NewFromCanonicalBytes(testinput.LE(x, 32))
		require.NoError(t, err)
		return s
	}
	out := func(s *voiscalar.Scalar) *big.Int {
		b := make([]byte, voiscalar.ScalarSize)
		require.NoError(t, s.ToBytes(b))
		return testinput.FromLE(b)
	}
	return impl{
		name:    "voi",
		mul:     func(x, y *big.Int) *big.Int { return out(voiscalar.New().Mul(in(x), in(y))) },
		square:  func(x *big.Int) *big.Int { return out(voiscalar.New().Mul(in(x), in(x))) },
		inverse: func(x *big.Int) *big.Int { return out(voiscalar.New().Invert(in(x))) },
	}
}
