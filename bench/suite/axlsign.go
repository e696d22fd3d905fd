package suite

import (
	"testing"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/definitions/axlsign"
	"github.com/curvekit/curvekit/definitions/ed25519"
)

// GroupAxlsign is the legacy signature scheme of curve25519-js (axlsign),
// Ed25519-style signatures under an X25519 key pair: Sign with the
// deterministic nonce (random = nil), SignRandom with 64 bytes of randomness
// (Signal's curve25519_sign), SignerSign (the same signature from an
// axlsign.Signer, which computes the Edwards public key A once), and Verify.
// Its peer is curvekit's own Ed25519 (impl curvekit-ed25519), the scheme it
// is built from: the target is axlsign within 1.2× of it, on the same
// message. One-shot Sign must compute A = a·B besides R = r·B, a second
// fixed-base multiplication that Ed25519 signing never does (its private
// key carries A); SignerSign is the like-for-like row.
const GroupAxlsign = "axlsign"

func init() {
	kp, err := axlsign.GenerateKeyPair(testinput.Bytes(GroupAxlsign+"/seed", axlsign.SeedSize))
	if err != nil {
		panic("suite: axlsign: " + err.Error())
	}
	msg := testinput.Bytes(GroupAxlsign+"/msg", sigMessageLen)
	random := testinput.Bytes(GroupAxlsign+"/random", 64)
	sig, err := axlsign.Sign(kp.Private, msg, nil)
	if err != nil {
		panic("suite: axlsign: " + err.Error())
	}
	signer, err := axlsign.NewSigner(kp.Private)
	if err != nil {
		panic("suite: axlsign: " + err.Error())
	}
	RegisterImpl(GroupAxlsign, Curvekit,
		Op{"Sign", func(b *testing.B) {
			var s []byte
			for b.Loop() {
				s, _ = axlsign.Sign(kp.Private, msg, nil)
			}
			sinkBytes = s
		}},
		Op{"SignRandom", func(b *testing.B) {
			var s []byte
			for b.Loop() {
				s, _ = axlsign.Sign(kp.Private, msg, random)
			}
			sinkBytes = s
		}},
		Op{"SignerSign", func(b *testing.B) {
			var s []byte
			for b.Loop() {
				s, _ = signer.Sign(msg, nil)
			}
			sinkBytes = s
		}},
		Op{"Verify", func(b *testing.B) {
			ok := true
			for b.Loop() {
				ok = ok && axlsign.Verify(kp.Public, msg, sig)
			}
			mustBeTrue(b, ok)
		}},
	)

	f := newEd25519Fixture(GroupAxlsign + "/ed25519")
	priv, pub := ed25519.PrivateKey(f.priv), ed25519.PublicKey(f.pub)
	sign := func(b *testing.B) {
		var s []byte
		for b.Loop() {
			s, _ = ed25519.Sign(priv, msg)
		}
		sinkBytes = s
	}
	edSig, err := ed25519.Sign(priv, msg)
	if err != nil {
		panic("suite: axlsign: " + err.Error())
	}
	RegisterImpl(GroupAxlsign, "curvekit-ed25519",
		Op{"Sign", sign},
		Op{"SignRandom", sign},
		Op{"SignerSign", sign},
		Op{"Verify", func(b *testing.B) {
			ok := true
			for b.Loop() {
				ok = ok && ed25519.Verify(pub, msg, edSig)
			}
			mustBeTrue(b, ok)
		}},
	)
}
