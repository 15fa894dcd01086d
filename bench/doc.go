// Package bench holds the benchmarks that set github.com/uriref/uri beside
// libraries outside the standard library, in a module of its own, so that
// the library's go.mod requires none of them. Run them from this folder:
//
//	go test -run='^$' -bench=. -count=6 ./...
//
// Each benchmark names its sub-benchmarks lib=uri and lib=<the peer>, so
// that benchstat -col /lib sets the two side by side. On Linux they also
// report cpu-ns/op, the CPU time of the benchmark's thread per call,
// which stays true on a machine that other work shares, where ns/op
// counts the time spent waiting for a CPU:
//
//	go test -run='^$' -bench=. -count=6 -benchtime=2000x . > new.txt
//	go run golang.org/x/perf/cmd/benchstat@latest -col /lib new.txt
//
// template_test.go sets package template beside
// github.com/yosida95/uritemplate/v3: Expand on the examples of RFC 6570,
// and Match on routing templates.
package bench
