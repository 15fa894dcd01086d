package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// appendixE is the example text of the draft's Appendix E.
const appendixE = `Yes, Jim, I found it under "http://www.w3.org/Addressing/",
but you can probably pick it up from <ftp://ds.internic.
net/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
ietf/uri/historical.html#WARNING>.
`

func TestExtract(t *testing.T) {
	file := filepath.Join(t.TempDir(), "mail.txt")
	if err := os.WriteFile(file, []byte("see <URL:http://a/b>, or www.a.org.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	runCmdTests(t, []cmdTest{{
		name:  "the draft's Appendix E, from standard input",
		args:  []string{"extract"},
		stdin: appendixE,
		stdout: "http://www.w3.org/Addressing/\n" +
			"ftp://ds.internic.net/rfc/\n" +
			"http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING\n",
	}, {
		name:  "JSON with spans",
		args:  []string{"extract", "--json"},
		stdin: "a <http://a/b-\n c> \"mailto:x@y\".",
		stdout: `{"uri":"http://a/b-c","text":"http://a/b-\u000a c","start":3,"end":17,"guessed":false,"hyphenated":true,"iri":false}` + "\n" +
			`{"uri":"mailto:x@y","text":"mailto:x@y","start":20,"end":30,"guessed":false,"hyphenated":false,"iri":false}` + "\n",
		outJSON: true,
	}, {
		// ü is U+00FC, C3 BC in UTF-8 (RFC 3987 §3.1); the span counts octets.
		name:  "IRIs, as their URIs, with the text as written",
		args:  []string{"extract", "--json"},
		stdin: "Siehe https://münchen.de/ und <https://example.com/über>.\n",
		stdout: `{"uri":"https://m%C3%BCnchen.de/","text":"https://münchen.de/","start":6,"end":26,"guessed":false,"hyphenated":false,"iri":true}` + "\n" +
			`{"uri":"https://example.com/%C3%BCber","text":"https://example.com/über","start":32,"end":57,"guessed":false,"hyphenated":false,"iri":true}` + "\n",
		outJSON: true,
	}, {
		name:   "a file",
		args:   []string{"extract", file},
		stdout: "http://a/b\n",
	}, {
		name:   "a file, with abbreviations",
		args:   []string{"extract", "--guess", file},
		stdout: "http://a/b\nhttp://www.a.org/\n",
	}, {
		name:    "a file, with abbreviations, JSON",
		args:    []string{"extract", "--guess", "--scheme=https", "--json", file},
		stdout:  `{"uri":"http://a/b","text":"http://a/b","start":9,"end":19,"guessed":false,"hyphenated":false,"iri":false}` + "\n" + `{"uri":"https://www.a.org/","text":"www.a.org","start":25,"end":34,"guessed":true,"hyphenated":false,"iri":false}` + "\n",
		outJSON: true,
	}, {
		// CommonMark: a code span, strong emphasis, a link destination
		// with balanced parentheses, a link whose text is a URI, a link
		// reference definition; the URIs without the markup.
		name: "Markdown",
		args: []string{"extract"},
		stdin: "See `https://x.com/code`, **https://x.com/bold**, [t](https://x.com/a_(b)) and\n" +
			"[https://x.com/a](https://x.com/b).\n\n[id]: https://x.com/ref \"title\"\n",
		stdout: "https://x.com/code\nhttps://x.com/bold\nhttps://x.com/a_(b)\nhttps://x.com/a\nhttps://x.com/b\nhttps://x.com/ref\n",
	}, {
		name:    "Markdown as JSON: the span without the markup",
		args:    []string{"extract", "--json"},
		stdin:   "**https://x.com/b**",
		stdout:  `{"uri":"https://x.com/b","text":"https://x.com/b","start":2,"end":17,"guessed":false,"hyphenated":false,"iri":false}` + "\n",
		outJSON: true,
	}, {
		name:  "no URI",
		args:  []string{"extract"},
		stdin: "Nothing here: a:b, e.g.: note:\n",
	}, {
		name:  "empty input",
		args:  []string{"extract"},
		stdin: "",
	}, {
		name:  "invalid UTF-8 and a NUL",
		args:  []string{"extract"},
		stdin: "\xff\x00 http://a/\x00 <http://b/\xff>",
	}, {
		name:   "no such file",
		args:   []string{"extract", filepath.Join(t.TempDir(), "none")},
		errHas: "no such file",
		status: 1,
	}, {
		name:   "two files",
		args:   []string{"extract", file, file},
		stderr: "uri extract: extract reads one FILE, or standard input\n",
		status: 2,
	}, {
		name:   "a bad scheme",
		args:   []string{"extract", "--guess", "--scheme=1x"},
		stderr: "uri extract: --scheme \"1x\" is not a scheme\n",
		status: 2,
	}, {
		name:   "help",
		args:   []string{"extract", "--help"},
		outHas: "uri extract --json README.txt",
	}})
}

