package suite

import (
	stded25519 "crypto/ed25519"
	"strconv"
	"testing"

	"filippo.io/edwards25519"
	circled25519 "github.com/cloudflare/circl/sign/ed25519"
	voicurve "github.com/oasisprotocol/curve25519-voi/curve"
	voiscalar "github.com/oasisprotocol/curve25519-voi/curve/scalar"
	voied25519 "github.com/oasisprotocol/curve25519-voi/primitives/ed25519"

	"github.com/curvekit/curvekit/bench/internal/testinput"
	"github.com/curvekit/curvekit/definitions/ed25519"
	"github.com/curvekit/curvekit/field/fn25519"
)

const (
	// GroupEd25519 is the signature scheme Ed25519 (RFC 8032 §5.1): key
	// generation from a seed, signing, verification, and batch verification
	// measured per signature.
	GroupEd25519 = "ed25519"
	// GroupEdwards25519 is the group edwards25519: scalar multiplications of
	// points in the prime-order subgroup by scalars modulo ℓ.
	GroupEdwards25519 = "edwards25519"

	// batchSize is the number of signatures per batch in the BatchVerify64
	// operations.
	batchSize = 64
)

var (
	sinkBytes           []byte
	sinkEd25519Point    *ed25519.Point
	sinkFilippoPoint    *edwards25519.Point
	sinkVoiEdwardsPoint *voicurve.EdwardsPoint
)

// sigMessageLen is the length of the messages every signature benchmark
// signs: 64 bytes, about a transaction digest with some framing, so that the
// hashing is present but does not dominate.
const sigMessageLen = 64

// ed25519Fixture is a seed, its key pair and a message with its signature,
// derived from label; every implementation is measured on the same bytes
// (they share crypto/ed25519's key layout).
type ed25519Fixture struct {
	seed, priv, pub, msg, sig []byte
}

func newEd25519Fixture(label string) ed25519Fixture {
	seed := testinput.Bytes(label+"/seed", stded25519.SeedSize)
	priv := stded25519.NewKeyFromSeed(seed)
	msg := testinput.Bytes(label+"/msg", sigMessageLen)
	return ed25519Fixture{
		seed: seed,
		priv: priv,
		pub:  priv[32:],
		msg:  msg,
		sig:  stded25519.Sign(priv, msg),
	}
}

// ed25519Batch is batchSize fixtures with distinct keys and messages.
func ed25519Batch() []ed25519Fixture {
	fs := make([]ed25519Fixture, batchSize)
	for i := range fs {
		fs[i] = newEd25519Fixture(GroupEd25519 + "/batch/" + strconv.Itoa(i))
	}
	return fs
}

// benchBatchPerSignature measures batch verification per signature: one
// iteration adds one signature (the i-th of the batch) and every batchSize
// iterations, and after the last, the batch is verified. ns/op is then the
// cost of one signature in a batch of batchSize, comparable with the Verify
// rows. verify must also reset the batch.
func benchBatchPerSignature(b *testing.B, add func(i int), verify func() bool) {
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		add(i % batchSize)
		if (i+1)%batchSize == 0 || i == b.N-1 {
			if !verify() {
				b.Fatal("batch rejected")
			}
		}
	}
}

