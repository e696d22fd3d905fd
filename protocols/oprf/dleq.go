package oprf

import (
	"fmt"
	"io"

	"github.com/curvekit/curvekit/group"
)

// The proofs of RFC 9497 §2.2: a non-interactive Chaum–Pedersen proof that
// B = k·A and D[i] = k·C[i] for all i, with one secret k, batched by
// combining the pairs (C[i], D[i]) into one pair (M, Z) with coefficients
// the verifier can recompute. The prover commits to r with t2 = r·A and
// t3 = r·M, hashes the transcript to a challenge c and answers s = r − c·k;
// the verifier recomputes t2 = s·A + c·B and t3 = s·M + c·Z and the
// challenge. A proof is SerializeScalar(c) ‖ SerializeScalar(s).

// Proofs are bound to a suite and a mode through the tags derived from the
// context string.

// ComputeComposites returns the composites (M, Z) = (Σ d_i·C[i], Σ d_i·D[i])
// of RFC 9497 §2.2.1, where each d_i is HashToScalar of a transcript that
// binds B, i, C[i] and D[i] to a seed hashed from B. All inputs are public,
// so it runs in variable time.
func ComputeComposites(s *Suite, m Mode, B group.Element, C, D []group.Element) (M, Z group.Element, err error) {
	p, err := newParams(s, m)
	if err != nil {
		return nil, nil, err
	}
	if err := checkOperands(p.g.NewScalar(), []group.Element{B}, C, D); err != nil {
		return nil, nil, err
	}
	d, err := p.compositeScalars(B, C, D)
	if err != nil {
		return nil, nil, err
	}
	M = p.g.NewElement().MultiScalarMultVarTime(d, C)
	Z = p.g.NewElement().MultiScalarMultVarTime(d, D)
	return M, Z, nil
}

// compositeScalars returns the coefficients d_i of ComputeComposites.
func (p *params) compositeScalars(B group.Element, C, D []group.Element) ([]group.Scalar, error) {
	if len(C) != len(D) || len(C) == 0 || len(C) > 0xffff {
		return nil, fmt.Errorf("%w: proof over %d and %d elements", ErrInvalidInput, len(C), len(D))
	}
	seedDST := p.dst("Seed-")
	seed := p.suite.sum(appendPrefixed(nil, B.Bytes(), seedDST))
	d := make([]group.Scalar, len(C))
	var buf []byte
	for i := range C {
		buf = appendPrefixed(buf[:0], seed)
		buf = append(buf, byte(i>>8), byte(i))
		buf = appendPrefixed(buf, C[i].Bytes(), D[i].Bytes())
		buf = append(buf, "Composite"...)
		di, err := p.hashToScalar(buf)
		if err != nil {
			return nil, err
		}
		d[i] = di
	}
	return d, nil
}

// challenge returns HashToScalar(I2OSP(len(Bm), 2) ‖ Bm ‖ … ‖ a3 ‖
// "Challenge") over B, M, Z, t2 and t3.
func (p *params) challenge(B, M, Z, t2, t3 group.Element) (group.Scalar, error) {
	buf := appendPrefixed(nil, B.Bytes(), M.Bytes(), Z.Bytes(), t2.Bytes(), t3.Bytes())
	return p.hashToScalar(append(buf, "Challenge"...))
}

// GenerateProof returns a proof, in suite s and mode m, that B = k·A and
// D[i] = k·C[i] for every i (RFC 9497 §2.2.1). As the prover knows k, it
// computes the composites the fast way, Z = k·M (ComputeCompositesFast).
// The nonce r is drawn from rand (crypto/rand.Reader if nil). Operations
// on k and r run in constant time.
func GenerateProof(s *Suite, m Mode, rand io.Reader, k group.Scalar, A, B group.Element, C, D []group.Element) ([]byte, error) {
	p, err := newParams(s, m)
	if err != nil {
		return nil, err
	}
	if err := checkOperands(k, []group.Element{A, B}, C, D); err != nil {
		return nil, err
	}
	r, err := p.g.RandomScalar(rand)
	if err != nil {
		return nil, fmt.Errorf("oprf: %w", err)
	}
	defer r.Zeroize()
	return p.generateProof(k, r, A, B, C, D)
}

// generateProof is GenerateProof with the nonce r given, as the test vectors
// give it.
func (p *params) generateProof(k, r group.Scalar, A, B group.Element, C, D []group.Element) ([]byte, error) {
	d, err := p.compositeScalars(B, C, D)
	if err != nil {
		return nil, err
	}
	M := p.g.NewElement().MultiScalarMultVarTime(d, C) // public inputs
	Z := p.g.NewElement().ScalarMult(k, M)
	t2 := p.g.NewElement()
	if A.Equal(p.g.NewGenerator()) == 1 { // A is public; the protocols pass G
		t2.ScalarBaseMult(r)
	} else {
		t2.ScalarMult(r, A)
	}
	t3 := p.g.NewElement().ScalarMult(r, M)
	c, err := p.challenge(B, M, Z, t2, t3)
	if err != nil {
		return nil, err
	}
	sc := p.g.NewScalar().Multiply(c, k)
	sc.Subtract(r, sc) // s = r − c·k
	defer sc.Zeroize()
	return append(c.Bytes(), sc.Bytes()...), nil
}

// VerifyProof checks a proof that B = k·A and D[i] = k·C[i] for every i,
// for suite s and mode m (RFC 9497 §2.2.2). It returns nil if the proof
// verifies, an error wrapping ErrDeserialize if it is malformed, and one
// wrapping ErrVerify otherwise. All its inputs are public: it runs in
// variable time.
func VerifyProof(s *Suite, m Mode, A, B group.Element, C, D []group.Element, proof []byte) error {
	p, err := newParams(s, m)
	if err != nil {
		return err
	}
	if err := checkOperands(p.g.NewScalar(), []group.Element{A, B}, C, D); err != nil {
		return err
	}
	return p.verifyProof(A, B, C, D, proof)
}

func (p *params) verifyProof(A, B group.Element, C, D []group.Element, proof []byte) error {
	ns := p.g.ScalarLen()
	if len(proof) != 2*ns {
		return fmt.Errorf("%w: proof is %d bytes, want %d", ErrDeserialize, len(proof), 2*ns)
	}
	c, err := p.g.ParseScalar(proof[:ns])
	if err != nil {
		return fmt.Errorf("%w: proof challenge: %w", ErrDeserialize, err)
	}
	sc, err := p.g.ParseScalar(proof[ns:])
	if err != nil {
		return fmt.Errorf("%w: proof response: %w", ErrDeserialize, err)
	}
	d, err := p.compositeScalars(B, C, D)
	if err != nil {
		return err
	}
	M := p.g.NewElement().MultiScalarMultVarTime(d, C)
	Z := p.g.NewElement().MultiScalarMultVarTime(d, D)
	t2 := p.g.NewElement()
	if A.Equal(p.g.NewGenerator()) == 1 { // the protocols pass A = G
		t2.DoubleScalarBaseMultVarTime(c, B, sc)
	} else {
		t2.MultiScalarMultVarTime([]group.Scalar{sc, c}, []group.Element{A, B})
	}
	t3 := p.g.NewElement().MultiScalarMultVarTime([]group.Scalar{sc, c}, []group.Element{M, Z})
	want, err := p.challenge(B, M, Z, t2, t3)
	if err != nil {
		return err
	}
	if want.Equal(c) != 1 {
		return fmt.Errorf("%w: proof %x does not verify", ErrVerify, proof)
	}
	return nil
}
