package ed448

import (
	"crypto/sha3"
	"sync"
)

// prehashState is the heap-resident memory of one PH(M) computation: a
// SHAKE256 state and the 64 output bytes. SignPh and VerifyPh take one from
// prehashPool, so that hashing the message and handing PH(M) to the engine
// (whose hash interface makes its inputs escape) allocates nothing.
type prehashState struct {
	h  sha3.SHAKE // the zero value is SHAKE256
	ph [PrehashSize]byte
}

// prehashPool holds idle prehashStates.
var prehashPool = sync.Pool{New: func() any { return new(prehashState) }}

// getPrehash takes a state from the pool and sets its ph to
// PH(message) = SHAKE256(message, 64), the prehash of Ed448ph (RFC 8032
// §5.2), the same function as the scheme's Prehash parameter.
func getPrehash(message []byte) *prehashState {
	st := prehashPool.Get().(*prehashState)
	st.h.Reset()
	st.h.Write(message)
	st.h.Read(st.ph[:])
	return st
}

// put clears st and returns it to the pool.
func (st *prehashState) put() {
	st.h.Reset()
	clear(st.ph[:])
	prehashPool.Put(st)
}
