#!/bin/sh
# Regenerates the OpenSSL key fixtures of this folder (see README.md). Run it
# from this folder; every run makes new random keys.
set -eu
for curve in prime192v1 secp224r1 secp224k1 secp256k1 prime256v1 secp384r1 secp521r1 \
	brainpoolP256r1 brainpoolP384r1 brainpoolP512r1; do
	for enc in named_curve explicit; do
		f="$curve-$enc"
		openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:$curve -pkeyopt ec_param_enc:$enc -out "$f.pkcs8.pem"
		openssl ec -in "$f.pkcs8.pem" -out "$f.sec1.pem" 2>/dev/null
		openssl pkey -in "$f.pkcs8.pem" -pubout -out "$f.spki.pem"
		openssl pkey -in "$f.pkcs8.pem" -text -noout > "$f.txt"
	done
done
for alg in ED25519 X25519 ED448 X448; do
	f=$(echo $alg | tr A-Z a-z)
	openssl genpkey -algorithm $alg -out "$f.pkcs8.pem"
	openssl pkey -in "$f.pkcs8.pem" -pubout -out "$f.spki.pem"
	openssl pkey -in "$f.pkcs8.pem" -text -noout > "$f.txt"
done
