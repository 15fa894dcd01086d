package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/uriref/uri"
	"github.com/uriref/uri/cmd/uri/internal/display"
	"github.com/uriref/uri/cmd/uri/internal/version"
	"github.com/uriref/uri/text"
)

// TestJSONEveryCommand runs every command with --json: one JSON object a
// line, one line an input. The values come from the RFCs' examples.
func TestJSONEveryCommand(t *testing.T) {
	tests := []cmdTest{{
		name:   "parse (RFC 3986 §3)",
		args:   []string{"parse", "--json", "urn:example:animal:ferret:nose"},
		stdout: `{"uri":"urn:example:animal:ferret:nose","scheme":"urn","authority":null,"userinfo":null,"host":null,"hostkind":"none","port":null,"path":"example:animal:ferret:nose","query":null,"fragment":null}` + "\n",
	}, {
		name: "resolve (RFC 3986 §5.4.1)",
		args: []string{"resolve", "--json", "http://a/b/c/d;p?q", "../g", "g?y#s"},
		stdout: `{"base":"http://a/b/c/d;p?q","ref":"../g","uri":"http://a/b/g"}` + "\n" +
			`{"base":"http://a/b/c/d;p?q","ref":"g?y#s","uri":"http://a/b/c/g?y#s"}` + "\n",
	}, {
		name:   "relative (inverse of §5.4.1 ../g)",
		args:   []string{"relative", "--json", "http://a/b/c/d", "http://a/b/g"},
		stdout: `{"base":"http://a/b/c/d","target":"http://a/b/g","ref":"../g"}` + "\n",
	}, {
		name:   "normalize (RFC 3986 §6.2.2, §6.2.3)",
		args:   []string{"normalize", "--json", "HTTP://www.Example.COM:80/a/./b/../%7euser"},
		stdout: `{"input":"HTTP://www.Example.COM:80/a/./b/../%7euser","uri":"http://www.example.com/a/~user"}` + "\n",
	}, {
		name:   "equal (RFC 3986 §6.2.3)",
		args:   []string{"equal", "--json", "http://example.com", "HTTP://example.com:80/"},
		stdout: `{"a":"http://example.com","b":"HTTP://example.com:80/","equal":true}` + "\n",
	}, {
		name: "diff (RFC 3986 §3.2.2: a reg-name; the URL Standard's IPv4 parser)",
		args: []string{"diff", "--json", "http://0x7f.1/"},
		stdout: `{"input":"http://0x7f.1/","readers":[{"reader":"rfc3986","href":"http://0x7f.1/","offset":-1},` +
			`{"reader":"whatwg","href":"http://127.0.0.1/","offset":-1,"validationErrors":["IPv4-too-few-parts at 13","IPv4-non-decimal-part at 7"]},{"reader":"net/url","href":"http://0x7f.1/","offset":-1}],` +
			`"diffs":[{"component":"host","values":["0x7f.1","127.0.0.1","0x7f.1"],` +
			`"spans":[{"start":7,"end":13},{"start":7,"end":13},{"start":7,"end":13}]}]}` + "\n",
		status: 1,
	}, {
		name:   "escape (RFC 3986 §2.1: / is a delimiter in a segment)",
		args:   []string{"escape", "--json", "--component=segment", "a/b c"},
		stdout: `{"input":"a/b c","component":"segment","output":"a%2Fb%20c"}` + "\n",
	}, {
		name:   "unescape (RFC 3986 §2.1, UTF-8 é)",
		args:   []string{"unescape", "--json", "%C3%A9"},
		stdout: `{"input":"%C3%A9","output":"é"}` + "\n",
	}, {
		name:   "get",
		args:   []string{"get", "--json", "--format={scheme} {port} {fragment}", "foo://example.com:8042/over/there?name=ferret"},
		stdout: `{"scheme":"foo","port":"8042","fragment":null}` + "\n",
	}, {
		name:   "set",
		args:   []string{"set", "--json", "--remove=query", "http://a/?q"},
		stdout: `{"input":"http://a/?q","uri":"http://a/"}` + "\n",
	}, {
		name:   "lint, no warning is an empty list",
		args:   []string{"lint", "--json", "https://example.com/"},
		stdout: `{"uri":"https://example.com/","warnings":[]}` + "\n",
	}, {
		name:   "repair (RFC 3986 §2.1: space is %20)",
		args:   []string{"repair", "--json", "http://a/b c", "http://a/"},
		stdout: `{"input":"http://a/b c","uri":"http://a/b%20c","changed":true}` + "\n" + `{"input":"http://a/","uri":"http://a/","changed":false}` + "\n",
	}, {
		name:   "guess (the draft's Appendix F)",
		args:   []string{"guess", "--json", "ftp.example.org/pub"},
		stdout: `{"input":"ftp.example.org/pub","uri":"ftp://ftp.example.org/pub"}` + "\n",
	}, {
		name:   "extract (the draft's Appendix E)",
		args:   []string{"extract", "--json"},
		stdin:  "see <http://a/b> now\n",
		stdout: `{"uri":"http://a/b","text":"http://a/b","start":5,"end":15,"guessed":false,"hyphenated":false,"iri":false}` + "\n",
	}, {
		name:   "links (the draft §5.1)",
		args:   []string{"links", "--json", "--base=http://a/b/c"},
		stdin:  "<p>\n<a href=\"x?y\">",
		stdout: `{"uri":"http://a/b/x?y","ref":"x?y","element":"a","namespace":"html","attr":"href","candidate":false,"descriptors":null,"line":2,"start":13,"end":16,"base":"http://a/b/c"}` + "\n",
	}, {
		name:   "iri (RFC 3987 §3.2)",
		args:   []string{"iri", "--json", "http://www.example.org/D%C3%BCrst"},
		stdout: `{"iri":"http://www.example.org/Dürst","uri":"http://www.example.org/D%C3%BCrst"}` + "\n",
	}, {
		name:   "touri (RFC 3987 §3.1)",
		args:   []string{"touri", "--json", "http://www.example.org/Dürst"},
		stdout: `{"uri":"http://www.example.org/D%C3%BCrst","iri":"http://www.example.org/Dürst"}` + "\n",
	}, {
		name:   "template (RFC 6570 §3.2.6)",
		args:   []string{"template", "--json", "{/var,x}/here", `{"var":"value","x":1024}`},
		stdout: `{"template":"{/var,x}/here","uri":"/value/1024/here"}` + "\n",
	}, {
		name:   "version (TestBinary checks the version against go version -m)",
		args:   []string{"version", "--json"},
		stdout: `{"version":"` + version.Module() + `","trurl":"0.16.1"}` + "\n",
	}}
	covered := map[string]bool{}
	for i := range tests {
		tests[i].outJSON = true
		covered[tests[i].args[0]] = true
	}
	for _, c := range commands {
		if !covered[c.name] {
			t.Errorf("no --json test for %q", c.name)
		}
	}
	runCmdTests(t, tests)
}

