package hashes

import (
	"crypto"
	"errors"
	"hash"
	"strconv"
	"sync"
)

// octet00 and octet01 are the one-byte separators of RFC 6979 §3.2 steps d,
// f and h.3, kept in package variables so that writing them allocates
// nothing.
var (
	octet00 = []byte{0x00}
	octet01 = []byte{0x01}
)

// NonceGenerator is the HMAC_DRBG of RFC 6979 §3.2 that derives the
// per-signature secret k of DSA and ECDSA from the private key and the
// message hash, optionally mixed with additional data (§3.6) for hedged
// signatures. Next yields the values of k that step h accepts, in order; a
// signer calls it again only if the k it got makes r or s zero (§3.4).
//
// There are two ways to get one. NewNonceGenerator builds a fresh generator
// for any hash constructor, at the cost of three allocations (the generator
// and two hash states). Init seeds a generator the caller keeps — a field of
// a pooled or long-lived structure — in place, for a crypto.Hash: it keeps
// its two hash states from one Init to the next (and trades them through a
// package pool when the hash changes), so once warm it allocates nothing.
// The zero value is ready for Init; before a successful seeding Next appends
// nothing and NonceLen is 0.
//
// A generator holds its buffers inside itself for orders of up to
// MaxInlineOrderLen bytes and hashes whose output is at most
// MaxInlineHashSize bytes and whose block is at most MaxInlineBlockSize
// bytes: every SHA-2 and SHA-3 hash with any curve up to 576 bits (P-521,
// and B-571 and K-571 of RFC 6979). Larger sizes work too; they use a buffer
// the generator allocates once and keeps for later seedings. Because its
// slices point into itself, a generator must not be copied after seeding.
//
// The generator holds secret state (the DRBG's K and V). It is not safe for
// concurrent use; call Wipe when done with it if the memory may be
// inspected later.
//
// Everything runs in time independent of the private key, the hash and the
// additional data, except the number of candidates tried: a candidate outside
// [1, q−1] is discarded and the next one drawn. That happens with probability
// (2^qlen − q + 1)/2^qlen per draw — under 2^−32 for P-256 and 2^−127 for
// secp256k1, but near 1/2 for an order just above a power of two — and what
// it reveals is the count of discarded, independent HMAC outputs, not
// anything about the accepted k.
type NonceGenerator struct {
	order Order
	mac   hmacState
	k, v  []byte // the DRBG's K and V, hlen bytes each
	t     []byte // T of step h: ⌈rlen/hlen⌉ blocks of hlen bytes
	fresh bool   // no candidate drawn yet, so no K, V update is due

	states *hashPair   // the hash states of mac: &own or from hashPools
	hash   crypto.Hash // the hash of states if they came from hashPools, else 0
	own    hashPair    // the states NewNonceGenerator makes
	spill  []byte      // storage for sizes beyond store, kept across seedings
	store  [inlineStoreLen]byte
}

// Limits of the storage a NonceGenerator holds inside itself; larger orders
// and hashes cost one allocation per generator (see NonceGenerator).
const (
	// MaxInlineOrderLen is the largest rlen = ⌈qlen/8⌉ stored inline: 72
	// bytes, 576 bits, enough for P-521 (66 bytes) and sect571 (72).
	MaxInlineOrderLen = 72
	// MaxInlineHashSize is the largest hash output stored inline, SHA-512's
	// 64 bytes.
	MaxInlineHashSize = 64
	// MaxInlineBlockSize is the largest hash block stored inline, the
	// 144-byte rate of SHA3-224 (SHA-512's block is 128).
	MaxInlineBlockSize = 144

	// inlineStoreLen is the most that seed takes within those limits:
	// q and bits2octets(h1) (2·72), K and V (2·64), T (⌈72/64⌉·64 = 128,
	// the largest ⌈rlen/hlen⌉·hlen for rlen ≤ 72, hlen ≤ 64) and the HMAC
	// pads and inner sum (2·144 + 64).
	inlineStoreLen = 2*MaxInlineOrderLen + 2*MaxInlineHashSize + 128 +
		2*MaxInlineBlockSize + MaxInlineHashSize
)

