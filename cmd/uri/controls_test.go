package main

import (
	"bytes"
	"strings"
	"testing"
	"unicode/utf8"
)

// hostile holds references whose components decode to control characters:
// ESC "[31m" (an ANSI colour), C1 CSI (U+009B, and the lone octet 9B that
// an 8-bit terminal reads as CSI), DEL, NUL and CR, encoded and raw.
var hostile = []string{
	"http://a/%1B%5B31mRED?%1B%5B31m=%C2%9B#%9B%7F%00%0D",
	"http://u%1B@a/p%C2%9B?q=%9B&k%1B=v",
	"http://a/\x1b[31m",
	"http://a/\u009b?\x7f",
	"%1B%5B2J",
	"http://a/%20", // one that every command prints something for
}

// TestNoRawControls runs every command, and the trurl mode, on references
// that decode to control characters, with and without --json, and checks
// that standard output, and standard error too, hold no control character
// but the line feeds that end lines: no C0, no DEL, no C1 character, no
// octet that is not UTF-8.
func TestNoRawControls(t *testing.T) {
	doc := "<a href='/%1B%5B31m'><a href=\"&#27;[31m&#x9b;\"><a href='/&#127;'>\n"
	text := "see <http://a/%1B%5B31m> and http://b/%C2%9B\n"
	var runs [][]string
	for _, json := range []bool{false, true} {
		j := func(args ...string) []string {
			if json {
				return append(args, "--json")
			}
			return args
		}
		runs = append(runs,
			j(append([]string{"parse"}, hostile...)...),
			j(append([]string{"get", "--format={uri} {userinfo} {host} {path} {query} {fragment} {:path}"}, hostile...)...),
			j(append([]string{"unescape"}, hostile...)...),
			j(append([]string{"unescape", "--no-controls"}, hostile...)...),
			j(append([]string{"escape", "--component=query"}, hostile...)...),
			j(append([]string{"normalize"}, hostile...)...),
			j(append([]string{"iri", "--idna"}, hostile...)...),
			j(append([]string{"touri"}, hostile...)...),
			j(append([]string{"repair"}, hostile...)...),
			j(append([]string{"guess"}, hostile...)...),
			j(append([]string{"lint"}, hostile...)...),
			j(append([]string{"set", "--fragment=%1B%C2%9B"}, hostile...)...),
			j(append([]string{"resolve", "http://b/c"}, hostile...)...),
			j(append([]string{"relative", "http://a/b"}, hostile...)...),
			j("equal", hostile[0], hostile[1]),
			j("extract"),
			j("links", "--base=http://a/"),
			j("version"),
		)
	}
	runs = append(runs, hostile, append(hostile, "--json"), append(hostile, "-g", "{user}{path}{query}{fragment}{query:k}{query-all:q}"))
	covered := map[string]bool{}
	for _, args := range runs {
		covered[args[0]] = true
		stdin := ""
		switch args[0] {
		case "extract":
			stdin = text
		case "links":
			stdin = doc
		}
		var stdout, stderr bytes.Buffer
		run(args, strings.NewReader(stdin), &stdout, &stderr)
		if stdout.Len() == 0 && args[0] != "equal" {
			t.Errorf("run(%q): nothing on stdout, so nothing tested; stderr:\n%s", args, stderr.String())
		}
		if i, r := rawControl(stdout.String()); i >= 0 {
			t.Errorf("run(%q): stdout holds %U at offset %d:\n%q", args, r, i, stdout.String())
		}
		if i, r := rawControl(stderr.String()); i >= 0 {
			t.Errorf("run(%q): stderr holds %U at offset %d:\n%q", args, r, i, stderr.String())
		}
	}
	for _, c := range commands {
		if !covered[c.name] {
			t.Errorf("no control-character test for %q", c.name)
		}
	}
}

// rawControl returns the offset and the character of the first control
// character in s other than a line feed, or of an octet that is not UTF-8
// (as utf8.RuneError), or -1.
func rawControl(s string) (int, rune) {
	for i, r := range s {
		if r < 0x20 && r != '\n' || 0x7f <= r && r <= 0x9f || r == utf8.RuneError && !strings.HasPrefix(s[i:], "\uFFFD") {
			return i, r
		}
	}
	return -1, 0
}
