package hashes

import (
	"errors"
	"hash"
)

// XMDState is expand_message_xmd (RFC 9380 §5.3.1) with its own hash state
// and buffers, for hashing many messages without allocating: SetDST binds a
// domain separation tag (copying it, and reducing an oversize one per
// §5.3.3), Expand fills its output, and HashToField given an *XMDState
// keeps its uniform bytes in the state's buffer, all without allocating once
// the buffer has grown to the largest request. Its outputs are those of an
// XMDExpander with the same hash, DST and k.
//
// An XMDState serves one goroutine at a time (keep one per goroutine or in a
// sync.Pool); it is an Expander only while a DST is bound. Use NewXMDState;
// the zero value is not usable.
type XMDState struct {
	h        hash.Hash
	k        int
	size     int    // b_in_bytes
	dstPrime []byte // DST ‖ I2OSP(len(DST), 1) in dstBuf; empty until SetDST
	dstBuf   [MaxDSTLen + 1]byte
	scratch  []byte // xmdScratchLen(size) bytes for expandXMD
	uniform  []byte // HashToField's uniform bytes, grown on demand
}

// NewXMDState returns an XMDState for the hash function h and the security
// level k in bits, with no DST bound yet. It returns an error if h is nil or
// if its output is shorter than 2k bits, which §5.3.1 requires.
func NewXMDState(h func() hash.Hash, k int) (*XMDState, error) {
	H, err := newXMDHash(h, k)
	if err != nil {
		return nil, err
	}
	return &XMDState{h: H, k: k, size: H.Size(), scratch: make([]byte, xmdScratchLen(H.Size()))}, nil
}

// SetDST binds the domain separation tag dst: not empty (ErrEmptyDST), and
// one longer than MaxDSTLen bytes is reduced per §5.3.3. It copies dst and
// allocates nothing. On error no DST is bound.
func (e *XMDState) SetDST(dst []byte) error {
	if e == nil || e.h == nil {
		return errUninitializedXMDState
	}
	e.dstPrime = nil
	dstPrime, err := appendXMDDSTPrime(e.dstBuf[:0], e.h, dst)
	if err != nil {
		return err
	}
	e.dstPrime = dstPrime
	return nil
}

// Expand fills out with expand_message_xmd(msg, DST, len(out)) for the bound
// DST. len(out) must be in [1, MaxExpandLen] and at most 255 hash outputs.
// It allocates nothing.
func (e *XMDState) Expand(out, msg []byte) error {
	if e == nil || e.h == nil {
		return errUninitializedXMDState
	}
	if len(e.dstPrime) == 0 {
		return errors.New("hashes: XMDState has no DST (call SetDST first)")
	}
	if err := checkXMDLength(len(out), e.size); err != nil {
		return err
	}
	e.h.Reset()
	expandXMD(e.h, e.dstPrime, msg, out, e.scratch)
	e.h.Reset() // keep nothing derived from msg in the state
	return nil
}

// SecurityLevel returns k in bits.
// The zero value, which holds no state, has level 0.
func (e *XMDState) SecurityLevel() int {
	if e == nil {
		return 0
	}
	return e.k
}

// buffer returns the state's uniform-bytes buffer resized to n bytes,
// growing it if it is shorter.
func (e *XMDState) buffer(n int) []byte {
	if cap(e.uniform) < n {
		e.uniform = make([]byte, n)
	}
	return e.uniform[:n]
}

// errUninitializedXMDState is returned by the methods of an XMDState that
// NewXMDState did not make.
var errUninitializedXMDState = errors.New("hashes: XMDState is not initialized (make it with NewXMDState)")
