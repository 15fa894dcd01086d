package template_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/uriref/uri"
	"github.com/uriref/uri/template"
)

// TestParseErrors checks the offset and the rule of each malformed
// template: the first byte the grammar of RFC 6570 §2 cannot take, and the
// rule it breaks.
func TestParseErrors(t *testing.T) {
	tests := []struct {
		in     string
		offset int
		rule   string
	}{
		// §2.2: an expression that does not close.
		{"{/id*", 5, "expression"},
		{"{var", 4, "expression"},
		{"a{", 2, "expression"},
		{"{var,", 5, "expression"},
		{"/sparql{?query){&default-graph-uri*}", 14, "varname"},
		// §2.1: "}" and the characters literals leave out.
		{"/id*}", 4, "literals"},
		{"a b", 1, "literals"},
		{"a<b", 1, "literals"},
		{`a"b`, 1, "literals"},
		{"a|b", 1, "literals"},
		{"a\x7fb", 1, "literals"},
		{"a\x00", 1, "literals"},
		{"a\xffb", 1, "literals"},    // not UTF-8
		{"a\u0085b", 1, "literals"},  // C1 control: no ucschar
		{"a\ufdd0b", 1, "literals"},  // noncharacter: no ucschar
		{"a%zz", 2, "pct-encoded"},   // "%" only in pct-encoded
		{"a%4", 3, "pct-encoded"},    // at the end of the input
		{"{a%4g}", 4, "pct-encoded"}, // in a varname
		{"?q={searchTerms}&amp;c={example:color?}", 32, "prefix"},
		// §2.2: operators reserved for future extensions, and punctuation
		// that is no operator.
		{"{!hello}", 1, "operator"},
		{"{=path}", 1, "operator"},
		{"{,var}", 1, "operator"},
		{"{@var}", 1, "operator"},
		{"{|var*}", 1, "operator"},
		{"{$var}", 1, "operator"},
		{"{*keys?}", 1, "operator"},
		{"{??hello}", 2, "varname"},
		{"{/?id}", 2, "varname"},
		// §2.3: varname.
		{"{}", 1, "varname"},
		{"{+}", 2, "varname"},
		{"{with space}", 5, "varname"},
		{"{ leading_space}", 1, "varname"},
		{"{trailing_space }", 15, "varname"},
		{"/{default-graph-uri}", 9, "varname"},
		{"/h{#hello+}", 9, "varname"},
		{"/people/{~thing}", 9, "varname"},
		{"{a..b}", 3, "varname"},
		{"{a.}", 3, "varname"},
		{"{.a.}", 4, "varname"},
		{"{a,,b}", 3, "varname"},
		{"{a,}", 3, "varname"},
		{"/resolution{?x, y}", 15, "varname"},
		{"{?empty=default,var}", 7, "varname"},
		{"x{?empty|foo=none}", 8, "varname"},
		{"{var}{-prefix|/-/|var}", 6, "varname"},
		{"?{-join|&|var,list}", 2, "varname"},
		// §2.4.1: max-length is 1 to 9999, without a leading zero.
		{"{var:prefix}", 5, "prefix"},
		{"{var:}", 5, "prefix"},
		{"{var:0}", 5, "prefix"},
		{"{var:01}", 5, "prefix"},
		{"{var:10000}", 9, "prefix"},
		{"{var:-1}", 5, "prefix"},
		// §2.4: one modifier, then "," or "}".
		{"{hello:2*}", 8, "expression"},
		{"{var*:1}", 5, "expression"},
		{"{var**}", 5, "expression"},
		{"{;keys:1*}", 8, "expression"},
		// Literals that form no URI reference (RFC 3986), at the literal.
		{"http://a/[x]{y}", 9, "segment"},
		{"a#b#{c}", 3, "fragment"},
		{"http://a:b/{c}", 9, "port"},
		{"http://h:é/", 9, "port"}, // the é, encoded
	}
	for _, tt := range tests {
		_, err := template.Parse(tt.in)
		var e *uri.Error
		if !errors.As(err, &e) {
			t.Errorf("Parse(%q) = %v, want an *uri.Error", tt.in, err)
			continue
		}
		got := fmt.Sprintf("offset=%d rule=%s", e.Offset, e.Rule)
		want := fmt.Sprintf("offset=%d rule=%s", tt.offset, tt.rule)
		if got != want || e.Input != tt.in {
			t.Errorf("Parse(%q): %s input %q, want %s", tt.in, got, e.Input, want)
		}
	}
}

