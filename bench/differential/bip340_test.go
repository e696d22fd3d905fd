package differential

import (
	"bytes"
	"strconv"
	"testing"

	"github.com/btcsuite/btcd/btcec/v2"
	btcschnorr "github.com/btcsuite/btcd/btcec/v2/schnorr"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/definitions/secp256k1/schnorr"
)

// TestBIP340AgainstBtcec signs random 32-byte messages under random keys
// with random auxiliary randomness in curvekit and in btcec (whose
// CustomNonce option is BIP-340's default signing with that aux): the x-only
// public keys and the signatures must be byte-identical, each must verify
// the other's, and both must reject the same damaged signatures. Half of the
// keys have an odd y, which BIP-340 negates before signing.
func TestBIP340AgainstBtcec(t *testing.T) {
	oddY := 0
	for i := range 64 {
		label := "bip340/" + strconv.Itoa(i)
		d := testinput.BE(testinput.Element(testinput.NK256, label+"/d"), 32)
		msg := testinput.Bytes(label+"/msg", 32)
		var aux [32]byte
		copy(aux[:], testinput.Bytes(label+"/aux", 32))
		if i%8 == 0 {
			aux = [32]byte{} // SignDeterministic's all-zero aux
		}

		priv, err := schnorr.NewPrivateKey(d)
		require.NoError(t, err)
		bPriv, bPubFull := btcec.PrivKeyFromBytes(d)
		if bPubFull.SerializeCompressed()[0] == 0x03 {
			oddY++
		}
		pubBytes := priv.PublicKey().Bytes()
		require.Equal(t, btcschnorr.SerializePubKey(bPubFull), pubBytes, "%s: x-only public key", label)
		bPub, err := btcschnorr.ParsePubKey(pubBytes)
		require.NoError(t, err)

		ckSig, err := schnorr.Sign(priv, msg, aux[:])
		require.NoError(t, err)
		bSig, err := btcschnorr.Sign(bPriv, msg, btcschnorr.CustomNonce(aux))
		require.NoError(t, err)
		require.Equal(t, bSig.Serialize(), ckSig, "%s: signature", label)
		if aux == [32]byte{} {
			det, err := schnorr.SignDeterministic(priv, msg)
			require.NoError(t, err)
			assert.Equal(t, ckSig, det, "%s: SignDeterministic is aux = 0", label)
		}

		parsed, err := btcschnorr.ParseSignature(ckSig)
		require.NoError(t, err)
		assert.True(t, parsed.Verify(msg, bPub), "%s: btcec verifies curvekit's signature", label)
		assert.True(t, schnorr.Verify(priv.PublicKey(), msg, bSig.Serialize()), "%s: curvekit verifies btcec's signature", label)

		for j, bad := range damagedBIP340(ckSig, msg, i) {
			want := false
			if s, err := btcschnorr.ParseSignature(bad.sig); err == nil {
				want = s.Verify(bad.msg, bPub)
			}
			assert.False(t, want, "%s: btcec accepts damage %d", label, j)
			assert.Equal(t, want, schnorr.Verify(priv.PublicKey(), bad.msg, bad.sig), "%s: damage %d", label, j)
		}
	}
	assert.Greater(t, oddY, 10, "keys with odd y are exercised")
}

type bip340Case struct{ msg, sig []byte }

// damagedBIP340 returns variants of a valid signature that must not verify:
// flipped bits in r, in s and in the message, s + n (out of range), and an
// r of 28 leading 0xff bytes (at least p, out of range).
func damagedBIP340(sig, msg []byte, k int) []bip340Case {
	flip := func(b []byte, i int) []byte { c := bytes.Clone(b); c[i%len(c)] ^= 1 << (i % 8); return c }
	sPlusN := bytes.Clone(sig)
	s := testinput.FromBE(sig[32:])
	s.Add(s, testinput.NK256)
	if s.BitLen() <= 256 {
		s.FillBytes(sPlusN[32:])
	} else {
		sPlusN[32] = 0xff // s ≥ n anyway
	}
	rHigh := bytes.Clone(sig)
	for i := range 28 {
		rHigh[i] = 0xff // ≥ p = 2^256 − 2^32 − 977
	}
	return []bip340Case{
		{msg, flip(sig, k%32)},
		{msg, flip(sig, 32+(k+1)%32)},
		{flip(msg, k), sig},
		{msg, sPlusN},
		{msg, rHigh},
	}
}
