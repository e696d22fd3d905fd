package ecdsadef_test

import (
	"crypto/sha256"
	"errors"
	"strings"
	"testing"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/definitions/internal/ecdsadef"
	"github.com/curvekit/curvekit/definitions/p256"
	"github.com/curvekit/curvekit/field/fnr256"
	"github.com/curvekit/curvekit/field/fpr256"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type (
	priv = weierstrass.PrivateKey[fpr256.Element, fnr256.Element]
	pub  = weierstrass.PublicKey[fpr256.Element, fnr256.Element]
	sig  = weierstrass.Signature[fpr256.Element, fnr256.Element]
)

// def is a definition over P-256's engine curve and scheme, as a curve
// package builds its own.
var def = &ecdsadef.Curve[fpr256.Element, fnr256.Element]{Prefix: "test", Curve: p256.Curve, Scheme: p256.Scheme}

// TestCurveRefusesNilAndZeroValues calls every method of Curve with nil and
// zero-value keys and signatures: each returns the documented sentinel,
// printed with the definition's prefix once, and none panics.
func TestCurveRefusesNilAndZeroValues(t *testing.T) {
	k, err := def.GenerateKey(nil)
	require.NoError(t, err)
	digest := sha256.Sum256([]byte("layer"))
	good, err := def.Sign(k, digest[:], nil)
	require.NoError(t, err)
	cases := []struct {
		name string
		want error
		call func() error
	}{
		{"Sign(nil)", ecdsadef.ErrUninitializedKey, func() error { _, err := def.Sign(nil, digest[:], nil); return err }},
		{"Sign(zero)", ecdsadef.ErrUninitializedKey, func() error { _, err := def.Sign(new(priv), digest[:], nil); return err }},
		{"SignTo(nil sig)", ecdsadef.ErrUninitializedSignature, func() error { return def.SignTo(nil, k, digest[:], nil) }},
		{"SignASN1(nil)", ecdsadef.ErrUninitializedKey, func() error { _, err := def.SignASN1(nil, nil, digest[:], nil); return err }},
		{"Verify(nil key)", ecdsadef.ErrUninitializedKey, func() error { return def.Verify(nil, digest[:], good, nil) }},
		{"Verify(zero sig)", ecdsadef.ErrUninitializedSignature, func() error { return def.Verify(k.PublicKey(), digest[:], new(sig), nil) }},
		{"Verify(wrong digest)", ecdsadef.ErrInvalidSignature, func() error { return def.Verify(k.PublicKey(), digest[1:], good, nil) }},
		{"VerifyASN1(zero key)", ecdsadef.ErrUninitializedKey, func() error { return def.VerifyASN1(new(pub), digest[:], good.ASN1(), nil) }},
		{"VerifyASN1(bad DER)", ecdsadef.ErrInvalidSignature, func() error { return def.VerifyASN1(k.PublicKey(), digest[:], good.Bytes(), nil) }},
		{"ECDH(nil, pub)", ecdsadef.ErrUninitializedKey, func() error { _, err := def.ECDH(nil, k.PublicKey()); return err }},
		{"ECDH(priv, zero)", ecdsadef.ErrUninitializedKey, func() error { _, err := def.ECDH(k, new(pub)); return err }},
		{"RecoverPublicKey(nil)", ecdsadef.ErrUninitializedSignature, func() error { _, err := def.RecoverPublicKey(digest[:], nil, nil); return err }},
		{"NewPrivateKey(short)", ecdsadef.ErrInvalidPrivateKey, func() error { _, err := def.NewPrivateKey(make([]byte, 31)); return err }},
		{"NewPublicKey(nil)", ecdsadef.ErrInvalidPublicKey, func() error { _, err := def.NewPublicKey(nil); return err }},
		{"NewPublicKeyFromPoint(nil)", ecdsadef.ErrInvalidPublicKey, func() error { _, err := def.NewPublicKeyFromPoint(nil); return err }},
		{"ParseSignature(short)", ecdsadef.ErrMalformedSignature, func() error { _, err := def.ParseSignature(make([]byte, 63)); return err }},
		{"ParseDERSignature(nil)", ecdsadef.ErrMalformedSignature, func() error { _, err := def.ParseDERSignature(nil); return err }},
		{"NewSignature(0, 0)", ecdsadef.ErrMalformedSignature, func() error { _, err := def.NewSignature([]byte{0}, []byte{0}); return err }},
		{"EthereumBytes(nil)", ecdsadef.ErrUninitializedSignature, func() error { _, err := def.EthereumBytes(nil); return err }},
		{"BitcoinBytes(zero)", ecdsadef.ErrUninitializedSignature, func() error { _, err := def.BitcoinBytes(new(sig), true); return err }},
		{"ParseEthereum(nil)", ecdsadef.ErrMalformedSignature, func() error { _, err := def.ParseEthereum(nil); return err }},
		{"ParseBitcoin(nil)", ecdsadef.ErrMalformedSignature, func() error { _, _, err := def.ParseBitcoin(nil); return err }},
		{"CheckPrivateKey(nil)", ecdsadef.ErrUninitializedKey, func() error { return def.CheckPrivateKey(nil) }},
		{"CheckPublicKey(zero)", ecdsadef.ErrUninitializedKey, func() error { return def.CheckPublicKey(new(pub)) }},
	}
	for _, tc := range cases {
		require.NotPanics(t, func() {
			err := tc.call()
			require.Error(t, err, tc.name)
			assert.ErrorIs(t, err, tc.want, tc.name)
			msg := err.Error()
			assert.True(t, strings.HasPrefix(msg, "test: ") && !strings.Contains(msg, "weierstrass:") &&
				!strings.Contains(msg, "ecdsa:"), "%s: %q", tc.name, msg)
		}, tc.name)
	}
	// The engine's error stays reachable beneath the sentinel.
	err = def.Verify(k.PublicKey(), digest[1:], good, nil)
	require.NotNil(t, errors.Unwrap(err))
	assert.True(t, strings.HasPrefix(errors.Unwrap(err).Error(), "weierstrass: "))
}
