// Command pairinggen writes the group wrappers of the pairing-friendly
// curve packages (definitions/bls12381 and bn254): the G1, G2 and Scalar
// types, whose methods forward one line each to curves/weierstrass and the
// scalar field; Pair, MultiPair and PairingCheck over curves/pairing; the
// package's lazily built groups and the engine half of its point codec.
// Only names, sizes, the encodings' method names and a few sentences differ
// between the curves, so these files are generated from one template and a
// curve table.
//
// Run from a definition's directory (its go:generate line):
//
//	go run ../../internal/pairinggen bn254
//
// It writes groups_gen.go, codec_gen.go, g1_gen.go, g2_gen.go,
// scalar_gen.go and pairing_gen.go, and the tests that are the same for
// both curves but for their names and encodings: alloc_gen_test.go,
// fuzz_gen_test.go, gnark_gen_test.go (against gnark-crypto, whose two
// curve packages have one API), values_gen_test.go, apiwalk_gen_test.go and
// bench_gen_test.go.
//
// What differs beyond the table stays hand-written in the package:
// params.go (the constants), build.go (pairingParams, newG1 and newG2: the
// engines' parameters, endomorphisms and isogenies), endo.go, encoding.go
// (the byte formats: encodeAffine, decodeAffine and the errors), doc.go,
// and BLS12-381's hash-to-curve and whole-curve functions.
package main

import (
	"fmt"

	"github.com/curvekit/curvekit/internal/gendef"
)

// curveDef is one row of the curve table. The doc fields are whole comment
// lines ("// …"), kept as written so that the generated docs read as
// hand-written ones.
type curveDef struct {
	Pkg     string // package name and error prefix, "bn254"
	Name    string // the curve's name in prose and engine names, "BN254"
	FpBytes int    // bytes of an encoded element of Fp

	LimbsDoc string // how many limbs the fields use, for the doc of Fp and Fr
	PsiDoc   string // ψ's eigenvalue on G2, for the doc of psiX and psiY
	// GroupsExtra is Go source: the curve's own fields of the groups
	// struct, which its build.go and endo.go set and use.
	GroupsExtra string

	G1, G2 groupDef

	// FlagsErr is the message of ErrEncodingFlags after the package name;
	// FlagsErrDoc and SubgroupErrDoc are the docs of ErrEncodingFlags and
	// ErrNotInSubgroup, indented as a var block's.
	FlagsErr, FlagsErrDoc, SubgroupErrDoc string

	UniformDoc      string // doc of Scalar.SetUniformBytes
	PairDoc         string // doc of Pair
	MultiPairDoc    string // doc of MultiPair
	PairingCheckDoc string // doc of PairingCheck

	// For the tests.
	APIFuncs  []string // the package's exported functions beyond the template's
	Gnark     string   // gnark-crypto's package of the curve, "bn254"
	GnarkSeed string   // the PCG seed of the differential test, "3, 4"
}

// groupDef is one group of a curve: G1 over Fp or G2 over Fp2.
type groupDef struct {
	G          string // type name, "G1"
	N          int    // 1 or 2: the groups fields c1, id1, gen1 …
	Coord      string // coordinate type, "Fp"
	CoordBytes string // length constant of a coordinate, "fpBytes"

	SizesDoc     string // doc of the size constants
	TypeDoc      string // doc of the type
	GeneratorDoc string // doc of NewGxGenerator
	SetBytesDoc  string // doc of SetBytes
	// Bytes is the encoding the method Bytes returns; Other the other form.
	Bytes, Other encodeMethod
}

// encodeMethod is one encoding method of a group and its size constant.
type encodeMethod struct {
	Name       string // "Bytes", "BytesCompressed"
	Doc        string
	Size       string // size constant, "G1CompressedSize"
	Compressed bool
}

// SizeValue is the expression of m's size constant in g's coordinate
// length.
func (g groupDef) SizeValue(m encodeMethod) string {
	if m.Compressed {
		return g.CoordBytes
	}
	return "2 * " + g.CoordBytes
}

// Compressed and Uncompressed are g's encoding methods of each form, for
// the tests.
func (g groupDef) Compressed() encodeMethod {
	if g.Bytes.Compressed {
		return g.Bytes
	}
	return g.Other
}

