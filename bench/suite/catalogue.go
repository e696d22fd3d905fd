package suite

import (
	"crypto"
	"crypto/ecdsa"
	"crypto/elliptic"
	_ "crypto/sha256" // SHA-224 and SHA-256, for the digests and crypto/ecdsa
	"math/big"
	"testing"

	jubjubgnark "github.com/consensys/gnark-crypto/ecc/bls12-381/twistededwards"
	"github.com/consensys/gnark-crypto/ecc/bn254"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/definitions/catalogue"
	"github.com/curvekit/curvekit/field"
)

// The groups of definitions/catalogue, whose curves run on field.Prime as a
// user's own curve would:
//
//   - catalogue/p224: ECDSA Sign (RFC 6979, DER) and Verify of a SHA-224
//     digest over P-224, against crypto/ecdsa's P-224 (deterministic with a
//     nil random source since Go 1.24, like curvekit's).
//   - catalogue/brainpoolP256r1: ECDSA Sign and Verify of a SHA-256 digest
//     and ECDH. No Go library the bench module pins has brainpool, so the
//     peer row, "stdlib-P256", is crypto/ecdsa and crypto/ecdh on P-256: what
//     a 256-bit curve costs in the standard library (with its fixed-field
//     assembly), not the same computation.
//   - catalogue/bn254-g1: ScalarMult (k·P for a fixed point P, encoded
//     uncompressed) against gnark-crypto's bn254 G1 (variable time, GLV).
//   - catalogue/jubjub: ScalarBaseMult (k·G, encoded) against gnark-crypto's
//     twisted Edwards curve over BLS12-381's scalar field (variable time).
const (
	GroupCatalogueP224      = "catalogue/p224"
	GroupCatalogueBrainpool = "catalogue/brainpoolP256r1"
	GroupCatalogueBN254     = "catalogue/bn254-g1"
	GroupCatalogueJubjub    = "catalogue/jubjub"
)

func init() {
	registerCatalogueECDSA(GroupCatalogueP224, catalogue.P224(), crypto.SHA224)
	registerCatalogueECDSA(GroupCatalogueBrainpool, catalogue.BrainpoolP256r1(), crypto.SHA256)
	registerCatalogueStdlib()
	registerCatalogueBN254()
	registerCatalogueJubjub()
}

// registerCatalogueECDSA registers curvekit's Sign and Verify (and ECDH for
// brainpool) on a catalogue curve.
func registerCatalogueECDSA(group string, c *catalogue.Weierstrass, hash crypto.Hash) {
	curve, scheme := c.Curve(), c.ECDSA()
	n := curve.Order()
	priv, err := curve.NewPrivateKey(testinput.BE(testinput.Element(n, group+"/d"), curve.ScalarLen()))
	if err != nil {
		panic("suite: " + group + ": " + err.Error())
	}
	peer, err := curve.NewPrivateKey(testinput.BE(testinput.Element(n, group+"/peer"), curve.ScalarLen()))
	if err != nil {
		panic("suite: " + group + ": " + err.Error())
	}
	digest := testinput.Bytes(group+"/digest", hash.Size())
	sig, err := scheme.Sign(priv, digest, nil)
	if err != nil {
		panic("suite: " + group + ": " + err.Error())
	}
	der, pub, peerPub := sig.ASN1(), priv.PublicKey(), peer.PublicKey()
	ops := []Op{
		{"Sign", func(b *testing.B) {
			var out []byte
			for b.Loop() {
				s, _ := scheme.Sign(priv, digest, nil)
				out = s.ASN1()
			}
			sinkBytes = out
		}},
		{"Verify", func(b *testing.B) {
			ok := true
			for b.Loop() {
				ok = ok && scheme.VerifyASN1(pub, digest, der, nil) == nil
			}
			mustBeTrue(b, ok)
		}},
	}
	if group == GroupCatalogueBrainpool {
		ops = append(ops, Op{"ECDH", func(b *testing.B) {
			var s []byte
			for b.Loop() {
				s, _ = priv.ECDH(peerPub)
			}
			sinkBytes = s
		}})
	}
	RegisterImpl(group, Curvekit, ops...)
}

