package curvetest

import (
	"bytes"
	"math/big"

	"github.com/curvekit/curvekit/curves/weierstrass"
)

// testECDSA checks the ECDSA scheme e: key decoding limits, signatures
// against the model's verification equation, the engine's Verify on valid
// and tampered signatures, the DER and r‖s encodings, RFC 6979 determinism,
// hedging, s normalisation, public-key recovery and ECDH.
func (w *wRun[E, S]) testECDSA(e *weierstrass.ECDSA[E, S]) {
	name := "ECDSA/" + e.Hash().String()
	if e.Curve() != w.c {
		w.run(name, func() { w.errorf("WithECDSA: the scheme is over %s, not over the curve under test", e.Curve().Name()) })
		return
	}
	w.run(name+"/Keys", func() { w.testECDSAKeys() })
	w.run(name+"/Sign", func() { w.testECDSASign(e) })
	w.run(name+"/Tamper", func() { w.testECDSATamper(e) })
	w.run(name+"/ECDH", func() { w.testECDH() })
}

// newKey returns the private key with scalar d.
func (w *wRun[E, S]) newKey(d *big.Int) *weierstrass.PrivateKey[E, S] {
	k, err := w.c.NewPrivateKey(d.FillBytes(make([]byte, w.c.ScalarLen())))
	if err != nil {
		w.errorf("NewPrivateKey(%x): %v", d, err)
		return nil
	}
	return k
}

func (w *wRun[E, S]) testECDSAKeys() {
	c, m := w.c, w.m
	l := c.ScalarLen()
	for _, d := range []*big.Int{big.NewInt(1), big.NewInt(2), new(big.Int).Sub(m.n, big.NewInt(1)), w.below(m.n)} {
		if d.Sign() == 0 {
			continue
		}
		k := w.newKey(d)
		if k == nil {
			continue
		}
		w.check(bytes.Equal(k.Bytes(), d.FillBytes(make([]byte, l))), "PrivateKey(%x).Bytes() = %x", d, k.Bytes())
		w.check(bytes.Equal(k.PublicKey().Bytes(), m.encode(m.mulMemo(d, m.g))), "PublicKey of d = %x differs from d·G", d)
		for _, enc := range [][]byte{k.PublicKey().Bytes(), k.PublicKey().BytesCompressed()} {
			pub, err := c.NewPublicKey(enc)
			if w.noError(err, "NewPublicKey(%x)", enc) {
				w.check(pub.Equal(k.PublicKey()), "NewPublicKey(%x) differs", enc)
			}
		}
	}
	for _, d := range []*big.Int{big.NewInt(0), m.n, new(big.Int).Add(m.n, big.NewInt(1))} {
		if d.BitLen() > 8*l {
			continue
		}
		_, err := c.NewPrivateKey(d.FillBytes(make([]byte, l)))
		w.isError(err, "NewPrivateKey(%x)", d)
	}
	_, err := c.NewPrivateKey(make([]byte, l-1))
	w.isError(err, "NewPrivateKey of %d bytes", l-1)
	_, err = c.NewPrivateKey(append([]byte{0}, big.NewInt(1).FillBytes(make([]byte, l))...))
	w.isError(err, "NewPrivateKey of %d bytes", l+1)
	_, err = c.NewPublicKey([]byte{0})
	w.isError(err, "NewPublicKey of the identity")
	_, err = c.NewPublicKeyFromPoint(c.NewIdentityPoint())
	w.isError(err, "NewPublicKeyFromPoint of the identity")
	k, err := c.GenerateKey(rngReader{w.checker})
	if w.noError(err, "GenerateKey") {
		var d S
		k.Scalar(&d)
		w.check(c.ScalarField().IsZero(&d) == 0, "GenerateKey returned d = 0")
		w.is(k.PublicKey().Point(), w.m.mulMemo(new(big.Int).SetBytes(k.Bytes()), w.m.g), "GenerateKey's public key")
	}
}

// modelVerify reports whether (r, s) satisfies the ECDSA verification
// equation of SEC 1 §4.1.4 for digest and Q, computed with the model.
func (w *wRun[E, S]) modelVerify(Q wPoint, digest []byte, r, s *big.Int) bool {
	m := w.m
	if r.Sign() <= 0 || s.Sign() <= 0 || r.Cmp(m.n) >= 0 || s.Cmp(m.n) >= 0 {
		return false
	}
	e := new(big.Int).SetBytes(digest)
	if excess := 8*len(digest) - m.n.BitLen(); excess > 0 {
		e.Rsh(e, uint(excess))
	}
	si := new(big.Int).ModInverse(s, m.n)
	u1 := new(big.Int).Mul(e, si)
	u2 := new(big.Int).Mul(r, si)
	R := m.add(m.mulMemo(u1.Mod(u1, m.n), m.g), m.mulMemo(u2.Mod(u2, m.n), Q))
	return !R.inf && new(big.Int).Mod(R.x, m.n).Cmp(r) == 0
}

