//go:build !linux

package bench

import "testing"

// cpuLoop runs f as b.Loop does; cpu-ns/op is reported on Linux only.
func cpuLoop(b *testing.B, f func()) {
	b.ReportAllocs()
	for b.Loop() {
		f()
	}
}
