package edwards

import (
	"crypto/rand"
	"errors"
	"fmt"
	"io"

	"github.com/curvekit/curvekit/internal/parallel"
)

// BatchVerifier checks many signatures at once. It tests the random linear
// combination
//
//	[h]( Σ z_i·R_i + Σ (z_i·k_i)·A_i − (Σ z_i·S_i)·B ) = O
//
// in one multi-scalar multiplication, with 128-bit coefficients z_i hashed
// from 32 random bytes together with the whole batch — every public key, R,
// S and challenge — and never zero (batchcoeffs.go). The combination holds
// for valid signatures and fails, except with probability about 2^−128, if
// any signature fails the cofactored equation; because the z_i depend on
// the signatures, that stays true when the random source is predictable or
// broken (all zeros, a constant, a short cycle): signatures cannot be chosen
// to cancel without breaking SHA-512. On curves of order n < 2^128 the z_i
// are reduced modulo n, and the bound is about 1/n. So a batch accepts
// exactly what Verify accepts under the cofactored policies (ZIP215, RFC8032,
// Strict), never Stdlib's cofactorless set. When the batch fails, every
// signature is checked on its own to report which ones failed.
//
// Signatures under the same public key share its decoding and one term of
// the multi-scalar multiplication, Σ (z_i·k_i)·A over them, so a batch of
// many signatures by few signers costs little more than their R_i.
//
// Add checks the lengths, options and S, reads the y-coordinates and hashes
// the challenge; Verify decodes the points of every signature added since
// the last Verify together, through the field's SqrtRatioBatcher when it
// has one (fp25519 runs eight or sixteen square roots at once with AVX-512
// IFMA, four with AVX2), and computes the combination with Straus's
// method, on the curve's lane backend where it has one (lanes.go).
//
// On a machine with several processors (GOMAXPROCS > 1), Verify splits
// large batches among goroutines: the square roots of the decoding, the
// terms of the multi-scalar multiplication and, when the batch fails, the
// one-by-one checks, in contiguous shares of at least 256, 256 and 16 items
// (internal/parallel). Add stays on the caller's goroutine; to spread the
// hashing of many messages, Add them to several BatchVerifiers from
// several goroutines.
//
// A BatchVerifier is not safe for concurrent use. Its zero value is not
// usable: make one with Scheme.NewBatchVerifier.
type BatchVerifier[E, S any] struct {
	s       *Scheme[E, S]
	entries []batchEntry[E, S]
	// encs holds the public key and the R of every entry, EncodingLen
	// bytes each (zeros for wrong lengths): entry i's key at 2i·l, its R at
	// (2i+1)·l.
	encs []byte
	// keys[1] maps the first 8 bytes of a public key parsed leniently,
	// keys[0] of one parsed strictly, to the first entry that decodes it
	// (a key sharing only those bytes with it is decoded anew).
	keys [2]map[[8]byte]int
	// decoded is the number of entries whose points are decoded: Add only
	// parses them, and Verify decodes the rest together (decodePending).
	decoded int
}

// batchEntry is one parsed, then decoded, signature, or the reason it could
// not be.
type batchEntry[E, S any] struct {
	a, r extended[E] // A and R, once decoded
	k, s S           // challenge and signature scalar
	key  int         // the index of the first entry with the same public key
	err  error
	// What Add leaves for decodePending, when err is nil: the y-coordinates
	// and x sign bits of A (when key is the entry's own index) and R, the
	// decoding leniency and whether the policy is Strict.
	ya, yr         E
	signA, signR   int
	lenient, small bool
	// errA is the decoding error of A, set when A is decoded (it is shared
	// by the later entries with the same key).
	errA error
}

// NewBatchVerifier returns an empty batch verifier for s.
func (s *Scheme[E, S]) NewBatchVerifier() *BatchVerifier[E, S] {
	return &BatchVerifier[E, S]{s: s}
}

// Len returns the number of signatures added.
func (b *BatchVerifier[E, S]) Len() int { return len(b.entries) }

