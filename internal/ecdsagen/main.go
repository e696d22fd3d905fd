// Command ecdsagen writes the ECDSA API file of a short Weierstrass
// definition package (definitions/p256, p384, p521 and secp256k1): its key
// types, sizes, sentinels, option aliases and the functions and methods that forward, one line each, to the shared layer
// definitions/internal/ecdsadef. Only the names, sizes and a few sentences
// differ between curves, so the file is generated from one template and a
// curve table, and a new curve is a table entry and its parameters.
//
// Run from a definition's directory (its go:generate line):
//
//	go run ../../internal/ecdsagen p256
//
// It writes ecdsa_gen.go (and, for StdlibTwins, ecdsa_gen_test.go: the
// package's API as the function values of internal/ecdsatest), with, for the curves the standard library knows
// (StdlibTwins), the crypto/ecdsa and crypto/ecdh conversions and Public
// (crypto.Signer). Every curve gets the key encodings (SPKI, PKCS #8, SEC 1
// ECPrivateKey, in DER and PEM). What differs beyond the table —
// the curve parameters, other encodings — stays hand-written in the
// package.
package main

import (
	"strings"
	"unicode/utf8"

	"github.com/curvekit/curvekit/internal/gendef"
)

// curveDef is one row of the curve table.
type curveDef struct {
	Pkg   string // package name and error prefix, "p256"
	Name  string // the curve's name in prose, "P-256"
	Fp    string // base field package, "fpr256"
	Fn    string // scalar field package, "fnr256"
	Other string // another ECDSA definition, for the "same type" sentences
	Hash  string // default hash, "SHA-256"

	ScalarLen int // bytes of a scalar, of r and of s
	FieldLen  int // bytes of a coordinate

	// StdlibTwins makes Equal accept the crypto/ecdsa and crypto/ecdh keys
	// of the curve, through publicKeyFromStdlib and privateKeyFromStdlib.
	StdlibTwins bool
	// OIDName is the name of the curve's parameters in RFC 5480 or SEC 2,
	// OID their object identifier and OIDSource where it is defined, for
	// the key encodings.
	OIDName, OID, OIDSource string
	// TestOther is another NIST curve of crypto/elliptic, whose keys the
	// tests of a StdlibTwins curve expect refused ("P256").
	TestOther string
	// SignDefault completes "A nil *SignOptions signs … deterministically
	// (RFC 6979) with".
	SignDefault string
	// PolicyDoc is the doc of the s policies, DefaultDoc that of DefaultS.
	PolicyDoc, DefaultDoc string
	// SignDoc is said of Sign after its nonce.
	SignDoc string
	// ECDHDoc names who returns the same shared secret.
	ECDHDoc string
}

var curves = map[string]curveDef{
	"p256": {
		Pkg: "p256", Name: "P-256", Fp: "fpr256", Fn: "fnr256", Other: "secp256k1", Hash: "SHA-256",
		ScalarLen: 32, FieldLen: 32, StdlibTwins: true, OIDName: "prime256v1", OID: "1.2.840.10045.3.1.7", OIDSource: "RFC 5480 §2.1.1.1", TestOther: "P384",
		SignDefault: "s as computed",
		PolicyDoc:   "P-256 signs and verifies with AnyS by default, as\n// crypto/ecdsa does.",
		DefaultDoc:  "DefaultS follows the curve's default: AnyS for P-256.",
		SignDoc:     "hedged with opts.ExtraEntropy or opts.Rand",
		ECDHDoc:     "as crypto/ecdh's P256 returns",
	},
	"p384": {
		Pkg: "p384", Name: "P-384", Fp: "fpr384", Fn: "fnr384", Other: "secp256k1", Hash: "SHA-384",
		ScalarLen: 48, FieldLen: 48, StdlibTwins: true, OIDName: "secp384r1", OID: "1.3.132.0.34", OIDSource: "RFC 5480 §2.1.1.1", TestOther: "P256",
		SignDefault: "s as computed",
		PolicyDoc:   "P-384 signs and verifies with AnyS by default, as\n// crypto/ecdsa does.",
		DefaultDoc:  "DefaultS follows the curve's default: AnyS for P-384.",
		SignDoc:     "hedged with opts.ExtraEntropy or opts.Rand",
		ECDHDoc:     "as crypto/ecdh's P384 returns",
	},
	"p521": {
		Pkg: "p521", Name: "P-521", Fp: "fpr521", Fn: "fnr521", Other: "secp256k1", Hash: "SHA-512",
		ScalarLen: 66, FieldLen: 66, StdlibTwins: true, OIDName: "secp521r1", OID: "1.3.132.0.35", OIDSource: "RFC 5480 §2.1.1.1", TestOther: "P256",
		SignDefault: "s as computed",
		PolicyDoc:   "P-521 signs and verifies with AnyS by default, as\n// crypto/ecdsa does.",
		DefaultDoc:  "DefaultS follows the curve's default: AnyS for P-521.",
		SignDoc:     "hedged with opts.ExtraEntropy or opts.Rand",
		ECDHDoc:     "as crypto/ecdh's P521 returns",
	},
	"secp256k1": {
		Pkg: "secp256k1", Name: "secp256k1", Fp: "fpk256", Fn: "fnk256", Other: "p256", Hash: "SHA-256",
		ScalarLen: 32, FieldLen: 32, OIDName: "secp256k1", OID: "1.3.132.0.10", OIDSource: "SEC 2 v2 §A.2",
		SignDefault: "a low s (DefaultS means LowS here; AnyS keeps s as computed)",
		PolicyDoc: "On secp256k1, Sign normalises s to the lower half by\n" +
			"// default, as Bitcoin (BIP 62, BIP 146), Ethereum and libsecp256k1 require,\n" +
			"// while Verify accepts either half unless asked for LowS, as decred and btcec\n// do.",
		DefaultDoc: "DefaultS is LowS for Sign and AnyS for Verify and RecoverPublicKey.",
		SignDoc: "the signature libsecp256k1 and decred produce, with a low s,\n" +
			"// hedged with opts.ExtraEntropy or opts.Rand. For Ethereum, digest is the\n" +
			"// Keccak-256 hash of the message (or of the transaction's RLP), with\n" +
			"// opts.Hash left zero: the nonce's HMAC then uses SHA-256 as go-ethereum's\n" +
			"// libsecp256k1 does",
		ECDHDoc: "as decred's GenerateSharedSecret\n" +
			"// returns. It is not what libsecp256k1's secp256k1_ecdh returns by default,\n" +
			"// SHA-256 of the compressed point (0x02 or 0x03 ‖ x); hash the result\n" +
			"// yourself where that is expected",
	},
}

