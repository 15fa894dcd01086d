package main

import (
	"bytes"
	"io"
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

// The expected values below come from trurl 0.16.1's manual (its examples
// are cited as "manual") and, where the answers differ, from RFC 3986, with
// the section that decides. None is taken from what the code prints. The
// trurl mode's own tests are in internal/trurl; these run the command.

// The exit statuses of the trurl mode, as trurl's manual lists them.
const (
	exitURLFile = 1  // a problem with --url-file
	exitArg     = 3  // an option misses its argument
	exitOption  = 4  // an option mistake or an illegal combination
	exitOutput  = 7  // no valid URL to output
	exitVerify  = 9  // --verify and an input URL that does not parse
	exitGet     = 10 // a problem with --get
	exitReplace = 12 // a problem with --replace or --replace-append
)

// trurlErr is the stderr of a run that ends with an error.
func trurlErr(msg string) string {
	return "uri error: " + msg + "\nuri error: Try uri -h for help\n"
}

// TestTrurlTests runs cases of trurl's own test suite (tests.json in
// curl/trurl) through the built command: their inputs, and their outputs
// but where RFC 3986 decides otherwise, as the case's name says.
func TestTrurlTests(t *testing.T) {
	json := func(url, parts, params string) string {
		s := "[\n  {\n    \"url\": \"" + url + "\",\n    \"parts\": {\n" + parts + "\n    }"
		if params != "" {
			s += ",\n    \"params\": [" + params + "\n    ]"
		}
		return s + "\n  }\n]\n"
	}
	part := func(kv ...string) string {
		var b strings.Builder
		for i := 0; i < len(kv); i += 2 {
			if i > 0 {
				b.WriteString(",\n")
			}
			b.WriteString("      \"" + kv[i] + "\": \"" + kv[i+1] + "\"")
		}
		return b.String()
	}
	param := func(kv ...string) string {
		var b strings.Builder
		for i := 0; i < len(kv); i += 2 {
			if i > 0 {
				b.WriteString(",")
			}
			b.WriteString("\n      {\n        \"key\": \"" + kv[i] + "\",\n        \"value\": \"" + kv[i+1] + "\"\n      }")
		}
		return b.String()
	}
	noURL := trurlErr("not enough input for a URL: --set a scheme and a host at least")
	runBinTests(t, []cmdTest{
		// --punycode writes the host by UTS #46 as browsers do: mapped
		// (case, full-width forms), NFC, then A-labels.
		{name: "--punycode of an uppercase IDN", args: []string{"--url", "https://M\u00dcNCHEN.de/", "--punycode"}, stdout: "https://xn--mnchen-3ya.de/\n"},
		{name: "--punycode of full-width letters", args: []string{"https://\uff4d\u00fc\uff4e\uff43\uff48\uff45\uff4e.de/", "--punycode"}, stdout: "https://xn--mnchen-3ya.de/\n"},
		{name: "--punycode of a decomposed \u00e4", args: []string{"https://a%CC%88.com/", "--punycode"}, stdout: "https://xn--4ca.com/\n"},
		{name: "--as-idn keeps full-width look-alikes", args: []string{"https://xn--qi7cdauna.com/", "--as-idn"}, stdout: "https://xn--qi7cdauna.com/\n"},
		{name: "uri touri --idna", args: []string{"touri", "--idna", "https://B\u00dcCHER.de/"}, stdout: "https://xn--bcher-kva.de/\n"},
		{name: "uri iri --idna keeps a filler", args: []string{"iri", "--idna", "https://xn--ab-3w4a.com/", "https://xn--mnchen-3ya.de/"}, stdout: "https://xn--ab-3w4a.com/\nhttps://m\u00fcnchen.de/\n"},
		// Options with their values attached.
		{name: "-shost=moo -sscheme=http", args: []string{"-shost=moo", "-sscheme=http"}, stdout: "http://moo/\n"},
		{name: "--set=host=moo --set=scheme=http", args: []string{"--set=host=moo", "--set=scheme=http"}, stdout: "http://moo/\n"},
		{name: "-g{path}", args: []string{"--url", "https://curl.se/we/are.html", "-g{path}"}, stdout: "/we/are.html\n"},
		{name: "-apath=moo and -f-", args: []string{"-apath=moo", "-f-"}, stdin: "localhost\n", stdout: "http://localhost/moo\n"},
		{name: "a flag with more letters is no option: 4", args: []string{"-hx"}, stderr: trurlErr("unknown option: -hx"), status: exitOption},
		// --replace replaces every pair with the key by one.
		{name: "--replace b=foo of two b", args: []string{"https://example.com?a=123&b=321&b=987", "--replace", "b=foo"}, stdout: "https://example.com/?a=123&b=foo\n"},
		{name: "--replace key=foo of a key without value", args: []string{"http://test.org/?that=thing&key", "--replace", "key=foo"}, stdout: "http://test.org/?that=thing&key=foo\n"},
		{name: "--replace key", args: []string{"http://test.org/?that=thing&key=foo", "--replace", "key"}, stdout: "http://test.org/?that=thing&key\n"},
		{name: "--replace without its argument: 12", args: []string{"example.com", "--replace"}, stderr: trurlErr("--replace needs an argument"), status: exitReplace},
		{name: "--replace-append without its argument: 12", args: []string{"url", "--replace-append"}, stderr: trurlErr("--replace-append needs an argument"), status: exitReplace},
		{name: "--append without its argument: 3", args: []string{"url", "--append"}, stderr: trurlErr("--append needs an argument"), status: exitArg},
		// ?= and a guessed scheme.
		{name: "scheme?=https on a URL without a scheme", args: []string{"example.com", "--set", "scheme?=https"}, stdout: "https://example.com/\n"},
		{name: "scheme?=https on a URL with one", args: []string{"ftp://example.com", "--set", "scheme?=https"}, stdout: "ftp://example.com/\n"},
		{name: "scheme?=https on a guessed ftp", args: []string{"ftp.example.com", "--set", "scheme?=https"}, stdout: "https://ftp.example.com/\n"},
		{name: "scheme?=https after --redirect", args: []string{"example.com/a/b", "http://other.example/c", "--redirect", "../d", "--set", "scheme?=https"},
			stdout: "https://example.com/d\nhttp://other.example/d\n"},
		{name: "port?=99", args: []string{"example.com:88", "http://example.com", "--set", "port?=99"}, stdout: "http://example.com:88/\nhttp://example.com:99/\n"},
		// A URL made of --set alone needs a scheme and a host.
		{name: "--json -s host=curl.se: 7", args: []string{"--json", "-s", "host=curl.se"}, stdout: "[]\n", stderr: noURL, status: exitOutput},
		{name: "-s scheme=imap: 7", args: []string{"-s", "scheme=imap"}, stderr: noURL, status: exitOutput},
		{name: "--json -s scheme=irc -s host=curl.se", args: []string{"--json", "-s", "scheme=irc", "-s", "host=curl.se"},
			stdout: json("irc://curl.se/", part("scheme", "irc", "host", "curl.se", "path", "/"), "")},
		// --accept-space with a value set as written; RFC 3986 §3.4: %20, not +.
		{name: "--accept-space -s query:=x=10&x=2 3 (RFC 3986: %20)", args: []string{"--accept-space", "-s", "query:=x=10&x=2 3", "localhost"}, stdout: "http://localhost/?x=10&x=2%203\n"},
		// Empty query pairs are dropped when the query is worked on.
		{name: "?a=b&c=d& sorted", args: []string{"https://example.com?a=b&c=d&", "--sort-query"}, stdout: "https://example.com/?a=b&c=d\n"},
		{name: "?a=b&c=d& sorted and trimmed", args: []string{"https://example.com?a=b&c=d&", "--sort-query", "--trim", "query=a"}, stdout: "https://example.com/?c=d\n"},
		{name: "?&&& in params", args: []string{"--json", "https://curl.se/?&&&"},
			stdout: "[\n  {\n    \"url\": \"https://curl.se/?&&&\",\n    \"parts\": {\n" + part("scheme", "https", "host", "curl.se", "path", "/", "query", "&&&") + "\n    },\n    \"params\": [\n    ]\n  }\n]\n"},
		{name: "?=1&b=2&c=&=3 as it is", args: []string{"http://example.org/?=1&b=2&c=&=3"}, stdout: "http://example.org/?=1&b=2&c=&=3\n"},
		{name: "a reserved ; in a password stays (RFC 3986 §2.2, §6.2.2.2)", args: []string{"sftp://us%65r:pwd;giraffe@odd", "-g", "[url] [:password]"}, stdout: "sftp://user:pwd;giraffe@odd/ pwd;giraffe\n"},
		{name: "{query:} of ?=bar", args: []string{"-g", "{query:}", "http://localhost/?=bar"}, stdout: "bar\n"},
		// --json: components and params decoded; JSON escapes the controls.
		{name: "--json /%18", args: []string{"http://example.org/%18", "--json"},
			stdout: json("http://example.org/%18", part("scheme", "http", "host", "example.org", "path", `/\u0018`), "")},
		{name: "--json --urlencode /%18", args: []string{"http://example.org/%18", "--json", "--urlencode"},
			stdout: json("http://example.org/%18", part("scheme", "http", "host", "example.org", "path", "/%18"), "")},
		{name: "--json --urlencode: params decoded (RFC 3986 §6.2.2.1: %5C)", args: []string{"-s", `path=abc\\`, "-s", "query:=a&b&a%26b", "--urlencode", "--json", "localhost"},
			stdout: json("http://localhost/abc%5C%5C?a&b&a%26b", part("scheme", "http", "host", "localhost", "path", "/abc%5C%5C", "query", "a&b&a%26b"), param("a", "", "b", "", "a&b", ""))},
		{name: "--json: params decoded", args: []string{"-s", `path=\\`, "-s", "query:=a%26b=%3D", "--json", "localhost"},
			stdout: json("http://localhost/%5C%5C?a%26b=%3D", part("scheme", "http", "host", "localhost", "path", `/\\\\`, "query", "a&b=="), param("a&b", "="))},
		{name: "--json --urlencode: %00 in a param", args: []string{"http://example.com/?q=mr%00%00%00smith", "--json", "--urlencode"},
			stdout: json("http://example.com/?q=mr%00%00%00smith", part("scheme", "http", "host", "example.com", "path", "/", "query", "q=mr%00%00%00smith"), param("q", `mr\u0000\u0000\u0000smith`))},
		{name: "--replace quest=%00 --json --urlencode", args: []string{"example.org/?quest=best", "--replace", "quest=%00", "--json", "--urlencode"},
			stdout: json("http://example.org/?quest=%2500", part("scheme", "http", "host", "example.org", "path", "/", "query", "quest=%2500"), param("quest", "%00"))},
		// --get: %00 in {query:KEY} is ".", as trurl's manual says.
		{name: "{query:name} of mr%00smith", args: []string{"https://curl.se?name=mr%00smith", "--get", "{query:name}"}, stdout: "mr.smith\n"},
		{name: "{query-all:a} and {:query:a} with %00", args: []string{"http://a/?a=%00&a=b%00c", "--get", "{query-all:a}|{:query:a}"}, stdout: ". b.c|%00\n"},
		{name: "{strict:query} of mr%00smith: 10", args: []string{"https://curl.se?name=mr%00smith", "--get", "{strict:query}"},
			stderr: trurlErr("query decodes to a control or non-UTF-8 octet [name=mr%00smith]"), status: exitGet},
	})
}

// TestTrurlHelpCommands checks that the help of the trurl mode, "uri
// --help", names every command of uri.
func TestTrurlHelpCommands(t *testing.T) {
	var help bytes.Buffer
	if status := run([]string{"--help"}, strings.NewReader(""), &help, io.Discard); status != 0 {
		t.Fatalf("uri --help: exit status %d", status)
	}
	for _, c := range commands {
		if !regexp.MustCompile(`[ (\n]` + c.name + `[,)]`).MatchString(help.String()) {
			t.Errorf("uri --help does not name the command %s", c.name)
		}
	}
}

// TestTrurlBinary runs the built command, as a person does.
func TestTrurlBinary(t *testing.T) {
	bin := uriBinary(t)
	cmd := exec.Command(bin, "-f", "-", "--get", "{host}\\t{:path}", "--append", "path=x y")
	cmd.Stdin = strings.NewReader("example.com/a\nhttp://[::1/\n")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%v: %v\n%s", cmd.Args, err, stderr.String())
	}
	if got, want := stdout.String(), "example.com\t/a/x%20y\n"; got != want {
		t.Errorf("stdout %q, want %q", got, want)
	}
	if got, want := stderr.String(), "uri note: invalid character \"/\" in host at offset 11 (missing \"]\" at the end of an IPv6 address) in \"http://[::1/\" [http://[::1/]\n"; got != want {
		t.Errorf("stderr %q, want %q", got, want)
	}
	cmd = exec.Command(bin, "http://a:b/", "--verify")
	if err := cmd.Run(); cmd.ProcessState == nil || cmd.ProcessState.ExitCode() != exitVerify {
		t.Errorf("%v: %v, want exit status %d", cmd.Args, err, exitVerify)
	}
}
