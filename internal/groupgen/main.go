// Command groupgen writes the Element and Scalar files of the RFC 9496
// group packages (definitions/ristretto255 and decaf448): thin wrappers
// over curves/primeorder whose methods forward, one or two lines each, to
// the generic element and scalar field. Only the names, sizes and a few
// sentences differ between the groups, so the files are generated from one
// template and a group table.
//
// Run from a definition's directory (its go:generate line):
//
//	go run ../../internal/groupgen ristretto255
//
// It writes element_gen.go and scalar_gen.go, and the tests that are the
// same for both groups but for their sizes, vector counts, appendix letter
// and hash: element_gen_test.go, vectors_gen_test.go, rfc9497_gen_test.go,
// fuzz_gen_test.go, bench_gen_test.go and concurrency_gen_test.go. What
// differs beyond the table — the group's construction, the sizes, hashing
// to the group, the examples — stays hand-written in the package (group.go,
// hash.go, example_test.go).
package main

import (
	"fmt"

	"github.com/curvekit/curvekit/internal/gendef"
)

// groupDef is one row of the group table. The doc fields are whole comment
// lines ("// …"), kept as written so that the generated docs are the
// hand-written ones.
type groupDef struct {
	Pkg string // package name and error prefix, "ristretto255"
	Fp  string // base field package, "fp25519"
	Fn  string // scalar field package, "fn25519"
	Sec int    // the group's section of RFC 9496, 4 or 5

	ElementSize int    // bytes of an encoded element
	ScalarSize  int    // bytes of an encoded scalar
	Order       string // the group order's name in prose, "ℓ"

	// ScalarPad is set when the scalar field's encodings are one byte
	// longer than ScalarSize (fn448's 57 bytes, RFC 8032's for Ed448).
	ScalarPad bool
	// UniformScalarConst is the constant naming the length of the input of
	// Scalar.SetUniformBytes.
	UniformScalarConst string

	GeneratorDoc     string // doc of Element.Generator
	DecodeDoc        string // doc of Element.SetCanonicalBytes
	UniformDoc       string // doc of Element.SetUniformBytes, to its length
	ScalarDoc        string // first sentence of the doc of Scalar
	ScalarFieldDoc   string // doc of scalarField
	ScalarUniformDoc string // doc of Scalar.SetUniformBytes

	// For the tests.
	UniformSize  int    // bytes of the input of Element.SetUniformBytes
	XOF          bool   // hashing uses expand_message_xof (else xmd with SHA-512)
	ExpandMsg    string // the expander, "expand_message_xmd"
	ExpandHash   string // its hash, "SHA-512"
	ExpandCall   string // the expander's call up to the message, "hashes.ExpandMessageXMD(sha512.New, []byte"
	Appendix     string // RFC 9496's appendix of the group's test vectors, "A"
	BadEncodings int    // count of the RFC's invalid encodings
	OneWayMap    int    // count of the RFC's one-way map vectors
	RFC9497ID    string // the RFC 9497 ciphersuite identifier
}

// FieldScalarSize is the length of the scalar field's encodings.
func (d groupDef) FieldScalarSize() int {
	if d.ScalarPad {
		return d.ScalarSize + 1
	}
	return d.ScalarSize
}

