package frost

import (
	"fmt"
	"io"
	"slices"

	"github.com/curvekit/curvekit/group"
)

// Identifier names a participant: the non-zero x-coordinate at which the
// secret polynomial is evaluated for its share (RFC 9591 §3.2). It enters
// the protocol as the scalar of the same value.
type Identifier uint64

// scalar returns id as a scalar of g.
func (id Identifier) scalar(g group.Group) group.Scalar {
	return g.NewScalar().SetUint64(uint64(id))
}

// KeyPackage is what one participant holds after key generation: its
// identifier, its secret share s_i, its public share PK_i = s_i·G, the group
// public key and the threshold. The secret share is wiped by Zeroize.
type KeyPackage struct {
	Identifier     Identifier
	SecretShare    group.Scalar
	PublicShare    group.Element
	GroupPublicKey group.Element
	MinSigners     int
}

// Zeroize wipes the secret share.
func (k *KeyPackage) Zeroize() {
	if k.SecretShare != nil {
		k.SecretShare.Zeroize()
	}
}

// PublicKeyPackage is what everyone may know after key generation: the
// group public key, every participant's public share and the VSS commitment
// to the polynomial (its coefficients times G; the first is the group
// public key). The coordinator uses it to verify signature shares.
type PublicKeyPackage struct {
	GroupPublicKey group.Element
	PublicShares   map[Identifier]group.Element
	Commitment     []group.Element
}

// evalPolynomial returns f(x) = Σ coeffs[j]·x^j by Horner's rule, in
// constant time in the coefficients.
func evalPolynomial(g group.Group, coeffs []group.Scalar, x group.Scalar) group.Scalar {
	v := g.NewScalar()
	for j := len(coeffs) - 1; j >= 0; j-- {
		v.Multiply(v, x)
		v.Add(v, coeffs[j])
	}
	return v
}

// vssCommit returns the VSS commitment to coeffs: coeffs[j]·G for each j
// (RFC 9591 Appendix C.2, vss_commit).
func vssCommit(g group.Group, coeffs []group.Scalar) []group.Element {
	c := make([]group.Element, len(coeffs))
	for j, a := range coeffs {
		c[j] = g.NewElement().ScalarBaseMult(a)
	}
	return c
}

// commitmentAt returns Σ commitment[j]·id^j, the public share that the VSS
// commitment assigns to id. It runs on public data.
func commitmentAt(g group.Group, commitment []group.Element, id Identifier) group.Element {
	x := id.scalar(g)
	v := g.NewElement()
	for j := len(commitment) - 1; j >= 0; j-- {
		v.ScalarMult(x, v)
		v.Add(v, commitment[j])
	}
	return v
}

// VerifySecretShare checks share = f(id) against the dealer's VSS
// commitment to f: share·G = Σ commitment[j]·id^j (RFC 9591 Appendix C.2,
// vss_verify). It returns an error wrapping ErrInvalidSecretShare otherwise.
func (s *Suite) VerifySecretShare(id Identifier, share group.Scalar, commitment []group.Element) error {
	if err := s.usable(); err != nil {
		return err
	}
	if id == 0 {
		return fmt.Errorf("%w: zero", ErrInvalidIdentifier)
	}
	if len(commitment) == 0 || slices.Contains(commitment, nil) || share == nil {
		return fmt.Errorf("%w: empty or incomplete VSS commitment or share", ErrInvalidParameters)
	}
	lhs := s.g.NewElement().ScalarBaseMult(share)
	if lhs.Equal(commitmentAt(s.g, commitment, id)) != 1 {
		return fmt.Errorf("%w for participant %d", ErrInvalidSecretShare, id)
	}
	return nil
}

