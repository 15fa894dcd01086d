package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// securityInputs returns the URLs of the first table of README.md's
// "## Security" section: the code spans of its first column, a Go-quoted
// one unquoted, but a call such as UnescapeText("..."), which is no URL.
func securityInputs(t *testing.T) []string {
	t.Helper()
	src, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(src), "\n## Security\n")
	if !ok {
		t.Fatal("README.md has no section ## Security")
	}
	var inputs []string
	inTable := false
	for _, line := range strings.Split(section, "\n") {
		if !strings.HasPrefix(line, "|") {
			if inTable {
				break
			}
			continue
		}
		inTable = true
		cells := strings.Split(line, "|")
		for _, m := range regexp.MustCompile("`([^`]*)`").FindAllStringSubmatch(cells[1], -1) {
			in := m[1]
			if strings.Contains(in, "(") {
				continue
			}
			if q, err := strconv.Unquote(in); err == nil {
				in = q
			}
			inputs = append(inputs, in)
		}
	}
	return inputs
}

// TestDiffSecurityBinary runs the built command's "uri diff" on every
// input of README.md's security table, and checks its host line and its
// exit status. The hosts are written from RFC 3986 (§3.2.1, §3.2.2, and
// Appendix A, which refuses "\", a second "@", a space, a zone), from the
// URL Standard (the host parser and its IPv4 and IPv6 parsers; leading
// spaces removed, "\" an end of the authority, the last "@" ending the
// userinfo) and from net/url (its last "@", its refusal of an ASCII
// triplet in a host and of an IPvFuture literal, its zones).
func TestDiffSecurityBinary(t *testing.T) {
	want := map[string]string{ // input: host line, "" when the readers agree
		`http://evil.com\@good.com/`:     `host differs: rfc3986 refused, whatwg "evil.com" at 7-15, net/url refused`,
		`http://user@evil.com@good.com/`: `host differs: rfc3986 refused, whatwg "good.com" at 21-29, net/url "good.com" at 21-29`,
		`http://evil.com#@good.com/`:     "",
		` https://a/`:                    `host differs: rfc3986 refused, whatwg "a" at 9-10, net/url refused`,
		`http://0x7f.1/`:                 `host differs: rfc3986 "0x7f.1" at 7-13, whatwg "127.0.0.1" at 7-13, net/url "0x7f.1" at 7-13`,
		`http://127.1/`:                  `host differs: rfc3986 "127.1" at 7-12, whatwg "127.0.0.1" at 7-12, net/url "127.1" at 7-12`,
		`http://2130706433/`:             `host differs: rfc3986 "2130706433" at 7-17, whatwg "127.0.0.1" at 7-17, net/url "2130706433" at 7-17`,
		`http://127.0.0.%31/`:            `host differs: rfc3986 "127.0.0.1" at 7-18, whatwg "127.0.0.1" at 7-18, net/url refused`,
		`http://[v1.evil.example]/`:      `host differs: rfc3986 "[v1.evil.example]" at 7-24, whatwg refused, net/url refused`,
		`http://[fe80::1%25eth0]/`:       `host differs: rfc3986 refused, whatwg refused, net/url "fe80::1%eth0" at 7-23`,
	}
	inputs := securityInputs(t)
	var listed []string
	for in := range want {
		listed = append(listed, in)
	}
	slices.Sort(listed)
	if got := slices.Sorted(slices.Values(inputs)); !slices.Equal(got, listed) {
		t.Errorf("README.md's security inputs:\n%q\nthe test's:\n%q", got, listed)
	}
	bin := uriBinary(t)
	for _, in := range inputs {
		host, ok := want[in]
		if !ok {
			continue
		}
		line, status := host, 1
		if host == "" {
			line, status = "the readers agree", 0
		}
		cmd := exec.Command(bin, "diff", "--", in)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		var exit *exec.ExitError
		if err != nil && !errors.As(err, &exit) {
			t.Fatalf("uri diff %q: %v", in, err)
		}
		lines := strings.Split(stdout.String(), "\n")
		if !slices.Contains(lines, line) {
			t.Errorf("uri diff %q: no line %q in\n%s", in, line, stdout.String())
		}
		if i := slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, " differs:") }); i >= 0 && !strings.HasPrefix(lines[i], "host ") {
			t.Errorf("uri diff %q: the first difference is not the host's: %s", in, lines[i])
		}
		if got := cmd.ProcessState.ExitCode(); got != status || stderr.Len() != 0 {
			t.Errorf("uri diff %q: exit status %d, stderr %q; want %d and nothing", in, got, stderr.String(), status)
		}
	}
}

