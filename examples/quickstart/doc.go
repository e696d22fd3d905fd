// Package quickstart holds the quick starts of curvekit's README as Example
// functions, so that `go test ./...` runs every snippet the README shows and
// checks its output. It has no API of its own; read example_test.go.
//
// readme_test.go checks that every Go code block of the README is a copy of
// lines of one of the files it names, so that the README and the tested code
// cannot drift apart.
package quickstart
