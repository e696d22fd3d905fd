package hashes

import (
	"crypto/sha256"
	"crypto/sha512"
	"math/big"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/field/fpk256"
)

// checkFixedFieldSuites runs HashToField with the fixed field f over the
// suites whose modulus is f's and compares with their u values.
func checkFixedFieldSuites[E any](t *testing.T, f field.Field[E]) int {
	checked := 0
	for _, s := range loadSuites(t) {
		if s.p.Cmp(f.Modulus()) != 0 {
			continue
		}
		t.Run(s.name, func(t *testing.T) {
			for _, v := range s.file.Vectors {
				out := make([]E, s.count)
				require.NoError(t, HashToField(f, s.exp, []byte(v.Msg), s.count, out))
				for i, u := range v.U {
					want, ok := new(big.Int).SetString(strings.TrimPrefix(u, "0x"), 16)
					require.True(t, ok)
					assert.Equal(t, want, field.Big(f, &out[i]), "msg %q u[%d]", v.Msg, i)
					checked++
				}
			}
		})
	}
	return checked
}

// TestHashToFieldFixedFields checks hash_to_field with the production fields:
// fp25519 is little-endian (the edwards25519 and curve25519 suites), fpk256
// big-endian (the secp256k1 suites).
func TestHashToFieldFixedFields(t *testing.T) {
	// 5 RO vectors (2 elements) and 5 NU vectors (1 element) per suite pair.
	n := checkFixedFieldSuites[fp25519.Element](t, fp25519.Field{})
	assert.Equal(t, 30, n, "fp25519: edwards25519 and curve25519 elements checked")
	n = checkFixedFieldSuites[fpk256.Element](t, fpk256.Field{})
	assert.Equal(t, 15, n, "fpk256: secp256k1 elements checked")
}

// TestHashToFieldPrime checks hash_to_field with the runtime-modulus
// field.Prime over every prime-field suite, in both byte orders.
func TestHashToFieldPrime(t *testing.T) {
	for _, order := range []field.ByteOrder{field.BigEndian, field.LittleEndian} {
		t.Run(order.String(), func(t *testing.T) {
			n := checkHashToFieldSuites(t, func(p *big.Int) (field.Field[field.PrimeElement], error) {
				return field.NewPrime(p, order)
			})
			assert.Equal(t, 120, n, "elements checked")
		})
	}
}

// TestHashToFieldAllocsFixed measures the allocations of a two-element
// hash_to_field with the production fields: the uniform-bytes buffer and the
// expander's two (hash state, scratch).
func TestHashToFieldAllocsFixed(t *testing.T) {
	msg := []byte("abc")
	ed, err := NewXMDExpander(sha512.New, []byte("QUUX-V01-CS02-with-edwards25519_XMD:SHA-512_ELL2_RO_"), 128)
	require.NoError(t, err)
	var u25519 [2]fp25519.Element
	a25519 := testing.AllocsPerRun(100, func() { _ = HashToField(fp25519.Field{}, ed, msg, 2, u25519[:]) })
	k1, err := NewXMDExpander(sha256.New, []byte("QUUX-V01-CS02-with-secp256k1_XMD:SHA-256_SSWU_RO_"), 128)
	require.NoError(t, err)
	var uk256 [2]fpk256.Element
	ak256 := testing.AllocsPerRun(100, func() { _ = HashToField(fpk256.Field{}, k1, msg, 2, uk256[:]) })
	p256, err := field.NewPrime(new(big.Int).SetBytes(mustHex(t, "ffffffff00000001000000000000000000000000ffffffffffffffffffffffff")), field.BigEndian)
	require.NoError(t, err)
	r1, err := NewXMDExpander(sha256.New, []byte("QUUX-V01-CS02-with-P256_XMD:SHA-256_SSWU_RO_"), 128)
	require.NoError(t, err)
	var up256 [2]field.PrimeElement
	ap256 := testing.AllocsPerRun(100, func() { _ = HashToField(p256, r1, msg, 2, up256[:]) })
	t.Logf("allocations per hash_to_field (count 2): edwards25519 (fp25519, SHA-512) %.0f, "+
		"secp256k1 (fpk256, SHA-256) %.0f, P-256 (field.Prime, SHA-256) %.0f", a25519, ak256, ap256)
	assert.LessOrEqual(t, a25519, 3.0)
	assert.LessOrEqual(t, ak256, 3.0)
	assert.LessOrEqual(t, ap256, 3.0)
}
