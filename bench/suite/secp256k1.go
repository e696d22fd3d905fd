package suite

import (
	"math/big"
	"testing"

	gnarkk256ecdsa "github.com/consensys/gnark-crypto/ecc/secp256k1/ecdsa"
	"github.com/decred/dcrd/dcrec/secp256k1/v4"
	decredecdsa "github.com/decred/dcrd/dcrec/secp256k1/v4/ecdsa"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	ck256 "github.com/curvekit/curvekit/definitions/secp256k1"
)

// GroupSecp256k1 is ECDSA and ECDH over secp256k1: Sign (RFC 6979, low s) and
// Verify of a 32-byte digest on parsed signatures, RecoverPublicKey from a
// signature with its recovery id, and the ECDH shared secret (the
// x-coordinate of d·Q).
//
// btcec v2's ECDSA and ECDH are decred's functions re-exported (btcec/v2/ecdsa
// calls dcrec/secp256k1/v4/ecdsa), so the decred rows stand for btcec too.
const GroupSecp256k1 = "secp256k1"

func init() {
	d := testinput.BE(testinput.Element(testinput.NK256, GroupSecp256k1+"/d"), 32)
	peerD := testinput.BE(testinput.Element(testinput.NK256, GroupSecp256k1+"/peer"), 32)
	digest := testinput.Bytes(GroupSecp256k1+"/digest", 32)

	priv, err := ck256.NewPrivateKey(d)
	if err != nil {
		panic("suite: secp256k1: " + err.Error())
	}
	peer, err := ck256.NewPrivateKey(peerD)
	if err != nil {
		panic("suite: secp256k1: " + err.Error())
	}
	sig, err := ck256.Sign(priv, digest, nil)
	if err != nil {
		panic("suite: secp256k1: " + err.Error())
	}
	if _, ok := sig.RecoveryID(); !ok {
		panic("suite: secp256k1: no recovery id")
	}
	pub, peerPub := priv.PublicKey(), peer.PublicKey()
	RegisterImpl(GroupSecp256k1, Curvekit,
		Op{"Sign", func(b *testing.B) {
			var s *ck256.Signature
			for b.Loop() {
				s, _ = ck256.Sign(priv, digest, nil)
			}
			sinkBytes = s.R()
		}},
		Op{"Verify", func(b *testing.B) {
			ok := true
			for b.Loop() {
				ok = ok && ck256.Verify(pub, digest, sig)
			}
			mustBeTrue(b, ok)
		}},
		Op{"RecoverPublicKey", func(b *testing.B) {
			var k *ck256.PublicKey
			for b.Loop() {
				k, _ = ck256.RecoverPublicKey(digest, sig)
			}
			mustBeTrue(b, k != nil && k.Equal(pub))
		}},
		Op{"ECDH", func(b *testing.B) {
			var s []byte
			for b.Loop() {
				s, _ = ck256.ECDH(priv, peerPub)
			}
			sinkBytes = s
		}},
	)

	dPriv := secp256k1.PrivKeyFromBytes(d)
	dPub := dPriv.PubKey()
	dPeerPub := secp256k1.PrivKeyFromBytes(peerD).PubKey()
	dSig := decredecdsa.Sign(dPriv, digest)
	dCompact := decredecdsa.SignCompact(dPriv, digest, true)
	RegisterImpl(GroupSecp256k1, "decred",
		Op{"Sign", func(b *testing.B) {
			var s *decredecdsa.Signature
			for b.Loop() {
				s = decredecdsa.Sign(dPriv, digest)
			}
			sinkBytes = s.Serialize()
		}},
		Op{"Verify", func(b *testing.B) {
			ok := true
			for b.Loop() {
				ok = ok && dSig.Verify(digest, dPub)
			}
			mustBeTrue(b, ok)
		}},
		Op{"RecoverPublicKey", func(b *testing.B) {
			var k *secp256k1.PublicKey
			for b.Loop() {
				k, _, _ = decredecdsa.RecoverCompact(dCompact, digest)
			}
			mustBeTrue(b, k != nil && k.IsEqual(dPub))
		}},
		Op{"ECDH", func(b *testing.B) {
			var s []byte
			for b.Loop() {
				s = secp256k1.GenerateSharedSecret(dPriv, dPeerPub)
			}
			sinkBytes = s
		}},
	)

	registerGnarkK256(d, digest)
}

// gnark-crypto's secp256k1 ECDSA signs with a random nonce from crypto/rand
// (not RFC 6979) and a low s, verifies r ‖ s bytes, and recovers through
// math/big. It has no ECDH.
func registerGnarkK256(d, digest []byte) {
	priv, err := ck256.NewPrivateKey(d)
	if err != nil {
		panic("suite: secp256k1: " + err.Error())
	}
	var g gnarkk256ecdsa.PrivateKey
	if _, err := g.SetBytes(append(priv.PublicKey().Bytes()[1:], d...)); err != nil {
		panic("suite: secp256k1: gnark key: " + err.Error())
	}
	v, r, s, err := g.SignForRecover(digest, nil)
	if err != nil {
		panic("suite: secp256k1: gnark sign: " + err.Error())
	}
	gSig := make([]byte, 64)
	r.FillBytes(gSig[:32])
	s.FillBytes(gSig[32:])
	gPub := &g.PublicKey
	RegisterImpl(GroupSecp256k1, "gnark",
		Op{"Sign", func(b *testing.B) {
			var sig []byte
			for b.Loop() {
				sig, _ = g.Sign(digest, nil)
			}
			sinkBytes = sig
		}},
		Op{"Verify", func(b *testing.B) {
			ok := true
			for b.Loop() {
				valid, _ := gPub.Verify(gSig, digest, nil)
				ok = ok && valid
			}
			mustBeTrue(b, ok)
		}},
		Op{"RecoverPublicKey", func(b *testing.B) {
			var k gnarkk256ecdsa.PublicKey
			var err error
			for b.Loop() {
				err = k.RecoverFrom(digest, v, new(big.Int).Set(r), new(big.Int).Set(s))
			}
			mustBeTrue(b, err == nil && k.Equal(gPub))
		}},
	)
}
