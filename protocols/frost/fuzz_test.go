package frost

import (
	"bytes"
	"testing"
)

// FuzzParseCommitment checks that decoding a commitment never panics and
// that whatever decodes re-encodes to the same bytes, in every suite.
func FuzzParseCommitment(f *testing.F) {
	for _, s := range allSuites() {
		keys, _, err := s.TrustedDealerKeygen(nil, 2, 2, nil)
		if err != nil {
			f.Fatal(err)
		}
		_, c, err := s.Commit(keys[0], nil)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(uint64(1), c.Bytes())
	}
	f.Fuzz(func(t *testing.T, id uint64, b []byte) {
		for _, s := range allSuites() {
			c, err := s.ParseCommitment(Identifier(id), b)
			if err != nil {
				continue
			}
			if !bytes.Equal(c.Bytes(), b) || c.Identifier != Identifier(id) {
				t.Fatalf("%s: %x decodes and re-encodes to %x", s, b, c.Bytes())
			}
		}
	})
}

// FuzzParseScalars checks the scalar decoders (signature shares, secret
// shares, identifiers) and Verify on arbitrary signatures: no panic, and
// round trips.
func FuzzParseScalars(f *testing.F) {
	f.Add(uint64(2), bytes.Repeat([]byte{0xff}, 32))
	f.Add(uint64(3), make([]byte, 57))
	f.Add(uint64(0), []byte{1})
	f.Fuzz(func(t *testing.T, id uint64, b []byte) {
		for _, s := range allSuites() {
			if sh, err := s.ParseSignatureShare(Identifier(id), b); err == nil && !bytes.Equal(sh.Bytes(), b) {
				t.Fatalf("%s: share %x re-encodes to %x", s, b, sh.Bytes())
			}
			if x, err := s.ParseSecretShare(Identifier(id), b); err == nil && (!bytes.Equal(x.Bytes(), b) || x.IsZero() == 1) {
				t.Fatalf("%s: secret share %x accepted wrongly", s, b)
			}
			_ = s.Verify(s.g.NewGenerator(), b, b)
			if id, err := s.ParseIdentifier(b); err == nil && string(id.Bytes(s)) != string(b) {
				t.Fatalf("%s: identifier %x re-encodes to %x", s, b, id.Bytes(s))
			}
		}
	})
}
