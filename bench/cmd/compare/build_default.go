//go:build !purego

package main

// buildName names the build of curvekit and of the standard library's crypto
// that the table measures: the default, with assembly where either has it.
const buildName = "default (assembly where available)"
