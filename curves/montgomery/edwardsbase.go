package montgomery

import (
	"errors"
	"fmt"
	"sync"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/field"
)

// EdwardsMap names a group homomorphism from a twisted Edwards curve onto
// a Montgomery curve that EdwardsBaseMult can apply to the projective
// coordinates (X : Y : Z) of a point without an inversion.
type EdwardsMap int

const (
	// Birational is u = (1 + y)/(1 − y), the isomorphism between
	// edwards25519 and curve25519 of RFC 7748 §4.1 (and between any twisted
	// Edwards curve and the Montgomery curve with A = 2(a + d)/(a − d),
	// B = 4/(a − d), up to scaling v): (Z + Y : Z − Y).
	Birational EdwardsMap = iota
	// Isogeny4 is u = y²/x², the 4-isogeny from edwards448 to curve448 of
	// RFC 7748 §4.2: (Y² : X²). It maps edwards448's generator to u = 5.
	Isogeny4
)

// EdwardsBaseMult returns a BaseMultFunc that computes k·G with the
// fixed-base tables of the twisted Edwards curve ed and the map m to the
// Montgomery curve, for a Montgomery base point G that is the image of ed's
// generator B — curve25519 and edwards25519 (u = 9, y = 4/5) with
// Birational, curve448 and edwards448 with Isogeny4. As m is a group
// homomorphism, k·G = m(k·B). The scalar, ScalarSize bytes little-endian, is
// reduced modulo ed's order n, which leaves k·B unchanged; it must be at
// most twice as long as ed's scalars, and the function returns an error for
// a longer one (and for a nil ed). The projective u comes from the
// extended coordinates of k·B with no inversion. New checks the result
// against the ladder.
//
// The returned function is as constant time as ed's ScalarBaseMult, and
// allocates nothing in the steady state.
func EdwardsBaseMult[E, S any](ed *edwards.Curve[E, S], m EdwardsMap) BaseMultFunc[E] {
	if ed == nil {
		return func(u, w *E, k []byte) error { return errors.New("montgomery: EdwardsBaseMult on a nil Edwards curve") }
	}
	fs := ed.ScalarField()
	f := ed.Field()
	type state struct {
		p          *edwards.Point[E, S]
		s          S
		x, y, z, t E // k·G in extended coordinates
		buf        []byte
	}
	pool := sync.Pool{New: func() any {
		return &state{p: ed.NewIdentityPoint(), buf: make([]byte, 2*fs.ByteLen())}
	}}
	return func(u, w *E, k []byte) error {
		if len(k) > 2*fs.ByteLen() {
			return fmt.Errorf("montgomery: EdwardsBaseMult: scalar of %d bytes, more than twice the Edwards curve's %d", len(k), fs.ByteLen())
		}
		st := pool.Get().(*state)
		buf := st.buf[:len(k)]
		copy(buf, k)
		if fs.ByteOrder() == field.BigEndian {
			for i, j := 0, len(buf)-1; i < j; i, j = i+1, j-1 {
				buf[i], buf[j] = buf[j], buf[i]
			}
		}
		if err := fs.SetWideBytes(&st.s, buf); err != nil {
			clear(buf)
			pool.Put(st)
			return fmt.Errorf("montgomery: EdwardsBaseMult: %w", err)
		}
		st.p.ScalarBaseMult(&st.s)
		st.x, st.y, st.z, st.t = st.p.ExtendedCoordinates()
		if m == Isogeny4 {
			f.Square(u, &st.y)
			f.Square(w, &st.x)
		} else {
			f.Add(u, &st.z, &st.y)
			f.Sub(w, &st.z, &st.y)
		}
		var zero S
		var zeroE E
		st.s = zero
		st.x, st.y, st.z, st.t = zeroE, zeroE, zeroE, zeroE
		clear(buf)
		pool.Put(st)
		return nil
	}
}
