package weierstrass

import (
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field/fpr256"
	"github.com/curvekit/curvekit/internal/cpu"
)

// TestJDoubleMinus3Fpr256MatchesGeneric runs arithFpr256's and
// arithFpr256ADX's jDoubleMinus3 (on amd64 the generated assembly of
// zz_jdouble_fpr256_amd64.s and zz_jdouble_fpr256adx_amd64.s, elsewhere
// the generated Go) against the generic formula of jacobian.go over
// fpr256.Field, limb for limb: on random coordinates (the formula is the
// same sequence of field operations on any input, on the curve or not), on
// Z = 0 (the identity), Y = 0, X = 0, on coordinates 0, 1, 2, p − 1 and
// p − 2 in every combination, and with the output separate from the input
// and aliasing it; then n doublings through jDoubleN. The ADX copy runs
// only where the processor has BMI2 and ADX, as pickBackend chooses it.
func TestJDoubleMinus3Fpr256MatchesGeneric(t *testing.T) {
	eachFpr256Copy(t, checkJDoubleMinus3Fpr256)
}

// fpr256Copy is a generated copy of the formulas over fpr256.
type fpr256Copy interface {
	jDoublerFpr256
	jSummerFpr256
}

// eachFpr256Copy runs check under t.Run on arithFpr256 and arithFpr256ADX,
// the ADX copy only where the processor has BMI2 and ADX, as pickBackend
// chooses it.
func eachFpr256Copy(t *testing.T, check func(t *testing.T, newGen func(*arith[fpr256.Element]) fpr256Copy)) {
	t.Run("Fpr256", func(t *testing.T) {
		check(t, func(k *arith[fpr256.Element]) fpr256Copy { return &arithFpr256{arith: k} })
	})
	t.Run("Fpr256ADX", func(t *testing.T) {
		if !cpu.X86.HasBMI2ADX {
			t.Skip("the processor lacks BMI2 or ADX (or GODEBUG switched them off)")
		}
		check(t, func(k *arith[fpr256.Element]) fpr256Copy { return &arithFpr256ADX{arith: k} })
	})
}

// fpr256Copies returns the generated copies over fpr256 the processor can
// run, by name, for the benchmarks.
func fpr256Copies(k *arith[fpr256.Element]) map[string]fpr256Copy {
	copies := map[string]fpr256Copy{"Fpr256": &arithFpr256{arith: k}}
	if cpu.X86.HasBMI2ADX {
		copies["Fpr256ADX"] = &arithFpr256ADX{arith: k}
	}
	return copies
}

// jDoublerFpr256 is a generated copy of the doublings over fpr256.
type jDoublerFpr256 interface {
	jDoubleMinus3(r, p *jacobian[fpr256.Element], s *jscratch[fpr256.Element])
	jDoubleN(r *jacobian[fpr256.Element], n int, s *jscratch[fpr256.Element])
}

// checkJDoubleMinus3Fpr256 is TestJDoubleMinus3Fpr256MatchesGeneric for the
// copy newGen returns.
func checkJDoubleMinus3Fpr256(t *testing.T, newGen func(*arith[fpr256.Element]) fpr256Copy) {
	rng := rand.New(rand.NewPCG(256, 3))
	f := fpr256.Field{}
	k := testArith[fpr256.Element](t, f, rng)
	k.kind = aMinus3
	gen := newGen(k)
	var one, two, pm1, pm2 fpr256.Element
	f.One(&one)
	f.Add(&two, &one, &one)
	f.Neg(&pm1, &one) // p − 1, −1 in Montgomery form
	f.Neg(&pm2, &two)
	// Raw limbs too: p − 1 and p − 2 as integers (not Montgomery values).
	rawPm1 := fpr256.Element{0xfffffffffffffffe, 0x00000000ffffffff, 0, 0xffffffff00000001}
	rawPm2 := fpr256.Element{0xfffffffffffffffd, 0x00000000ffffffff, 0, 0xffffffff00000001}
	edges := []fpr256.Element{{}, one, two, pm1, pm2, {1}, {2}, rawPm1, rawPm2}
	var pts []jacobian[fpr256.Element]
	for _, x := range edges {
		for _, y := range edges {
			for _, z := range edges {
				pts = append(pts, jacobian[fpr256.Element]{x, y, z})
			}
		}
	}
	el := func() fpr256.Element { return randomElement(t, f, rng) }
	for range 300 {
		x, y, z := el(), el(), el()
		pts = append(pts, jacobian[fpr256.Element]{x, y, z}, jacobian[fpr256.Element]{x, y, fpr256.Element{}},
			jacobian[fpr256.Element]{x, fpr256.Element{}, z}, jacobian[fpr256.Element]{fpr256.Element{}, y, z})
	}
	var s1, s2 jscratch[fpr256.Element]
	for i, p := range pts {
		what := fmt.Sprintf("point %d %x", i, p)
		var want, got jacobian[fpr256.Element]
		k.jDoubleMinus3(&want, &p, &s1)
		in := p
		gen.jDoubleMinus3(&got, &in, &s2)
		require.Equal(t, want, got, "%s", what)
		require.Equal(t, p, in, "%s: the input changed", what)
		got = p
		gen.jDoubleMinus3(&got, &got, &s2)
		require.Equal(t, want, got, "%s aliased", what)
		if i%7 == 0 {
			want, got = p, p
			k.jDoubleN(&want, 4, &s1)
			gen.jDoubleN(&got, 4, &s2)
			require.Equal(t, want, got, "%s: 4 doublings", what)
		}
	}
}

