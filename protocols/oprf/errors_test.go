package oprf_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/curvekit/curvekit/group"
	"github.com/curvekit/curvekit/protocols/oprf"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// setup returns a key, server and client of suite s in mode m.
func setup(t *testing.T, s *oprf.Suite, m oprf.Mode) (*oprf.PrivateKey, *oprf.Server, *oprf.Client) {
	t.Helper()
	key, err := oprf.GenerateKey(s, nil)
	require.NoError(t, err)
	server, err := oprf.NewServer(s, m, key)
	require.NoError(t, err)
	client, err := oprf.NewClient(s, m, key.Public())
	require.NoError(t, err)
	return key, server, client
}

func infoFor(m oprf.Mode) []byte {
	if m == oprf.ModePOPRF {
		return []byte("public info")
	}
	return nil
}

// TestRoundTripBatch checks, for each suite and mode, that a batch of
// randomly blinded inputs finalizes to the server's direct evaluations.
func TestRoundTripBatch(t *testing.T) {
	for _, s := range oprf.Suites() {
		for _, m := range []oprf.Mode{oprf.ModeOPRF, oprf.ModeVOPRF, oprf.ModePOPRF} {
			t.Run(s.ID()+"/"+m.String(), func(t *testing.T) {
				_, server, client := setup(t, s, m)
				info := infoFor(m)
				inputs := [][]byte{[]byte("a"), {}, bytes.Repeat([]byte{7}, 300)}
				st, err := client.BlindBatch(nil, inputs, info)
				require.NoError(t, err)
				ev, err := server.BlindEvaluateBatch(nil, st.BlindedElements(), info)
				require.NoError(t, err)
				out, err := client.Finalize(st, ev)
				require.NoError(t, err)
				for i, in := range inputs {
					want, err := server.Evaluate(in, info)
					require.NoError(t, err)
					assert.Equal(t, want, out[i])
					assert.Len(t, out[i], s.OutputLen())
				}
				_, err = client.Finalize(st, ev)
				assert.Error(t, err, "a state finalizes once")
			})
		}
	}
}

// TestBadEvaluationsRejected checks the errors of Finalize: elements that
// do not decode or are the identity (ErrDeserialize), a count mismatch
// (ErrDeserialize), a malformed proof (ErrDeserialize), a tampered proof,
// another server's key or another info (ErrVerify).
func TestBadEvaluationsRejected(t *testing.T) {
	for _, s := range oprf.Suites() {
		t.Run(s.ID(), func(t *testing.T) {
			g := s.Group()
			for _, m := range []oprf.Mode{oprf.ModeVOPRF, oprf.ModePOPRF} {
				_, server, client := setup(t, s, m)
				info := infoFor(m)
				evaluate := func() (*oprf.BlindState, *oprf.Evaluation) {
					st, err := client.Blind(nil, []byte("input"), info)
					require.NoError(t, err)
					ev, err := server.BlindEvaluate(nil, st.BlindedElements()[0], info)
					require.NoError(t, err)
					return st, ev
				}
				check := func(target error, mutate func(ev *oprf.Evaluation)) {
					st, ev := evaluate()
					mutate(ev)
					_, err := client.Finalize(st, ev)
					assert.ErrorIs(t, err, target, "%v", m)
				}
				check(oprf.ErrDeserialize, func(ev *oprf.Evaluation) { ev.Elements[0] = g.NewElement().Bytes() })
				check(oprf.ErrDeserialize, func(ev *oprf.Evaluation) { ev.Elements[0] = ev.Elements[0][1:] })
				check(oprf.ErrDeserialize, func(ev *oprf.Evaluation) { ev.Elements = append(ev.Elements, ev.Elements[0]) })
				check(oprf.ErrDeserialize, func(ev *oprf.Evaluation) { ev.Proof = ev.Proof[:len(ev.Proof)-1] })
				check(oprf.ErrDeserialize, func(ev *oprf.Evaluation) {
					copy(ev.Proof, bytes.Repeat([]byte{0xff}, g.ScalarLen()))
				})
				check(oprf.ErrVerify, func(ev *oprf.Evaluation) {
					one := g.NewScalar().SetUint64(1)
					c, err := g.ParseScalar(ev.Proof[:g.ScalarLen()])
					require.NoError(t, err)
					copy(ev.Proof, c.Add(c, one).Bytes())
				})
				check(oprf.ErrVerify, func(ev *oprf.Evaluation) {
					e, err := g.ParseElement(ev.Elements[0])
					require.NoError(t, err)
					ev.Elements[0] = e.Add(e, g.NewGenerator()).Bytes()
				})
				// A client expecting another server's key.
				other, err := oprf.GenerateKey(s, nil)
				require.NoError(t, err)
				wrong, err := oprf.NewClient(s, m, other.Public())
				require.NoError(t, err)
				st, err := wrong.Blind(nil, []byte("input"), info)
				require.NoError(t, err)
				ev, err := server.BlindEvaluate(nil, st.BlindedElements()[0], info)
				require.NoError(t, err)
				_, err = wrong.Finalize(st, ev)
				assert.ErrorIs(t, err, oprf.ErrVerify)
			}
		})
	}
}

