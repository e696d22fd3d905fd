package suite

import (
	"testing"

	circlgroup "github.com/cloudflare/circl/group"
	circloprf "github.com/cloudflare/circl/oprf"
	"github.com/cloudflare/circl/zk/dleq"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	ckgroup "github.com/curvekit/curvekit/group"
	"github.com/curvekit/curvekit/protocols/oprf"
)

// GroupOPRF prefixes the groups of RFC 9497's OPRF, one per suite and mode
// ("oprf/P256-SHA256/VOPRF"): the client's Blind+Finalize of one input
// (hash to the group, blind, then unblind and hash; in VOPRF mode verifying
// the server's proof), and the server's BlindEvaluate of one blinded element
// (with its proof in VOPRF mode). Both sides are measured from bytes to
// bytes, so circl's loops include its element encoding and decoding, as
// curvekit's API does. The blind is fixed, so that one evaluation serves
// every Finalize. circl has no decaf448 suite, and every group of the table
// needs a peer, so decaf448-SHAKE256 is not measured here.
const GroupOPRF = "oprf"

// oprfSink keeps results observable.
var oprfSink [][]byte

func init() {
	for _, s := range []struct {
		ck    *oprf.Suite
		circl circloprf.Suite
	}{
		{oprf.Ristretto255SHA512(), circloprf.SuiteRistretto255},
		{oprf.P256SHA256(), circloprf.SuiteP256},
		{oprf.P384SHA384(), circloprf.SuiteP384},
		{oprf.P521SHA512(), circloprf.SuiteP521},
	} {
		for _, m := range []oprf.Mode{oprf.ModeOPRF, oprf.ModeVOPRF} {
			registerOPRF(s.ck, s.circl, m)
		}
	}
}

// mustOK panics on a setup error, a programming error in the tables.
func mustOK(err error) {
	if err != nil {
		panic("suite: oprf: " + err.Error())
	}
}

func registerOPRF(s *oprf.Suite, cs circloprf.Suite, m oprf.Mode) {
	group := GroupOPRF + "/" + s.ID() + "/" + m.String()
	seed := testinput.Bytes(group+"/seed", 32)
	input := [][]byte{testinput.Bytes(group+"/input", 32)}
	key, err := oprf.DeriveKeyPair(s, m, seed, nil)
	mustOK(err)
	server, err := oprf.NewServer(s, m, key)
	mustOK(err)
	client, err := oprf.NewClient(s, m, key.Public())
	mustOK(err)
	g := s.Group()
	blind, err := g.HashToScalar(seed, []byte("bench blind"))
	mustOK(err)
	st, err := client.BlindWithScalars([]ckgroup.Scalar{g.NewScalar().Set(blind)}, input, nil)
	mustOK(err)
	blinded := st.BlindedElements()
	ev, err := server.BlindEvaluateBatch(nil, blinded, nil)
	mustOK(err)

	RegisterImpl(group, Curvekit,
		Op{"Blind+Finalize", func(b *testing.B) {
			var out [][]byte
			for b.Loop() {
				st, _ := client.BlindWithScalars([]ckgroup.Scalar{g.NewScalar().Set(blind)}, input, nil)
				_ = st.BlindedElements()
				out, _ = client.Finalize(st, ev)
			}
			oprfSink = out
		}},
		Op{"BlindEvaluate", func(b *testing.B) {
			var e *oprf.Evaluation
			for b.Loop() {
				e, _ = server.BlindEvaluate(nil, blinded[0], nil)
			}
			oprfSink = e.Elements
		}},
	)
	cm := circloprf.Mode(m)
	ckey, err := circloprf.DeriveKey(cs, cm, seed, nil)
	mustOK(err)
	cg := cs.Group()
	cblind := cg.NewScalar()
	mustOK(cblind.UnmarshalBinary(blind.Bytes()))
	var (
		blindFn    func([]circloprf.Blind) (*circloprf.FinalizeData, *circloprf.EvaluationRequest, error)
		finalizeFn func(*circloprf.FinalizeData, *circloprf.Evaluation) ([][]byte, error)
		evaluateFn func(*circloprf.EvaluationRequest) (*circloprf.Evaluation, error)
	)
	if m == oprf.ModeOPRF {
		c, srv := circloprf.NewClient(cs), circloprf.NewServer(cs, ckey)
		blindFn = func(bl []circloprf.Blind) (*circloprf.FinalizeData, *circloprf.EvaluationRequest, error) {
			return c.DeterministicBlind(input, bl)
		}
		finalizeFn, evaluateFn = c.Finalize, srv.Evaluate
	} else {
		c, srv := circloprf.NewVerifiableClient(cs, ckey.Public()), circloprf.NewVerifiableServer(cs, ckey)
		blindFn = func(bl []circloprf.Blind) (*circloprf.FinalizeData, *circloprf.EvaluationRequest, error) {
			return c.DeterministicBlind(input, bl)
		}
		finalizeFn, evaluateFn = c.Finalize, srv.Evaluate
	}
	// The serialized evaluation both clients finalize.
	decode := func(bs [][]byte) []circlgroup.Element {
		out := make([]circlgroup.Element, len(bs))
		for i, b := range bs {
			out[i] = cg.NewElement()
			mustOK(out[i].UnmarshalBinary(b))
		}
		return out
	}
	encode := func(es []circlgroup.Element) [][]byte {
		out := make([][]byte, len(es))
		for i, e := range es {
			out[i], _ = e.MarshalBinaryCompress()
		}
		return out
	}
	RegisterImpl(group, "circl",
		Op{"Blind+Finalize", func(b *testing.B) {
			var out [][]byte
			for b.Loop() {
				fin, req, _ := blindFn([]circloprf.Blind{cblind.Copy()})
				_ = encode(req.Elements)
				cev := &circloprf.Evaluation{Elements: decode(ev.Elements)}
				if ev.Proof != nil {
					cev.Proof = new(dleq.Proof)
					_ = cev.Proof.UnmarshalBinary(cg, ev.Proof)
				}
				out, _ = finalizeFn(fin, cev)
			}
			if len(out) != 1 {
				b.Fatal("circl: Finalize failed")
			}
			oprfSink = out
		}},
		Op{"BlindEvaluate", func(b *testing.B) {
			var out [][]byte
			for b.Loop() {
				cev, _ := evaluateFn(&circloprf.EvaluationRequest{Elements: decode(blinded)})
				out = encode(cev.Elements)
				if cev.Proof != nil {
					p, _ := cev.Proof.MarshalBinary()
					out = append(out, p)
				}
			}
			oprfSink = out
		}},
	)
}