func (g groupDef) Uncompressed() encodeMethod {
	if g.Bytes.Compressed {
		return g.Other
	}
	return g.Bytes
}

// GTBytes is the length of an encoded element of GT, twelve of Fp.
func (d curveDef) GTBytes() int { return 12 * d.FpBytes }

// Groups is G1 and G2, for ranges in the templates.
func (d curveDef) Groups() []groupDef { return []groupDef{d.G1, d.G2} }

var curves = map[string]curveDef{
	"bls12381": {
		Pkg: "bls12381", Name: "BLS12-381", FpBytes: 48,
		LimbsDoc: "six and four 64-bit limbs in use",
		PsiDoc:   "x",
		GroupsExtra: `// beta is the cube root of unity of σ(x, y) = (β·x, y), which acts on
	// G1 as multiplication by −x² (endo.go).
	beta Fp`,
		G1: groupDef{
			G: "G1", N: 1, Coord: "Fp", CoordBytes: "fpBytes",
			SizesDoc: `// G1Size and G1UncompressedSize are the lengths of G1's compressed and
// uncompressed encodings.`,
			TypeDoc: `// G1 is an element of G1, the subgroup of order r of E(Fp): y² = x³ + 4. It
// holds the engine's point (curves/weierstrass over Fp), which can never be
// off the curve or outside the subgroup. The zero value is the identity
// and ready to use. Every method sets its receiver and returns it; any
// argument may alias the receiver. G1 values are not comparable with ==:
// use Equal. Unless its name ends in VarTime, every method runs in time
// independent of the points and scalars it is given.`,
			GeneratorDoc: `// NewG1Generator returns a new G1 element set to the generator of
// draft-irtf-cfrg-pairing-friendly-curves-11 §4.2.1.`,
			SetBytesDoc: `// SetBytes sets v to the element encoded by b, compressed (48 bytes) or
// uncompressed (96), and returns v. On an invalid encoding, a point off the
// curve or outside G1, it returns nil and an error matching one of the
// package's Err values, and leaves v unchanged. Execution time depends on
// whether b is valid and which form it has.`,
			Bytes: encodeMethod{Name: "Bytes", Size: "G1Size", Compressed: true,
				Doc: `// Bytes returns the 48-byte compressed encoding of v.`},
			Other: encodeMethod{Name: "BytesUncompressed", Size: "G1UncompressedSize",
				Doc: `// BytesUncompressed returns the 96-byte uncompressed encoding of v.`},
		},
		G2: groupDef{
			G: "G2", N: 2, Coord: "Fp2", CoordBytes: "fp2Bytes",
			SizesDoc: `// G2Size and G2UncompressedSize are the lengths of G2's compressed and
// uncompressed encodings.`,
			TypeDoc: `// G2 is an element of G2, the subgroup of order r of the twist
// E'(Fp2): y² = x³ + 4(1 + u). It holds the engine's point
// (curves/weierstrass over Fp2), which can never be off the curve or
// outside the subgroup. The zero value is the identity and ready to use.
// Every method sets its receiver and returns it; any argument may alias the
// receiver. G2 values are not comparable with ==: use Equal. Unless its
// name ends in VarTime, every method runs in time independent of the points
// and scalars it is given.`,
			GeneratorDoc: `// NewG2Generator returns a new G2 element set to the generator of
// draft-irtf-cfrg-pairing-friendly-curves-11 §4.2.1.`,
			SetBytesDoc: `// SetBytes sets v to the element encoded by b, compressed (96 bytes) or
// uncompressed (192), and returns v. On an invalid encoding, a point off the
// curve or outside G2, it returns nil and an error matching one of the
// package's Err values, and leaves v unchanged. Execution time depends on
// whether b is valid and which form it has.`,
			Bytes: encodeMethod{Name: "Bytes", Size: "G2Size", Compressed: true,
				Doc: `// Bytes returns the 96-byte compressed encoding of v.`},
			Other: encodeMethod{Name: "BytesUncompressed", Size: "G2UncompressedSize",
				Doc: `// BytesUncompressed returns the 192-byte uncompressed encoding of v.`},
		},
		FlagsErr: "invalid point encoding flags",
		FlagsErrDoc: `// ErrEncodingFlags is returned for flag bits that do not fit the
	// encoding: C not matching the length, S in the uncompressed form, or
	// an infinity with any other bit set.`,
		SubgroupErrDoc: `// ErrNotInSubgroup is returned for a point of the curve outside the
	// subgroup of order r.`,
		UniformDoc: `// SetUniformBytes sets s to the big-endian integer b reduced modulo r, and
// returns s. b must be 32 to 64 bytes long (48 is what KeyGen and
// hash_to_field use); otherwise SetUniformBytes returns nil and an error.`,
		PairDoc: `// Pair returns e(p, q), the optimal ate pairing of BLS12-381 as
// curves/pairing computes it (the value gnark-crypto, kilic/bls12-381 and
// circl compute). e(O, q) = e(p, O) = 1. It runs in time independent of
// the points.`,
		MultiPairDoc: `// MultiPair returns e(ps[0], qs[0])·…·e(ps[n−1], qs[n−1]) with one shared
// Miller loop and one final exponentiation, or an error when the slices
// differ in length. The product of no pairings is 1. It allocates only its
// result for up to four pairs.`,
		PairingCheckDoc: `// PairingCheck reports whether e(ps[0], qs[0])·…·e(ps[n−1], qs[n−1]) = 1,
// with one Miller loop and one final exponentiation; it returns an error
// when the slices differ in length. It allocates nothing for up to four
// pairs.`,
		APIFuncs: []string{"AddCurvePointsG1", "AddCurvePointsG2", "EncodeToG1", "EncodeToG2", "HashToG1", "HashToG2", "MapToG1", "MapToG2"},
		Gnark:    "bls12-381", GnarkSeed: "1, 2",
	},
	"bn254": {
		Pkg: "bn254", Name: "BN254", FpBytes: 32,
		LimbsDoc: "four 64-bit limbs in use",
		PsiDoc:   "6x²",
		G1: groupDef{
			G: "G1", N: 1, Coord: "Fp", CoordBytes: "fpBytes",
			SizesDoc: `// G1UncompressedSize and G1CompressedSize are the lengths of G1's
// encodings: EIP-196's x ‖ y, and gnark-crypto's flagged x.`,
			TypeDoc: `// G1 is an element of G1 = E(Fp): y² = x³ + 3, a group of prime order r.
// It holds the engine's point (curves/weierstrass over Fp), which can never
// be off the curve. The zero value is the identity and ready to use. Every
// method sets its receiver and returns it; any argument may alias the
// receiver. G1 values are not comparable with ==: use Equal. Unless its
// name ends in VarTime, every method runs in time independent of the points
// and scalars it is given.`,
			GeneratorDoc: `// NewG1Generator returns a new G1 element set to the generator (1, 2) of
// EIP-196.`,
			SetBytesDoc: `// SetBytes sets v to the element encoded by b, uncompressed (64 bytes) or
// compressed (32), and returns v. On an invalid encoding or a point off the
// curve it returns nil and an error matching one of the package's Err
// values, and leaves v unchanged. Execution time depends on whether b is
// valid and which form it has.`,
			Bytes: encodeMethod{Name: "Bytes", Size: "G1UncompressedSize",
				Doc: `// Bytes returns the 64-byte uncompressed encoding x ‖ y of v (EIP-196;
// 64 zero bytes for the identity).`},
			Other: encodeMethod{Name: "BytesCompressed", Size: "G1CompressedSize", Compressed: true,
				Doc: `// BytesCompressed returns the 32-byte compressed encoding of v
// (gnark-crypto's).`},
		},
		G2: groupDef{
			G: "G2", N: 2, Coord: "Fp2", CoordBytes: "fp2Bytes",
			SizesDoc: `// G2UncompressedSize and G2CompressedSize are the lengths of G2's
// encodings: EIP-197's x ‖ y, and gnark-crypto's flagged x.`,
			TypeDoc: `// G2 is an element of G2, the subgroup of order r of the twist
// E'(Fp2): y² = x³ + 3/(9 + u). It holds the engine's point
// (curves/weierstrass over Fp2), which can never be off the curve or
// outside the subgroup. The zero value is the identity and ready to use.
// Every method sets its receiver and returns it; any argument may alias the
// receiver. G2 values are not comparable with ==: use Equal. Unless its
// name ends in VarTime, every method runs in time independent of the points
// and scalars it is given.`,
			GeneratorDoc: `// NewG2Generator returns a new G2 element set to the generator P2 of
// EIP-197.`,
			SetBytesDoc: `// SetBytes sets v to the element encoded by b, uncompressed (128 bytes) or
// compressed (64), and returns v. On an invalid encoding, a point off the
// curve or outside G2 it returns nil and an error matching one of the
// package's Err values, and leaves v unchanged. Execution time depends on
// whether b is valid and which form it has.`,
			Bytes: encodeMethod{Name: "Bytes", Size: "G2UncompressedSize",
				Doc: `// Bytes returns the 128-byte uncompressed encoding x ‖ y of v (EIP-197,
// each coordinate imaginary part first; 128 zero bytes for the identity).`},
			Other: encodeMethod{Name: "BytesCompressed", Size: "G2CompressedSize", Compressed: true,
				Doc: `// BytesCompressed returns the 64-byte compressed encoding of v
// (gnark-crypto's).`},
		},
		FlagsErr: "invalid compressed point encoding flags",
		FlagsErrDoc: `// ErrEncodingFlags is returned for a compressed encoding whose flag
	// bits are 0b00, or an infinity with any other bit set.`,
		SubgroupErrDoc: `// ErrNotInSubgroup is returned for a point of the twist outside G2, the
	// subgroup of order r.`,
		UniformDoc: `// SetUniformBytes sets s to the big-endian integer b reduced modulo r, and
// returns s. b must be 32 to 64 bytes long (EIP-196's ecMul takes any
// 32-byte integer, reduced this way); otherwise SetUniformBytes returns nil
// and an error.`,
		PairDoc: `// Pair returns e(p, q), the optimal ate pairing of BN254 as curves/pairing
// computes it (the value gnark-crypto computes). e(O, q) = e(p, O) = 1. It
// runs in time independent of the points.`,
		MultiPairDoc: `// MultiPair returns e(ps[0], qs[0])·…·e(ps[n−1], qs[n−1]) with one shared
// Miller loop and one final exponentiation, or an error when the slices
// differ in length. The product of no pairings is 1. It allocates only its
// result for up to four pairs.`,
		PairingCheckDoc: `// PairingCheck reports whether e(ps[0], qs[0])·…·e(ps[n−1], qs[n−1]) = 1,
// with one Miller loop and one final exponentiation, the check of EIP-197's
// precompile (see the subpackage evm); it returns an error when the slices
// differ in length. It allocates nothing for up to four pairs.`,
		APIFuncs: []string{"G1Params"},
		Gnark:    "bn254", GnarkSeed: "3, 4",
	},
}

