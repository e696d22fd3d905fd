package weierstrass

import (
	"crypto/rand"
	"errors"
	"io"
	"strconv"
)

// PrivateKey is a private key d ∈ [1, n−1] of a curve, with its public key
// d·G. It is immutable and safe for concurrent use. Make one with
// Curve.NewPrivateKey or Curve.GenerateKey. The zero value (and a nil
// *PrivateKey) holds no key: its Curve is nil, Bytes nil, and the schemes
// refuse it.
type PrivateKey[E, S any] struct {
	d   S
	pub PublicKey[E, S]
}

// PublicKey is a public key: a point of a curve other than the identity. It
// is immutable and safe for concurrent use. Make one with Curve.NewPublicKey,
// Curve.NewPublicKeyFromPoint or PrivateKey.PublicKey. The zero value (and a
// nil *PublicKey) holds no key: its Curve is nil, Bytes nil, and the schemes
// refuse it.
type PublicKey[E, S any] struct {
	q Point[E, S]
}

// NewPrivateKey returns the private key whose scalar d is encoded big-endian
// in b, exactly ScalarLen bytes, with d in [1, n−1] (SEC 1 §2.3.7 and the
// range of §3.2.1), as crypto/ecdh.Curve.NewPrivateKey requires. It computes
// the public key d·G. Execution time depends only on the length of b and on
// whether d is valid.
func (c *Curve[E, S]) NewPrivateKey(b []byte) (*PrivateKey[E, S], error) {
	if len(b) != c.scLen {
		return nil, errors.New("weierstrass: private key is " + strconv.Itoa(len(b)) +
			" bytes, want " + strconv.Itoa(c.scLen))
	}
	k := &PrivateKey[E, S]{}
	w := c.get()
	defer c.put(w)
	defer w.wipeScalars()
	defer w.wipe()
	if w.setScalarBE(&w.s, b) != nil || c.fs.IsZero(&w.s) == 1 {
		return nil, errors.New("weierstrass: private key is not in [1, n-1]")
	}
	k.d = w.s
	w.baseMult(&w.ct, &k.d, c.baseTableOnce())
	k.pub.q = Point[E, S]{c: c, p: w.ct.acc}
	return k, nil
}

// GenerateKey returns a new private key with d drawn uniformly from
// [1, n−1] by rejection sampling on ScalarLen bytes read from rand, with
// the bits above the bit length of n cleared (FIPS 186-5 §A.2.2, as
// crypto/ecdh does). A nil rand means crypto/rand.Reader.
func (c *Curve[E, S]) GenerateKey(rand io.Reader) (*PrivateKey[E, S], error) {
	if rand == nil {
		rand = defaultRand
	}
	b := make([]byte, c.scLen)
	defer clear(b)
	excess := uint(8*c.scLen - c.n.BitLen())
	for range 1000 { // each try fails with probability < 1/2
		if _, err := io.ReadFull(rand, b); err != nil {
			return nil, err
		}
		b[0] &= byte(0xff >> excess)
		if k, err := c.NewPrivateKey(b); err == nil {
			return k, nil
		}
	}
	return nil, errors.New("weierstrass: random source keeps producing out-of-range keys")
}

// defaultRand is the random source of GenerateKey and hedged signing when
// the caller gives none.
var defaultRand io.Reader = rand.Reader

// Curve returns the curve of k.
func (k *PrivateKey[E, S]) Curve() *Curve[E, S] {
	if k == nil {
		return nil
	}
	return k.pub.q.c
}

// Bytes returns d as ScalarLen big-endian bytes.
func (k *PrivateKey[E, S]) Bytes() []byte {
	c := k.Curve()
	if c == nil {
		return nil
	}
	return c.appendScalarBE(make([]byte, 0, c.scLen), &k.d)
}

// Scalar sets z = d, the private scalar, for protocols built on the engine.
// The zero value sets z = 0.
func (k *PrivateKey[E, S]) Scalar(z *S) {
	if k == nil {
		var zero S
		*z = zero
		return
	}
	*z = k.d
}

// PublicKey returns the public key d·G, or nil for a nil k.
func (k *PrivateKey[E, S]) PublicKey() *PublicKey[E, S] {
	if k == nil {
		return nil
	}
	return &k.pub
}

