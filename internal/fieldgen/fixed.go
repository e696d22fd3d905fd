package main

import (
	"bytes"
	"fmt"
	"math/big"
	"strings"
	"text/template"
)

// fixedField describes one generated fixed-modulus Montgomery field package.
type fixedField struct {
	pkg     string   // package name
	title   string   // what p is, for docs: "the order ℓ of the ed25519 base point"
	source  string   // where p is specified
	formula string   // p as a formula, for docs
	p       *big.Int // the modulus
	byteLen int      // encoding length (RFC 8032 gives ed448 scalars one spare byte)
	little  bool     // little-endian encodings
}

// mustInt parses a constant of the table below.
func mustInt(s string, base int) *big.Int {
	x, ok := new(big.Int).SetString(s, base)
	if !ok {
		panic("fieldgen: bad constant " + s)
	}
	return x
}

// fixedFields lists the generated fixed-modulus packages by target name.
var fixedFields = map[string]*fixedField{
	"fn25519": {
		pkg: "fn25519", title: "the order ℓ of the edwards25519 prime-order subgroup", source: "RFC 8032 §5.1",
		formula: "2^252 + 27742317777372353535851937790883648493",
		p:       new(big.Int).Add(new(big.Int).Lsh(big.NewInt(1), 252), mustInt("27742317777372353535851937790883648493", 10)),
		byteLen: 32, little: true,
	},
	"fn448": {
		pkg: "fn448", title: "the order q of the edwards448 prime-order subgroup", source: "RFC 8032 §5.2",
		formula: "2^446 − 13818066809895115352007386748515426880336692474882178609894547503885",
		p:       new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 446), mustInt("13818066809895115352007386748515426880336692474882178609894547503885", 10)),
		byteLen: 57, little: true,
	},
	"fpr256": {
		pkg: "fpr256", title: "the prime of the P-256 (secp256r1) base field", source: "FIPS 186-5 / SEC 2 §2.4.2",
		formula: "2^256 − 2^224 + 2^192 + 2^96 − 1",
		p:       mustInt("ffffffff00000001000000000000000000000000ffffffffffffffffffffffff", 16),
		byteLen: 32,
	},
	"fnr256": {
		pkg: "fnr256", title: "the order n of the P-256 (secp256r1) base point", source: "FIPS 186-5 / SEC 2 §2.4.2",
		formula: "0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551",
		p:       mustInt("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551", 16),
		byteLen: 32,
	},
	"fpr384": {
		pkg: "fpr384", title: "the prime of the P-384 (secp384r1) base field", source: "FIPS 186-5 / SEC 2 §2.5.1",
		formula: "2^384 − 2^128 − 2^96 + 2^32 − 1",
		p:       mustInt("fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff", 16),
		byteLen: 48,
	},
	"fnr384": {
		pkg: "fnr384", title: "the order n of the P-384 (secp384r1) base point", source: "FIPS 186-5 / SEC 2 §2.5.1",
		formula: "0xffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973",
		p:       mustInt("ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973", 16),
		byteLen: 48,
	},
	"fpr521": {
		pkg: "fpr521", title: "the prime of the P-521 (secp521r1) base field", source: "FIPS 186-5 / SEC 2 §2.6.1",
		formula: "2^521 − 1",
		p:       new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 521), big.NewInt(1)),
		byteLen: 66,
	},
	"fnr521": {
		pkg: "fnr521", title: "the order n of the P-521 (secp521r1) base point", source: "FIPS 186-5 / SEC 2 §2.6.1",
		formula: "0x01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409",
		p:       mustInt("01fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409", 16),
		byteLen: 66,
	},
	"fnk256": {
		pkg: "fnk256", title: "the order n of the secp256k1 base point", source: "SEC 2 §2.4.1",
		formula: "0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141",
		p:       mustInt("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141", 16),
		byteLen: 32,
	},
}

// fixedData is everything the templates of a fixed package need.
type fixedData struct {
	Pkg, Title, Source, Formula string
	N, BitLen, ByteLen          int
	Little                      bool
	Order                       string // "field.BigEndian" or "field.LittleEndian"
	ModHex                      string
	Modulus, One, RSquared      string // Element literals
	WideConsts                  []string
	WideWords                   int // words SetWideBytes parses: ⌈2·ByteLen/8⌉
	ExtraWords                  int // encoding words above the N limbs (0 or 1)
	Load, Store                 string
	CompareP                    string
	Equal, IsZero, Select       string
	S                           int    // 2-adicity of p − 1
	Method                      string // "3mod4", "atkin" or "tonelli"
	ZQ, ZQ1                     string // z^q and z^((q+1)/2) for the non-square z
	NonSquare                   int64
	InvChain, C3Chain           string
	InvCost, C3Cost             string
	Safegcd                     bool   // Inverse by internal/safegcd, not Fermat
	WideModulus                 string // p as a [9]uint64 literal, for safegcd.Wide (N > 4)
	RCubed                      string // 2^(3·64·N) mod p, which turns a plain inverse of x·R into (1/x)·R
	C3Hex                       string
}

