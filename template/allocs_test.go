package template_test

import (
	"testing"

	"github.com/uriref/uri/template"
)

// TestExpandAllocs checks that Expand makes one allocation, its result,
// when the values are strings, and Match one per value it returns and
// its map.
func TestExpandAllocs(t *testing.T) {
	if testing.CoverMode() != "" {
		t.Skip("coverage counters change the count")
	}
	tmpl := template.MustParse("http://example.com/repos{/owner,repo}/issues{?state,q}{#frag}")
	vars := map[string]any{"owner": "uriref", "repo": "uri", "state": "open", "q": "a b/c", "frag": "x"}
	if n := testing.AllocsPerRun(100, func() {
		if _, err := tmpl.Expand(vars); err != nil {
			t.Fatal(err)
		}
	}); n != 1 {
		t.Errorf("Expand: %v allocations, want 1", n)
	}
}
