package uri

import (
	"errors"
	"net/url"
	"os"
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"github.com/google/go-cmp/cmp"
	"github.com/uriref/uri/internal/oracle"
	"github.com/uriref/uri/internal/testenv"
)

// escapeComponents lists every Component.
var escapeComponents = []Component{
	ComponentUserinfo, ComponentHost, ComponentPath, ComponentPathSegment,
	ComponentQuery, ComponentQueryParam, ComponentFragment,
}

// componentNamed returns the Component whose String is name.
func componentNamed(t *testing.T, pos, name string) Component {
	for _, c := range escapeComponents {
		if c.String() == name {
			return c
		}
	}
	t.Fatalf("%s: no component %q", pos, name)
	return 0
}

// errorFields is what a test compares of an *Error.
type errorFields struct {
	Input  string
	Offset int
	Rule   string
}

// wantError reads the fields "error offset=N rule=R" of a vector.
func wantError(t *testing.T, v oracle.Vector, input string, fields []string) errorFields {
	t.Helper()
	want := errorFields{Input: input}
	for _, f := range fields[1:] {
		k, val, _ := strings.Cut(f, "=")
		switch k {
		case "offset":
			want.Offset, _ = strconv.Atoi(val)
		case "rule":
			want.Rule = val
		default:
			t.Fatalf("%s: unknown field %q", v.Pos, f)
		}
	}
	return want
}

func TestEscapeVectors(t *testing.T) {
	for _, v := range oracle.Vectors(t, "testdata/escape.txt") {
		f := v.Fields
		switch {
		case f[0] == "escape" && len(f) == 4:
			c := componentNamed(t, v.Pos, f[1])
			if got := Escape(f[2], c); got != f[3] {
				t.Errorf("%s: Escape(%q, %v) = %q, want %q", v.Pos, f[2], c, got, f[3])
			}
			if got := string(AppendEscape([]byte("x"), f[2], c)); got != "x"+f[3] {
				t.Errorf("%s: AppendEscape(\"x\", %q, %v) = %q, want %q", v.Pos, f[2], c, got, "x"+f[3])
			}
			if got, err := Unescape(f[3]); got != f[2] || err != nil {
				t.Errorf("%s: Unescape(%q) = %q, %v; want %q", v.Pos, f[3], got, err, f[2])
			}
		case (f[0] == "unescape" || f[0] == "unescapetext") && len(f) >= 3:
			unescape := Unescape
			if f[0] == "unescapetext" {
				unescape = UnescapeText
			}
			got, err := unescape(f[1])
			if f[2] != "error" {
				if got != f[2] || err != nil {
					t.Errorf("%s: %s(%q) = %q, %v; want %q", v.Pos, f[0], f[1], got, err, f[2])
				}
				continue
			}
			want := wantError(t, v, f[1], f[2:])
			var e *Error
			if !errors.As(err, &e) {
				t.Errorf("%s: %s(%q) = %q, %v; want an *Error", v.Pos, f[0], f[1], got, err)
				continue
			}
			if diff := cmp.Diff(want, errorFields{e.Input, e.Offset, e.Rule}); diff != "" {
				t.Errorf("%s: %s(%q) error (-want +got):\n%s", v.Pos, f[0], f[1], diff)
			}
		default:
			t.Fatalf("%s: cannot read %q", v.Pos, f)
		}
	}
}

func TestComponentString(t *testing.T) {
	want := []string{"", "scheme", "userinfo", "host", "port", "path", "query", "fragment", "segment", "param", "hostport"}
	var got []string
	for c := ComponentNone; c <= ComponentHostPort; c++ {
		got = append(got, c.String())
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Component.String (-want +got):\n%s", diff)
	}
	if got := Component(11).String(); got != "Component(11)" {
		t.Errorf("Component(11).String() = %q", got)
	}
	// An unknown component keeps only the unreserved octets literal.
	if got, want := Escape("a-b/c", 200), "a-b%2Fc"; got != want {
		t.Errorf("Escape(\"a-b/c\", 200) = %q, want %q", got, want)
	}
}

// literalIn reports whether octet o may stand for itself in component c,
// written straight from the ABNF of RFC 3986 §2.2, §2.3 and §3 as an oracle
// for the class table.
func literalIn(c Component, o byte) bool {
	unreserved := 'a' <= o && o <= 'z' || 'A' <= o && o <= 'Z' || '0' <= o && o <= '9' ||
		o == '-' || o == '.' || o == '_' || o == '~'
	subDelim := strings.IndexByte("!$&'()*+,;=", o) >= 0 && o != 0
	pchar := unreserved || subDelim || o == ':' || o == '@'
	switch c {
	case ComponentUserinfo:
		return unreserved || subDelim || o == ':'
	case ComponentHost:
		return unreserved
	case ComponentPath:
		return pchar || o == '/'
	case ComponentPathSegment:
		return pchar
	case ComponentQuery, ComponentFragment:
		return pchar || o == '/' || o == '?'
	case ComponentQueryParam:
		return (pchar || o == '/' || o == '?') && strings.IndexByte("&=+;", o) < 0
	}
	return unreserved
}

