package oracle

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// Vector is one line of a file of vectors in testdata/, as testdata/README.md
// describes them: blank lines and lines starting with "#" are skipped, and
// "## " starts a heading.
type Vector struct {
	Pos     string   // "testdata/x.txt:12", for messages
	Heading string   // the "## " heading above the line, without "## "
	Fields  []string // each a bare word, a Go string literal's value, or key=value with such a value
}

// Vectors reads the vectors of file. A field is a Go string literal (so
// "\x00", "\r\n" and invalid UTF-8 are exact), a bare word, or a bare key,
// "=" and either; a key=value field is given as the key, "=" and the value
// unquoted. A file with no vector fails the test.
func Vectors(t testing.TB, file string) []Vector {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var ls []Vector
	heading := ""
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(text, "## "):
			heading = text[3:]
			continue
		case text == "" || text[0] == '#':
			continue
		}
		l := Vector{Pos: file + ":" + strconv.Itoa(n), Heading: heading}
		for text != "" {
			field, rest, err := cutField(text)
			if err != nil {
				t.Fatalf("%s: %v", l.Pos, err)
			}
			l.Fields = append(l.Fields, field)
			text = strings.TrimLeft(rest, " \t")
		}
		ls = append(ls, l)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(ls) == 0 {
		t.Fatalf("%s: no vectors", file)
	}
	return ls
}

// cutField cuts one field off the front of s: a Go string literal, a bare
// word, or key=value with either as the value.
func cutField(s string) (field, rest string, err error) {
	key := ""
	if s[0] != '"' && s[0] != '`' {
		if i := strings.IndexAny(s, "= \t"); i > 0 && s[i] == '=' {
			key, s = s[:i+1], s[i+1:]
		}
	}
	if q, err := strconv.QuotedPrefix(s); err == nil {
		v, err := strconv.Unquote(q)
		return key + v, s[len(q):], err
	}
	if i := strings.IndexAny(s, " \t"); i >= 0 {
		return key + s[:i], s[i:], nil
	}
	return key + s, "", nil
}

// Lines returns the lines of file, such as a corpus of one reference a
// line, without their line breaks.
func Lines(t testing.TB, file string) []string {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
}