// files returns the generated files of the package.
func (ff *fixedField) files() (map[string][]byte, error) {
	d, err := ff.data()
	if err != nil {
		return nil, err
	}
	out := map[string][]byte{}
	var kb bytes.Buffer
	kb.WriteString(header)
	fmt.Fprintf(&kb, "package %s\n\nimport \"math/bits\"\n\n", ff.pkg)
	n := d.N
	g := &kernelGen{buf: &kb, n: n, elem: "Element", p: limbs(ff.p, n), inv: negInv64(ff.p)}
	emitMulFor(g, "mulGeneric")
	g.emitSquare("squareGeneric")
	g.emitFromMont("fromMont")
	g.emitAdd("add")
	g.emitSub("sub")
	g.emitNeg("neg")
	kernels, err := dropDeadStores("kernels.go", kb.Bytes())
	if err != nil {
		return nil, err
	}
	if out["kernels.go"], err = gofmt("kernels.go", kernels); err != nil {
		return nil, err
	}
	if err := ff.fixedAsmFiles(d, out); err != nil {
		return nil, err
	}
	for name, tmpl := range fixedTemplates {
		if name == "inverse.go" && !d.Safegcd {
			continue
		}
		var buf bytes.Buffer
		buf.WriteString(header)
		t := template.Must(template.New(name).Funcs(tmplFuncs).Parse(tmpl))
		if err := t.Execute(&buf, d); err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		src := buf.Bytes()
		if strings.HasPrefix(tmpl, "//go:build") {
			// A build constraint must precede the header comment's blank line.
			src = append([]byte(nil), buf.Bytes()[len(header):]...)
			i := bytes.IndexByte(src, '\n') + 1
			src = append(append(append([]byte(nil), src[:i]...), "\n"+header[:len(header)-1]...), src[i:]...)
		}
		if out[name], err = gofmt(name, src); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// tmplFuncs are the arithmetic helpers of the templates.
var tmplFuncs = template.FuncMap{
	"add":   func(a, b int) int { return a + b },
	"mul":   func(a, b int) int { return a * b },
	"mul2":  func(a int) int { return 2 * a },
	"mul64": func(a int) int { return 64 * a },
}

// elemLit returns x as an Element literal over n limbs.
func elemLit(x *big.Int, n int) string {
	var sb strings.Builder
	sb.WriteString("Element{")
	for i, l := range limbs(x, n) {
		if i > 0 {
			sb.WriteString(", ")
		}
		fmt.Fprintf(&sb, "%#016x", l)
	}
	sb.WriteString("}")
	return sb.String()
}

// data derives the template data from the field parameters.
func (ff *fixedField) data() (*fixedData, error) {
	p := ff.p
	if !p.ProbablyPrime(32) {
		return nil, fmt.Errorf("%s: modulus is not prime", ff.pkg)
	}
	n := (p.BitLen() + 63) / 64
	d := &fixedData{
		Pkg: ff.pkg, Title: ff.title, Source: ff.source, Formula: ff.formula,
		N: n, BitLen: p.BitLen(), ByteLen: ff.byteLen, Little: ff.little,
		Order: "field.BigEndian", ModHex: p.Text(16),
	}
	if ff.little {
		d.Order = "field.LittleEndian"
	}
	if ff.byteLen*8 < p.BitLen() || ff.byteLen > 8*n+8 {
		return nil, fmt.Errorf("%s: byte length %d does not fit %d bits in %d limbs", ff.pkg, ff.byteLen, p.BitLen(), n)
	}
	r := new(big.Int).Lsh(big.NewInt(1), uint(64*n))
	mont := func(x *big.Int) string {
		t := new(big.Int).Mul(x, r)
		return elemLit(t.Mod(t, p), n)
	}
	d.Modulus = elemLit(p, n)
	d.One = mont(big.NewInt(1))
	d.RSquared = mont(r)
	d.WideWords = (2*ff.byteLen + 7) / 8
	chunks := (d.WideWords + n - 1) / n
	rk := new(big.Int).Set(r) // R^(k+1)
	for k := 0; k < chunks; k++ {
		d.WideConsts = append(d.WideConsts, mont(rk))
		rk.Mul(rk, r)
	}
	d.ExtraWords = (ff.byteLen+7)/8 - n
	if d.ExtraWords < 0 {
		d.ExtraWords = 0
	}
	d.Load = strings.TrimSuffix(loadCode(ff.byteLen, n+d.ExtraWords, ff.little, "x"), "\n")
	d.Store = strings.TrimSuffix(storeCode(ff.byteLen, n, ff.little, "t"), "\n")
	var cmp strings.Builder
	pl := limbs(p, n)
	for j := 0; j < n+d.ExtraWords; j++ {
		pj := uint64(0)
		if j < n {
			pj = pl[j]
		}
		fmt.Fprintf(&cmp, "_, borrow = bits.Sub64(x[%d], %#016x, borrow)\n", j, pj)
	}
	d.CompareP = strings.TrimSuffix(cmp.String(), "\n")
	var eq, iz, sel strings.Builder
	for j := 0; j < n; j++ {
		if j > 0 {
			eq.WriteString(" | ")
			iz.WriteString(" | ")
		}
		fmt.Fprintf(&eq, "(x[%d] ^ y[%d])", j, j)
		fmt.Fprintf(&iz, "x[%d]", j)
		fmt.Fprintf(&sel, "z[%d] = b[%d] ^ m&(a[%d]^b[%d])\n", j, j, j, j)
	}
	d.Equal, d.IsZero, d.Select = eq.String(), iz.String(), strings.TrimSuffix(sel.String(), "\n")

	// Square roots: p − 1 = 2^s·q with q odd; c3 = (q − 1)/2.
	pm1 := new(big.Int).Sub(p, big.NewInt(1))
	d.S = int(pm1.TrailingZeroBits())
	q := new(big.Int).Rsh(pm1, uint(d.S))
	c3 := new(big.Int).Rsh(q, 1)
	switch d.S {
	case 1:
		d.Method = "3mod4"
	case 2:
		d.Method = "atkin"
	default:
		d.Method = "tonelli"
	}
	z := big.NewInt(2)
	for big.Jacobi(z, p) != -1 {
		z.Add(z, big.NewInt(1))
	}
	d.NonSquare = z.Int64()
	d.ZQ = mont(new(big.Int).Exp(z, q, p))
	d.ZQ1 = mont(new(big.Int).Exp(z, new(big.Int).Rsh(new(big.Int).Add(q, big.NewInt(1)), 1), p))
	d.C3Hex = c3.Text(16)
	if d.Safegcd = n <= 9; d.Safegcd {
		d.RCubed = mont(new(big.Int).Mul(r, r))
		d.WideModulus = strings.Replace(elemLit(p, 9), "Element", "[9]uint64", 1)
	} else {
		inv := bestChain(new(big.Int).Sub(p, big.NewInt(2)))
		d.InvChain, d.InvCost = inv.emit("expInverse", "p − 2"), inv.costString()
	}
	c3c := bestChain(c3)
	d.C3Chain, d.C3Cost = c3c.emit("expC3", "c3 = (q − 1)/2"), c3c.costString()
	return d, nil
}

// wordSpan returns, for encoding word w of an l-byte string, the byte range
// holding it and whether all 8 bytes are present.
func wordSpan(l, w int, little bool) (lo, hi int, full bool) {
	if little {
		lo, hi = 8*w, min(8*w+8, l)
	} else {
		lo, hi = max(l-8*w-8, 0), l-8*w
	}
	return lo, hi, hi-lo == 8
}

// loadCode emits the parsing of an l-byte encoding into words of dst.
func loadCode(l, words int, little bool, dst string) string {
	var sb strings.Builder
	order := "binary.BigEndian"
	if little {
		order = "binary.LittleEndian"
	}
	for w := 0; w < words; w++ {
		lo, hi, full := wordSpan(l, w, little)
		if full {
			fmt.Fprintf(&sb, "%s[%d] = %s.Uint64(b[%d:%d])\n", dst, w, order, lo, hi)
			continue
		}
		for i := lo; i < hi; i++ {
			k := i - 8*w // weight of byte i within the word
			if !little {
				k = l - 1 - i - 8*w
			}
			if k == 0 {
				fmt.Fprintf(&sb, "%s[%d] |= uint64(b[%d])\n", dst, w, i)
			} else {
				fmt.Fprintf(&sb, "%s[%d] |= uint64(b[%d]) << %d\n", dst, w, i, 8*k)
			}
		}
	}
	return sb.String()
}

// storeCode emits the writing of the n words of src as an l-byte encoding;
// bytes beyond the words are zero.
func storeCode(l, n int, little bool, src string) string {
	var sb strings.Builder
	order := "binary.BigEndian"
	if little {
		order = "binary.LittleEndian"
	}
	for w := 0; w*8 < l; w++ {
		lo, hi, full := wordSpan(l, w, little)
		for i := lo; i < hi; i++ {
			if w >= n {
				fmt.Fprintf(&sb, "b[%d] = 0\n", i)
				continue
			}
			if full {
				fmt.Fprintf(&sb, "%s.PutUint64(b[%d:%d], %s[%d])\n", order, lo, hi, src, w)
				break
			}
			k := i - 8*w
			if !little {
				k = l - 1 - i - 8*w
			}
			if k == 0 {
				fmt.Fprintf(&sb, "b[%d] = byte(%s[%d])\n", i, src, w)
			} else {
				fmt.Fprintf(&sb, "b[%d] = byte(%s[%d] >> %d)\n", i, src, w, 8*k)
			}
		}
	}
	return sb.String()
}