// TestEscapeOctets escapes every octet alone in every component and checks
// the result against literalIn.
func TestEscapeOctets(t *testing.T) {
	for _, c := range escapeComponents {
		for o := range 256 {
			s := string([]byte{byte(o)})
			want := s
			if !literalIn(c, byte(o)) {
				want = "%" + strings.ToUpper(strconv.FormatUint(uint64(o)|0x100, 16)[1:])
			}
			if got := Escape(s, c); got != want {
				t.Errorf("Escape(%q, %v) = %q, want %q", s, c, got, want)
			}
		}
	}
}

func TestEscapeNoAllocs(t *testing.T) {
	testenv.SkipAllocs(t)
	buf := make([]byte, 0, 64)
	for _, tc := range []struct {
		name string
		f    func()
	}{
		{"Escape", func() { sinkString = Escape("/a/b-c/d.html", ComponentPath) }},
		{"AppendEscape", func() { buf = AppendEscape(buf[:0], "a b%", ComponentQueryParam) }},
		{"Unescape", func() { sinkString, _ = Unescape("/a/b-c/d.html") }},
		{"UnescapeText", func() { sinkString, _ = UnescapeText("/a/b-c/d.html") }},
	} {
		if n := testing.AllocsPerRun(100, tc.f); n != 0 {
			t.Errorf("%s: %v allocations, want 0", tc.name, n)
		}
	}
	for _, tc := range []struct {
		name string
		f    func()
	}{
		{"Escape", func() { sinkString = Escape("a b/c", ComponentPathSegment) }},
		{"Unescape", func() { sinkString, _ = Unescape("a%20b%2Fc") }},
	} {
		if n := testing.AllocsPerRun(100, tc.f); n != 1 {
			t.Errorf("%s: %v allocations, want 1", tc.name, n)
		}
	}
}

// sameString reports whether a and b are the same string in memory, not
// just equal.
func sameString(a, b string) bool {
	return len(a) == len(b) && (len(a) == 0 || unsafe.StringData(a) == unsafe.StringData(b))
}

func FuzzEscape(f *testing.F) {
	for _, v := range oracle.Vectors(f, "testdata/escape.txt") {
		for _, s := range v.Fields[1:] {
			f.Add(s)
		}
	}
	f.Add("a b/c?d#e%f&g=h+i;j@k:l[m]n")
	f.Fuzz(func(t *testing.T, s string) {
		var esc [7]string
		for i, c := range escapeComponents {
			e := Escape(s, c)
			esc[i] = e
			if got, err := Unescape(e); got != s || err != nil {
				t.Fatalf("Unescape(Escape(%q, %v) = %q) = %q, %v", s, c, e, got, err)
			}
			if e == s && !sameString(e, s) {
				t.Errorf("Escape(%q, %v) returned a copy of its input", s, c)
			}
			if got := string(AppendEscape([]byte("p"), s, c)); got != "p"+e {
				t.Errorf("AppendEscape(p, %q, %v) = %q, want %q", s, c, got, "p"+e)
			}
			for i := 0; i < len(e); i++ {
				switch {
				case e[i] == '%':
					h := strings.ToUpper(e[i+1 : i+3])
					if _, err := strconv.ParseUint(h, 16, 8); err != nil || h != e[i+1:i+3] {
						t.Fatalf("Escape(%q, %v) = %q: bad triplet at %d", s, c, e, i)
					}
					i += 2
				case !literalIn(c, e[i]):
					t.Fatalf("Escape(%q, %v) = %q: %q at %d must be encoded", s, c, e, e[i], i)
				}
			}
		}
		// A URI built from escaped parts parses, with those parts.
		const (
			ui = iota
			host
			path
			seg
			query
			param
			frag
		)
		text := "s://" + esc[ui] + "@" + esc[host] + "/" + esc[path] + "/" + esc[seg] +
			"?" + esc[query] + "&" + esc[param] + "=" + esc[param] + "#" + esc[frag]
		u, err := Parse(text)
		if err != nil {
			t.Fatalf("Parse(%q): %v", text, err)
		}
		gotUI, _ := u.Userinfo()
		gotQ, _ := u.Query()
		gotF, _ := u.Fragment()
		got := []string{gotUI, u.Host(), u.Path(), gotQ, gotF}
		want := []string{esc[ui], esc[host], "/" + esc[path] + "/" + esc[seg],
			esc[query] + "&" + esc[param] + "=" + esc[param], esc[frag]}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("Parse(%q) escapeComponents (-want +got):\n%s", text, diff)
		}
		if s != "" {
			rel := "./" + esc[seg]
			if r, err := Parse(rel); err != nil || r.Path() != rel {
				t.Fatalf("Parse(%q) = %q, %v", rel, r.Path(), err)
			}
		}
	})
}

