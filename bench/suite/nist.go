package suite

import (
	"crypto"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/elliptic"
	"testing"

	circlgroup "github.com/cloudflare/circl/group"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/definitions/p384"
	"github.com/curvekit/curvekit/definitions/p521"
	"github.com/curvekit/curvekit/field/fnr384"
	"github.com/curvekit/curvekit/field/fnr521"
)

// GroupP384 and GroupP521 are ECDSA, ECDH and hash-to-curve over NIST P-384
// and P-521, measured as GroupP256 is: Sign (deterministic, RFC 6979, DER
// output) and Verify (DER input) of a SHA-384 (SHA-512) digest, the ECDH
// shared secret, ScalarBaseMult (d·G encoded as an uncompressed SEC 1
// point), and HashToCurve and EncodeToCurve (the RFC 9380 suites
// P384_XMD:SHA-384_SSWU_RO_/NU_ and P521_XMD:SHA-512_SSWU_RO_/NU_ of a
// 64-byte message, encoded uncompressed: circl's points are affine, so the
// encoding is where curvekit pays its conversion). The peers are the
// standard library (crypto/ecdsa, crypto/ecdh) and circl's group package
// (ScalarBaseMult through MulGen, and the hashes; its P-384 runs on
// circl's own ecc/p384 arithmetic, its P-521 on crypto/elliptic).
const (
	GroupP384 = "p384"
	GroupP521 = "p521"
)

// nistCurve is what one NIST curve's rows need: the curve's sizes and
// hash, and curvekit's entry points as closures over its package.
type nistCurve struct {
	group       string
	hash        crypto.Hash
	scalarLen   int
	std         elliptic.Curve
	ecdh        ecdh.Curve
	circl       circlgroup.Group
	dst         string // the RFC 9380 test vectors' RO_ tag
	newKey      func(d []byte) (nistKey, error)
	hashToCurve func(msg, dst []byte) []byte
	encode      func(msg, dst []byte) []byte
}

// nistKey is curvekit's private key of one NIST curve, as closures.
type nistKey struct {
	sign           func(digest []byte) []byte
	verify         func(digest, der []byte) bool
	ecdh           func() []byte // with the fixture's peer
	setPeer        func(d []byte) error
	scalarBaseMult func() []byte
	toECDSA        func() (*ecdsa.PrivateKey, error)
}

func init() {
	registerNIST(nistCurve{
		group: GroupP384, hash: crypto.SHA384, scalarLen: p384.PrivateKeySize,
		std: elliptic.P384(), ecdh: ecdh.P384(), circl: circlgroup.P384,
		dst: "QUUX-V01-CS02-with-P384_XMD:SHA-384_SSWU_RO_",
		newKey: func(d []byte) (nistKey, error) {
			priv, err := p384.NewPrivateKey(d)
			if err != nil {
				return nistKey{}, err
			}
			var peer *p384.PublicKey
			p := p384.Curve().NewIdentityPoint()
			var k fnr384.Element
			if err := (fnr384.Field{}).SetBytes(&k, d); err != nil {
				return nistKey{}, err
			}
			return nistKey{
				sign:   func(digest []byte) []byte { s, _ := priv.Sign(nil, digest, crypto.SHA384); return s },
				verify: func(digest, der []byte) bool { return p384.VerifyASN1(priv.PublicKey(), digest, der) },
				ecdh:   func() []byte { s, _ := p384.ECDH(priv, peer); return s },
				setPeer: func(d []byte) error {
					k, err := p384.NewPrivateKey(d)
					if err == nil {
						peer = k.PublicKey()
					}
					return err
				},
				scalarBaseMult: func() []byte { return p.ScalarBaseMult(&k).Bytes() },
				toECDSA:        priv.ToECDSA,
			}, nil
		},
		hashToCurve: func(msg, dst []byte) []byte { p, _ := p384.HashToCurve(msg, dst); return p.Bytes() },
		encode:      func(msg, dst []byte) []byte { p, _ := p384.EncodeToCurve(msg, dst); return p.Bytes() },
	})
	registerNIST(nistCurve{
		group: GroupP521, hash: crypto.SHA512, scalarLen: p521.PrivateKeySize,
		std: elliptic.P521(), ecdh: ecdh.P521(), circl: circlgroup.P521,
		dst: "QUUX-V01-CS02-with-P521_XMD:SHA-512_SSWU_RO_",
		newKey: func(d []byte) (nistKey, error) {
			priv, err := p521.NewPrivateKey(d)
			if err != nil {
				return nistKey{}, err
			}
			var peer *p521.PublicKey
			p := p521.Curve().NewIdentityPoint()
			var k fnr521.Element
			if err := (fnr521.Field{}).SetBytes(&k, d); err != nil {
				return nistKey{}, err
			}
			return nistKey{
				sign:   func(digest []byte) []byte { s, _ := priv.Sign(nil, digest, crypto.SHA512); return s },
				verify: func(digest, der []byte) bool { return p521.VerifyASN1(priv.PublicKey(), digest, der) },
				ecdh:   func() []byte { s, _ := p521.ECDH(priv, peer); return s },
				setPeer: func(d []byte) error {
					k, err := p521.NewPrivateKey(d)
					if err == nil {
						peer = k.PublicKey()
					}
					return err
				},
				scalarBaseMult: func() []byte { return p.ScalarBaseMult(&k).Bytes() },
				toECDSA:        priv.ToECDSA,
			}, nil
		},
		hashToCurve: func(msg, dst []byte) []byte { p, _ := p521.HashToCurve(msg, dst); return p.Bytes() },
		encode:      func(msg, dst []byte) []byte { p, _ := p521.EncodeToCurve(msg, dst); return p.Bytes() },
	})
}