// TestJSONNotUTF8 checks that --json reports a value that is not UTF-8
// instead of printing U+FFFD for it (RFC 8259 §8.1).
func TestJSONNotUTF8(t *testing.T) {
	runCmdTests(t, []cmdTest{{
		name: "unescape to octet FF",
		args: []string{"unescape", "--json", "%FF", "%41"},
		stdout: `{"input":"%FF","line":1,"offset":null,"rule":null,"component":null,"error":"the output is not UTF-8, which JSON cannot hold: run without --json"}` + "\n" +
			`{"input":"%41","output":"A"}` + "\n",
		stderr: "uri: 1: the output is not UTF-8, which JSON cannot hold: run without --json\n",
		status: 1,
	}, {
		name:   "without --json the octet is shown as its triplet",
		args:   []string{"unescape", "%FF"},
		stdout: "%FF\n",
	}, {
		name:    "get {path}: an octet that is not UTF-8 stays a triplet, which JSON holds",
		args:    []string{"get", "--json", "--format={path} {:path}", "/%FE%C3%A9"},
		stdout:  `{"path":"/%FEé",":path":"/%FE%C3%A9"}` + "\n",
		outJSON: true,
	}})
}

// TestUsageErrors checks that mistakes in the command line give exit
// status 2 and a message that names the command.
func TestUsageErrors(t *testing.T) {
	runCmdTests(t, []cmdTest{
		{name: "no command", args: nil, errHas: "usage: uri COMMAND", status: 2},
		{name: "a misspelt command is a URL of the trurl mode, with a note", args: []string{"pares", "a"}, stdout: "http://pares/\nhttp://a/\n",
			stderr: "uri: note: \"pares\" is read as a URL; did you mean the command \"parse\"?\n"},
		{name: "unknown flag", args: []string{"normalize", "--lower", "a"}, stderr: "uri normalize: flag provided but not defined: -lower\nRun \"uri normalize --help\" for its flags.\n", status: 2},
		{name: "unknown flag after operands", args: []string{"parse", "a", "--jsno"}, errHas: "uri parse: flag provided but not defined: -jsno", status: 2},
		{name: "flag without its value", args: []string{"get", "--format"}, errHas: "uri get: flag needs an argument: -format", status: 2},
		{name: "bad --above-root", args: []string{"resolve", "--above-root=up", "http://a/", "b"}, errHas: "uri resolve: invalid value \"up\" for flag -above-root", status: 2},
		{name: "bad --component", args: []string{"escape", "--component=port", "1"}, errHas: "invalid value \"port\" for flag -component", status: 2},
		{name: "bad --remove", args: []string{"set", "--remove=host", "http://a/"}, errHas: "invalid value \"host\" for flag -remove", status: 2},
		{name: "bad --scheme", args: []string{"guess", "--scheme=1x", "www.a.org"}, stderr: "uri guess: --scheme \"1x\" is not a scheme\n", status: 2},
		{name: "resolve without BASE", args: []string{"resolve"}, stderr: "uri resolve: missing BASE\n", status: 2},
		{name: "relative without BASE", args: []string{"relative", "--json"}, stderr: "uri relative: missing BASE\n", status: 2},
		{name: "escape without --component", args: []string{"escape", "a b"}, stderr: "uri escape: missing --component\n", status: 2},
		{name: "get without --format", args: []string{"get", "http://a/"}, stderr: "uri get: missing --format\n", status: 2},
		{name: "get with a bad template", args: []string{"get", "--format={hots}", "http://a/"}, stderr: "uri get: --format: unknown placeholder {hots} at offset 0\n", status: 2},
		{name: "get with a qualifier on an unknown name", args: []string{"get", "--format=x{url:prot}", "http://a:1/"}, stderr: "uri get: --format: unknown placeholder {url:prot} at offset 1\n", status: 2},
		{name: "set with nothing to set", args: []string{"set", "http://a/"}, errHas: "uri set: nothing to change", status: 2},
		{name: "equal with one operand", args: []string{"equal", "http://a/"}, stderr: "uri equal: want two references A B, got 1\n", status: 2},
		{name: "equal with three operands", args: []string{"equal", "a", "b", "c"}, errHas: "uri equal: want two references", status: 2},
		{name: "extract with two files", args: []string{"extract", "a", "b"}, errHas: "uri extract: extract reads one FILE", status: 2},
		{name: "links with two files", args: []string{"links", "a", "b"}, stderr: "uri links: at most one FILE\n", status: 2},
	})
}

