package main

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// cmdTest is one run of the command: its arguments and standard input, and
// what it must print and return.
type cmdTest struct {
	name    string
	args    []string
	stdin   string
	stdout  string
	stderr  string
	status  int
	errHas  string // instead of stderr: a usage message, checked by substring
	outHas  string // instead of stdout: help text, checked by substring
	outJSON bool   // stdout must be JSON lines
}

func runCmdTests(t *testing.T, tests []cmdTest) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			status := run(tt.args, strings.NewReader(tt.stdin), &stdout, &stderr)
			tt.check(t, status, stdout.String(), stderr.String())
		})
	}
}

// check compares what a run of tt wrote and returned with what tt wants.
func (tt cmdTest) check(t *testing.T, status int, stdout, stderr string) {
	t.Helper()
	if status != tt.status {
		t.Errorf("run(%q) = %d, want %d; stderr:\n%s", tt.args, status, tt.status, stderr)
	}
	if tt.outHas != "" {
		if !strings.Contains(stdout, tt.outHas) {
			t.Errorf("run(%q) stdout lacks %q:\n%s", tt.args, tt.outHas, stdout)
		}
	} else if diff := cmp.Diff(tt.stdout, stdout); diff != "" {
		t.Errorf("run(%q) stdout (-want +got):\n%s", tt.args, diff)
	}
	if tt.errHas != "" {
		if !strings.Contains(stderr, tt.errHas) {
			t.Errorf("run(%q) stderr lacks %q:\n%s", tt.args, tt.errHas, stderr)
		}
	} else if diff := cmp.Diff(tt.stderr, stderr); diff != "" {
		t.Errorf("run(%q) stderr (-want +got):\n%s", tt.args, diff)
	}
	if tt.outJSON {
		for _, line := range strings.Split(strings.TrimSuffix(stdout, "\n"), "\n") {
			if !json.Valid([]byte(line)) {
				t.Errorf("not a JSON line: %s", line)
			}
		}
	}
}

func TestParse(t *testing.T) {
	runCmdTests(t, []cmdTest{{
		name:   "RFC 3986 §3 example",
		args:   []string{"parse", "foo://example.com:8042/over/there?name=ferret#nose"},
		stdout: `"foo://example.com:8042/over/there?name=ferret#nose" scheme="foo" authority="example.com:8042" host="example.com" hostkind=regname port="8042" path="/over/there" query="name=ferret" fragment="nose"` + "\n",
	}, {
		name: "undefined components are left out, empty ones kept",
		args: []string{"parse", "urn:example:animal:ferret:nose", "http://@[::1]:/?#", ""},
		stdout: `"urn:example:animal:ferret:nose" scheme="urn" hostkind=none path="example:animal:ferret:nose"` + "\n" +
			`"http://@[::1]:/?#" scheme="http" authority="@[::1]:" userinfo="" host="[::1]" hostkind=ipv6 port="" path="/" query="" fragment=""` + "\n" +
			`"" hostkind=none path=""` + "\n",
	}, {
		name: "JSON, with null for undefined",
		args: []string{"parse", "--json", "http://1.2.3.4/x?", "//[v7.a:b]", "mailto:a@b"},
		stdout: `{"uri":"http://1.2.3.4/x?","scheme":"http","authority":"1.2.3.4","userinfo":null,"host":"1.2.3.4","hostkind":"ipv4","port":null,"path":"/x","query":"","fragment":null}` + "\n" +
			`{"uri":"//[v7.a:b]","scheme":null,"authority":"[v7.a:b]","userinfo":null,"host":"[v7.a:b]","hostkind":"ipvfuture","port":null,"path":"","query":null,"fragment":null}` + "\n" +
			`{"uri":"mailto:a@b","scheme":"mailto","authority":null,"userinfo":null,"host":null,"hostkind":"none","port":null,"path":"a@b","query":null,"fragment":null}` + "\n",
		outJSON: true,
	}, {
		name:  "standard input, an invalid line in the middle",
		args:  []string{"parse", "--json"},
		stdin: "http://a/\nhttp://a:b/\r\n//01.2.3.4\n",
		stdout: `{"uri":"http://a/","scheme":"http","authority":"a","userinfo":null,"host":"a","hostkind":"regname","port":null,"path":"/","query":null,"fragment":null}` + "\n" +
			`{"input":"http://a:b/","line":2,"offset":9,"rule":"port","component":"port","error":"invalid character \"b\" in port at offset 9 (a port is decimal digits) in \"http://a:b/\""}` + "\n" +
			`{"uri":"//01.2.3.4","scheme":null,"authority":"01.2.3.4","userinfo":null,"host":"01.2.3.4","hostkind":"regname","port":null,"path":"","query":null,"fragment":null}` + "\n",
		stderr:  `uri: 2: invalid character "b" in port at offset 9 (a port is decimal digits) in "http://a:b/"` + "\n",
		status:  1,
		outJSON: true,
	}, {
		name:   "last line without newline",
		args:   []string{"parse"},
		stdin:  "a\n%zz",
		stdout: `"a" hostkind=none path="a"` + "\n",
		stderr: `uri: 2: invalid character "z" at offset 1 ("%" must be followed by two hex digits) in "%zz"` + "\n",
		status: 1,
	}, {
		name:   "unknown flag",
		args:   []string{"parse", "--jsn", "a"},
		errHas: "flag provided but not defined: -jsn",
		status: 2,
	}, {
		name:   "help",
		args:   []string{"parse", "--help"},
		outHas: "uri parse 'foo://example.com:8042/over/there?name=ferret#nose'",
	}})
}

