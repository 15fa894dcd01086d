package main

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// failure is the JSON object of a failed input, as printFailure writes it.
type failure struct {
	Input     *string `json:"input"`
	Line      int     `json:"line"`
	Offset    *int    `json:"offset"`
	Rule      *string `json:"rule"`
	Component *string `json:"component"`
	Error     string  `json:"error"`
}

func ptr[T any](v T) *T { return &v }

// TestJSONFailureEveryCommand runs every command with --json on input with
// a failure between two good ones: the failure is a JSON object on standard
// output, in its place, with the input, its line, and the offset, rule and
// component of the error, written here by hand from RFC 3986's grammar; its
// message is the one standard error shows for that line. A bad triplet in
// text with no delimiter could be any component (uri.Error.Component): its
// component is null.
func TestJSONFailureEveryCommand(t *testing.T) {
	tests := []struct {
		args   []string
		stdin  string
		good   int // the objects before the failure
		want   failure
		status int
	}{
		// "http://a b/": the space at offset 8 breaks reg-name (RFC 3986 §3.2.2).
		{args: []string{"parse", "--json", "http://a/", "http://a:b/", "b"}, good: 1,
			want: failure{Input: ptr("http://a:b/"), Line: 2, Offset: ptr(9), Rule: ptr("port"), Component: ptr("port")}},
		{args: []string{"resolve", "--json", "http://a/b", "c", "%zz", "d"}, good: 1,
			want: failure{Input: ptr("%zz"), Line: 2, Offset: ptr(1), Rule: ptr("pct-encoded")}},
		{args: []string{"relative", "--json", "http://a/b", "http://a b/"},
			want: failure{Input: ptr("http://a b/"), Line: 1, Offset: ptr(8), Rule: ptr("reg-name"), Component: ptr("host")}},
		{args: []string{"normalize", "--json"}, stdin: "http://a/\nhttp://a b/\nc\n", good: 1,
			want: failure{Input: ptr("http://a b/"), Line: 2, Offset: ptr(8), Rule: ptr("reg-name"), Component: ptr("host")}},
		// The error is about the second reference, not the line: no offset.
		{args: []string{"equal", "--json"}, stdin: "http://a/\thttp://a b/\n", status: 2,
			want: failure{Input: ptr("http://a/\thttp://a b/"), Line: 1, Rule: ptr("reg-name"), Component: ptr("host")}},
		{args: []string{"escape", "--json", "--component=path", "a", "\xff", "b"}, good: 1,
			want: failure{Input: ptr("\ufffd"), Line: 2}},
		{args: []string{"unescape", "--json", "%41", "%zz"}, good: 1,
			want: failure{Input: ptr("%zz"), Line: 2, Offset: ptr(1), Rule: ptr("pct-encoded")}},
		{args: []string{"get", "--json", "--format={host}", "http://a:b/"},
			want: failure{Input: ptr("http://a:b/"), Line: 1, Offset: ptr(9), Rule: ptr("port"), Component: ptr("port")}},
		// The error is about the --host value "a b", not the input.
		{args: []string{"set", "--json", "--host=a b", "http://x/"},
			want: failure{Input: ptr("http://x/"), Line: 1, Rule: ptr("reg-name"), Component: ptr("host")}},
		{args: []string{"lint", "--json", "http://a b/"},
			want: failure{Input: ptr("http://a b/"), Line: 1, Offset: ptr(8), Rule: ptr("reg-name"), Component: ptr("host")}},
		{args: []string{"repair", "--json", "\xff"},
			want: failure{Input: ptr("\ufffd"), Line: 1}},
		// "a..b": an empty label at offset 2 is no host name (the draft's Appendix F).
		{args: []string{"guess", "--json", "a..b"},
			want: failure{Input: ptr("a..b"), Line: 1, Offset: ptr(2), Rule: ptr("host"), Component: ptr("host")}},
		// A relative link without a base: absolute-URI at offset 0 of the
		// reference, on line 2 of the document.
		{args: []string{"links", "--json"}, stdin: "<a href=http://a/>\n<a href='../x y'>", good: 1,
			want: failure{Input: ptr("../x y"), Line: 2, Offset: ptr(0), Rule: ptr("absolute-URI")}},
		{args: []string{"iri", "--json", "http://a b/"},
			want: failure{Input: ptr("http://a b/"), Line: 1, Offset: ptr(8), Rule: ptr("reg-name"), Component: ptr("host")}},
		{args: []string{"touri", "--json", "http://a b/"},
			want: failure{Input: ptr("http://a b/"), Line: 1, Offset: ptr(8), Rule: ptr("ireg-name"), Component: ptr("host")}},
		{args: []string{"template", "--json", "--match", "{+x}", "a", "http://a b/", "b"}, good: 1,
			want: failure{Input: ptr("http://a b/"), Line: 2, Offset: ptr(8), Rule: ptr("reg-name"), Component: ptr("host")}},
	}
	covered := map[string]bool{
		"extract": true, // no input of extract fails: it finds what it finds
		"diff":    true, // no input of diff fails: a reader's refusal is part of its report
		"version": true, // version reads no input
	}
	for _, tt := range tests {
		covered[tt.args[0]] = true
		t.Run(tt.args[0], func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			status := run(tt.args, strings.NewReader(tt.stdin), &stdout, &stderr)
			want := tt.status
			if want == 0 {
				want = 1
			}
			if status != want {
				t.Errorf("run(%q) = %d, want %d", tt.args, status, want)
			}
			lines := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
			if len(lines) <= tt.good {
				t.Fatalf("run(%q): %d lines on stdout, want the failure as line %d:\n%s", tt.args, len(lines), tt.good+1, stdout.String())
			}
			for i, l := range lines {
				var m map[string]any
				if err := json.Unmarshal([]byte(l), &m); err != nil {
					t.Fatalf("run(%q): line %d is not JSON: %s", tt.args, i+1, l)
				}
				if _, isFailure := m["error"]; isFailure != (i == tt.good) {
					t.Errorf("run(%q): line %d, a failure: %v; want the failure at line %d", tt.args, i+1, isFailure, tt.good+1)
				}
			}
			var got failure
			dec := json.NewDecoder(strings.NewReader(lines[tt.good]))
			dec.DisallowUnknownFields()
			if err := dec.Decode(&got); err != nil {
				t.Fatalf("run(%q): %s: %v", tt.args, lines[tt.good], err)
			}
			wantErr := "uri: " + strconv.Itoa(tt.want.Line) + ": " + got.Error + "\n"
			if stderr.String() != wantErr {
				t.Errorf("run(%q): stderr %q, want the JSON message %q", tt.args, stderr.String(), wantErr)
			}
			got.Error = ""
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("run(%q): failure (-want +got):\n%s", tt.args, diff)
			}
		})
	}
	for _, c := range commands {
		if !covered[c.name] {
			t.Errorf("no --json failure test for %q", c.name)
		}
	}
}

// TestJSONFailureLongLine checks the failure of a line too long to hold:
// its input is null.
func TestJSONFailureLongLine(t *testing.T) {
	defer func(n int) { maxLine = n }(maxLine)
	maxLine = 8
	var stdout, stderr bytes.Buffer
	status := run([]string{"parse", "--json"}, strings.NewReader("http://a/b/c/d\na\n"), &stdout, &stderr)
	want := `{"input":null,"line":1,"offset":null,"rule":null,"component":null,"error":"line longer than 8 bytes: skipped"}` + "\n" +
		`{"uri":"a","scheme":null,"authority":null,"userinfo":null,"host":null,"hostkind":"none","port":null,"path":"a","query":null,"fragment":null}` + "\n"
	if status != 1 || stdout.String() != want {
		t.Errorf("status %d, stdout:\n%s\nwant 1 and:\n%s", status, stdout.String(), want)
	}
}
