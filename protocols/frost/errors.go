package frost

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Sentinel errors, for errors.Is. The errors returned wrap one of them and
// name the input, and where one is at fault the participant, that caused
// them.
var (
	// ErrInvalidIdentifier: an identifier of zero, above the maximum number
	// of participants, repeated in a list, or not in the signing set.
	ErrInvalidIdentifier = errors.New("frost: invalid participant identifier")
	// ErrUnknownSigner: a commitment or share from a participant the
	// verifier holds no public share for, or that is not in the signing set.
	ErrUnknownSigner = errors.New("frost: unknown signer")
	// ErrInvalidParameters: thresholds or list lengths that do not fit.
	ErrInvalidParameters = errors.New("frost: invalid parameters")
	// ErrInvalidEncoding: an element or scalar that does not decode, the
	// identity element or a zero scalar where the protocol forbids them.
	ErrInvalidEncoding = errors.New("frost: invalid encoding")
	// ErrNoncesUsed: signing nonces that were already used (and wiped).
	ErrNoncesUsed = errors.New("frost: signing nonces already used")
	// ErrInvalidSecretShare: a secret share that does not match its
	// dealer's VSS commitment (RFC 9591 Appendix C.2).
	ErrInvalidSecretShare = errors.New("frost: secret share does not match the VSS commitment")
	// ErrInvalidProof: a DKG proof of knowledge that does not verify.
	ErrInvalidProof = errors.New("frost: invalid proof of knowledge")
	// ErrInvalidSignatureShare: a signature share that fails
	// verify_signature_share (RFC 9591 §5.4).
	ErrInvalidSignatureShare = errors.New("frost: invalid signature share")
	// ErrInvalidSignature: a signature that does not verify.
	ErrInvalidSignature = errors.New("frost: invalid signature")
)

// CulpritError names the participants whose contribution failed a check:
// the signers whose signature shares failed verify_signature_share during
// aggregation, or the dealers whose VSS share or proof failed. It wraps
// the sentinel of the check (ErrInvalidSignatureShare, ErrInvalidSecretShare
// or ErrInvalidProof).
type CulpritError struct {
	Culprits []Identifier // in increasing order
	Err      error        // the sentinel
}

func (e *CulpritError) Error() string {
	ids := make([]string, len(e.Culprits))
	for i, id := range e.Culprits {
		ids[i] = fmt.Sprint(uint64(id))
	}
	return fmt.Sprintf("%v from participant(s) %s", e.Err, strings.Join(ids, ", "))
}

func (e *CulpritError) Unwrap() error { return e.Err }

func culprits(err error, ids ...Identifier) error {
	ids = slices.Clone(ids)
	slices.Sort(ids)
	return &CulpritError{Culprits: ids, Err: err}
}
