//go:build js && wasm

// Command wasm is the viewer's WebAssembly program. It defines the
// JavaScript function uriAnalyze(uri, base), which returns the view.View
// of package view as a plain object (view.Plain), and then waits for calls.
package main

import (
	"syscall/js"

	"github.com/uriref/uri/internal/web/view"
)

func main() {
	js.Global().Set("uriAnalyze", js.FuncOf(func(this js.Value, args []js.Value) any {
		var ref, base string
		if len(args) > 0 && args[0].Type() == js.TypeString {
			ref = args[0].String()
		}
		if len(args) > 1 && args[1].Type() == js.TypeString {
			base = args[1].String()
		}
		return js.ValueOf(view.Plain(view.Analyze(ref, base)))
	}))
	select {}
}
