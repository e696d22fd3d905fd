package weierstrass_test

import (
	"math/big"
	"sync"
	"testing"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fnk256"
	"github.com/curvekit/curvekit/field/fnr256"
	"github.com/curvekit/curvekit/field/fpk256"
	"github.com/curvekit/curvekit/field/fpr256"
)

// Curve parameters for the tests. The definitions packages hold the
// user-facing copies; these are transcribed from the same sources.

// hexInt parses a hexadecimal constant, panicking on a typo.
func hexInt(s string) *big.Int {
	x, ok := new(big.Int).SetString(s, 16)
	if !ok {
		panic("bad hex constant " + s)
	}
	return x
}

// P-256 (NIST FIPS 186-4 §D.1.2.3, SEC 2 v2 §2.4.2 secp256r1): a = −3.
var (
	p256P  = hexInt("ffffffff00000001000000000000000000000000ffffffffffffffffffffffff")
	p256N  = hexInt("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551")
	p256B  = hexInt("5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b")
	p256Gx = hexInt("6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296")
	p256Gy = hexInt("4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5")
	p256A  = new(big.Int).Sub(p256P, big.NewInt(3))
)

// secp256k1 (SEC 2 v2 §2.4.1): a = 0, b = 7.
var (
	k256P  = hexInt("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f")
	k256N  = hexInt("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141")
	k256Gx = hexInt("79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798")
	k256Gy = hexInt("483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8")
)

// k256Endo is the GLV endomorphism of secp256k1: β and λ are the cube roots
// of unity paired as in libsecp256k1 (src/scalar_impl.h, src/field.h), and
// the lattice basis is that of Guide to ECC Example 3.75 / libsecp256k1's
// secp256k1_scalar_split_lambda.
var k256Endo = &weierstrass.Endomorphism{
	Beta:   hexInt("7ae96a2b657c07106e64479eac3434e99cf0497512f58995c1396c28719501ee"),
	Lambda: hexInt("5363ad4cc05c30e0a5261c028812645a122e22ea20816678df02967c1b23bd72"),
	A1:     hexInt("3086d221a7d46bcde86c90e49284eb15"),
	B1:     new(big.Int).Neg(hexInt("e4437ed6010e88286f547fa90abfe4c3")),
	A2:     hexInt("114ca50f7a8e2f3f657c1108d9d44cfd8"),
	B2:     hexInt("3086d221a7d46bcde86c90e49284eb15"),
}

// P-384 (NIST FIPS 186-4 §D.1.2.4, SEC 2 v2 §2.5.1 secp384r1): a = −3.
var (
	p384P  = hexInt("fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff")
	p384N  = hexInt("ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973")
	p384B  = hexInt("b3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aef")
	p384Gx = hexInt("aa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a385502f25dbf55296c3a545e3872760ab7")
	p384Gy = hexInt("3617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c00a60b1ce1d7e819d7a431d7c90ea0e5f")
)

// brainpoolP256r1 (RFC 5639 §3.4): a general a, for Algorithms 1–3.
var (
	bp256P  = hexInt("a9fb57dba1eea9bc3e660a909d838d726e3bf623d52620282013481d1f6e5377")
	bp256N  = hexInt("a9fb57dba1eea9bc3e660a909d838d718c397aa3b561a6f7901e0e82974856a7")
	bp256A  = hexInt("7d5a0975fc2c3057eef67530417affe7fb8055c126dc5c6ce94a4b44f330b5d9")
	bp256B  = hexInt("26dc5c6ce94a4b44f330b5d9bbd77cbf958416295cf7e1ce6bccdc18ff8c07b6")
	bp256Gx = hexInt("8bd2aeb9cb7e57cb2c4b482ffc81b7afb9de27e1e3bd23c23a4453bd9ace3262")
	bp256Gy = hexInt("547ef835c3dac4fd97f8461a14611dc9c27745132ded8e545c1d54c72f046997")
)