// TestOperands checks where flags and operands may stand: flags after
// operands are flags, and "--" makes everything after it an operand.
func TestOperands(t *testing.T) {
	runCmdTests(t, []cmdTest{{
		name:   "flag after the operand",
		args:   []string{"normalize", "HTTP://A/", "--json"},
		stdout: `{"input":"HTTP://A/","uri":"http://a/"}` + "\n",
	}, {
		name:   "flag value as the next argument, after the operand",
		args:   []string{"get", "http://a:8080/", "--format", "{port}"},
		stdout: "8080\n",
	}, {
		name:   "-- ends the flags: a relative reference that starts with -",
		args:   []string{"resolve", "http://a/b/", "--", "-g", "--json"},
		stdout: "http://a/b/-g\nhttp://a/b/--json\n",
	}, {
		name:   "a lone - is an operand (a valid relative reference)",
		args:   []string{"normalize", "-"},
		stdout: "-\n",
	}, {
		name:   "single-dash flags work as in package flag",
		args:   []string{"unescape", "-no-controls", "a%0Ab"},
		stderr: "uri: 1: " + unescapeErr(t, "a%0Ab") + "\n",
		status: 1,
	}})
}

func unescapeErr(t *testing.T, s string) string {
	_, err := uri.UnescapeText(s)
	if err == nil {
		t.Fatalf("UnescapeText(%q) did not fail", s)
	}
	return strings.TrimPrefix(err.Error(), "uri: ")
}

