package suite

import (
	"testing"

	circled448 "github.com/cloudflare/circl/sign/ed448"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/definitions/ed448"
)

// GroupEd448 is the signature scheme Ed448 (RFC 8032 §5.2) with the empty
// context: key generation from a seed, signing and verification.
const GroupEd448 = "ed448"

// Both implementations use RFC 8032's key layout (57-byte seed ‖ 57-byte
// public key), so they are measured on the same bytes.
func init() {
	seed := testinput.Bytes(GroupEd448+"/seed", ed448.SeedSize)
	msg := testinput.Bytes(GroupEd448+"/msg", sigMessageLen)
	priv := circled448.NewKeyFromSeed(seed)
	pub := circled448.PublicKey(priv[ed448.SeedSize:])
	sig := circled448.Sign(priv, msg, "")

	ckPriv := ed448.PrivateKey(priv)
	ckPub := ed448.PublicKey(pub)
	RegisterImpl(GroupEd448, Curvekit,
		Op{"NewKeyFromSeed", func(b *testing.B) {
			var k ed448.PrivateKey
			for b.Loop() {
				k, _ = ed448.NewKeyFromSeed(seed)
			}
			sinkBytes = k
		}},
		Op{"Sign", func(b *testing.B) {
			var s []byte
			for b.Loop() {
				s, _ = ed448.Sign(ckPriv, msg, "")
			}
			sinkBytes = s
		}},
		Op{"Verify", func(b *testing.B) {
			ok := true
			for b.Loop() {
				ok = ok && ed448.Verify(ckPub, msg, sig, "")
			}
			mustBeTrue(b, ok)
		}},
	)

	RegisterImpl(GroupEd448, "circl",
		Op{"NewKeyFromSeed", func(b *testing.B) {
			var k circled448.PrivateKey
			for b.Loop() {
				k = circled448.NewKeyFromSeed(seed)
			}
			sinkBytes = k
		}},
		Op{"Sign", func(b *testing.B) {
			var s []byte
			for b.Loop() {
				s = circled448.Sign(priv, msg, "")
			}
			sinkBytes = s
		}},
		Op{"Verify", func(b *testing.B) {
			ok := true
			for b.Loop() {
				ok = ok && circled448.Verify(pub, msg, sig, "")
			}
			mustBeTrue(b, ok)
		}},
	)
}