// hashPair is the two hash states of an HMAC, inner and outer.
type hashPair struct{ inner, outer hash.Hash }

// hashPools holds idle hashPairs by crypto.Hash, for generators that switch
// hashes between seedings. crypto.Hash values are small integers (under 20
// in Go 1.26); states of a larger one are simply not pooled.
var hashPools [32]sync.Pool

// NewNonceGenerator returns the RFC 6979 nonce generator for the hash
// function h (the one used for the message, SHA-256 for ECDSA-P256-SHA256),
// the group order q as big-endian bytes, the private key x as exactly
// ⌈qlen/8⌉ big-endian bytes (int2octets(x), §2.3.3), the message hash h1 of
// any length, and extra, the additional data k′ of §3.6 (nil or empty for
// the deterministic signatures of §3.2; fresh random bytes for hedged
// ones).
//
// It returns an error if h is nil, q < 2, len(x) is wrong, or x is not in
// [1, q−1]; the range check on x is constant time. It allocates the
// generator and its two hash states (and a buffer beyond the inline
// limits); Init is the allocation-free alternative.
func NewNonceGenerator(h func() hash.Hash, q, x, h1, extra []byte) (*NonceGenerator, error) {
	if h == nil {
		return nil, errors.New("hashes: nil hash function")
	}
	o, err := checkKey(q, x)
	if err != nil {
		return nil, err
	}
	g := new(NonceGenerator)
	g.own = hashPair{h(), h()}
	g.states = &g.own
	if err := g.seed(o, x, h1, extra); err != nil {
		return nil, err
	}
	return g, nil
}

// Init seeds g in place as NewNonceGenerator does, for the hash h (which
// must be linked into the binary, crypto.Hash.Available) and the same q, x,
// h1 and extra; it may be called again on the same g for each signature.
// It returns an error, leaving g unseeded, if h is not available, q < 2,
// len(x) is wrong, or x is not in [1, q−1].
//
// g keeps the hash states of its last seeding: seeding again with the same
// h allocates nothing, and with another h takes states from a package pool
// (allocating two only if the pool has none), returning the old ones to it.
func (g *NonceGenerator) Init(h crypto.Hash, q, x, h1, extra []byte) error {
	if g == nil {
		return errors.New("hashes: Init on a nil *NonceGenerator")
	}
	g.fresh = false
	g.order = Order{}
	if !h.Available() {
		return errors.New("hashes: hash " + h.String() + " is not available (import its package)")
	}
	o, err := checkKey(q, x)
	if err != nil {
		return err
	}
	if g.states == nil || g.hash != h {
		g.releaseStates()
		var p *hashPair
		if int(h) < len(hashPools) {
			p, _ = hashPools[h].Get().(*hashPair)
		}
		if p == nil {
			p = &hashPair{h.New(), h.New()}
		}
		g.states, g.hash = p, h
	}
	return g.seed(o, x, h1, extra)
}

// releaseStates returns g's hash states to hashPools if they came from
// there, and drops them.
func (g *NonceGenerator) releaseStates() {
	if g.states != nil && g.hash != 0 && int(g.hash) < len(hashPools) {
		g.states.inner.Reset()
		g.states.outer.Reset()
		hashPools[g.hash].Put(g.states)
	}
	g.states, g.hash, g.own = nil, 0, hashPair{}
}

// checkKey parses q and checks that x is int2octets of a key in [1, q−1].
// The Order it returns aliases q.
func checkKey(q, x []byte) (Order, error) {
	o, err := parseOrder(q)
	if err != nil {
		return Order{}, err
	}
	if rlen := o.ByteLen(); len(x) != rlen {
		return Order{}, errors.New("hashes: private key is " + strconv.Itoa(len(x)) +
			" bytes, want " + strconv.Itoa(rlen))
	}
	if o.inRange(x) != 1 {
		return Order{}, errors.New("hashes: private key is not in [1, q-1]")
	}
	return o, nil
}

