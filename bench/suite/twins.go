package suite

import (
	"crypto"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/definitions/p256"
	"github.com/curvekit/curvekit/definitions/secp256k1"
	"github.com/curvekit/curvekit/field"
)

// The runtime twins: P-256 and secp256k1 (with its GLV endomorphism)
// defined at run time over field.Prime, as a user would define a curve of
// their own, against the prebuilt definitions (definitions/p256 and
// definitions/secp256k1 over their fixed fields). Both sides run the same
// engine calls on the same keys and digests — ECDSA Sign (RFC 6979,
// compact r ‖ s), Verify, ECDH and ScalarBaseMult (encoded, as in the p256
// group) — so that the ratio measures the field alone: generated formulas
// over field.Prime's limb-count views against those over fpr256/fpk256.
// The impls are "runtime" (shown as curvekit's column) and "prebuilt".
const (
	GroupP256Twin      = "p256-twin"
	GroupSecp256k1Twin = "secp256k1-twin"
)

// twinCurve holds one side of a twin: the curve, its ECDSA, and the keys,
// digest and signature of the fixture.
type twinCurve[E, S any] struct {
	c      *weierstrass.Curve[E, S]
	e      *weierstrass.ECDSA[E, S]
	priv   *weierstrass.PrivateKey[E, S]
	peer   *weierstrass.PublicKey[E, S]
	d      S
	digest []byte
	sig    *weierstrass.Signature[E, S]
}

func newTwin[E, S any](group string, c *weierstrass.Curve[E, S], lowS bool, d, peerD, digest []byte) *twinCurve[E, S] {
	t := &twinCurve[E, S]{c: c, digest: digest}
	var err error
	must := func() {
		if err != nil {
			panic("suite: " + group + ": " + err.Error())
		}
	}
	t.e, err = weierstrass.NewECDSA(c, weierstrass.ECDSAParams{Hash: crypto.SHA256, LowS: lowS})
	must()
	t.priv, err = c.NewPrivateKey(d)
	must()
	peer, err := c.NewPrivateKey(peerD)
	must()
	t.peer = peer.PublicKey()
	t.priv.Scalar(&t.d)
	t.sig, err = t.e.Sign(t.priv, digest, nil)
	must()
	return t
}

// register registers the twin's operations as impl of group; ops are
// Sign, Verify and, when all is set, ECDH and ScalarBaseMult.
func (t *twinCurve[E, S]) register(group, impl string, all bool) {
	ops := []Op{
		{"Sign", func(b *testing.B) {
			var s *weierstrass.Signature[E, S]
			for b.Loop() {
				s, _ = t.e.Sign(t.priv, t.digest, nil)
			}
			sinkBytes = s.R()
		}},
		{"Verify", func(b *testing.B) {
			ok := true
			for b.Loop() {
				ok = ok && t.e.Verify(t.priv.PublicKey(), t.digest, t.sig, nil) == nil
			}
			mustBeTrue(b, ok)
		}},
	}
	if all {
		ops = append(ops,
			Op{"ECDH", func(b *testing.B) {
				var s []byte
				for b.Loop() {
					s, _ = t.priv.ECDH(t.peer)
				}
				sinkBytes = s
			}},
			Op{"ScalarBaseMult", func(b *testing.B) {
				p := t.c.NewIdentityPoint()
				var enc []byte
				for b.Loop() {
					enc = p.ScalarBaseMult(&t.d).Bytes()
				}
				sinkBytes = enc
			}},
		)
	}
	RegisterImpl(group, impl, ops...)
}

// primeTwin returns the curve of prebuilt over field.Prime: the same
// parameters, with its endomorphism when it has one.
func primeTwin[E, S any](prebuilt *weierstrass.Curve[E, S], endo *weierstrass.Endomorphism) *weierstrass.Curve[field.PrimeElement, field.PrimeElement] {
	fp, err := field.NewPrime(prebuilt.Field().Modulus(), field.BigEndian)
	if err != nil {
		panic("suite: twin: " + err.Error())
	}
	fn, err := field.NewPrime(prebuilt.Order(), field.BigEndian)
	if err != nil {
		panic("suite: twin: " + err.Error())
	}
	var a, b E
	prebuilt.A(&a)
	prebuilt.B(&b)
	gx, gy, _ := prebuilt.NewGeneratorPoint().Affine()
	f := prebuilt.Field()
	c, err := weierstrass.New(weierstrass.Params[field.PrimeElement, field.PrimeElement]{
		Name: prebuilt.Name() + " over field.Prime", Field: fp, Scalar: fn,
		A: field.Big(f, &a), B: field.Big(f, &b), Gx: field.Big(f, &gx), Gy: field.Big(f, &gy),
		Cofactor: big.NewInt(1), Endomorphism: endo,
	})
	if err != nil {
		panic("suite: twin: " + err.Error())
	}
	return c
}

// secp256k1Endomorphism is the GLV endomorphism of secp256k1 (the constants
// of libsecp256k1, as definitions/secp256k1 has them).
func secp256k1Endomorphism() *weierstrass.Endomorphism {
	h := func(s string) *big.Int {
		x, _ := new(big.Int).SetString(s, 16)
		return x
	}
	return &weierstrass.Endomorphism{
		Beta:   h("7ae96a2b657c07106e64479eac3434e99cf0497512f58995c1396c28719501ee"),
		Lambda: h("5363ad4cc05c30e0a5261c028812645a122e22ea20816678df02967c1b23bd72"),
		A1:     h("3086d221a7d46bcde86c90e49284eb15"),
		B1:     new(big.Int).Neg(h("e4437ed6010e88286f547fa90abfe4c3")),
		A2:     h("114ca50f7a8e2f3f657c1108d9d44cfd8"),
		B2:     h("3086d221a7d46bcde86c90e49284eb15"),
	}
}

func init() {
	d := testinput.BE(testinput.Element(testinput.NR256, GroupP256+"/d"), 32)
	peerD := testinput.BE(testinput.Element(testinput.NR256, GroupP256+"/peer"), 32)
	digest := testinput.Bytes(GroupP256+"/digest", 32)
	newTwin(GroupP256Twin, primeTwin(p256.Curve(), nil), false, d, peerD, digest).register(GroupP256Twin, Curvekit, true)
	newTwin(GroupP256Twin, p256.Curve(), false, d, peerD, digest).register(GroupP256Twin, "prebuilt", true)

	d = testinput.BE(testinput.Element(testinput.NK256, GroupSecp256k1+"/d"), 32)
	peerD = testinput.BE(testinput.Element(testinput.NK256, GroupSecp256k1+"/peer"), 32)
	digest = testinput.Bytes(GroupSecp256k1+"/digest", 32)
	k := secp256k1.Curve()
	if !k.HasEndomorphism() {
		panic("suite: secp256k1-twin: the prebuilt curve has no endomorphism")
	}
	newTwin(GroupSecp256k1Twin, primeTwin(k, secp256k1Endomorphism()), true, d, peerD, digest).register(GroupSecp256k1Twin, Curvekit, false)
	newTwin(GroupSecp256k1Twin, k, true, d, peerD, digest).register(GroupSecp256k1Twin, "prebuilt", false)
}