func FuzzUnescape(f *testing.F) {
	for _, v := range oracle.Vectors(f, "testdata/escape.txt") {
		for _, s := range v.Fields[1:] {
			f.Add(s)
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := Unescape(s)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Input != s || e.Rule != "pct-encoded" {
				t.Fatalf("Unescape(%q): %#v", s, err)
			}
			pct := strings.LastIndexByte(s[:e.Offset], '%')
			if pct < 0 || e.Offset-pct > 2 || e.Offset < len(s) && strings.IndexByte("0123456789ABCDEFabcdef", s[e.Offset]) >= 0 {
				t.Fatalf("Unescape(%q): offset %d", s, e.Offset)
			}
		} else {
			if len(u) > len(s) {
				t.Fatalf("Unescape(%q) = %q, longer", s, u)
			}
			if !strings.Contains(s, "%") && !sameString(u, s) {
				t.Fatalf("Unescape(%q) returned a copy", s)
			}
		}
		text, terr := UnescapeText(s)
		var e *Error
		switch {
		case terr == nil:
			if err != nil || text != u || strings.ContainsFunc(text, func(r rune) bool { return r < 0x20 || r == 0x7F }) {
				t.Fatalf("UnescapeText(%q) = %q; Unescape gives %q, %v", s, text, u, err)
			}
		case !errors.As(terr, &e) || e.Input != s:
			t.Fatalf("UnescapeText(%q): %#v", s, terr)
		case e.Rule == "CTL":
			o := s[e.Offset]
			if o == '%' {
				v, _ := strconv.ParseUint(s[e.Offset+1:e.Offset+3], 16, 8)
				o = byte(v)
			}
			if o >= 0x20 && o != 0x7F {
				t.Fatalf("UnescapeText(%q): CTL at %d, which is %q", s, e.Offset, o)
			}
		case e.Rule != "pct-encoded" || err == nil:
			t.Fatalf("UnescapeText(%q): %v; Unescape: %v", s, terr, err)
		}
	})
}

// corpus returns the URLs of testdata/urls.txt, read once.
func corpus(tb testing.TB) []string {
	tb.Helper()
	if corpusURLs == nil {
		b, err := os.ReadFile("testdata/urls.txt")
		if err != nil {
			tb.Fatal(err)
		}
		corpusURLs = strings.Fields(string(b))
	}
	return corpusURLs
}

var corpusURLs []string

// corpusParts returns, from every URL of the corpus, decoded: its path
// segments and the keys and values of its query.
func corpusParts(tb testing.TB) (segments, params []string) {
	for _, s := range corpus(tb) {
		u, err := Parse(s)
		if err != nil {
			continue
		}
		for seg := range strings.SplitSeq(u.Path(), "/") {
			if d, err := Unescape(seg); err == nil && d != "" {
				segments = append(segments, d)
			}
		}
		q, _ := u.Query()
		for kv := range strings.FieldsFuncSeq(q, func(r rune) bool { return r == '&' || r == '=' }) {
			if d, err := Unescape(kv); err == nil {
				params = append(params, d)
			}
		}
	}
	return segments, params
}

// BenchmarkEscape escapes the decoded path segments of the corpus (most
// need nothing) and its decoded query keys and values, and whole URLs as one
// segment (every one needs something).
func BenchmarkEscape(b *testing.B) {
	segments, params := corpusParts(b)
	for _, bc := range []struct {
		name   string
		in     []string
		uri    func(string) string
		neturl func(string) string
	}{
		// Both sides are closures, so that each pays the same indirect call.
		{"segment", segments, func(s string) string { return Escape(s, ComponentPathSegment) }, func(s string) string { return url.PathEscape(s) }},
		{"param", params, func(s string) string { return Escape(s, ComponentQueryParam) }, func(s string) string { return url.QueryEscape(s) }},
		{"url", corpus(b), func(s string) string { return Escape(s, ComponentPathSegment) }, func(s string) string { return url.PathEscape(s) }},
	} {
		for _, lib := range []struct {
			name string
			f    func(string) string
		}{{"uri", bc.uri}, {"neturl", bc.neturl}} {
			b.Run("in="+bc.name+"/lib="+lib.name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					for _, s := range bc.in {
						sinkString = lib.f(s)
					}
				}
			})
		}
	}
}

// BenchmarkUnescape decodes the path of every URL of the corpus.
func BenchmarkUnescape(b *testing.B) {
	var paths []string
	for _, s := range corpus(b) {
		if u, err := Parse(s); err == nil {
			paths = append(paths, u.Path())
		}
	}
	for _, lib := range []struct {
		name string
		f    func(string) (string, error)
	}{{"uri", Unescape}, {"neturl", url.PathUnescape}} {
		b.Run("lib="+lib.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, s := range paths {
					sinkString, _ = lib.f(s)
				}
			}
		})
	}
}
