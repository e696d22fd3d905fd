//go:build js && wasm

package main

import (
	"runtime"
	"syscall/js"
)

// main builds the exported objects, hands them to the loader's
// globalThis.__curvekitInit and then blocks, so that the functions stay
// callable; the Go program never exits on its own.
func main() {
	api := object()
	api.Set("ed25519", ed25519API())
	api.Set("x25519", x25519API())
	api.Set("axlsign", axlsignAPI())
	export(api, "goAllocs", goAllocs)
	initFn := js.Global().Get("__curvekitInit")
	if initFn.Type() != js.TypeFunction {
		println("curvekit wasm: globalThis.__curvekitInit is not a function; load this module with curvekit.mjs")
		return
	}
	initFn.Invoke(api)
	select {}
}

// object returns a new empty JavaScript object.
func object() js.Value { return js.Global().Get("Object").New() }

// export sets obj[name] to the JavaScript function of fn. The js.Func is
// never released: the functions live as long as the program.
func export(obj js.Value, name string, fn func(args []js.Value) any) {
	obj.Set(name, js.FuncOf(func(_ js.Value, args []js.Value) any { return fn(args) }))
}

// goAllocs returns the Go heap allocations made so far, [count, bytes]
// (runtime.MemStats.Mallocs and TotalAlloc), for the test that counts them
// per call.
func goAllocs([]js.Value) any {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return []any{float64(m.Mallocs), float64(m.TotalAlloc)}
}
