package ecdsadef

import (
	"errors"
	"hash"

	"github.com/curvekit/curvekit/curves/weierstrass"
	"github.com/curvekit/curvekit/hashes"
)

// HashToCurve is a definition's RFC 9380 suites: hash_to_field with
// expand_message_xmd over Hash at security level K bits, and the engine's
// map (the SSWU configuration of the curve's Params).
type HashToCurve struct {
	Hash func() hash.Hash // sha256.New for the _XMD:SHA-256_ suites
	K    int              // the suites' k, in bits
}

// expander returns expand_message_xmd of the suites with dst bound, from
// the pool of states (give it back with d.h2cStates.Put), refusing an empty
// dst (RFC 9380 §3.1).
func (d *Curve[E, S]) expander(dst []byte) (*hashes.XMDState, error) {
	if len(dst) == 0 {
		return nil, errors.New(d.Prefix + ": hash-to-curve domain separation tag is empty")
	}
	st, _ := d.h2cStates.Get().(*hashes.XMDState)
	if st == nil {
		var err error
		if st, err = hashes.NewXMDState(d.H2C.Hash, d.H2C.K); err != nil {
			return nil, err
		}
	}
	if err := st.SetDST(dst); err != nil {
		d.h2cStates.Put(st)
		return nil, err
	}
	return st, nil
}

// MapToCurve returns the point of the curve that the field element u maps
// to, nil for a nil u.
func (d *Curve[E, S]) MapToCurve(u *E) *weierstrass.Point[E, S] {
	if u == nil {
		return nil
	}
	p, err := d.Curve().NewIdentityPoint().MapToCurve(u)
	if err != nil {
		panic(d.Prefix + ": internal error: " + err.Error())
	}
	return p
}

// HashToCurve returns hash_to_curve(msg) of the random-oracle suite with the
// domain separation tag dst.
func (d *Curve[E, S]) HashToCurve(msg, dst []byte) (*weierstrass.Point[E, S], error) {
	exp, err := d.expander(dst)
	if err != nil {
		return nil, err
	}
	defer d.h2cStates.Put(exp)
	return d.Curve().NewIdentityPoint().HashToCurve(msg, exp)
}

// EncodeToCurve returns encode_to_curve(msg) of the nonuniform suite with
// the domain separation tag dst.
func (d *Curve[E, S]) EncodeToCurve(msg, dst []byte) (*weierstrass.Point[E, S], error) {
	exp, err := d.expander(dst)
	if err != nil {
		return nil, err
	}
	defer d.h2cStates.Put(exp)
	return d.Curve().NewIdentityPoint().EncodeToCurve(msg, exp)
}