// TestParseValid checks templates at the edges of the grammar that Parse
// must take.
func TestParseValid(t *testing.T) {
	for _, s := range []string{
		"", "a", "{var}", "{var:9999}", "{var:1}", "{a.b.c}", "{_}", "{9}",
		"{%41%42}", "{a%20b.c}", "{+var}", "{#var}", "{.var}", "{/var}", "{;var}",
		"{?var}", "{&var}", "{?a,b*,c:3}", "'{var}'", "café/{var}",
		"a\U000F0000b/{var}", "a\ue000b", "/vars/:var", "http://[::1]:{port}/",
		"%7B{var}%7D", "x:{+path}#{frag}", "{x}a:b",
		// Literals that form a URI reference with some values only.
		"{scheme}://host", "{host}:{port}", "{scheme}://{host}:{port}/{+path}",
	} {
		if _, err := template.Parse(s); err != nil {
			t.Errorf("Parse(%q): %v", s, err)
		}
	}
}

// TestExpand checks edge cases of RFC 6570 §3 that the suite's files
// leave out; the expected results are worked from the RFC's text.
func TestExpand(t *testing.T) {
	vars := map[string]any{
		"var":    "value",
		"word":   "drücken",
		"pct":    "%61%62%63%64%65%66",
		"lone":   "50%",
		"empty":  "",
		"list":   []string{"red", "green", "blue"},
		"elist":  []string{},
		"one":    []string{""},
		"two":    []string{"", ""},
		"pairs":  [][2]string{{"b", "2"}, {"a", "1"}},
		"epairs": [][2]string{{"k", ""}},
		"map":    map[string]string{"b": "2", "a": "1"},
		"emap":   map[string]string{},
		"int":    -42,
		"uint8":  uint8(7),
		"float":  2.5,
		"f32":    float32(0.1),
		"big":    1e21,
		"str":    stringer("a b"),
		"nil":    nil,
		"any":    []any{"x", nil, 3.0},
		"anymap": map[string]any{"z": "1", "y": nil},
		"bad":    "\xff\xfeA",
		"q":      "a/b?c#d[e]",
	}
	tests := []struct{ tmpl, want string }{
		// §2.4.1: a prefix counts characters, not octets.
		{"{word:3}", "dr%C3%BC"},
		{"{word:2}", "dr"},
		{"{var:9999}", "value"},
		{"{bad:2}", "%FF%FE"}, // an octet that is not UTF-8 is one character
		// In reserved expansion a triplet is one character, never cut.
		{"{+pct:5}", "%61%62%63%64%65"},
		{"{pct:5}", "%2561%256"},
		// §3.2.1: "%" alone is encoded, in reserved expansion too.
		{"{+lone}", "50%25"},
		{"{#lone}", "#50%25"},
		// §3.2.3: reserved characters pass in {+x} but not in {x}.
		{"{q}", "a%2Fb%3Fc%23d%5Be%5D"},
		// §2.3: an empty list or array is undefined; a nil too.
		{"{?elist,emap,nil}", ""},
		{"{/elist*}", ""},
		{"x{?nil}y", "xy"},
		// §3.2.7: ";" writes an empty value without "="; §3.2.8, §3.2.9:
		// "?" and "&" write "x=".
		{"{;empty}", ";empty"},
		{"{?empty}", "?empty="},
		{"{&empty}", "&empty="},
		{"{;one}", ";one"},
		{"{?one}", "?one="},
		{"{;two}", ";two=,"},
		{"{;one*}", ";one"},
		{"{?one*}", "?one="},
		{"{;epairs*}", ";k"},
		{"{?epairs*}", "?k="},
		{"{epairs*}", "k="},
		{"{;two*}", ";two;two"},
		{"{?two*}", "?two=&two="},
		{"{;list*,empty}", ";list=red;list=green;list=blue;empty"},
		// Appendix A: the first defined value takes the operator's first
		// string, whatever its type; an empty string is defined.
		{"{?var,pairs*}", "?var=value&b=2&a=1"},
		{"{?nil,pairs*}", "?b=2&a=1"},
		{"{/nil,list*,var}", "/red/green/blue/value"},
		{"{.empty,var}", "..value"},
		// Associative arrays: [][2]string in its order, maps sorted.
		{"{pairs}", "b,2,a,1"},
		{"{pairs*}", "b=2,a=1"},
		{"{?pairs*}", "?b=2&a=1"},
		{"{map}", "a,1,b,2"},
		{"{;map*}", ";a=1;b=2"},
		// Numbers and Stringers as their text.
		{"{int}", "-42"},
		{"{uint8}", "7"},
		{"{float}", "2.5"},
		{"{f32}", "0.1"},
		{"{big}", "1e%2B21"},
		{"{+big}", "1e+21"},
		{"{int:2}", "-4"},
		{"{str}", "a%20b"},
		{"{?str}", "?str=a%20b"},
		// []any and map[string]any, nil members undefined.
		{"{any}", "x,3"},
		{"{anymap*}", "z=1"},
		// Varnames with dots and triplets are names, as written.
		{"{?a.b,%41}", ""},
	}
	for _, tt := range tests {
		tmpl, err := template.Parse(tt.tmpl)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.tmpl, err)
			continue
		}
		got, err := tmpl.Expand(vars)
		if err != nil || got != tt.want {
			t.Errorf("Expand(%q) = %q, %v; want %q", tt.tmpl, got, err, tt.want)
		}
	}
	got, err := template.MustParse("{?a.b,%41}").Expand(map[string]any{"a.b": "1", "%41": "2", "A": "3"})
	if want := "?a.b=1&%41=2"; got != want || err != nil {
		t.Errorf("Expand({?a.b,%%41}) = %q, %v; want %q", got, err, want)
	}
}

