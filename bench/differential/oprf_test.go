package differential

import (
	"testing"

	circlgroup "github.com/cloudflare/circl/group"
	circloprf "github.com/cloudflare/circl/oprf"
	"github.com/cloudflare/circl/zk/dleq"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/protocols/oprf"
)

// oprfSuites pairs curvekit's suites with circl's. circl has no
// decaf448-SHAKE256 suite, so that one is covered only by the RFC vectors.
var oprfSuites = []struct {
	ck    *oprf.Suite
	circl circloprf.Suite
}{
	{oprf.Ristretto255SHA512(), circloprf.SuiteRistretto255},
	{oprf.P256SHA256(), circloprf.SuiteP256},
	{oprf.P384SHA384(), circloprf.SuiteP384},
	{oprf.P521SHA512(), circloprf.SuiteP521},
}

var oprfModes = []struct {
	ck    oprf.Mode
	circl circloprf.Mode
}{
	{oprf.ModeOPRF, circloprf.BaseMode},
	{oprf.ModeVOPRF, circloprf.VerifiableMode},
	{oprf.ModePOPRF, circloprf.PartialObliviousMode},
}

// circlElements decodes serialized elements into circl's group.
func circlElements(t *testing.T, g circlgroup.Group, bs [][]byte) []circlgroup.Element {
	out := make([]circlgroup.Element, len(bs))
	for i, b := range bs {
		out[i] = g.NewElement()
		require.NoError(t, out[i].UnmarshalBinary(b))
	}
	return out
}

func marshalElements(t *testing.T, es []circlgroup.Element) [][]byte {
	out := make([][]byte, len(es))
	for i, e := range es {
		b, err := e.MarshalBinaryCompress()
		require.NoError(t, err)
		out[i] = b
	}
	return out
}

// TestOPRFInteropWithCircl runs, for each suite circl has and each mode, a
// batch of three inputs through a curvekit client and a circl server, and
// through a circl client and a curvekit server, exchanging only encodings:
// both directions must finalize (proofs verifying on the other side) to the
// outputs both servers compute directly. The keys come from DeriveKeyPair
// in both libraries, which must agree.
func TestOPRFInteropWithCircl(t *testing.T) {
	inputs := [][]byte{[]byte("first"), {}, testinput.Bytes("oprf/interop/input", 100)}
	for _, s := range oprfSuites {
		for _, m := range oprfModes {
			t.Run(s.ck.ID()+"/"+m.ck.String(), func(t *testing.T) {
				seed := testinput.Bytes("oprf/interop/"+s.ck.ID(), 32)
				keyInfo := []byte("interop key")
				ckKey, err := oprf.DeriveKeyPair(s.ck, m.ck, seed, keyInfo)
				require.NoError(t, err)
				circlKey, err := circloprf.DeriveKey(s.circl, m.circl, seed, keyInfo)
				require.NoError(t, err)
				circlSK, err := circlKey.MarshalBinary()
				require.NoError(t, err)
				require.Equal(t, circlSK, ckKey.Bytes(), "DeriveKeyPair")
				circlPK, err := circlKey.Public().MarshalBinary()
				require.NoError(t, err)
				require.Equal(t, circlPK, ckKey.Public().Bytes(), "public key")

				var info []byte
				if m.ck == oprf.ModePOPRF {
					info = []byte("interop info")
				}
				ckServer, err := oprf.NewServer(s.ck, m.ck, ckKey)
				require.NoError(t, err)
				ckClient, err := oprf.NewClient(s.ck, m.ck, ckKey.Public())
				require.NoError(t, err)
				g := s.circl.Group()

				// The PRF values both servers compute directly.
				want := make([][]byte, len(inputs))
				for i, in := range inputs {
					want[i], err = ckServer.Evaluate(in, info)
					require.NoError(t, err)
					var c []byte
					switch m.ck {
					case oprf.ModeOPRF:
						c, err = circloprf.NewServer(s.circl, circlKey).FullEvaluate(in)
					case oprf.ModeVOPRF:
						c, err = circloprf.NewVerifiableServer(s.circl, circlKey).FullEvaluate(in)
					case oprf.ModePOPRF:
						c, err = circloprf.NewPartialObliviousServer(s.circl, circlKey).FullEvaluate(in, info)
					}
					require.NoError(t, err)
					require.Equal(t, c, want[i], "Evaluate of input %d", i)
				}

				// curvekit client, circl server.
				st, err := ckClient.BlindBatch(nil, inputs, info)
				require.NoError(t, err)
				req := &circloprf.EvaluationRequest{Elements: circlElements(t, g, st.BlindedElements())}
				var cev *circloprf.Evaluation
				switch m.ck {
				case oprf.ModeOPRF:
					cev, err = circloprf.NewServer(s.circl, circlKey).Evaluate(req)
				case oprf.ModeVOPRF:
					cev, err = circloprf.NewVerifiableServer(s.circl, circlKey).Evaluate(req)
				case oprf.ModePOPRF:
					cev, err = circloprf.NewPartialObliviousServer(s.circl, circlKey).Evaluate(req, info)
				}
				require.NoError(t, err)
				ev := &oprf.Evaluation{Elements: marshalElements(t, cev.Elements)}
				if cev.Proof != nil {
					ev.Proof, err = cev.Proof.MarshalBinary()
					require.NoError(t, err)
				}
				out, err := ckClient.Finalize(st, ev)
				require.NoError(t, err, "curvekit client, circl server")
				assert.Equal(t, want, out, "curvekit client, circl server")

				// circl client, curvekit server.
				var fin *circloprf.FinalizeData
				var creq *circloprf.EvaluationRequest
				switch m.ck {
				case oprf.ModeOPRF:
					fin, creq, err = circloprf.NewClient(s.circl).Blind(inputs)
				case oprf.ModeVOPRF:
					fin, creq, err = circloprf.NewVerifiableClient(s.circl, circlKey.Public()).Blind(inputs)
				case oprf.ModePOPRF:
					fin, creq, err = circloprf.NewPartialObliviousClient(s.circl, circlKey.Public()).Blind(inputs)
				}
				require.NoError(t, err)
				ckEv, err := ckServer.BlindEvaluateBatch(nil, marshalElements(t, creq.Elements), info)
				require.NoError(t, err)
				back := &circloprf.Evaluation{Elements: circlElements(t, g, ckEv.Elements)}
				if ckEv.Proof != nil {
					back.Proof = new(dleq.Proof)
					require.NoError(t, back.Proof.UnmarshalBinary(g, ckEv.Proof))
				}
				var cout [][]byte
				switch m.ck {
				case oprf.ModeOPRF:
					cout, err = circloprf.NewClient(s.circl).Finalize(fin, back)
				case oprf.ModeVOPRF:
					cout, err = circloprf.NewVerifiableClient(s.circl, circlKey.Public()).Finalize(fin, back)
				case oprf.ModePOPRF:
					cout, err = circloprf.NewPartialObliviousClient(s.circl, circlKey.Public()).Finalize(fin, back, info)
				}
				require.NoError(t, err, "circl client, curvekit server")
				assert.Equal(t, want, cout, "circl client, curvekit server")
			})
		}
	}
}
