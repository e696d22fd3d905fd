package edwards

import (
	"crypto/rand"
	"errors"
	"fmt"
	"io"
)

// BatchVerifier checks many signatures at once. It tests the random linear
// combination
//
//	[h]( Σ z_i·R_i + Σ (z_i·k_i)·A_i − (Σ z_i·S_i)·B ) = O
//
// with independent random 128-bit z_i in one multi-scalar multiplication,
// which holds for valid signatures and fails, except with probability about
// 2^−128, if any signature fails the cofactored equation. So a batch accepts
// exactly what Verify accepts under the cofactored policies (ZIP215, RFC8032,
// Strict), never Stdlib's cofactorless set. When the batch fails, every
// signature is checked on its own to report which ones failed.
//
// A BatchVerifier is not safe for concurrent use. Its zero value is not
// usable: make one with Scheme.NewBatchVerifier.
type BatchVerifier[E, S any] struct {
	s       *Scheme[E, S]
	entries []batchEntry[E, S]
}

// batchEntry is one decoded signature, or the reason it could not be.
type batchEntry[E, S any] struct {
	a, r extended[E] // A and R
	k, s S           // challenge and signature scalar
	err  error
}

// NewBatchVerifier returns an empty batch verifier for s.
func (s *Scheme[E, S]) NewBatchVerifier() *BatchVerifier[E, S] {
	return &BatchVerifier[E, S]{s: s}
}

// Len returns the number of signatures added.
func (b *BatchVerifier[E, S]) Len() int { return len(b.entries) }

// Add appends the signature sig of msg under pub, with the context, prehash
// flag and policy of opts, to the batch. The policy must be a cofactored one
// (RFC8032, ZIP215 or Strict; nil opts means RFC8032): for Stdlib or an
// unknown policy Add returns an error and adds nothing. Any other problem —
// wrong lengths, invalid encodings, S ≥ n, small-order points under Strict,
// bad options — is recorded and reported by Verify as a failure at this
// signature's index (the number of earlier successful Adds).
func (b *BatchVerifier[E, S]) Add(pub, msg, sig []byte, opts *Options) error {
	policy := RFC8032
	if opts != nil {
		policy = opts.Policy
	}
	if policy == Stdlib {
		return errors.New("edwards: batch verification is cofactored and cannot implement the Stdlib policy")
	}
	if policy < RFC8032 || policy > Strict {
		return fmt.Errorf("edwards: unknown verification policy %d", int(policy))
	}
	b.entries = append(b.entries, batchEntry[E, S]{})
	e := &b.entries[len(b.entries)-1]
	e.err = b.s.decodeEntry(e, pub, msg, sig, opts, policy)
	return nil
}

// decodeEntry fills e from a signature, or returns why it cannot.
func (s *Scheme[E, S]) decodeEntry(e *batchEntry[E, S], pub, msg, sig []byte, opts *Options, policy Policy) error {
	if len(pub) != s.l || len(sig) != 2*s.l {
		return fmt.Errorf("edwards: public key %d and signature %d bytes, want %d and %d", len(pub), len(sig), s.l, 2*s.l)
	}
	st := s.get()
	defer s.put(st)
	if err := s.setDom(st, msg, opts); err != nil {
		return err
	}
	w := s.c.get()
	defer s.c.put(w)
	copy(st.pub, pub)
	copy(st.rEnc, sig[:s.l])
	if err := s.decodeScalar(st, w, &e.s, sig[s.l:]); err != nil {
		return err
	}
	lenient := policy == ZIP215
	errA, errR := w.decodePair(&e.a, &e.r, st.pub, st.rEnc, lenient, lenient)
	if errA != nil {
		return fmt.Errorf("%w: public key: %w", ErrInvalidSignature, errA)
	}
	if errR != nil {
		return fmt.Errorf("%w: R: %w", ErrInvalidSignature, errR)
	}
	if policy == Strict && (w.smallOrder(&e.a) || w.smallOrder(&e.r)) {
		return fmt.Errorf("%w: point of small order", ErrInvalidSignature)
	}
	s.challenge(st, msg)
	e.k = st.k
	return nil
}

// Verify reports whether every signature in the batch is valid, and when
// not, the indexes of the invalid ones in increasing order. The coefficients
// z_i come from rand, or crypto/rand when rand is nil; if rand fails, every
// signature is checked on its own, with the same results.
func (b *BatchVerifier[E, S]) Verify(rand io.Reader) (ok bool, failed []int) {
	if len(b.entries) == 0 {
		return true, nil
	}
	if b.batchHolds(rand) {
		return true, nil
	}
	w := b.s.c.get()
	defer b.s.c.put(w)
	for i := range b.entries {
		e := &b.entries[i]
		if e.err != nil || !w.verifyCofactored(e) {
			failed = append(failed, i)
		}
	}
	return len(failed) == 0, failed
}

// batchHolds evaluates the random linear combination. It returns false when
// some entry failed to decode or rand fails.
func (b *BatchVerifier[E, S]) batchHolds(rnd io.Reader) bool {
	n := len(b.entries)
	for i := range b.entries {
		if b.entries[i].err != nil {
			return false
		}
	}
	if rnd == nil {
		rnd = rand.Reader
	}
	z := make([]byte, 16*n)
	if _, err := io.ReadFull(rnd, z); err != nil {
		return false
	}
	c := b.s.c
	fs := c.fs
	w := c.get()
	defer c.put(w)
	// base·B with base = −Σ z_i·S_i, then z_i·R_i and z_i·k_i·A_i.
	scalars := make([]S, 2*n, 2*n+1)
	points := make([]extended[E], 2*n, 2*n+1)
	var base, zi, t S
	fs.Zero(&base)
	zle := make([]byte, fs.ByteLen())
	for i := range b.entries {
		e := &b.entries[i]
		copy(zle, z[16*i:16*i+16])
		copyOrder(w.sbuf, zle, fs.ByteOrder())
		if err := fs.SetBytes(&zi, w.sbuf); err != nil {
			panic("edwards: internal error: " + err.Error())
		}
		fs.Mul(&t, &zi, &e.s)
		fs.Sub(&base, &base, &t)
		scalars[2*i], points[2*i] = zi, e.r
		fs.Mul(&scalars[2*i+1], &zi, &e.k)
		points[2*i+1] = e.a
	}
	if len(points) <= strausMax {
		w.straus(&w.acc, &base, scalars, points)
	} else {
		w.pippenger(&w.acc, append(scalars, base), append(points, c.g))
	}
	return w.smallOrder(&w.acc)
}

// verifyCofactored checks one decoded entry: [h]([S]B − [k]A − R) = O.
func (w *workspace[E, S]) verifyCofactored(e *batchEntry[E, S]) bool {
	w.negate(&w.p, &e.a)
	w.s, w.s2 = e.k, e.s
	w.doubleMulVarTime()
	w.toCached(&w.cq, &e.r)
	w.addCached(&w.cp, &w.acc, &w.cq, true)
	w.toExtended(&w.p, &w.cp)
	return w.smallOrder(&w.p)
}
