package hashes

import (
	"errors"
	"hash"
	"io"
	"strconv"
)

// Limits of RFC 9380 §5.3.
const (
	// MaxExpandLen is the largest output of expand_message, 2^16 − 1 bytes:
	// the length is encoded as I2OSP(len_in_bytes, 2) (§5.3.1 step 2,
	// §5.3.2 step 1).
	MaxExpandLen = 1<<16 - 1
	// MaxDSTLen is the longest domain separation tag that is used as is,
	// 255 bytes: it is suffixed with I2OSP(len(DST), 1) (§5.3.3). Longer tags
	// are first hashed down ("H2C-OVERSIZE-DST-").
	MaxDSTLen = 255
	// maxEll is the largest number of hash blocks expand_message_xmd may
	// produce, 255: the block index is encoded as I2OSP(i, 1) (§5.3.1 step 2).
	maxEll = 255
	// maxSecurityLevel is the largest k for which the reduced DST of
	// expand_message_xof, ⌈2k/8⌉ bytes, still fits in MaxDSTLen bytes.
	maxSecurityLevel = 4 * MaxDSTLen
)

// oversizeDSTPrefix is the ASCII string prepended to a DST longer than
// MaxDSTLen bytes before it is hashed down (RFC 9380 §5.3.3).
const oversizeDSTPrefix = "H2C-OVERSIZE-DST-"

// oversizeDSTPrefixBytes is oversizeDSTPrefix as bytes, written without the
// allocation a conversion at each call would cost.
var oversizeDSTPrefixBytes = []byte(oversizeDSTPrefix)

// ErrEmptyDST is returned by the expanders for an empty domain separation
// tag, which RFC 9380 §3.1 forbids ("DST MUST have nonzero length"): without
// one, the outputs of two protocols are not separated.
var ErrEmptyDST = errors.New("hashes: empty domain separation tag (RFC 9380 §3.1 requires one)")

// zeroBlock supplies the Z_pad string of expand_message_xmd, I2OSP(0, s_in_bytes),
// without allocating; blocks longer than it are written in pieces.
var zeroBlock [256]byte

// XOF is an extendable-output function: Write absorbs input, then Read
// squeezes as many output bytes as asked, and Reset returns to the empty
// state. *crypto/sha3.SHAKE, golang.org/x/crypto/sha3.ShakeHash and the
// golang.org/x/crypto/blake2b and blake2s XOFs all satisfy it.
//
// Write must not fail. Read may return an error (for example io.EOF from an
// XOF with a fixed maximum output length); expand_message_xof reports it.
type XOF interface {
	io.Writer
	io.Reader
	Reset()
}

// ExpandMessageXMD returns expand_message_xmd(msg, dst, lenInBytes) of
// RFC 9380 §5.3.1 with the hash function h, a Merkle–Damgård or other
// fixed-output hash such as SHA-256 or SHA-512. A dst longer than MaxDSTLen
// bytes is replaced by H("H2C-OVERSIZE-DST-" ‖ dst) as §5.3.3 prescribes.
//
// It returns an error when lenInBytes is outside [1, MaxExpandLen] or needs
// more than 255 hash blocks, and ErrEmptyDST for an empty dst. It does not check the RFC's requirement that the
// hash output be at least 2k bits long, as it does not know k; NewXMDExpander
// does.
func ExpandMessageXMD(h func() hash.Hash, msg, dst []byte, lenInBytes int) ([]byte, error) {
	if h == nil {
		return nil, errors.New("hashes: nil hash function")
	}
	H := h()
	if err := checkHashSize(H); err != nil {
		return nil, err
	}
	if err := checkXMDLength(lenInBytes, H.Size()); err != nil {
		return nil, err
	}
	dstPrime, err := xmdDSTPrime(H, dst)
	if err != nil {
		return nil, err
	}
	out := make([]byte, lenInBytes)
	H.Reset()
	expandXMD(H, dstPrime, msg, out, make([]byte, xmdScratchLen(H.Size())))
	return out, nil
}