// registerCatalogueStdlib registers crypto/ecdsa on P-224 (the same
// computation) and crypto/ecdsa and crypto/ecdh on P-256 (brainpool's
// reference row).
func registerCatalogueStdlib() {
	for _, g := range []struct {
		group, impl string
		curve       elliptic.Curve
		hash        crypto.Hash
	}{
		{GroupCatalogueP224, "stdlib", elliptic.P224(), crypto.SHA224},
		{GroupCatalogueBrainpool, "stdlib-P256", elliptic.P256(), crypto.SHA256},
	} {
		n := g.curve.Params().N
		size := (n.BitLen() + 7) / 8
		priv, err := ecdsa.ParseRawPrivateKey(g.curve, testinput.BE(testinput.Element(n, g.group+"/d"), size))
		if err != nil {
			panic("suite: " + g.group + ": " + err.Error())
		}
		digest := testinput.Bytes(g.group+"/digest", g.hash.Size())
		der, err := priv.Sign(nil, digest, g.hash)
		if err != nil {
			panic("suite: " + g.group + ": " + err.Error())
		}
		ops := []Op{
			{"Sign", func(b *testing.B) {
				var sig []byte
				for b.Loop() {
					sig, _ = priv.Sign(nil, digest, g.hash)
				}
				sinkBytes = sig
			}},
			{"Verify", func(b *testing.B) {
				ok := true
				for b.Loop() {
					ok = ok && ecdsa.VerifyASN1(&priv.PublicKey, digest, der)
				}
				mustBeTrue(b, ok)
			}},
		}
		if g.group == GroupCatalogueBrainpool {
			ePriv, err := priv.ECDH()
			if err != nil {
				panic("suite: " + g.group + ": " + err.Error())
			}
			peer, err := ecdsa.ParseRawPrivateKey(g.curve, testinput.BE(testinput.Element(n, g.group+"/peer"), size))
			if err != nil {
				panic("suite: " + g.group + ": " + err.Error())
			}
			ePeer, err := peer.PublicKey.ECDH()
			if err != nil {
				panic("suite: " + g.group + ": " + err.Error())
			}
			ops = append(ops, Op{"ECDH", func(b *testing.B) {
				var s []byte
				for b.Loop() {
					s, _ = ePriv.ECDH(ePeer)
				}
				sinkBytes = s
			}})
		}
		RegisterImpl(g.group, g.impl, ops...)
	}
}

// registerCatalogueBN254 registers k·P on BN254 G1, P a fixed multiple of
// the generator, with curvekit's constant-time ScalarMult and gnark-crypto's
// ScalarMultiplication.
func registerCatalogueBN254() {
	curve := catalogue.BN254G1().Curve()
	n := curve.Order()
	k := testinput.Element(n, GroupCatalogueBN254+"/k")
	base := testinput.Element(n, GroupCatalogueBN254+"/P")
	var ks, bs field.PrimeElement
	if field.SetBig(curve.ScalarField(), &ks, k) != nil || field.SetBig(curve.ScalarField(), &bs, base) != nil {
		panic("suite: " + GroupCatalogueBN254 + ": scalar")
	}
	P := curve.NewIdentityPoint().ScalarBaseMult(&bs)
	R := curve.NewIdentityPoint()
	RegisterImpl(GroupCatalogueBN254, Curvekit, Op{"ScalarMult", func(b *testing.B) {
		var enc []byte
		for b.Loop() {
			enc = R.ScalarMult(&ks, P).Bytes()
		}
		sinkBytes = enc
	}})

	_, _, g1, _ := bn254.Generators()
	var gP, gR bn254.G1Affine
	gP.ScalarMultiplication(&g1, base)
	RegisterImpl(GroupCatalogueBN254, "gnark", Op{"ScalarMult", func(b *testing.B) {
		var enc [64]byte
		for b.Loop() {
			enc = gR.ScalarMultiplication(&gP, k).RawBytes()
		}
		sinkBytes = enc[:]
	}})
}

// registerCatalogueJubjub registers k·G on Jubjub, encoded, with curvekit's
// fixed-base tables and gnark-crypto's ScalarMultiplication of its base.
func registerCatalogueJubjub() {
	curve := catalogue.Jubjub().Curve()
	k := testinput.Element(curve.Order(), GroupCatalogueJubjub+"/k")
	var ks field.PrimeElement
	if field.SetBig(curve.ScalarField(), &ks, k) != nil {
		panic("suite: " + GroupCatalogueJubjub + ": scalar")
	}
	R := curve.NewIdentityPoint()
	RegisterImpl(GroupCatalogueJubjub, Curvekit, Op{"ScalarBaseMult", func(b *testing.B) {
		var enc []byte
		for b.Loop() {
			enc = R.ScalarBaseMult(&ks).Bytes()
		}
		sinkBytes = enc
	}})

	params := jubjubgnark.GetEdwardsCurve()
	kk := new(big.Int).Set(k)
	RegisterImpl(GroupCatalogueJubjub, "gnark", Op{"ScalarBaseMult", func(b *testing.B) {
		var p jubjubgnark.PointAffine
		var enc [32]byte
		for b.Loop() {
			enc = p.ScalarMultiplication(&params.Base, kk).Bytes()
		}
		sinkBytes = enc[:]
	}})
}
