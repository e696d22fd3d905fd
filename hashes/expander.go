package hashes

import (
	"crypto/sha3"
	"errors"
	"hash"
	"strconv"
)

// Expander is an expand_message function of RFC 9380 §5.3 bound to its hash
// function, its domain separation tag and the suite's security level k: the
// "expand_message" parameter of a hash-to-curve suite. XMDExpander and
// XOFExpander implement it; a suite built on another expander (RFC 9380
// §5.3.4) can implement it too.
//
// XMDExpander and XOFExpander are immutable after construction and safe for
// concurrent use; XMDState, which owns its hash state and buffers so that it
// allocates nothing, serves one goroutine at a time.
type Expander interface {
	// Expand fills out with expand_message(msg, DST, len(out)). It returns an
	// error, and leaves out unspecified, when len(out) is outside
	// [1, MaxExpandLen] or beyond the expander's own limit.
	Expand(out, msg []byte) error
	// SecurityLevel returns k, the target security level in bits, which
	// hash_to_field uses to choose how many bytes to reduce per element.
	SecurityLevel() int
}

// XMDExpander is expand_message_xmd (RFC 9380 §5.3.1) bound to a hash
// function, a DST and a security level. The DST is validated, reduced if
// oversize and suffixed with its length once, at construction.
//
// Each Expand call allocates twice: the hash state (from the hash
// constructor) and one scratch buffer of 2·b_in_bytes + 3 bytes. Use
// NewXMDExpander; the zero value is not usable.
type XMDExpander struct {
	newHash  func() hash.Hash
	dstPrime []byte // DST ‖ I2OSP(len(DST), 1), DST already reduced
	k        int
	size     int // b_in_bytes
}

// NewXMDExpander returns an XMDExpander for the hash function h, the domain
// separation tag dst (not empty, ErrEmptyDST; one longer than MaxDSTLen bytes is
// reduced per §5.3.3) and the security level k in bits. It returns an error
// if h is nil or if its output is shorter than 2k bits, which §5.3.1
// requires.
func NewXMDExpander(h func() hash.Hash, dst []byte, k int) (*XMDExpander, error) {
	H, err := newXMDHash(h, k)
	if err != nil {
		return nil, err
	}
	dstPrime, err := xmdDSTPrime(H, dst)
	if err != nil {
		return nil, err
	}
	return &XMDExpander{newHash: h, dstPrime: dstPrime, k: k, size: H.Size()}, nil
}

// Expand fills out with expand_message_xmd(msg, DST, len(out)). len(out)
// must be in [1, MaxExpandLen] and at most 255 hash outputs.
func (e *XMDExpander) Expand(out, msg []byte) error {
	if e == nil || e.newHash == nil {
		return errUninitializedExpander
	}
	if err := checkXMDLength(len(out), e.size); err != nil {
		return err
	}
	H := e.newHash()
	expandXMD(H, e.dstPrime, msg, out, make([]byte, xmdScratchLen(e.size)))
	return nil
}

// SecurityLevel returns k in bits.
// The zero value, which holds no expander, has level 0.
func (e *XMDExpander) SecurityLevel() int {
	if e == nil {
		return 0
	}
	return e.k
}

// DST returns a copy of the effective domain separation tag: the one given
// to NewXMDExpander, or its reduction if it was longer than MaxDSTLen bytes.
// The zero value has none: DST returns nil.
func (e *XMDExpander) DST() []byte {
	if e == nil || len(e.dstPrime) == 0 {
		return nil
	}
	return append([]byte(nil), e.dstPrime[:len(e.dstPrime)-1]...)
}

// XOFExpander is expand_message_xof (RFC 9380 §5.3.2) bound to an
// extendable-output function, a DST and a security level. The DST is
// validated, reduced if oversize and suffixed with its length once, at
// construction.
//
// Each Expand call allocates twice: the XOF state (from the constructor) and
// a buffer for the message suffix. Use NewXOFExpander; the zero value is not
// usable.
type XOFExpander struct {
	newXOF   func() XOF
	dstPrime []byte // DST ‖ I2OSP(len(DST), 1), DST already reduced
	k        int
}

