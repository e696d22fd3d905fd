package suite

import (
	"crypto"
	"crypto/ecdh"
	"crypto/ecdsa"
	"math/big"
	"testing"

	gnarkp256 "github.com/consensys/gnark-crypto/ecc/secp256r1"
	gnarkp256ecdsa "github.com/consensys/gnark-crypto/ecc/secp256r1/ecdsa"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/definitions/p256"
	"github.com/curvekit/curvekit/field/fnr256"
)

// GroupP256 is ECDSA and ECDH over NIST P-256: Sign (deterministic, RFC
// 6979, DER output) and Verify (DER input) of a SHA-256 digest, the ECDH
// shared secret, and ScalarBaseMult — d·G for a private scalar d, encoded
// as an uncompressed SEC 1 point (so it includes the conversion to affine
// coordinates, as computing a public key does).
const GroupP256 = "p256"

// p256Fixture is a private key d, a peer's public key, a digest and the
// deterministic DER signature of the digest under d, derived from fixed
// labels.
type p256Fixture struct {
	d, peerD, digest []byte
	priv             *p256.PrivateKey
	peer             *p256.PublicKey
	der              []byte
}

func newP256Fixture() p256Fixture {
	f := p256Fixture{
		d:      testinput.BE(testinput.Element(testinput.NR256, GroupP256+"/d"), 32),
		peerD:  testinput.BE(testinput.Element(testinput.NR256, GroupP256+"/peer"), 32),
		digest: testinput.Bytes(GroupP256+"/digest", 32),
	}
	var err error
	if f.priv, err = p256.NewPrivateKey(f.d); err != nil {
		panic("suite: p256: " + err.Error())
	}
	peerPriv, err := p256.NewPrivateKey(f.peerD)
	if err != nil {
		panic("suite: p256: " + err.Error())
	}
	f.peer = peerPriv.PublicKey()
	if f.der, err = f.priv.Sign(nil, f.digest, crypto.SHA256); err != nil {
		panic("suite: p256: " + err.Error())
	}
	return f
}

func init() {
	f := newP256Fixture()

	// curvekit: the crypto.Signer method, which returns DER as crypto/ecdsa
	// does, deterministic with a nil reader.
	var d fnr256.Element
	if err := (fnr256.Field{}).SetBytes(&d, f.d); err != nil {
		panic("suite: p256: " + err.Error())
	}
	RegisterImpl(GroupP256, Curvekit,
		Op{"Sign", func(b *testing.B) {
			var sig []byte
			for b.Loop() {
				sig, _ = f.priv.Sign(nil, f.digest, crypto.SHA256)
			}
			sinkBytes = sig
		}},
		Op{"Verify", func(b *testing.B) {
			ok := true
			for b.Loop() {
				ok = ok && p256.VerifyASN1(f.priv.PublicKey(), f.digest, f.der)
			}
			mustBeTrue(b, ok)
		}},
		Op{"ECDH", func(b *testing.B) {
			var s []byte
			for b.Loop() {
				s, _ = p256.ECDH(f.priv, f.peer)
			}
			sinkBytes = s
		}},
		Op{"ScalarBaseMult", func(b *testing.B) {
			p := p256.Curve().NewIdentityPoint()
			var enc []byte
			for b.Loop() {
				enc = p.ScalarBaseMult(&d).Bytes()
			}
			sinkBytes = enc
		}},
	)

	// The standard library: crypto/ecdsa (deterministic with a nil reader,
	// Go 1.24+) and crypto/ecdh, on keys converted once.
	sPriv, err := f.priv.ToECDSA()
	if err != nil {
		panic("suite: p256: " + err.Error())
	}
	ePriv, err := f.priv.ToECDH()
	if err != nil {
		panic("suite: p256: " + err.Error())
	}
	ePeer, err := f.peer.ToECDH()
	if err != nil {
		panic("suite: p256: " + err.Error())
	}
	RegisterImpl(GroupP256, "stdlib",
		Op{"Sign", func(b *testing.B) {
			var sig []byte
			for b.Loop() {
				sig, _ = sPriv.Sign(nil, f.digest, crypto.SHA256)
			}
			sinkBytes = sig
		}},
		Op{"Verify", func(b *testing.B) {
			ok := true
			for b.Loop() {
				ok = ok && ecdsa.VerifyASN1(&sPriv.PublicKey, f.digest, f.der)
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
		// crypto/ecdh's NewPrivateKey computes and encodes d·G; it is the
		// standard library's only non-deprecated fixed-base multiplication.
		Op{"ScalarBaseMult", func(b *testing.B) {
			var k *ecdh.PrivateKey
			for b.Loop() {
				k, _ = ecdh.P256().NewPrivateKey(f.d)
			}
			sinkBytes = k.PublicKey().Bytes()
		}},
	)

	registerGnarkP256(f)
}

// gnark-crypto's secp256r1 ECDSA signs with a random nonce from crypto/rand
// (not RFC 6979), keeps s in the lower half and rejects a high s when
// verifying, so it verifies its own signature of the digest; signatures are
// r ‖ s, not DER. It has no ECDH.
func registerGnarkP256(f p256Fixture) {
	var gPriv gnarkp256ecdsa.PrivateKey
	pub := f.priv.PublicKey().Bytes() // 0x04 ‖ x ‖ y
	if _, err := gPriv.SetBytes(append(pub[1:], f.d...)); err != nil {
		panic("suite: p256: gnark key: " + err.Error())
	}
	gSig, err := gPriv.Sign(f.digest, nil)
	if err != nil {
		panic("suite: p256: gnark sign: " + err.Error())
	}
	gPub := &gPriv.PublicKey
	dBig := new(big.Int).SetBytes(f.d)
	RegisterImpl(GroupP256, "gnark",
		Op{"Sign", func(b *testing.B) {
			var sig []byte
			for b.Loop() {
				sig, _ = gPriv.Sign(f.digest, nil)
			}
			sinkBytes = sig
		}},
		Op{"Verify", func(b *testing.B) {
			ok := true
			for b.Loop() {
				v, _ := gPub.Verify(gSig, f.digest, nil)
				ok = ok && v
			}
			mustBeTrue(b, ok)
		}},
		Op{"ScalarBaseMult", func(b *testing.B) {
			var p gnarkp256.G1Affine
			var enc [64]byte
			for b.Loop() {
				enc = p.ScalarMultiplicationBase(dBig).RawBytes()
			}
			sinkBytes = enc[:]
		}},
	)
}
