package edwards

import "fmt"

// Verify checks that sig is a valid signature of msg under the public key
// pub with the options' context, prehash flag and verification policy
// (RFC 8032 §5.1.7, §5.2.7, and see Policy). It returns nil for a valid
// signature and an error otherwise: one wrapping ErrInvalidSignature when
// the signature, key or message is at fault. Verification handles only
// public values; it is not constant time. Nil opts means no context, no
// prehash and the scheme's SchemeParams.DefaultPolicy.
//
// The check runs with half-size scalars (halfverify.go): the equation is
// multiplied by a small t with a ≡ t·k (mod h·n), which halves the chain of
// doublings and decides the same accept/reject set for every policy; the
// rare Stdlib checks it cannot decide exactly take the full-size path.
func (s *Scheme[E, S]) Verify(pub, msg, sig []byte, opts *Options) error {
	return s.verify(pub, msg, sig, opts, s.c.halfCurveOnce())
}

// verify is Verify, on the half-size path of halfverify.go with hc's state
// where that path applies, and on the full-size one when hc is nil.
func (s *Scheme[E, S]) verify(pub, msg, sig []byte, opts *Options, hc *halfCurve[E, S]) error {
	if len(pub) != s.l || len(sig) != 2*s.l {
		return fmt.Errorf("edwards: public key %d and signature %d bytes, want %d and %d", len(pub), len(sig), s.l, 2*s.l)
	}
	policy := s.p.DefaultPolicy
	if opts != nil {
		policy = opts.Policy
	}
	if policy < RFC8032 || policy > Strict {
		return fmt.Errorf("edwards: unknown verification policy %d", int(policy))
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
	if err := s.decodeScalar(st, w, &st.sSig, sig[s.l:]); err != nil {
		return err
	}
	// A is decoded leniently under Stdlib and ZIP215. R is decoded under
	// every policy: Stdlib compares the canonical encoding of [S]B − [k]A
	// with R's bytes, which holds exactly when R's bytes are the canonical
	// encoding of a point (strict decoding succeeds) equal to [S]B − [k]A,
	// since encodings are injective and canonical decoding inverts them.
	// Decoding both at once shares the square roots (decodePair).
	lenient := policy == Stdlib || policy == ZIP215
	errA, errR := w.decodePair(&w.codec, &w.p, &w.q, st.pub, st.rEnc, lenient, lenient && policy != Stdlib)
	if errA != nil {
		return fmt.Errorf("%w: public key: %w", ErrInvalidSignature, errA)
	}
	if policy == Strict && w.smallOrder(&w.pub, &w.p) {
		return fmt.Errorf("%w: public key of small order", ErrInvalidSignature)
	}
	if errR != nil {
		if policy == Stdlib {
			return ErrInvalidSignature // no point has these bytes as its encoding
		}
		return fmt.Errorf("%w: R: %w", ErrInvalidSignature, errR)
	}
	if policy == Strict && w.smallOrder(&w.pub, &w.q) {
		return fmt.Errorf("%w: R of small order", ErrInvalidSignature)
	}
	s.challenge(st, msg)
	// The optimisation: the same check with half-size scalars
	// (halfverify.go), which decides all but a rare Stdlib case.
	if hc != nil {
		if done, valid := s.verifyHalf(hc, st, w, policy); done {
			if !valid {
				return ErrInvalidSignature
			}
			return nil
		}
	}
	// The textbook check.
	if !s.equationHolds(st, w, policy) {
		return ErrInvalidSignature
	}
	return nil
}

// equationHolds checks the textbook verification equation of RFC 8032
// §5.1.7 step 3 with full-size scalars: [S]B = R + [k]A under Stdlib
// (cofactorless, as crypto/ed25519), [h]([S]B − R − [k]A) = O under the
// other policies. w.p holds A and w.q holds R, decoded; st holds S and k.
// Verify reaches it when the half-size path of halfverify.go does not decide.
func (s *Scheme[E, S]) equationHolds(st *signState[S], w *workspace[E, S], policy Policy) bool {
	// [S]B − [k]A, which must be R (Stdlib) or differ from it by a point of
	// small order (the cofactored policies), in w.acc and, in completed
	// form, in w.cp.
	w.negate(&w.p, &w.p)
	w.doubleMulVarTime(&w.dm, &w.acc, &w.cp, &st.k, &w.p, &st.sSig)
	if policy == Stdlib {
		// R = (x, y, 1, x·y) from decoding; w.cp = (E, H, G, F) with
		// x' = E/G and y' = H/F.
		f := w.f
		f.Mul(&w.t0, &w.q.X, &w.cp.Z)
		f.Mul(&w.t1, &w.q.Y, &w.cp.T)
		return f.Equal(&w.t0, &w.cp.X)&f.Equal(&w.t1, &w.cp.Y) == 1
	}
	// [h]([S]B − [k]A − R) = O
	w.toCached(&w.cq, &w.q)
	w.addCached(&w.cp, &w.acc, &w.cq, true)
	w.toExtended(&w.p, &w.cp)
	return w.smallOrder(&w.pub, &w.p)
}

// challenge sets st.k = H(dom ‖ R ‖ A ‖ M) mod n from st.dom, st.rEnc and
// st.pub.
func (s *Scheme[E, S]) challenge(st *signState[S], msg []byte) {
	st.h.Reset()
	st.h.Write(st.dom)
	st.h.Write(st.rEnc)
	st.h.Write(st.pub)
	st.h.Write(msg)
	st.digest = st.h.Sum(st.digest[:0])
	s.reduce(st, &st.k, st.digest)
}

// decodeScalar sets z to the signature scalar encoded in b (EncodingLen
// bytes, little-endian), rejecting values ≥ n (RFC 8032 §5.1.7 step 1).
func (s *Scheme[E, S]) decodeScalar(st *signState[S], w *workspace[E, S], z *S, b []byte) error {
	fs := s.c.fs
	sl := fs.ByteLen()
	extra := byte(0)
	for _, x := range b[sl:] {
		extra |= x
	}
	buf := st.wide[:sl]
	copyOrder(buf, b[:sl], fs.ByteOrder())
	if extra != 0 || fs.SetBytes(z, buf) != nil {
		return fmt.Errorf("%w: S is not below the group order", ErrInvalidSignature)
	}
	return nil
}

// smallOrder reports whether h·p = O, with ps's memory; p must not be in
// ps.
func (w *workspace[E, S]) smallOrder(ps *publicMulScratch[E], p *extended[E]) bool {
	w.mulByCofactor(ps, &ps.t, p)
	return w.isIdentity(&ps.t) == 1
}
