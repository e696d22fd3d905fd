package differential

import (
	"bytes"
	"math/big"
	"strconv"
	"testing"

	gnarkk256ecdsa "github.com/consensys/gnark-crypto/ecc/secp256k1/ecdsa"
	"github.com/decred/dcrd/dcrec/secp256k1/v4"
	decredecdsa "github.com/decred/dcrd/dcrec/secp256k1/v4/ecdsa"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	ck256 "github.com/curvekit/curvekit/definitions/secp256k1"
)

// halfN is (n − 1)/2 for secp256k1: a low s is at most this.
var halfN = new(big.Int).Rsh(testinput.NK256, 1)

// TestSecp256k1ECDSAAgainstDecred signs random 32-byte digests under random
// keys (decred takes 32-byte hashes) with curvekit's defaults and decred's
// Sign, both RFC 6979 with HMAC-SHA256 and low s: r and s must be
// byte-identical, as must the DER encodings and the recovery ids (decred's
// compact signatures carry 27 + 4 + recid in their first byte); each side
// must verify the other's signature and recover the same public key, and
// both must reject the same damaged signatures.
func TestSecp256k1ECDSAAgainstDecred(t *testing.T) {
	highS := 0
	for i := range 64 {
		label := "secp256k1/" + strconv.Itoa(i)
		d := testinput.BE(testinput.Element(testinput.NK256, label+"/d"), 32)
		digest := testinput.Bytes(label+"/digest", 32)

		priv, err := ck256.NewPrivateKey(d)
		require.NoError(t, err)
		pub := priv.PublicKey()
		dPriv := secp256k1.PrivKeyFromBytes(d)
		dPub := dPriv.PubKey()
		require.Equal(t, dPub.SerializeUncompressed(), pub.Bytes(), "%s: public key", label)

		sig, err := ck256.Sign(priv, digest, nil)
		require.NoError(t, err)
		dSig := decredecdsa.Sign(dPriv, digest)
		dR, dS := dSig.R(), dSig.S()
		wantR, wantS := dR.Bytes(), dS.Bytes()
		require.Equal(t, wantR[:], sig.R(), "%s: r", label)
		require.Equal(t, wantS[:], sig.S(), "%s: s", label)
		require.True(t, sig.IsLowS(), "%s: low s", label)
		assert.LessOrEqual(t, new(big.Int).SetBytes(sig.S()).Cmp(halfN), 0, "%s: s ≤ (n−1)/2", label)
		assert.Equal(t, dSig.Serialize(), sig.ASN1(), "%s: DER", label)

		// Whether s was negated: the unnormalised s is high about half the time.
		raw, err := ck256.Sign(priv, digest, &ck256.SignOptions{S: ck256.AnyS})
		require.NoError(t, err)
		if !bytes.Equal(raw.S(), sig.S()) {
			highS++
		}

		compact := decredecdsa.SignCompact(dPriv, digest, false)
		recid, ok := sig.RecoveryID()
		require.True(t, ok, "%s: Sign records the recovery id", label)
		assert.Equal(t, 27+recid, compact[0], "%s: recovery id", label)
		assert.Equal(t, sig.Bytes(), compact[1:], "%s: compact r ‖ s", label)
		// curvekit's Bitcoin form is decred's SignCompact, byte for byte,
		// and each parses the other's.
		for _, c := range []bool{false, true} {
			want := decredecdsa.SignCompact(dPriv, digest, c)
			got, err := ck256.BitcoinSignature(sig, c)
			require.NoError(t, err)
			assert.Equal(t, want, got, "%s: BitcoinSignature(compressed %v)", label, c)
			parsed, gotC, err := ck256.ParseBitcoinSignature(want)
			require.NoError(t, err)
			assert.Equal(t, c, gotC, "%s: compressed flag", label)
			k, err := ck256.RecoverPublicKey(digest, parsed)
			require.NoError(t, err)
			dk, _, err := decredecdsa.RecoverCompact(got, digest)
			require.NoError(t, err)
			assert.Equal(t, dk.SerializeUncompressed(), k.Bytes(), "%s: keys recovered from the Bitcoin form", label)
		}

		rec, err := ck256.RecoverPublicKey(digest, sig)
		require.NoError(t, err)
		assert.True(t, rec.Equal(pub), "%s: curvekit recovers the key", label)
		dRec, compressed, err := decredecdsa.RecoverCompact(compact, digest)
		require.NoError(t, err)
		assert.False(t, compressed)
		assert.Equal(t, dRec.SerializeUncompressed(), rec.Bytes(), "%s: recovered keys", label)
		for other := byte(0); other < 4; other++ {
			if other == recid {
				continue
			}
			withOther, err := sig.WithRecoveryID(other)
			require.NoError(t, err)
			if k, err := ck256.RecoverPublicKey(digest, withOther); err == nil {
				assert.False(t, k.Equal(pub), "%s: recid %d recovers another key", label, other)
				c := bytes.Clone(compact)
				c[0] = 27 + other
				if dk, _, err := decredecdsa.RecoverCompact(c, digest); err == nil {
					assert.Equal(t, dk.SerializeUncompressed(), k.Bytes(), "%s: recid %d", label, other)
				}
			}
		}

		// Hedged curvekit signatures verify under decred; decred's under
		// curvekit (with the low-S rule too).
		hedged, err := ck256.Sign(priv, digest, &ck256.SignOptions{ExtraEntropy: testinput.Bytes(label+"/extra", 32)})
		require.NoError(t, err)
		assert.False(t, bytes.Equal(hedged.R(), sig.R()), "%s: hedged nonce differs", label)
		assert.True(t, parseDecred(t, hedged).Verify(digest, dPub), "%s: decred verifies curvekit's hedged signature", label)
		dsig, err := ck256.ParseDERSignature(dSig.Serialize())
		require.NoError(t, err)
		assert.True(t, ck256.Verify(pub, digest, dsig), "%s: curvekit verifies decred's signature", label)
		assert.NoError(t, ck256.VerifyWithOptions(pub, digest, dsig, &ck256.VerifyOptions{S: ck256.LowS}))

		for j, bad := range damagedK256(sig, digest, i) {
			bs, err := ck256.NewSignature(bad.r, bad.s)
			if err != nil {
				continue // r or s out of range, refused when parsed
			}
			got := ck256.Verify(pub, bad.digest, bs)
			assert.False(t, got, "%s: damage %d accepted", label, j)
			assert.Equal(t, parseDecred(t, bs).Verify(bad.digest, dPub), got, "%s: damage %d", label, j)
		}

		// ECDH agrees with decred's GenerateSharedSecret.
		peerD := testinput.BE(testinput.Element(testinput.NK256, label+"/peer"), 32)
		peer, err := ck256.NewPrivateKey(peerD)
		require.NoError(t, err)
		shared, err := ck256.ECDH(priv, peer.PublicKey())
		require.NoError(t, err)
		assert.Equal(t, secp256k1.GenerateSharedSecret(dPriv, secp256k1.PrivKeyFromBytes(peerD).PubKey()), shared, "%s: ECDH", label)
	}
	assert.Greater(t, highS, 10, "signatures whose s was normalised are exercised")
}