func TestTopLevel(t *testing.T) {
	runCmdTests(t, []cmdTest{{
		name:   "no command",
		args:   nil,
		errHas: "usage: uri COMMAND",
		status: 2,
	}, {
		name:   "a word that is no command is a URL of the trurl mode, http guessed",
		args:   []string{"frobnicate"},
		stdout: "http://frobnicate/\n",
	}, {
		name:   "help lists every command",
		args:   []string{"help"},
		outHas: "parse ",
	}, {
		name:   "help for one command",
		args:   []string{"help", "parse"},
		outHas: "usage: uri parse",
	}, {
		name:   "help points to the trurl mode",
		args:   []string{"help"},
		outHas: "Without a command word, uri takes the options of curl's trurl",
	}})
}

// TestMistypedCommand checks the note on standard error when the first
// argument, read as a URL of the trurl mode, looks like a mistyped
// command: ASCII letters only, one edit away from a command's name.
func TestMistypedCommand(t *testing.T) {
	note := func(word, names string) string {
		return "uri: note: \"" + word + "\" is read as a URL; did you mean the command " + names + "?\n"
	}
	runBinTests(t, []cmdTest{
		{name: "a letter replaced", args: []string{"normalise", "HTTP://A/b"}, stdout: "http://normalise/\nhttp://a/b\n", stderr: note("normalise", `"normalize"`)},
		{name: "two letters swapped", args: []string{"pares", "a"}, stdout: "http://pares/\nhttp://a/\n", stderr: note("pares", `"parse"`)},
		{name: "a letter missing", args: []string{"gt", "http://a/"}, stdout: "http://gt/\nhttp://a/\n", stderr: note("gt", `"get"`)},
		{name: "a letter more", args: []string{"linkss"}, stdout: "http://linkss/\n", stderr: note("linkss", `"links"`)},
		{name: "case", args: []string{"Parse"}, stdout: "http://parse/\n", stderr: note("Parse", `"parse"`)},
		{name: "two commands", args: []string{"xet"}, stdout: "http://xet/\n", stderr: note("xet", `"get" or "set"`)},
		{name: "help", args: []string{"hlep"}, stdout: "http://hlep/\n", stderr: note("hlep", `"help"`)},
		{name: "version", args: []string{"verison"}, stdout: "http://verison/\n", stderr: note("verison", `"version"`)},
		{name: "--quiet silences it", args: []string{"normalise", "--quiet"}, stdout: "http://normalise/\n"},
		{name: "far from every command", args: []string{"frobnicate"}, stdout: "http://frobnicate/\n"},
		{name: "looks like a URL: a dot", args: []string{"parse.org"}, stdout: "http://parse.org/\n"},
		{name: "looks like a URL: a digit", args: []string{"gets1"}, stdout: "http://gets1/\n"},
		{name: "looks like a URL: a colon", args: []string{"parse:8080"}, stdout: "http://parse:8080/\n"},
		{name: "--quiet after -- is a URL", args: []string{"normalise", "--", "--quiet"}, stdout: "http://normalise/\nhttp://--quiet/\n", stderr: note("normalise", `"normalize"`)},
		{name: "only the first argument", args: []string{"--url", "normalise"}, stdout: "http://normalise/\n"},
		{name: "the exit status is trurl's", args: []string{"normalise", "http://a:b/", "--verify"},
			stderr: note("normalise", `"normalize"`) + trurlErr(`invalid character "b" in port at offset 9 (a port is decimal digits) in "http://a:b/" [http://a:b/]`),
			stdout: "http://normalise/\n", status: exitVerify},
	})
}

func TestOneEdit(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"", "", true}, {"", "a", true}, {"", "ab", false},
		{"get", "get", true}, {"get", "gte", true}, {"get", "egt", true}, {"get", "gt", true}, {"get", "geta", true},
		{"get", "set", true}, {"get", "tge", false}, {"get", "set1", false}, {"parse", "sarpe", false},
		{"normalize", "normalise", true}, {"normalize", "nromalise", false}, {"abcd", "badc", false}, {"ab", "ba", true},
	}
	for _, tt := range tests {
		if got := oneEdit(tt.a, tt.b); got != tt.want {
			t.Errorf("oneEdit(%q, %q) = %t, want %t", tt.a, tt.b, got, tt.want)
		}
		if got := oneEdit(tt.b, tt.a); got != tt.want {
			t.Errorf("oneEdit(%q, %q) = %t, want %t", tt.b, tt.a, got, tt.want)
		}
	}
}

// BenchmarkParseJSON measures "uri parse --json" over the corpus, reading
// standard input as the command does. lines/s is the figure to compare with
// the library's own BenchmarkParse.
func BenchmarkParseJSON(b *testing.B) {
	data, err := os.ReadFile("../../testdata/urls.txt")
	if err != nil {
		b.Fatal(err)
	}
	lines := bytes.Count(data, []byte("\n"))
	b.ReportAllocs()
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if status := run([]string{"parse", "--json"}, bytes.NewReader(data), io.Discard, io.Discard); status != 0 {
			b.Fatalf("status %d", status)
		}
	}
	b.ReportMetric(float64(lines)*float64(b.N)/b.Elapsed().Seconds(), "lines/s")
}