func init() {
	f := newEd25519Fixture(GroupEd25519)
	batch := ed25519Batch()

	// curvekit: definitions/ed25519, keys with crypto/ed25519's layout.
	ckPriv := ed25519.PrivateKey(f.priv)
	ckPub := ed25519.PublicKey(f.pub)
	RegisterImpl(GroupEd25519, Curvekit,
		Op{"NewKeyFromSeed", func(b *testing.B) {
			var k ed25519.PrivateKey
			for b.Loop() {
				k, _ = ed25519.NewKeyFromSeed(f.seed)
			}
			sinkBytes = k
		}},
		Op{"Sign", func(b *testing.B) {
			var sig []byte
			for b.Loop() {
				sig, _ = ed25519.Sign(ckPriv, f.msg)
			}
			sinkBytes = sig
		}},
		Op{"Verify", func(b *testing.B) {
			ok := true
			for b.Loop() {
				ok = ok && ed25519.Verify(ckPub, f.msg, f.sig)
			}
			mustBeTrue(b, ok)
		}},
		Op{"BatchVerify64", func(b *testing.B) {
			v := ed25519.NewBatchVerifier()
			benchBatchPerSignature(b,
				func(i int) { v.Add(batch[i].pub, batch[i].msg, batch[i].sig) },
				func() bool { ok, _ := v.Verify(nil); v = ed25519.NewBatchVerifier(); return ok })
		}},
	)

	RegisterImpl(GroupEd25519, "stdlib",
		Op{"NewKeyFromSeed", func(b *testing.B) {
			var k stded25519.PrivateKey
			for b.Loop() {
				k = stded25519.NewKeyFromSeed(f.seed)
			}
			sinkBytes = k
		}},
		Op{"Sign", func(b *testing.B) {
			var sig []byte
			for b.Loop() {
				sig = stded25519.Sign(f.priv, f.msg)
			}
			sinkBytes = sig
		}},
		Op{"Verify", func(b *testing.B) {
			ok := true
			for b.Loop() {
				ok = ok && stded25519.Verify(f.pub, f.msg, f.sig)
			}
			mustBeTrue(b, ok)
		}},
	)

	// curve25519-voi with its default options (cofactored verification,
	// public keys decompressed on every call, as the others do).
	RegisterImpl(GroupEd25519, "voi",
		Op{"NewKeyFromSeed", func(b *testing.B) {
			var k voied25519.PrivateKey
			for b.Loop() {
				k = voied25519.NewKeyFromSeed(f.seed)
			}
			sinkBytes = k
		}},
		Op{"Sign", func(b *testing.B) {
			var sig []byte
			for b.Loop() {
				sig = voied25519.Sign(f.priv, f.msg)
			}
			sinkBytes = sig
		}},
		Op{"Verify", func(b *testing.B) {
			ok := true
			for b.Loop() {
				ok = ok && voied25519.Verify(f.pub, f.msg, f.sig)
			}
			mustBeTrue(b, ok)
		}},
		Op{"BatchVerify64", func(b *testing.B) {
			v := voied25519.NewBatchVerifierWithCapacity(batchSize)
			benchBatchPerSignature(b,
				func(i int) { v.Add(batch[i].pub, batch[i].msg, batch[i].sig) },
				func() bool { ok, _ := v.Verify(nil); v.Reset(); return ok })
		}},
	)

	RegisterImpl(GroupEd25519, "circl",
		Op{"NewKeyFromSeed", func(b *testing.B) {
			var k circled25519.PrivateKey
			for b.Loop() {
				k = circled25519.NewKeyFromSeed(f.seed)
			}
			sinkBytes = k
		}},
		Op{"Sign", func(b *testing.B) {
			var sig []byte
			for b.Loop() {
				sig = circled25519.Sign(f.priv, f.msg)
			}
			sinkBytes = sig
		}},
		Op{"Verify", func(b *testing.B) {
			ok := true
			for b.Loop() {
				ok = ok && circled25519.Verify(f.pub, f.msg, f.sig)
			}
			mustBeTrue(b, ok)
		}},
	)
}

// mustBeTrue fails b if a verification in its loop returned false: a
// benchmark of a rejected signature would measure an early exit.
func mustBeTrue(b *testing.B, ok bool) {
	b.Helper()
	sinkBool = ok
	if !ok {
		b.Fatal("verification failed")
	}
}

