package suite

import (
	"testing"

	circlgroup "github.com/cloudflare/circl/group"
	gtank "github.com/gtank/ristretto255"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/definitions/ristretto255"
)

// GroupRistretto255 is the prime-order group ristretto255 (RFC 9496 §4):
// ScalarBaseMult and ScalarMult (constant time, encoded outside the loop),
// Encode and Decode of an element, the 64-byte uniform map
// (FromUniformBytes) and hash-to-group with expand_message_xmd(SHA-512)
// (HashToElement, a 32-byte message).
const GroupRistretto255 = "ristretto255"

var (
	sinkR255      *ristretto255.Element
	sinkGtankR255 *gtank.Element
	sinkCirclElem circlgroup.Element
	sinkBytes255  []byte
)

// Every implementation gets the same 64-byte scalar input (reduced), the
// same element (the map of a fixed 64-byte string), message and tag.
func init() {
	wide := testinput.Bytes(GroupRistretto255+"/scalar", 64)
	uniform := testinput.Bytes(GroupRistretto255+"/uniform", 64)
	msg := testinput.Bytes(GroupRistretto255+"/msg", 32)
	dst := []byte("curvekit-bench-ristretto255")

	s, _ := new(ristretto255.Scalar).SetUniformBytes(wide)
	P, _ := new(ristretto255.Element).SetUniformBytes(uniform)
	enc := P.Bytes()
	RegisterImpl(GroupRistretto255, Curvekit,
		Op{"ScalarBaseMult", func(b *testing.B) {
			v := new(ristretto255.Element)
			for b.Loop() {
				v.ScalarBaseMult(s)
			}
			sinkR255 = v
		}},
		Op{"ScalarMult", func(b *testing.B) {
			v := new(ristretto255.Element)
			for b.Loop() {
				v.ScalarMult(s, P)
			}
			sinkR255 = v
		}},
		Op{"Encode", func(b *testing.B) {
			var buf [32]byte
			var out []byte
			for b.Loop() {
				out = P.AppendBytes(buf[:0])
			}
			sinkBytes255 = out
		}},
		Op{"Decode", func(b *testing.B) {
			v := new(ristretto255.Element)
			for b.Loop() {
				if _, err := v.SetCanonicalBytes(enc); err != nil {
					b.Fatal(err)
				}
			}
			sinkR255 = v
		}},
		Op{"FromUniformBytes", func(b *testing.B) {
			v := new(ristretto255.Element)
			for b.Loop() {
				v.SetUniformBytes(uniform)
			}
			sinkR255 = v
		}},
		Op{"HashToElement", func(b *testing.B) {
			v := new(ristretto255.Element)
			for b.Loop() {
				v.HashToElement(msg, dst)
			}
			sinkR255 = v
		}},
	)

	gs := new(gtank.Scalar).FromUniformBytes(wide)
	gP := new(gtank.Element).FromUniformBytes(uniform)
	RegisterImpl(GroupRistretto255, "gtank",
		Op{"ScalarBaseMult", func(b *testing.B) {
			v := gtank.NewElement()
			for b.Loop() {
				v.ScalarBaseMult(gs)
			}
			sinkGtankR255 = v
		}},
		Op{"ScalarMult", func(b *testing.B) {
			v := gtank.NewElement()
			for b.Loop() {
				v.ScalarMult(gs, gP)
			}
			sinkGtankR255 = v
		}},
		Op{"Encode", func(b *testing.B) {
			var buf [32]byte
			var out []byte
			for b.Loop() {
				out = gP.Encode(buf[:0])
			}
			sinkBytes255 = out
		}},
		Op{"Decode", func(b *testing.B) {
			v := gtank.NewElement()
			for b.Loop() {
				if err := v.Decode(enc); err != nil {
					b.Fatal(err)
				}
			}
			sinkGtankR255 = v
		}},
		Op{"FromUniformBytes", func(b *testing.B) {
			v := gtank.NewElement()
			for b.Loop() {
				v.FromUniformBytes(uniform)
			}
			sinkGtankR255 = v
		}},
	)

	cg := circlgroup.Ristretto255
	cs := cg.NewScalar()
	if err := cs.UnmarshalBinary(s.Bytes()); err != nil {
		panic("suite: ristretto255: " + err.Error())
	}
	cP := cg.NewElement()
	if err := cP.UnmarshalBinary(enc); err != nil {
		panic("suite: ristretto255: " + err.Error())
	}
	RegisterImpl(GroupRistretto255, "circl",
		Op{"ScalarBaseMult", func(b *testing.B) {
			v := cg.NewElement()
			for b.Loop() {
				v.MulGen(cs)
			}
			sinkCirclElem = v
		}},
		Op{"ScalarMult", func(b *testing.B) {
			v := cg.NewElement()
			for b.Loop() {
				v.Mul(cP, cs)
			}
			sinkCirclElem = v
		}},
		Op{"Encode", func(b *testing.B) {
			var out []byte
			for b.Loop() {
				out, _ = cP.MarshalBinary()
			}
			sinkBytes255 = out
		}},
		Op{"Decode", func(b *testing.B) {
			v := cg.NewElement()
			for b.Loop() {
				if err := v.UnmarshalBinary(enc); err != nil {
					b.Fatal(err)
				}
			}
			sinkCirclElem = v
		}},
		Op{"HashToElement", func(b *testing.B) {
			var v circlgroup.Element
			for b.Loop() {
				v = cg.HashToElement(msg, dst)
			}
			sinkCirclElem = v
		}},
	)
}
