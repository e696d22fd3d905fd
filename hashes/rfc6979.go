package hashes

import (
	"errors"
	"hash"
	"strconv"
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
// The generator holds secret state (the DRBG's K and V). It is not safe for
// concurrent use; call Wipe when done with it if the memory may be
// inspected later. Build one per signature with NewNonceGenerator.
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
}

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
// generator, the two hash states and one buffer for everything else.
func NewNonceGenerator(h func() hash.Hash, q, x, h1, extra []byte) (*NonceGenerator, error) {
	if h == nil {
		return nil, errors.New("hashes: nil hash function")
	}
	o, err := parseOrder(q)
	if err != nil {
		return nil, err
	}
	rlen := o.ByteLen()
	if len(x) != rlen {
		return nil, errors.New("hashes: private key is " + strconv.Itoa(len(x)) +
			" bytes, want " + strconv.Itoa(rlen))
	}
	if o.inRange(x) != 1 {
		return nil, errors.New("hashes: private key is not in [1, q-1]")
	}
	inner, outer := h(), h()
	if inner.Size() < 1 || inner.BlockSize() < 1 {
		return nil, errors.New("hashes: hash with output size " + strconv.Itoa(inner.Size()) +
			" and block size " + strconv.Itoa(inner.BlockSize()))
	}
	hlen := inner.Size()
	tlen := (rlen + hlen - 1) / hlen * hlen

	// One buffer holds q, K, V, T, bits2octets(h1) and the HMAC scratch.
	g := &NonceGenerator{fresh: true}
	buf := make([]byte, 2*rlen+2*hlen+tlen+hmacScratchLen(inner))
	take := func(n int) []byte {
		s := buf[:n:n]
		buf = buf[n:]
		return s
	}
	o.q = take(rlen)
	copy(o.q, q[len(q)-rlen:]) // parseOrder dropped only leading zeros
	g.order = o
	g.k, g.v, g.t = take(hlen), take(hlen), take(tlen)
	h1Octets := o.Bits2Octets(take(rlen)[:0], h1) // bits2octets(h1)
	g.mac.init(inner, outer, buf)
	mac := &g.mac

	// Step b: V = 0x01 0x01 … 0x01. Step c: K = 0x00 0x00 … 0x00.
	for i := range g.v {
		g.v[i] = 0x01
	}
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
	return g, nil
}

// NonceLen returns the length of the candidates Next produces, rlen =
// ⌈qlen/8⌉ bytes.
func (g *NonceGenerator) NonceLen() int { return g.order.ByteLen() }

// Next appends the next nonce k ∈ [1, q−1] to dst as NonceLen big-endian
// bytes and returns the extended slice. The first call returns the k of
// RFC 6979 §3.2 step h; each later call continues step h as §3.4 says to
// when a k is unusable: K = HMAC_K(V ‖ 0x00), V = HMAC_K(V), and draw again.
func (g *NonceGenerator) Next(dst []byte) []byte {
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

// Wipe overwrites the generator's secret state. The generator must not be
// used afterwards.
func (g *NonceGenerator) Wipe() {
	clear(g.k)
	clear(g.v)
	clear(g.t)
	g.mac.wipe()
}

// updateV sets V = HMAC_K(V).
func (g *NonceGenerator) updateV() {
	g.mac.start()
	g.mac.write(g.v)
	g.mac.sum(g.v)
}
