package axlsign

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"
)

// fuzzSeeds adds a valid signature and the small-order key u = 0 to f.
func fuzzSeeds(f *testing.F, signed bool) {
	kp, err := GenerateKeyPair(bytes.Repeat([]byte{7}, 32))
	require.NoError(f, err)
	msg := []byte("fuzz")
	sig, err := Sign(kp.Private, msg, nil)
	require.NoError(f, err)
	if signed {
		f.Add(kp.Public, append(sig, msg...))
		f.Add(make([]byte, 32), make([]byte, 64))
		return
	}
	f.Add(kp.Public, msg, sig)
	f.Add(make([]byte, 32), msg, sig)
}

// FuzzVerify checks that neither verifier panics or modifies its inputs,
// and that Verify accepts only what VerifyLegacy accepts.
func FuzzVerify(f *testing.F) {
	fuzzSeeds(f, false)
	f.Fuzz(func(t *testing.T, public, msg, sig []byte) {
		p0, m0, s0 := bytes.Clone(public), bytes.Clone(msg), bytes.Clone(sig)
		strict := Verify(public, msg, sig)
		legacy := VerifyLegacy(public, msg, sig)
		require.Equal(t, p0, public)
		require.Equal(t, m0, msg)
		require.Equal(t, s0, sig)
		if strict {
			require.True(t, legacy, "Verify accepted what VerifyLegacy rejects")
		}
	})
}

// FuzzOpenMessage checks that neither opener panics or modifies its input,
// that a returned message is a copy of the tail of signed, and that the
// strict one accepts only what the legacy one accepts.
func FuzzOpenMessage(f *testing.F) {
	fuzzSeeds(f, true)
	f.Fuzz(func(t *testing.T, public, signed []byte) {
		s0 := bytes.Clone(signed)
		msg, ok := OpenMessage(public, signed)
		lmsg, lok := OpenMessageLegacy(public, signed)
		require.Equal(t, s0, signed)
		if ok {
			require.True(t, lok)
			require.Equal(t, signed[SignatureSize:], msg)
			require.Equal(t, msg, lmsg)
			if len(msg) > 0 {
				msg[0] ^= 1
				require.Equal(t, s0, signed, "the message is not a copy")
			}
		} else {
			require.Nil(t, msg)
		}
	})
}