// parseDecred converts a curvekit signature to decred's.
func parseDecred(t *testing.T, sig *ck256.Signature) *decredecdsa.Signature {
	t.Helper()
	var r, s secp256k1.ModNScalar
	require.False(t, r.SetByteSlice(sig.R()))
	require.False(t, s.SetByteSlice(sig.S()))
	return decredecdsa.NewSignature(&r, &s)
}

type k256Case struct{ digest, r, s []byte }

// damagedK256 returns variants of a valid signature that must not verify:
// flipped bits in r, s and the digest, and r and s swapped.
func damagedK256(sig *ck256.Signature, digest []byte, k int) []k256Case {
	flip := func(b []byte, i int) []byte { c := bytes.Clone(b); c[i%len(c)] ^= 1 << (i % 8); return c }
	r, s := sig.R(), sig.S()
	return []k256Case{
		{digest, flip(r, k), s},
		{digest, r, flip(s, k+5)},
		{flip(digest, k), r, s},
		{digest, s, r},
	}
}

// TestSecp256k1AgainstGnark cross-verifies with gnark-crypto's secp256k1
// ECDSA (random nonces, low s, r ‖ s) and compares public-key recovery.
func TestSecp256k1AgainstGnark(t *testing.T) {
	for i := range 16 {
		label := "secp256k1/gnark/" + strconv.Itoa(i)
		d := testinput.BE(testinput.Element(testinput.NK256, label+"/d"), 32)
		digest := testinput.Bytes(label+"/digest", 32)
		priv, err := ck256.NewPrivateKey(d)
		require.NoError(t, err)
		var g gnarkk256ecdsa.PrivateKey
		_, err = g.SetBytes(append(priv.PublicKey().Bytes()[1:], d...))
		require.NoError(t, err)

		v, r, s, err := g.SignForRecover(digest, nil)
		require.NoError(t, err)
		sig, err := ck256.NewSignature(r.FillBytes(make([]byte, 32)), s.FillBytes(make([]byte, 32)))
		require.NoError(t, err)
		assert.True(t, ck256.Verify(priv.PublicKey(), digest, sig), "%s: curvekit verifies gnark's signature", label)
		_, err = sig.SetRecoveryID(byte(v))
		require.NoError(t, err, "%s: gnark's recovery id %d", label, v)
		rec, err := ck256.RecoverPublicKey(digest, sig)
		require.NoError(t, err, "%s: gnark's recovery id %d", label, v)
		assert.True(t, rec.Equal(priv.PublicKey()), "%s: curvekit recovers the key with gnark's recovery id", label)

		ckSig, err := ck256.Sign(priv, digest, nil)
		require.NoError(t, err)
		ok, err := g.PublicKey.Verify(ckSig.Bytes(), digest, nil)
		assert.NoError(t, err)
		assert.True(t, ok, "%s: gnark verifies curvekit's signature", label)
		recid, _ := ckSig.RecoveryID()
		var gRec gnarkk256ecdsa.PublicKey
		require.NoError(t, gRec.RecoverFrom(digest, uint(recid), new(big.Int).SetBytes(ckSig.R()), new(big.Int).SetBytes(ckSig.S())))
		assert.True(t, gRec.Equal(&g.PublicKey), "%s: gnark recovers the key with curvekit's recovery id", label)
	}
}
