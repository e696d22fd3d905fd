package oprf

import (
	"errors"
	"fmt"
	"io"

	"github.com/curvekit/curvekit/group"
)

// Client is the client of one suite and mode: it blinds inputs, and
// finalizes the server's evaluations into PRF outputs (RFC 9497 §3.3). It
// is immutable and safe for concurrent use; the per-request state is a
// BlindState.
type Client struct {
	p   params
	pub *PublicKey // the server's key; nil in ModeOPRF
}

// NewClient returns a client of suite s in mode m. The VOPRF and POPRF
// modes need the server's public key pub, to verify its proofs; ModeOPRF
// ignores it.
func NewClient(s *Suite, m Mode, pub *PublicKey) (*Client, error) {
	p, err := newParams(s, m)
	if err != nil {
		return nil, err
	}
	if m == ModeOPRF {
		return &Client{p: p}, nil
	}
	if pub == nil || pub.e == nil {
		return nil, fmt.Errorf("oprf: the %v mode needs the server's public key", m)
	}
	if pub.suite != s {
		return nil, fmt.Errorf("oprf: public key of suite %s for a client of %s", pub.suite.id, s.id)
	}
	return &Client{p: p, pub: pub}, nil
}

// BlindState is what a client keeps between Blind and Finalize: the
// inputs, their secret blinds, the blinded elements, and in POPRF mode the
// info and the tweaked key. Finalize wipes the blinds; a BlindState is for
// one request and one goroutine.
type BlindState struct {
	c          *Client
	inputs     [][]byte
	info       []byte
	blinds     []group.Scalar
	blinded    []group.Element
	tweakedKey group.Element
}

// BlindedElements returns the serialized blinded elements, the request to
// send to the server, in the order of the inputs.
func (st *BlindState) BlindedElements() [][]byte {
	out := make([][]byte, len(st.blinded))
	for i, e := range st.blinded {
		out[i] = e.Bytes()
	}
	return out
}

// Blind blinds one input: Blind of RFC 9497 §3.3.1 (ModeOPRF, ModeVOPRF) or
// §3.3.3 (ModePOPRF, where info is the public input; it must be nil in the
// other modes). The blind is drawn from rand (crypto/rand.Reader if nil).
// It fails with ErrInvalidInput if the input hashes to the identity, if
// POPRF's tweaked key is the identity, or if input or info is 2^16 bytes
// or longer.
func (c *Client) Blind(rand io.Reader, input, info []byte) (*BlindState, error) {
	return c.BlindBatch(rand, [][]byte{input}, info)
}

// BlindBatch is Blind for several inputs, to be evaluated in one request
// with one proof.
func (c *Client) BlindBatch(rand io.Reader, inputs [][]byte, info []byte) (*BlindState, error) {
	if c.p.g == nil {
		return nil, errZeroValue
	}
	blinds := make([]group.Scalar, 0, len(inputs))
	wipe := func() {
		for _, b := range blinds {
			b.Zeroize()
		}
	}
	for range inputs {
		b, err := c.p.g.RandomScalar(rand)
		if err != nil {
			wipe() // the blinds drawn before the failure
			return nil, fmt.Errorf("oprf: %w", err)
		}
		blinds = append(blinds, b)
	}
	st, err := c.BlindWithScalars(blinds, inputs, info)
	if err != nil {
		wipe()
		return nil, err
	}
	return st, nil
}

