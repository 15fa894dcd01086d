package whatwg

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/uriref/uri/internal/testenv"
)

// encodeSetTests gives, for each percent-encode set of §1.3, the printable
// ASCII code points (U+0020 to U+007E) it holds, as the Standard lists
// them. Every set also holds the C0 controls, U+007F and what is above.
var encodeSetTests = []struct {
	name      string
	set       encodeSet
	printable string
}{
	{"C0 control", c0ControlSet, ""},
	{"fragment", fragmentSet, " \"<>`"},
	{"query", querySet, " \"#<>"},
	{"special-query", specialQuerySet, " \"#'<>"},
	{"path", pathSet, " \"#<>?^`{}"},
	{"userinfo", userinfoSet, " \"#/:;<=>?@[\\]^`{|}"},
	{"component", componentSet, " \"#$%&+,/:;<=>?@[\\]^`{|}"},
	{"application/x-www-form-urlencoded", formSet, " !\"#$%&'()+,/:;<=>?@[\\]^`{|}~"},
}

func TestEncodeSets(t *testing.T) {
	for _, tt := range encodeSetTests {
		for c := range 256 {
			want := c < 0x20 || c > 0x7E || strings.IndexByte(tt.printable, byte(c)) >= 0
			if got := tt.set.has(byte(c)); got != want {
				t.Errorf("%s percent-encode set: has(%#x) = %v, want %v", tt.name, c, got, want)
			}
		}
	}
}

func TestFormSetNote(t *testing.T) {
	// §1.3's note: the application/x-www-form-urlencoded percent-encode set
	// holds every code point but the ASCII alphanumerics, "*", "-", "." and
	// "_".
	for c := range 256 {
		alnum := 'a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9'
		want := !alnum && c != '*' && c != '-' && c != '.' && c != '_'
		if got := formSet.has(byte(c)); got != want {
			t.Errorf("formSet.has(%q) = %v, want %v", rune(c), got, want)
		}
	}
}

func TestEncodeSetUnion(t *testing.T) {
	// A byte is in a union of sets, for has, only when it is in each.
	for c := range 256 {
		want := pathSet.has(byte(c)) && fragmentSet.has(byte(c))
		if got := (pathSet | fragmentSet).has(byte(c)); got != want {
			t.Errorf("(pathSet|fragmentSet).has(%#x) = %v, want %v", c, got, want)
		}
	}
}

func TestAppendEncoded(t *testing.T) {
	tests := []struct {
		in   string
		set  encodeSet
		want string
	}{
		// §1.3's examples of UTF-8 percent-encode with the userinfo set.
		{"\u2261", userinfoSet, "%E2%89%A1"},
		{"\u203D", userinfoSet, "%E2%80%BD"},
		{"Say what\u203D", userinfoSet, "Say%20what%E2%80%BD"},
		// Percent-encode a byte: 0x23 and 0x7F.
		{"#", componentSet, "%23"},
		{"\x7f", c0ControlSet, "%7F"},
		{"", formSet, ""},
		{"abc", formSet, "abc"},
		{"a b+c", formSet, "a%20b%2Bc"},
		{"100%", componentSet, "100%25"},
		{"100%", pathSet, "100%"},
		{"a\x00b\x1fc", c0ControlSet, "a%00b%1Fc"},
		{"é", c0ControlSet, "%C3%A9"},
		{"😀", fragmentSet, "%F0%9F%98%80"},
		{"<'>", querySet, "%3C'%3E"},
		{"<'>", specialQuerySet, "%3C%27%3E"},
		{"{`}", fragmentSet, "{%60}"},
		{"{`}", pathSet, "%7B%60%7D"},
		// Not UTF-8: U+FFFD in its stead, as the Standard reads scalar values.
		{"a\xffb", c0ControlSet, "a%EF%BF%BDb"},
		{"\xe2\x82", c0ControlSet, "%EF%BF%BD"},
		{"\xe2\x82a", c0ControlSet, "%EF%BF%BDa"},
		{"\xe2\x82\xe2\x82\xac", c0ControlSet, "%EF%BF%BD%E2%82%AC"},
		{"\xf0\x9f\x98", c0ControlSet, "%EF%BF%BD"},
		{"\xc0\x80", c0ControlSet, "%EF%BF%BD%EF%BF%BD"},
		{"\xe0\x80", c0ControlSet, "%EF%BF%BD%EF%BF%BD"},
		{"\xed\xa0\x80", c0ControlSet, "%EF%BF%BD%EF%BF%BD%EF%BF%BD"},
		{"\xf4\x90\x80\x80", c0ControlSet, "%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD"},
	}
	for _, tt := range tests {
		if got := string(appendEncoded([]byte("x"), tt.in, tt.set)); got != "x"+tt.want {
			t.Errorf("appendEncoded(%q, %q, %#x) = %q, want %q", "x", tt.in, tt.set, got, "x"+tt.want)
		}
		if got, want := needsEncoding(tt.in, tt.set), tt.want != tt.in; got != want {
			t.Errorf("needsEncoding(%q, %#x) = %v, want %v", tt.in, tt.set, got, want)
		}
	}
}

