package ed448

import (
	"fmt"
	"math/big"
	"sync"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/field/fn448"
	"github.com/curvekit/curvekit/field/fp448"
)

// Point is a point of edwards448: the engine's point type over the fixed
// field GF(2^448 − 2^224 − 1). Make one with Curve().NewIdentityPoint() or
// Curve().NewGeneratorPoint(); see curves/edwards for its methods.
type Point = edwards.Point[fp448.Element, fn448.Element]

// Scalar is an integer modulo q, the order of the base point, in the
// representation of field/fn448 (encodings are 56 bytes, little-endian).
type Scalar = fn448.Element

// The parameters of edwards448, RFC 8032 §5.2 (and RFC 7748 §4.2).
var (
	// p = 2^448 − 2^224 − 1.
	paramP = new(big.Int).Sub(new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 448), new(big.Int).Lsh(big.NewInt(1), 224)), big.NewInt(1))
	// a = 1.
	paramA = big.NewInt(1)
	// d = −39081 mod p.
	paramD = new(big.Int).Sub(paramP, big.NewInt(39081))
	// q = 2^446 − 13818066809895115352007386748515426880336692474882178609894547503885,
	// the order of B.
	paramQ = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 446),
		mustDecimal("13818066809895115352007386748515426880336692474882178609894547503885"))
	// B = (x, y), the base point of RFC 8032 §5.2.
	paramBx = mustDecimal("224580040295924300187604334099896036246789641632564134246125461686950415467406032909029192869357953282578032075146446173674602635247710")
	paramBy = mustDecimal("298819210078481492676017930443930673437544040154080242095928241372331506189835876003536878655418784733982303233503462500531545062832660")
)

// dom4Prefix is the string that begins dom4(x, y) in RFC 8032 §5.2.
const dom4Prefix = "SigEd448"

// mustDecimal parses a decimal constant of this file.
func mustDecimal(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 10)
	if !ok {
		panic("ed448: internal error: bad constant " + s)
	}
	return x
}

// engine holds edwards448 and Ed448 over it, built on first use.
var engine = sync.OnceValues(func() (*edwards.Scheme[fp448.Element, fn448.Element], error) {
	c, err := edwards.New(edwards.Params[fp448.Element, fn448.Element]{
		Name:        "edwards448",
		Field:       fp448.Field{},
		Scalar:      fn448.Field{},
		A:           paramA,
		D:           paramD,
		Gx:          paramBx,
		Gy:          paramBy,
		Order:       paramQ,
		Cofactor:    4,
		EncodingLen: 57,
	})
	if err != nil {
		return nil, err
	}
	// RFC 8032 §5.2: H = SHAKE256 with 114 bytes of output, PH = SHAKE256
	// with 64, dom4 hashed for every signature, and the default clamping
	// (clear 2 low bits and the last octet, set bit 447). Nil options mean
	// RFC8032 here as in VerifyWithOptions.
	return edwards.NewScheme(c, edwards.SchemeParams{
		Hash:          edwards.SHAKE256Hash(2 * PublicKeySize),
		DomPrefix:     dom4Prefix,
		DomAlways:     true,
		Prehash:       edwards.SHAKE256Hash(PrehashSize),
		DefaultPolicy: edwards.RFC8032,
	})
})

// scheme returns Ed448. The parameters are constants, so failing to build it
// is an internal error.
func scheme() *edwards.Scheme[fp448.Element, fn448.Element] {
	s, err := engine()
	if err != nil {
		panic("ed448: internal error: " + err.Error())
	}
	return s
}

// Curve returns edwards448, x² + y² = 1 + d·x²·y² over GF(2^448 − 2^224 − 1)
// with d = −39081 and the base point B of RFC 8032 §5.2, as an engine curve:
// the factory of Points with constant-time and VarTime scalar
// multiplications.
func Curve() *edwards.Curve[fp448.Element, fn448.Element] {
	return scheme().Curve()
}

// Scheme returns Ed448 as the engine's generic EdDSA scheme, for callers
// that want its lower-level interface (caller-provided buffers, explicit
// policies). Its default policy is RFC8032, as everywhere in this package:
// a nil *edwards.Options means RFC 8032 §5.2.7 as written. The engine's
// edwards.ZIP215 is this package's Lenient.
func Scheme() *edwards.Scheme[fp448.Element, fn448.Element] {
	return scheme()
}

// Point returns the point A that pub encodes, decoded as RFC 8032 §5.2.3
// requires (canonically), or an error.
func (pub PublicKey) Point() (*Point, error) {
	if len(pub) != PublicKeySize {
		return nil, errPublicKeyLength(pub)
	}
	p, err := Curve().NewIdentityPoint().SetBytes(pub)
	if err != nil {
		return nil, fmt.Errorf("ed448: public key %x: %w", []byte(pub), err)
	}
	return p, nil
}

// Scalar returns the secret scalar s of priv reduced modulo q: the clamped
// first 57 bytes of SHAKE256(seed, 114) (RFC 8032 §5.2.5), so that [s]B is
// the public key of the seed. It returns an error if priv is not
// PrivateKeySize bytes long.
func (priv PrivateKey) Scalar() (*Scalar, error) {
	if len(priv) != PrivateKeySize {
		return nil, errPrivateKeyLength(priv)
	}
	b, prefix, err := scheme().ExpandSeed(priv[:SeedSize])
	clear(prefix)
	if err != nil {
		return nil, errInternal(err)
	}
	s := new(Scalar)
	err = fn448.Field{}.SetWideBytes(s, b)
	clear(b)
	if err != nil {
		return nil, errInternal(err)
	}
	return s, nil
}
