//go:build amd64 && !purego

package field

import (
	"math/big"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The tests of prime_addsub_amd64.s, the assembly addition, subtraction and
// negation of field.Prime (written by internal/fieldgen/asm_addsub.go).

// addSubKernels pairs each assembly kernel with its Go kernel and with the
// math/big operation it computes.
var addSubKernels = []struct {
	name     string
	n        int
	asm, gen func(z, x, y, p *PrimeElement)
	want     func(x, y *big.Int) *big.Int
}{
	{"add4", 4, add4Asm, add4Generic, bigAdd}, {"sub4", 4, sub4Asm, sub4Generic, bigSub}, {"neg4", 4, negAsAsm(neg4Asm), negAsAsm(neg4Generic), bigNeg},
	{"add5", 5, add5Asm, add5Generic, bigAdd}, {"sub5", 5, sub5Asm, sub5Generic, bigSub}, {"neg5", 5, negAsAsm(neg5Asm), negAsAsm(neg5Generic), bigNeg},
	{"add6", 6, add6Asm, add6Generic, bigAdd}, {"sub6", 6, sub6Asm, sub6Generic, bigSub}, {"neg6", 6, negAsAsm(neg6Asm), negAsAsm(neg6Generic), bigNeg},
	{"add7", 7, add7Asm, add7Generic, bigAdd}, {"sub7", 7, sub7Asm, sub7Generic, bigSub}, {"neg7", 7, negAsAsm(neg7Asm), negAsAsm(neg7Generic), bigNeg},
	{"add8", 8, add8Asm, add8Generic, bigAdd}, {"sub8", 8, sub8Asm, sub8Generic, bigSub}, {"neg8", 8, negAsAsm(neg8Asm), negAsAsm(neg8Generic), bigNeg},
	{"add9", 9, add9Asm, add9Generic, bigAdd}, {"sub9", 9, sub9Asm, sub9Generic, bigSub}, {"neg9", 9, negAsAsm(neg9Asm), negAsAsm(neg9Generic), bigNeg},
}

// negAsAsm gives a negation kernel the shape of the others; y is ignored.
func negAsAsm(neg func(z, x, p *PrimeElement)) func(z, x, y, p *PrimeElement) {
	return func(z, x, _, p *PrimeElement) { neg(z, x, p) }
}

func bigAdd(x, y *big.Int) *big.Int { return new(big.Int).Add(x, y) }
func bigSub(x, y *big.Int) *big.Int { return new(big.Int).Sub(x, y) }
func bigNeg(x, _ *big.Int) *big.Int { return new(big.Int).Neg(x) }

// TestAddSubAsmMatchesBig checks every assembly addition, subtraction and
// negation kernel, and its Go kernel, against math/big on the integers of
// the limbs (these kernels do not care about the Montgomery form): edge
// and random values below p, for moduli with a full and a one-bit top limb
// in both kernel families, with z aliasing x, y or both, and with the limbs
// of z above n left as they were.
func TestAddSubAsmMatchesBig(t *testing.T) {
	for _, k := range addSubKernels {
		t.Run(k.name, func(t *testing.T) {
			for i, pb := range append(asmTestModuli(k.n, false), asmTestModuli(k.n, true)...) {
				f := newPrimeCase(t, pb, BigEndian).f
				require.Equal(t, k.n, f.n, "p = %#x", pb)
				belowP, _ := asmTestInputs(t, pb, uint64(1000*k.n+i))
				pm1 := bigToLimbs(sum(pb, big.NewInt(-1)))
				belowP = append(belowP, pm1, PrimeElement{})
				check := func(x, y PrimeElement) {
					want := new(big.Int).Mod(k.want(limbsToBig(&x, k.n), limbsToBig(&y, k.n)), pb)
					for _, impl := range []struct {
						name string
						fn   func(z, x, y, p *PrimeElement)
					}{{"asm", k.asm}, {"generic", k.gen}} {
						z := garbageElement()
						impl.fn(&z, &x, &y, &f.p)
						requireBig(t, want, limbsToBig(&z, k.n), "%s %s(%x, %x) mod %#x", impl.name, k.name, x, y, pb)
						for j := k.n; j < len(z); j++ {
							require.Equal(t, uint64(garbage), z[j], "%s %s wrote limb %d", impl.name, k.name, j)
						}
						zx, zy := x, y
						impl.fn(&zx, &zx, &y, &f.p)
						impl.fn(&zy, &x, &zy, &f.p)
						requireBig(t, want, limbsToBig(&zx, k.n), "%s %s with z = x", impl.name, k.name)
						requireBig(t, want, limbsToBig(&zy, k.n), "%s %s with z = y", impl.name, k.name)
					}
				}
				for j, x := range belowP {
					check(x, belowP[(j*13+5)%len(belowP)])
					check(x, x)
					check(x, pm1)
					check(x, PrimeElement{})
				}
				x := belowP[len(belowP)/2]
				want := new(big.Int).Mod(k.want(limbsToBig(&x, k.n), limbsToBig(&x, k.n)), pb)
				k.asm(&x, &x, &x, &f.p)
				requireBig(t, want, limbsToBig(&x, k.n), "z = x = y")
			}
		})
	}
}

// fp2AddSubKernels are the assembly kernels of a whole Fp2 addition or
// subtraction, with the operation each applies to both coefficients.
var fp2AddSubKernels = []struct {
	name     string
	n        int
	asm, gen func(z0, z1, x0, x1, y0, y1, p *PrimeElement)
	want     func(x, y *big.Int) *big.Int
}{
	{"fp2Add4", 4, fp2Add4Asm, fp2Add4Generic, bigAdd}, {"fp2Sub4", 4, fp2Sub4Asm, fp2Sub4Generic, bigSub},
	{"fp2Add5", 5, fp2Add5Asm, fp2Add5Generic, bigAdd}, {"fp2Sub5", 5, fp2Sub5Asm, fp2Sub5Generic, bigSub},
	{"fp2Add6", 6, fp2Add6Asm, fp2Add6Generic, bigAdd}, {"fp2Sub6", 6, fp2Sub6Asm, fp2Sub6Generic, bigSub},
	{"fp2Add7", 7, fp2Add7Asm, fp2Add7Generic, bigAdd}, {"fp2Sub7", 7, fp2Sub7Asm, fp2Sub7Generic, bigSub},
	{"fp2Add8", 8, fp2Add8Asm, fp2Add8Generic, bigAdd}, {"fp2Sub8", 8, fp2Sub8Asm, fp2Sub8Generic, bigSub},
	{"fp2Add9", 9, fp2Add9Asm, fp2Add9Generic, bigAdd}, {"fp2Sub9", 9, fp2Sub9Asm, fp2Sub9Generic, bigSub},
}

// TestFp2AddSubAsmMatchesBig checks the whole-Fp2 addition and subtraction
// kernels, assembly and Go, against math/big coefficient by coefficient, into fresh outputs
// (limbs above n left alone) and in place (z = x and z = y, as the tower
// calls them).
func TestFp2AddSubAsmMatchesBig(t *testing.T) {
	for _, k := range fp2AddSubKernels {
		t.Run(k.name, func(t *testing.T) {
			for i, pb := range append(asmTestModuli(k.n, false), asmTestModuli(k.n, true)...) {
				f := newPrimeCase(t, pb, BigEndian).f
				belowP, _ := asmTestInputs(t, pb, uint64(2000*k.n+i))
				for j := range belowP {
					x0, x1 := belowP[j], belowP[(j*7+1)%len(belowP)]
					y0, y1 := belowP[(j*13+5)%len(belowP)], belowP[(j*3+2)%len(belowP)]
					w0 := new(big.Int).Mod(k.want(limbsToBig(&x0, k.n), limbsToBig(&y0, k.n)), pb)
					w1 := new(big.Int).Mod(k.want(limbsToBig(&x1, k.n), limbsToBig(&y1, k.n)), pb)
					for _, impl := range []struct {
						name string
						fn   func(z0, z1, x0, x1, y0, y1, p *PrimeElement)
					}{{"asm", k.asm}, {"generic", k.gen}} {
						z0, z1 := garbageElement(), garbageElement()
						impl.fn(&z0, &z1, &x0, &x1, &y0, &y1, &f.p)
						requireBig(t, w0, limbsToBig(&z0, k.n), "%s %s z0 mod %#x", impl.name, k.name, pb)
						requireBig(t, w1, limbsToBig(&z1, k.n), "%s %s z1 mod %#x", impl.name, k.name, pb)
						for l := k.n; l < len(z0); l++ {
							require.Equal(t, uint64(garbage), z0[l], "%s %s wrote limb %d of z0", impl.name, k.name, l)
							require.Equal(t, uint64(garbage), z1[l], "%s %s wrote limb %d of z1", impl.name, k.name, l)
						}
						a0, a1, b0, b1 := x0, x1, y0, y1
						impl.fn(&a0, &a1, &a0, &a1, &y0, &y1, &f.p)
						impl.fn(&b0, &b1, &x0, &x1, &b0, &b1, &f.p)
						requireBig(t, w0, limbsToBig(&a0, k.n), "%s %s z = x", impl.name, k.name)
						requireBig(t, w1, limbsToBig(&a1, k.n), "%s %s z = x", impl.name, k.name)
						requireBig(t, w0, limbsToBig(&b0, k.n), "%s %s z = y", impl.name, k.name)
						requireBig(t, w1, limbsToBig(&b1, k.n), "%s %s z = y", impl.name, k.name)
					}
				}
			}
		})
	}
}

// TestAddSubAsmStraightLine reads prime_addsub_amd64.s and requires
// straight-line code: only the moves, carry-chain arithmetic, TESTQ and
// CMOV the generator emits (no jump, call or label but the TEXT lines),
// memory addressed only through the argument pointers with constant
// offsets, and one kernel per operation and limb count. internal/ctcheck
// checks the same kernels again in the disassembly of a linked binary.
func TestAddSubAsmStraightLine(t *testing.T) {
	allowed := map[string]bool{"MOVQ": true, "ADDQ": true, "ADCQ": true, "SUBQ": true, "SBBQ": true,
		"XORL": true, "TESTQ": true, "CMOVQCS": true, "CMOVQCC": true, "CMOVQNE": true, "RET": true, "TEXT": true}
	mem := regexp.MustCompile(`^(\d+\((AX|DX)\)|[a-z][a-z0-9]*\+\d+\(FP\))$`)
	src, err := os.ReadFile("prime_addsub_amd64.s")
	require.NoError(t, err)
	kernels := 0
	for i, line := range strings.Split(string(src), "\n") {
		if c := strings.Index(line, "//"); c >= 0 {
			line = line[:c]
		}
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#include") {
			continue
		}
		op, args, _ := strings.Cut(line, " ")
		require.True(t, allowed[op], "prime_addsub_amd64.s:%d: %q is not straight-line arithmetic", i+1, line)
		if op == "TEXT" {
			kernels++
			continue
		}
		for _, a := range strings.Split(args, ",") {
			if a = strings.TrimSpace(a); strings.Contains(a, "(") {
				require.Regexp(t, mem, a, "prime_addsub_amd64.s:%d: %q", i+1, line)
			}
		}
	}
	require.Equal(t, 5*(maxPrimeLimbs-minPrimeLimbs+1), kernels, "kernels in prime_addsub_amd64.s")
}