// seed lays out g's buffers for the order o (which aliases the caller's q)
// and the hash states in g.states, and runs steps b–g of RFC 6979 §3.2.
func (g *NonceGenerator) seed(o Order, x, h1, extra []byte) error {
	inner, outer := g.states.inner, g.states.outer
	if inner.Size() < 1 || inner.BlockSize() < 1 {
		return errors.New("hashes: hash with output size " + strconv.Itoa(inner.Size()) +
			" and block size " + strconv.Itoa(inner.BlockSize()))
	}
	rlen, hlen := o.ByteLen(), inner.Size()
	tlen := (rlen + hlen - 1) / hlen * hlen

	// One buffer holds q, K, V, T, bits2octets(h1) and the HMAC scratch:
	// g.store within the inline limits, else g.spill.
	need := 2*rlen + 2*hlen + tlen + hmacScratchLen(inner)
	buf := g.store[:]
	if need > len(buf) {
		if cap(g.spill) < need {
			g.spill = make([]byte, need)
		}
		buf = g.spill[:need]
	}
	take := func(n int) []byte {
		s := buf[:n:n]
		buf = buf[n:]
		return s
	}
	q := take(rlen)
	copy(q, o.q) // parseOrder dropped only leading zeros
	o.q = q
	g.order = o
	g.k, g.v, g.t = take(hlen), take(hlen), take(tlen)
	h1Octets := o.Bits2Octets(take(rlen)[:0], h1) // bits2octets(h1)
	g.mac.init(inner, outer, buf)
	mac := &g.mac

	// Step b: V = 0x01 0x01 … 0x01. Step c: K = 0x00 0x00 … 0x00.
	for i := range g.v {
		g.v[i] = 0x01
	}
	clear(g.k)
	mac.setKey(g.k)
	// Steps d–g, with k′ appended per §3.6 when extra is not empty:
	// K = HMAC_K(V ‖ 0x00 ‖ int2octets(x) ‖ bits2octets(h1) [‖ k′]); V = HMAC_K(V)
	// K = HMAC_K(V ‖ 0x01 ‖ int2octets(x) ‖ bits2octets(h1) [‖ k′]); V = HMAC_K(V)
	for _, sep := range [][]byte{octet00, octet01} {
		mac.start()
		mac.write(g.v)
		mac.write(sep)
		mac.write(x)
		mac.write(h1Octets)
		mac.write(extra)
		mac.sum(g.k)
		mac.setKey(g.k)
		g.updateV()
	}
	clear(h1Octets)
	g.fresh = true
	return nil
}

// NonceLen returns the length of the candidates Next produces, rlen =
// ⌈qlen/8⌉ bytes.
func (g *NonceGenerator) NonceLen() int {
	if g == nil {
		return 0
	}
	return g.order.ByteLen()
}

// Next appends the next nonce k ∈ [1, q−1] to dst as NonceLen big-endian
// bytes and returns the extended slice. The first call returns the k of
// RFC 6979 §3.2 step h; each later call continues step h as §3.4 says to
// when a k is unusable: K = HMAC_K(V ‖ 0x00), V = HMAC_K(V), and draw again.
//
// A generator that has not been seeded by NewNonceGenerator or a successful
// Init (the zero value, a nil *NonceGenerator), or has been wiped since,
// has no nonces: Next returns dst unchanged and NonceLen is 0, so a caller
// that checks it got NonceLen bytes catches the misuse.
func (g *NonceGenerator) Next(dst []byte) []byte {
	if g == nil || g.order.qlen == 0 {
		return dst
	}
	dst, k := sliceForAppend(dst, g.order.ByteLen())
	hlen := len(g.v)
	for {
		if !g.fresh {
			// Step h.3 (and §3.4): K = HMAC_K(V ‖ 0x00); V = HMAC_K(V).
			g.mac.start()
			g.mac.write(g.v)
			g.mac.write(octet00)
			g.mac.sum(g.k)
			g.mac.setKey(g.k)
			g.updateV()
		}
		g.fresh = false
		// Steps h.1–h.2: T = V_1 ‖ V_2 ‖ … with V = HMAC_K(V), until tlen ≥ qlen.
		for off := 0; off < len(g.t); off += hlen {
			g.updateV()
			copy(g.t[off:], g.v)
		}
		// Step h.3: k = bits2int(T), accepted if 1 ≤ k ≤ q − 1.
		g.order.bits2int(k, g.t)
		if g.order.inRange(k) == 1 { // the documented retry: the only branch on k
			clear(g.t)
			return dst
		}
	}
}

