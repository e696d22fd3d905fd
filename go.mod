module github.com/curvekit/curvekit

go 1.26.0

require (
	github.com/consensys/gnark-crypto v0.21.0
	github.com/stretchr/testify v1.11.1
	golang.org/x/crypto v0.59.0
)

require (
	github.com/bits-and-blooms/bitset v1.25.0 // indirect
	github.com/davecgh/go-spew v1.1.1 // indirect
	github.com/kr/text v0.2.0 // indirect
	github.com/pmezard/go-difflib v1.0.0 // indirect
	github.com/rogpeppe/go-internal v1.16.0 // indirect
	golang.org/x/sys v0.50.0 // indirect
	gopkg.in/yaml.v3 v3.0.1 // indirect
)
