// Package h2ctest is the shared scaffolding of the hash-to-curve tests of
// the definitions packages (RFC 9380): it reads the vector files of
// testdata/h2c, checks the domain separation tag rules, and runs
// the vector, differential, allocation and fuzz checks that every
// hash-to-curve suite built on the Edwards engine shares. Only tests import
// it.
package h2ctest
