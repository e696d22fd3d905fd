package suite

import (
	"testing"

	"github.com/btcsuite/btcd/btcec/v2"
	btcschnorr "github.com/btcsuite/btcd/btcec/v2/schnorr"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/definitions/secp256k1/schnorr"
)

// GroupBIP340 is Schnorr signatures over secp256k1 as BIP-340 specifies
// them: Sign with 32 bytes of auxiliary randomness and Verify against an
// x-only public key, of a 32-byte message (btcec signs 32-byte hashes only).
const GroupBIP340 = "bip340"

// Both sides hold parsed keys (the x-only public key lifted to a point
// outside the loop) and verify the signature from its 64 bytes. btcec signs
// with FastSign, which skips the verification of the new signature that
// BIP-340 recommends; curvekit's Sign does not verify either.
func init() {
	d := testinput.BE(testinput.Element(testinput.NK256, GroupBIP340+"/d"), 32)
	msg := testinput.Bytes(GroupBIP340+"/msg", 32)
	aux := testinput.Bytes(GroupBIP340+"/aux", 32)

	priv, err := schnorr.NewPrivateKey(d)
	if err != nil {
		panic("suite: bip340: " + err.Error())
	}
	pub := priv.PublicKey()
	sig, err := schnorr.Sign(priv, msg, aux)
	if err != nil {
		panic("suite: bip340: " + err.Error())
	}
	RegisterImpl(GroupBIP340, Curvekit,
		Op{"Sign", func(b *testing.B) {
			var s []byte
			for b.Loop() {
				s, _ = schnorr.Sign(priv, msg, aux)
			}
			sinkBytes = s
		}},
		Op{"Verify", func(b *testing.B) {
			ok := true
			for b.Loop() {
				ok = ok && schnorr.Verify(pub, msg, sig)
			}
			mustBeTrue(b, ok)
		}},
	)

	bPriv, _ := btcec.PrivKeyFromBytes(d)
	bPub, err := btcschnorr.ParsePubKey(pub.Bytes())
	if err != nil {
		panic("suite: bip340: btcec: " + err.Error())
	}
	var auxArr [32]byte
	copy(auxArr[:], aux)
	RegisterImpl(GroupBIP340, "btcec",
		Op{"Sign", func(b *testing.B) {
			var s *btcschnorr.Signature
			for b.Loop() {
				s, _ = btcschnorr.Sign(bPriv, msg, btcschnorr.CustomNonce(auxArr), btcschnorr.FastSign())
			}
			sinkBytes = s.Serialize()
		}},
		Op{"Verify", func(b *testing.B) {
			ok := true
			for b.Loop() {
				s, err := btcschnorr.ParseSignature(sig)
				ok = ok && err == nil && s.Verify(msg, bPub)
			}
			mustBeTrue(b, ok)
		}},
	)
}
