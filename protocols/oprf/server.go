package oprf

import (
	"fmt"
	"io"

	"github.com/curvekit/curvekit/group"
)

// Server is the server of one suite and mode, holding the private key: it
// evaluates blinded elements (with a proof in the VOPRF and POPRF modes)
// and, knowing the key, computes the PRF directly. It is immutable and safe
// for concurrent use.
type Server struct {
	p   params
	key *PrivateKey
}

// NewServer returns a server of suite s in mode m with the key k.
func NewServer(s *Suite, m Mode, k *PrivateKey) (*Server, error) {
	p, err := newParams(s, m)
	if err != nil {
		return nil, err
	}
	if k == nil || k.k == nil || k.suite != s {
		return nil, fmt.Errorf("oprf: the server needs a private key of suite %s", s.id)
	}
	return &Server{p: p, key: k}, nil
}

// PublicKey returns the server's public key, or nil for the zero value.
func (s *Server) PublicKey() *PublicKey {
	if s.key == nil {
		return nil
	}
	return s.key.pub
}

// BlindEvaluate evaluates one serialized blinded element: BlindEvaluate of
// RFC 9497 §3.3.1–3.3.3. See BlindEvaluateBatch.
func (s *Server) BlindEvaluate(rand io.Reader, blinded, info []byte) (*Evaluation, error) {
	return s.BlindEvaluateBatch(rand, [][]byte{blinded}, info)
}

// BlindEvaluateBatch evaluates the blinded elements of one request and, in
// the VOPRF and POPRF modes, proves with one proof (its nonce drawn from
// rand, crypto/rand.Reader if nil) that all were evaluated with the key.
// ModeOPRF and ModeVOPRF compute k·B for each blinded element B; ModePOPRF
// computes t⁻¹·B with t = k + HashToScalar(info), and fails with ErrInverse
// when t = 0. A blinded element that does not decode (or is the identity)
// fails with ErrDeserialize. Operations on k and t run in constant time.
func (s *Server) BlindEvaluateBatch(rand io.Reader, blinded [][]byte, info []byte) (*Evaluation, error) {
	if s.key == nil {
		return nil, errZeroValue
	}
	var r group.Scalar
	if s.p.mode != ModeOPRF {
		var err error
		if r, err = s.p.g.RandomScalar(rand); err != nil {
			return nil, fmt.Errorf("oprf: %w", err)
		}
		defer r.Zeroize()
	}
	return s.blindEvaluate(r, blinded, info)
}

// blindEvaluate is BlindEvaluateBatch with the proof nonce r given.
func (s *Server) blindEvaluate(r group.Scalar, blinded [][]byte, info []byte) (*Evaluation, error) {
	if len(blinded) == 0 || len(blinded) > 0xffff {
		return nil, fmt.Errorf("%w: %d blinded elements", ErrInvalidInput, len(blinded))
	}
	B := make([]group.Element, len(blinded))
	for i, b := range blinded {
		e, err := s.p.g.ParseElement(b)
		if err != nil {
			return nil, fmt.Errorf("%w: blinded element %d: %w", ErrDeserialize, i, err)
		}
		B[i] = e
	}
	if s.p.mode != ModePOPRF && info != nil {
		return nil, fmt.Errorf("oprf: info is only for the POPRF mode, not %v", s.p.mode)
	}
	// k is the scalar the elements are multiplied by; the proof is over
	// the key pk = k·G (VOPRF) or the tweaked key pk = t·G (POPRF).
	k, pk := s.key.k, s.key.pub.e
	var t group.Scalar
	if s.p.mode == ModePOPRF {
		var err error
		if t, err = s.tweakedKey(info); err != nil {
			return nil, err
		}
		defer t.Zeroize()
		pk = s.p.g.NewElement().ScalarBaseMult(t)
		k = s.p.g.NewScalar().Invert(t)
		defer k.Zeroize()
	}
	ev := &Evaluation{Elements: make([][]byte, len(B))}
	E := make([]group.Element, len(B))
	for i := range B {
		E[i] = s.p.g.NewElement().ScalarMult(k, B[i])
		ev.Elements[i] = E[i].Bytes()
	}
	var err error
	switch s.p.mode {
	case ModeVOPRF:
		ev.Proof, err = s.p.generateProof(k, r, s.p.g.NewGenerator(), pk, B, E)
	case ModePOPRF:
		// B[i] = t·E[i] and pk = t·G: the proof is over t, with the roles
		// of the blinded and evaluated elements swapped.
		ev.Proof, err = s.p.generateProof(t, r, s.p.g.NewGenerator(), pk, E, B)
	}
	if err != nil {
		return nil, err
	}
	return ev, nil
}

// tweakedKey returns a new scalar t = k + HashToScalar(framed info), or
// ErrInverse when it is zero.
func (s *Server) tweakedKey(info []byte) (group.Scalar, error) {
	m, err := s.p.tweak(info)
	if err != nil {
		return nil, err
	}
	t := s.p.g.NewScalar().Add(s.key.k, m)
	if t.IsZero() == 1 {
		return nil, fmt.Errorf("%w: k + HashToScalar(info) = 0 for info %q", ErrInverse, info)
	}
	return t, nil
}

// Evaluate computes the PRF on input directly with the key, without
// blinding: Evaluate of RFC 9497 §3.3.1–3.3.3. Its output equals the
// client's Finalize for the same input (and info). It fails with
// ErrInvalidInput if the input hashes to the identity or is too long, and
// in POPRF mode with ErrInverse as BlindEvaluateBatch does.
func (s *Server) Evaluate(input, info []byte) ([]byte, error) {
	if s.key == nil {
		return nil, errZeroValue
	}
	if err := checkLen("input", input); err != nil {
		return nil, err
	}
	if s.p.mode != ModePOPRF && info != nil {
		return nil, fmt.Errorf("oprf: info is only for the POPRF mode, not %v", s.p.mode)
	}
	P, err := s.p.hashToGroup(input)
	if err != nil {
		return nil, fmt.Errorf("oprf: %w", err)
	}
	if P.IsIdentity() == 1 {
		return nil, fmt.Errorf("%w: input hashes to the identity", ErrInvalidInput)
	}
	k := s.key.k
	if s.p.mode == ModePOPRF {
		t, err := s.tweakedKey(info)
		if err != nil {
			return nil, err
		}
		k = t.Invert(t) // t is this call's own scalar
		defer k.Zeroize()
	}
	P.ScalarMult(k, P)
	return s.p.finalizeHash(input, info, P), nil
}
