package axlsign

import (
	"fmt"

	"github.com/curvekit/curvekit/definitions/x25519"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fp25519"
)

// Signer holds a private key with its Edwards public key A = a·B computed
// once. Sign must compute A for every signature, a second fixed-base
// multiplication besides R = r·B, which makes it 1.5 to 1.7 times as slow
// as Ed25519 signing (whose private keys carry the public key); a Signer's
// Sign costs what Ed25519's does. Signatures are identical to Sign's. A Signer is
// safe for concurrent use; it holds the private key until it is garbage.
type Signer struct {
	a      [32]byte        // the clamped private key
	s      fn25519.Element // a mod ℓ
	edpk   [32]byte        // A, with its sign bit
	public []byte          // the X25519 public key
}

// NewSigner returns a Signer for the 32-byte private key (clamped first).
// It runs in time independent of the key.
func NewSigner(private []byte) (*Signer, error) {
	if len(private) != PrivateKeySize {
		return nil, fmt.Errorf("axlsign: private key is %d bytes, want %d", len(private), PrivateKeySize)
	}
	sg := &Signer{public: make([]byte, PublicKeySize)}
	copy(sg.a[:], private)
	clamp(sg.a[:])
	reduce(&sg.s, sg.a[:])
	st := getState()
	defer st.put()
	st.p.ScalarBaseMult(&sg.s)
	copy(sg.edpk[:], st.p.AppendBytes(st.enc[:0]))
	// The X25519 public key is u = (1 + y)/(1 − y) of A (RFC 7748 §4.1),
	// which saves the ladder: y ≠ 1 as A is not the identity.
	var fp fp25519.Field
	y := sg.edpk
	y[31] &= 0x7f
	if err := fp.SetBytes(&st.y, y[:]); err != nil {
		panic("axlsign: internal error: " + err.Error())
	}
	c := x25519.Curve()
	c.EdwardsU(&st.u, &st.y)
	c.EncodeU(sg.public, &st.u)
	return sg, nil
}

// PublicKey returns the X25519 public key of the signer's private key.
func (sg *Signer) PublicKey() []byte { return append([]byte(nil), sg.public...) }

// Sign is Sign(private, msg, random) for the signer's private key.
func (sg *Signer) Sign(msg, random []byte) ([]byte, error) {
	if random != nil && len(random) != RandomSize {
		return nil, fmt.Errorf("axlsign: random is %d bytes, want %d (or nil)", len(random), RandomSize)
	}
	sig := make([]byte, SignatureSize)
	st := getState()
	defer st.put()
	st.a, st.s, st.edpk = sg.a, sg.s, sg.edpk
	st.signWithKey(sig, msg, random)
	return sig, nil
}

// SignMessage is SignMessage(private, msg, random) for the signer's
// private key.
func (sg *Signer) SignMessage(msg, random []byte) ([]byte, error) {
	sig, err := sg.Sign(msg, random)
	if err != nil {
		return nil, err
	}
	return append(sig, msg...), nil
}
