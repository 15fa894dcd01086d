package uri_test

import (
	"fmt"
	"sync"
	"testing"

	"github.com/uriref/uri"
)

// TestShared uses the same URI values from many goroutines at once, each
// checking its results against those computed before they started. URI is
// an immutable value, so "go test -race" (which .ci/run runs) must find
// nothing, and every goroutine must see the same answers.
func TestShared(t *testing.T) {
	base := uri.MustParse("http://a/b/c/d;p?q")
	refs := []uri.URI{
		uri.MustParse("../g"), uri.MustParse("HTTP://User:pw@Example.COM:80/./a/%7e?x#y"),
		uri.MustParse("//[::1]:8080/"), uri.MustParse("g;x=1/../y"),
	}
	type result struct {
		resolved, normal, relative, parts string
		lint                              int
	}
	want := make([]result, len(refs))
	for i, r := range refs {
		t, err := base.Resolve(r)
		if err != nil {
			panic(err)
		}
		rel, _ := base.Relativize(t)
		want[i] = result{t.String(), r.Normalize().String(), rel.String(), accessors(r), len(r.Lint())}
	}

	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := range 200 {
				i := (g + n) % len(refs)
				r := refs[i]
				res, err := base.Resolve(r)
				if err != nil {
					t.Error(err)
					return
				}
				rel, _ := base.Relativize(res)
				got := result{res.String(), r.Normalize().String(), rel.String(), accessors(r), len(r.Lint())}
				if got != want[i] {
					t.Errorf("goroutine %d: %q gives %+v, want %+v", g, r, got, want[i])
					return
				}
				if !r.Equal(r.Normalize()) {
					t.Errorf("%q is not Equal to its normal form", r)
				}
				if b, _ := r.MarshalText(); string(b) != r.String() {
					t.Errorf("MarshalText(%q) = %q", r, b)
				}
			}
		}()
	}
	wg.Wait()
}

// accessors formats every accessor of u, defined or not.
func accessors(u uri.URI) string {
	a, aok := u.Authority()
	ui, uok := u.Userinfo()
	p, pok := u.Port()
	q, qok := u.Query()
	f, fok := u.Fragment()
	addr, addrOK := u.Addr()
	return fmt.Sprintln(u.Scheme(), a, aok, ui, uok, u.Host(), u.HostKind(), p, pok,
		u.Path(), q, qok, f, fok, addr, addrOK)
}
