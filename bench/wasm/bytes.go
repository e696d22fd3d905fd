//go:build js && wasm

package main

import (
	"strconv"
	"syscall/js"
)

// Cached JavaScript constructors.
var (
	uint8Array = js.Global().Get("Uint8Array")
	jsError    = js.Global().Get("Error")
	typeError  = js.Global().Get("TypeError")
)

// args is the Go-side copy of one call's byte arguments: buffer i holds
// argument slot i in its first bytes. The buffers keep their size from call
// to call (they only grow), so
// a steady stream of calls with messages of similar sizes allocates nothing
// to read its arguments.
type args struct {
	buf [3][]byte
}

// in is the one set of argument buffers (see the package doc on why one
// suffices).
var in args

// bytes copies args[i], which must be a Uint8Array, into buffer i and returns
// that copy; size is the required length, or -1 for any length. name names
// the argument in an error. On failure it returns a JavaScript Error value
// (a TypeError for a value that is not a Uint8Array) as err.
func (a *args) bytes(argv []js.Value, i int, name string, size int) (b []byte, err any) {
	if i >= len(argv) || !argv[i].InstanceOf(uint8Array) {
		return nil, typeError.New("curvekit: " + name + " must be a Uint8Array")
	}
	v := argv[i]
	n := v.Length()
	if size >= 0 && n != size {
		return nil, jsError.New("curvekit: " + name + " is " + strconv.Itoa(n) + " bytes, want " + strconv.Itoa(size))
	}
	if len(a.buf[i]) < n {
		a.buf[i] = make([]byte, n+n/2)
	}
	b = a.buf[i][:n]
	js.CopyBytesToGo(b, v)
	return b, nil
}

// optional reports whether argument i is absent, undefined or null: an
// omitted optional argument, as curve25519-js's "if (opt_random)" reads one.
func optional(argv []js.Value, i int) bool {
	return i >= len(argv) || argv[i].IsUndefined() || argv[i].IsNull()
}

// wipe clears buffer i, which held a secret in the call that ends.
func (a *args) wipe(i int) {
	clear(a.buf[i])
}

// toJS returns a new Uint8Array holding a copy of b.
func toJS(b []byte) js.Value {
	v := uint8Array.New(len(b))
	js.CopyBytesToJS(v, b)
	return v
}

// fail returns err's message as a JavaScript Error value.
func fail(err error) any {
	return jsError.New(err.Error())
}

// keyPair returns {public, private} as curve25519-js's generateKeyPair does.
func keyPair(public, private []byte) js.Value {
	kp := object()
	kp.Set("public", toJS(public))
	kp.Set("private", toJS(private))
	return kp
}