// TestStdin checks how lines of standard input become inputs.
func TestStdin(t *testing.T) {
	runCmdTests(t, []cmdTest{{
		name:   "CR LF: the CR belongs to the line ending",
		args:   []string{"normalize"},
		stdin:  "HTTP://A/\r\nhttp://B/%7e\r\n",
		stdout: "http://a/\nhttp://b/~\n",
	}, {
		name:   "CR LF, the last line without LF",
		args:   []string{"normalize"},
		stdin:  "HTTP://A/\r\nHTTP://B/\r",
		stdout: "http://a/\nhttp://b/\n",
	}, {
		name:   "a CR inside a line is not a line ending: a control is no URI octet",
		args:   []string{"parse"},
		stdin:  "a\rb\n",
		stderr: "uri: 1: " + parseErr(t, "a\rb") + "\n",
		status: 1,
	}, {
		name:   "an empty line is the empty reference (RFC 3986 §4.1), kept in step with the input",
		args:   []string{"normalize"},
		stdin:  "A:B\n\n\r\nC:D\n",
		stdout: "a:B\n\n\nc:D\n",
	}, {
		name:   "no input, no output",
		args:   []string{"parse", "--json"},
		stdin:  "",
		stdout: "",
	}, {
		name:   "an empty argument is an input too",
		args:   []string{"resolve", "http://a/b/c/d;p?q", ""},
		stdout: "http://a/b/c/d;p?q\n",
	}, {
		name:   "non-ASCII is not a URI octet, but touri maps it (RFC 3987 §3.1)",
		args:   []string{"touri"},
		stdin:  "http://例え.jp/ä\n",
		stdout: "http://%E4%BE%8B%E3%81%88.jp/%C3%A4\n",
	}, {
		name: "IPv6, IPvFuture and a port of any length (RFC 3986 §3.2.2, §3.2.3)",
		args: []string{"get", "--format={hostkind} {host} {port}"},
		stdin: "http://[2001:db8::7]:99999999999999999999/\n" +
			"http://[v1.fe80::a+en1]/\n" +
			"http://[::ffff:1.2.3.4]:/\n" +
			"http://[2001:db8::7%25en1]/\n",
		stdout: "ipv6 [2001:db8::7] 99999999999999999999\n" +
			"ipvfuture [v1.fe80::a+en1] \n" +
			"ipv6 [::ffff:1.2.3.4] \n",
		stderr: "uri: 4: " + parseErr(t, "http://[2001:db8::7%25en1]/") + "\n",
		status: 1,
	}, {
		name:   "an invalid pair in the middle of a stream: equal's status is 2",
		args:   []string{"equal"},
		stdin:  "http://a/\thttp://A:80/\nhttp://a/\n%zz\tb\nx:a\tX:a\n",
		stdout: "true\ntrue\n",
		stderr: "uri: 2: want two references separated by a tab\nuri: 3: " + parseErr(t, "%zz") + "\n",
		status: 2,
	}})
}

func parseErr(t *testing.T, s string) string {
	_, err := uri.Parse(s)
	if err == nil {
		t.Fatalf("Parse(%q) did not fail", s)
	}
	return strings.TrimPrefix(err.Error(), "uri: ")
}

// TestLongLine checks that a line longer than maxLine fails on its own and
// the run goes on with the next line.
func TestLongLine(t *testing.T) {
	defer func(n int) { maxLine = n }(maxLine)
	maxLine = 8
	long := "http://a/" + strings.Repeat("x", 100<<10) // longer than bufio's buffer too
	runCmdTests(t, []cmdTest{{
		name:   "too long, then short",
		args:   []string{"normalize"},
		stdin:  "HTTP://A\n" + long + "\nHTTP://B\r\n" + long,
		stdout: "http://a/\nhttp://b/\n", // an empty http path is "/" (RFC 3986 §6.2.3)
		stderr: "uri: 2: line longer than 8 bytes: skipped\nuri: 4: line longer than 8 bytes: skipped\n",
		status: 1,
	}, {
		name:   "exactly maxLine, with CR LF",
		args:   []string{"normalize"},
		stdin:  "HTTP://A\r\n",
		stdout: "http://a/\n",
	}, {
		name:   "one more than maxLine",
		args:   []string{"normalize"},
		stdin:  "HTTP://AB\r\n",
		stderr: "uri: 1: line longer than 8 bytes: skipped\n",
		status: 1,
	}})
}

