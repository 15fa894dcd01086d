package scheme_test

import (
	"testing"

	"github.com/uriref/uri/scheme"
)

func TestParseMan(t *testing.T) {
	type M = scheme.Man
	testParse(t, scheme.ParseMan, []parseCase[M]{
		{in: "man:ls(1)", want: M{Name: "ls", Section: "1"}}, // uri(7)
		{in: "man:ls", want: M{Name: "ls"}},
		{in: "man:printf(3p)", want: M{Name: "printf", Section: "3p"}},
		{in: "man:uri(7)", want: M{Name: "uri", Section: "7"}},
		{in: "man:a%28b%29(n)", want: M{Name: "a(b)", Section: "n"}},
	})
	testRefusals(t, scheme.ParseMan, []refusal{
		{"info:ls", 0, "man"},
		{"man://ls", 4, "man"},
		{"man:ls?x", 6, "man"},
		{"man:(index)", 4, "command-name"}, // KDE's index of pages, uri(7) Notes
		{"man:", 4, "command-name"},
		{"man:a/b(1)", 5, "command-name"},
		{"man:ls()", 7, "section"},
		{"man:ls(1", 8, "section"},
		{"man:ls(1)x", 9, "section"},
		{"man:ls(1.2)", 8, "section"},
	})
	_, err := scheme.Man{Name: "ls", Section: "1 2"}.URI()
	wantError(t, "section", err, "1 2", 1, "section")
}

func TestParseInfo(t *testing.T) {
	type I = scheme.Info
	testParse(t, scheme.ParseInfo, []parseCase[I]{
		// uri(7): GNOME, then KDE, with "Top" when no node is named.
		{in: "info:gcc", want: I{File: "gcc", Node: "Top"}},
		{in: "info:gcc#G++_and_GCC", want: I{File: "gcc", Node: "G++ and GCC"}},
		{in: "info:(gcc)", want: I{File: "gcc", Node: "Top", KDE: true}},
		{in: "info:(gcc)G++%20and%20GCC", want: I{File: "gcc", Node: "G++ and GCC", KDE: true}},
		{in: "info:(dir)", want: I{File: "dir", Node: "Top", KDE: true}}, // uri(7) Notes
		{in: "info:gcc#Top", want: I{File: "gcc", Node: "Top"}, out: "info:gcc"},
		{in: "info:%28x", want: I{File: "(x", Node: "Top"}},
		{in: "info:(a_b)c_d", want: I{File: "a_b", Node: "c_d", KDE: true}},
	})
	// KDE writes spaces as they are (uri(7)), which RFC 3986 does not
	// allow.
	testRefusals(t, scheme.ParseInfo, []refusal{
		{"man:gcc", 0, "info"},
		{"info://gcc", 5, "info"},
		{"info:gcc?x", 8, "info"},
		{"info:", 5, "virtual-filename"},
		{"info:(gcc", 9, "virtual-filename"},
		{"info:()x", 6, "virtual-filename"},
		{"info:(gcc)x#y", 11, "virtual-filename"},
	})
	_, err := scheme.Info{File: "gcc", Node: "a_b"}.URI()
	wantError(t, "underscore", err, "a_b", 1, "nodename")
	_, err = scheme.Info{}.URI()
	wantError(t, "no file", err, "", 0, "virtual-filename")
}
