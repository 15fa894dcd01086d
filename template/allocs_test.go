package template_test

import (
	"sync"
	"testing"

	"github.com/uriref/uri/template"
)

// TestExpandAllocs checks that Expand makes one allocation, its result,
// when the values are strings: for a template Expand need not check, one
// it checks by a scan, and one it parses.
func TestExpandAllocs(t *testing.T) {
	if testing.CoverMode() != "" {
		t.Skip("coverage counters change the count")
	}
	vars := map[string]any{"owner": "uriref", "repo": "uri", "state": "open", "q": "a b/c", "frag": "x", "base": "http://example.com"}
	for _, s := range []string{
		"http://example.com/repos{/owner,repo}/issues{?state,q}",
		"http://example.com/repos{/owner,repo}/issues{?state,q}{#frag}",
		"{+base}/repos{/owner,repo}{?q:3}",
	} {
		tmpl := template.MustParse(s)
		if n := testing.AllocsPerRun(100, func() {
			if _, err := tmpl.Expand(vars); err != nil {
				t.Fatal(err)
			}
		}); n != 1 {
			t.Errorf("Expand(%q): %v allocations, want 1", s, n)
		}
	}
}

// TestConcurrent uses one template from several goroutines; go test
// -race checks that Expand, Match and Vars only read it.
func TestConcurrent(t *testing.T) {
	tmpl := template.MustParse("/repos{/owner,repo}/issues{?state,labels*}")
	var wg sync.WaitGroup
	for i := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			vars := map[string]any{"owner": "o", "repo": string(rune('a' + i)), "labels": []string{"x", "y"}}
			for range 100 {
				s, err := tmpl.Expand(vars)
				if err != nil {
					t.Error(err)
					return
				}
				if _, err := tmpl.Match(s); err != nil {
					t.Error(err)
					return
				}
				_ = tmpl.Vars()
			}
		}()
	}
	wg.Wait()
}