// The point operations take a scalar s, a second scalar t and a point P in
// the prime-order subgroup, all derived from fixed labels: s·B, s·P and
// s·P + t·B (the verification equation's shape).
func init() {
	s := testinput.LE(testinput.Element(testinput.L25519, GroupEdwards25519+"/s"), 32)
	t := testinput.LE(testinput.Element(testinput.L25519, GroupEdwards25519+"/t"), 32)
	pk := testinput.LE(testinput.Element(testinput.L25519, GroupEdwards25519+"/p"), 32)

	var cs, ct, cp fn25519.Element
	for _, x := range []struct {
		e *fn25519.Element
		b []byte
	}{{&cs, s}, {&ct, t}, {&cp, pk}} {
		if err := (fn25519.Field{}).SetBytes(x.e, x.b); err != nil {
			panic("suite: edwards25519 scalar: " + err.Error())
		}
	}
	curve := ed25519.Curve()
	cP := curve.NewIdentityPoint().ScalarBaseMult(&cp)
	RegisterImpl(GroupEdwards25519, Curvekit,
		Op{"ScalarBaseMult", func(b *testing.B) {
			v := curve.NewIdentityPoint()
			for b.Loop() {
				v.ScalarBaseMult(&cs)
			}
			sinkEd25519Point = v
		}},
		Op{"ScalarMult", func(b *testing.B) {
			v := curve.NewIdentityPoint()
			for b.Loop() {
				v.ScalarMult(&cs, cP)
			}
			sinkEd25519Point = v
		}},
		Op{"DoubleScalarMultVarTime", func(b *testing.B) {
			v := curve.NewIdentityPoint()
			for b.Loop() {
				v.DoubleScalarMultVarTime(&cs, cP, &ct)
			}
			sinkEd25519Point = v
		}},
	)

	fs := mustFilippoScalar(s)
	ft := mustFilippoScalar(t)
	fP := new(edwards25519.Point).ScalarBaseMult(mustFilippoScalar(pk))
	RegisterImpl(GroupEdwards25519, "filippo",
		Op{"ScalarBaseMult", func(b *testing.B) {
			v := new(edwards25519.Point)
			for b.Loop() {
				v.ScalarBaseMult(fs)
			}
			sinkFilippoPoint = v
		}},
		Op{"ScalarMult", func(b *testing.B) {
			v := new(edwards25519.Point)
			for b.Loop() {
				v.ScalarMult(fs, fP)
			}
			sinkFilippoPoint = v
		}},
		Op{"DoubleScalarMultVarTime", func(b *testing.B) {
			v := new(edwards25519.Point)
			for b.Loop() {
				v.VarTimeDoubleScalarBaseMult(fs, fP, ft)
			}
			sinkFilippoPoint = v
		}},
	)

	vs := mustVoiScalar(s)
	vt := mustVoiScalar(t)
	vP := voicurve.NewEdwardsPoint().MulBasepoint(voicurve.ED25519_BASEPOINT_TABLE, mustVoiScalar(pk))
	RegisterImpl(GroupEdwards25519, "voi",
		Op{"ScalarBaseMult", func(b *testing.B) {
			v := voicurve.NewEdwardsPoint()
			for b.Loop() {
				v.MulBasepoint(voicurve.ED25519_BASEPOINT_TABLE, vs)
			}
			sinkVoiEdwardsPoint = v
		}},
		Op{"ScalarMult", func(b *testing.B) {
			v := voicurve.NewEdwardsPoint()
			for b.Loop() {
				v.Mul(vP, vs)
			}
			sinkVoiEdwardsPoint = v
		}},
		Op{"DoubleScalarMultVarTime", func(b *testing.B) {
			v := voicurve.NewEdwardsPoint()
			for b.Loop() {
				v.DoubleScalarMulBasepointVartime(vs, vP, vt)
			}
			sinkVoiEdwardsPoint = v
		}},
	)
}

func mustFilippoScalar(b []byte) *edwards25519.Scalar {
	s, err := edwards25519.NewScalar().SetCanonicalBytes(b)
	if err != nil {
		panic("suite: filippo scalar: " + err.Error())
	}
	return s
}

func mustVoiScalar(b []byte) *voiscalar.Scalar {
	s, err := voiscalar.NewFromCanonicalBytes(b)
	if err != nil {
		panic("suite: voi scalar: " + err.Error())
	}
	return s
}
