// Package testenv holds what the module's tests share about the
// environment they run in.
package testenv

import (
	"os"
	"os/exec"
	"runtime/debug"
	"strings"
	"sync"
	"testing"
)

// OptimizationsOff reports whether the running binary was built with the
// compiler's optimizations or its inlining turned off (-gcflags with -N
// or -l). Escape analysis then leaves on the heap values that it keeps on
// the stack otherwise, and allocation counts do not hold.
var OptimizationsOff = sync.OnceValue(func() bool {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return false
	}
	for _, s := range bi.Settings {
		if s.Key == "-gcflags" {
			for _, f := range strings.Fields(s.Value) {
				f = f[strings.IndexByte(f, '=')+1:] // "all=-N" or "-N"
				if f == "-N" || f == "-l" {
					return true
				}
			}
		}
	}
	return false
})

// SkipAllocs skips t, a test of allocation counts, when
// OptimizationsOff.
func SkipAllocs(t testing.TB) {
	t.Helper()
	if OptimizationsOff() {
		t.Skip("allocation counts hold only with the compiler's optimizations and inlining (-gcflags has -N or -l)")
	}
}

// Chromium returns the path of Debian's chromium, for the tests that
// compare with what a browser does. It skips t with -short, and where
// chromium is missing, but for in CI (CI=true), where .ci/run installs it
// and a missing browser fails t.
func Chromium(t testing.TB) string {
	t.Helper()
	if testing.Short() {
		t.Skip("starts a browser; skipped with -short")
	}
	if p, err := exec.LookPath("chromium"); err == nil {
		return p
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("chromium is missing; .ci/run installs it (apt-get install -y chromium)")
	}
	t.Skip("chromium is missing: apt-get install -y chromium to run this test")
	return ""
}