// TestRepair runs "uri repair" on the kinds of text the draft's Appendix E
// says people type and paste.
func TestRepair(t *testing.T) {
	runCmdTests(t, []cmdTest{{
		name: "delimiters, URL: prefix, space, a bare %",
		args: []string{"repair", " <URL:http://example.com/a b> ", "http://example.com/100%", `"http://a/"`},
		stdout: "http://example.com/a%20b\n" +
			"http://example.com/100%25\n" +
			"http://a/\n",
	}, {
		name:   "a URI broken across lines is joined, a hyphen kept (Appendix E)",
		args:   []string{"repair", "http://a/very-\n   long/path"},
		stdout: "http://a/very-long/path\n",
	}, {
		name:   "non-ASCII as its UTF-8 octets (RFC 3986 §2.5)",
		args:   []string{"repair", "http://a/ü?q=a b"},
		stdout: "http://a/%C3%BC?q=a%20b\n",
	}, {
		name:   "a valid reference is unchanged, even one Guess would complete",
		args:   []string{"repair", "www.w3.org/Addressing/", ""},
		stdout: "www.w3.org/Addressing/\n\n",
	}, {
		name:   "a colon in the first segment of a relative reference (RFC 3986 §4.2)",
		args:   []string{"repair", "1a:b c"},
		stdout: "1a%3Ab%20c\n",
	}, {
		name:   "standard input, CR LF",
		args:   []string{"repair"},
		stdin:  "<http://a/b c>\r\nhttp://a/#x#y\r\n",
		stdout: "http://a/b%20c\nhttp://a/#x%23y\n",
	}})
}

// TestHelpEveryFlag checks that "uri CMD --help" lists every flag of CMD
// and that the examples, which it also lists, show every flag.
func TestHelpEveryFlag(t *testing.T) {
	var top bytes.Buffer
	if status := run([]string{"help"}, strings.NewReader(""), &top, io.Discard); status != 0 {
		t.Fatalf("uri help: status %d", status)
	}
	for _, c := range commands {
		if !strings.Contains(top.String(), "\n  "+c.name+" ") {
			t.Errorf("uri help does not list %q", c.name)
		}
		var out bytes.Buffer
		if status := run([]string{c.name, "--help"}, strings.NewReader(""), &out, io.Discard); status != 0 {
			t.Errorf("uri %s --help: status %d", c.name, status)
		}
		help := out.String()
		fs, _ := newFlagSet(c, &env{})
		fs.VisitAll(func(f *flag.Flag) {
			if !strings.Contains(help, "\n  --"+f.Name) {
				t.Errorf("uri %s --help does not list --%s", c.name, f.Name)
			}
			shown := false
			for _, x := range c.examples {
				shown = shown || strings.Contains(x, " --"+f.Name)
			}
			if !shown {
				t.Errorf("no example of uri %s shows --%s", c.name, f.Name)
			}
		})
		for _, x := range c.examples {
			if !strings.Contains(help, "\n  "+x+"\n") {
				t.Errorf("uri %s --help does not show the example %s", c.name, x)
			}
			if !strings.HasPrefix(x, "uri "+c.name+" ") && !strings.Contains(x, "| uri "+c.name) {
				t.Errorf("example %q is not of uri %s", x, c.name)
			}
		}
	}
}

// TestExamplesRun runs every example that needs no file and no pipe: none
// may be a usage error.
func TestExamplesRun(t *testing.T) {
	for _, c := range commands {
		for _, x := range c.examples {
			if strings.Contains(x, "|") || c.name == "extract" || c.name == "links" {
				continue
			}
			args := shellWords(t, strings.TrimPrefix(x, "uri "))
			var stderr bytes.Buffer
			status := run(args, strings.NewReader(""), io.Discard, &stderr)
			if status == 2 {
				t.Errorf("%s: status 2: %s", x, stderr.String())
			}
		}
	}
}