// Wipe overwrites the generator's secret state. The generator keeps its
// hash states and storage, and must be seeded again by Init before Next.
func (g *NonceGenerator) Wipe() {
	if g == nil {
		return
	}
	clear(g.store[:])
	clear(g.spill)
	if g.mac.inner != nil {
		g.mac.wipe()
	}
	g.order = Order{}
	g.fresh = false
}

// updateV sets V = HMAC_K(V).
func (g *NonceGenerator) updateV() {
	g.mac.start()
	g.mac.write(g.v)
	g.mac.sum(g.v)
}

// hmacState computes HMAC (RFC 2104) with a key that changes often, as the
// HMAC_DRBG of RFC 6979 §3.2 rekeys after almost every call. Unlike
// crypto/hmac, whose key is fixed at construction, it reuses its two hash
// states and pads across keys, so rekeying allocates nothing.
//
// HMAC_K(m) = H((K' ⊕ opad) ‖ H((K' ⊕ ipad) ‖ m)), where K' is K padded
// with zeros to the block size, or H(K) padded if K is longer than a block.
type hmacState struct {
	inner, outer hash.Hash
	ipad, opad   []byte // K' ⊕ 0x36…, K' ⊕ 0x5c…, one block each
	innerSum     []byte // scratch for H((K' ⊕ ipad) ‖ m)
}

// hmacScratchLen returns the scratch length init needs for the hash H.
func hmacScratchLen(H hash.Hash) int { return 2*H.BlockSize() + H.Size() }

// init sets m up with two fresh states of one hash function and
// hmacScratchLen(inner) bytes of scratch, and sets the empty key.
func (m *hmacState) init(inner, outer hash.Hash, scratch []byte) {
	bs, size := inner.BlockSize(), inner.Size()
	m.inner, m.outer = inner, outer
	m.ipad = scratch[0:bs:bs]
	m.opad = scratch[bs : 2*bs : 2*bs]
	m.innerSum = scratch[2*bs : 2*bs : 2*bs+size]
	m.setKey(nil)
}

// setKey sets the key to key, which may alias any buffer: it is copied
// (or hashed) into the pads before this returns.
func (m *hmacState) setKey(key []byte) {
	clear(m.ipad)
	if len(key) > len(m.ipad) {
		m.outer.Reset()
		m.outer.Write(key)
		m.outer.Sum(m.ipad[:0])
	} else {
		copy(m.ipad, key)
	}
	copy(m.opad, m.ipad)
	for i := range m.ipad {
		m.ipad[i] ^= 0x36
		m.opad[i] ^= 0x5c
	}
}

// start begins a new MAC under the current key.
func (m *hmacState) start() {
	m.inner.Reset()
	m.inner.Write(m.ipad)
}

// write absorbs p into the MAC begun by start.
func (m *hmacState) write(p []byte) { m.inner.Write(p) }

// sum finishes the MAC begun by start and writes it into out, which must
// be Size() bytes long (it may alias the key or the message).
func (m *hmacState) sum(out []byte) {
	m.innerSum = m.inner.Sum(m.innerSum[:0])
	m.outer.Reset()
	m.outer.Write(m.opad)
	m.outer.Write(m.innerSum)
	m.outer.Sum(out[:0])
}

// wipe overwrites the key material and scratch held by m.
func (m *hmacState) wipe() {
	clear(m.ipad)
	clear(m.opad)
	clear(m.innerSum[:cap(m.innerSum)])
	m.inner.Reset()
	m.outer.Reset()
}
