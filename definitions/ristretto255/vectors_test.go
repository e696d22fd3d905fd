package ristretto255

import (
	"crypto/sha512"
	"encoding/hex"
	"encoding/json"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rfc9496Vectors is the layout of testdata/ristretto255.json (see
// testdata/README.md).
type rfc9496Vectors struct {
	Multiples    []string `json:"multiples"`
	BadEncodings []struct {
		Hex    string `json:"hex"`
		Reason string `json:"reason"`
	} `json:"bad_encodings"`
	OneWayMap []struct {
		Input  string `json:"input"`
		Output string `json:"output"`
	} `json:"one_way_map"`
	HashToGroup []struct {
		Label  string `json:"label"`
		Input  string `json:"input"`
		Output string `json:"output"`
	} `json:"hash_to_group"`
}

func loadVectors(t *testing.T) *rfc9496Vectors {
	t.Helper()
	data, err := os.ReadFile("testdata/ristretto255.json")
	require.NoError(t, err)
	var v rfc9496Vectors
	require.NoError(t, json.Unmarshal(data, &v))
	return &v
}

func unhex(t *testing.T, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	require.NoError(t, err)
	return b
}

// TestRFC9496Multiples checks A.1: the encodings of k·B for k = 0..15,
// computed by repeated addition and by ScalarBaseMult, and decoded back.
func TestRFC9496Multiples(t *testing.T) {
	v := loadVectors(t)
	require.Len(t, v.Multiples, 16)
	acc := NewElement()
	for k, want := range v.Multiples {
		enc := unhex(t, want)
		assert.Equal(t, enc, acc.Bytes(), "k = %d by addition", k)
		var kb [ScalarSize]byte
		kb[0] = byte(k)
		s, err := NewScalar().SetCanonicalBytes(kb[:])
		require.NoError(t, err)
		assert.Equal(t, enc, new(Element).ScalarBaseMult(s).Bytes(), "k = %d by ScalarBaseMult", k)
		assert.Equal(t, enc, new(Element).ScalarMult(s, NewGenerator()).Bytes(), "k = %d by ScalarMult", k)
		P, err := new(Element).SetCanonicalBytes(enc)
		require.NoError(t, err, "k = %d", k)
		assert.Equal(t, 1, P.Equal(acc), "k = %d decoded", k)
		assert.Equal(t, enc, P.Bytes(), "k = %d round trip", k)
		acc.Add(acc, NewGenerator())
	}
}

// TestRFC9496BadEncodings checks A.2: every invalid encoding is rejected
// and leaves the receiver unchanged.
func TestRFC9496BadEncodings(t *testing.T) {
	v := loadVectors(t)
	require.Len(t, v.BadEncodings, 29)
	for _, c := range v.BadEncodings {
		P := NewGenerator()
		got, err := P.SetCanonicalBytes(unhex(t, c.Hex))
		require.Error(t, err, "%s (%s)", c.Hex, c.Reason)
		assert.Nil(t, got)
		assert.Equal(t, 1, P.Equal(NewGenerator()), "receiver changed by %s", c.Hex)
	}
}

// TestRFC9496OneWayMap checks A.3: SetUniformBytes on the RFC's inputs, and
// that the inputs of the hash_to_group entries are SHA-512 of their labels.
func TestRFC9496OneWayMap(t *testing.T) {
	v := loadVectors(t)
	require.Len(t, v.OneWayMap, 11)
	for _, c := range v.OneWayMap {
		P, err := new(Element).SetUniformBytes(unhex(t, c.Input))
		require.NoError(t, err)
		assert.Equal(t, c.Output, hex.EncodeToString(P.Bytes()), "input %s", c.Input)
	}
	require.Len(t, v.HashToGroup, 7)
	for _, c := range v.HashToGroup {
		h := sha512.Sum512([]byte(c.Label))
		assert.Equal(t, c.Input, hex.EncodeToString(h[:]), c.Label)
		P, err := new(Element).SetUniformBytes(h[:])
		require.NoError(t, err)
		assert.Equal(t, c.Output, hex.EncodeToString(P.Bytes()), c.Label)
	}
}
