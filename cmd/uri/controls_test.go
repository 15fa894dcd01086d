package main

import (
	"bytes"
	"strings"
	"testing"
	"unicode"
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
	// The bidirectional controls (Unicode's Bidi_Control), which reorder
	// what a terminal shows: RLO U+202E, ALM U+061C, RLM U+200F, RLI U+2066.
	"http://a/%E2%80%AEtxt.exe?%D8%9C=%E2%80%8F#%E2%81%A6",
	"http://u%E2%80%AE@a/\u202e",
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
			j(append([]string{"diff"}, hostile...)...),
			j(append([]string{"diff", "--base=http://a/"}, hostile...)...),
			j("extract"),
			j("links", "--base=http://a/"),
			j("version"),
			j(append([]string{"template", "--match", "{+p}"}, hostile...)...),
			j(append([]string{"template", "--match", "http://a{/p*}{?q*}{#f}"}, hostile...)...),
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
// character in s other than a line feed, or bidirectional control, or of
// an octet that is not UTF-8 (as utf8.RuneError), or -1.
func rawControl(s string) (int, rune) {
	for i, r := range s {
		if r < 0x20 && r != '\n' || 0x7f <= r && r <= 0x9f || unicode.Is(unicode.Bidi_Control, r) ||
			r == utf8.RuneError && !strings.HasPrefix(s[i:], "\uFFFD") {
			return i, r
		}
	}
	return -1, 0
}

// TestBidiControls checks what a person sees of the bidirectional
// controls (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069):
// decoded text shows them as the triplets of their UTF-8 octets, as it
// shows C0 and C1 controls, and JSON escapes them as \uXXXX.
func TestBidiControls(t *testing.T) {
	const all = "%D8%9C%E2%80%8E%E2%80%8F%E2%80%AA%E2%80%AB%E2%80%AC%E2%80%AD%E2%80%AE%E2%81%A6%E2%81%A7%E2%81%A8%E2%81%A9"
	runBinTests(t, []cmdTest{
		{name: "uri get {path}", args: []string{"get", "--format={path} {:path}", "http://a/txt%E2%80%AEexe.pdf"},
			stdout: "/txt%E2%80%AEexe.pdf /txt%E2%80%AEexe.pdf\n"},
		{name: "uri get, every one", args: []string{"get", "--format={path}", "http://a/" + all},
			stdout: "/" + all + "\n"},
		{name: "uri get: other format characters are text", args: []string{"get", "--format={path}", "http://a/%E2%80%8B%E2%81%A0"},
			stdout: "/\u200b\u2060\n"},
		{name: "uri unescape", args: []string{"unescape", "a%E2%80%AEb", all},
			stdout: "a%E2%80%AEb\n" + all + "\n"},
		{name: "uri unescape --json", args: []string{"unescape", "--json", all},
			stdout: `{"input":"` + all + `","output":"\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"}` + "\n", outJSON: true},
		{name: "trurl mode: --get", args: []string{"http://a/%E2%80%AE", "-g", "{path}"},
			stdout: "/%E2%80%AE\n", stderr: "uri note: path decodes to a control or non-UTF-8 octet, shown percent-encoded\n"},
		{name: "trurl mode: a note shows the input", args: []string{"http://a/\u202ex"},
			stderr: "uri note: invalid non-ASCII character \"\\u202e\" (UTF-8 0xE2 0x80 0xAE) in path at offset 9 in \"http://a/\\u202ex\" [http://a/%E2%80%AEx]\n"},
		{name: "trurl mode: a file name in an error", args: []string{"-f", "no\u202efile\x1b"},
			errHas: "uri error: --url-file no%E2%80%AEfile%1B: ", status: exitURLFile},
	})
}
