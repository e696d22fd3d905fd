package bls

import (
	"errors"

	"github.com/curvekit/curvekit/definitions/bls12381"
)

// Variant says which group holds the public keys and which the signatures
// (draft-irtf-cfrg-bls-signature-05 §2.1).
type Variant int

const (
	// MinPublicKeySize puts public keys in G1 (48 bytes) and signatures in
	// G2 (96 bytes), hashing messages to G2: the Ethereum consensus layer's
	// choice.
	MinPublicKeySize Variant = iota + 1
	// MinSignatureSize puts signatures in G1 (48 bytes) and public keys in
	// G2 (96 bytes), hashing messages to G1.
	MinSignatureSize
)

// Mode is the scheme's defence against rogue-key attacks on aggregates
// (§3).
type Mode int

const (
	// Basic requires the messages of an aggregate to be distinct (§3.1);
	// AggregateVerify rejects repeated messages.
	Basic Mode = iota + 1
	// MessageAugmentation signs PK ‖ message (§3.2).
	MessageAugmentation
	// ProofOfPossession has each key holder prove knowledge of its key once
	// (PopProve, PopVerify), after which FastAggregateVerify checks many
	// signatures of one message against the aggregate key (§3.3).
	ProofOfPossession
)

// Scheme is one of the six ciphersuites of §4.2: a variant, a mode and the
// domain separation tags that follow from them, with hash_to_point the
// RFC 9380 suite BLS12381G1_XMD:SHA-256_SSWU_RO_ (signatures in G1) or
// BLS12381G2_XMD:SHA-256_SSWU_RO_ (signatures in G2). Schemes are
// immutable and safe for concurrent use.
type Scheme struct {
	variant Variant
	mode    Mode
	id      string // the ciphersuite ID, which is the DST of hash_to_point
	popDST  []byte // the DST of PopProve's hash, ProofOfPossession only
	core    core
}

// The six ciphersuites of draft-irtf-cfrg-bls-signature-05 §4.2.1–4.2.3.
var (
	// MinPkBasic is BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_NUL_.
	MinPkBasic = newScheme(MinPublicKeySize, Basic)
	// MinPkAug is BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_AUG_.
	MinPkAug = newScheme(MinPublicKeySize, MessageAugmentation)
	// MinPkPop is BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_, the scheme of
	// the Ethereum consensus layer.
	MinPkPop = newScheme(MinPublicKeySize, ProofOfPossession)
	// MinSigBasic is BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_.
	MinSigBasic = newScheme(MinSignatureSize, Basic)
	// MinSigAug is BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_AUG_.
	MinSigAug = newScheme(MinSignatureSize, MessageAugmentation)
	// MinSigPop is BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_POP_.
	MinSigPop = newScheme(MinSignatureSize, ProofOfPossession)
)

// newScheme returns the ciphersuite of §4.2 for v and m.
func newScheme(v Variant, m Mode) *Scheme {
	s := &Scheme{variant: v, mode: m}
	group := "G2"
	s.core = newCore[bls12381.G1, bls12381.G2](hashG2, pairMinPk)
	if v == MinSignatureSize {
		group = "G1"
		s.core = newCore[bls12381.G2, bls12381.G1](hashG1, pairMinSig)
	}
	tag := map[Mode]string{Basic: "NUL_", MessageAugmentation: "AUG_", ProofOfPossession: "POP_"}[m]
	s.id = "BLS_SIG_BLS12381" + group + "_XMD:SHA-256_SSWU_RO_" + tag
	if m == ProofOfPossession {
		s.popDST = []byte("BLS_POP_BLS12381" + group + "_XMD:SHA-256_SSWU_RO_POP_")
	}
	return s
}

// ID returns the ciphersuite ID, e.g.
// "BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_".
func (s *Scheme) ID() string { return s.id }

// Variant returns the scheme's variant.
func (s *Scheme) Variant() Variant { return s.variant }

// Mode returns the scheme's mode.
func (s *Scheme) Mode() Mode { return s.mode }

// PublicKeySize returns the length of the scheme's public keys: 48 or 96.
func (s *Scheme) PublicKeySize() int { return s.core.keySize() }

// SignatureSize returns the length of the scheme's signatures: 96 or 48.
func (s *Scheme) SignatureSize() int { return s.core.sigSize() }

