package keyfmt

import "encoding/asn1"

// Object identifiers of the algorithms and curves the definitions encode.
var (
	// OIDECPublicKey is id-ecPublicKey, 1.2.840.10045.2.1 (RFC 5480
	// §2.1.1, ANSI X9.62): the algorithm of every EC key.
	OIDECPublicKey = asn1.ObjectIdentifier{1, 2, 840, 10045, 2, 1}
	// OIDPrimeField is prime-field, 1.2.840.10045.1.1 (RFC 3279 §2.3.5,
	// SEC 1 v2 §C.1): the fieldType of a specified curve over GF(p).
	OIDPrimeField = asn1.ObjectIdentifier{1, 2, 840, 10045, 1, 1}

	// OIDP192 is prime192v1 = secp192r1, 1.2.840.10045.3.1.1 (RFC 5480
	// §2.1.1.1, SEC 2 v2 §A.2).
	OIDP192 = asn1.ObjectIdentifier{1, 2, 840, 10045, 3, 1, 1}
	// OIDP224 is secp224r1, 1.3.132.0.33 (RFC 5480 §2.1.1.1).
	OIDP224 = asn1.ObjectIdentifier{1, 3, 132, 0, 33}
	// OIDP256 is prime256v1 = secp256r1, 1.2.840.10045.3.1.7 (RFC 5480
	// §2.1.1.1).
	OIDP256 = asn1.ObjectIdentifier{1, 2, 840, 10045, 3, 1, 7}
	// OIDP384 is secp384r1, 1.3.132.0.34 (RFC 5480 §2.1.1.1).
	OIDP384 = asn1.ObjectIdentifier{1, 3, 132, 0, 34}
	// OIDP521 is secp521r1, 1.3.132.0.35 (RFC 5480 §2.1.1.1).
	OIDP521 = asn1.ObjectIdentifier{1, 3, 132, 0, 35}
	// OIDSecp256k1 is secp256k1, 1.3.132.0.10 (SEC 2 v2 §A.2).
	OIDSecp256k1 = asn1.ObjectIdentifier{1, 3, 132, 0, 10}
	// OIDSecp224k1 is secp224k1, 1.3.132.0.32 (SEC 2 v2 §A.2).
	OIDSecp224k1 = asn1.ObjectIdentifier{1, 3, 132, 0, 32}
	// OIDBrainpoolP256r1 is brainpoolP256r1, 1.3.36.3.3.2.8.1.1.7 (RFC 5639
	// §4.1, under ecStdCurvesAndGeneration 1.3.36.3.3.2.8.1.1).
	OIDBrainpoolP256r1 = asn1.ObjectIdentifier{1, 3, 36, 3, 3, 2, 8, 1, 1, 7}
	// OIDBrainpoolP384r1 is brainpoolP384r1, 1.3.36.3.3.2.8.1.1.11 (RFC 5639
	// §4.1).
	OIDBrainpoolP384r1 = asn1.ObjectIdentifier{1, 3, 36, 3, 3, 2, 8, 1, 1, 11}
	// OIDBrainpoolP512r1 is brainpoolP512r1, 1.3.36.3.3.2.8.1.1.13 (RFC 5639
	// §4.1).
	OIDBrainpoolP512r1 = asn1.ObjectIdentifier{1, 3, 36, 3, 3, 2, 8, 1, 1, 13}

	// OIDX25519 is id-X25519, 1.3.101.110 (RFC 8410 §3).
	OIDX25519 = asn1.ObjectIdentifier{1, 3, 101, 110}
	// OIDX448 is id-X448, 1.3.101.111 (RFC 8410 §3).
	OIDX448 = asn1.ObjectIdentifier{1, 3, 101, 111}
	// OIDEd25519 is id-Ed25519, 1.3.101.112 (RFC 8410 §3).
	OIDEd25519 = asn1.ObjectIdentifier{1, 3, 101, 112}
	// OIDEd448 is id-Ed448, 1.3.101.113 (RFC 8410 §3).
	OIDEd448 = asn1.ObjectIdentifier{1, 3, 101, 113}
)
