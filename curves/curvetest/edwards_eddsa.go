package curvetest

import (
	"bytes"
	"math/big"

	"github.com/curvekit/curvekit/curves/edwards"
	"github.com/curvekit/curvekit/field"
)

// policies are the verification policies of the edwards engine.
var policies = []edwards.Policy{edwards.RFC8032, edwards.Stdlib, edwards.ZIP215, edwards.Strict}

// testEdDSA checks the EdDSA scheme e: keys against the model, signatures
// under every policy, determinism, contexts and prehashing where the scheme
// has them, batch verification, and the rejection of tampered signatures,
// messages and keys, S ≥ n, wrong lengths and keys of small order.
func (r *eRun[E, S]) testEdDSA(e *edwards.Scheme[E, S]) {
	if e.Curve() != r.c {
		r.run("EdDSA", func() { r.errorf("WithEdDSA: the scheme is over %s, not over the curve under test", e.Curve().Name()) })
		return
	}
	r.run("EdDSA/Keys", func() { r.testEdDSAKeys(e) })
	r.run("EdDSA/Sign", func() { r.testEdDSASign(e) })
	r.run("EdDSA/Tamper", func() { r.testEdDSATamper(e) })
	r.run("EdDSA/SmallOrder", func() { r.testEdDSASmallOrder(e) })
	r.run("EdDSA/Batch", func() { r.testEdDSABatch(e) })
}

// keyPair returns a random seed and its public key.
func (r *eRun[E, S]) keyPair(e *edwards.Scheme[E, S]) (seed, pub []byte) {
	seed = r.bytes(e.SeedSize())
	pub = make([]byte, e.PublicKeySize())
	r.noError(e.DerivePublicKey(pub, seed), "DerivePublicKey")
	return seed, pub
}

func (r *eRun[E, S]) testEdDSAKeys(e *edwards.Scheme[E, S]) {
	m := r.m
	r.check(e.PublicKeySize() == m.encLen && e.SignatureSize() == 2*m.encLen, "PublicKeySize() = %d, SignatureSize() = %d for %d-byte points",
		e.PublicKeySize(), e.SignatureSize(), m.encLen)
	for range r.cfg.rounds(3) {
		seed, pub := r.keyPair(e)
		scalar, prefix, err := e.ExpandSeed(seed)
		if !r.noError(err, "ExpandSeed") {
			continue
		}
		r.check(len(prefix) > 0, "ExpandSeed returned an empty prefix")
		s := getInt(scalar, field.LittleEndian)
		want := m.encode(m.mulMemo(new(big.Int).Mod(s, m.n), m.g))
		r.check(bytes.Equal(pub, want), "the public key of seed %x is %x, want [s]B = %x", seed, pub, want)
	}
	r.isError(e.DerivePublicKey(make([]byte, e.PublicKeySize()), make([]byte, e.SeedSize()-1)), "DerivePublicKey of a short seed")
	r.isError(e.DerivePublicKey(make([]byte, e.PublicKeySize()-1), make([]byte, e.SeedSize())), "DerivePublicKey into a short key")
}

