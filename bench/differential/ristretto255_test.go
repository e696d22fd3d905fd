package differential

import (
	"bytes"
	"strconv"
	"testing"

	circlgroup "github.com/cloudflare/circl/group"
	gtank "github.com/gtank/ristretto255"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/definitions/ristretto255"
)

// TestRistretto255AgainstPeers maps random 64-byte strings to elements,
// multiplies them and the generator by random scalars, adds, and decodes,
// in curvekit, gtank/ristretto255 and circl's group.Ristretto255, comparing
// encodings throughout; it also hashes messages to elements and scalars
// against circl (RFC 9380's hash_to_ristretto255 and RFC 9497's
// HashToScalar).
func TestRistretto255AgainstPeers(t *testing.T) {
	cg := circlgroup.Ristretto255
	for i := range 64 {
		label := "ristretto255/" + strconv.Itoa(i)
		u := testinput.Bytes(label+"/uniform", 64)
		wide := testinput.Bytes(label+"/scalar", 64)

		// The uniform map.
		e, err := new(ristretto255.Element).SetUniformBytes(u)
		require.NoError(t, err)
		ge := new(gtank.Element).FromUniformBytes(u)
		enc := e.Bytes()
		require.Equal(t, ge.Encode(nil), enc, "%s: map", label)

		// Scalars: uniform reduction and canonical encodings.
		s, err := new(ristretto255.Scalar).SetUniformBytes(wide)
		require.NoError(t, err)
		gs := new(gtank.Scalar).FromUniformBytes(wide)
		require.Equal(t, gs.Encode(nil), s.Bytes(), "%s: scalar", label)
		cs := cg.NewScalar()
		require.NoError(t, cs.UnmarshalBinary(s.Bytes()))

		// Decoding.
		ce := cg.NewElement()
		require.NoError(t, ce.UnmarshalBinary(enc))
		require.NoError(t, ge.Decode(enc))

		// ScalarMult and ScalarBaseMult.
		p := new(ristretto255.Element).ScalarMult(s, e)
		gp := new(gtank.Element).ScalarMult(gs, ge)
		cp := cg.NewElement().Mul(ce, cs)
		cpEnc, err := cp.MarshalBinary()
		require.NoError(t, err)
		require.Equal(t, gp.Encode(nil), p.Bytes(), "%s: ScalarMult vs gtank", label)
		require.Equal(t, cpEnc, p.Bytes(), "%s: ScalarMult vs circl", label)
		b := new(ristretto255.Element).ScalarBaseMult(s)
		gb := new(gtank.Element).ScalarBaseMult(gs)
		cb, err := cg.NewElement().MulGen(cs).MarshalBinary()
		require.NoError(t, err)
		require.Equal(t, gb.Encode(nil), b.Bytes(), "%s: ScalarBaseMult vs gtank", label)
		require.Equal(t, cb, b.Bytes(), "%s: ScalarBaseMult vs circl", label)

		// Addition, then a decode of the sum in every implementation.
		sum := new(ristretto255.Element).Add(p, b).Bytes()
		require.Equal(t, new(gtank.Element).Add(gp, gb).Encode(nil), sum, "%s: Add", label)
		back, err := new(ristretto255.Element).SetCanonicalBytes(sum)
		require.NoError(t, err)
		require.Equal(t, sum, back.Bytes())

		// A random 32-byte string: both decoders must agree on validity.
		raw := testinput.Bytes(label+"/raw", 32)
		raw[0] &^= 1 // even, so that about one in eight decodes
		_, err = new(ristretto255.Element).SetCanonicalBytes(raw)
		gErr := new(gtank.Element).Decode(raw)
		cErr := cg.NewElement().UnmarshalBinary(raw)
		assert.Equal(t, gErr == nil, err == nil, "%s: decode %x vs gtank", label, raw)
		assert.Equal(t, cErr == nil, err == nil, "%s: decode %x vs circl", label, raw)

		// Hash to element and to scalar.
		msg, dst := testinput.Bytes(label+"/msg", i), []byte("curvekit-differential-"+strconv.Itoa(i))
		h, err := new(ristretto255.Element).HashToElement(msg, dst)
		require.NoError(t, err)
		ch, err := cg.HashToElement(msg, dst).MarshalBinary()
		require.NoError(t, err)
		require.Equal(t, ch, h.Bytes(), "%s: HashToElement", label)
		hs, err := new(ristretto255.Scalar).HashToScalar(msg, dst)
		require.NoError(t, err)
		chs, err := cg.HashToScalar(msg, dst).MarshalBinary()
		require.NoError(t, err)
		require.True(t, bytes.Equal(chs, hs.Bytes()), "%s: HashToScalar", label)
	}
}
