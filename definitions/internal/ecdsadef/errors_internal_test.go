package ecdsadef

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestStripPrefix checks that the package prefixes of lower layers are
// removed from the start of a message, several of them if stacked, and
// nothing else: other words before a colon stay.
func TestStripPrefix(t *testing.T) {
	for in, want := range map[string]string{
		"weierstrass: invalid signature":            "invalid signature",
		"ecdsa: uninitialized key":                  "uninitialized key",
		"weierstrass: hashes: hash 0 not available": "hash 0 not available",
		"invalid point encoding: 64 bytes":          "invalid point encoding: 64 bytes",
		"x509: failed to parse":                     "x509: failed to parse",
		"unexpected EOF":                            "unexpected EOF",
		"":                                          "",
	} {
		assert.Equal(t, want, stripPrefix(in), "%q", in)
	}
}

// TestDefinitionErrorPrintsOnePrefix checks the error type: one prefix, the
// sentinel matched by errors.Is, the cause reached by errors.Is and Unwrap,
// and no sentinel matched when there is none.
func TestDefinitionErrorPrintsOnePrefix(t *testing.T) {
	cause := errors.New("weierstrass: invalid signature")
	err := wrap("p256", ErrInvalidSignature, cause)
	assert.Equal(t, "p256: invalid signature", err.Error())
	assert.ErrorIs(t, err, ErrInvalidSignature)
	assert.ErrorIs(t, err, cause)
	assert.Same(t, cause, errors.Unwrap(err))
	assert.NotErrorIs(t, err, ErrInvalidPublicKey)

	err = newError("secp256k1", ErrUninitializedKey, "", nil)
	assert.Equal(t, "secp256k1: uninitialized key (the zero value holds no key)", err.Error())
	assert.ErrorIs(t, err, ErrUninitializedKey)
	assert.Nil(t, errors.Unwrap(err))

	err = wrap("p256", nil, cause)
	assert.Equal(t, "p256: invalid signature", err.Error())
	assert.NotErrorIs(t, err, ErrInvalidSignature, "no sentinel")
	assert.ErrorIs(t, err, cause)
}