// digests returns digests of several lengths: shorter, equal to and longer
// than the order, and the empty digest.
func (w *wRun[E, S]) digests() [][]byte {
	l := w.c.ScalarLen()
	ds := [][]byte{w.bytes(l), w.bytes(1), w.bytes(l + 17), {}, bytes.Repeat([]byte{0xff}, l)}
	for range w.cfg.rounds(2) {
		ds = append(ds, w.bytes(l))
	}
	return ds
}

func (w *wRun[E, S]) testECDSASign(e *weierstrass.ECDSA[E, S]) {
	c, m := w.c, w.m
	d := w.below(m.n)
	if d.Sign() == 0 {
		d.SetInt64(7)
	}
	priv := w.newKey(d)
	if priv == nil {
		return
	}
	pub := priv.PublicKey()
	Q := m.mulMemo(d, m.g)
	for i, digest := range w.digests() {
		sig, err := e.Sign(priv, digest, nil)
		if !w.noError(err, "Sign(digest %d)", i) {
			continue
		}
		r, s := new(big.Int).SetBytes(sig.R()), new(big.Int).SetBytes(sig.S())
		w.check(w.modelVerify(Q, digest, r, s), "digest %d: the signature (%x, %x) fails the model's verification", i, r, s)
		w.noError(e.Verify(pub, digest, sig, nil), "Verify(digest %d)", i)
		w.noError(e.VerifyASN1(pub, digest, sig.ASN1(), nil), "VerifyASN1(digest %d)", i)
		w.noError(e.VerifyCompact(pub, digest, sig.Bytes(), nil), "VerifyCompact(digest %d)", i)
		again, err := e.Sign(priv, bytes.Clone(digest), nil)
		w.check(err == nil && again.Equal(sig), "digest %d: RFC 6979 signing is not deterministic", i)
		// Encodings round-trip.
		if p, err := c.ParseSignature(sig.Bytes()); w.noError(err, "ParseSignature") {
			w.check(bytes.Equal(p.R(), sig.R()) && bytes.Equal(p.S(), sig.S()), "ParseSignature(Bytes()) differs")
		}
		if p, err := c.ParseSignatureASN1(sig.ASN1()); w.noError(err, "ParseSignatureASN1") {
			w.check(bytes.Equal(p.R(), sig.R()) && bytes.Equal(p.S(), sig.S()), "ParseSignatureASN1(ASN1()) differs")
		}
		// Both halves of s: n − s verifies with AnyS and normalises back.
		other, err := c.NewSignature(sig.R(), new(big.Int).Sub(m.n, s).Bytes())
		if w.noError(err, "NewSignature(r, n − s)") {
			w.noError(e.Verify(pub, digest, other, &weierstrass.VerifyOptions{S: weierstrass.AnyS}), "Verify(r, n − s) with AnyS")
			w.check(sig.IsLowS() != other.IsLowS(), "IsLowS of s and n − s agree")
			if !other.IsLowS() {
				w.isError(e.Verify(pub, digest, other, &weierstrass.VerifyOptions{S: weierstrass.LowS}), "Verify of a high s with LowS")
			}
			low := other.NormalizedS()
			w.check(low.IsLowS() && low.Equal(sig.NormalizedS()), "NormalizedS of s and n − s differ")
		}
		// Public-key recovery.
		if _, ok := sig.RecoveryID(); ok {
			rec, err := e.RecoverPublicKey(digest, sig, nil)
			if w.noError(err, "RecoverPublicKey(digest %d)", i) {
				w.check(rec.Equal(pub), "RecoverPublicKey(digest %d) returned another key", i)
			}
		}
		// Hedged signatures differ and verify.
		h, err := e.Sign(priv, digest, &weierstrass.SignOptions{ExtraEntropy: w.bytes(32)})
		if w.noError(err, "hedged Sign") {
			w.check(!h.Equal(sig), "a hedged signature equals the deterministic one")
			w.noError(e.Verify(pub, digest, h, nil), "Verify of a hedged signature")
		}
	}
	// Prehash: Sign(msg, Prehash) = Sign(H(msg)).
	if e.Hash().Available() {
		msg := w.bytes(50)
		hh := e.Hash().New()
		hh.Write(msg)
		digest := hh.Sum(nil)
		a, err1 := e.Sign(priv, msg, &weierstrass.SignOptions{Prehash: true})
		b, err2 := e.Sign(priv, digest, nil)
		w.check(err1 == nil && err2 == nil && a.Equal(b), "Sign(msg, Prehash) ≠ Sign(H(msg))")
		w.noError(e.Verify(pub, msg, a, &weierstrass.VerifyOptions{Prehash: true}), "Verify(msg, Prehash)")
	}
}

