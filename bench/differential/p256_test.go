package differential

import (
	"bytes"
	"crypto"
	"crypto/ecdh"
	"crypto/ecdsa"
	"crypto/rand"
	"strconv"
	"testing"

	gnarkp256ecdsa "github.com/consensys/gnark-crypto/ecc/secp256r1/ecdsa"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/definitions/p256"
)

// TestP256AgainstStdlib signs random digests under random keys with
// curvekit and crypto/ecdsa: deterministic (RFC 6979) signatures must be
// byte-identical DER, hedged ones of each must verify under the other, both
// must reject the same damaged signatures, and ECDH must agree with
// crypto/ecdh.
func TestP256AgainstStdlib(t *testing.T) {
	for i := range 32 {
		label := "p256/" + strconv.Itoa(i)
		d := testinput.BE(testinput.Element(testinput.NR256, label+"/d"), 32)
		digest := testinput.Bytes(label+"/digest", 32)

		priv, err := p256.NewPrivateKey(d)
		require.NoError(t, err)
		sPriv, err := priv.ToECDSA()
		require.NoError(t, err)
		ePriv, err := ecdh.P256().NewPrivateKey(d)
		require.NoError(t, err)
		require.Equal(t, ePriv.PublicKey().Bytes(), priv.PublicKey().Bytes(), "%s: public key", label)
		sPub := &sPriv.PublicKey
		pub := priv.PublicKey()

		ckDet, err := priv.Sign(nil, digest, crypto.SHA256)
		require.NoError(t, err)
		sDet, err := sPriv.Sign(nil, digest, crypto.SHA256)
		require.NoError(t, err)
		require.Equal(t, sDet, ckDet, "%s: RFC 6979 signature", label)

		ckHedged, err := priv.Sign(rand.Reader, digest, crypto.SHA256)
		require.NoError(t, err)
		sHedged, err := ecdsa.SignASN1(rand.Reader, sPriv, digest)
		require.NoError(t, err)
		assert.NotEqual(t, ckDet, ckHedged, "%s: hedged signature is not the deterministic one", label)
		assert.True(t, ecdsa.VerifyASN1(sPub, digest, ckHedged), "%s: crypto/ecdsa verifies curvekit's signature", label)
		assert.True(t, p256.VerifyASN1(pub, digest, sHedged), "%s: curvekit verifies crypto/ecdsa's signature", label)

		// Digests of other lengths are truncated or padded by bits2int alike.
		for _, n := range []int{20, 48, 64} {
			long := testinput.Bytes(label+"/digest"+strconv.Itoa(n), n)
			ckSig, err := priv.Sign(rand.Reader, long, crypto.SHA256)
			require.NoError(t, err)
			sSig, err := ecdsa.SignASN1(rand.Reader, sPriv, long)
			require.NoError(t, err)
			assert.True(t, ecdsa.VerifyASN1(sPub, long, ckSig), "%s: %d-byte digest, crypto/ecdsa verifies curvekit", label, n)
			assert.True(t, p256.VerifyASN1(pub, long, sSig), "%s: %d-byte digest, curvekit verifies crypto/ecdsa", label, n)
		}

		for j, bad := range damagedDER(sHedged, digest, i) {
			want := ecdsa.VerifyASN1(sPub, bad.digest, bad.der)
			assert.False(t, want, "%s: damage %d accepted by crypto/ecdsa", label, j)
			assert.Equal(t, want, p256.VerifyASN1(pub, bad.digest, bad.der), "%s: damage %d", label, j)
		}

		// ECDH with a peer key.
		peerD := testinput.BE(testinput.Element(testinput.NR256, label+"/peer"), 32)
		peer, err := p256.NewPrivateKey(peerD)
		require.NoError(t, err)
		ePeer, err := ecdh.P256().NewPrivateKey(peerD)
		require.NoError(t, err)
		ck, err := p256.ECDH(priv, peer.PublicKey())
		require.NoError(t, err)
		want, err := ePriv.ECDH(ePeer.PublicKey())
		require.NoError(t, err)
		assert.Equal(t, want, ck, "%s: ECDH", label)
	}
}

type derCase struct{ digest, der []byte }

// damagedDER returns variants of a valid DER signature that no verifier may
// accept: a flipped bit in r, in s and in the digest, r and s swapped
// (different integers with overwhelming probability), and trailing garbage.
func damagedDER(der, digest []byte, k int) []derCase {
	sig, err := p256.ParseDERSignature(der)
	if err != nil {
		panic(err)
	}
	r, s := sig.R(), sig.S()
	reencode := func(r, s []byte) []byte {
		x, err := p256.NewSignature(r, s)
		if err != nil {
			return append(bytes.Clone(der), 0) // out of range: another invalid encoding
		}
		return x.ASN1()
	}
	flip := func(b []byte, i int) []byte { c := bytes.Clone(b); c[i%len(c)] ^= 1 << (i % 8); return c }
	return []derCase{
		{digest, reencode(flip(r, k), s)},
		{digest, reencode(r, flip(s, k+3))},
		{flip(digest, k), der},
		{digest, reencode(s, r)},
		{digest, append(bytes.Clone(der), 0)},
	}
}

// TestP256AgainstGnark cross-verifies with gnark-crypto's secp256r1 ECDSA,
// which signs with random nonces and a low s, rejects a high s, and
// encodes r ‖ s.
func TestP256AgainstGnark(t *testing.T) {
	for i := range 16 {
		label := "p256/gnark/" + strconv.Itoa(i)
		d := testinput.BE(testinput.Element(testinput.NR256, label+"/d"), 32)
		digest := testinput.Bytes(label+"/digest", 32)
		priv, err := p256.NewPrivateKey(d)
		require.NoError(t, err)
		var g gnarkp256ecdsa.PrivateKey
		_, err = g.SetBytes(append(priv.PublicKey().Bytes()[1:], d...))
		require.NoError(t, err)

		gSig, err := g.Sign(digest, nil)
		require.NoError(t, err)
		sig, err := p256.ParseSignature(gSig)
		require.NoError(t, err)
		assert.True(t, p256.Verify(priv.PublicKey(), digest, sig), "%s: curvekit verifies gnark's signature", label)

		ckSig, err := p256.Sign(priv, digest, &p256.SignOptions{S: p256.LowS})
		require.NoError(t, err)
		ok, err := g.PublicKey.Verify(ckSig.Bytes(), digest, nil)
		assert.NoError(t, err)
		assert.True(t, ok, "%s: gnark verifies curvekit's low-S signature", label)

		bad := bytes.Clone(gSig)
		bad[i%64] ^= 1
		if badSig, err := p256.ParseSignature(bad); err == nil {
			assert.False(t, p256.Verify(priv.PublicKey(), digest, badSig), "%s: damaged gnark signature", label)
		}
	}
}
