package curvetest

import (
	"bytes"
	"crypto/sha512"
	"fmt"
	"math/big"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/hashes"
)

// The domain separation tags of the hash-to-curve checks.
var (
	dstA = []byte("curvekit-curvetest-V01-CS01-A")
	dstB = []byte("curvekit-curvetest-V01-CS01-B")
)

// hashMessages returns the messages the hash-to-curve checks hash: the empty
// message, the RFC 9380 test messages' shapes and random ones.
func (c *checker) hashMessages() [][]byte {
	msgs := [][]byte{{}, []byte("abc"), []byte("abcdef0123456789"), bytes.Repeat([]byte("a"), 512)}
	for i := range c.cfg.rounds(3) {
		msgs = append(msgs, c.bytes(1+i*7))
	}
	return msgs
}

// checkHashFunc checks the properties every hash_to_curve and
// encode_to_curve function has, whatever the curve: no error for a valid
// DST, an error for an empty one (RFC 9380 §3.1: tags must be nonempty), a
// point of the prime-order subgroup, the same point for the same input,
// different points for different messages and for different tags.
func checkHashFunc[P any](c *checker, f func(msg, dst []byte) (P, error), enc func(P) []byte, inSubgroup func(P) bool) {
	seen := map[string]int{}
	for i, msg := range c.hashMessages() {
		p, err := f(msg, dstA)
		if !c.noError(err, "message %d (%d bytes)", i, len(msg)) {
			continue
		}
		e := enc(p)
		c.check(inSubgroup(p), "message %d: %x is not in the subgroup of order n", i, e)
		if j, ok := seen[string(e)]; ok {
			c.errorf("messages %d and %d hash to the same point %x", j, i, e)
		}
		seen[string(e)] = i
		q, err := f(bytes.Clone(msg), dstA)
		if c.noError(err, "message %d again", i) {
			c.check(bytes.Equal(enc(q), e), "message %d: not deterministic: %x then %x", i, e, enc(q))
		}
		q, err = f(msg, dstB)
		if c.noError(err, "message %d under another DST", i) {
			c.check(!bytes.Equal(enc(q), e), "message %d: two DSTs give the same point %x", i, e)
		}
	}
	_, err := f([]byte("abc"), nil)
	c.isError(err, "an empty DST")
}

// xmd returns the expand_message_xmd with SHA-512 of dst, at k = 128.
func xmd(dst []byte) (hashes.Expander, error) {
	if len(dst) == 0 {
		return nil, fmt.Errorf("empty DST")
	}
	return hashes.NewXMDExpander(sha512.New, dst, 128)
}

// hashCheck runs the hash-to-curve checks on functions that return points
// of type P, read with enc and inSubgroup.
type hashCheck[P any] struct {
	*checker
	enc        func(P) []byte
	inSubgroup func(P) bool
}

// hash runs checkHashFunc on f in the section HashToCurve/name, or
// EncodeToCurve/name when f is not a random oracle.
func (h hashCheck[P]) hash(name string, ro bool, f func(msg, dst []byte) (P, error)) {
	section := "EncodeToCurve/" + name
	if ro {
		section = "HashToCurve/" + name
	}
	h.run(section, func() { checkHashFunc(h.checker, f, h.enc, h.inSubgroup) })
}

// options runs hash on each hash of the WithHash options, reporting one
// that is not a func(msg, dst []byte) (P, error) as "%T is not " + what.
func (h hashCheck[P]) options(hs []hashOption, what string) {
	for _, o := range hs {
		f, ok := o.f.(func(msg, dst []byte) (P, error))
		if !ok {
			h.run("HashToCurve/"+o.name, func() { h.errorf("%T is not %s", o.f, what) })
			continue
		}
		h.hash(o.name, o.ro, f)
	}
}

// enginePoint is an engine point that hashes to its curve (RFC 9380
// hash_to_curve and encode_to_curve), as the Edwards and Weierstrass
// engines' points do.
type enginePoint[P any] interface {
	HashToCurve(msg []byte, exp hashes.Expander) (P, error)
	EncodeToCurve(msg []byte, exp hashes.Expander) (P, error)
	Equal(q P) int
}

// checkEngineHashes checks an engine's own hash_to_curve and
// encode_to_curve, into new points from newPoint, over expand_message_xmd
// with SHA-512: checkHashFunc's properties for each, and that the two give
// different points.
func checkEngineHashes[P enginePoint[P]](h hashCheck[P], newPoint func() P) {
	hash := func(ro bool) func(msg, dst []byte) (P, error) {
		return func(msg, dst []byte) (P, error) {
			exp, err := xmd(dst)
			if err != nil {
				var none P
				return none, err
			}
			if ro {
				return newPoint().HashToCurve(msg, exp)
			}
			return newPoint().EncodeToCurve(msg, exp)
		}
	}
	h.hash("engine", true, hash(true))
	h.hash("engine", false, hash(false))
	h.run("HashToCurve/engine/RO≠NU", func() {
		for i, msg := range h.hashMessages() {
			a, err1 := hash(true)(msg, dstA)
			b, err2 := hash(false)(msg, dstA)
			if h.noError(err1, "message %d", i) && h.noError(err2, "message %d", i) {
				h.check(a.Equal(b) == 0, "message %d: hash_to_curve = encode_to_curve", i)
			}
		}
	})
}

// testHashes checks the engine's own hash-to-curve, when the curve has SSWU
// parameters: MapToCurve of random field elements, and hash_to_curve and
// encode_to_curve over expand_message_xmd with SHA-512.
func (w *wRun[E, S]) testHashes() {
	c := w.c
	if !c.HasSSWU() {
		return
	}
	w.run("MapToCurve", func() {
		f := c.Field()
		for i := range w.cfg.rounds(8) {
			var u E
			if i > 0 {
				if !w.noError(f.SetWideBytes(&u, w.bytes(f.ByteLen()+8)), "SetWideBytes") {
					return
				}
			}
			p, err := c.NewIdentityPoint().MapToCurve(&u)
			if !w.noError(err, "MapToCurve(u%d)", i) {
				continue
			}
			w.check(w.m.onCurve(w.model(p)), "MapToCurve(u%d) is off the curve", i)
			w.check(w.inSubgroup(p), "MapToCurve(u%d) is not in the subgroup", i)
			q, err := c.NewIdentityPoint().MapToCurve(&u)
			w.check(err == nil && q.Equal(p) == 1, "MapToCurve(u%d) is not deterministic", i)
		}
	})
	checkEngineHashes(w.hashCheck(), c.NewIdentityPoint)
}

// inSubgroup reports whether n·p = O, computed as (n−1)·p + p.
func (w *wRun[E, S]) inSubgroup(p *weierstrass.Point[E, S]) bool {
	nm1 := new(weierstrass.Point[E, S]).ScalarMult(w.scalar(new(big.Int).Sub(w.m.n, bigOne)), p)
	if nm1.Add(nm1, p).IsIdentity() != 1 {
		return false
	}
	// Every point is in the subgroup when h = 1; otherwise ask the model too.
	return w.c.Cofactor().Cmp(bigOne) == 0 || w.m.mul(w.m.n, w.model(p)).inf
}

// hashCheck returns the hash checks of the curve's points.
func (w *wRun[E, S]) hashCheck() hashCheck[*weierstrass.Point[E, S]] {
	return hashCheck[*weierstrass.Point[E, S]]{w.checker, (*weierstrass.Point[E, S]).Bytes, w.inSubgroup}
}