func main() { gendef.Main("ecdsagen", curves, generateFiles) }

// generateFiles returns the files ecdsagen writes for def, by name:
// ecdsa_gen.go, and ecdsa_gen_test.go for a curve the standard library
// knows.
func generateFiles(def curveDef) (map[string][]byte, error) {
	api, err := generate(def, apiTemplate)
	if err != nil {
		return nil, err
	}
	files := map[string][]byte{"ecdsa_gen.go": api}
	if def.StdlibTwins {
		if files["ecdsa_gen_test.go"], err = generate(def, testTemplate); err != nil {
			return nil, err
		}
	}
	return files, nil
}

// generate returns the gofmt-ed file of the template text for def, its
// comments rewrapped.
func generate(def curveDef, text string) ([]byte, error) {
	return gendef.Execute(text, def, reflowComments)
}

// commentWidth is the column at which reflowComments wraps.
const commentWidth = 78

// reflowComments rewraps each run of "// text" lines with the same
// indentation at commentWidth columns, so that the sentences the curve table
// substitutes read as hand-written doc comments. Lines that are not plain
// prose ("//" alone, "//go:", "// Code generated") end a run.
func reflowComments(src []byte) []byte {
	var out []string
	var indent string
	var words []string
	flush := func() {
		if len(words) == 0 {
			return
		}
		line := indent + "//"
		for _, w := range words {
			// Columns count runes (−, ‖ are one column) and a tab as four.
			width := utf8.RuneCountInString(line) + 3*len(indent)
			if width+1+utf8.RuneCountInString(w) > commentWidth && line != indent+"//" {
				out = append(out, line)
				line = indent + "//"
			}
			line += " " + w
		}
		out = append(out, line)
		words = nil
	}
	for _, l := range strings.Split(string(src), "\n") {
		trimmed := strings.TrimLeft(l, "\t")
		ind := l[:len(l)-len(trimmed)]
		if strings.HasPrefix(trimmed, "// ") && !strings.HasPrefix(trimmed, "// Code generated") {
			if ind != indent {
				flush()
				indent = ind
			}
			words = append(words, strings.Fields(trimmed[3:])...)
			continue
		}
		flush()
		out = append(out, l)
	}
	flush()
	return []byte(strings.Join(out, "\n"))
}

// Sizes of the encodings, for the template.
func (d curveDef) PublicKeySize() int     { return 1 + 2*d.FieldLen }
func (d curveDef) CompressedKeySize() int { return 1 + d.FieldLen }
func (d curveDef) SignatureSize() int     { return 2 * d.ScalarLen }

// HashConst is the name of the default hash in package crypto, "SHA384".
func (d curveDef) HashConst() string { return strings.ReplaceAll(d.Hash, "-", "") }

// StdName is the curve's function in crypto/elliptic and crypto/ecdh, "P384".
func (d curveDef) StdName() string { return strings.ReplaceAll(d.Name, "-", "") }