func (r *eRun[E, S]) testEdDSASign(e *edwards.Scheme[E, S]) {
	c, m := r.c, r.m
	seed, pub := r.keyPair(e)
	msgs := [][]byte{{}, []byte("abc"), r.bytes(1000)}
	for range r.cfg.rounds(2) {
		msgs = append(msgs, r.bytes(1+int(r.rng.Uint32()%200)))
	}
	for i, msg := range msgs {
		sig := make([]byte, e.SignatureSize())
		if !r.noError(e.Sign(sig, seed, pub, msg, nil), "Sign(message %d)", i) {
			continue
		}
		for _, pol := range policies {
			r.noError(e.Verify(pub, msg, sig, &edwards.Options{Policy: pol}), "Verify(message %d) under %v", i, pol)
		}
		r.noError(e.Verify(pub, msg, sig, nil), "Verify(message %d) with nil options", i)
		again := make([]byte, e.SignatureSize())
		r.check(e.Sign(again, seed, pub, bytes.Clone(msg), nil) == nil && bytes.Equal(again, sig), "message %d: signing is not deterministic", i)
		// R is a point of the subgroup and S < n.
		R, err := c.NewIdentityPoint().SetBytes(sig[:m.encLen])
		if r.noError(err, "decoding R of message %d", i) {
			r.check(R.IsTorsionFree() == 1, "message %d: R is not in the subgroup", i)
		}
		sInt := getInt(sig[m.encLen:], field.LittleEndian)
		r.check(sInt.Cmp(m.n) < 0, "message %d: S = %x ≥ n", i, sInt)
	}
	msg := []byte("curvetest")
	sig := make([]byte, e.SignatureSize())
	// Contexts, where the scheme has them.
	if e.Sign(sig, seed, pub, msg, &edwards.Options{Context: "curvetest"}) == nil {
		r.noError(e.Verify(pub, msg, sig, &edwards.Options{Context: "curvetest"}), "Verify with the signing context")
		r.isError(e.Verify(pub, msg, sig, &edwards.Options{Context: "curvetesT"}), "Verify with another context")
		r.isError(e.Verify(pub, msg, sig, nil), "Verify without the context")
		r.isError(e.Sign(sig, seed, pub, msg, &edwards.Options{Context: string(make([]byte, 256))}), "Sign with a 256-byte context")
	}
	// The prehash variant, where the scheme has one.
	if e.PrehashSize() > 0 {
		ph, err := e.Prehash(msg)
		if r.noError(err, "Prehash") && r.noError(e.Sign(sig, seed, pub, ph, &edwards.Options{Prehashed: true}), "Sign(PH(msg))") {
			r.check(len(ph) == e.PrehashSize(), "len(Prehash) = %d, PrehashSize() = %d", len(ph), e.PrehashSize())
			r.noError(e.Verify(pub, ph, sig, &edwards.Options{Prehashed: true}), "Verify(PH(msg), Prehashed)")
			r.isError(e.Verify(pub, ph, sig, nil), "Verify of a prehashed signature as a pure one")
		}
	} else {
		_, err := e.Prehash(msg)
		r.isError(err, "Prehash on a scheme without a prehash variant")
	}
}

func (r *eRun[E, S]) testEdDSATamper(e *edwards.Scheme[E, S]) {
	m := r.m
	seed, pub := r.keyPair(e)
	_, other := r.keyPair(e)
	msg := r.bytes(40)
	sig := make([]byte, e.SignatureSize())
	if !r.noError(e.Sign(sig, seed, pub, msg, nil), "Sign") {
		return
	}
	bad := func(pub, msg, sig []byte, what string, args ...any) {
		r.t.Helper()
		for _, pol := range policies {
			err := e.Verify(pub, msg, sig, &edwards.Options{Policy: pol})
			r.isError(err, what+" under %v", append(args, pol)...)
		}
	}
	bad(other, msg, sig, "Verify under another key")
	flips := r.cfg.rounds(24)
	for i := range flips {
		bit := i * 8 * len(sig) / flips
		s := bytes.Clone(sig)
		s[bit/8] ^= 1 << (bit % 8)
		bad(pub, msg, s, "Verify with bit %d of the signature flipped", bit)
		mm := bytes.Clone(msg)
		mm[(bit/8)%len(mm)] ^= 1 << (bit % 8)
		bad(pub, mm, sig, "Verify with a bit of the message flipped")
		if bit < 8*len(pub)-1 {
			p := bytes.Clone(pub)
			p[bit/8] ^= 1 << (bit % 8)
			bad(p, msg, sig, "Verify with bit %d of the key flipped", bit)
		}
	}
	bad(pub, msg, sig[:len(sig)-1], "Verify of a short signature")
	bad(pub, msg, append(bytes.Clone(sig), 0), "Verify of a long signature")
	bad(pub[:len(pub)-1], msg, sig, "Verify under a short key")
	bad(pub, append(bytes.Clone(msg), 0), sig, "Verify of a longer message")
	// S + n: the same S modulo n, refused by RFC 8032 §5.1.7 step 1.
	sInt := getInt(sig[m.encLen:], field.LittleEndian)
	if Sn := new(big.Int).Add(sInt, m.n); Sn.BitLen() <= 8*m.encLen {
		s := bytes.Clone(sig)
		putInt(s[m.encLen:], Sn, field.LittleEndian)
		bad(pub, msg, s, "Verify with S + n")
	}
	r.isError(e.Verify(pub, msg, sig[:1], nil), "Verify of a 1-byte signature")
	r.isError(e.Sign(make([]byte, e.SignatureSize()-1), seed, pub, msg, nil), "Sign into a short buffer")
	r.isError(e.Sign(sig, seed[:len(seed)-1], pub, msg, nil), "Sign with a short seed")
}

