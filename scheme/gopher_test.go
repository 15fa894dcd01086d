package scheme_test

import (
	"testing"

	"github.com/uriref/uri/scheme"
)

func TestParseGopher(t *testing.T) {
	type G = scheme.Gopher
	// Written from the grammar of RFC 4266 §2 and uri(7); neither gives
	// an example.
	testParse(t, scheme.ParseGopher, []parseCase[G]{
		{in: "gopher://gopher.example", want: G{Host: "gopher.example", Type: '1'}, out: "gopher://gopher.example/"},
		{in: "gopher://gopher.example/", want: G{Host: "gopher.example", Type: '1'}},
		{in: "gopher://gopher.example/1", want: G{Host: "gopher.example", Type: '1'}, out: "gopher://gopher.example/"},
		{in: "gopher://gopher.example:7070/0/docs/a%20b.txt", want: G{Host: "gopher.example", Port: "7070", Type: '0', Selector: "/docs/a b.txt"}},
		{in: "gopher://g.example/7search%09cats", want: G{Host: "g.example", Type: '7', Selector: "search", Search: "cats"}},
		{in: "gopher://g.example/7search%09cats%09+", want: G{Host: "g.example", Type: '7', Selector: "search", Search: "cats", GopherPlus: "+"}},
		{in: "gopher://g.example/1sel%09%09!", want: G{Host: "g.example", Type: '1', Selector: "sel", GopherPlus: "!"}},
		{in: "gopher://g.example/0a%09b%09c%09d", want: G{Host: "g.example", Type: '0', Selector: "a", Search: "b", GopherPlus: "c\td"}},
		{in: "gopher://g.example/0why%3F", want: G{Host: "g.example", Type: '0', Selector: "why?"}},
		{in: "gopher://g.example/%2B", want: G{Host: "g.example", Type: '+'}, out: "gopher://g.example/+"},
	})
	testRefusals(t, scheme.ParseGopher, []refusal{
		{"http://g.example/", 0, "gopherurl"},
		{"gopher:1x", 7, "gopherurl"},
		{"gopher://u@g.example/", 9, "hostport"},
		{"gopher:///1x", 9, "hostport"},
		{"gopher://g.example/0x?y", 21, "gopherurl"},
		{"gopher://g.example/%0D", 19, "gtype"},
		{"gopher://g.example/%20", 19, "gtype"},
		{"gopher://g.example/0a%0D%0Ab", 21, "selector"},
		{"gopher://g.example/7a%09b%0A", 25, "search"},
		{"gopher://g.example/7a%09b%09c%0A", 29, "gopher+_string"},
	})
	if got := (scheme.Gopher{Host: "g"}).HostPort(); got != "g:70" {
		t.Errorf("HostPort() = %q, want g:70", got)
	}
	u, err := scheme.Gopher{Host: "g"}.URI()
	if err != nil || u.String() != "gopher://g/" {
		t.Errorf("Gopher{Host: g}.URI() = %q, %v; want gopher://g/", u, err)
	}
	_, err = scheme.Gopher{Host: "g", Selector: "a\tb"}.URI()
	wantError(t, "tab", err, "a\tb", 1, "selector")
}
