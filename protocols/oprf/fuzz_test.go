package oprf_test

import (
	"errors"
	"testing"

	"github.com/curvekit/curvekit/protocols/oprf"
)

// FuzzFinalize feeds a VOPRF or POPRF client arbitrary evaluated elements
// and proofs (seeded with a genuine evaluation): Finalize must never panic,
// must fail only with ErrDeserialize or ErrVerify, and may succeed only on
// the genuine evaluation, whose output must then equal Evaluate's.
func FuzzFinalize(f *testing.F) {
	type fixture struct {
		s      *oprf.Suite
		m      oprf.Mode
		server *oprf.Server
		client *oprf.Client
		ev     *oprf.Evaluation
	}
	var fixtures []fixture
	for _, s := range oprf.Suites() {
		for _, m := range []oprf.Mode{oprf.ModeVOPRF, oprf.ModePOPRF} {
			key, err := oprf.DeriveKeyPair(s, m, make([]byte, 32), []byte("fuzz"))
			if err != nil {
				f.Fatal(err)
			}
			server, _ := oprf.NewServer(s, m, key)
			client, _ := oprf.NewClient(s, m, key.Public())
			st, err := client.BlindWithScalars(blindsOf(s, 1), [][]byte{[]byte("fuzz input")}, infoFor(m))
			if err != nil {
				f.Fatal(err)
			}
			ev, err := server.BlindEvaluate(nil, st.BlindedElements()[0], infoFor(m))
			if err != nil {
				f.Fatal(err)
			}
			f.Add(byte(len(fixtures)), ev.Elements[0], ev.Proof)
			fixtures = append(fixtures, fixture{s, m, server, client, ev})
		}
	}
	f.Fuzz(func(t *testing.T, i byte, element, proof []byte) {
		fx := fixtures[int(i)%len(fixtures)]
		st, err := fx.client.BlindWithScalars(blindsOf(fx.s, 1), [][]byte{[]byte("fuzz input")}, infoFor(fx.m))
		if err != nil {
			t.Fatal(err)
		}
		out, err := fx.client.Finalize(st, &oprf.Evaluation{Elements: [][]byte{element}, Proof: proof})
		if err != nil {
			if !errors.Is(err, oprf.ErrDeserialize) && !errors.Is(err, oprf.ErrVerify) {
				t.Fatalf("unexpected error %v", err)
			}
			return
		}
		want, err := fx.server.Evaluate([]byte("fuzz input"), infoFor(fx.m))
		if err != nil || string(want) != string(out[0]) {
			t.Fatalf("a proof verified for an output %x that is not the PRF's %x", out[0], want)
		}
	})
}

// FuzzBlindEvaluate feeds servers of every suite and mode arbitrary blinded
// elements: BlindEvaluate must never panic and must fail only with
// ErrDeserialize; an accepted element yields one evaluated element that a
// client of the same group decodes.
func FuzzBlindEvaluate(f *testing.F) {
	var servers []*oprf.Server
	var modes []oprf.Mode
	for _, s := range oprf.Suites() {
		for _, m := range []oprf.Mode{oprf.ModeOPRF, oprf.ModeVOPRF, oprf.ModePOPRF} {
			key, err := oprf.DeriveKeyPair(s, m, make([]byte, 32), []byte("fuzz"))
			if err != nil {
				f.Fatal(err)
			}
			server, _ := oprf.NewServer(s, m, key)
			f.Add(byte(len(servers)), s.Group().NewGenerator().Bytes())
			servers = append(servers, server)
			modes = append(modes, m)
		}
	}
	f.Fuzz(func(t *testing.T, i byte, blinded []byte) {
		j := int(i) % len(servers)
		ev, err := servers[j].BlindEvaluate(nil, blinded, infoFor(modes[j]))
		if err != nil {
			if !errors.Is(err, oprf.ErrDeserialize) {
				t.Fatalf("unexpected error %v", err)
			}
			return
		}
		if len(ev.Elements) != 1 {
			t.Fatalf("%d evaluated elements for one blinded element", len(ev.Elements))
		}
	})
}
