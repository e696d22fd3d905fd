package fieldtest

import (
	"math/big"

	"github.com/curvekit/curvekit/field"
)

// bigElem holds a bigField element as little-endian 64-bit limbs of its
// canonical integer (or, for the bugs that skip a reduction, of an integer
// below 2^(64·9)).
type bigElem [9]uint64

// bug names one deliberate defect of bigField.
type bug int

const (
	bugNone             bug = iota
	bugSqrtSign             // Sqrt returns the root of Sgn0 1
	bugSetBytesAcceptsP     // SetBytes accepts p itself (and stores 0)
	bugMulEdge              // Mul is off by one when x = p − 1
	bugSetBytesClobbers     // SetBytes writes the receiver before rejecting
	bugInverseZero          // Inverse(0) = 1
	bugAddAlias             // Add writes z before reading y: wrong when z = y
	bugWideOrder            // SetWideBytes reads long inputs in the wrong byte order
	bugSqrtRatioZeroV       // SqrtRatio(u, 0) returns 1
	bugSgn0High             // Sgn0 returns the top bit instead of the parity
	bugEqualLowLimb         // Equal compares only the lowest limb
	bugPutBytesNoPanic      // PutBytes accepts a buffer of the wrong length
	bugLengthSentinel       // SetBytes reports a wrong length as ErrNotReduced
	bugSelectAlias          // Select writes b before reading a: wrong when z = a
	bugSubLazy              // Sub leaves x − y + p unreduced when it fits
	bugNegZero              // Neg(0) = p, unreduced
	bugWideMaxLen           // SetWideBytes rejects exactly 2·ByteLen bytes
	bugModulusShared        // Modulus returns the field's own big.Int
	bugSqrtNoClear          // Sqrt of a non-square leaves z unchanged
	bugSetUint64            // SetUint64 drops the top bit of v
	bugSqrtRatioSign        // SqrtRatio returns the root of Sgn0 1
	bugDoubleOverflow       // Add loses the carry into 2^(bitlen)  when x = y
	bugCount
)

// bigField is a correct (unless told otherwise) but slow and variable-time
// field.Field[bigElem] backed by math/big: the suite's test double.
type bigField struct {
	p     *big.Int
	order field.ByteOrder
	bug   bug
}

var _ field.Field[bigElem] = bigField{}

func newBigField(p *big.Int, order field.ByteOrder, b bug) bigField {
	return bigField{p: p, order: order, bug: b}
}

func (f bigField) get(x *bigElem) *big.Int {
	v := new(big.Int)
	for i := len(x) - 1; i >= 0; i-- {
		v.Lsh(v, 64).Or(v, new(big.Int).SetUint64(x[i]))
	}
	return v
}

// set stores v mod p, or v itself when it is negative-free and raw is set.
func (f bigField) set(z *bigElem, v *big.Int, raw bool) {
	if !raw {
		v = new(big.Int).Mod(v, f.p)
	}
	w := new(big.Int).Set(v)
	mask := new(big.Int).SetUint64(^uint64(0))
	for i := range z {
		z[i] = new(big.Int).And(w, mask).Uint64()
		w.Rsh(w, 64)
	}
}

func (f bigField) Zero(z *bigElem)            { *z = bigElem{} }
func (f bigField) One(z *bigElem)             { *z = bigElem{1} }
func (f bigField) Set(z, x *bigElem)          { *z = *x }
func (f bigField) ByteLen() int               { return (f.p.BitLen() + 7) / 8 }
func (f bigField) BitLen() int                { return f.p.BitLen() }
func (f bigField) ByteOrder() field.ByteOrder { return f.order }

func (f bigField) SetUint64(z *bigElem, v uint64) {
	if f.bug == bugSetUint64 {
		v &^= 1 << 63
	}
	f.set(z, new(big.Int).SetUint64(v), false)
}

func (f bigField) Modulus() *big.Int {
	if f.bug == bugModulusShared {
		return f.p
	}
	return new(big.Int).Set(f.p)
}

func (f bigField) Add(z, x, y *bigElem) {
	if f.bug == bugAddAlias {
		xv := f.get(x)
		f.set(z, xv, false)
		f.set(z, xv.Add(xv, f.get(y)), false)
		return
	}
	v := new(big.Int).Add(f.get(x), f.get(y))
	if f.bug == bugDoubleOverflow && *x == *y {
		v.SetBit(v, f.p.BitLen(), 0)
	}
	f.set(z, v, false)
}

func (f bigField) Sub(z, x, y *bigElem) {
	v := new(big.Int).Sub(f.get(x), f.get(y))
	if f.bug == bugSubLazy && v.Sign() >= 0 && v.Cmp(big.NewInt(1<<16)) < 0 {
		f.set(z, v.Add(v, f.p), true)
		return
	}
	f.set(z, v, false)
}