// Equal reports whether k and other are the same key, in constant time in d.
// Zero values equal nothing.
func (k *PrivateKey[E, S]) Equal(other *PrivateKey[E, S]) bool {
	c := k.Curve()
	if c == nil || other.Curve() != c {
		return false
	}
	w := c.get()
	defer c.put(w)
	w.s, w.s2 = k.d, other.d
	eq := c.fs.Equal(&w.s, &w.s2)
	w.wipeScalars()
	return eq == 1
}

// ECDH returns the shared secret of SEC 1 §3.3.1: the x-coordinate of d·Q
// as FieldLen big-endian bytes, for the peer's public key Q, as
// crypto/ecdh.PrivateKey.ECDH does. Q is valid by construction; the
// identity, which d·Q cannot be for d ∈ [1, n−1] and Q of order n, is
// refused all the same. It runs in constant time.
func (k *PrivateKey[E, S]) ECDH(peer *PublicKey[E, S]) ([]byte, error) {
	c := k.Curve()
	if c == nil || peer.Curve() == nil {
		return nil, errNoKey
	}
	if peer.q.c != c {
		return nil, errors.New("weierstrass: ECDH between keys of different curves")
	}
	w := c.get()
	defer c.put(w)
	defer w.wipeScalars()
	defer w.wipe() // the shared point and secret
	w.secretMult(&w.ct, &k.d, &peer.q.p)
	if w.isIdentity(&w.ct.acc) == 1 {
		return nil, errors.New("weierstrass: ECDH result is the identity")
	}
	w.toAffine(&w.x, &w.y, &w.ct.acc)
	out := make([]byte, c.fieldLen)
	w.putBE(out, &w.x)
	return out, nil
}

// NewPublicKey returns the public key encoded by b in the compressed or
// uncompressed SEC 1 form, refusing invalid encodings, points off the curve
// (or outside the subgroup of order n) and the identity.
func (c *Curve[E, S]) NewPublicKey(b []byte) (*PublicKey[E, S], error) {
	k := &PublicKey[E, S]{q: Point[E, S]{c: c}}
	if _, err := k.q.SetBytes(b); err != nil {
		return nil, err
	}
	return k, nil
}

// NewPublicKeyFromPoint returns the public key Q = p, refusing the identity.
func (c *Curve[E, S]) NewPublicKeyFromPoint(p *Point[E, S]) (*PublicKey[E, S], error) {
	if p == nil || p.c == nil {
		return nil, errors.New("weierstrass: nil or uninitialised point")
	}
	if p.c != c {
		return nil, errors.New("weierstrass: point of another curve")
	}
	if p.IsIdentity() == 1 {
		return nil, errors.New("weierstrass: the identity is not a valid public key")
	}
	k := &PublicKey[E, S]{}
	k.q.Set(p)
	return k, nil
}

// Curve returns the curve of k.
func (k *PublicKey[E, S]) Curve() *Curve[E, S] {
	if k == nil {
		return nil
	}
	return k.q.c
}

// Point returns a new point holding Q, or nil for the zero value.
func (k *PublicKey[E, S]) Point() *Point[E, S] {
	if k.Curve() == nil {
		return nil
	}
	return new(Point[E, S]).Set(&k.q)
}

// Bytes returns the uncompressed SEC 1 encoding of Q, or nil for the zero
// value.
func (k *PublicKey[E, S]) Bytes() []byte {
	if k.Curve() == nil {
		return nil
	}
	return k.q.Bytes()
}

// BytesCompressed returns the compressed SEC 1 encoding of Q, or nil for the
// zero value.
func (k *PublicKey[E, S]) BytesCompressed() []byte {
	if k.Curve() == nil {
		return nil
	}
	return k.q.BytesCompressed()
}

// Equal reports whether k and other are the same point of the same curve.
// Zero values equal nothing.
func (k *PublicKey[E, S]) Equal(other *PublicKey[E, S]) bool {
	c := k.Curve()
	return c != nil && other.Curve() == c && k.q.Equal(&other.q) == 1
}

// errNoKey is returned for a zero-value or nil key.
var errNoKey = errors.New("weierstrass: uninitialized key (the zero value holds no key)")