var groups = map[string]groupDef{
	"ristretto255": {
		Pkg: "ristretto255", Fp: "fp25519", Fn: "fn25519", Sec: 4,
		ElementSize: 32, ScalarSize: 32, Order: "ℓ", UniformSize: 64,
		ExpandMsg: "expand_message_xmd", ExpandHash: "SHA-512", ExpandCall: "hashes.ExpandMessageXMD(sha512.New, []byte",
		Appendix: "A", BadEncodings: 29, OneWayMap: 11, RFC9497ID: "ristretto255-SHA512",
		UniformScalarConst: "UniformSize",
		GeneratorDoc: `// Generator sets v to the canonical generator of RFC 9496 §4.4 (the class
// of the edwards25519 base point), and returns v.`,
		DecodeDoc: `// SetCanonicalBytes sets v to the element encoded by the 32 bytes of b and
// returns v. It performs every check of RFC 9496 §4.3.1: s must be a
// canonical (below p) and non-negative (even) field element, the square
// root must exist, t must be non-negative and y non-zero. Otherwise it
// returns nil and an error, and v is unchanged.`,
		UniformDoc: `// SetUniformBytes sets v to the element derived from 64 uniformly random
// bytes by the one-way map of RFC 9496 §4.3.4 (Elligator applied to each
// half, the results added), and returns v. It returns nil and an error, and
// v is unchanged, if b is not 64 bytes.`,
		ScalarDoc: `// Scalar is an integer modulo ℓ = 2^252 + 27742317777372353535851937790883648493,
// the order of ristretto255.`,
		ScalarFieldDoc: `// scalarField is ℓ's field, whose encodings are 32 bytes little-endian as
// RFC 9496 §4.4 requires.`,
		ScalarUniformDoc: `// SetUniformBytes sets s to the 64-byte little-endian integer b reduced
// modulo ℓ (RFC 9496 §4.4), and returns s. The result is within 2^−259 of
// uniform when b is uniform. It returns nil and an error, leaving s
// unchanged, if b is not 64 bytes.`,
	},
	"decaf448": {
		Pkg: "decaf448", Fp: "fp448", Fn: "fn448", Sec: 5,
		ElementSize: 56, ScalarSize: 56, Order: "q", UniformSize: 112,
		XOF: true, ExpandMsg: "expand_message_xof", ExpandHash: "SHAKE256", ExpandCall: "hashes.ExpandMessageXOF(hashes.SHAKE256, 224, []byte",
		Appendix: "B", BadEncodings: 21, OneWayMap: 7, RFC9497ID: "decaf448-SHAKE256",
		ScalarPad: true, UniformScalarConst: "UniformScalarSize",
		GeneratorDoc: `// Generator sets v to the canonical generator of RFC 9496 §5 (the class of
// 2·B for the edwards448 base point B), and returns v.`,
		DecodeDoc: `// SetCanonicalBytes sets v to the element encoded by the 56 bytes of b and
// returns v. It performs every check of RFC 9496 §5.3.1: s must be a
// canonical (below p) and non-negative (even) field element, and the square
// root must exist. Otherwise it returns nil and an error, and v is
// unchanged.`,
		UniformDoc: `// SetUniformBytes sets v to the element derived from 112 uniformly random
// bytes by the one-way map of RFC 9496 §5.3.4 (Elligator applied to each
// half, the results added), and returns v. It returns nil and an error, and
// v is unchanged, if b is not 112 bytes.`,
		ScalarDoc: `// Scalar is an integer modulo
// q = 2^446 − 13818066809895115352007386748515426880336692474882178609894547503885,
// the order of decaf448.`,
		ScalarFieldDoc: `// scalarField is q's field. Its encodings are 57 bytes, RFC 8032's length
// for Ed448; decaf448 scalars are 56 bytes little-endian, and since
// q < 2^446 the 57th byte is always 0.`,
		ScalarUniformDoc: `// SetUniformBytes sets s to the 64-byte little-endian integer b reduced
// modulo q, and returns s, the reduction of RFC 9497's HashToScalar for
// decaf448. The result is within 2^−66 of uniform when b is uniform. It
// returns nil and an error, leaving s unchanged, if b is not 64 bytes.`,
	},
}

func main() { gendef.Main("groupgen", groups, generateFiles) }

// generateFiles returns the files groupgen writes for def, by name.
func generateFiles(def groupDef) (map[string][]byte, error) {
	files := map[string][]byte{}
	for name, text := range map[string]string{
		"element_gen.go":          elementTemplate,
		"scalar_gen.go":           scalarTemplate,
		"element_gen_test.go":     elementTestTemplate,
		"vectors_gen_test.go":     vectorsTestTemplate,
		"rfc9497_gen_test.go":     rfc9497TestTemplate,
		"fuzz_gen_test.go":        fuzzTestTemplate,
		"bench_gen_test.go":       benchTestTemplate,
		"concurrency_gen_test.go": concurrencyTestTemplate,
	} {
		src, err := gendef.Execute(text, def, nil)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		files[name] = src
	}
	return files, nil
}
