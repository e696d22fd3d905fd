package axlsign

import (
	"crypto/sha512"
	"hash"
	"sync"

	"github.com/curvekit/curvekit/definitions/ed25519"
	"github.com/curvekit/curvekit/field/fn25519"
	"github.com/curvekit/curvekit/field/fp25519"
)

// state is the working memory of one Sign or Verify, recycled through a
// sync.Pool so that neither allocates beyond its result.
type state struct {
	h       hash.Hash
	digest  [64]byte
	a       [32]byte // the clamped private key (secret)
	edpk    [32]byte // the Edwards public key with its sign bit
	rEnc    [32]byte // R
	sb      [32]byte // S, little-endian
	sig64   [64]byte // a signature with bit 255 of S cleared, for ed25519.Verify
	enc     []byte   // one or two encoded points, capacity 64
	s, r, k fn25519.Element
	sig     fn25519.Element
	u, y    fp25519.Element
	p, q    *ed25519.Point
}

var pool = sync.Pool{New: func() any {
	return &state{
		h:   sha512.New(),
		enc: make([]byte, 0, 64),
		p:   ed25519.Curve().NewIdentityPoint(),
		q:   ed25519.Curve().NewIdentityPoint(),
	}
}}

// getState takes a state from the pool.
func getState() *state { return pool.Get().(*state) }

// put wipes the secrets of st and returns it to the pool.
func (st *state) put() {
	var zero fn25519.Element
	st.s, st.r, st.k, st.sig = zero, zero, zero, zero
	clear(st.a[:])
	clear(st.digest[:])
	st.h.Reset()
	pool.Put(st)
}

// reduce sets z to the little-endian integer b (at most 64 bytes) mod ℓ.
func reduce(z *fn25519.Element, b []byte) {
	if err := (fn25519.Field{}).SetWideBytes(z, b); err != nil {
		panic("axlsign: internal error: " + err.Error())
	}
}
