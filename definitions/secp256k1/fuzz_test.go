package secp256k1_test

import (
	"bytes"
	"crypto/sha256"
	"math/big"
	"testing"

	gecdsa "github.com/consensys/gnark-crypto/ecc/secp256k1/ecdsa"
	"github.com/curvekit/curvekit/definitions/secp256k1"
)

// fuzzKey is a fixed key with a signature as a seed.
func fuzzKey(f *testing.F) (*secp256k1.PrivateKey, []byte, *secp256k1.Signature) {
	priv, err := secp256k1.NewPrivateKey(be32(big.NewInt(0x1234567)))
	if err != nil {
		f.Fatal(err)
	}
	digest := sha256.Sum256([]byte("fuzz"))
	sig, err := secp256k1.Sign(priv, digest[:], nil)
	if err != nil {
		f.Fatal(err)
	}
	return priv, digest[:], sig
}

// FuzzNewPublicKey checks that NewPublicKey never panics, that an accepted
// key re-encodes to its input, and that an accepted point is on the curve
// by the affine equation y² = x³ + 7 in math/big.
func FuzzNewPublicKey(f *testing.F) {
	priv, _, _ := fuzzKey(f)
	f.Add(priv.PublicKey().Bytes())
	f.Add(priv.PublicKey().BytesCompressed())
	f.Add([]byte{0})
	f.Fuzz(func(t *testing.T, b []byte) {
		pub, err := secp256k1.NewPublicKey(b)
		if err != nil {
			return
		}
		enc := pub.Bytes()
		if len(b) == secp256k1.CompressedPublicKeySize {
			if !bytes.Equal(pub.BytesCompressed(), b) {
				t.Fatalf("%x re-encodes to %x", b, pub.BytesCompressed())
			}
		} else if !bytes.Equal(enc, b) {
			t.Fatalf("%x re-encodes to %x", b, enc)
		}
		x, y := new(big.Int).SetBytes(enc[1:33]), new(big.Int).SetBytes(enc[33:])
		lhs := new(big.Int).Exp(y, big.NewInt(2), k256P)
		rhs := new(big.Int).Exp(x, big.NewInt(3), k256P)
		rhs.Add(rhs, big.NewInt(7)).Mod(rhs, k256P)
		if lhs.Cmp(rhs) != 0 {
			t.Fatalf("%x accepted off the curve", b)
		}
	})
}

// FuzzParseDERSignature checks that ParseDERSignature never panics and that
// an accepted signature re-encodes to exactly its input.
func FuzzParseDERSignature(f *testing.F) {
	_, _, sig := fuzzKey(f)
	f.Add(sig.ASN1())
	f.Add([]byte{0x30, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01})
	f.Fuzz(func(t *testing.T, der []byte) {
		sig, err := secp256k1.ParseDERSignature(der)
		if err == nil && !bytes.Equal(sig.ASN1(), der) {
			t.Fatalf("%x re-encodes to %x", der, sig.ASN1())
		}
	})
}

// FuzzVerify checks Verify of compact signatures against gnark-crypto's
// ECDSA on arbitrary digests under a fixed key. gnark-crypto refuses a high
// s, so the comparison uses the low-S option.
func FuzzVerify(f *testing.F) {
	priv, digest, sig := fuzzKey(f)
	var gpub gecdsa.PublicKey
	if _, err := gpub.SetBytes(priv.PublicKey().Bytes()[1:]); err != nil {
		f.Fatal(err)
	}
	f.Add(digest, sig.Bytes())
	f.Add(digest[:7], sig.Bytes())
	f.Fuzz(func(t *testing.T, digest, compact []byte) {
		if len(digest) == 0 {
			return // gnark-crypto reads an empty digest differently (no bits2int)
		}
		s, err := secp256k1.ParseSignature(compact)
		got := err == nil && secp256k1.VerifyWithOptions(priv.PublicKey(), digest, s,
			&secp256k1.VerifyOptions{S: secp256k1.LowS}) == nil
		want, _ := gpub.Verify(compact, digest, nil)
		if got != want {
			t.Fatalf("Verify(%x, %x) = %v, gnark-crypto %v", digest, compact, got, want)
		}
	})
}

// FuzzRecoverPublicKey checks that RecoverPublicKey never panics and that a
// recovered key verifies the signature it was recovered from.
func FuzzRecoverPublicKey(f *testing.F) {
	_, digest, sig := fuzzKey(f)
	id, _ := sig.RecoveryID()
	f.Add(digest, sig.Bytes(), id)
	f.Fuzz(func(t *testing.T, digest, compact []byte, id byte) {
		sig, err := secp256k1.ParseSignature(compact)
		if err != nil {
			return
		}
		if _, err := sig.SetRecoveryID(id); err != nil {
			return
		}
		pub, err := secp256k1.RecoverPublicKey(digest, sig)
		if err == nil && !secp256k1.Verify(pub, digest, sig) {
			t.Fatalf("recovered key does not verify: %x %x %d", digest, compact, id)
		}
	})
}

// FuzzParseEthereumSignature checks that ParseEthereumSignature never
// panics, accepts exactly 65 bytes with v ∈ {0, 1} and r, s in [1, n−1],
// re-encodes an accepted input to itself, and that recovery from it never
// panics.
func FuzzParseEthereumSignature(f *testing.F) {
	_, digest, sig := fuzzKey(f)
	eth, err := secp256k1.EthereumSignature(sig)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(eth)
	f.Add(append(bytes.Clone(eth[:64]), 27))
	f.Add(make([]byte, 65))
	f.Fuzz(func(t *testing.T, b []byte) {
		got, err := secp256k1.ParseEthereumSignature(b)
		if err != nil {
			if got != nil {
				t.Fatal("signature with an error")
			}
			return
		}
		if len(b) != 65 || b[64] > 1 {
			t.Fatalf("accepted %x", b)
		}
		again, err := secp256k1.EthereumSignature(got)
		if err != nil || !bytes.Equal(again, b) {
			t.Fatalf("round trip: %x, %v", again, err)
		}
		_, _ = secp256k1.RecoverPublicKey(digest, got)
	})
}

// FuzzParseBitcoinSignature is FuzzParseEthereumSignature for Bitcoin's
// header ‖ r ‖ s, with headers in [27, 34].
func FuzzParseBitcoinSignature(f *testing.F) {
	_, digest, sig := fuzzKey(f)
	for _, c := range []bool{false, true} {
		btc, err := secp256k1.BitcoinSignature(sig, c)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(btc)
	}
	f.Add(append([]byte{35}, sig.Bytes()...))
	f.Fuzz(func(t *testing.T, b []byte) {
		got, compressed, err := secp256k1.ParseBitcoinSignature(b)
		if err != nil {
			if got != nil {
				t.Fatal("signature with an error")
			}
			return
		}
		if len(b) != 65 || b[0] < 27 || b[0] > 34 || compressed != (b[0] >= 31) {
			t.Fatalf("accepted %x (compressed %v)", b, compressed)
		}
		again, err := secp256k1.BitcoinSignature(got, compressed)
		if err != nil || !bytes.Equal(again, b) {
			t.Fatalf("round trip: %x, %v", again, err)
		}
		_, _ = secp256k1.RecoverPublicKey(digest, got)
	})
}
