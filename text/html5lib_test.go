package text

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// html5libCase is one line of testdata/html5lib-tokenizer.txt.
type html5libCase struct {
	line     int
	states   []textState // the initialStates
	last     string      // the lastStartTag
	in, want string
}

// loadHTML5lib reads testdata/html5lib-tokenizer.txt.
func loadHTML5lib(t *testing.T) []html5libCase {
	data, err := os.ReadFile("testdata/html5lib-tokenizer.txt")
	if err != nil {
		t.Fatal(err)
	}
	states := map[string]textState{"data": dataState, "rcdata": rcdataState, "rawtext": rawtextState, "script": scriptDataState, "plaintext": plaintextState}
	var cases []html5libCase
	for i, line := range strings.Split(string(data), "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 4 {
			t.Fatalf("line %d: %d fields", i+1, len(f))
		}
		c := html5libCase{line: i + 1, last: strings.TrimPrefix(f[1], "-")}
		for _, s := range strings.Split(f[0], ",") {
			st, ok := states[s]
			if !ok {
				t.Fatalf("line %d: state %q", i+1, s)
			}
			c.states = append(c.states, st)
		}
		if c.in, err = strconv.Unquote(f[2]); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		if c.want, err = strconv.Unquote(f[3]); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		cases = append(cases, c)
	}
	return cases
}

// TestHTML5libTokenizer runs the tokenizer over html5lib's cases, keeping
// every attribute, and compares the tags it emits.
func TestHTML5libTokenizer(t *testing.T) {
	cases := loadHTML5lib(t)
	if len(cases) < 100 {
		t.Fatalf("%d cases, want the 111 of the file", len(cases))
	}
	for _, tt := range cases {
		for _, st := range tt.states {
			z := tokenizer{doc: tt.in, state: st, last: tt.last, all: true}
			var got []string
			for z.next() {
				got = append(got, tokenString(&z))
			}
			if s := strings.Join(got, " | "); s != tt.want {
				t.Errorf("line %d: %q in state %d: %s; want %s", tt.line, tt.in, st, s, tt.want)
			}
		}
	}
}

// tokenString writes the tag z.tok as testdata/html5lib-tokenizer.txt does.
func tokenString(z *tokenizer) string {
	if z.tok.kind == endTagToken {
		return "E " + z.tok.name
	}
	s := "S " + z.tok.name
	for _, a := range z.tok.attrs {
		s += " " + a.name + "=" + strconv.Quote(unescapeAttr(z.doc[a.start:a.end], nil))
	}
	if z.tok.selfClosing {
		s += " /"
	}
	return s
}
