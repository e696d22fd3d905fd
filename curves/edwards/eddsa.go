package edwards

import (
	"errors"
	"fmt"
	"hash"
	"math/big"
	"math/bits"
	"strconv"
	"sync"

	"github.com/curvekit/curvekit/field"
)

// SchemeParams are the parameters that turn a curve into an EdDSA scheme of
// RFC 8032 §5.1 (Ed25519, Ed25519ctx, Ed25519ph) or §5.2 (Ed448, Ed448ph).
// The encoding length b/8 is the curve's EncodingLen, keys and seeds are that
// long, and signatures twice that.
type SchemeParams struct {
	// Hash is H. Its output must be 2·EncodingLen bytes: sha512.New for
	// Ed25519, SHAKE256Hash(114) for Ed448.
	Hash func() hash.Hash
	// DomPrefix is the string of the domain separator dom2 (Ed25519:
	// "SigEd25519 no Ed25519 collisions") or dom4 (Ed448: "SigEd448"),
	// which is followed by the octets phflag and len(context) and the
	// context. Empty means the scheme has no contexts and no prehash variant.
	DomPrefix string
	// DomAlways says the domain separator is hashed for every signature
	// (dom4 of Ed448); otherwise it is hashed only with a context or a
	// prehashed message, and plain signatures are those of pure Ed25519
	// (dom2 is the empty string there).
	DomAlways bool
	// Prehash is PH of the prehash variant: SHA-512 for Ed25519ph,
	// SHAKE256Hash(64) for Ed448ph. Nil means no prehash variant.
	Prehash func() hash.Hash
	// Clamp turns the first EncodingLen bytes of H(seed) into the secret
	// scalar, in place. Nil means the rule of RFC 8032 (§5.1.5 step 2,
	// §5.2.5 step 2): clear the log2(h) lowest bits, clear every bit above
	// bit n = bits(p) − 1, and set bit n. That needs a power-of-two cofactor.
	Clamp func(b []byte)
	// DefaultPolicy is the verification policy of a nil *Options, in
	// Verify and wherever else the scheme verifies. The zero value is
	// RFC8032; definitions/ed25519 sets Stdlib, so that its Scheme and its
	// package functions read nil the same way.
	DefaultPolicy Policy
}

// Policy selects the verification rules of Verify. Every policy rejects
// S ≥ n (RFC 8032 §5.1.7 step 1), encodings of points not on the curve,
// and wrong lengths.
type Policy int

const (
	// RFC8032 is RFC 8032 §5.1.7 / §5.2.7 as written: canonical encodings of
	// A and R, the cofactored equation [h][S]B = [h]R + [h][k]A, points of
	// small order allowed. It is the zero value.
	RFC8032 Policy = iota
	// Stdlib is the rule of Go's crypto/ed25519: A decoded leniently (as
	// SetBytesLenient: non-canonical y and x = 0 with the sign bit accepted),
	// R not decoded but compared byte for byte with the canonical encoding of
	// [S]B − [k]A (the cofactorless equation, so non-canonical R and any
	// small-order residue are rejected), small orders allowed.
	Stdlib
	// ZIP215 is the rule of ZIP-215 (https://zips.z.cash/zip-0215): A and R
	// decoded leniently, the cofactored equation, small orders allowed. Its
	// accept set is what batch verification computes.
	ZIP215
	// Strict is RFC8032 that also rejects A and R of small order (h·P = O,
	// the identity included).
	Strict
)

// String returns the policy's name.
func (p Policy) String() string {
	switch p {
	case RFC8032:
		return "RFC8032"
	case Stdlib:
		return "Stdlib"
	case ZIP215:
		return "ZIP215"
	case Strict:
		return "Strict"
	}
	return "Policy(" + strconv.Itoa(int(p)) + ")"
}

// Options are the per-signature options of Sign and Verify. A nil *Options
// means no context, message not prehashed, and the scheme's DefaultPolicy
// (RFC8032 unless SchemeParams says otherwise; Stdlib for Ed25519 from
// definitions/ed25519). A non-nil zero Options names RFC8032.
type Options struct {
	// Context is the context string of Ed25519ctx, Ed25519ph, Ed448 and
	// Ed448ph, at most 255 bytes.
	Context string
	// Prehashed says the message is PH(M), the output of the scheme's
	// Prehash (the ph variants), rather than M.
	Prehashed bool
	// Policy is the verification policy; Sign ignores it.
	Policy Policy
}