func TestPercentDecode(t *testing.T) {
	tests := []struct{ in, want string }{
		// §1.3's examples of percent-decode.
		{"%25%s%1G", "%%s%1G"},
		{"\u203D%25%2E", "\xe2\x80\xbd%."},
		{"", ""},
		{"abc", "abc"},
		{"%", "%"},
		{"%4", "%4"},
		{"a%41", "aA"},
		{"%41%42%43", "ABC"},
		{"%ff%FE", "\xff\xfe"},
		{"%%41", "%A"},
		{"%2525", "%25"},
		{"%g1%1g", "%g1%1g"},
	}
	for _, tt := range tests {
		if got := percentDecode(tt.in); got != tt.want {
			t.Errorf("percentDecode(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestEncodeNoAllocs(t *testing.T) {
	testenv.SkipAllocs(t)
	s := "www.example.com/a%zz/b?c=d"
	if n := testing.AllocsPerRun(100, func() { _ = percentDecode(s) }); n != 0 {
		t.Errorf("percentDecode(%q): %v allocations, want 0", s, n)
	}
	if n := testing.AllocsPerRun(100, func() { _ = needsEncoding(s, pathSet) }); n != 0 {
		t.Errorf("needsEncoding(%q): %v allocations, want 0", s, n)
	}
	buf := make([]byte, 0, 64)
	if n := testing.AllocsPerRun(100, func() { _ = appendEncoded(buf[:0], "a b\u00e9", pathSet) }); n != 0 {
		t.Errorf("appendEncoded into room enough: %v allocations, want 0", n)
	}
}

func FuzzEncode(f *testing.F) {
	for _, tt := range encodeSetTests {
		f.Add("a b%zz\xff\u00e9#?", uint8(tt.set))
	}
	f.Fuzz(func(t *testing.T, s string, set uint8) {
		es := encodeSet(set)
		if es == 0 { // in every set of none: has holds for every byte
			return
		}
		out := appendEncoded(nil, s, es)
		if needsEncoding(s, es) != (string(out) != s) {
			t.Fatalf("needsEncoding(%q, %#x) disagrees with appendEncoded: %q", s, set, out)
		}
		for i := 0; i < len(out); i++ {
			if c := out[i]; c != '%' && es.has(c) {
				t.Fatalf("appendEncoded(%q, %#x) = %q: byte %#x left in the set", s, set, out, c)
			}
		}
		// Decoding gives s back, each ill-formed sequence replaced by
		// U+FFFD, when every "%" of s was encoded.
		if es.has('%') {
			if got, want := percentDecode(string(out)), utf8Decode(s); got != want {
				t.Fatalf("percentDecode(appendEncoded(%q, %#x)) = %q, want %q", s, set, got, want)
			}
		}
	})
}

// utf8Decode is the UTF-8 decoder of the Encoding Standard, written out:
// bytes needed, bytes seen, and the bounds of the next byte; an error gives
// U+FFFD and the byte is read again.
func utf8Decode(s string) string {
	var b strings.Builder
	var cp rune
	needed, seen, lower, upper := 0, 0, byte(0x80), byte(0xBF)
	for i := 0; i <= len(s); i++ {
		if i == len(s) {
			if needed != 0 {
				b.WriteRune(utf8.RuneError)
			}
			break
		}
		c := s[i]
		if needed == 0 {
			switch {
			case c <= 0x7F:
				b.WriteByte(c)
			case 0xC2 <= c && c <= 0xDF:
				needed, cp = 1, rune(c&0x1F)
			case 0xE0 <= c && c <= 0xEF:
				if c == 0xE0 {
					lower = 0xA0
				}
				if c == 0xED {
					upper = 0x9F
				}
				needed, cp = 2, rune(c&0xF)
			case 0xF0 <= c && c <= 0xF4:
				if c == 0xF0 {
					lower = 0x90
				}
				if c == 0xF4 {
					upper = 0x8F
				}
				needed, cp = 3, rune(c&0x7)
			default:
				b.WriteRune(utf8.RuneError)
			}
			continue
		}
		if c < lower || c > upper {
			cp, needed, seen, lower, upper = 0, 0, 0, 0x80, 0xBF
			b.WriteRune(utf8.RuneError)
			i-- // prepend the byte to the stream
			continue
		}
		lower, upper = 0x80, 0xBF
		cp = cp<<6 | rune(c&0x3F)
		if seen++; seen == needed {
			b.WriteRune(cp)
			cp, needed, seen = 0, 0, 0
		}
	}
	return b.String()
}