// RFC 9380 §8.2 (P256_XMD:SHA-256_SSWU_*), §8.3 (P384_XMD:SHA-384_SSWU_*)
// and §8.7 with Appendix E.1 (secp256k1_XMD:SHA-256_SSWU_*): the Z of each
// suite and the 3-isogeny of secp256k1.
var (
	p256SSWU    = &weierstrass.SSWU{Z: new(big.Int).Sub(p256P, big.NewInt(10))}
	p384SSWU    = &weierstrass.SSWU{Z: new(big.Int).Sub(p384P, big.NewInt(12))}
	k256SSWU    = &weierstrass.SSWU{Z: new(big.Int).Sub(k256P, big.NewInt(11)), Isogeny: k256Isogeny}
	k256Isogeny = &weierstrass.Isogeny{
		A: hexInt("3f8731abdd661adca08a5558f0f5d272e953d363cb6f0e5d405447c01a444533"),
		B: big.NewInt(1771),
		XNum: []*big.Int{
			hexInt("8e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38daaaaa8c7"),
			hexInt("07d3d4c80bc321d5b9f315cea7fd44c5d595d2fc0bf63b92dfff1044f17c6581"),
			hexInt("534c328d23f234e6e2a413deca25caece4506144037c40314ecbd0b53d9dd262"),
			hexInt("8e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38e38daaaaa88c"),
		},
		XDen: []*big.Int{
			hexInt("d35771193d94918a9ca34ccbb7b640dd86cd409542f8487d9fe6b745781eb49b"),
			hexInt("edadc6f64383dc1df7c4b2d51b54225406d36b641f5e41bbc52a56612a8c6d14"),
			big.NewInt(1),
		},
		YNum: []*big.Int{
			hexInt("4bda12f684bda12f684bda12f684bda12f684bda12f684bda12f684b8e38e23c"),
			hexInt("c75e0c32d5cb7c0fa9d0a54b12a0a6d5647ab046d686da6fdffc90fc201d71a3"),
			hexInt("29a6194691f91a73715209ef6512e576722830a201be2018a765e85a9ecee931"),
			hexInt("2f684bda12f684bda12f684bda12f684bda12f684bda12f684bda12f38e38d84"),
		},
		YDen: []*big.Int{
			hexInt("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffff93b"),
			hexInt("7a06534bb8bdb49fd5e9e6632722c2989467c1bfc8e8d978dfb425d2685c2573"),
			hexInt("6484aa716545ca2cf3a70c3fa8fe337e0a3d21162f0d6299a7bf8192bfd2a76f"),
			big.NewInt(1),
		},
	}
)

type (
	fixedCurve = weierstrass.Curve[fpr256.Element, fnr256.Element]
	k256Curve  = weierstrass.Curve[fpk256.Element, fnk256.Element]
	primeCurve = weierstrass.Curve[field.PrimeElement, field.PrimeElement]
)