// ErrInvalidSignature is wrapped by every error of Verify that is about the
// signature, key or message rather than about lengths or options.
var ErrInvalidSignature = errors.New("edwards: invalid signature")

// Scheme is EdDSA over a curve. It is immutable and safe for concurrent use.
type Scheme[E, S any] struct {
	c         *Curve[E, S]
	p         SchemeParams
	l         int // EncodingLen
	hashLen   int // 2·l
	phLen     int // output length of Prehash, 0 without it
	clampBits int // log2(h) for the default clamp
	clampTop  int // n = bits(p) − 1 for the default clamp
	radix     S   // 2^(8·Scalar.ByteLen) mod n, for reducing long strings
	pool      sync.Pool
}

// signState is the heap-resident working memory of one Sign or Verify.
type signState[S any] struct {
	h       hash.Hash
	digest  []byte // hash output, capacity 2l
	scalar  []byte // clamped secret scalar bytes (l)
	prefix  []byte // the nonce prefix, second half of H(seed) (l)
	pub     []byte // a copy of the public key (l)
	rEnc    []byte // a copy of, or the computed, R encoding (l)
	wide    []byte // a value in the scalar field's byte order (2l)
	dom     []byte // the domain separator of this signature
	sc, r   S      // secret scalar, nonce
	k, sSig S      // challenge, signature scalar
	chunk   S      // a chunk of a long string being reduced
}

// NewScheme returns EdDSA over c with the parameters p.
func NewScheme[E, S any](c *Curve[E, S], p SchemeParams) (*Scheme[E, S], error) {
	if c == nil {
		return nil, errors.New("edwards: EdDSA needs a curve (nil *Curve)")
	}
	s := &Scheme[E, S]{c: c, p: p, l: c.encLen, hashLen: 2 * c.encLen}
	if p.Hash == nil {
		return nil, errors.New("edwards: EdDSA needs a Hash")
	}
	if got := p.Hash().Size(); got != s.hashLen {
		return nil, fmt.Errorf("edwards: EdDSA hash output is %d bytes, want 2·%d", got, s.l)
	}
	if p.Prehash != nil {
		s.phLen = p.Prehash().Size()
		if p.DomPrefix == "" {
			return nil, errors.New("edwards: a prehash variant needs a DomPrefix")
		}
	}
	if p.DefaultPolicy < RFC8032 || p.DefaultPolicy > Strict {
		return nil, fmt.Errorf("edwards: unknown default verification policy %d", int(p.DefaultPolicy))
	}
	if p.DomAlways && p.DomPrefix == "" {
		return nil, errors.New("edwards: DomAlways needs a DomPrefix")
	}
	if sl := c.fs.ByteLen(); sl > s.l {
		return nil, fmt.Errorf("edwards: scalars of %d bytes do not fit signatures' %d-byte halves", sl, s.l)
	}
	if p.Clamp == nil {
		if bits.OnesCount64(c.h) != 1 {
			return nil, fmt.Errorf("edwards: the default clamping needs a power-of-two cofactor, not %d", c.h)
		}
		s.clampBits = bits.TrailingZeros64(c.h)
		s.clampTop = c.f.BitLen() - 1
	}
	radix := new(big.Int).Lsh(big.NewInt(1), uint(8*c.fs.ByteLen()))
	if err := field.SetBig(c.fs, &s.radix, radix.Mod(radix, c.n)); err != nil {
		return nil, err
	}
	s.pool.New = func() any {
		return &signState[S]{
			h:      p.Hash(),
			digest: make([]byte, 0, s.hashLen),
			scalar: make([]byte, s.l),
			prefix: make([]byte, s.l),
			pub:    make([]byte, s.l),
			rEnc:   make([]byte, s.l),
			wide:   make([]byte, s.hashLen),
			dom:    make([]byte, 0, len(p.DomPrefix)+2+255),
		}
	}
	return s, nil
}

// Curve returns the scheme's curve.
func (s *Scheme[E, S]) Curve() *Curve[E, S] { return s.c }

// SeedSize returns the length of a seed (a private key in RFC 8032 terms).
func (s *Scheme[E, S]) SeedSize() int { return s.l }

