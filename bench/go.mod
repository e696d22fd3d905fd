module github.com/curvekit/curvekit/bench

go 1.26.8

require (
	filippo.io/edwards25519 v1.2.0
	github.com/btcsuite/btcd/btcec/v2 v2.3.5
	github.com/cloudflare/circl v1.6.5
	github.com/consensys/gnark-crypto v0.22.0
	github.com/curvekit/curvekit v0.0.0
	github.com/decred/dcrd/dcrec/secp256k1/v4 v4.4.1
	github.com/gtank/ristretto255 v0.1.2
	github.com/kilic/bls12-381 v0.1.0
	github.com/oasisprotocol/curve25519-voi v0.0.0-20230904125328-1f23a7beb09a
	github.com/stretchr/testify v1.12.1
	golang.org/x/crypto v0.59.0
	golang.org/x/sys v0.50.0
)

require (
	github.com/bits-and-blooms/bitset v1.25.0 // indirect
	github.com/btcsuite/btcd/chaincfg/chainhash v1.0.1 // indirect
	github.com/bwesterb/go-ristretto v1.2.4 // indirect
	github.com/decred/dcrd/crypto/blake256 v1.1.0 // indirect
	go.yaml.in/yaml/v3 v3.0.5 // indirect
)

replace github.com/curvekit/curvekit => ../

// npm installs the JavaScript peers of wasm/ (the WebAssembly build) here; no Go package lives there.
ignore ./wasm/node_modules
