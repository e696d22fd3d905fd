package hashes

import (
	"crypto/sha256"
	"crypto/sha512"
	"hash"
	"math/big"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
)

// suiteFile is the part of a hash-to-curve suite file of the RFC 9380
// vectors (Appendix J) that hash_to_field needs.
type suiteFile struct {
	Ciphersuite  string `json:"ciphersuite"`
	DST          string `json:"dst"`
	Expand       string `json:"expand"`
	Hash         string `json:"hash"`
	K            string `json:"k"`
	L            string `json:"L"`
	RandomOracle bool   `json:"randomOracle"`
	Field        struct {
		M string `json:"m"`
		P string `json:"p"`
	} `json:"field"`
	Vectors []struct {
		Msg string   `json:"msg"`
		U   []string `json:"u"`
	} `json:"vectors"`
}

// suiteFiles lists every suite of the RFC 9380 vectors whose field is prime;
// the RO_ suites hash to two elements and the NU_ suites to one.
var suiteFiles = []string{
	"P256_XMD_SHA-256_SSWU_RO_.json", "P256_XMD_SHA-256_SSWU_NU_.json",
	"P384_XMD_SHA-384_SSWU_RO_.json", "P384_XMD_SHA-384_SSWU_NU_.json",
	"P521_XMD_SHA-512_SSWU_RO_.json", "P521_XMD_SHA-512_SSWU_NU_.json",
	"secp256k1_XMD_SHA-256_SSWU_RO_.json", "secp256k1_XMD_SHA-256_SSWU_NU_.json",
	"edwards25519_XMD_SHA-512_ELL2_RO_.json", "edwards25519_XMD_SHA-512_ELL2_NU_.json",
	"curve25519_XMD_SHA-512_ELL2_RO_.json", "curve25519_XMD_SHA-512_ELL2_NU_.json",
	"edwards448_XOF_SHAKE256_ELL2_RO_.json", "edwards448_XOF_SHAKE256_ELL2_NU_.json",
	"curve448_XOF_SHAKE256_ELL2_RO_.json", "curve448_XOF_SHAKE256_ELL2_NU_.json",
}

// h2fSuite is a parsed suite file: its expander, modulus, L and vectors.
type h2fSuite struct {
	name  string
	exp   Expander
	p     *big.Int
	L     int
	count int
	file  suiteFile
}

// loadSuites parses every suite file and builds its expander.
func loadSuites(t *testing.T) []h2fSuite {
	var suites []h2fSuite
	for _, name := range suiteFiles {
		var s suiteFile
		h2cFile(t, name, &s)
		require.Equal(t, "0x1", s.Field.M, name)
		k := parseHexInt(t, s.K)
		var exp Expander
		var err error
		switch s.Expand {
		case "XMD":
			hashes := map[string]func() hash.Hash{"sha256": sha256.New, "sha384": sha512.New384, "sha512": sha512.New}
			h, ok := hashes[s.Hash]
			require.True(t, ok, "%s: hash %q", name, s.Hash)
			exp, err = NewXMDExpander(h, []byte(s.DST), k)
		case "XOF":
			require.Equal(t, "shake_256", s.Hash, name)
			exp, err = NewXOFExpander(SHAKE256, []byte(s.DST), k)
		default:
			t.Fatalf("%s: expand %q", name, s.Expand)
		}
		require.NoError(t, err, name)
		p, ok := new(big.Int).SetString(strings.TrimPrefix(s.Field.P, "0x"), 16)
		require.True(t, ok, name)
		count := 1
		if s.RandomOracle {
			count = 2
		}
		suites = append(suites, h2fSuite{name: s.Ciphersuite, exp: exp, p: p, L: parseHexInt(t, s.L), count: count, file: s})
	}
	return suites
}

// parseHexInt parses a "0x…" JSON number.
func parseHexInt(t testing.TB, s string) int {
	t.Helper()
	v, err := strconv.ParseInt(strings.TrimPrefix(s, "0x"), 16, 32)
	require.NoError(t, err, s)
	return int(v)
}

// checkHashToFieldSuites runs HashToField over every suite, with the field
// built by newField for the suite's modulus, and compares with the "u"
// values of the vectors. It returns the number of elements checked.
func checkHashToFieldSuites[E any](t *testing.T, newField func(p *big.Int) (field.Field[E], error)) int {
	checked := 0
	for _, s := range loadSuites(t) {
		t.Run(s.name, func(t *testing.T) {
			f, err := newField(s.p)
			require.NoError(t, err)
			require.Equal(t, s.L, HashToFieldLen(f.BitLen(), s.exp.SecurityLevel()), "L")
			for _, v := range s.file.Vectors {
				require.Len(t, v.U, s.count)
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

// TestHashToFieldVectors checks hash_to_field against the u values of every
// prime-field suite of RFC 9380 Appendix J, with the math/big test field in
// both byte orders: the little-endian run proves the chunk reversal (the
// 25519 and 448 suites are little-endian in practice).
func TestHashToFieldVectors(t *testing.T) {
	for _, order := range []field.ByteOrder{field.BigEndian, field.LittleEndian} {
		t.Run(order.String(), func(t *testing.T) {
			n := checkHashToFieldSuites(t, func(p *big.Int) (field.Field[bigElem], error) {
				return newBigField(p, order), nil
			})
			t.Logf("%s: checked %d field elements", order, n)
		})
	}
}

// TestHashToFieldErrors checks the argument errors of HashToField.
func TestHashToFieldErrors(t *testing.T) {
	p256, _ := new(big.Int).SetString("ffffffff00000001000000000000000000000000ffffffffffffffffffffffff", 16)
	f := newBigField(p256, field.BigEndian)
	exp, err := NewXMDExpander(sha256.New, []byte("DST"), 128)
	require.NoError(t, err)
	out := make([]bigElem, 2)
	assert.Error(t, HashToField(f, exp, nil, 0, out))
	assert.Error(t, HashToField(f, exp, nil, 3, out))
	assert.Error(t, HashToField(f, exp, nil, -1, out))
	// count·L beyond what the expander can produce (255 SHA-256 blocks).
	big := make([]bigElem, 171)
	assert.Error(t, HashToField(f, exp, nil, len(big), big))
	assert.NoError(t, HashToField(f, exp, nil, 170, big))
	// k so large that L exceeds 2·ByteLen: 256 + 300 bits > 512.
	exp512, err := NewXOFExpander(SHAKE256, []byte("DST"), 300)
	require.NoError(t, err)
	assert.ErrorContains(t, HashToField(f, exp512, nil, 1, out), "more than twice")
}