// PublicKeySize returns the length of an encoded public key.
func (s *Scheme[E, S]) PublicKeySize() int { return s.l }

// SignatureSize returns the length of a signature, R ‖ S.
func (s *Scheme[E, S]) SignatureSize() int { return 2 * s.l }

// PrehashSize returns the length of PH(M), or 0 without a prehash variant.
func (s *Scheme[E, S]) PrehashSize() int { return s.phLen }

// Prehash returns PH(msg) for the prehash variant, to be signed or verified
// with Options.Prehashed. It returns an error if the scheme has none.
func (s *Scheme[E, S]) Prehash(msg []byte) ([]byte, error) {
	if s.p.Prehash == nil {
		return nil, errors.New("edwards: the scheme has no prehash variant")
	}
	h := s.p.Prehash()
	h.Write(msg)
	return h.Sum(nil), nil
}

// clamp applies the scheme's clamping to b (EncodingLen bytes) in place.
func (s *Scheme[E, S]) clamp(b []byte) {
	if s.p.Clamp != nil {
		s.p.Clamp(b)
		return
	}
	b[0] &^= byte(1<<s.clampBits - 1)
	top := s.clampTop
	b[top/8] &^= ^byte(0) << (top%8 + 1) // clear the bits above bit top in its byte
	clear(b[top/8+1:])
	b[top/8] |= 1 << (top % 8)
}

// ExpandSeed returns the clamped secret scalar bytes (little-endian,
// EncodingLen bytes, not reduced mod n) and the nonce prefix derived from a
// seed (RFC 8032 §5.1.5 steps 1–2, §5.2.5). The scalar bytes are what
// X25519 and X448 use as the private key of the same key pair.
func (s *Scheme[E, S]) ExpandSeed(seed []byte) (scalar, prefix []byte, err error) {
	if len(seed) != s.l {
		return nil, nil, fmt.Errorf("edwards: seed is %d bytes, want %d", len(seed), s.l)
	}
	st := s.get()
	defer s.put(st)
	s.expand(st, seed)
	return append([]byte(nil), st.scalar...), append([]byte(nil), st.prefix...), nil
}

// get takes a signState from the pool.
func (s *Scheme[E, S]) get() *signState[S] { return s.pool.Get().(*signState[S]) }

// put wipes the secrets of st and returns it to the pool.
func (s *Scheme[E, S]) put(st *signState[S]) {
	var zero S
	st.sc, st.r, st.k, st.sSig, st.chunk = zero, zero, zero, zero, zero
	clear(st.scalar)
	clear(st.prefix)
	clear(st.digest[:cap(st.digest)])
	clear(st.wide)
	clear(st.rEnc) // expand copies the seed through it
	s.pool.Put(st)
}

// expand sets st.scalar, st.prefix and st.sc from seed (len checked).
func (s *Scheme[E, S]) expand(st *signState[S], seed []byte) {
	copy(st.rEnc, seed) // keep the caller's slice away from the hash interface
	st.h.Reset()
	st.h.Write(st.rEnc)
	st.digest = st.h.Sum(st.digest[:0])
	copy(st.scalar, st.digest[:s.l])
	copy(st.prefix, st.digest[s.l:])
	s.clamp(st.scalar)
	s.reduce(st, &st.sc, st.scalar)
}

// reduce sets z to the little-endian integer b mod n. Its running time
// depends only on len(b).
func (s *Scheme[E, S]) reduce(st *signState[S], z *S, b []byte) {
	fs := s.c.fs
	if len(b) <= 2*fs.ByteLen() {
		buf := st.wide[:len(b)]
		copyOrder(buf, b, fs.ByteOrder())
		if err := fs.SetWideBytes(z, buf); err != nil {
			panic("edwards: internal error: " + err.Error())
		}
		return
	}
	// Longer than SetWideBytes takes (Ed448's 114-byte hash when scalars are
	// 56 bytes): Horner's rule over ByteLen-byte chunks aligned at the least
	// significant end, most significant first: z = z·2^(8·ByteLen) + chunk.
	cl := fs.ByteLen()
	fs.Zero(z)
	for start := (len(b) - 1) / cl * cl; start >= 0; start -= cl {
		end := min(start+cl, len(b))
		buf := st.wide[:end-start]
		copyOrder(buf, b[start:end], fs.ByteOrder())
		if err := fs.SetWideBytes(&st.chunk, buf); err != nil {
			panic("edwards: internal error: " + err.Error())
		}
		fs.Mul(z, z, &s.radix)
		fs.Add(z, z, &st.chunk)
	}
}