func (w *wRun[E, S]) testECDSATamper(e *weierstrass.ECDSA[E, S]) {
	c, m := w.c, w.m
	priv, err := c.GenerateKey(rngReader{w.checker})
	if !w.noError(err, "GenerateKey") {
		return
	}
	pub := priv.PublicKey()
	other, _ := c.GenerateKey(rngReader{w.checker})
	digest := w.bytes(c.ScalarLen())
	sig, err := e.Sign(priv, digest, nil)
	if !w.noError(err, "Sign") {
		return
	}
	opts := &weierstrass.VerifyOptions{S: weierstrass.AnyS}
	w.isError(e.Verify(other.PublicKey(), digest, sig, opts), "Verify under another key")
	compact := sig.Bytes()
	flips := w.cfg.rounds(24)
	// The digest's bits beyond the bit length of n are truncated away
	// (SEC 1 §4.1.3 step 5), so only the leading bits(n) are flipped.
	nBits := m.n.BitLen()
	for i := range flips {
		bit := i * 8 * len(compact) / flips
		bad := bytes.Clone(compact)
		bad[bit/8] ^= 1 << (bit % 8)
		w.isError(e.VerifyCompact(pub, digest, bad, opts), "VerifyCompact with bit %d of r‖s flipped", bit)
		db := (i * nBits / flips) % (8 * len(digest))
		d2 := bytes.Clone(digest)
		d2[db/8] ^= 0x80 >> (db % 8)
		w.isError(e.Verify(pub, d2, sig, opts), "Verify with bit %d (from the left) of the digest flipped", db)
	}
	der := sig.ASN1()
	for i := range der {
		bad := bytes.Clone(der)
		bad[i] ^= 0x01
		w.isError(e.VerifyASN1(pub, digest, bad, opts), "VerifyASN1 with byte %d of the DER flipped", i)
	}
	w.isError(e.VerifyASN1(pub, digest, append(bytes.Clone(der), 0), opts), "VerifyASN1 with a trailing byte")
	// r and s out of range: 0 and n.
	l := c.ScalarLen()
	r, s := sig.R(), sig.S()
	for _, bad := range [][2][]byte{{make([]byte, l), s}, {r, make([]byte, l)}, {m.n.Bytes(), s}, {r, m.n.Bytes()}} {
		if ps, err := c.NewSignature(bad[0], bad[1]); err == nil {
			w.isError(e.Verify(pub, digest, ps, opts), "Verify with (r, s) = (%x, %x)", bad[0], bad[1])
		}
		w.isError(e.VerifyCompact(pub, digest, append(pad(bad[0], l), pad(bad[1], l)...), opts), "VerifyCompact with (r, s) = (%x, %x)", bad[0], bad[1])
	}
	// Another message's signature with the right r.
	sig2, err := e.Sign(priv, w.bytes(l), nil)
	if err == nil {
		mixed, err := c.NewSignature(r, sig2.S())
		if err == nil {
			w.isError(e.Verify(pub, digest, mixed, opts), "Verify with s of another signature")
		}
	}
}

// pad left-pads b with zeros to n bytes (b is at most n bytes).
func pad(b []byte, n int) []byte {
	if len(b) >= n {
		return b
	}
	return append(make([]byte, n-len(b)), b...)
}

func (w *wRun[E, S]) testECDH() {
	m := w.m
	a, b := w.below(m.n), w.below(m.n)
	ka, kb := w.newKey(a.Add(a, bigOne).Mod(a, m.n)), w.newKey(b.Add(b, bigOne).Mod(b, m.n))
	if ka == nil || kb == nil {
		return
	}
	s1, err1 := ka.ECDH(kb.PublicKey())
	s2, err2 := kb.ECDH(ka.PublicKey())
	if !w.noError(err1, "ECDH") || !w.noError(err2, "ECDH") {
		return
	}
	want := m.mulMemo(new(big.Int).Mod(new(big.Int).Mul(a, b), m.n), m.g)
	w.check(bytes.Equal(s1, s2), "ECDH: a·(b·G) = %x, b·(a·G) = %x", s1, s2)
	w.check(!want.inf && bytes.Equal(s1, want.x.FillBytes(make([]byte, m.fieldLen))), "ECDH = %x, want the x of a·b·G", s1)
}

// rngReader reads the checker's random generator.
type rngReader struct{ c *checker }

func (r rngReader) Read(b []byte) (int, error) {
	copy(b, r.c.bytes(len(b)))
	return len(b), nil
}
