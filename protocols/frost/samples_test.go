package frost

import (
	"encoding/hex"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReferenceSerializationSamples decodes and re-encodes the reference's
// serialization samples: an identifier (42), two elements, a scalar and a
// proof of knowledge (in the signature format, x-only R for taproot).
func TestReferenceSerializationSamples(t *testing.T) {
	for _, f := range vectorFiles {
		t.Run(f.zcsh, func(t *testing.T) {
			s := f.suite
			var v map[string]string
			loadJSON(t, filepath.Join("testdata", "reference", f.zcsh+"-samples.json"), &v)
			id, err := s.ParseIdentifier(unhex(t, v["identifier"]))
			require.NoError(t, err)
			assert.Equal(t, Identifier(42), id)
			assert.Equal(t, v["identifier"], hex.EncodeToString(id.Bytes(s)))
			for _, k := range []string{"element1", "element2"} {
				e, err := s.ParseElement(unhex(t, v[k]))
				require.NoError(t, err, k)
				assert.Equal(t, v[k], hex.EncodeToString(e.Bytes()), k)
			}
			x, err := s.ParseScalar(unhex(t, v["scalar1"]))
			require.NoError(t, err)
			assert.Equal(t, v["scalar1"], hex.EncodeToString(x.Bytes()))
			R, z, err := s.parseSignature(unhex(t, v["proof_of_knowledge"]))
			require.NoError(t, err)
			assert.Equal(t, v["proof_of_knowledge"], hex.EncodeToString(s.encodeSignature(R, z)))
		})
	}
}

// TestParseIdentifierRejects refuses zero, non-canonical and oversized
// identifiers.
func TestParseIdentifierRejects(t *testing.T) {
	s := Ed25519SHA512()
	_, err := s.ParseIdentifier(make([]byte, 32))
	assert.ErrorIs(t, err, ErrInvalidIdentifier)
	big := make([]byte, 32)
	big[9] = 1
	_, err = s.ParseIdentifier(big)
	assert.ErrorIs(t, err, ErrInvalidIdentifier)
	_, err = s.ParseIdentifier(make([]byte, 31))
	assert.ErrorIs(t, err, ErrInvalidEncoding)
	id, err := P256SHA256().ParseIdentifier(Identifier(257).Bytes(P256SHA256()))
	require.NoError(t, err)
	assert.Equal(t, Identifier(257), id)
}