// TestCutter checks where extract may cut a text, scanned whole and
// octet by octet: after white space, but not after a "-" and its white
// space, nor within a "<" that may delimit a URI, that is until a ">"
// comes, or until another "<" or an octet no URI holds tells that it
// delimits nothing.
func TestCutter(t *testing.T) {
	tests := []struct {
		text string
		cut  int // the last safe cut: the length of the text before it
	}{
		{"", 0},
		{"word", 0},
		{"a b", 2},
		{"a b\r\nc", 5},
		{"a-\nb", 0},
		{"a- \n b c", 7},
		{"< a b", 0},
		{"< a > b", 6},
		{"< a >b", 0},
		{"< a < b", 4},          // the first "<" delimits nothing: "a " is safe
		{"< a\nb < c d", 6},     // and so up to the second "<"
		{"< a \" b", 6},         // a quote: no URI
		{"< a\n{ b", 6},         // a brace: no URI
		{"< a - \x01b", 4},      // a control: no URI, but "-" holds the cut after it
		{"< a-\n< b", 2},        // and so here
		{"<a b> < c d > e", 14}, // two closed brackets
	}
	for _, tt := range tests {
		var whole, octets cutter
		whole.scan([]byte(tt.text))
		for i := range len(tt.text) {
			octets.scan([]byte(tt.text[i : i+1]))
		}
		if whole.cut != tt.cut || octets.cut != tt.cut {
			t.Errorf("cut of %q: %d whole, %d octet by octet; want %d", tt.text, whole.cut, octets.cut, tt.cut)
		}
	}
}

func TestGuess(t *testing.T) {
	runCmdTests(t, []cmdTest{{
		name: "the draft's Appendix F and uri(7)",
		args: []string{"guess", "www.w3.org/Addressing/", "ftp.example.org/pub", "example.org", "localhost:8080", "http://a/"},
		stdout: "http://www.w3.org/Addressing/\n" +
			"ftp://ftp.example.org/pub\n" +
			"http://example.org/\n" +
			"http://localhost:8080/\n" +
			"http://a/\n",
	}, {
		name:   "a default scheme",
		args:   []string{"guess", "--scheme", "https", "www.example.org"},
		stdout: "https://www.example.org/\n",
	}, {
		name:    "JSON",
		args:    []string{"guess", "--json", " <www.a.org/x y> "},
		stdout:  `{"input":" <www.a.org/x y> ","uri":"http://www.a.org/x%20y"}` + "\n",
		outJSON: true,
	}, {
		name:   "standard input, bad lines in the middle",
		args:   []string{"guess"},
		stdin:  "www.a.org\nnot a host\n\n/path\nb.org\n",
		stdout: "http://www.a.org/\nhttp://b.org/\n",
		stderr: "uri: 2: invalid space in host at offset 3 in \"not a host\"\n" +
			"uri: 3: end of input in host at offset 0 in \"\"\n" +
			"uri: 4: invalid character \"/\" in host at offset 0 in \"/path\"\n",
		status: 1,
	}, {
		name:   "a bad scheme",
		args:   []string{"guess", "--scheme=a/b", "x"},
		stderr: "uri guess: --scheme \"a/b\" is not a scheme\n",
		status: 2,
	}, {
		name:   "help",
		args:   []string{"help", "guess"},
		outHas: "usage: uri guess",
	}})
}

// BenchmarkExtract measures "uri extract" over text read as standard input
// is, in pieces: the draft's Appendix E, a line with an open "<", and a
// line of plain words, over and over.
func BenchmarkExtract(b *testing.B) {
	text := strings.Repeat(appendixE+"text http://example.com/a and <http://b/\n"+
		"a line of plain words, no URI in it, as most lines of a text are.\n", 2000)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		if status := run([]string{"extract"}, strings.NewReader(text), io.Discard, io.Discard); status != 0 {
			b.Fatalf("status %d", status)
		}
	}
}