// mustPrime returns field.NewPrime(p, big-endian) or fails the test.
func mustPrime(t testing.TB, p *big.Int) *field.Prime {
	t.Helper()
	f, err := field.NewPrime(p, field.BigEndian)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

var (
	curveMu sync.Mutex
	curveBy = map[string]any{}
)

// cached builds a curve once per test binary.
func cached[T any](t testing.TB, name string, build func() (T, error)) T {
	t.Helper()
	curveMu.Lock()
	defer curveMu.Unlock()
	if c, ok := curveBy[name]; ok {
		return c.(T)
	}
	c, err := build()
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	curveBy[name] = c
	return c
}

// p256 is P-256 over the fixed fields fpr256 and fnr256.
func p256(t testing.TB) *fixedCurve {
	return cached(t, "P-256", func() (*fixedCurve, error) {
		return weierstrass.New(weierstrass.Params[fpr256.Element, fnr256.Element]{
			Name: "P-256", Field: fpr256.Field{}, Scalar: fnr256.Field{},
			A: p256A, B: p256B, Gx: p256Gx, Gy: p256Gy, Cofactor: big.NewInt(1), SSWU: p256SSWU,
		})
	})
}

// p256Prime is P-256 over field.Prime moduli chosen at run time.
func p256Prime(t testing.TB) *primeCurve {
	return cached(t, "P-256/Prime", func() (*primeCurve, error) {
		return weierstrass.New(weierstrass.Params[field.PrimeElement, field.PrimeElement]{
			Name: "P-256 over field.Prime", Field: mustPrime(t, p256P), Scalar: mustPrime(t, p256N),
			A: p256A, B: p256B, Gx: p256Gx, Gy: p256Gy, Cofactor: big.NewInt(1), SSWU: p256SSWU,
		})
	})
}

// secp256k1 is secp256k1 over fpk256 and fnk256 with the GLV endomorphism.
func secp256k1(t testing.TB) *k256Curve {
	return cached(t, "secp256k1", func() (*k256Curve, error) {
		return weierstrass.New(weierstrass.Params[fpk256.Element, fnk256.Element]{
			Name: "secp256k1", Field: fpk256.Field{}, Scalar: fnk256.Field{},
			A: new(big.Int), B: big.NewInt(7), Gx: k256Gx, Gy: k256Gy, Cofactor: big.NewInt(1),
			Endomorphism: k256Endo, SSWU: k256SSWU,
		})
	})
}

// secp256k1NoGLV is secp256k1 without the endomorphism, to check that both
// paths agree.
func secp256k1NoGLV(t testing.TB) *k256Curve {
	return cached(t, "secp256k1/noGLV", func() (*k256Curve, error) {
		return weierstrass.New(weierstrass.Params[fpk256.Element, fnk256.Element]{
			Name: "secp256k1 without GLV", Field: fpk256.Field{}, Scalar: fnk256.Field{},
			A: new(big.Int), B: big.NewInt(7), Gx: k256Gx, Gy: k256Gy, Cofactor: big.NewInt(1),
		})
	})
}

// secp256k1Prime is secp256k1 over field.Prime, with the endomorphism.
func secp256k1Prime(t testing.TB) *primeCurve {
	return cached(t, "secp256k1/Prime", func() (*primeCurve, error) {
		return weierstrass.New(weierstrass.Params[field.PrimeElement, field.PrimeElement]{
			Name: "secp256k1 over field.Prime", Field: mustPrime(t, k256P), Scalar: mustPrime(t, k256N),
			A: new(big.Int), B: big.NewInt(7), Gx: k256Gx, Gy: k256Gy, Cofactor: big.NewInt(1),
			Endomorphism: k256Endo, SSWU: k256SSWU,
		})
	})
}

// p384Prime is P-384 over field.Prime.
func p384Prime(t testing.TB) *primeCurve {
	return cached(t, "P-384/Prime", func() (*primeCurve, error) {
		return weierstrass.New(weierstrass.Params[field.PrimeElement, field.PrimeElement]{
			Name: "P-384 over field.Prime", Field: mustPrime(t, p384P), Scalar: mustPrime(t, p384N),
			A: new(big.Int).Sub(p384P, big.NewInt(3)), B: p384B, Gx: p384Gx, Gy: p384Gy, Cofactor: big.NewInt(1),
			SSWU: p384SSWU,
		})
	})
}

// brainpoolP256r1 is brainpoolP256r1 over field.Prime: the general-a formulas.
func brainpoolP256r1(t testing.TB) *primeCurve {
	return cached(t, "brainpoolP256r1/Prime", func() (*primeCurve, error) {
		return weierstrass.New(weierstrass.Params[field.PrimeElement, field.PrimeElement]{
			Name: "brainpoolP256r1 over field.Prime", Field: mustPrime(t, bp256P), Scalar: mustPrime(t, bp256N),
			A: bp256A, B: bp256B, Gx: bp256Gx, Gy: bp256Gy, Cofactor: big.NewInt(1),
		})
	})
}