// ExpandMessageXOF returns expand_message_xof(msg, dst, lenInBytes) of
// RFC 9380 §5.3.2 with the extendable-output function made by newXOF, for
// example SHAKE128 or SHAKE256. k is the target security level in bits; it
// only matters for a dst longer than MaxDSTLen bytes, which is replaced by
// the ⌈2k/8⌉-byte output of H("H2C-OVERSIZE-DST-" ‖ dst) (§5.3.3).
//
// It returns an error when lenInBytes is outside [1, MaxExpandLen], when k is
// outside [1, 1020], or when the XOF cannot produce the requested output, and
// ErrEmptyDST for an empty dst.
func ExpandMessageXOF(newXOF func() XOF, k int, msg, dst []byte, lenInBytes int) ([]byte, error) {
	if newXOF == nil {
		return nil, errors.New("hashes: nil XOF constructor")
	}
	if err := checkSecurityLevel(k); err != nil {
		return nil, err
	}
	if err := checkLength(lenInBytes); err != nil {
		return nil, err
	}
	H := newXOF()
	dstPrime, err := xofDSTPrime(H, dst, k)
	if err != nil {
		return nil, err
	}
	out := make([]byte, lenInBytes)
	H.Reset()
	if err := expandXOF(H, dstPrime, msg, out); err != nil {
		return nil, err
	}
	return out, nil
}

// xmdScratchLen is the scratch expandXMD needs for a b-byte hash: b_0, the
// running b_i and three bytes for the I2OSP encodings.
func xmdScratchLen(b int) int { return 2*b + 3 }

// expandXMD writes expand_message_xmd(msg, DST, len(out)) into out. H must
// be freshly reset, dstPrime = DST ‖ I2OSP(len(DST), 1), len(out) must
// have passed checkXMDLength and len(scratch) ≥ xmdScratchLen(H.Size()).
// The step numbers are those of RFC 9380 §5.3.1. It clears the scratch.
func expandXMD(H hash.Hash, dstPrime, msg, out, scratch []byte) {
	b := H.Size()
	ell := (len(out) + b - 1) / b // step 1: ell = ceil(len_in_bytes / b_in_bytes)

	// Full slice expressions keep each Sum in its place.
	scratch = scratch[:xmdScratchLen(b)]
	b0 := scratch[0:b:b]
	bi := scratch[b : 2*b : 2*b]
	small := scratch[2*b:]

	// Step 6: msg_prime = Z_pad ‖ msg ‖ l_i_b_str ‖ I2OSP(0, 1) ‖ DST_prime.
	for s := H.BlockSize(); s > 0; s -= len(zeroBlock) {
		H.Write(zeroBlock[:min(s, len(zeroBlock))]) // Z_pad = I2OSP(0, s_in_bytes)
	}
	H.Write(msg)
	small[0] = byte(len(out) >> 8) // l_i_b_str = I2OSP(len_in_bytes, 2)
	small[1] = byte(len(out))
	small[2] = 0 // I2OSP(0, 1)
	H.Write(small[:3])
	H.Write(dstPrime)
	H.Sum(b0[:0]) // step 7: b_0 = H(msg_prime)

	// Step 8: b_1 = H(b_0 ‖ I2OSP(1, 1) ‖ DST_prime).
	H.Reset()
	H.Write(b0)
	small[0] = 1
	H.Write(small[:1])
	H.Write(dstPrime)
	H.Sum(bi[:0])
	off := copy(out, bi)

	// Steps 9–10: b_i = H(strxor(b_0, b_(i−1)) ‖ I2OSP(i, 1) ‖ DST_prime).
	for i := 2; i <= ell; i++ {
		for j := range bi {
			bi[j] ^= b0[j]
		}
		H.Reset()
		H.Write(bi)
		small[0] = byte(i)
		H.Write(small[:1])
		H.Write(dstPrime)
		H.Sum(bi[:0])
		off += copy(out[off:], bi) // steps 11–12: b_1 ‖ … ‖ b_ell, truncated
	}
	clear(scratch)
}

// expandXOF writes expand_message_xof(msg, DST, len(out)) into out (RFC 9380
// §5.3.2). H must be freshly reset and dstPrime = DST ‖ I2OSP(len(DST), 1).
func expandXOF(H XOF, dstPrime, msg, out []byte) error {
	// msg_prime = msg ‖ I2OSP(len_in_bytes, 2) ‖ DST_prime.
	tail := make([]byte, 2+len(dstPrime))
	tail[0] = byte(len(out) >> 8)
	tail[1] = byte(len(out))
	copy(tail[2:], dstPrime)
	H.Write(msg)
	H.Write(tail)
	// uniform_bytes = H(msg_prime, len_in_bytes).
	if _, err := io.ReadFull(H, out); err != nil {
		return errors.New("hashes: XOF output failed: " + err.Error())
	}
	return nil
}