// TestEngineAsmStraightLine reads every assembly file internal/enginegen
// writes (zz_*_amd64.s) and requires straight-line code: only moves,
// additions, subtractions, MULQ or MULXQ/ADCXQ/ADOXQ, shifts, ANDQ, ORQ,
// XORL/XORQ and CMOVQCS; no
// jump, loop, call, division or label; memory operands only at a constant
// offset from a base register (no index register, so no address depends
// on a value); and arguments read only by name from FP. internal/ctcheck
// disassembles the MULQ functions through arithFpr256's formulas
// (TestGeneratedFormulasConstantTime); this checks the source, and is the
// only check of the ADX ones, whose MULX, ADCX and ADOX objdump cannot
// decode (ctcheck trusts them on this test's word).
func TestEngineAsmStraightLine(t *testing.T) {
	files, err := os.ReadDir(".")
	require.NoError(t, err)
	allowed := map[string]bool{"MOVQ": true, "MULQ": true, "ADDQ": true, "ADCQ": true, "SUBQ": true, "SBBQ": true,
		"SHLQ": true, "SHRQ": true, "ANDQ": true, "XORL": true, "XORQ": true, "ORQ": true, "CMOVQCS": true, "RET": true, "TEXT": true,
		"MULXQ": true, "ADCXQ": true, "ADOXQ": true}
	mem := regexp.MustCompile(`^-?[0-9]+\((SP|SI|DI)\)$|^[a-z][a-z0-9]*\+[0-9]+\(FP\)$`)
	n := 0
	for _, fi := range files {
		if !strings.HasPrefix(fi.Name(), "zz_") || !strings.HasSuffix(fi.Name(), "_amd64.s") {
			continue
		}
		n++
		src, err := os.ReadFile(fi.Name())
		require.NoError(t, err)
		seen := map[string]bool{}
		for i, line := range strings.Split(string(src), "\n") {
			if c := strings.Index(line, "//"); c >= 0 {
				line = line[:c]
			}
			line = strings.TrimSpace(line)
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			where := fmt.Sprintf("%s:%d: %q", fi.Name(), i+1, line)
			fields := strings.Fields(strings.ReplaceAll(line, ",", " "))
			op := fields[0]
			require.True(t, allowed[op], "%s is not a straight-line instruction", where)
			seen[op] = true
			if op == "TEXT" {
				continue
			}
			for _, a := range fields[1:] {
				if strings.Contains(a, "(") {
					require.Regexp(t, mem, a, "%s: memory operand", where)
				}
			}
		}
		require.True(t, (seen["MULQ"] || seen["MULXQ"] && seen["ADCXQ"] && seen["ADOXQ"]) && seen["CMOVQCS"] && seen["RET"], "%s: no kernel", fi.Name())
	}
	require.GreaterOrEqual(t, n, 4, "the MULQ and ADX doublings' and additions' assembly not found")
}

// BenchmarkJDoubleNFpr256 runs 16 Jacobian doublings of a random point
// through each generated copy over fpr256 that the processor can run.
func BenchmarkJDoubleNFpr256(b *testing.B) {
	benchFpr256Copies(b, 4, func(gen fpr256Copy, p, _ *jacobian[fpr256.Element], s *jscratch[fpr256.Element]) {
		gen.jDoubleN(p, 16, s)
	})
}

// benchFpr256Copies runs op on random points p and q through each
// generated copy over fpr256 that the processor can run, with its own seed.
func benchFpr256Copies(b *testing.B, seed uint64, op func(gen fpr256Copy, p, q *jacobian[fpr256.Element], s *jscratch[fpr256.Element])) {
	rng := rand.New(rand.NewPCG(256, seed))
	k := testArith[fpr256.Element](b, fpr256.Field{}, rng)
	k.kind = aMinus3
	for name, gen := range fpr256Copies(k) {
		b.Run(name, func(b *testing.B) {
			el := func() fpr256.Element { return randomElement(b, fpr256.Field{}, rng) }
			p, q := jacobian[fpr256.Element]{el(), el(), el()}, jacobian[fpr256.Element]{el(), el(), el()}
			var s jscratch[fpr256.Element]
			for b.Loop() {
				op(gen, &p, &q, &s)
			}
		})
	}
}