// shellWords splits s as a POSIX shell would, for the quoting the
// examples use: words, and single quotes.
func shellWords(t *testing.T, s string) []string {
	var words []string
	var w strings.Builder
	inWord, quoted := false, false
	for _, r := range s {
		switch {
		case quoted && r == '\'':
			quoted = false
		case quoted:
			w.WriteRune(r)
		case r == '\'':
			quoted, inWord = true, true
		case r == ' ':
			if inWord {
				words = append(words, w.String())
				w.Reset()
				inWord = false
			}
		default:
			w.WriteRune(r)
			inWord = true
		}
	}
	if quoted {
		t.Fatalf("unclosed quote in %s", s)
	}
	if inWord {
		words = append(words, w.String())
	}
	return words
}

// TestExtractPieces checks that extract, which reads the text a piece at
// a time, finds what text.ExtractWith finds in the whole text, at the same
// offsets: with pieces of every size from one octet up, every octet of each
// text is a piece's end for some size, so that a URI lies across every
// kind of boundary: within its word, its angle brackets or its quotes,
// within a run of white space, a line break, a CR LF, a hyphen joined
// with the next line, or a UTF-8 character.
func TestExtractPieces(t *testing.T) {
	defer func(n int) { maxPiece = n }(maxPiece)
	texts := []string{
		"see http://a/b, and <http://a/\n  b/c> then\n\nmore <URL:http://x/\ny> here\n",
		"a URI broken after a hyphen: http://a/very-\nlong/path and\nhttp://b/ end",
		"an open < on one line\nhttp://a/ and > later http://b/\n",
		"<http://a/b\n\n\nc>\r\n\"http://q/\"\r\n(http://p/x).\n",
		"ends with a hyphen http://a/b-\n",
		"www.example.org/x and ftp.example.org\n",
		"",
		"no newline at the end http://z/",
		"IRIs: https://münchen.de/ and <https://example.com/ü\n  ber>\nhttps://例え.jp/パス-\nファイル。\n",
		strings.Repeat(" ", 40) + "https://paypal.com.evil.net/login\n",
		strings.Repeat("word ", 8) + "https://paypal.com.evil.net/login" + strings.Repeat(" ", 9) + "http://b/",
		"a stray < then prose, http://a/ and more\nhttp://b/c and no closing bracket",
		"a stray < then a quote \" and http://a/b\n<http://c/\nd>",
		"two < < and <http://a/b> x",
		"a < b\nhttp://x/ c < d http://y/\n<http://z/> e",
		"a < http://x/ y > http://z/ and <http://w/\n v {x} > u",
		"joined over three lines http://a/b-\nc-\r\nd/e and http://f/-\n\n g",
		"a hyphen then spaces http://a/b-   \n   c end",
		"URL: http://u/ and <URL: http://v/ > and \"URL:http://w/\"",
		"no-break\u00a0space http://a/\u00a0b and 「https://例え.jp/」",
		"tab\thttp://a/\tform\ffeed\vhttp://b/\r",
	}
	for _, in := range texts {
		for _, guess := range []bool{false, true} {
			var want strings.Builder
			o := text.ExtractOptions{Guess: guess}
			for m := range text.ExtractWith(in, o) {
				fmt.Fprintf(&want, `{"uri":%q,"text":%s,"start":%d,"end":%d,"guessed":%t,"hyphenated":%t,"iri":%t}`+"\n",
					m.URI.String(), display.AppendJSONString(nil, in[m.Start:m.End]), m.Start, m.End, m.Guessed, m.Hyphenated, m.IRI)
			}
			args := []string{"extract", "--json"}
			if guess {
				args = append(args, "--guess")
			}
			for size := 1; size <= len(in)+1; size++ {
				maxPiece = size
				var stdout, stderr bytes.Buffer
				if status := run(args, strings.NewReader(in), &stdout, &stderr); status != 0 {
					t.Errorf("extract %q, pieces of %d: status %d: %s", in, size, status, stderr.String())
				}
				if got := stdout.String(); got != want.String() {
					t.Errorf("extract %q, guess %t, pieces of %d:\ngot  %s\nwant %s", in, guess, size, got, want.String())
					break
				}
			}
		}
	}
}

