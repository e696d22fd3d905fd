package ecdsadef

// The 65-byte recoverable signature forms of secp256k1, for any curve whose
// scalars are ScalarLen bytes: r and s big-endian, ScalarLen bytes each, and
// one byte for the recovery id j (SEC 1 v2 §4.1.6: bit 0 is the parity of
// y(R), bit 1 says x(R) = r + n).
//
//   - Ethereum (go-ethereum crypto.Sign, the input of crypto.Ecrecover):
//     r ‖ s ‖ v with v = j ∈ {0, 1}. Ids 2 and 3, which need x(R) ≥ n and
//     occur with probability about 2^−127 on secp256k1, have no form.
//     Transactions and eth_sign carry v = 27 + j instead (and EIP-155
//     transactions v = 35 + 2·chainID + j); callers convert.
//   - Bitcoin's signed messages (Bitcoin Core signmessage, Electrum, BIP 137
//     for P2PKH): header ‖ r ‖ s with header = 27 + j + 4·compressed ∈
//     [27, 34], where compressed says the signer's address hashes the
//     compressed public key. BIP 137's segwit headers 35–42 are refused.

// Ethereum and Bitcoin recovery bytes.
const (
	// bitcoinHeaderBase is the header of recovery id 0 with an uncompressed
	// key; +4 marks a compressed key.
	bitcoinHeaderBase = 27
	// legacyEthereumV is the offset of eth_sign's and pre-EIP-155
	// transactions' v = 27 + j.
	legacyEthereumV = 27
)

// EthereumBytes returns r ‖ s ‖ v with v, the recovery id, in {0, 1}.
func (d *Curve[E, S]) EthereumBytes(sig *signature[E, S]) ([]byte, error) {
	j, err := d.recoveryID(sig)
	if err != nil {
		return nil, err
	}
	if j > 1 {
		return nil, d.errorf(ErrMalformedSignature,
			"recovery id %d (x(R) ≥ n) has no Ethereum form, whose v is 0 or 1", j)
	}
	return append(sig.AppendBytes(make([]byte, 0, 2*d.Curve().ScalarLen()+1)), j), nil
}

// ParseEthereum parses r ‖ s ‖ v with v ∈ {0, 1}; the result carries v as
// its recovery id.
func (d *Curve[E, S]) ParseEthereum(b []byte) (*signature[E, S], error) {
	l := 2 * d.Curve().ScalarLen()
	if len(b) != l+1 {
		return nil, d.errorf(ErrMalformedSignature, "recoverable signature is %d bytes, want %d", len(b), l+1)
	}
	v := b[l]
	switch {
	case v == legacyEthereumV || v == legacyEthereumV+1:
		return nil, d.errorf(ErrMalformedSignature, "v = %d: subtract 27 from the v of eth_sign and legacy transactions", v)
	case v > 1:
		return nil, d.errorf(ErrMalformedSignature, "v = %d, want 0 or 1", v)
	}
	return d.withID(b[:l], v)
}

// BitcoinBytes returns header ‖ r ‖ s with header = 27 + j + 4·compressed.
func (d *Curve[E, S]) BitcoinBytes(sig *signature[E, S], compressed bool) ([]byte, error) {
	j, err := d.recoveryID(sig)
	if err != nil {
		return nil, err
	}
	h := bitcoinHeaderBase + j
	if compressed {
		h += 4
	}
	return sig.AppendBytes(append(make([]byte, 0, 2*d.Curve().ScalarLen()+1), h)), nil
}

// ParseBitcoin parses header ‖ r ‖ s with a header in [27, 34]; the result
// carries the recovery id, and compressed the header's flag.
func (d *Curve[E, S]) ParseBitcoin(b []byte) (sig *signature[E, S], compressed bool, err error) {
	l := 2 * d.Curve().ScalarLen()
	if len(b) != l+1 {
		return nil, false, d.errorf(ErrMalformedSignature, "recoverable signature is %d bytes, want %d", len(b), l+1)
	}
	h := b[0]
	if h < bitcoinHeaderBase || h > bitcoinHeaderBase+7 {
		return nil, false, d.errorf(ErrMalformedSignature, "header %d is not in [27, 34]", h)
	}
	h -= bitcoinHeaderBase
	sig, err = d.withID(b[1:], h&3)
	if err != nil {
		return nil, false, err
	}
	return sig, h&4 != 0, nil
}

// recoveryID returns the recovery id of sig, refusing a signature without
// one.
func (d *Curve[E, S]) recoveryID(sig *signature[E, S]) (byte, error) {
	if !sig.IsValid() {
		return 0, newError(d.Prefix, ErrUninitializedSignature, "", nil)
	}
	j, ok := sig.RecoveryID()
	if !ok {
		return 0, newError(d.Prefix, ErrNoRecoveryID, "", nil)
	}
	return j, nil
}

// withID parses r ‖ s and attaches the recovery id j ≤ 3.
func (d *Curve[E, S]) withID(rs []byte, j byte) (*signature[E, S], error) {
	sig, err := d.ParseSignature(rs)
	if err != nil {
		return nil, err
	}
	if _, err := sig.SetRecoveryID(j); err != nil { // sig is new: setting in place is fine
		return nil, wrap(d.Prefix, ErrMalformedSignature, err)
	}
	return sig, nil
}
