package frost

import (
	"crypto/sha256"
	"fmt"
	"slices"

	"github.com/curvekit/curvekit/group"
)

// The BIP-340 (taproot) variant of FROST(secp256k1, SHA-256), as the
// ZcashFoundation reference implementation defines it (frost-secp256k1-tr);
// it is not part of RFC 9591. Its signatures are BIP-340 Schnorr signatures,
// which verify with definitions/secp256k1/schnorr:
//   - the context string is "FROST-secp256k1-SHA256-TR-v1"; H1, H3, H4, H5
//     and the DKG hash are those of FROST(secp256k1, SHA-256) under it;
//   - H2 is BIP-340's challenge, tagged_hash("BIP0340/challenge", x(R) ‖
//     x(PK) ‖ msg) mod n;
//   - BIP-340 keys and nonces have even y: when the group commitment R has
//     odd y every signer negates its nonce part d_i + e_i·ρ_i, and when the
//     group public key has odd y every signer negates its secret share, so
//     that z = k + c·x for the even-y R = k·G and PK = x·G;
//   - a signature is x(R) ‖ z, 64 bytes.
//
// No taproot tweak is applied (the reference vectors sign under the
// untweaked key); a caller who needs BIP-341 key-path spending tweaks the
// group key before signing.

var secp256k1TRSuite = &Suite{"FROST(secp256k1, SHA-256, TR)", "FROST-secp256k1-SHA256-TR-v1", group.Secp256k1(), sha256Field}

// Secp256k1TR returns the BIP-340 variant of FROST(secp256k1, SHA-256) of
// the reference implementation (frost-secp256k1-tr); see taproot.go.
func Secp256k1TR() *Suite { return secp256k1TRSuite }

func (s *Suite) isTaproot() bool { return s == secp256k1TRSuite }

// hasOddY says whether a secp256k1 element has odd y: the prefix 0x03 of
// its compressed encoding. Only public elements are passed to it.
func hasOddY(e group.Element) bool { return e.Bytes()[0] == 0x03 }

// bip340Challenge is tagged_hash("BIP0340/challenge", x(R) ‖ x(PK) ‖ msg)
// reduced modulo n (BIP-340).
func (s *Suite) bip340Challenge(R, pk group.Element, msg []byte) (group.Scalar, error) {
	tag := sha256.Sum256([]byte("BIP0340/challenge"))
	h := sha256.New()
	h.Write(tag[:])
	h.Write(tag[:])
	h.Write(R.Bytes()[1:])
	h.Write(pk.Bytes()[1:])
	h.Write(msg)
	d := h.Sum(nil)
	slices.Reverse(d) // ScalarFromUniformBytes reads little-endian
	return group.ScalarFromUniformBytes(s.g, d)
}

// encodeSignature returns R ‖ z, or x(R) ‖ z for the taproot variant.
func (s *Suite) encodeSignature(R group.Element, z group.Scalar) []byte {
	if s.isTaproot() {
		return slices.Concat(R.Bytes()[1:], z.Bytes())
	}
	return slices.Concat(R.Bytes(), z.Bytes())
}

// parseSignature splits and decodes a signature; the taproot variant's
// x-only R is read as the point of even y.
func (s *Suite) parseSignature(sig []byte) (group.Element, group.Scalar, error) {
	ne, ns := s.g.ElementLen(), s.g.ScalarLen()
	var rEnc []byte
	if s.isTaproot() {
		ne--
		if len(sig) == ne+ns {
			rEnc = append([]byte{0x02}, sig[:ne]...)
		}
	} else if len(sig) == ne+ns {
		rEnc = sig[:ne]
	}
	if rEnc == nil {
		return nil, nil, fmt.Errorf("%w: signature is %d bytes, want %d", ErrInvalidSignature, len(sig), ne+ns)
	}
	R, err := s.g.ParseElement(rEnc)
	if err != nil {
		return nil, nil, fmt.Errorf("%w: R: %w", ErrInvalidEncoding, err)
	}
	z, err := s.g.ParseScalar(sig[ne:])
	if err != nil {
		return nil, nil, fmt.Errorf("%w: z: %w", ErrInvalidEncoding, err)
	}
	return R, z, nil
}

// evenY returns e, or −e when the taproot variant needs e with even y.
func (s *Suite) evenY(e group.Element) group.Element {
	if s.isTaproot() && hasOddY(e) {
		return s.g.NewElement().Negate(e)
	}
	return e
}

// taprootTweak returns int(tagged_hash("TapTweak", x(P) ‖ merkleRoot)) mod n
// (BIP-341); merkleRoot is empty for a key with no script path.
func (s *Suite) taprootTweak(P group.Element, merkleRoot []byte) (group.Scalar, error) {
	tag := sha256.Sum256([]byte("TapTweak"))
	h := sha256.New()
	h.Write(tag[:])
	h.Write(tag[:])
	h.Write(P.Bytes()[1:])
	h.Write(merkleRoot)
	d := h.Sum(nil)
	slices.Reverse(d)
	return group.ScalarFromUniformBytes(s.g, d)
}

// TweakKeys applies the BIP-341 taproot tweak with merkleRoot (nil for a
// key-path-only output) to a key package and the public key package of the
// taproot variant, as the reference implementation does after its DKG:
// with P the group key taken with even y (every share negated if P has odd
// y) and t = TapTweak(x(P) ‖ merkleRoot), the group key becomes P + t·G,
// each secret share s_i + t and each public share PK_i + t·G. key may be
// nil, to tweak only pub. Both are changed in place.
func (s *Suite) TweakKeys(key *KeyPackage, pub *PublicKeyPackage, merkleRoot []byte) error {
	if err := s.usable(); err != nil {
		return err
	}
	if !s.isTaproot() {
		return fmt.Errorf("%w: %s has no taproot tweak", ErrInvalidParameters, s.name)
	}
	if key == nil || pub == nil || key.SecretShare == nil || key.PublicShare == nil || pub.GroupPublicKey == nil {
		return fmt.Errorf("%w: TweakKeys needs a key package and a public key package", ErrInvalidParameters)
	}
	P := pub.GroupPublicKey
	odd := hasOddY(P)
	t, err := s.taprootTweak(P, merkleRoot)
	if err != nil {
		return err
	}
	tG := s.g.NewElement().ScalarBaseMult(t)
	adjust := func(e group.Element) group.Element {
		v := s.g.NewElement().Set(e)
		if odd {
			v.Negate(v)
		}
		return v.Add(v, tG)
	}
	for id, ps := range pub.PublicShares {
		pub.PublicShares[id] = adjust(ps)
	}
	pub.GroupPublicKey = adjust(P)
	pub.Commitment = nil // it no longer describes the tweaked shares
	if key != nil {
		if odd {
			key.SecretShare.Negate(key.SecretShare)
		}
		key.SecretShare.Add(key.SecretShare, t)
		key.PublicShare = pub.PublicShares[key.Identifier]
		key.GroupPublicKey = pub.GroupPublicKey
	}
	return nil
}
