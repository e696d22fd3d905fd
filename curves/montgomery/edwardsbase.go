package montgomery

import (
	"sync"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/field"
)

// EdwardsBaseMult returns a BaseMultFunc that computes k·G with the
// fixed-base tables of the twisted Edwards curve ed, for a Montgomery curve
// birationally equivalent to it through u = (1 + y)/(1 − y) with G the image
// of ed's generator — curve25519 and edwards25519 (RFC 7748 §4.1), whose
// generators (u = 9, y = 4/5) correspond. The scalar, ScalarSize bytes
// little-endian, is reduced modulo ed's order n, which leaves k·G unchanged
// since G has order n; it must be at most twice as long as ed's scalars.
// The result (Z + Y : Z − Y), from the extended coordinates of k·G, is the
// u-coordinate, with no inversion. New checks the correspondence.
//
// The returned function is as constant time as ed's ScalarBaseMult, and
// allocates nothing in the steady state.
func EdwardsBaseMult[E, S any](ed *edwards.Curve[E, S]) BaseMultFunc[E] {
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
	return func(u, w *E, k []byte) {
		st := pool.Get().(*state)
		buf := st.buf[:len(k)]
		copy(buf, k)
		if fs.ByteOrder() == field.BigEndian {
			for i, j := 0, len(buf)-1; i < j; i, j = i+1, j-1 {
				buf[i], buf[j] = buf[j], buf[i]
			}
		}
		if err := fs.SetWideBytes(&st.s, buf); err != nil {
			panic("montgomery: EdwardsBaseMult: scalar too long for the Edwards curve: " + err.Error())
		}
		st.p.ScalarBaseMult(&st.s)
		st.x, st.y, st.z, st.t = st.p.ExtendedCoordinates()
		f.Add(u, &st.z, &st.y)
		f.Sub(w, &st.z, &st.y)
		var zero S
		var zeroE E
		st.s = zero
		st.x, st.y, st.z, st.t = zeroE, zeroE, zeroE, zeroE
		clear(buf)
		pool.Put(st)
	}
}