// lineReader is n lines of standard input made as they are read.
type lineReader struct {
	n    int
	line string
	rest string
}

func (r *lineReader) Read(p []byte) (int, error) {
	k := 0
	for k < len(p) {
		if r.rest == "" {
			if r.n == 0 {
				break
			}
			r.n--
			r.rest = r.line
		}
		c := copy(p[k:], r.rest)
		r.rest = r.rest[c:]
		k += c
	}
	if k == 0 {
		return 0, io.EOF
	}
	return k, nil
}

// heapWatcher is an output that samples the live heap every so many writes.
type heapWatcher struct {
	writes, max uint64
}

func (w *heapWatcher) Write(p []byte) (int, error) {
	w.writes++
	if w.writes%64 == 0 {
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		w.max = max(w.max, m.HeapAlloc)
	}
	return len(p), nil
}

// TestStreams checks that a million lines go through the line commands
// without the heap growing with them.
func TestStreams(t *testing.T) {
	if testing.Short() {
		t.Skip("a million lines")
	}
	tests := []struct {
		args []string
		line string
	}{
		{[]string{"parse", "--json"}, "http://example.com/a/b?c=d#e\n"},
		{[]string{"equal"}, "http://a/\tHTTP://A:80/\n"},
		{[]string{"extract"}, "text http://example.com/a and <http://b/\n"},
		{[]string{"lint", "--json"}, "http://u:p@example.com:25/\n"},
	}
	for _, tt := range tests {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		base := m.HeapAlloc
		var out heapWatcher
		status := run(tt.args, &lineReader{n: 1 << 20, line: tt.line}, &out, io.Discard)
		if status == 2 {
			t.Errorf("%s: status 2", tt.args)
		}
		if grew := int64(out.max) - int64(base); grew > 16<<20 {
			t.Errorf("%s over a million lines: heap grew by %d MiB", tt.args, grew>>20)
		}
	}
}

// TestFirstLine checks the one-line summaries of "uri help".
func TestFirstLine(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Parse each URI reference.\nMore.", "Parse each URI reference."},
		{"Decode each text. A lone % is an error\nmore", "Decode each text."},
		{"Print the normal form (RFC 3986 §6.2): lowercase\nscheme", "Print the normal form (RFC 3986 §6.2)."},
		{"Print for each TARGET the reference to it:\na relative path", "Print for each TARGET the reference to it."},
		{"One line", "One line"},
	}
	for _, tt := range tests {
		if got := firstLine(tt.in); got != tt.want {
			t.Errorf("firstLine(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestHelpPlaceholders checks one style for every flag of every command:
// a flag with a value shows it as --NAME=PLACEHOLDER, the placeholder in
// capitals, in the synopsis and in the list of flags alike; a boolean flag
// shows as [--NAME] in the synopsis.
func TestHelpPlaceholders(t *testing.T) {
	for _, c := range commands {
		var out bytes.Buffer
		run([]string{c.name, "--help"}, strings.NewReader(""), &out, io.Discard)
		fs, _ := newFlagSet(c, &env{})
		fs.VisitAll(func(f *flag.Flag) {
			placeholder, _ := flag.UnquoteUsage(f)
			if isBoolFlag(f) {
				if !strings.Contains(c.args, "[--"+f.Name+"]") {
					t.Errorf("uri %s: synopsis %q lacks [--%s]", c.name, c.args, f.Name)
				}
				return
			}
			if placeholder == "" || strings.Trim(placeholder, "ABCDEFGHIJKLMNOPQRSTUVWXYZ=-") != "" {
				t.Errorf("uri %s --%s: placeholder %q, want capitals", c.name, f.Name, placeholder)
			}
			shown := "--" + f.Name + "=" + placeholder
			if !strings.Contains(c.args, shown) {
				t.Errorf("uri %s: synopsis %q lacks %s", c.name, c.args, shown)
			}
			if !strings.Contains(out.String(), "\n  "+shown+"\n") {
				t.Errorf("uri %s --help does not list %s", c.name, shown)
			}
		})
	}
}
