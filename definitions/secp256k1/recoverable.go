package secp256k1

// The 65-byte recoverable signatures of Ethereum and Bitcoin: r and s with
// the recovery id j of SEC 1 v2 §4.1.6 (bit 0: the parity of y(R); bit 1:
// x(R) = r + n, which happens with probability about 2^−127), from which
// RecoverPublicKey finds the signer's public key.

// RecoverableSignatureSize is the size of both recoverable forms: a 64-byte
// r ‖ s and one byte holding the recovery id.
const RecoverableSignatureSize = 65

// EthereumSignature returns sig in Ethereum's recoverable form r ‖ s ‖ v,
// 65 bytes, with v the recovery id, 0 or 1: the output of go-ethereum's
// crypto.Sign and the input of its crypto.Ecrecover and SigToPub.
// Ethereum's other conventions carry the same bit differently: eth_sign
// (personal_sign) signatures and pre-EIP-155 transactions have
// v = 27 + j, and EIP-155 transactions v = 35 + 2·chainID + j; add that
// offset to the last byte yourself. It returns ErrNoRecoveryID for a
// signature without a recovery id (one parsed from r ‖ s or DER) and
// ErrMalformedSignature for ids 2 and 3, which Ethereum cannot express. A
// signature from Sign has its id and a low s, as Ethereum requires
// (EIP-2).
func EthereumSignature(sig *Signature) ([]byte, error) { return def.EthereumBytes(sig) }

// ParseEthereumSignature parses Ethereum's r ‖ s ‖ v, 65 bytes with v ∈
// {0, 1}, into a signature carrying v as its recovery id, ready for
// RecoverPublicKey. It refuses v = 27 or 28 (eth_sign's and legacy
// transactions' convention: subtract 27 first; for EIP-155 transactions
// subtract 35 + 2·chainID), other values of v, and r or s outside [1, n−1].
// It accepts either half of s, as ecrecover does; check IsLowS where the
// protocol requires a low s (transactions, EIP-2).
func ParseEthereumSignature(b []byte) (*Signature, error) { return def.ParseEthereum(b) }

// BitcoinSignature returns sig in the recoverable form of Bitcoin's signed
// messages (Bitcoin Core's signmessage, Electrum, BIP 137 for P2PKH):
// header ‖ r ‖ s, 65 bytes, with header = 27 + j + 4 if compressed, in
// [27, 34]. compressed says that the signer's address is the hash of the
// compressed public key (nearly all keys today). It returns ErrNoRecoveryID
// for a signature without a recovery id.
func BitcoinSignature(sig *Signature, compressed bool) ([]byte, error) {
	return def.BitcoinBytes(sig, compressed)
}

// ParseBitcoinSignature parses Bitcoin's header ‖ r ‖ s, 65 bytes with a
// header in [27, 34], into a signature carrying the recovery id
// (header − 27) mod 4, and reports whether the header marks a compressed
// key (header ≥ 31): encode the recovered key with BytesCompressed then. It
// refuses other headers, including BIP 137's segwit headers 35–42, and r or
// s outside [1, n−1].
func ParseBitcoinSignature(b []byte) (sig *Signature, compressed bool, err error) {
	return def.ParseBitcoin(b)
}
