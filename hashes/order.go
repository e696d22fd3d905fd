package hashes

import (
	"errors"
	"math/bits"
	"strconv"
)

// Order is a group order q as RFC 6979 §2.3 uses it: a big-endian integer of
// qlen bits whose octet strings are rlen = ⌈qlen/8⌉ bytes long. It provides
// the §2.3 conversions, which ECDSA signing also needs to turn a message
// hash into an integer. An Order is immutable and safe for concurrent use.
//
// All methods run in time that depends only on q and on the lengths of their
// arguments, never on their values.
type Order struct {
	q    []byte // q big-endian, exactly rlen bytes, first byte non-zero
	qlen int    // bit length of q
}

// NewOrder returns the Order for q, given big-endian. Leading zero bytes are
// ignored. It returns an error if q < 2, when [1, q−1] would be empty.
func NewOrder(q []byte) (*Order, error) {
	o, err := parseOrder(q)
	if err != nil {
		return nil, err
	}
	o.q = append([]byte(nil), o.q...)
	return &o, nil
}

// parseOrder is NewOrder without the copy: the Order it returns aliases q.
func parseOrder(q []byte) (Order, error) {
	for len(q) > 0 && q[0] == 0 { // q is public: branching on it is fine
		q = q[1:]
	}
	if len(q) == 0 || (len(q) == 1 && q[0] < 2) {
		v := 0
		if len(q) == 1 {
			v = int(q[0])
		}
		return Order{}, errors.New("hashes: group order must be at least 2, got " + strconv.Itoa(v))
	}
	return Order{q: q, qlen: 8*len(q) - bits.LeadingZeros8(q[0])}, nil
}

// BitLen returns qlen, the bit length of q.
func (o *Order) BitLen() int { return o.qlen }

// ByteLen returns rlen, the length in bytes of the octet strings of
// int2octets and bits2octets, ⌈qlen/8⌉.
func (o *Order) ByteLen() int { return len(o.q) }

// Bytes returns a copy of q as ByteLen big-endian bytes.
func (o *Order) Bytes() []byte { return append([]byte(nil), o.q...) }

// Bits2Int appends bits2int(b) of RFC 6979 §2.3.2 to dst as ByteLen
// big-endian bytes and returns the extended slice: the leftmost qlen bits of
// b as an integer, or all of b if it is shorter. The result is below
// 2^qlen but not reduced modulo q.
func (o *Order) Bits2Int(dst, b []byte) []byte {
	dst, out := sliceForAppend(dst, len(o.q))
	o.bits2int(out, b)
	return dst
}

// Bits2Octets appends bits2octets(b) of RFC 6979 §2.3.4 to dst and returns
// the extended slice: bits2int(b) mod q as ByteLen big-endian bytes. For
// ECDSA this is the message representative e of a hash b, reduced.
func (o *Order) Bits2Octets(dst, b []byte) []byte {
	dst, out := sliceForAppend(dst, len(o.q))
	o.bits2int(out, b)
	o.reduceOnce(out)
	return dst
}

// bits2int sets out (ByteLen bytes) to bits2int(b).
func (o *Order) bits2int(out, b []byte) {
	rlen := len(o.q)
	if len(b) < rlen {
		// blen ≤ 8·(rlen − 1) < qlen: the whole of b, left-padded with zeros.
		clear(out[:rlen-len(b)])
		copy(out[rlen-len(b):], b)
		return
	}
	// The leftmost qlen bits of b are the leftmost rlen bytes shifted right
	// by the 8·rlen − qlen ∈ [0, 7] surplus bits.
	copy(out, b[:rlen])
	shiftRightBits(out, uint(8*rlen-o.qlen))
}

// reduceOnce sets z = z − q if z ≥ q, for z of ByteLen bytes below 2q. It
// computes z − q once to learn the borrow, then subtracts q masked by it.
func (o *Order) reduceOnce(z []byte) {
	borrow := subBorrow(z, o.q) // 1 if z < q
	mask := byte(borrow) - 1    // 0xff if z ≥ q, else 0
	var b int
	for i := len(z) - 1; i >= 0; i-- {
		d := int(z[i]) - int(o.q[i]&mask) - b
		z[i] = byte(d)
		b = (d >> 8) & 1
	}
}

// inRange returns 1 if k (ByteLen bytes) is in [1, q−1] and 0 otherwise.
func (o *Order) inRange(k []byte) int {
	var acc byte
	for _, x := range k {
		acc |= x
	}
	nonZero := 1 - int((uint32(acc)-1)>>31) // acc = 0 makes uint32(acc)−1 = 2^32−1
	return nonZero & subBorrow(k, o.q)
}

// subBorrow returns the final borrow of the big-endian subtraction x − y,
// that is 1 if x < y and 0 otherwise; len(x) = len(y).
func subBorrow(x, y []byte) int {
	var b int
	for i := len(x) - 1; i >= 0; i-- {
		d := int(x[i]) - int(y[i]) - b
		b = (d >> 8) & 1 // d ∈ [−256, 255]: bit 8 of its two's complement is the borrow
	}
	return b
}

// shiftRightBits shifts the big-endian integer b right by s ∈ [0, 7] bits.
func shiftRightBits(b []byte, s uint) {
	if s == 0 { // s depends on qlen only
		return
	}
	for i := len(b) - 1; i > 0; i-- {
		b[i] = b[i]>>s | b[i-1]<<(8-s)
	}
	b[0] >>= s
}

// sliceForAppend extends in by n bytes, reallocating if needed, and returns
// the extended slice and its last n bytes.
func sliceForAppend(in []byte, n int) (head, tail []byte) {
	if total := len(in) + n; cap(in) >= total {
		head = in[:total]
	} else {
		head = make([]byte, total)
		copy(head, in)
	}
	tail = head[len(in):]
	return
}
