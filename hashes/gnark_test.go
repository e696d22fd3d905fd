package hashes

import (
	"crypto/sha256"
	"crypto/sha512"
	"math/big"
	mrand "math/rand/v2"
	"testing"

	gnarkfp "github.com/consensys/gnark-crypto/ecc/secp256k1/fp"
	gnarkhash "github.com/consensys/gnark-crypto/field/hash"
	"github.com/stretchr/testify/require"

	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fp25519"
	"github.com/curvekit/curvekit/field/fpk256"
)

// TestAgainstGnark compares expand_message_xmd (SHA-256) and the secp256k1
// hash_to_field with gnark-crypto's independent implementations, for random
// messages, DSTs up to 255 bytes and lengths up to 255 blocks.
func TestAgainstGnark(t *testing.T) {
	rng := mrand.New(mrand.NewPCG(9380, 5))
	for i := range 300 {
		msg := make([]byte, rng.IntN(300))
		dst := make([]byte, rng.IntN(256))
		for j := range msg {
			msg[j] = byte(rng.Uint32())
		}
		for j := range dst {
			dst[j] = byte(rng.Uint32())
		}
		n := 1 + rng.IntN(255*32)
		want, err := gnarkhash.ExpandMsgXmd(msg, dst, n)
		require.NoError(t, err)
		got, err := ExpandMessageXMD(sha256.New, msg, dst, n)
		require.NoError(t, err)
		require.Equal(t, want, got, "case %d", i)

		count := 1 + i%3
		wantU, err := gnarkfp.Hash(msg, dst, count)
		require.NoError(t, err)
		exp, err := NewXMDExpander(sha256.New, dst, 128)
		require.NoError(t, err)
		gotU := make([]fpk256.Element, count)
		require.NoError(t, HashToField(fpk256.Field{}, exp, msg, count, gotU))
		for j := range count {
			var w big.Int
			wantU[j].BigInt(&w)
			require.Equal(t, &w, field.Big[fpk256.Element](fpk256.Field{}, &gotU[j]), "case %d u[%d]", i, j)
		}
	}
}

// BenchmarkExpandXMD expands 96 bytes (the two 48-byte chunks of a P-256
// hash_to_field) with SHA-256, against gnark-crypto.
func BenchmarkExpandXMD(b *testing.B) {
	dst := []byte("QUUX-V01-CS02-with-P256_XMD:SHA-256_SSWU_RO_")
	msg := []byte("abcdef0123456789")
	b.Run("curvekit", func(b *testing.B) {
		e, _ := NewXMDExpander(sha256.New, dst, 128)
		out := make([]byte, 96)
		b.ReportAllocs()
		for b.Loop() {
			_ = e.Expand(out, msg)
		}
	})
	b.Run("gnark", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_, _ = gnarkhash.ExpandMsgXmd(msg, dst, 96)
		}
	})
}

// BenchmarkExpandXOF expands 168 bytes (two edwards448 chunks) with SHAKE256.
func BenchmarkExpandXOF(b *testing.B) {
	e, _ := NewXOFExpander(SHAKE256, []byte("QUUX-V01-CS02-with-edwards448_XOF:SHAKE256_ELL2_RO_"), 224)
	out := make([]byte, 168)
	msg := []byte("abcdef0123456789")
	b.ReportAllocs()
	for b.Loop() {
		_ = e.Expand(out, msg)
	}
}

// BenchmarkHashToField hashes to two elements: secp256k1 against
// gnark-crypto, and edwards25519 and P-256 (field.Prime) on their own.
func BenchmarkHashToField(b *testing.B) {
	msg := []byte("abcdef0123456789")
	k1dst := []byte("QUUX-V01-CS02-with-secp256k1_XMD:SHA-256_SSWU_RO_")
	b.Run("secp256k1/curvekit", func(b *testing.B) {
		e, _ := NewXMDExpander(sha256.New, k1dst, 128)
		var u [2]fpk256.Element
		b.ReportAllocs()
		for b.Loop() {
			_ = HashToField(fpk256.Field{}, e, msg, 2, u[:])
		}
	})
	b.Run("secp256k1/gnark", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_, _ = gnarkfp.Hash(msg, k1dst, 2)
		}
	})
	b.Run("edwards25519/curvekit", func(b *testing.B) {
		e, _ := NewXMDExpander(sha512.New, []byte("QUUX-V01-CS02-with-edwards25519_XMD:SHA-512_ELL2_RO_"), 128)
		var u [2]fp25519.Element
		b.ReportAllocs()
		for b.Loop() {
			_ = HashToField(fp25519.Field{}, e, msg, 2, u[:])
		}
	})
	b.Run("P-256-Prime/curvekit", func(b *testing.B) {
		p, _ := new(big.Int).SetString("ffffffff00000001000000000000000000000000ffffffffffffffffffffffff", 16)
		f, _ := field.NewPrime(p, field.BigEndian)
		e, _ := NewXMDExpander(sha256.New, []byte("QUUX-V01-CS02-with-P256_XMD:SHA-256_SSWU_RO_"), 128)
		var u [2]field.PrimeElement
		b.ReportAllocs()
		for b.Loop() {
			_ = HashToField(f, e, msg, 2, u[:])
		}
	})
}

// BenchmarkNonce measures one RFC 6979 nonce for P-256 with SHA-256:
// seeding plus the first candidate, as one signature needs.
func BenchmarkNonce(b *testing.B) {
	q, _ := new(big.Int).SetString("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551", 16)
	x := make([]byte, 32)
	x[31] = 7
	h1 := sha256.Sum256([]byte("sample"))
	qb := q.Bytes()
	buf := make([]byte, 0, 32)
	b.ReportAllocs()
	for b.Loop() {
		g, _ := NewNonceGenerator(sha256.New, qb, x, h1[:], nil)
		buf = g.Next(buf[:0])
	}
}
