package hashes

import (
	"math/big"

	"github.com/curvekit/curvekit/field"
)

// bigElem is the element type of bigField: the canonical integer in
// big-endian order, right-aligned in 72 bytes (enough for P-521).
type bigElem [72]byte

// bigField is a math/big-backed field.Field for tests: slow, variable time,
// obviously correct. It encodes in the byte order it is given, so the same
// prime can be tested as a big-endian and as a little-endian field.
type bigField struct {
	p     *big.Int
	order field.ByteOrder
}

var _ field.Field[bigElem] = (*bigField)(nil)

func newBigField(p *big.Int, order field.ByteOrder) *bigField {
	return &bigField{p: new(big.Int).Set(p), order: order}
}

func (f *bigField) get(x *bigElem) *big.Int { return new(big.Int).SetBytes(x[:]) }

func (f *bigField) put(z *bigElem, v *big.Int) {
	v = new(big.Int).Mod(v, f.p)
	v.FillBytes(z[:])
}

func (f *bigField) Zero(z *bigElem)                { *z = bigElem{} }
func (f *bigField) One(z *bigElem)                 { f.put(z, big.NewInt(1)) }
func (f *bigField) Set(z, x *bigElem)              { *z = *x }
func (f *bigField) SetUint64(z *bigElem, v uint64) { f.put(z, new(big.Int).SetUint64(v)) }
func (f *bigField) Add(z, x, y *bigElem)           { f.put(z, new(big.Int).Add(f.get(x), f.get(y))) }
func (f *bigField) Sub(z, x, y *bigElem)           { f.put(z, new(big.Int).Sub(f.get(x), f.get(y))) }
func (f *bigField) Neg(z, x *bigElem)              { f.put(z, new(big.Int).Neg(f.get(x))) }
func (f *bigField) Mul(z, x, y *bigElem)           { f.put(z, new(big.Int).Mul(f.get(x), f.get(y))) }
func (f *bigField) Square(z, x *bigElem)           { f.Mul(z, x, x) }

func (f *bigField) Inverse(z, x *bigElem) {
	v := f.get(x)
	if v.Sign() == 0 {
		f.Zero(z)
		return
	}
	f.put(z, new(big.Int).ModInverse(v, f.p))
}

func (f *bigField) Sqrt(z, x *bigElem) int {
	r := new(big.Int).ModSqrt(f.get(x), f.p)
	if r == nil {
		f.Zero(z)
		return 0
	}
	if r.Bit(0) == 1 {
		r.Sub(f.p, r)
	}
	f.put(z, r)
	return 1
}

func (f *bigField) SqrtRatio(z, u, v *bigElem) int {
	if f.IsZero(u) == 1 {
		f.Zero(z)
		return 1
	}
	if f.IsZero(v) == 1 {
		f.Zero(z)
		return 0
	}
	var w bigElem
	f.Inverse(&w, v)
	f.Mul(&w, &w, u)
	return f.Sqrt(z, &w)
}

func (f *bigField) Equal(x, y *bigElem) int {
	if *x == *y {
		return 1
	}
	return 0
}

func (f *bigField) IsZero(x *bigElem) int { return f.Equal(x, &bigElem{}) }

func (f *bigField) Select(z, a, b *bigElem, cond int) {
	if cond == 1 {
		*z = *a
	} else {
		*z = *b
	}
}

func (f *bigField) Sgn0(x *bigElem) int { return int(x[len(x)-1] & 1) }

func (f *bigField) SetBytes(z *bigElem, b []byte) error {
	if len(b) != f.ByteLen() {
		return field.LengthError(len(b), f.ByteLen())
	}
	v := f.fromOrder(b)
	if v.Cmp(f.p) >= 0 {
		return field.NotReducedError()
	}
	f.put(z, v)
	return nil
}

func (f *bigField) PutBytes(b []byte, x *bigElem) {
	if len(b) != f.ByteLen() {
		panic("bigField: PutBytes with a wrong-length buffer")
	}
	f.get(x).FillBytes(b)
	if f.order == field.LittleEndian {
		reverse(b)
	}
}

func (f *bigField) SetWideBytes(z *bigElem, b []byte) error {
	if len(b) > 2*f.ByteLen() {
		return field.WideLengthError(len(b), 2*f.ByteLen())
	}
	f.put(z, f.fromOrder(b))
	return nil
}

// fromOrder reads b as an integer in the field's byte order.
func (f *bigField) fromOrder(b []byte) *big.Int {
	c := append([]byte(nil), b...)
	if f.order == field.LittleEndian {
		reverse(c)
	}
	return new(big.Int).SetBytes(c)
}

func (f *bigField) ByteLen() int               { return (f.p.BitLen() + 7) / 8 }
func (f *bigField) BitLen() int                { return f.p.BitLen() }
func (f *bigField) ByteOrder() field.ByteOrder { return f.order }
func (f *bigField) Modulus() *big.Int          { return new(big.Int).Set(f.p) }
