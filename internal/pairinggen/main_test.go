package main

import (
	"testing"

	"github.com/curvekit/curvekit/internal/gendef"
)

// TestGeneratedFilesAreCurrent checks that every curve's committed
// generated files are what the generator writes now (run go generate in the
// definition package when it fails).
func TestGeneratedFilesAreCurrent(t *testing.T) { gendef.CheckCurrent(t, curves, generateFiles) }