// setDom sets st.dom to the domain separator for opts, and checks the
// options against the scheme.
func (s *Scheme[E, S]) setDom(st *signState[S], msg []byte, opts *Options) error {
	st.dom = st.dom[:0]
	if opts == nil {
		opts = &Options{}
	}
	if len(opts.Context) > 255 {
		return fmt.Errorf("edwards: context is %d bytes, want at most 255", len(opts.Context))
	}
	if opts.Prehashed {
		if s.p.Prehash == nil {
			return errors.New("edwards: the scheme has no prehash variant")
		}
		if len(msg) != s.phLen {
			return fmt.Errorf("edwards: prehashed message is %d bytes, want %d", len(msg), s.phLen)
		}
	}
	if !s.p.DomAlways && !opts.Prehashed && opts.Context == "" {
		return nil // pure Ed25519: dom2 is empty
	}
	if s.p.DomPrefix == "" {
		return errors.New("edwards: the scheme has no contexts")
	}
	ph := byte(0)
	if opts.Prehashed {
		ph = 1
	}
	st.dom = append(st.dom, s.p.DomPrefix...)
	st.dom = append(st.dom, ph, byte(len(opts.Context)))
	st.dom = append(st.dom, opts.Context...)
	return nil
}

// DerivePublicKey writes into pub (PublicKeySize bytes) the public key of
// seed: the encoding of [s]B (RFC 8032 §5.1.5, §5.2.5).
func (s *Scheme[E, S]) DerivePublicKey(pub, seed []byte) error {
	if len(seed) != s.l || len(pub) != s.l {
		return fmt.Errorf("edwards: seed is %d bytes and public key %d, want %d", len(seed), len(pub), s.l)
	}
	st := s.get()
	defer s.put(st)
	s.expand(st, seed)
	w := s.c.get()
	defer s.c.put(w)
	w.s = st.sc
	w.baseMult()
	w.wipeScalar()
	w.encode(&w.codec, pub, &w.acc)
	return nil
}

// Sign writes into sig (SignatureSize bytes) the signature of msg under the
// key pair (seed, pub) (RFC 8032 §5.1.6, §5.2.6). pub must be the public key
// of seed, as DerivePublicKey computes it; like crypto/ed25519, Sign uses it
// as given. It returns an error only for wrong lengths or options.
func (s *Scheme[E, S]) Sign(sig, seed, pub, msg []byte, opts *Options) error {
	if len(sig) != 2*s.l || len(seed) != s.l || len(pub) != s.l {
		return fmt.Errorf("edwards: signature %d, seed %d and public key %d bytes, want %d, %d and %d",
			len(sig), len(seed), len(pub), 2*s.l, s.l, s.l)
	}
	st := s.get()
	defer s.put(st)
	if err := s.setDom(st, msg, opts); err != nil {
		return err
	}
	fs := s.c.fs
	s.expand(st, seed)
	copy(st.pub, pub)

	// r = H(dom ‖ prefix ‖ M) mod n
	st.h.Reset()
	st.h.Write(st.dom)
	st.h.Write(st.prefix)
	st.h.Write(msg)
	st.digest = st.h.Sum(st.digest[:0])
	s.reduce(st, &st.r, st.digest)

	// R = [r]B
	w := s.c.get()
	defer s.c.put(w)
	w.s = st.r
	w.baseMult()
	w.wipeScalar()
	w.encode(&w.codec, st.rEnc, &w.acc)

	// k = H(dom ‖ R ‖ A ‖ M) mod n
	st.h.Reset()
	st.h.Write(st.dom)
	st.h.Write(st.rEnc)
	st.h.Write(st.pub)
	st.h.Write(msg)
	st.digest = st.h.Sum(st.digest[:0])
	s.reduce(st, &st.k, st.digest)

	// S = r + k·s mod n
	fs.Mul(&st.sSig, &st.k, &st.sc)
	fs.Add(&st.sSig, &st.sSig, &st.r)
	copy(sig, st.rEnc)
	w.scalarToLE(w.sle, &st.sSig)
	clear(sig[s.l:])
	copy(sig[s.l:], w.sle)
	return nil
}