// TestServerRejectsBadBlindedElements checks BlindEvaluate's
// ErrDeserialize for the identity and malformed strings.
func TestServerRejectsBadBlindedElements(t *testing.T) {
	for _, s := range oprf.Suites() {
		_, server, _ := setup(t, s, oprf.ModeVOPRF)
		for _, b := range [][]byte{nil, s.Group().NewElement().Bytes(), bytes.Repeat([]byte{0xff}, s.Group().ElementLen())} {
			_, err := server.BlindEvaluate(nil, b, nil)
			assert.ErrorIs(t, err, oprf.ErrDeserialize, "%s %x", s.ID(), b)
		}
		_, err := server.BlindEvaluateBatch(nil, nil, nil)
		assert.ErrorIs(t, err, oprf.ErrInvalidInput)
	}
}

// TestPOPRFZeroTweak checks the case t = k + HashToScalar(info) = 0: the
// server fails with ErrInverse and the client, whose tweaked key is then
// the identity, with ErrInvalidInput. The key is chosen as −m for the info.
func TestPOPRFZeroTweak(t *testing.T) {
	for _, s := range oprf.Suites() {
		t.Run(s.ID(), func(t *testing.T) {
			info := []byte("the tweak")
			m, err := oprf.POPRFTweak(s, info)
			require.NoError(t, err)
			key, err := oprf.NewPrivateKey(s, s.Group().NewScalar().Negate(m).Bytes())
			require.NoError(t, err)
			server, err := oprf.NewServer(s, oprf.ModePOPRF, key)
			require.NoError(t, err)
			_, err = server.Evaluate([]byte("x"), info)
			assert.ErrorIs(t, err, oprf.ErrInverse)
			blinded := s.Group().NewGenerator().Bytes()
			_, err = server.BlindEvaluate(nil, blinded, info)
			assert.ErrorIs(t, err, oprf.ErrInverse)
			client, err := oprf.NewClient(s, oprf.ModePOPRF, key.Public())
			require.NoError(t, err)
			_, err = client.Blind(nil, []byte("x"), info)
			assert.ErrorIs(t, err, oprf.ErrInvalidInput)
			// Another info works with the same key.
			_, err = server.Evaluate([]byte("x"), []byte("other"))
			assert.NoError(t, err)
		})
	}
}

// TestInvalidInputs checks ErrInvalidInput for inputs and infos of 2^16
// bytes or more, and the refusal of info outside POPRF.
func TestInvalidInputs(t *testing.T) {
	s := oprf.P256SHA256()
	long := make([]byte, 1<<16)
	_, server, client := setup(t, s, oprf.ModePOPRF)
	_, err := client.Blind(nil, long, nil)
	assert.ErrorIs(t, err, oprf.ErrInvalidInput)
	_, err = client.Blind(nil, []byte("x"), long)
	assert.ErrorIs(t, err, oprf.ErrInvalidInput)
	_, err = server.Evaluate(long, nil)
	assert.ErrorIs(t, err, oprf.ErrInvalidInput)
	_, err = oprf.DeriveKeyPair(s, oprf.ModeOPRF, make([]byte, 32), long)
	assert.ErrorIs(t, err, oprf.ErrInvalidInput)
	_, base, baseClient := setup(t, s, oprf.ModeOPRF)
	_, err = baseClient.Blind(nil, []byte("x"), []byte("info"))
	assert.Error(t, err)
	_, err = base.Evaluate([]byte("x"), []byte("info"))
	assert.Error(t, err)
	_, err = oprf.NewClient(s, oprf.ModeVOPRF, nil)
	assert.Error(t, err)
	_, err = oprf.NewPrivateKey(s, make([]byte, 32))
	assert.ErrorIs(t, err, oprf.ErrDeserialize)
	_, err = oprf.NewPublicKey(s, make([]byte, 33))
	assert.ErrorIs(t, err, oprf.ErrDeserialize)
	assert.False(t, errors.Is(err, oprf.ErrVerify))
}

// blindsOf returns n fixed non-zero blinds of s: 1, 2, …, n.
func blindsOf(s *oprf.Suite, n int) []group.Scalar {
	out := make([]group.Scalar, n)
	for i := range out {
		out[i] = s.Group().NewScalar().SetUint64(uint64(i + 1))
	}
	return out
}