// testEdDSASmallOrder checks the policies on keys and R of small order: the
// signature (R = O, S = 0) satisfies the cofactored equation for a key A of
// small order, [h](0·B − O − k·A) = O, so the cofactored policies that
// allow small orders accept it and Strict refuses it.
func (r *eRun[E, S]) testEdDSASmallOrder(e *edwards.Scheme[E, S]) {
	m := r.m
	T := r.torsionPoint()
	if m.isIdentity(T) {
		r.errorf("found no point of small order")
		return
	}
	pub := m.encode(T)
	sig := append(m.encode(m.identity()), make([]byte, m.encLen)...)
	msg := []byte("small order")
	r.isError(e.Verify(pub, msg, sig, &edwards.Options{Policy: edwards.Strict}), "Verify under Strict with a key of small order")
	r.noError(e.Verify(pub, msg, sig, &edwards.Options{Policy: edwards.ZIP215}), "Verify under ZIP215 of (O, 0) with a key of small order")
	r.noError(e.Verify(pub, msg, sig, &edwards.Options{Policy: edwards.RFC8032}), "Verify under RFC8032 of (O, 0) with a key of small order")
	// A valid signature under a real key with R moved by T: the cofactored
	// check still passes, the cofactorless one of Stdlib and Strict do not.
	seed, pk := r.keyPair(e)
	good := make([]byte, e.SignatureSize())
	if !r.noError(e.Sign(good, seed, pk, msg, nil), "Sign") {
		return
	}
	R, err := r.c.NewIdentityPoint().SetBytes(good[:m.encLen])
	if !r.noError(err, "decoding R") {
		return
	}
	moved := bytes.Clone(good)
	copy(moved, R.Add(R, r.point(T)).Bytes())
	r.isError(e.Verify(pk, msg, moved, &edwards.Options{Policy: edwards.Strict}), "Verify under Strict with R + T")
	r.isError(e.Verify(pk, msg, moved, &edwards.Options{Policy: edwards.Stdlib}), "Verify under Stdlib with R + T")
}

func (r *eRun[E, S]) testEdDSABatch(e *edwards.Scheme[E, S]) {
	n := r.cfg.rounds(6)
	b := e.NewBatchVerifier()
	type entry struct{ pub, msg, sig []byte }
	var entries []entry
	for i := range n {
		seed, pub := r.keyPair(e)
		msg := r.bytes(1 + i)
		sig := make([]byte, e.SignatureSize())
		if !r.noError(e.Sign(sig, seed, pub, msg, nil), "Sign") {
			return
		}
		entries = append(entries, entry{pub, msg, sig})
	}
	for _, x := range entries {
		r.noError(b.Add(x.pub, x.msg, x.sig, &edwards.Options{Policy: edwards.ZIP215}), "BatchVerifier.Add")
	}
	ok, failed := b.Verify(rngReader{r.checker})
	r.check(ok && len(failed) == 0, "a batch of %d valid signatures failed: %v", n, failed)
	bad := n / 2
	b = e.NewBatchVerifier()
	for i, x := range entries {
		sig := x.sig
		if i == bad {
			sig = bytes.Clone(sig)
			sig[len(sig)-3] ^= 0x10
		}
		r.noError(b.Add(x.pub, x.msg, sig, &edwards.Options{Policy: edwards.ZIP215}), "BatchVerifier.Add")
	}
	ok, failed = b.Verify(rngReader{r.checker})
	r.check(!ok && len(failed) == 1 && failed[0] == bad, "a batch with signature %d tampered: ok = %v, failed = %v", bad, ok, failed)
	r.isError(e.NewBatchVerifier().Add(entries[0].pub, entries[0].msg, entries[0].sig, &edwards.Options{Policy: edwards.Stdlib}), "BatchVerifier.Add under Stdlib")
}
