package suite

import (
	"testing"

	circlx448 "github.com/cloudflare/circl/dh/x448"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/definitions/x448"
)

// GroupX448 is the Diffie–Hellman function X448 (RFC 7748 §5): a shared
// secret (op X448) and a public key (op PublicKey, fixed-base).
const GroupX448 = "x448"

// Both implementations take the same 56-byte private key and peer public key.
func init() {
	priv := testinput.Bytes(GroupX448+"/priv", x448.ScalarSize)
	peer, err := x448.PublicKey(testinput.Bytes(GroupX448+"/peer", x448.ScalarSize))
	if err != nil {
		panic("suite: x448: " + err.Error())
	}

	RegisterImpl(GroupX448, Curvekit,
		Op{"X448", func(b *testing.B) {
			var s []byte
			for b.Loop() {
				s, _ = x448.X448(priv, peer)
			}
			sinkBytes = s
		}},
		Op{"PublicKey", func(b *testing.B) {
			var p []byte
			for b.Loop() {
				p, _ = x448.PublicKey(priv)
			}
			sinkBytes = p
		}},
	)

	var cPriv, cPeer circlx448.Key
	copy(cPriv[:], priv)
	copy(cPeer[:], peer)
	RegisterImpl(GroupX448, "circl",
		Op{"X448", func(b *testing.B) {
			var s circlx448.Key
			for b.Loop() {
				circlx448.Shared(&s, &cPriv, &cPeer)
			}
			sinkBytes = s[:]
		}},
		Op{"PublicKey", func(b *testing.B) {
			var p circlx448.Key
			for b.Loop() {
				circlx448.KeyGen(&p, &cPriv)
			}
			sinkBytes = p[:]
		}},
	)
}
