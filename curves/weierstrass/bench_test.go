package weierstrass_test

import (
	"crypto"
	"crypto/rand"
	"crypto/sha256"
	"fmt"
	"math/big"
	"testing"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/field"
	"github.com/curvekit/curvekit/field/fnr256"
	"github.com/curvekit/curvekit/field/fpr256"
)

// BenchmarkEngine measures the point operations and ECDSA on each curve.
func BenchmarkEngine(b *testing.B) {
	b.Run("P-256", func(b *testing.B) { benchEngine(b, p256(b)) })
	b.Run("secp256k1", func(b *testing.B) { benchEngine(b, secp256k1(b)) })
	b.Run("secp256k1/noGLV", func(b *testing.B) { benchEngine(b, secp256k1NoGLV(b)) })
	b.Run("P-256/Prime", func(b *testing.B) { benchEngine(b, p256Prime(b)) })
	b.Run("P-384/Prime", func(b *testing.B) { benchEngine(b, p384Prime(b)) })
}

func benchEngine[E, S any](b *testing.B, c *weierstrass.Curve[E, S]) {
	// A scalar with no structure: SHA-256 of a label, reduced.
	h := sha256.Sum256([]byte("curvekit weierstrass benchmark scalar"))
	kb := new(big.Int).Mod(new(big.Int).SetBytes(h[:]), c.Order())
	k := new(S)
	if err := field.SetBig(c.ScalarField(), k, kb); err != nil {
		b.Fatal(err)
	}
	p := c.NewGeneratorPoint().Double(c.NewGeneratorPoint())
	v := c.NewIdentityPoint()
	v.ScalarBaseMult(k)
	v.DoubleScalarMultVarTime(k, p, k)
	b.Run("Add", func(b *testing.B) {
		for b.Loop() {
			v.Add(p, v)
		}
	})
	b.Run("Double", func(b *testing.B) {
		for b.Loop() {
			v.Double(v)
		}
	})
	b.Run("ScalarBaseMult", func(b *testing.B) {
		for b.Loop() {
			v.ScalarBaseMult(k)
		}
	})
	b.Run("ScalarMult", func(b *testing.B) {
		for b.Loop() {
			v.ScalarMult(k, p)
		}
	})
	b.Run("DoubleScalarMultVarTime", func(b *testing.B) {
		for b.Loop() {
			v.DoubleScalarMultVarTime(k, p, k)
		}
	})
	b.Run("BytesCompressed", func(b *testing.B) {
		buf := make([]byte, 0, 100)
		for b.Loop() {
			buf = p.AppendBytesCompressed(buf[:0])
		}
	})
	e, err := weierstrass.NewECDSA(c, weierstrass.ECDSAParams{Hash: crypto.SHA256})
	if err != nil {
		b.Fatal(err)
	}
	priv, err := c.NewPrivateKey(kb.FillBytes(make([]byte, c.ScalarLen())))
	if err != nil {
		b.Fatal(err)
	}
	sig, err := e.Sign(priv, h[:], nil)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("Sign", func(b *testing.B) {
		for b.Loop() {
			_, _ = e.Sign(priv, h[:], nil)
		}
	})
	b.Run("Verify", func(b *testing.B) {
		for b.Loop() {
			if e.Verify(priv.PublicKey(), h[:], sig, nil) != nil {
				b.Fatal("invalid signature")
			}
		}
	})
	b.Run("ECDH", func(b *testing.B) {
		for b.Loop() {
			_, _ = priv.ECDH(priv.PublicKey())
		}
	})
}

// BenchmarkMultiScalarMultScaling reports MultiScalarMultVarTime on P-256
// per term; run it with -cpu 1,2,4… to see how its goroutines scale.
func BenchmarkMultiScalarMultScaling(b *testing.B) {
	c := p256(b)
	const most = 4096
	scalars := make([]*fnr256.Element, most)
	points := make([]*weierstrass.Point[fpr256.Element, fnr256.Element], most)
	g := c.NewGeneratorPoint()
	for i := range most {
		k, err := rand.Int(rand.Reader, c.Order())
		if err != nil {
			b.Fatal(err)
		}
		scalars[i] = new(fnr256.Element)
		if err := field.SetBig(c.ScalarField(), scalars[i], k); err != nil {
			b.Fatal(err)
		}
		points[i] = c.NewIdentityPoint().Add(g, g)
		g = points[i]
	}
	v := c.NewIdentityPoint()
	for _, n := range []int{64, 256, 1024, most} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				v.MultiScalarMultVarTime(scalars[:n], points[:n])
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/term")
		})
	}
}