var (
	errNoSignatures = errors.New("bls: aggregate of no signatures")
	errNotPop       = errors.New("bls: proofs of possession belong to the ProofOfPossession mode")
)

// SkToPk returns the compressed public key of k: SK·G1 (MinPublicKeySize)
// or SK·G2 (MinSignatureSize). It runs in time independent of k.
func (s *Scheme) SkToPk(k *PrivateKey) []byte { return s.core.skToPk(&k.sk) }

// KeyValidate reports whether pk is a valid public key: a canonical
// encoding of a point of the key group's subgroup of order r other than the
// identity (§2.5).
func (s *Scheme) KeyValidate(pk []byte) bool { return s.core.keyValidate(pk) }

// Sign returns the compressed signature of msg under k: SK·H(msg), or
// SK·H(PK ‖ msg) in the MessageAugmentation mode. It runs in time
// independent of k.
func (s *Scheme) Sign(k *PrivateKey, msg []byte) ([]byte, error) {
	if s.mode == MessageAugmentation {
		msg = append(s.SkToPk(k), msg...)
	}
	return s.core.sign(&k.sk, msg, []byte(s.id))
}

// Verify reports whether sig is a valid signature of msg under pk (§2.7
// CoreVerify, with PK ‖ msg in the MessageAugmentation mode). An invalid
// key, encoding or point is false, never a panic.
func (s *Scheme) Verify(pk, msg, sig []byte) bool {
	if s.mode == MessageAugmentation {
		msg = append(append([]byte{}, pk...), msg...)
	}
	return s.core.verify(pk, msg, sig, []byte(s.id))
}

// Aggregate returns the compressed sum of sigs (§2.8), or an error for no
// signatures or an invalid one.
func (s *Scheme) Aggregate(sigs [][]byte) ([]byte, error) {
	if len(sigs) == 0 {
		return nil, errNoSignatures
	}
	return s.core.aggregate(sigs)
}

// AggregateVerify reports whether sig is the aggregate of signatures of
// msgs[i] under pks[i] (§2.9 CoreAggregateVerify). In the Basic mode the
// messages must be distinct (§3.1.1): a repeated message is false. In the
// MessageAugmentation mode each message is prefixed with its key (§3.2.2).
// Empty or mismatched lists are false.
func (s *Scheme) AggregateVerify(pks, msgs [][]byte, sig []byte) bool {
	if len(pks) == 0 || len(pks) != len(msgs) {
		return false
	}
	switch s.mode {
	case Basic:
		seen := make(map[string]struct{}, len(msgs))
		for _, m := range msgs {
			if _, dup := seen[string(m)]; dup {
				return false
			}
			seen[string(m)] = struct{}{}
		}
	case MessageAugmentation:
		aug := make([][]byte, len(msgs))
		for i := range msgs {
			aug[i] = append(append([]byte{}, pks[i]...), msgs[i]...)
		}
		msgs = aug
	}
	return s.core.aggregateVerify(pks, msgs, sig, []byte(s.id))
}

// PopProve returns the proof of possession of k (§3.3.2): SK·H'(PK) with
// the POP tag. It is an error outside the ProofOfPossession mode.
func (s *Scheme) PopProve(k *PrivateKey) ([]byte, error) {
	if s.mode != ProofOfPossession {
		return nil, errNotPop
	}
	return s.core.sign(&k.sk, s.SkToPk(k), s.popDST)
}

// PopVerify reports whether proof is a valid proof of possession for pk
// (§3.3.3). It is false outside the ProofOfPossession mode.
func (s *Scheme) PopVerify(pk, proof []byte) bool {
	if s.mode != ProofOfPossession {
		return false
	}
	return s.core.verify(pk, pk, proof, s.popDST)
}

// FastAggregateVerify reports whether sig is the aggregate of signatures of
// the one message msg under every key of pks (§3.3.4), all of which must
// have passed PopVerify. It is false outside the ProofOfPossession mode and
// for no keys.
func (s *Scheme) FastAggregateVerify(pks [][]byte, msg, sig []byte) bool {
	if s.mode != ProofOfPossession || len(pks) == 0 {
		return false
	}
	return s.core.fastAggregateVerify(pks, msg, sig, []byte(s.id))
}
