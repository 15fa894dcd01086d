// Package web is the browser viewer: a static page that runs package uri,
// compiled to WebAssembly, beside net/url, and package whatwg beside the
// browser's own URL. [Build] writes the site; the command web/build calls it.
package web

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

//go:embed index.html style.css app.js
var page embed.FS

// Build writes the whole site into dir, which it creates if need be: the
// page's files, main.wasm built from ./internal/web/wasm by the go command for
// GOOS=js GOARCH=wasm, and the wasm_exec.js of the same Go installation.
// It must run inside the module's source tree, where the go command finds it.
func Build(dir string) error {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	root, err := goEnv("GOMOD")
	if err != nil {
		return err
	}
	if root == "" || root == os.DevNull {
		return errors.New("web: not inside the module github.com/uriref/uri")
	}
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", filepath.Join(dir, "main.wasm"), "./internal/web/wasm")
	cmd.Dir = filepath.Dir(root)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("web: go build for js/wasm: %v\n%s", err, out)
	}
	goroot, err := goEnv("GOROOT")
	if err != nil {
		return err
	}
	if err := copyWasmExec(goroot, dir); err != nil {
		return err
	}
	return fs.WalkDir(page, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := page.ReadFile(name)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, name), b, 0o644)
	})
}

// copyWasmExec copies wasm_exec.js from where the Go installation keeps
// it: lib/wasm since Go 1.24, misc/wasm before.
func copyWasmExec(goroot, dir string) error {
	for _, sub := range []string{"lib/wasm", "misc/wasm"} {
		b, err := os.ReadFile(filepath.Join(goroot, sub, "wasm_exec.js"))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, "wasm_exec.js"), b, 0o644)
	}
	return fmt.Errorf("web: no wasm_exec.js in %s/lib/wasm or %s/misc/wasm", goroot, goroot)
}

func goEnv(name string) (string, error) {
	out, err := exec.Command("go", "env", name).Output()
	if err != nil {
		return "", fmt.Errorf("web: go env %s: %v", name, err)
	}
	return strings.TrimSpace(string(out)), nil
}
