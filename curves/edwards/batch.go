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
// Signatures under the same public key share its decoding and one term of
// the multi-scalar multiplication, Σ (z_i·k_i)·A over them, so a batch of
// many signatures by few signers costs little more than their R_i.
//
// A BatchVerifier is not safe for concurrent use. Its zero value is not
// usable: make one with Scheme.NewBatchVerifier.
type BatchVerifier[E, S any] struct {
	s       *Scheme[E, S]
	entries []batchEntry[E, S]
	// pubs holds the public key of every entry, EncodingLen bytes each.
	pubs []byte
	// keys[1] maps the first 8 bytes of a public key decoded leniently,
	// keys[0] of one decoded strictly, to the first entry that decoded it
	// (a key sharing only those bytes with it is decoded anew).
	keys [2]map[[8]byte]int
}

// batchEntry is one decoded signature, or the reason it could not be.
type batchEntry[E, S any] struct {
	a, r extended[E] // A and R
	k, s S           // challenge and signature scalar
	key  int         // the index of the first entry with the same public key
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
	i := len(b.entries)
	b.entries = append(b.entries, batchEntry[E, S]{key: i})
	e := &b.entries[i]
	// A public key decoded for an earlier entry, with the same leniency,
	// gives the same point: copy it and decode only R.
	var known *extended[E]
	var prefix [8]byte
	keys := &b.keys[0]
	if policy == ZIP215 {
		keys = &b.keys[1]
	}
	l := b.s.l
	if len(pub) == l {
		copy(prefix[:], pub)
		if j, ok := (*keys)[prefix]; ok && string(b.pubs[j*l:(j+1)*l]) == string(pub) {
			e.key, known = j, &b.entries[j].a
		}
		b.pubs = append(b.pubs, pub...)
	} else {
		b.pubs = append(b.pubs, make([]byte, l)...)
	}
	e.err = b.s.decodeEntry(e, known, pub, msg, sig, opts, policy)
	if e.err == nil && known == nil {
		if *keys == nil {
			*keys = make(map[[8]byte]int, 64)
		}
		if _, ok := (*keys)[prefix]; !ok {
			(*keys)[prefix] = i
		}
	}
	return nil
}

// decodeEntry fills e from a signature, or returns why it cannot. When
// known is not nil it is the public key, already decoded with the policy's
// leniency by an earlier entry.
func (s *Scheme[E, S]) decodeEntry(e *batchEntry[E, S], known *extended[E], pub, msg, sig []byte, opts *Options, policy Policy) error {
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
	var errA, errR error
	if known != nil {
		e.a = *known
		errR = w.decode(&e.r, st.rEnc, lenient)
	} else {
		errA, errR = w.decodePair(&e.a, &e.r, st.pub, st.rEnc, lenient, lenient)
	}
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
	// base·B with base = −Σ z_i·S_i, then z_i·R_i for every entry and
	// (Σ z_i·k_i)·A for every distinct public key A.
	scalars := make([]S, 0, 2*n+1)
	points := make([]extended[E], 0, 2*n+1)
	term := make([]int, n) // term[i]: the index of entry i's A term
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
		scalars, points = append(scalars, zi), append(points, e.r)
		fs.Mul(&t, &zi, &e.k)
		if e.key == i {
			term[i] = len(points)
			scalars, points = append(scalars, t), append(points, e.a)
		} else {
			j := term[e.key]
			fs.Add(&scalars[j], &scalars[j], &t)
		}
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