type stringer string

func (s stringer) String() string { return string(s) }

// TestExpandErrors checks the failures of Expand: a prefix on a composite
// value (§2.4.1), a value of a type it does not take, and an expansion
// that is no URI reference.
func TestExpandErrors(t *testing.T) {
	tests := []struct {
		tmpl   string
		vars   map[string]any
		input  string // the Input of the *uri.Error; "" for an error of another type
		offset int
		rule   string
	}{
		{"{keys:1}", map[string]any{"keys": map[string]string{"a": "b"}}, "{keys:1}", 5, "prefix"},
		{"x{+list:10}", map[string]any{"list": []string{"a"}}, "x{+list:10}", 7, "prefix"},
		{"{a,pairs:1}", map[string]any{"pairs": [][2]string{{"a", "b"}}}, "{a,pairs:1}", 8, "prefix"},
		{"{x}", map[string]any{"x": struct{}{}}, "", 0, ""},
		{"{x}", map[string]any{"x": []int{1}}, "", 0, ""},
		// The values break RFC 3986 where the literals alone do not.
		{"http://a:{port}/", map[string]any{"port": "x"}, "http://a:x/", 9, "port"},
		{"{+path}", map[string]any{"path": "/a[b]"}, "/a[b]", 2, "segment"},
		{"a#{+f}", map[string]any{"f": "b#c"}, "a#b#c", 3, "fragment"},
		{"{#a}{#b}", map[string]any{"a": "x", "b": "y"}, "#x#y", 2, "fragment"},
		{"{x}a:b", map[string]any{"x": "1"}, "1a:b", 2, "segment-nz-nc"},
		// "{+x}" at the start: a value with ":" makes a scheme or a port.
		{"{+x}/here", map[string]any{"x": "http://a:b"}, "http://a:b/here", 9, "port"},
		{"{+x}", map[string]any{"x": "1:b"}, "1:b", 1, "segment-nz-nc"},
	}
	for _, tt := range tests {
		_, err := template.MustParse(tt.tmpl).Expand(tt.vars)
		var e *uri.Error
		switch {
		case err == nil:
			t.Errorf("Expand(%q, %v) did not fail", tt.tmpl, tt.vars)
		case tt.input == "":
			if errors.As(err, &e) {
				t.Errorf("Expand(%q, %v) = %v, want an error of another type", tt.tmpl, tt.vars, err)
			}
		case !errors.As(err, &e):
			t.Errorf("Expand(%q, %v) = %v, want an *uri.Error", tt.tmpl, tt.vars, err)
		default:
			if diff := cmp.Diff(uri.Error{Input: tt.input, Offset: tt.offset, Rule: tt.rule}, *e); diff != "" {
				t.Errorf("Expand(%q, %v) (-want +got):\n%s", tt.tmpl, tt.vars, diff)
			}
		}
	}
}

// TestVars checks that Vars lists every varspec in order, with its
// operator, modifiers and offset.
func TestVars(t *testing.T) {
	tmpl := template.MustParse("/repos{/owner,repo}/issues{?state,labels*}{#f:3}{a.b%20c}")
	want := []template.Var{
		{Name: "owner", Operator: '/', Offset: 8},
		{Name: "repo", Operator: '/', Offset: 14},
		{Name: "state", Operator: '?', Offset: 28},
		{Name: "labels", Operator: '?', Explode: true, Offset: 34},
		{Name: "f", Operator: '#', Prefix: 3, Offset: 44},
		{Name: "a.b%20c", Operator: 0, Offset: 49},
	}
	if diff := cmp.Diff(want, tmpl.Vars()); diff != "" {
		t.Errorf("Vars() (-want +got):\n%s", diff)
	}
	vs := tmpl.Vars()
	vs[0].Name = "changed"
	if tmpl.Vars()[0].Name != "owner" {
		t.Error("changing the slice Vars returned changed the template")
	}
}

// TestExpandURI checks that ExpandURI returns the expansion parsed.
func TestExpandURI(t *testing.T) {
	u, err := template.MustParse("http://example.com{/a,b}{?q}").ExpandURI(map[string]any{"a": "x y", "b": "z", "q": "1"})
	if err != nil {
		t.Fatal(err)
	}
	if u.String() != "http://example.com/x%20y/z?q=1" || u.Host() != "example.com" || u.Path() != "/x%20y/z" {
		t.Errorf("ExpandURI = %q, host %q, path %q", u, u.Host(), u.Path())
	}
}