// Add appends the signature sig of msg under pub, with the context, prehash
// flag and policy of opts, to the batch. The policy must be a cofactored one
// (RFC8032, ZIP215 or Strict): for Stdlib or an unknown policy Add returns
// an error and adds nothing. Nil opts means the scheme's DefaultPolicy, or
// ZIP215 — the cofactored policy that accepts the most — when that is
// Stdlib. Any other problem —
// wrong lengths, invalid encodings, S ≥ n, small-order points under Strict,
// bad options — is recorded and reported by Verify as a failure at this
// signature's index (the number of earlier successful Adds).
func (b *BatchVerifier[E, S]) Add(pub, msg, sig []byte, opts *Options) error {
	policy := b.s.p.DefaultPolicy
	if opts != nil {
		policy = opts.Policy
	} else if policy == Stdlib {
		policy = ZIP215
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
	l := b.s.l
	if need := 2 * l * cap(b.entries); cap(b.encs) < need {
		// encs grows with entries, not in steps of its own.
		encs := make([]byte, len(b.encs), need)
		copy(encs, b.encs)
		b.encs = encs
	}
	// A public key parsed for an earlier entry, with the same leniency,
	// decodes to the same point: that entry's decoding is shared.
	shared := false
	var prefix [8]byte
	keys := &b.keys[0]
	if policy == ZIP215 {
		keys = &b.keys[1]
	}
	if len(pub) == l {
		copy(prefix[:], pub)
		if j, ok := (*keys)[prefix]; ok && string(b.encs[2*j*l:(2*j+1)*l]) == string(pub) {
			e.key, shared = j, true
		}
		b.encs = append(b.encs, pub...)
	} else {
		b.encs = append(b.encs, make([]byte, l)...)
	}
	if len(sig) == 2*l {
		b.encs = append(b.encs, sig[:l]...)
	} else {
		b.encs = append(b.encs, make([]byte, l)...)
	}
	e.err = b.s.parseEntry(e, shared, pub, msg, sig, opts, policy)
	if e.err == nil && !shared {
		if *keys == nil {
			*keys = make(map[[8]byte]int, 64)
		}
		if _, ok := (*keys)[prefix]; !ok {
			(*keys)[prefix] = i
		}
	}
	return nil
}

// parseEntry fills e from a signature, except for the x-coordinates of its
// points, or returns why it cannot: the lengths, the options, S, the
// y-coordinates and sign bits of A (unless shared, when an earlier entry
// decodes the same public key) and R, and the challenge.
func (s *Scheme[E, S]) parseEntry(e *batchEntry[E, S], shared bool, pub, msg, sig []byte, opts *Options, policy Policy) error {
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
	e.lenient, e.small = policy == ZIP215, policy == Strict
	if !shared {
		var err error
		if e.signA, err = w.parseY(&w.codec, &e.ya, st.pub, e.lenient); err != nil {
			return fmt.Errorf("%w: public key: %w", ErrInvalidSignature, err)
		}
	}
	var err error
	if e.signR, err = w.parseY(&w.codec, &e.yr, st.rEnc, e.lenient); err != nil {
		// What is wrong with A, if anything, is reported first, as Verify
		// does.
		if errA := w.decode(&w.codec, &w.p, st.pub, e.lenient); errA != nil {
			return fmt.Errorf("%w: public key: %w", ErrInvalidSignature, errA)
		}
		if e.small && w.smallOrder(&w.pub, &w.p) {
			return fmt.Errorf("%w: public key of small order", ErrInvalidSignature)
		}
		return fmt.Errorf("%w: R: %w", ErrInvalidSignature, err)
	}
	s.challenge(st, msg)
	e.k = st.k
	return nil
}

// decodePending decodes the points of the entries Add has parsed since the
// last call: every square root x = sqrt(u/v) of them at once when the field
// implements SqrtRatioBatcher, one after another otherwise. It records the
// decoding failures, and small-order points under Strict, in the entries.
func (b *BatchVerifier[E, S]) decodePending(w *workspace[E, S]) {
	first := b.decoded
	b.decoded = len(b.entries)
	n := 0 // the number of square roots
	for i := first; i < len(b.entries); i++ {
		if e := &b.entries[i]; e.err == nil {
			n++
			if e.key == i {
				n++
			}
		}
	}
	if n == 0 {
		return
	}
	ms := &w.msm
	if cap(ms.roots) < 3*n {
		ms.roots = make([]E, 3*n)
		ms.ok = make([]int, n)
	}
	u, v, x, ok := ms.roots[:n], ms.roots[n:2*n], ms.roots[2*n:3*n], ms.ok[:n]
	j := 0
	for i := first; i < len(b.entries); i++ {
		e := &b.entries[i]
		if e.err != nil {
			continue
		}
		if e.key == i {
			w.ratio(&u[j], &v[j], &e.ya)
			j++
		}
		w.ratio(&u[j], &v[j], &e.yr)
		j++
	}
	// The square roots, about a third of a batch's time, are independent:
	// shares of them go to separate goroutines when the batch is large.
	f := w.f
	parallel.Run(parallel.Workers(n, decodeShare), n, func(_, lo, hi int) {
		if sb, isBatcher := f.(SqrtRatioBatcher[E]); isBatcher {
			sb.SqrtRatioBatch(x[lo:hi], u[lo:hi], v[lo:hi], ok[lo:hi])
			return
		}
		for j := lo; j < hi; j++ {
			ok[j] = f.SqrtRatio(&x[j], &u[j], &v[j])
		}
	})
	l := b.s.l
	j = 0
	for i := first; i < len(b.entries); i++ {
		e := &b.entries[i]
		if e.err != nil {
			continue
		}
		if e.key == i {
			e.errA = w.finishDecode(&w.codec, &e.a, &x[j], &e.ya, ok[j], e.signA, b.encs[2*i*l:(2*i+1)*l], e.lenient)
			j++
		} else {
			e.a, e.errA = b.entries[e.key].a, b.entries[e.key].errA
		}
		errR := w.finishDecode(&w.codec, &e.r, &x[j], &e.yr, ok[j], e.signR, b.encs[(2*i+1)*l:(2*i+2)*l], e.lenient)
		j++
		// The checks in Verify's order.
		switch {
		case e.errA != nil:
			e.err = fmt.Errorf("%w: public key: %w", ErrInvalidSignature, e.errA)
		case e.small && w.smallOrder(&w.pub, &e.a):
			e.err = fmt.Errorf("%w: public key of small order", ErrInvalidSignature)
		case errR != nil:
			e.err = fmt.Errorf("%w: R: %w", ErrInvalidSignature, errR)
		case e.small && w.smallOrder(&w.pub, &e.r):
			e.err = fmt.Errorf("%w: R of small order", ErrInvalidSignature)
		}
	}
}

// decodeShare is the fewest square roots decodePending gives one goroutine
// (each costs an exponentiation, several microseconds).
const decodeShare = 256

// SqrtRatioBatcher is an optional interface of a base field: SqrtRatioBatch
// sets z[i] = sqrt(u[i]/v[i]) and ok[i] to the result, as ok[i] =
// SqrtRatio(&z[i], &u[i], &v[i]) would, for every i, in less time than those
// calls. Batch verification uses it, when Params.Field has it, to decode
// the points of all the signatures of a batch together. field/fp25519
// implements it (with AVX-512 IFMA, eight exponentiations at once; with
// AVX2, four).
type SqrtRatioBatcher[E any] interface {
	// SqrtRatioBatch sets ok[i] = SqrtRatio(&z[i], &u[i], &v[i]) for every
	// i; the four slices have one length.
	SqrtRatioBatch(z, u, v []E, ok []int)
}

// Verify reports whether every signature in the batch is valid, and when
// not, the indexes of the invalid ones in increasing order. Verify reads 32
// bytes from rand, or crypto/rand when rand is nil, and hashes them with the
// batch into the coefficients z_i; a bad rand weakens the batch to a
// Fiat–Shamir check but never makes it accept an invalid signature. If rand
// fails, every signature is checked on its own, with the same results.
func (b *BatchVerifier[E, S]) Verify(rand io.Reader) (ok bool, failed []int) {
	if len(b.entries) == 0 {
		return true, nil
	}
	if b.batchHolds(rand) {
		return true, nil
	}
	// Check every signature on its own, in shares on separate goroutines
	// when the batch is large.
	c := b.s.c
	bad := make([]bool, len(b.entries))
	parallel.Run(parallel.Workers(len(b.entries), verifyShare), len(b.entries), func(_, lo, hi int) {
		w := c.get()
		defer c.put(w)
		for i := lo; i < hi; i++ {
			e := &b.entries[i]
			bad[i] = e.err != nil || !w.verifyCofactored(e)
		}
	})
	for i, f := range bad {
		if f {
			failed = append(failed, i)
		}
	}
	return len(failed) == 0, failed
}

// verifyShare is the fewest signatures Verify gives one goroutine when it
// checks them one by one (each costs a double-scalar multiplication).
const verifyShare = 16

// batchHolds decodes the pending entries and evaluates the random linear
// combination. It returns false when some entry failed to decode or rand
// fails, and on a curve whose group order is below 2^128 (a scalar of at
// most batchCoeffLen bytes): there coefficients modulo the order n let an
// invalid batch pass with probability about 1/n — one in a few hundred on
// the toy curves of the tests — so Verify checks every signature on its
// own instead.
func (b *BatchVerifier[E, S]) batchHolds(rnd io.Reader) bool {
	c := b.s.c
	w := c.get()
	defer c.put(w)
	b.decodePending(w)
	n := len(b.entries)
	for i := range b.entries {
		if b.entries[i].err != nil {
			return false
		}
	}
	if c.fs.ByteLen() <= batchCoeffLen {
		return false
	}
	if rnd == nil {
		rnd = rand.Reader
	}
	fs := c.fs
	// base·B with base = −Σ z_i·S_i, then z_i·R_i for every entry and
	// (Σ z_i·k_i)·A for every distinct public key A.
	z := make([]S, n)
	if err := b.coefficients(z, rnd, w); err != nil {
		return false
	}
	scalars := make([]S, 0, 2*n+1)
	points := make([]extended[E], 0, 2*n+1)
	term := make([]int, n) // term[i]: the index of entry i's A term
	// The scalars live in the workspace or in scalars (which never grows
	// past its capacity): local ones, passed to the interface methods of
	// fs, would escape to the heap.
	base, t := &w.s2, &w.s
	fs.Zero(base)
	var zero S
	for i := range b.entries {
		e := &b.entries[i]
		scalars, points = append(scalars, z[i]), append(points, e.r)
		zi := &scalars[len(scalars)-1]
		fs.Mul(t, zi, &e.s)
		fs.Sub(base, base, t)
		if e.key == i {
			term[i] = len(points)
			scalars, points = append(scalars, zero), append(points, e.a)
			fs.Mul(&scalars[len(scalars)-1], zi, &e.k)
		} else {
			fs.Mul(t, zi, &e.k)
			j := term[e.key]
			fs.Add(&scalars[j], &scalars[j], t)
		}
	}
	w.msmVarTime(&w.acc, base, scalars, points)
	return w.smallOrder(&w.pub, &w.acc)
}

// verifyCofactored checks one decoded entry: [h]([S]B − [k]A − R) = O.
func (w *workspace[E, S]) verifyCofactored(e *batchEntry[E, S]) bool {
	w.negate(&w.p, &e.a)
	w.doubleMulVarTime(&w.dm, &w.acc, &w.cp, &e.k, &w.p, &e.s)
	w.toCached(&w.cq, &e.r)
	w.addCached(&w.cp, &w.acc, &w.cq, true)
	w.toExtended(&w.p, &w.cp)
	return w.smallOrder(&w.pub, &w.p)
}