// registerNIST registers the rows of one NIST curve: curvekit's, the
// standard library's and circl's, on keys and inputs derived from the
// group's labels (the peers get the same bytes, converted once).
func registerNIST(c nistCurve) {
	n := c.std.Params().N
	d := testinput.BE(testinput.Element(n, c.group+"/d"), c.scalarLen)
	peerD := testinput.BE(testinput.Element(n, c.group+"/peer"), c.scalarLen)
	digest := testinput.Bytes(c.group+"/digest", c.hash.Size())
	msg := testinput.Bytes(c.group+"/msg", 64)
	dst := []byte(c.dst)
	nuDST := []byte(c.dst[:len(c.dst)-len("RO_")] + "NU_")
	key, err := c.newKey(d)
	if err == nil {
		err = key.setPeer(peerD)
	}
	if err != nil {
		panic("suite: " + c.group + ": " + err.Error())
	}
	der := key.sign(digest)

	RegisterImpl(c.group, Curvekit,
		Op{"Sign", func(b *testing.B) {
			var sig []byte
			for b.Loop() {
				sig = key.sign(digest)
			}
			sinkBytes = sig
		}},
		Op{"Verify", func(b *testing.B) {
			ok := true
			for b.Loop() {
				ok = ok && key.verify(digest, der)
			}
			mustBeTrue(b, ok)
		}},
		Op{"ECDH", func(b *testing.B) {
			var s []byte
			for b.Loop() {
				s = key.ecdh()
			}
			sinkBytes = s
		}},
		Op{"ScalarBaseMult", func(b *testing.B) {
			var enc []byte
			for b.Loop() {
				enc = key.scalarBaseMult()
			}
			sinkBytes = enc
		}},
		Op{"HashToCurve", func(b *testing.B) {
			var enc []byte
			for b.Loop() {
				enc = c.hashToCurve(msg, dst)
			}
			sinkBytes = enc
		}},
		Op{"EncodeToCurve", func(b *testing.B) {
			var enc []byte
			for b.Loop() {
				enc = c.encode(msg, nuDST)
			}
			sinkBytes = enc
		}},
	)

	// The standard library: crypto/ecdsa (deterministic with a nil reader)
	// and crypto/ecdh, on keys converted once.
	sPriv, err := key.toECDSA()
	if err != nil {
		panic("suite: " + c.group + ": " + err.Error())
	}
	ePriv, err := sPriv.ECDH()
	if err != nil {
		panic("suite: " + c.group + ": " + err.Error())
	}
	ePeerPriv, err := c.ecdh.NewPrivateKey(peerD)
	if err != nil {
		panic("suite: " + c.group + ": " + err.Error())
	}
	ePeer := ePeerPriv.PublicKey()
	RegisterImpl(c.group, "stdlib",
		Op{"Sign", func(b *testing.B) {
			var sig []byte
			for b.Loop() {
				sig, _ = sPriv.Sign(nil, digest, c.hash)
			}
			sinkBytes = sig
		}},
		Op{"Verify", func(b *testing.B) {
			ok := true
			for b.Loop() {
				ok = ok && ecdsa.VerifyASN1(&sPriv.PublicKey, digest, der)
			}
			mustBeTrue(b, ok)
		}},
		Op{"ECDH", func(b *testing.B) {
			var s []byte
			for b.Loop() {
				s, _ = ePriv.ECDH(ePeer)
			}
			sinkBytes = s
		}},
		// crypto/ecdh's NewPrivateKey computes and encodes d·G, as for P-256.
		Op{"ScalarBaseMult", func(b *testing.B) {
			var k *ecdh.PrivateKey
			for b.Loop() {
				k, _ = c.ecdh.NewPrivateKey(d)
			}
			sinkBytes = k.PublicKey().Bytes()
		}},
	)

	// circl's group: not constant time for these curves (its own warning),
	// with affine big.Int points.
	cs := c.circl.NewScalar()
	if err := cs.UnmarshalBinary(d); err != nil {
		panic("suite: " + c.group + ": circl scalar: " + err.Error())
	}
	RegisterImpl(c.group, "circl",
		Op{"ScalarBaseMult", func(b *testing.B) {
			var enc []byte
			e := c.circl.NewElement()
			for b.Loop() {
				enc, _ = e.MulGen(cs).MarshalBinary()
			}
			sinkBytes = enc
		}},
		Op{"HashToCurve", func(b *testing.B) {
			var enc []byte
			for b.Loop() {
				enc, _ = c.circl.HashToElement(msg, dst).MarshalBinary()
			}
			sinkBytes = enc
		}},
		Op{"EncodeToCurve", func(b *testing.B) {
			var enc []byte
			for b.Loop() {
				enc, _ = c.circl.HashToElementNonUniform(msg, nuDST).MarshalBinary()
			}
			sinkBytes = enc
		}},
	)
}