// TrustedDealerKeygen splits secret (a random one if secret is nil) into
// maxSigners shares of which any minSigners recover it, with a random
// polynomial drawn from rand (crypto/rand when nil), as RFC 9591
// Appendix C does. Participants are numbered 1 to maxSigners.
func (s *Suite) TrustedDealerKeygen(secret group.Scalar, minSigners, maxSigners int, rand io.Reader) ([]*KeyPackage, *PublicKeyPackage, error) {
	if err := s.usable(); err != nil {
		return nil, nil, err
	}
	if minSigners < 2 || maxSigners < minSigners {
		return nil, nil, fmt.Errorf("%w: need 2 ≤ minSigners (%d) ≤ maxSigners (%d)", ErrInvalidParameters, minSigners, maxSigners)
	}
	coeffs := make([]group.Scalar, minSigners)
	defer func() {
		for _, c := range coeffs {
			if c != nil {
				c.Zeroize()
			}
		}
	}()
	if secret != nil {
		coeffs[0] = s.g.NewScalar().Set(secret)
	}
	for j := range coeffs {
		if coeffs[j] != nil {
			continue
		}
		c, err := s.g.RandomScalar(rand)
		if err != nil {
			return nil, nil, fmt.Errorf("frost: %w", err)
		}
		coeffs[j] = c
	}
	return s.SplitWithPolynomial(coeffs, maxSigners)
}

// SplitWithPolynomial is TrustedDealerKeygen with the polynomial given:
// coeffs[0] is the group secret key and coeffs[1:] the random coefficients
// (share_polynomial_coefficients of the RFC's vectors). The threshold is
// len(coeffs). It does not modify or keep coeffs.
func (s *Suite) SplitWithPolynomial(coeffs []group.Scalar, maxSigners int) ([]*KeyPackage, *PublicKeyPackage, error) {
	if err := s.usable(); err != nil {
		return nil, nil, err
	}
	if len(coeffs) < 2 || maxSigners < len(coeffs) {
		return nil, nil, fmt.Errorf("%w: need 2 ≤ threshold (%d) ≤ maxSigners (%d)", ErrInvalidParameters, len(coeffs), maxSigners)
	}
	if coeffs[0].IsZero() == 1 {
		return nil, nil, fmt.Errorf("%w: the group secret key is zero", ErrInvalidEncoding)
	}
	commitment := vssCommit(s.g, coeffs)
	pub := &PublicKeyPackage{
		GroupPublicKey: commitment[0],
		PublicShares:   make(map[Identifier]group.Element, maxSigners),
		Commitment:     commitment,
	}
	keys := make([]*KeyPackage, maxSigners)
	for i := range keys {
		id := Identifier(i + 1)
		share := evalPolynomial(s.g, coeffs, id.scalar(s.g))
		ps := s.g.NewElement().ScalarBaseMult(share)
		pub.PublicShares[id] = ps
		keys[i] = &KeyPackage{Identifier: id, SecretShare: share, PublicShare: ps,
			GroupPublicKey: commitment[0], MinSigners: len(coeffs)}
	}
	return keys, pub, nil
}

// lagrange returns λ_i = Π_{j≠i} x_j/(x_j − x_i) for the signer x_i among
// signers (RFC 9591 §4.2, derive_interpolating_value): the coefficient of
// f(x_i) in f(0). signers must hold x_i and no repeated or zero identifier.
func lagrange(g group.Group, id Identifier, signers []Identifier) (group.Scalar, error) {
	return lagrangeAt(g, id, signers, g.NewScalar())
}

// lagrangeAt returns Π_{j≠i} (x − x_j)/(x_i − x_j), the coefficient of
// f(x_i) in f(x) when f is interpolated from its values at signers.
func lagrangeAt(g group.Group, id Identifier, signers []Identifier, x group.Scalar) (group.Scalar, error) {
	if !slices.Contains(signers, id) {
		return nil, fmt.Errorf("%w: %d is not among the signers", ErrInvalidIdentifier, id)
	}
	num, den := g.NewScalar().SetUint64(1), g.NewScalar().SetUint64(1)
	xi := id.scalar(g)
	for _, j := range signers {
		if j == id {
			continue
		}
		xj := j.scalar(g)
		num.Multiply(num, g.NewScalar().Subtract(x, xj))
		den.Multiply(den, g.NewScalar().Subtract(xi, xj))
	}
	return num.Multiply(num, den.Invert(den)), nil
}

// checkIdentifiers refuses zero and repeated identifiers.
func checkIdentifiers(ids []Identifier) error {
	seen := make(map[Identifier]bool, len(ids))
	for _, id := range ids {
		if id == 0 {
			return fmt.Errorf("%w: zero", ErrInvalidIdentifier)
		}
		if seen[id] {
			return fmt.Errorf("%w: %d appears twice", ErrInvalidIdentifier, id)
		}
		seen[id] = true
	}
	return nil
}