// xmdDSTPrime returns DST_prime = DST ‖ I2OSP(len(DST), 1) for expand_message_xmd,
// hashing an oversize DST down to H("H2C-OVERSIZE-DST-" ‖ DST) first
// (RFC 9380 §5.3.3). It leaves H dirty.
func xmdDSTPrime(H hash.Hash, dst []byte) ([]byte, error) {
	return appendXMDDSTPrime(nil, H, dst)
}

// appendXMDDSTPrime appends xmdDSTPrime(H, dst) to buf and returns the
// extended slice; it allocates nothing when buf has room for
// MaxDSTLen + 1 more bytes. It leaves H dirty.
func appendXMDDSTPrime(buf []byte, H hash.Hash, dst []byte) ([]byte, error) {
	if len(dst) == 0 {
		return nil, ErrEmptyDST
	}
	if len(dst) <= MaxDSTLen {
		return appendLengthTo(buf, dst), nil
	}
	H.Reset()
	H.Write(oversizeDSTPrefixBytes)
	H.Write(dst)
	start := len(buf)
	buf = H.Sum(buf)
	if n := len(buf) - start; n > MaxDSTLen {
		return nil, errors.New("hashes: hash output of " + strconv.Itoa(n) +
			" bytes is too long to reduce an oversize DST")
	}
	return append(buf, byte(len(buf)-start)), nil
}

// xofDSTPrime returns DST_prime for expand_message_xof, hashing an oversize
// DST down to the ⌈2k/8⌉-byte output of H("H2C-OVERSIZE-DST-" ‖ DST) first
// (RFC 9380 §5.3.3). It leaves H dirty.
func xofDSTPrime(H XOF, dst []byte, k int) ([]byte, error) {
	if len(dst) == 0 {
		return nil, ErrEmptyDST
	}
	if len(dst) <= MaxDSTLen {
		return appendLength(dst), nil
	}
	H.Reset()
	H.Write(oversizeDSTPrefixBytes)
	H.Write(dst)
	reduced := make([]byte, (2*k+7)/8, (2*k+7)/8+1)
	if _, err := io.ReadFull(H, reduced); err != nil {
		return nil, errors.New("hashes: XOF output failed: " + err.Error())
	}
	return appendLength(reduced), nil
}

// appendLength returns a new slice holding dst ‖ I2OSP(len(dst), 1);
// len(dst) ≤ MaxDSTLen.
func appendLength(dst []byte) []byte {
	return appendLengthTo(make([]byte, 0, len(dst)+1), dst)
}

// appendLengthTo appends dst ‖ I2OSP(len(dst), 1) to buf; len(dst) ≤ MaxDSTLen.
func appendLengthTo(buf, dst []byte) []byte {
	buf = append(buf, dst...)
	return append(buf, byte(len(dst)))
}

// checkLength reports an error unless 1 ≤ n ≤ MaxExpandLen.
func checkLength(n int) error {
	if n < 1 || n > MaxExpandLen {
		return errors.New("hashes: requested " + strconv.Itoa(n) +
			" bytes, want between 1 and " + strconv.Itoa(MaxExpandLen))
	}
	return nil
}

// checkXMDLength reports an error unless n passes checkLength and fits in
// 255 blocks of a b-byte hash (RFC 9380 §5.3.1 step 2).
func checkXMDLength(n, b int) error {
	if err := checkLength(n); err != nil {
		return err
	}
	if ell := (n + b - 1) / b; ell > maxEll {
		return errors.New("hashes: requested " + strconv.Itoa(n) + " bytes needs " +
			strconv.Itoa(ell) + " hash blocks, more than 255")
	}
	return nil
}

// checkHashSize reports an error unless H has a positive output and block
// size.
func checkHashSize(H hash.Hash) error {
	if H.Size() < 1 || H.BlockSize() < 1 {
		return errors.New("hashes: hash with output size " + strconv.Itoa(H.Size()) +
			" and block size " + strconv.Itoa(H.BlockSize()))
	}
	return nil
}

// checkSecurityLevel reports an error unless 1 ≤ k ≤ maxSecurityLevel.
func checkSecurityLevel(k int) error {
	if k < 1 || k > maxSecurityLevel {
		return errors.New("hashes: security level " + strconv.Itoa(k) +
			" bits, want between 1 and " + strconv.Itoa(maxSecurityLevel))
	}
	return nil
}