func (f bigField) Neg(z, x *bigElem) {
	v := f.get(x)
	if f.bug == bugNegZero && v.Sign() == 0 {
		f.set(z, f.p, true)
		return
	}
	f.set(z, v.Neg(v), false)
}

func (f bigField) Mul(z, x, y *bigElem) {
	xv := f.get(x)
	v := new(big.Int).Mul(xv, f.get(y))
	if f.bug == bugMulEdge && xv.Cmp(new(big.Int).Sub(f.p, big.NewInt(1))) == 0 {
		v.Add(v, big.NewInt(1))
	}
	f.set(z, v, false)
}

func (f bigField) Square(z, x *bigElem) { f.Mul(z, x, x) }

func (f bigField) Inverse(z, x *bigElem) {
	v := f.get(x)
	if v.Sign() == 0 {
		if f.bug == bugInverseZero {
			*z = bigElem{1}
		} else {
			*z = bigElem{}
		}
		return
	}
	f.set(z, v.ModInverse(v, f.p), false)
}

// root returns the square root of v of Sgn0 0 (or 1 with flip), or nil.
func (f bigField) root(v *big.Int, flip bool) *big.Int {
	if big.Jacobi(v, f.p) < 0 {
		return nil
	}
	r := new(big.Int).ModSqrt(v, f.p)
	if (r.Bit(0) == 1) != flip && r.Sign() != 0 {
		r.Sub(f.p, r)
	}
	return r
}

func (f bigField) Sqrt(z, x *bigElem) int {
	r := f.root(f.get(x), f.bug == bugSqrtSign)
	if r == nil {
		if f.bug != bugSqrtNoClear {
			*z = bigElem{}
		}
		return 0
	}
	f.set(z, r, false)
	return 1
}

func (f bigField) SqrtRatio(z, u, v *bigElem) int {
	uv, vv := f.get(u), f.get(v)
	switch {
	case uv.Sign() == 0:
		*z = bigElem{}
		return 1
	case vv.Sign() == 0:
		*z = bigElem{}
		return boolInt(f.bug == bugSqrtRatioZeroV)
	}
	w := new(big.Int).Mul(uv, new(big.Int).ModInverse(vv, f.p))
	r := f.root(w.Mod(w, f.p), f.bug == bugSqrtRatioSign)
	if r == nil {
		*z = bigElem{}
		return 0
	}
	f.set(z, r, false)
	return 1
}

func (f bigField) Equal(x, y *bigElem) int {
	if f.bug == bugEqualLowLimb {
		return boolInt(x[0] == y[0])
	}
	return boolInt(*x == *y)
}

func (f bigField) IsZero(x *bigElem) int { return boolInt(*x == bigElem{}) }

func (f bigField) Select(z, a, b *bigElem, cond int) {
	if f.bug == bugSelectAlias {
		*z = *b
		if cond == 1 {
			*z = *a
		}
		return
	}
	if cond == 1 {
		*z = *a
	} else {
		*z = *b
	}
}

func (f bigField) Sgn0(x *bigElem) int {
	if f.bug == bugSgn0High {
		return int(f.get(x).Bit(f.p.BitLen() - 1))
	}
	return int(x[0] & 1)
}

// ordered returns b as a big-endian copy.
func (f bigField) ordered(b []byte, order field.ByteOrder) []byte {
	c := append([]byte(nil), b...)
	if order == field.LittleEndian {
		reverse(c)
	}
	return c
}

func (f bigField) SetBytes(z *bigElem, b []byte) error {
	n := f.ByteLen()
	if len(b) != n {
		if f.bug == bugLengthSentinel {
			return field.NotReducedError()
		}
		return field.LengthError(len(b), n)
	}
	v := new(big.Int).SetBytes(f.ordered(b, f.order))
	if f.bug == bugSetBytesClobbers {
		f.set(z, v, true)
	}
	if c := v.Cmp(f.p); c > 0 || c == 0 && f.bug != bugSetBytesAcceptsP {
		return field.NotReducedError()
	}
	f.set(z, v, false)
	return nil
}

func (f bigField) PutBytes(b []byte, x *bigElem) {
	n := f.ByteLen()
	if len(b) != n {
		if f.bug == bugPutBytesNoPanic {
			return
		}
		panic("bigfield: PutBytes: wrong length")
	}
	f.get(x).FillBytes(b)
	if f.order == field.LittleEndian {
		reverse(b)
	}
}

func (f bigField) SetWideBytes(z *bigElem, b []byte) error {
	n := f.ByteLen()
	if len(b) > 2*n || len(b) == 2*n && f.bug == bugWideMaxLen {
		return field.WideLengthError(len(b), 2*n)
	}
	order := f.order
	if f.bug == bugWideOrder && len(b) > n {
		order = 1 - order
	}
	f.set(z, new(big.Int).SetBytes(f.ordered(b, order)), false)
	return nil
}
