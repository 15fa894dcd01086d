package template_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/uriref/uri"
	"github.com/uriref/uri/template"
)

// TestMatch checks Match on the patterns that people route on: the
// expected values are those that RFC 6570 §3 expands to the reference.
func TestMatch(t *testing.T) {
	tests := []struct {
		tmpl, in string
		want     map[string]any
		err      error // ErrNoMatch or ErrAmbiguous
	}{
		// Simple string expansion (§3.2.2), values decoded.
		{"/users/{id}", "/users/42", map[string]any{"id": "42"}, nil},
		{"/users/{id}", "/users/a%20b", map[string]any{"id": "a b"}, nil},
		{"/users/{id}", "/users/", map[string]any{}, nil},
		{"/users/{id}", "/users/a/b", nil, template.ErrNoMatch},
		{"/users/{id}", "/user/a", nil, template.ErrNoMatch},
		{"/users/{id}/repos", "/users/x/repos", map[string]any{"id": "x"}, nil},
		{"{x,y}", "1024,768", map[string]any{"x": "1024", "y": "768"}, nil},
		{"{x,hello,y}", "1024,Hello%20World%21,768", map[string]any{"x": "1024", "hello": "Hello World!", "y": "768"}, nil},
		{"{list}", "red,green,blue", map[string]any{"list": []string{"red", "green", "blue"}}, nil},
		{"{x:3}", "abc", map[string]any{"x": "abc"}, nil},
		{"{x:3}", "abcd", nil, template.ErrNoMatch},
		{"{x:3}", "dr%C3%BC", map[string]any{"x": "drü"}, nil},
		{"{keys*}", "semi=%3B,dot=.,comma=%2C", map[string]any{"keys": [][2]string{{"semi", ";"}, {"dot", "."}, {"comma", ","}}}, nil},
		{"{x}", "a@b", nil, template.ErrNoMatch}, // "@" is "%40" in {x}
		// Reserved and fragment expansion (§3.2.3, §3.2.4): values as written.
		{"{+path}/here", "/foo/bar/here", map[string]any{"path": "/foo/bar"}, nil},
		{"here?ref={+path}", "here?ref=/foo/bar", map[string]any{"path": "/foo/bar"}, nil},
		{"{+x}", "admin%2F", map[string]any{"x": "admin%2F"}, nil},
		{"http://a{+path}{?q}", "http://a/b/c", map[string]any{"path": "/b/c"}, nil},
		// "?q=1" may be the end of path's value or q's expansion.
		{"http://a{+path}{?q}", "http://a/b/c?q=1", nil, template.ErrAmbiguous},
		{"/a{#frag}", "/a#x,y", map[string]any{"frag": "x,y"}, nil},
		// Path segments (§3.2.6).
		{"/repos{/owner,repo}", "/repos/uriref/uri", map[string]any{"owner": "uriref", "repo": "uri"}, nil},
		{"/repos{/owner,repo}", "/repos/uriref", map[string]any{"owner": "uriref"}, nil},
		{"/repos{/owner,repo}", "/repos", map[string]any{}, nil},
		{"/repos{/owner,repo}", "/repos/a/b/c", nil, template.ErrNoMatch},
		{"{/list*}", "/red/green/blue", map[string]any{"list": []string{"red", "green", "blue"}}, nil},
		{"{/list*,file}", "/a/b/c.txt", map[string]any{"list": []string{"a", "b"}, "file": "c.txt"}, nil},
		{"{/var,empty}", "/value/", map[string]any{"var": "value", "empty": ""}, nil},
		// An exploded variable leaves the later ones what they need.
		{"{a*,b,c*}", "k=1,x,j=2,m=3", map[string]any{"a": [][2]string{{"k", "1"}}, "b": "x", "c": [][2]string{{"j", "2"}, {"m", "3"}}}, nil},
		{"{a,b*,c*}", "x,y,k=1,j=", map[string]any{"a": "x", "b": []string{"y"}, "c": [][2]string{{"k", "1"}, {"j", ""}}}, nil},
		{"{/a}{/b}", "/x/y", map[string]any{"a": "x", "b": "y"}, nil},
		// Labels (§3.2.5).
		{"X{.x,y}", "X.1024.768", map[string]any{"x": "1024", "y": "768"}, nil},
		{"www{.dom*}", "www.example.com", map[string]any{"dom": []string{"example", "com"}}, nil},
		{"X{.keys*}", "X.a=b.c.d=e", map[string]any{"keys": [][2]string{{"a", "b.c"}, {"d", "e"}}}, nil},
		// A variable named twice must have one value.
		{"/{id}/{id}", "/x/x", map[string]any{"id": "x"}, nil},
		{"/{id}/{id}", "/x/y", nil, template.ErrAmbiguous},
		// Path-style parameters (§3.2.7).
		{"{;x,y,empty}", ";x=1024;y=768;empty", map[string]any{"x": "1024", "y": "768", "empty": ""}, nil},
		{"{;list*}", ";list=red;list=green", map[string]any{"list": []string{"red", "green"}}, nil},
		{"{;keys*}", ";semi=%3B;dot=.", map[string]any{"keys": [][2]string{{"semi", ";"}, {"dot", "."}}}, nil},
		// Query parameters (§3.2.8, §3.2.9), by name, in order.
		{"/issues{?state,labels*}", "/issues?state=open&labels=bug&labels=ui", map[string]any{"state": "open", "labels": []string{"bug", "ui"}}, nil},
		{"/issues{?state,labels*}", "/issues?labels=bug", map[string]any{"labels": []string{"bug"}}, nil},
		{"/issues{?state,labels*}", "/issues", map[string]any{}, nil},
		{"/issues{?state,labels}", "/issues?state=&labels=a,b", map[string]any{"state": "", "labels": []string{"a", "b"}}, nil},
		{"/issues{?state}", "/issues?other=1", nil, template.ErrNoMatch},
		{"/issues{?state}", "/issues?state", nil, template.ErrNoMatch},
		{"/issues{?state}", "/issues?state=1&state=2", nil, template.ErrNoMatch},
		{"{?keys*}", "?semi=%3B&dot=.", map[string]any{"keys": [][2]string{{"semi", ";"}, {"dot", "."}}}, nil},
		{"?fixed=yes{&x}", "?fixed=yes&x=1024", map[string]any{"x": "1024"}, nil},
		{"{?x,y}{&z}", "?x=1&z=3", map[string]any{"x": "1", "z": "3"}, nil},
		// Ambiguous: adjacent expressions, or a literal that a value holds.
		{"{a}{b}", "xy", nil, template.ErrAmbiguous},
		{"{/a}{/b}", "/x", nil, template.ErrAmbiguous},
		{"{name}.{ext}", "a.b.c", nil, template.ErrAmbiguous},
		{"{name}.{ext}", "a.b", map[string]any{"name": "a", "ext": "b"}, nil},
		{"{+a}{+b}", "xy", nil, template.ErrAmbiguous},
	}
	for _, tt := range tests {
		tmpl := template.MustParse(tt.tmpl)
		got, err := tmpl.Match(tt.in)
		if tt.err != nil {
			if !errors.Is(err, tt.err) {
				t.Errorf("Match(%q, %q) = %v, %v; want %v", tt.tmpl, tt.in, got, err, tt.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("Match(%q, %q): %v", tt.tmpl, tt.in, err)
			continue
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Match(%q, %q) (-want +got):\n%s", tt.tmpl, tt.in, diff)
		}
		if back, err := tmpl.Expand(got); err != nil || back != tt.in {
			t.Errorf("Expand(Match(%q, %q)) = %q, %v", tt.tmpl, tt.in, back, err)
		}
	}
}

// TestMatchNotURI checks that Match reports a reference that does not
// parse with the error of uri.Parse.
func TestMatchNotURI(t *testing.T) {
	_, err := template.MustParse("{+x}").Match("a b")
	var e *uri.Error
	if !errors.As(err, &e) || e.Offset != 1 {
		t.Errorf("Match(%q) = %v, want the *uri.Error of uri.Parse at offset 1", "a b", err)
	}
}
