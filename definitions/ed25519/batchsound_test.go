package ed25519

import (
	"fmt"
	"io"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// repeatReader returns its pattern over and over.
type repeatReader struct {
	pattern []byte
	i       int
}

func (r *repeatReader) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = r.pattern[r.i%len(r.pattern)]
		r.i++
	}
	return len(p), nil
}

// orderL is ℓ = 2^252 + 27742317777372353535851937790883648493 (RFC 8032 §5.1).
var orderL, _ = new(big.Int).SetString("7237005577332262213973186563042994240857116359379907606001950938285454250989", 10)

// shiftedS returns sig with S replaced by S + delta mod ℓ.
func shiftedS(sig []byte, delta int64) []byte {
	le := slices.Clone(sig[32:])
	slices.Reverse(le)
	v := new(big.Int).SetBytes(le)
	v.Add(v, big.NewInt(delta)).Mod(v, orderL)
	out := slices.Clone(sig)
	clear(out[32:])
	v.FillBytes(out[32:])
	slices.Reverse(out[32:])
	return out
}

// TestBatchVerifierPredictableReaders checks that BatchVerifier never
// accepts an invalid signature, whatever its random source returns: all
// zeros, a constant, a short cycle. The invalid batches are those that
// raw-byte coefficients accepted: signatures over the wrong message, and
// pairs whose S are shifted by +δ and −δ.
func TestBatchVerifierPredictableReaders(t *testing.T) {
	pubs, msgs, sigs := batchFixture(t, 10)
	readers := map[string]func() io.Reader{
		"zeros":       func() io.Reader { return &repeatReader{pattern: []byte{0}} },
		"0x01":        func() io.Reader { return &repeatReader{pattern: []byte{1}} },
		"0xff":        func() io.Reader { return &repeatReader{pattern: []byte{0xff}} },
		"cycle of 16": func() io.Reader { return &repeatReader{pattern: []byte("0123456789abcdef")} },
		"cycle of 3":  func() io.Reader { return &repeatReader{pattern: []byte("abc")} },
	}
	type entry struct {
		pub      PublicKey
		msg, sig []byte
	}
	valid := func(i int) entry { return entry{pubs[i], msgs[i], sigs[i]} }
	wrong := func(i int) entry { return entry{pubs[i], append(slices.Clone(msgs[i]), '?'), sigs[i]} }
	shifted := func(i int, d int64) entry { return entry{pubs[i], msgs[i], shiftedS(sigs[i], d)} }
	cases := []struct {
		name  string
		batch []entry
		bad   []int
	}{
		{"one wrong message", []entry{wrong(0)}, []int{0}},
		{"two wrong messages", []entry{wrong(0), wrong(1)}, []int{0, 1}},
		{"ten wrong messages", []entry{wrong(0), wrong(1), wrong(2), wrong(3), wrong(4), wrong(5), wrong(6), wrong(7), wrong(8), wrong(9)}, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}},
		{"cancelling S shifts", []entry{shifted(0, 1000), shifted(1, -1000)}, []int{0, 1}},
		{"cancelling S shifts among valid ones", []entry{valid(2), shifted(0, 7), valid(3), shifted(1, -7)}, []int{1, 3}},
		{"all valid", []entry{valid(0), valid(1), valid(2), valid(3)}, nil},
	}
	for rname, reader := range readers {
		for _, tc := range cases {
			for _, withOptions := range []bool{false, true} {
				v := NewBatchVerifier()
				for _, e := range tc.batch {
					if withOptions {
						require.NoError(t, v.AddWithOptions(e.pub, e.msg, e.sig, &Options{Policy: Strict}))
					} else {
						v.Add(e.pub, e.msg, e.sig)
					}
				}
				name := fmt.Sprintf("%s: %s (options %v)", rname, tc.name, withOptions)
				// A wrongly accepted batch returns true at once; only a
				// failed one is rechecked signature by signature.
				ok, failed := v.Verify(reader())
				assert.Equal(t, tc.bad == nil, ok, name)
				assert.Equal(t, tc.bad, failed, name)
			}
		}
	}
}

// TestNilOptionsSameInEveryLayer checks that a nil options value means the
// Stdlib policy both in this package and in the engine scheme it exports,
// on signatures where the policies disagree (keys and R with small-order
// components, non-canonical encodings, S out of range).
func TestNilOptionsSameInEveryLayer(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 14))
	torsion, small := torsion8(t), smallOrderEncodings(t)
	disagree := 0
	for range 400 {
		pub, msg, sig := mutated(t, rng, torsion, small)
		want := VerifyWithOptions(pub, msg, sig, nil) == nil
		require.Equal(t, Verify(pub, msg, sig), want)
		require.Equal(t, want, Scheme().Verify(pub, msg, sig, nil) == nil)
		if want != (Scheme().Verify(pub, msg, sig, &edwards.Options{Policy: edwards.RFC8032}) == nil) {
			disagree++
		}
	}
	require.Positive(t, disagree, "no signature separates Stdlib from RFC8032")
	t.Logf("%d of 400 signatures have different verdicts under Stdlib and RFC8032", disagree)
}