// NewXOFExpander returns an XOFExpander for the XOF made by newXOF, the
// domain separation tag dst (not empty, ErrEmptyDST; one longer than MaxDSTLen bytes
// is reduced to ⌈2k/8⌉ bytes per §5.3.3) and the security level k in bits,
// which must be in [1, 1020]. The XOF must offer at least k bits of
// security (SHAKE128 for k ≤ 128, SHAKE256 for k ≤ 256); that cannot be
// checked here.
func NewXOFExpander(newXOF func() XOF, dst []byte, k int) (*XOFExpander, error) {
	if newXOF == nil {
		return nil, errors.New("hashes: nil XOF constructor")
	}
	if err := checkSecurityLevel(k); err != nil {
		return nil, err
	}
	dstPrime, err := xofDSTPrime(newXOF(), dst, k)
	if err != nil {
		return nil, err
	}
	return &XOFExpander{newXOF: newXOF, dstPrime: dstPrime, k: k}, nil
}

// Expand fills out with expand_message_xof(msg, DST, len(out)). len(out)
// must be in [1, MaxExpandLen].
func (e *XOFExpander) Expand(out, msg []byte) error {
	if e == nil || e.newXOF == nil {
		return errUninitializedExpander
	}
	if err := checkLength(len(out)); err != nil {
		return err
	}
	return expandXOF(e.newXOF(), e.dstPrime, msg, out)
}

// SecurityLevel returns k in bits.
// The zero value, which holds no expander, has level 0.
func (e *XOFExpander) SecurityLevel() int {
	if e == nil {
		return 0
	}
	return e.k
}

// DST returns a copy of the effective domain separation tag: the one given
// to NewXOFExpander, or its reduction if it was longer than MaxDSTLen bytes.
// The zero value has none: DST returns nil.
func (e *XOFExpander) DST() []byte {
	if e == nil || len(e.dstPrime) == 0 {
		return nil
	}
	return append([]byte(nil), e.dstPrime[:len(e.dstPrime)-1]...)
}

// errUninitializedExpander is returned by Expand on the zero value of an
// expander type, which NewXMDExpander or NewXOFExpander did not make.
var errUninitializedExpander = errors.New("hashes: expander is not initialized (make it with NewXMDExpander or NewXOFExpander)")

// SHAKE128 returns a new SHAKE128 XOF from crypto/sha3. It has the type
// func() XOF that ExpandMessageXOF and NewXOFExpander take.
func SHAKE128() XOF { return sha3.NewSHAKE128() }

// SHAKE256 returns a new SHAKE256 XOF from crypto/sha3. It has the type
// func() XOF that ExpandMessageXOF and NewXOFExpander take.
func SHAKE256() XOF { return sha3.NewSHAKE256() }

var (
	_ Expander = (*XMDExpander)(nil)
	_ Expander = (*XOFExpander)(nil)
	_ Expander = (*XMDState)(nil)
)

// newXMDHash returns a state of the hash function h after checking what
// expand_message_xmd asks of h and the security level k in bits: h not nil,
// k in range, a block-based hash, and an output of at least 2k bits
// (§5.3.1).
func newXMDHash(h func() hash.Hash, k int) (hash.Hash, error) {
	if h == nil {
		return nil, errors.New("hashes: nil hash function")
	}
	if err := checkSecurityLevel(k); err != nil {
		return nil, err
	}
	H := h()
	if err := checkHashSize(H); err != nil {
		return nil, err
	}
	if 8*H.Size() < 2*k {
		return nil, errors.New("hashes: hash output of " + strconv.Itoa(8*H.Size()) +
			" bits is shorter than 2k = " + strconv.Itoa(2*k) + " bits")
	}
	return H, nil
}