func main() { gendef.Main("pairinggen", curves, generateFiles) }

// generateFiles returns the files pairinggen writes for def, by name. G1
// and G2 are one template executed for each group.
func generateFiles(def curveDef) (map[string][]byte, error) {
	files := map[string][]byte{}
	type job struct {
		text string
		data any
	}
	for name, j := range map[string]job{
		"groups_gen.go":       {groupsTemplate, def},
		"codec_gen.go":        {codecTemplate, def},
		"g1_gen.go":           {groupTemplate, groupFile{def, def.G1}},
		"g2_gen.go":           {groupTemplate, groupFile{def, def.G2}},
		"scalar_gen.go":       {scalarTemplate, def},
		"pairing_gen.go":      {pairingTemplate, def},
		"alloc_gen_test.go":   {allocTestTemplate, def},
		"fuzz_gen_test.go":    {fuzzTestTemplate, def},
		"gnark_gen_test.go":   {gnarkTestTemplate, def},
		"bench_gen_test.go":   {benchTestTemplate, def},
		"values_gen_test.go":  {valuesTestTemplate, def},
		"apiwalk_gen_test.go": {apiWalkTestTemplate, def},
	} {
		src, err := gendef.Execute(j.text, j.data, nil)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		files[name] = src
	}
	return files, nil
}

// groupFile is the data of g1_gen.go or g2_gen.go: the curve and one of its
// groups.
type groupFile struct {
	curveDef
	groupDef
}