// TestDiff checks uri diff's output and exit status: 0 when the readers
// agree on every input, 1 when they differ on one, 2 on a usage error;
// inputs from standard input, and references against --base.
func TestDiff(t *testing.T) {
	runCmdTests(t, []cmdTest{{
		// net/url lowercases the scheme it writes (url.URL's Scheme).
		name: "the readers agree: http's empty path is / (RFC 3986 §6.2.3), 80 its default port",
		args: []string{"diff", "http://example.com", "HTTP://example.com:80/"},
		stdout: "input \"http://example.com\"\nrfc3986: read http://example.com\nwhatwg: read http://example.com/\n" +
			"net/url: read http://example.com\nthe readers agree\n" +
			"input \"HTTP://example.com:80/\"\nrfc3986: read HTTP://example.com:80/\nwhatwg: read http://example.com/\n" +
			"net/url: read http://example.com:80/\nthe readers agree\n",
	}, {
		name:  "from standard input, one line differs: status 1",
		args:  []string{"diff"},
		stdin: "http://a/\nhttp:x\n",
		stdout: "input \"http://a/\"\nrfc3986: read http://a/\nwhatwg: read http://a/\nnet/url: read http://a/\nthe readers agree\n" +
			"input \"http:x\"\nrfc3986: read http:x\nwhatwg: read http://x/ (special-scheme-missing-following-solidus at 5)\nnet/url: read http:x\n" +
			"host differs: rfc3986 none, whatwg \"x\" at 5-6, net/url none\n" +
			"port differs: rfc3986 none, whatwg \"80\", net/url none\n" +
			"path differs: rfc3986 \"x\" at 5-6, whatwg \"/\", net/url \"x\" at 5-6\n",
		status: 1,
	}, {
		name: "against a base (RFC 3986 §5.4.1)",
		args: []string{"diff", "--base=http://a/b/c/d;p?q", "../g"},
		stdout: "input \"../g\" against base \"http://a/b/c/d;p?q\"\nrfc3986: read http://a/b/g\n" +
			"whatwg: read http://a/b/g\nnet/url: read http://a/b/g\nthe readers agree\n",
	}, {
		name: "all three refuse: they agree",
		args: []string{"diff", "http://a b/"},
		stdout: "input \"http://a b/\"\n" +
			"rfc3986: refused: uri: invalid space in host at offset 8 in \"http://a b/\"\n" +
			"whatwg: refused: whatwg: code point ' ' at offset 8 (host parser: domain-invalid-code-point) in \"http://a b/\"\n" +
			"net/url: refused: parse \"http://a b/\": invalid character \" \" in host name\n" +
			"the readers agree: each refused the input\n",
	}, {
		name:   "an unknown flag is a usage error",
		args:   []string{"diff", "--nope", "http://a/"},
		errHas: "uri diff: flag provided but not defined: -nope",
		status: 2,
	}})
}

// TestREADMEDiffExample runs the "$ uri diff" example of README.md's
// command-line section through the built command, in a shell, and
// compares what it prints with what the README shows.
func TestREADMEDiffExample(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh to run the example")
	}
	src, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, block, ok := strings.Cut(string(src), "\n```\n$ uri diff ")
	block, _, ok2 := strings.Cut(block, "\n```\n")
	if !ok || !ok2 {
		t.Fatal("README.md has no code block that starts with $ uri diff")
	}
	command, want, _ := strings.Cut("uri diff "+block, "\n")
	dir := filepath.Dir(uriBinary(t))
	cmd := exec.Command("sh", "-c", "exec 2>&1; "+command)
	cmd.Env = append(os.Environ(), "PATH="+dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	out, _ := cmd.Output()
	if string(out) != want+"\n" {
		t.Errorf("$ %s\ngot:\n%swant:\n%s\n", command, out, want)
	}
}
