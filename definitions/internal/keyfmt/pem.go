package keyfmt

import (
	"encoding/pem"
	"errors"
	"fmt"
)

// The PEM types of RFC 7468 (§10, §11, §13) and of OpenSSL's SEC 1 files.
const (
	PEMPublicKey     = "PUBLIC KEY"     // SubjectPublicKeyInfo (RFC 7468 §13)
	PEMPrivateKey    = "PRIVATE KEY"    // PKCS #8 OneAsymmetricKey (RFC 7468 §10)
	PEMECPrivateKey  = "EC PRIVATE KEY" // SEC 1 ECPrivateKey (RFC 5915 §4)
	pemECParameters  = "EC PARAMETERS"  // ECParameters, which OpenSSL may write before an EC PRIVATE KEY
	pemEncryptedType = "ENCRYPTED PRIVATE KEY"
)

// EncodePEM returns der as one PEM block of type typ, without headers.
func EncodePEM(typ string, der []byte) []byte {
	return pem.EncodeToMemory(&pem.Block{Type: typ, Bytes: der})
}

// DecodePEM returns the DER contents of the first PEM block of data, which
// must be of type typ and carry no headers (no encryption). Blocks of type
// "EC PARAMETERS" before it are skipped: `openssl ecparam -genkey` writes
// one before the key, which repeats its parameters. Text around the blocks
// is ignored, as encoding/pem does.
func DecodePEM(data []byte, typ string) ([]byte, error) {
	for {
		block, rest := pem.Decode(data)
		if block == nil {
			return nil, fmt.Errorf("no PEM %q block found", typ)
		}
		if block.Type == pemECParameters && typ == PEMECPrivateKey {
			data = rest
			continue
		}
		if block.Type == pemEncryptedType || block.Headers["Proc-Type"] != "" {
			return nil, errors.New("PEM block is encrypted, which is not supported")
		}
		if block.Type != typ {
			return nil, fmt.Errorf("PEM block is of type %q, want %q", block.Type, typ)
		}
		if len(block.Headers) != 0 {
			return nil, fmt.Errorf("PEM %q block has headers", typ)
		}
		return block.Bytes, nil
	}
}
