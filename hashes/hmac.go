package hashes

import "hash"

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
