package template_test

import (
	"testing"

	"github.com/uriref/uri/template"
)

var (
	sinkString string
	sinkVals   map[string]any
)

// BenchmarkExpand expands a template of four operators with string
// values; bench/ sets it beside another library on RFC 6570's examples.
func BenchmarkExpand(b *testing.B) {
	t := template.MustParse("https://api.example.com/repos{/owner,repo}/issues{?state,q}{#frag}")
	vars := map[string]any{"owner": "uriref", "repo": "uri", "state": "open", "q": "a b/c", "frag": "top"}
	b.ReportAllocs()
	for b.Loop() {
		s, err := t.Expand(vars)
		if err != nil {
			b.Fatal(err)
		}
		sinkString = s
	}
}

// BenchmarkMatch matches a routing template.
func BenchmarkMatch(b *testing.B) {
	t := template.MustParse("/repos{/owner,repo}/issues{?state,labels*}")
	const in = "/repos/uriref/uri/issues?state=open&labels=bug&labels=ui"
	b.ReportAllocs()
	for b.Loop() {
		v, err := t.Match(in)
		if err != nil {
			b.Fatal(err)
		}
		sinkVals = v
	}
}
