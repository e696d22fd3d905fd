package main

// fixedTemplates are the text/template sources of a fixed package's
// generated files (besides kernels.go), by file name. Templates starting with
// a build constraint get the header placed after it.
var fixedTemplates = map[string]string{
	"field.go":            fieldTmpl,
	"sqrt.go":             sqrtTmpl,
	"inverse.go":          inverseTmpl,
	"opcount_on.go":       opcountOnTmpl,
	"opcount_off.go":      opcountOffTmpl,
	"field_test.go":       testTmpl,
	"opcount_test.go":     opcountTestTmpl,
	"fuzz_test.go":        fuzzTmpl,
	"bench_test.go":       benchTmpl,
	"conformance_test.go": conformanceTmpl,
	"encoding_test.go":    encodingTestTmpl,
}

const fieldTmpl = `package {{.Pkg}}

import (
	"encoding/binary"
	"math/big"
	"math/bits"
	"strconv"

	"github.com/curvekit/curvekit/field"
)

// Element is an element of GF(p): {{.N}} little-endian 64-bit limbs holding
// x·2^{{mul64 .N}} mod p (Montgomery form), always fully reduced. The zero value
// is 0; the representation is unique, so == compares elements.
type Element [{{.N}}]uint64

// Field is GF(p) for p = {{.Title}}. Its value methods implement
// field.Field[Element]; the zero value is ready to use.
type Field struct{}

var _ field.Field[Element] = Field{}

const (
	// bitLen is the bit length of p.
	bitLen = {{.BitLen}}
	// byteLen is the length of an encoded element.
	byteLen = {{.ByteLen}}
	// modulusHex is p = {{.Formula}} in hexadecimal.
	modulusHex = "{{.ModHex}}"
)

var (
	// modulus is p, least significant limb first.
	modulus = {{.Modulus}}
	// one is 1 in Montgomery form, 2^{{mul64 .N}} mod p.
	one = {{.One}}
	// rSquared is 2^{{mul64 (mul2 .N)}} mod p: mul(z, x, &rSquared) moves x < 2^{{mul64 .N}}
	// into the Montgomery domain, reducing it.
	rSquared = {{.RSquared}}
	// wideConst[k] is 2^({{mul64 .N}}·(k+2)) mod p, the Montgomery form of
	// 2^({{mul64 .N}}·(k+1)): it weights the k-th {{.N}}-limb chunk of a wide input.
	wideConst = [{{len .WideConsts}}]Element{
		{{range .WideConsts}}{{.}},
		{{end}}
	}
)

// Zero sets z = 0.
func (Field) Zero(z *Element) { *z = Element{} }

// One sets z = 1.
func (Field) One(z *Element) { *z = one }

// Set sets z = x.
func (Field) Set(z, x *Element) { *z = *x }

// SetUint64 sets z = v mod p.
func (Field) SetUint64(z *Element, v uint64) {
	x := Element{v}
	mul(z, &x, &rSquared)
}

// Add sets z = x + y.
func (Field) Add(z, x, y *Element) { add(z, x, y) }

// Sub sets z = x − y.
func (Field) Sub(z, x, y *Element) { sub(z, x, y) }

// Neg sets z = −x.
func (Field) Neg(z, x *Element) { neg(z, x) }

// Mul sets z = x · y.
func (Field) Mul(z, x, y *Element) { mul(z, x, y) }

// Square sets z = x².
func (Field) Square(z, x *Element) { square(z, x) }

// Equal returns 1 if x = y and 0 otherwise.
func (Field) Equal(x, y *Element) int {
	d := {{.Equal}}
	return int(1 ^ (d|-d)>>63)
}

// IsZero returns 1 if x = 0 and 0 otherwise.
func (Field) IsZero(x *Element) int {
	d := {{.IsZero}}
	return int(1 ^ (d|-d)>>63)
}

// Select sets z = a if cond is 1 and z = b if cond is 0. cond must be 0 or 1.
func (Field) Select(z, a, b *Element, cond int) {
	m := -uint64(cond)
	{{.Select}}
}

// Sgn0 returns the parity of the canonical integer representing x.
func (Field) Sgn0(x *Element) int {
	var t Element
	fromMont(&t, x)
	return int(t[0] & 1)
}

// SetBytes sets z to the element encoded by b, which must be exactly
// {{.ByteLen}} bytes, {{if .Little}}little{{else}}big{{end}}-endian, holding an integer below p. On error z is
// left unchanged. The comparison with p is constant time.
func (Field) SetBytes(z *Element, b []byte) error {
	if len(b) != byteLen {
		return field.LengthError(len(b), byteLen)
	}
	var x [{{add .N .ExtraWords}}]uint64
	{{.Load}}
	// x < p exactly when x − p borrows.
	var borrow uint64
	{{.CompareP}}
	if borrow == 0 {
		return field.NotReducedError()
	}
	mul(z, (*Element)(x[:{{.N}}]), &rSquared)
	return nil
}

// PutBytes writes the canonical {{.ByteLen}}-byte {{if .Little}}little{{else}}big{{end}}-endian encoding of x into b.
// It panics if len(b) != {{.ByteLen}}.
func (Field) PutBytes(b []byte, x *Element) {
	if len(b) != byteLen {
		panic("{{.Pkg}}: PutBytes buffer is " + strconv.Itoa(len(b)) + " bytes, want {{.ByteLen}}")
	}
	var t Element
	fromMont(&t, x)
	{{.Store}}
}

// SetWideBytes sets z to the {{if .Little}}little{{else}}big{{end}}-endian integer b reduced modulo p. b may
// be up to {{mul2 .ByteLen}} bytes long; a longer b is an error and leaves z unchanged.
// The reduction is constant time: b is cut into {{.N}}-limb chunks c_k, and
// z = Σ c_k·wideConst[k]·2^-{{mul64 .N}}, the Montgomery form of Σ c_k·2^({{mul64 .N}}k).
func (Field) SetWideBytes(z *Element, b []byte) error {
	if len(b) > 2*byteLen {
		return field.WideLengthError(len(b), 2*byteLen)
	}
	var w [{{mul (len .WideConsts) .N}}]uint64
	{{if not .Little}}n := len(b)
	{{end}}for i, c := range b {
		k := {{if .Little}}i{{else}}n - 1 - i{{end}} // weight 2^(8k) of byte i
		w[k/8] |= uint64(c) << (8 * (k % 8))
	}
	var acc, t Element
	for k := range wideConst {
		mul(&t, (*Element)(w[{{.N}}*k:{{.N}}*k+{{.N}}]), &wideConst[k]) // chunk < 2^{{mul64 .N}}, constant < p
		add(&acc, &acc, &t)
	}
	*z = acc
	return nil
}

// ByteLen returns {{.ByteLen}}, the length of an encoded element.
func (Field) ByteLen() int { return byteLen }

// BitLen returns {{.BitLen}}, the bit length of p.
func (Field) BitLen() int { return bitLen }

// ByteOrder returns {{.Order}}.
func (Field) ByteOrder() field.ByteOrder { return {{.Order}} }

// Modulus returns a new big.Int holding p.
func (Field) Modulus() *big.Int {
	p, _ := new(big.Int).SetString(modulusHex, 16)
	return p
}

// squareN sets z = z^(2^k) by k squarings.
func squareN(z *Element, k int) {
	for i := 0; i < k; i++ {
		square(z, z)
	}
}
`

const opcountOnTmpl = `//go:build curvekit_opcount

package {{.Pkg}}

// opCount counts the multiplications and squarings the kernels perform. It
// exists only under the curvekit_opcount build tag, for tests proving that
// exponentiations take a value-independent number of steps.
var opCount struct{ Mul, Square uint64 }

// countMul records one multiplication.
func countMul() { opCount.Mul++ }

// countSquare records one squaring.
func countSquare() { opCount.Square++ }
`

const opcountOffTmpl = `//go:build !curvekit_opcount

package {{.Pkg}}

// countMul records one multiplication when built with the curvekit_opcount
// tag; otherwise it is empty and inlines to nothing.
func countMul() {}

// countSquare records one squaring when built with the curvekit_opcount tag;
// otherwise it is empty and inlines to nothing.
func countSquare() {}
`
