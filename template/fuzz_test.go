package template_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/uriref/uri"
	"github.com/uriref/uri/template"
)

// seedTemplates are templates of every operator and modifier, for the
// corpora of the fuzz targets.
var seedTemplates = []string{
	"{var}", "{+path}/here", "{#x,hello,y}", "X{.list*}", "{/var,x}/here",
	"{;x,y,empty}", "{?x,y,empty}", "?fixed=yes{&x}", "{var:3}", "{?keys*}",
	"/repos{/owner,repo}/issues{?state,labels*}", "http://example.com/~{user}/",
	"{/list*,file}", "{name}.{ext}", "café/{var}", "{a}{b}", "{x,y}",
	"{;list*}", "{?a.b,%41}", "http://h:{port}/", "{+x:2}", "'{var}'",
}

// rules are the rules an error of Parse may name: RFC 6570's, and RFC
// 3986's for literals that form no URI reference.
var rules = []string{
	"expression", "operator", "varname", "prefix", "literals", "pct-encoded",
	"scheme", "authority", "userinfo", "host", "IP-literal", "IPvFuture",
	"IPv6address", "IPv4address", "dec-octet", "reg-name", "port",
	"path-abempty", "path-absolute", "path-noscheme", "path-rootless",
	"segment", "segment-nz", "segment-nz-nc", "query", "fragment",
}

// FuzzParse checks that Parse never panics, that its errors are
// *uri.Error with an offset in the template and a rule of the closed
// list, and that a template it takes expands, with no variable defined,
// to a URI reference, or fails with the error of uri.Parse on that
// expansion ("{scheme}://host").
func FuzzParse(f *testing.F) {
	for _, s := range seedTemplates {
		f.Add(s)
	}
	for _, s := range []string{"{", "}", "{/id*", "{var:10000}", "a%zz", "a#b#{c}", "{!x}", "\xff", "{a..b}"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tmpl, err := template.Parse(s)
		if err != nil {
			var e *uri.Error
			if !errors.As(err, &e) {
				t.Fatalf("Parse(%q) = %v, not an *uri.Error", s, err)
			}
			if e.Input != s || e.Offset < 0 || e.Offset > len(s) || !slices.Contains(rules, e.Rule) {
				t.Fatalf("Parse(%q): Input %q, Offset %d, Rule %q", s, e.Input, e.Offset, e.Rule)
			}
			return
		}
		if tmpl.String() != s {
			t.Fatalf("String() = %q, want %q", tmpl.String(), s)
		}
		lit, err := tmpl.Expand(nil)
		if err != nil {
			var e *uri.Error
			if !errors.As(err, &e) {
				t.Fatalf("Expand(nil) of %q: %v, not an *uri.Error", s, err)
			}
			if _, perr := uri.Parse(e.Input); perr == nil || e.Input == s && s != "" {
				t.Fatalf("Expand(nil) of %q: %v, on text that parses or on the template", s, err)
			}
			return
		}
		if _, err := uri.Parse(lit); err != nil {
			t.Fatalf("Expand(nil) of %q = %q, which uri.Parse refuses: %v", s, lit, err)
		}
	})
}

// FuzzExpandMatch gives every variable of a template a value made from
// the fuzzer's strings (a string, a list or pairs, by the variable's
// place) and checks that:
//
//   - an expansion parses with uri.Parse;
//   - Expand fails only with an *uri.Error: a prefix on a composite value
//     (on the template) or an expansion that is no URI reference;
//   - Match of an expansion is never ErrNoMatch, and the values it gives
//     back expand to the same reference.
func FuzzExpandMatch(f *testing.F) {
	for _, s := range seedTemplates {
		f.Add(s, "value", "a b,c", "x=1/y")
		f.Add(s, "", "%41", "drücken")
	}
	f.Fuzz(runOne)
}

func runOne(t *testing.T, s, a, b, c string) {
	{
		tmpl, err := template.Parse(s)
		if err != nil {
			return
		}
		vars := map[string]any{}
		for i, v := range tmpl.Vars() {
			switch i % 4 {
			case 0:
				vars[v.Name] = a
			case 1:
				vars[v.Name] = strings.Split(b, ",")
			case 2:
				vars[v.Name] = [][2]string{{a, c}, {b, ""}}
			case 3:
				vars[v.Name] = c
			}
		}
		got, err := tmpl.Expand(vars)
		if err != nil {
			var e *uri.Error
			if !errors.As(err, &e) {
				t.Fatalf("Expand(%q, %q) = %v, not an *uri.Error", s, vars, err)
			}
			if e.Input == s && e.Rule != "prefix" {
				t.Fatalf("Expand(%q, %q): error on the template: %v", s, vars, err)
			}
			if e.Input != s {
				if _, perr := uri.Parse(e.Input); perr == nil {
					t.Fatalf("Expand(%q, %q) refused %q, which parses", s, vars, e.Input)
				}
			}
			return
		}
		if _, err := uri.Parse(got); err != nil {
			t.Fatalf("Expand(%q, %q) = %q, which uri.Parse refuses: %v", s, vars, got, err)
		}
		if len(got) > 2048 {
			// Match's work grows faster than the length at worst (its
			// doc), which the fuzzer's instrumentation makes slow enough
			// to read as a hang.
			return
		}
		m, err := tmpl.Match(got)
		if errors.Is(err, template.ErrAmbiguous) {
			return
		}
		if err != nil {
			t.Fatalf("Match(%q, Expand(%q) = %q): %v", s, vars, got, err)
		}
		back, err := tmpl.Expand(m)
		if err != nil || back != got {
			t.Fatalf("Expand(Match(%q, %q) = %q) = %q, %v", s, got, m, back, err)
		}
	}
}
