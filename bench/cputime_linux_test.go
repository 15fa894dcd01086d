//go:build linux

package bench

import (
	"runtime"
	"syscall"
	"testing"
)

// threadCPU returns the CPU time the calling thread has used, in
// nanoseconds (getrusage with RUSAGE_THREAD).
func threadCPU() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(1, &ru) != nil { // 1: RUSAGE_THREAD
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}

// cpuLoop runs f as b.Loop does, with the goroutine on one thread, and
// reports beside ns/op the thread's CPU time per call as cpu-ns/op: on a
// machine shared with other work, wall time counts the time the thread
// waits for a CPU, CPU time does not.
func cpuLoop(b *testing.B, f func()) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	b.ReportAllocs()
	start := threadCPU()
	n := 0
	for b.Loop() {
		f()
		n++
	}
	if n > 0 {
		b.ReportMetric(float64(threadCPU()-start)/float64(n), "cpu-ns/op")
	}
}
