package bench

import (
	"encoding/json"
	"os"
	"sort"
	"testing"

	yosida "github.com/yosida95/uritemplate/v3"

	"github.com/uriref/uri/template"
)

// specCase is one case of the uritemplate-test suite's spec-examples.json
// that expands to one string, parsed by both libraries.
type specCase struct {
	uri    *template.Template
	uriVal map[string]any
	yo     *yosida.Template
	yoVal  yosida.Values
}

// loadSpecExamples reads ../template/testdata/spec-examples.json, the
// examples of RFC 6570, with each object as pairs in sorted key order for
// both libraries.
func loadSpecExamples(b *testing.B) []specCase {
	data, err := os.ReadFile("../template/testdata/spec-examples.json")
	if err != nil {
		b.Fatal(err)
	}
	var groups map[string]struct {
		Variables map[string]any `json:"variables"`
		Testcases [][2]any       `json:"testcases"`
	}
	if err := json.Unmarshal(data, &groups); err != nil {
		b.Fatal(err)
	}
	names := make([]string, 0, len(groups))
	for name := range groups {
		names = append(names, name)
	}
	sort.Strings(names)
	var cases []specCase
	for _, name := range names {
		g := groups[name]
		uriVal, yoVal := map[string]any{}, yosida.Values{}
		for k, v := range g.Variables {
			switch v := v.(type) {
			case string:
				uriVal[k], yoVal[k] = v, yosida.String(v)
			case []any:
				list := make([]string, len(v))
				for i, m := range v {
					list[i] = m.(string)
				}
				uriVal[k], yoVal[k] = list, yosida.List(list...)
			case map[string]any:
				keys := make([]string, 0, len(v))
				for key := range v {
					keys = append(keys, key)
				}
				sort.Strings(keys)
				pairs := make([][2]string, len(keys))
				var kv []string
				for i, key := range keys {
					pairs[i] = [2]string{key, v[key].(string)}
					kv = append(kv, key, v[key].(string))
				}
				uriVal[k], yoVal[k] = pairs, yosida.KV(kv...)
			}
		}
		for _, tc := range g.Testcases {
			s := tc[0].(string)
			u, err1 := template.Parse(s)
			y, err2 := yosida.New(s)
			if err1 != nil || err2 != nil {
				continue
			}
			cases = append(cases, specCase{u, uriVal, y, yoVal})
		}
	}
	return cases
}

// BenchmarkTemplateExpand expands every example of RFC 6570 (the suite's
// spec-examples.json) once per operation.
func BenchmarkTemplateExpand(b *testing.B) {
	cases := loadSpecExamples(b)
	b.Run("lib=uri", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, c := range cases {
				s, err := c.uri.Expand(c.uriVal)
				if err != nil {
					b.Fatal(err)
				}
				sinkString = s
			}
		}
	})
	b.Run("lib=yosida95", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, c := range cases {
				s, err := c.yo.Expand(c.yoVal)
				if err != nil {
					b.Fatal(err)
				}
				sinkString = s
			}
		}
	})
}

// routes are templates to route on, each with a reference that matches.
var routes = [][2]string{
	{"/repos{/owner,repo}/issues{?state,labels*}", "/repos/uriref/uri/issues?state=open&labels=bug&labels=ui"},
	{"/users/{id}/repos", "/users/octocat/repos"},
	{"/search{?q,page,per_page}", "/search?q=uri%20template&page=2&per_page=50"},
	{"/files{/path*}", "/files/a/b/c.txt"},
	{"/v1/items/{item}{;version}", "/v1/items/42;version=3"},
}

var sinkVals map[string]any
var sinkYo yosida.Values

// BenchmarkTemplateMatch matches a few routing templates once each per
// operation.
func BenchmarkTemplateMatch(b *testing.B) {
	var uris []*template.Template
	var yos []*yosida.Template
	for _, r := range routes {
		uris = append(uris, template.MustParse(r[0]))
		yos = append(yos, yosida.MustNew(r[0]))
	}
	b.Run("lib=uri", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for i, t := range uris {
				v, err := t.Match(routes[i][1])
				if err != nil {
					b.Fatal(err)
				}
				sinkVals = v
			}
		}
	})
	b.Run("lib=yosida95", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for i, t := range yos {
				v := t.Match(routes[i][1])
				if v == nil {
					b.Fatal("no match")
				}
				sinkYo = v
			}
		}
	})
}
