//go:build amd64 && !purego

package field

import (
	"math/big"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestMontMul4ADXMatchesGeneric checks that montMul4ADX and montSquare4ADX
// return exactly the limbs of montMul4Generic and montSquare4Generic (of
// the pm1 kernels for p ≡ −1 mod 2^64), on the moduli of both 4-limb
// families that TestAsmKernelsMatchGeneric uses, the P-256, secp256k1 and
// 2^255 − 19 primes and 2^256 − 189 (the largest 4-limb prime), with edge
// and random inputs, inputs below R in one operand, and aliased
// arguments. It skips on processors without BMI2 and ADX.
func TestMontMul4ADXMatchesGeneric(t *testing.T) {
	if !hasADX {
		t.Skip("the processor lacks BMI2 or ADX: montMul4ADX is not used")
	}
	moduli := append(asmTestModuli(4, false), asmTestModuli(4, true)...)
	moduli = append(moduli,
		hexInt("ffffffff00000001000000000000000000000000ffffffffffffffffffffffff"), // P-256 p
		hexInt("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f"), // secp256k1 p
		sum(pow2(255), big.NewInt(-19)),
		sum(pow2(256), big.NewInt(-189)),
	)
	for i, pb := range moduli {
		f := newPrimeCase(t, pb, BigEndian).f
		require.Equal(t, 4, f.n, "p = %#x", pb)
		mulGen, sqrGen := montMul4Generic, montSquare4Generic
		if f.inv == 1 {
			mulGen, sqrGen = montMul4pm1Generic, montSquare4pm1Generic
		}
		belowP, belowR := asmTestInputs(t, pb, uint64(4000+i))
		check := func(x, y PrimeElement) {
			got, want := garbageElement(), garbageElement()
			montMul4ADX(&got, &x, &y, &f.p, f.inv)
			mulGen(&want, &x, &y, &f.p, f.inv)
			require.Equal(t, want, got, "montMul4ADX(%x, %x) mod %#x", x, y, pb)
			if f.inv == 1 {
				got = garbageElement()
				montMul4M1ADX(&got, &x, &y, &f.p, &f.q)
				require.Equal(t, want, got, "montMul4M1ADX(%x, %x) mod %#x", x, y, pb)
			}
			if f.adx4 == adx4Sparse {
				got = garbageElement()
				montMul4SparseADX(&got, &x, &y, &f.p, &f.q)
				require.Equal(t, want, got, "montMul4SparseADX(%x, %x) mod %#x", x, y, pb)
			}
		}
		for j, x := range belowP {
			check(x, belowP[(j*13+5)%len(belowP)])
			check(x, x)
			got, want := garbageElement(), garbageElement()
			montSquare4ADX(&got, &x, &f.p, f.inv)
			sqrGen(&want, &x, &f.p, f.inv)
			require.Equal(t, want, got, "montSquare4ADX(%x) mod %#x", x, pb)
			if f.inv == 1 {
				got = garbageElement()
				montSquare4M1ADX(&got, &x, &f.p, &f.q)
				require.Equal(t, want, got, "montSquare4M1ADX(%x) mod %#x", x, pb)
			}
			if f.adx4 == adx4Sparse {
				got = garbageElement()
				montSquare4SparseADX(&got, &x, &f.p, &f.q)
				require.Equal(t, want, got, "montSquare4SparseADX(%x) mod %#x", x, pb)
			}
		}
		for j, y := range belowR {
			check(belowP[j%len(belowP)], y)
			check(y, belowP[(j*7+3)%len(belowP)])
		}
		x, y := belowP[len(belowP)-1], belowP[0]
		want := x
		mulGen(&want, &want, &y, &f.p, f.inv)
		montMul4ADX(&x, &x, &y, &f.p, f.inv)
		require.Equal(t, want, x, "aliased z = x")
		montSquare4ADX(&y, &y, &f.p, f.inv)
		sqrGen(&want, &belowP[0], &f.p, f.inv)
		require.Equal(t, want, y, "aliased square")
		if f.inv == 1 {
			x, y = belowP[len(belowP)-1], belowP[0]
			want = x
			mulGen(&want, &want, &y, &f.p, f.inv)
			montMul4M1ADX(&x, &x, &y, &f.p, &f.q)
			require.Equal(t, want, x, "aliased z = x, p ≡ −1 kernel")
			montSquare4M1ADX(&y, &y, &f.p, &f.q)
			sqrGen(&want, &belowP[0], &f.p, f.inv)
			require.Equal(t, want, y, "aliased square, p ≡ −1 kernel")
		}
		if f.adx4 == adx4Sparse {
			x, y = belowP[len(belowP)-1], belowP[0]
			want = x
			mulGen(&want, &want, &y, &f.p, f.inv)
			montMul4SparseADX(&x, &x, &y, &f.p, &f.q)
			require.Equal(t, want, x, "aliased z = x, P-256-shape kernel")
			montSquare4SparseADX(&y, &y, &f.p, &f.q)
			sqrGen(&want, &belowP[0], &f.p, f.inv)
			require.Equal(t, want, y, "aliased square, P-256-shape kernel")
		}
	}
}

// TestADX4KernelChoice checks the Prime4ADX kernel NewPrime picks from
// the shape of p: the P-256 prime is of the sparse shape
// q_2·2^192 + 2^96 − 1, the p ≡ −1 moduli of the kernel tests that are not
// take the p ≡ −1 kernel, secp256k1's p and 2^255 − 19 the Crandall one
// and P-256's order n the general one.
func TestADX4KernelChoice(t *testing.T) {
	p256 := hexInt("ffffffff00000001000000000000000000000000ffffffffffffffffffffffff")
	require.Equal(t, adx4Sparse, newPrimeCase(t, p256, BigEndian).f.adx4, "P-256 p")
	k256 := hexInt("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f")
	crandall := adx4Crandall
	require.Equal(t, crandall, newPrimeCase(t, k256, BigEndian).f.adx4, "secp256k1 p")
	require.Equal(t, crandall, newPrimeCase(t, sum(pow2(255), big.NewInt(-19)), BigEndian).f.adx4, "2^255 − 19")
	n256 := hexInt("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551")
	require.Equal(t, adx4General, newPrimeCase(t, n256, BigEndian).f.adx4, "P-256 n")
	m1 := 0
	for _, pb := range asmTestModuli(4, true) {
		f := newPrimeCase(t, pb, BigEndian).f
		require.Equal(t, uint64(1), f.inv)
		if f.adx4 == adx4M1 {
			m1++
		}
	}
	require.NotZero(t, m1, "no p ≡ −1 test modulus exercises montMul4M1ADX")
}

// TestMontMulADXStraightLine reads prime_adx4_amd64.h (the product and
// square the 4-limb kernels share, as macros), prime_crandall4_amd64.h (the
// last steps of both Crandall reductions), prime_adx_amd64.s,
// prime_adxm1_amd64.s, prime_adxsparse_amd64.s, prime_adx6_amd64.s,
// prime_crandall_amd64.s, prime_crandall_mulq_amd64.s and the whole-Fp2
// kernels prime_fp2_adx_amd64.s, prime_fp2lazy_adx_amd64.s, the Fp6
// kernel prime_fp6lazy_adx_amd64.s, the Fp4 squaring
// prime_fp4sq_adx_amd64.s, the Fp2 sums of products
// prime_fp6coef_adx_amd64.s, prime_fp2_mulq_amd64.s and
// prime_fp2lazy_mulq_amd64.s, and requires
// straight-line code: no jump, loop, call or division, and no
// label but the TEXT line, and memory operands addressed only by the
// argument pointers plus constant offsets; a kernel may use the header's
// macros, which are checked the same way. internal/ctcheck cannot check
// these kernels, because the disassembler of go tool objdump does not
// decode MULX, ADCX and ADOX; this test stands in for it, as fpr256's does
// for its ADX kernel. The MULQ files (the Crandall and whole-Fp2
// kernels), which internal/ctcheck checks too, must moreover use no BMI2
// or ADX instruction: they are the kernels of the processors without them.
func TestMontMulADXStraightLine(t *testing.T) {
	allowed := map[string]bool{"MOVQ": true, "MULXQ": true, "ADDQ": true, "ADCQ": true, "ADCXQ": true,
		"ADOXQ": true, "SUBQ": true, "SBBQ": true, "XORQ": true, "XORL": true, "IMULQ": true,
		"CMOVQCS": true, "SHLQ": true, "SHRQ": true, "ANDQ": true, "RET": true, "TEXT": true,
		"MULQ": true, "NEGQ": true}
	macros := map[string][]string{} // the instructions of each macro of the header
	for _, name := range []string{"prime_adx4_amd64.h", "prime_crandall4_amd64.h", "prime_adx_amd64.s", "prime_adxm1_amd64.s", "prime_adxsparse_amd64.s", "prime_adx6_amd64.s", "prime_crandall_amd64.s", "prime_crandall_mulq_amd64.s", "prime_fp2_adx_amd64.s", "prime_fp2lazy_adx_amd64.s", "prime_fp6lazy_adx_amd64.s", "prime_fp4sq_adx_amd64.s", "prime_fp6coef_adx_amd64.s", "prime_fp2_mulq_amd64.s", "prime_fp2lazy_mulq_amd64.s"} {
		src, err := os.ReadFile(name)
		require.NoError(t, err)
		seen := map[string]bool{}
		macro := ""
		for i, line := range strings.Split(string(src), "\n") {
			if c := strings.Index(line, "//"); c >= 0 {
				line = line[:c]
			}
			line = strings.TrimSuffix(strings.TrimSpace(line), "\\")
			if strings.HasPrefix(line, "#include") {
				continue
			}
			if m, ok := strings.CutPrefix(line, "#define "); ok {
				macro, _, _ = strings.Cut(strings.TrimSpace(m), "(") // a macro's parameters follow its name
				allowed[macro] = true
				continue
			}
			for _, ins := range strings.Split(line, ";") {
				if ins = strings.TrimSpace(ins); ins == "" {
					continue
				}
				op, _, _ := strings.Cut(strings.Fields(ins)[0], "(")
				require.True(t, allowed[op], "%s:%d: %q is not straight-line arithmetic", name, i+1, ins)
				seen[op] = true
				if macro != "" { // a macro may use an earlier one
					macros[macro] = append(append(macros[macro], op), macros[op]...)
				}
				for _, mop := range macros[op] {
					seen[mop] = true
				}
			}
		}
		if strings.HasSuffix(name, ".h") {
			continue
		}
		if strings.Contains(name, "mulq") {
			for _, op := range []string{"MULXQ", "ADCXQ", "ADOXQ"} {
				require.False(t, seen[op], "%s in the baseline kernels of %s", op, name)
			}
			require.True(t, seen["MULQ"] && seen["CMOVQCS"], "no MULQ or CMOVQCS in %s", name)
			continue
		}
		// The whole-Fp2 kernels and their sums reduce under an AND mask,
		// not a CMOV.
		selectOp := "CMOVQCS"
		if strings.HasPrefix(name, "prime_fp2") || strings.HasPrefix(name, "prime_fp6coef") {
			selectOp = "ANDQ"
		}
		for _, op := range []string{"MULXQ", "ADCXQ", "ADOXQ", selectOp} {
			require.True(t, seen[op], "no %s in %s", op, name)
		}
	}
}
