package suite

import (
	"crypto/ecdh"
	"testing"

	circlx25519 "github.com/cloudflare/circl/dh/x25519"
	xcurve25519 "golang.org/x/crypto/curve25519"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/definitions/x25519"
)

// GroupX25519 is the Diffie–Hellman function X25519 (RFC 7748 §5): a shared
// secret from a private key and a peer's public key (op X25519), and a
// public key from a private key (op PublicKey, a fixed-base multiplication).
const GroupX25519 = "x25519"

// Every implementation takes the same 32-byte private key and peer public
// key (the public key of another derived private key). crypto/ecdh works on
// parsed key objects, made outside the loop, as a user holding keys would;
// its PublicKey is NewPrivateKey, which computes the public key (with the
// ladder). x/crypto's curve25519 (impl xcrypto) is a thin layer over crypto/ecdh.
func init() {
	priv := testinput.Bytes(GroupX25519+"/priv", 32)
	peerPriv := testinput.Bytes(GroupX25519+"/peer", 32)
	peer, err := x25519.PublicKey(peerPriv)
	if err != nil {
		panic("suite: x25519: " + err.Error())
	}

	RegisterImpl(GroupX25519, Curvekit,
		Op{"X25519", func(b *testing.B) {
			var s []byte
			for b.Loop() {
				s, _ = x25519.X25519(priv, peer)
			}
			sinkBytes = s
		}},
		Op{"PublicKey", func(b *testing.B) {
			var p []byte
			for b.Loop() {
				p, _ = x25519.PublicKey(priv)
			}
			sinkBytes = p
		}},
	)

	ePriv, err := ecdh.X25519().NewPrivateKey(priv)
	if err != nil {
		panic("suite: x25519: " + err.Error())
	}
	ePeer, err := ecdh.X25519().NewPublicKey(peer)
	if err != nil {
		panic("suite: x25519: " + err.Error())
	}
	RegisterImpl(GroupX25519, "stdlib",
		Op{"X25519", func(b *testing.B) {
			var s []byte
			for b.Loop() {
				s, _ = ePriv.ECDH(ePeer)
			}
			sinkBytes = s
		}},
		Op{"PublicKey", func(b *testing.B) {
			var k *ecdh.PrivateKey
			for b.Loop() {
				k, _ = ecdh.X25519().NewPrivateKey(priv)
			}
			sinkBytes = k.PublicKey().Bytes()
		}},
	)

	RegisterImpl(GroupX25519, "xcrypto",
		Op{"X25519", func(b *testing.B) {
			var s []byte
			for b.Loop() {
				s, _ = xcurve25519.X25519(priv, peer)
			}
			sinkBytes = s
		}},
		Op{"PublicKey", func(b *testing.B) {
			var p []byte
			for b.Loop() {
				p, _ = xcurve25519.X25519(priv, xcurve25519.Basepoint)
			}
			sinkBytes = p
		}},
	)

	var cPriv, cPeer circlx25519.Key
	copy(cPriv[:], priv)
	copy(cPeer[:], peer)
	RegisterImpl(GroupX25519, "circl",
		Op{"X25519", func(b *testing.B) {
			var s circlx25519.Key
			for b.Loop() {
				circlx25519.Shared(&s, &cPriv, &cPeer)
			}
			sinkBytes = s[:]
		}},
		Op{"PublicKey", func(b *testing.B) {
			var p circlx25519.Key
			for b.Loop() {
				circlx25519.KeyGen(&p, &cPriv)
			}
			sinkBytes = p[:]
		}},
	)
}