// BlindWithScalars is BlindBatch with the blinds given, one per input, as
// the test vectors of RFC 9497 Appendix A give them. Blinds must be secret,
// uniformly random and non-zero, and never reused: outside of tests use
// Blind or BlindBatch. The state keeps (and Finalize wipes) the scalars.
func (c *Client) BlindWithScalars(blinds []group.Scalar, inputs [][]byte, info []byte) (*BlindState, error) {
	if c.p.g == nil {
		return nil, errZeroValue
	}
	if len(blinds) != len(inputs) || len(inputs) == 0 {
		return nil, fmt.Errorf("%w: %d blinds for %d inputs", ErrInvalidInput, len(blinds), len(inputs))
	}
	st := &BlindState{c: c, blinds: blinds}
	if c.p.mode == ModePOPRF {
		m, err := c.p.tweak(info)
		if err != nil {
			return nil, err
		}
		T := c.p.g.NewElement().ScalarBaseMult(m)
		st.tweakedKey = T.Add(T, c.pub.e)
		if st.tweakedKey.IsIdentity() == 1 {
			return nil, fmt.Errorf("%w: the tweaked key for info %q is the identity", ErrInvalidInput, info)
		}
		st.info = append([]byte(nil), info...)
	} else if info != nil {
		return nil, fmt.Errorf("oprf: info is only for the POPRF mode, not %v", c.p.mode)
	}
	for i, input := range inputs {
		if err := checkLen("input", input); err != nil {
			return nil, err
		}
		if blinds[i] == nil || blinds[i].IsZero() == 1 {
			return nil, fmt.Errorf("%w: blind %d is zero", ErrInvalidInput, i)
		}
		P, err := c.p.hashToGroup(input)
		if err != nil {
			return nil, fmt.Errorf("oprf: %w", err)
		}
		if P.IsIdentity() == 1 {
			return nil, fmt.Errorf("%w: input %d hashes to the identity", ErrInvalidInput, i)
		}
		st.blinded = append(st.blinded, P.ScalarMult(blinds[i], P))
		st.inputs = append(st.inputs, append([]byte(nil), input...))
	}
	return st, nil
}

// Evaluation is a server's answer to a request: the serialized evaluated
// elements, in the order of the blinded elements, and in the VOPRF and
// POPRF modes one proof over all of them.
type Evaluation struct {
	Elements [][]byte
	Proof    []byte
}

var errStateUsed = errors.New("oprf: blind state already finalized")

// Finalize verifies the server's evaluation (in the VOPRF and POPRF modes)
// and returns the PRF outputs, one per input: Finalize of RFC 9497
// §3.3.1–3.3.3, unblinding each evaluated element with the inverse of its
// blind and hashing it with the input (and info). It fails with
// ErrDeserialize for an element that does not decode or counts that do not
// match, and with ErrVerify for a proof that does not verify. It wipes the
// blinds, so a state is finalized once.
func (c *Client) Finalize(st *BlindState, ev *Evaluation) ([][]byte, error) {
	if c.p.g == nil {
		return nil, errZeroValue
	}
	if st == nil || ev == nil || st.c != c {
		return nil, errors.New("oprf: Finalize needs this client's blind state and an evaluation")
	}
	if st.blinds == nil {
		return nil, errStateUsed
	}
	defer st.wipe()
	if len(ev.Elements) != len(st.blinded) {
		return nil, fmt.Errorf("%w: %d evaluated elements for %d blinded", ErrDeserialize, len(ev.Elements), len(st.blinded))
	}
	evaluated := make([]group.Element, len(ev.Elements))
	for i, b := range ev.Elements {
		e, err := c.p.g.ParseElement(b)
		if err != nil {
			return nil, fmt.Errorf("%w: evaluated element %d: %w", ErrDeserialize, i, err)
		}
		evaluated[i] = e
	}
	switch c.p.mode {
	case ModeVOPRF:
		if err := c.p.verifyProof(c.p.g.NewGenerator(), c.pub.e, st.blinded, evaluated, ev.Proof); err != nil {
			return nil, err
		}
	case ModePOPRF:
		if err := c.p.verifyProof(c.p.g.NewGenerator(), st.tweakedKey, evaluated, st.blinded, ev.Proof); err != nil {
			return nil, err
		}
	}
	out := make([][]byte, len(evaluated))
	inv := c.p.g.NewScalar()
	defer inv.Zeroize()
	for i, e := range evaluated {
		inv.Invert(st.blinds[i])
		N := e.ScalarMult(inv, e)
		out[i] = c.p.finalizeHash(st.inputs[i], st.info, N)
	}
	return out, nil
}

// wipe zeroes the blinds and forgets them.
func (st *BlindState) wipe() {
	for _, b := range st.blinds {
		b.Zeroize()
	}
	st.blinds = nil
}
