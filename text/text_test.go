package text

import (
	"errors"
	"net/url"
	"os"
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/oracle"
	"github.com/uriref/uri/internal/testenv"
	"github.com/uriref/uri/iri"

	"github.com/google/go-cmp/cmp"
)

// appendixE is the example text of the draft's Appendix E, indented as there.
const appendixE = `   For example, the text:

      Yes, Jim, I found it under "http://www.w3.org/Addressing/",
      but you can probably pick it up from <ftp://ds.internic.
      net/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
      ietf/uri/historical.html#WARNING>.

   contains the uri.URI references
`

// found is what a test compares of a Match: the span is checked apart.
type found struct {
	URI        string
	Guessed    bool `cmp:"omitempty"`
	Hyphenated bool `cmp:"omitempty"`
	IRI        bool `cmp:"omitempty"`
}

func extractAll(t *testing.T, text string, o ExtractOptions) []found {
	t.Helper()
	var got []found
	end := 0
	for m := range ExtractWith(text, o) {
		checkMatch(t, text, m, end, o.IDNA)
		end = m.End
		got = append(got, found{m.URI.String(), m.Guessed, m.Hyphenated, m.IRI})
	}
	return got
}

// checkMatch checks what ExtractWith promises of every Match: the URI
// parses to the same value, the span lies within text after the previous
// match, and, unless guessed, the span without white space is the URI,
// or for an IRI an IRI reference that maps to the URI (its host by UTS
// #46 when idna is set).
func checkMatch(t testing.TB, text string, m Match, prevEnd int, idna bool) {
	t.Helper()
	if v, err := uri.Parse(m.URI.String()); err != nil || v != m.URI {
		t.Errorf("ExtractWith(%q): %q does not parse to itself: %v", text, m.URI, err)
	}
	if !(prevEnd <= m.Start && m.Start <= m.End && m.End <= len(text)) {
		t.Fatalf("ExtractWith(%q): span [%d, %d) after %d", text, m.Start, m.End, prevEnd)
	}
	span := removeSpaces(text[m.Start:m.End])
	switch {
	case m.Guessed && m.IRI:
		t.Errorf("ExtractWith(%q): %q both guessed and an IRI", text, m.URI)
	case m.IRI:
		r, err := iri.Parse(span)
		u := r.URI()
		if idna && err == nil {
			u, err = r.URIWith(iri.Options{IDNA: true})
		}
		if err != nil || u != m.URI || span == m.URI.String() {
			t.Errorf("ExtractWith(%q): IRI text[%d:%d] = %q for %q: %v", text, m.Start, m.End, text[m.Start:m.End], m.URI, err)
		}
	case !m.Guessed && span != m.URI.String():
		t.Errorf("ExtractWith(%q): text[%d:%d] = %q for %q", text, m.Start, m.End, text[m.Start:m.End], m.URI)
	}
}

func TestExtractAppendixE(t *testing.T) {
	want := []string{ // the draft's Appendix E
		"http://www.w3.org/Addressing/",
		"ftp://ds.internic.net/rfc/",
		"http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
	}
	var got []string
	var spans [][2]int
	for m := range Extract(appendixE) {
		got = append(got, m.URI.String())
		spans = append(spans, [2]int{m.Start, m.End})
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("Extract(Appendix E) (-want +got):\n%s", diff)
	}
	// Each span runs from the scheme to just before the closing delimiter.
	wantSpans := [][2]int{
		{strings.Index(appendixE, "http://www.w3"), strings.Index(appendixE, `/",`) + 1},
		{strings.Index(appendixE, "ftp://"), strings.Index(appendixE, "rfc/>") + 4},
		{strings.Index(appendixE, "http://www.ics"), strings.Index(appendixE, "#WARNING") + 8},
	}
	if diff := cmp.Diff(wantSpans, spans); diff != "" {
		t.Errorf("Extract(Appendix E) spans (-want +got):\n%s", diff)
	}
}

func TestExtract(t *testing.T) {
	guess := ExtractOptions{Guess: true}
	tests := []struct {
		name string
		text string
		o    ExtractOptions
		want []found
	}{
		// The draft's Appendix E: delimiters.
		{"angle", "see <http://a/b>.", ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"angle, white space removed", "<http://a/b\n   c/d\te>", ExtractOptions{}, []found{{URI: "http://a/bc/de"}}},
		{"angle, white space at the ends", "< http://a/b >", ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"angle, URL: prefix", "<URL:http://a/b>", ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"angle, URL: prefix and space", "<URL: http://a/b>", ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"angle, url: in lowercase", "<url:mailto:a@b>", ExtractOptions{}, []found{{URI: "mailto:a@b"}}},
		{"angle, any scheme", "<a:b>", ExtractOptions{}, []found{{URI: "a:b"}}},
		{"angle, fragment inside", "<http://a/b#c>", ExtractOptions{}, []found{{URI: "http://a/b#c"}}},
		{"angle, no scheme", "<b> and </b>", ExtractOptions{}, nil},
		{"angle, nested", "<<http://a/>>", ExtractOptions{}, []found{{URI: "http://a/"}}},
		{"angle, unclosed", "<http://a/ and more", ExtractOptions{}, []found{{URI: "http://a/"}}},
		// White space within "<" and ">" is removed even where the brackets
		// were meant as comparisons: the draft's Appendix E has no exception.
		{"angle around prose", "x < http://a/ and y > z", ExtractOptions{}, []found{{URI: "http://a/andy"}}},
		{"angle, hyphen at a line break", "<http://a/b-\n   c>", ExtractOptions{}, []found{{URI: "http://a/b-c", Hyphenated: true}}},
		{"quotes", `under "http://a/b",`, ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"quotes keep what they hold", `"http://a/b."`, ExtractOptions{}, []found{{URI: "http://a/b."}}},
		{"quotes, URL: prefix", `"URL:http://a/b"`, ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"quotes around prose", `he said "see http://a/b now"`, ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"quotes, no scheme", `"a/b" "c"`, ExtractOptions{}, nil},
		{"html attribute", `<a href="http://a/b">x</a>`, ExtractOptions{}, []found{{URI: "http://a/b"}}},

		// Bare URIs: where they start and end.
		{"bare", "see http://a/b now", ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"bare, URL: prefix", "URL:http://a/b", ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"bare, URL: prefix and space", "URL: http://a/b", ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"bare, URL: then mailto", "URL:mailto:a@b", ExtractOptions{}, []found{{URI: "mailto:a@b"}}},
		{"bare, after a word", "link:http://a/b", ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"bare, at a tab and a line break", "http://a/\thttp://b/\nhttp://c/", ExtractOptions{}, []found{{URI: "http://a/"}, {URI: "http://b/"}, {URI: "http://c/"}}},
		{"bare, at a no-break space", "http://a/\u00a0next", ExtractOptions{}, []found{{URI: "http://a/"}}},
		{"bare, at >", "http://a/b>c", ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"bare, a blank line after a hyphen", "http://a/b-\n\nc", ExtractOptions{}, []found{{URI: "http://a/b-"}}},
		{"bare, a hyphen at a line break", "http://a/b-\n   c/d.", ExtractOptions{}, []found{{URI: "http://a/b-c/d", Hyphenated: true}}},
		{"bare, two hyphens at line breaks", "http://a/b-\nc-\r\nd", ExtractOptions{}, []found{{URI: "http://a/b-c-d", Hyphenated: true}}},
		{"bare, hyphen then punctuation only", "http://a/b-\n.", ExtractOptions{}, []found{{URI: "http://a/b-"}}},
		{"bare, hyphen then a word that is no URI", "http://a/b-\n%zz", ExtractOptions{}, []found{{URI: "http://a/b-"}}},
		{"hyphenated prose then a URI", "well-\nhttp://a/", ExtractOptions{}, []found{{URI: "http://a/"}}},

		// IRIs (RFC 3987 §2.2), each mapped to a URI by §3.1: every
		// non-ASCII character as the triplets of its UTF-8 octets, by hand:
		// ü U+00FC C3 BC, é U+00E9 C3 A9, ï U+00EF C3 AF, ñ U+00F1 C3 B1,
		// 例 U+4F8B E4 BE 8B, え U+3048 E3 81 88, パ U+30D1 E3 83 91,
		// ス U+30B9 E3 82 B9, （ U+FF08 EF BC 88, ） U+FF09 EF BC 89.
		{"IRI, host", "Siehe https://münchen.de/.", ExtractOptions{}, []found{{URI: "https://m%C3%BCnchen.de/", IRI: true}}},
		// With IDNA, the host as browsers write it (UTS #46): mapped,
		// case folded, non-ASCII labels as A-labels ("münchen" is
		// "mnchen-3ya" by RFC 3492); a host with no ASCII form is not taken.
		{"IRI, host, IDNA", "Siehe https://MÜNCHEN.de/über.", ExtractOptions{IDNA: true}, []found{{URI: "https://xn--mnchen-3ya.de/%C3%BCber", IRI: true}}},
		{"IRI, full-width host, IDNA", "https://ｍüｎｃｈｅｎ.de/ and https://例え.jp。次へ", ExtractOptions{IDNA: true},
			[]found{{URI: "https://xn--mnchen-3ya.de/", IRI: true}, {URI: "https://xn--r8jz45g.jp.xn--49j297o", IRI: true}}},
		{"IRI, host without an ASCII form, IDNA", "https://a\u200cb.de/ https://x/ü", ExtractOptions{IDNA: true}, []found{{URI: "https://x/%C3%BC", IRI: true}}},
		{"ASCII URI, IDNA", "https://EXAMPLE.com/", ExtractOptions{IDNA: true}, []found{{URI: "https://EXAMPLE.com/"}}},
		{"IRI, path", "http://a/bücher and https://example.com/über", ExtractOptions{},
			[]found{{URI: "http://a/b%C3%BCcher", IRI: true}, {URI: "https://example.com/%C3%BCber", IRI: true}}},
		{"IRI, angle", "see <https://example.com/ü>.", ExtractOptions{}, []found{{URI: "https://example.com/%C3%BC", IRI: true}}},
		{"IRI, angle across lines", "<https://example.com/ü\n   ber/>", ExtractOptions{}, []found{{URI: "https://example.com/%C3%BCber/", IRI: true}}},
		{"IRI, quotes", `"https://example.org/naïve"`, ExtractOptions{}, []found{{URI: "https://example.org/na%C3%AFve", IRI: true}}},
		{"IRI, query and fragment", "https://example.com/?q=café#résumé!", ExtractOptions{}, []found{{URI: "https://example.com/?q=caf%C3%A9#r%C3%A9sum%C3%A9", IRI: true}}},
		{"IRI, Spanish question", "¿Viste https://example.es/año?", ExtractOptions{}, []found{{URI: "https://example.es/a%C3%B1o", IRI: true}}},
		{"IRI, CJK with 。", "詳しくはhttps://例え.jp/パス。次へ", ExtractOptions{}, []found{{URI: "https://%E4%BE%8B%E3%81%88.jp/%E3%83%91%E3%82%B9", IRI: true}}},
		{"IRI, CJK with 、", "https://例え.jp/、https://b/", ExtractOptions{}, []found{{URI: "https://%E4%BE%8B%E3%81%88.jp/", IRI: true}, {URI: "https://b/"}}},
		// RFC 3490 §3.1: U+3002, U+FF0E and U+FF61 separate the labels of a
		// host, as "." does, and the URI names the host a browser reads:
		// paypal.com.evil.net, not paypal.com. 次 U+6B21 E6 AC A1, へ U+3078
		// E3 81 B8.
		{"IDNA full stop in the host", "see https://paypal.com。evil.net now", ExtractOptions{}, []found{{URI: "https://paypal.com.evil.net", IRI: true}}},
		{"fullwidth full stop in the host", "https://paypal.com．evil.net/x", ExtractOptions{}, []found{{URI: "https://paypal.com.evil.net/x", IRI: true}}},
		{"halfwidth ideographic full stop in the host", "https://paypal.com｡evil.net", ExtractOptions{}, []found{{URI: "https://paypal.com.evil.net", IRI: true}}},
		{"full stops in the host, delimited", `<https://paypal.com。evil.net> "https://a．b"`, ExtractOptions{}, []found{{URI: "https://paypal.com.evil.net", IRI: true}, {URI: "https://a.b", IRI: true}}},
		{"IDNA full stop ending the host, then a space", "see https://example.com。 next", ExtractOptions{}, []found{{URI: "https://example.com"}}},
		{"IDNA full stops ending the host, then the end", "https://example.com。 https://example.org．", ExtractOptions{}, []found{{URI: "https://example.com"}, {URI: "https://example.org"}}},
		{"IDNA full stop ending the host, then a bracket", "「https://example.com。」を", ExtractOptions{}, []found{{URI: "https://example.com"}}},
		{"IDNA full stop ending the host, then a path", "https://example.com。/a", ExtractOptions{}, []found{{URI: "https://example.com./a", IRI: true}}},
		{"IDNA full stop in the host, then CJK text", "https://例え.jp。次へ", ExtractOptions{}, []found{{URI: "https://%E4%BE%8B%E3%81%88.jp.%E6%AC%A1%E3%81%B8", IRI: true}}},
		{"IDNA full stop in the userinfo", "https://a。b@c/", ExtractOptions{}, []found{{URI: "https://a%E3%80%82b@c/", IRI: true}}},
		{"IDNA full stop in the query", "https://a/?u=https://b。c", ExtractOptions{}, []found{{URI: "https://a/?u=https://b"}}},
		{"IDNA full stop in the host, after a hyphen at a line break", "https://exam-\nple。com/ x", ExtractOptions{}, []found{{URI: "https://exam-ple.com/", IRI: true, Hyphenated: true}}},
		{"CJK corner brackets", "「https://example.jp/パス」を見て", ExtractOptions{}, []found{{URI: "https://example.jp/%E3%83%91%E3%82%B9", IRI: true}}},
		{"full-width comma", "https://a/b，https://c/", ExtractOptions{}, []found{{URI: "https://a/b"}, {URI: "https://c/"}}},
		{"full-width parens around", "（https://example.com/パス）", ExtractOptions{}, []found{{URI: "https://example.com/%E3%83%91%E3%82%B9", IRI: true}}},
		{"full-width parens inside", "https://example.com/a（b）。", ExtractOptions{}, []found{{URI: "https://example.com/a%EF%BC%88b%EF%BC%89", IRI: true}}},
		{"full-width paren unbalanced, ASCII", "（https://example.com/a）", ExtractOptions{}, []found{{URI: "https://example.com/a"}}},
		{"IRI, guillemets", "«https://example.com/ü»", ExtractOptions{}, []found{{URI: "https://example.com/%C3%BC", IRI: true}}},
		{"IRI, ends at a tab and a no-break space", "https://example.com/ü\tx https://münchen.de/\u00a0weiter", ExtractOptions{},
			[]found{{URI: "https://example.com/%C3%BC", IRI: true}, {URI: "https://m%C3%BCnchen.de/", IRI: true}}},
		{"IRI, angle with a no-break space and an ideographic space", "<https://example.com/ü\u00a0ber/\u3000x>", ExtractOptions{}, []found{{URI: "https://example.com/%C3%BCber/x", IRI: true}}},
		{"IRI, quotes around a no-break space", "\"https://example.com/ü\u00a0x\"", ExtractOptions{}, []found{{URI: "https://example.com/%C3%BC", IRI: true}}},
		{"IRI, hyphen at a line break", "https://example.com/über-\n  alles.", ExtractOptions{}, []found{{URI: "https://example.com/%C3%BCber-alles", IRI: true, Hyphenated: true}}},
		// RFC 3987 §4.1 refuses bidirectional formatting characters; a C1
		// control or a private-use character in the path is no ucschar.
		{"IRI, bidi control", "https://example.com/a\u202eb", ExtractOptions{}, nil},
		{"IRI, private use in the path", "https://example.com/\ue000", ExtractOptions{}, nil},
		{"IRI, C1 in the path", "<https://example.com/a\u0080b>", ExtractOptions{}, nil},
		{"IRI, not UTF-8", "https://example.com/\xc3(", ExtractOptions{}, nil},

		// Trailing punctuation (the draft's Appendix E, uri(7)).
		{"period", "http://a/b.", ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"comma", "http://a/b, c", ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"semicolon", "http://a/b;", ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"colon", "http://a/b:", ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"exclamation", "http://a/b!", ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"question", "http://a/b?", ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"several", "http://a/b?!).", ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"unbalanced paren", "(see http://a/b)", ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"paren around", "(http://a/b).", ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"balanced paren", "(http://a/Go_(lang))", ExtractOptions{}, []found{{URI: "http://a/Go_(lang)"}}},
		{"unbalanced bracket", "[http://a/b]", ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"IP-literal", "http://[::1]", ExtractOptions{}, []found{{URI: "http://[::1]"}}},
		{"single quotes", "'http://a/b'", ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"typographic quotes", "“http://a/b”", ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"guillemets", "«http://a/b»", ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"CJK punctuation", "见http://a/b。", ExtractOptions{}, []found{{URI: "http://a/b"}}},
		{"inner punctuation kept", "http://a/b.c?d=e,f", ExtractOptions{}, []found{{URI: "http://a/b.c?d=e,f"}}},

		// Which bare candidates count.
		{"known schemes", "mailto:a@b.example urn:isbn:0451450523 tel:+1-201-555-0123 data:,Hi news:comp.lang.go",
			ExtractOptions{}, []found{{URI: "mailto:a@b.example"}, {URI: "urn:isbn:0451450523"}, {URI: "tel:+1-201-555-0123"}, {URI: "data:,Hi"}, {URI: "news:comp.lang.go"}}},
		{"scheme in capitals", "MAILTO:a@b", ExtractOptions{}, []found{{URI: "MAILTO:a@b"}}},
		{"file with and without //", "file:///etc/x file:/etc/y", ExtractOptions{}, []found{{URI: "file:///etc/x"}, {URI: "file:/etc/y"}}},
		{"prose colons", "a:b note: e.g.: i.e.: 10:30 foo:bar ftp:x", ExtractOptions{}, nil},
		{"authority with nothing", "prefix http:// to it", ExtractOptions{}, nil},
		{"does not parse", "http://a:b/ http://a/%zz", ExtractOptions{}, nil},

		// Abbreviations (the draft's Appendix F), only when asked.
		{"abbreviation, not asked", "see www.w3.org/Addressing/.", ExtractOptions{}, nil},
		{"abbreviation", "see www.w3.org/Addressing/.", guess, []found{{URI: "http://www.w3.org/Addressing/", Guessed: true}}},
		{"abbreviation, ftp", "(ftp.example.org/pub)", guess, []found{{URI: "ftp://ftp.example.org/pub", Guessed: true}}},
		{"abbreviation, host only", "www.example.org,", guess, []found{{URI: "http://www.example.org/", Guessed: true}}},
		{"abbreviation, own scheme", "www.example.org", ExtractOptions{Guess: true, Scheme: "https"}, []found{{URI: "https://www.example.org/", Guessed: true}}},
		{"abbreviation, delimited", "<www.w3.org/Addressing/>", guess, []found{{URI: "http://www.w3.org/Addressing/", Guessed: true}}},
		{"abbreviation, other names", "example.org e.g. i.e. www. www", guess, nil},
		{"abbreviation, IDNA full stop in the host", "see www.paypal.com。evil.net now", guess, []found{{URI: "http://www.paypal.com.evil.net/", Guessed: true}}},
		{"abbreviation, IDNA full stop ending the host", "see www.example.com。 next (ftp.a｡b/c。d)", guess,
			[]found{{URI: "http://www.example.com/", Guessed: true}, {URI: "ftp://ftp.a.b/c", Guessed: true}}},
		{"abbreviation, IDNA full stop, not asked", "www.paypal.com。evil.net", ExtractOptions{}, nil},
		{"abbreviation and a URI", "www.a.org http://b/", guess, []found{{URI: "http://www.a.org/", Guessed: true}, {URI: "http://b/"}}},

		// Markdown (CommonMark, and GitHub's extended autolinks for the
		// trailing "*", "_" and "~"): the URI without the markup.
		{"markdown code span", "Run `https://x.com/code` now", ExtractOptions{}, []found{{URI: "https://x.com/code"}}},
		{"markdown code span with a backtick inside", "`` https://x.com/a`b ``", ExtractOptions{}, []found{{URI: "https://x.com/a"}}},
		{"markdown strong", "**https://x.com/bold**", ExtractOptions{}, []found{{URI: "https://x.com/bold"}}},
		{"markdown strong around prose", "**Download: https://x.com/file**.", ExtractOptions{}, []found{{URI: "https://x.com/file"}}},
		{"markdown emphasis with underscores", "_https://x.com/a_b_ and __https://x.com/c__", ExtractOptions{}, []found{{URI: "https://x.com/a_b"}, {URI: "https://x.com/c"}}},
		{"markdown emphasis with an asterisk", "*https://x.com/em*", ExtractOptions{}, []found{{URI: "https://x.com/em"}}},
		{"markdown strikethrough", "~~https://x.com/old~~", ExtractOptions{}, []found{{URI: "https://x.com/old"}}},
		{"markdown link, balanced parentheses", "[text](https://x.com/a_(b))", ExtractOptions{}, []found{{URI: "https://x.com/a_(b)"}}},
		{"markdown link, a URI as its text", "[https://x.com/a](https://x.com/b)", ExtractOptions{}, []found{{URI: "https://x.com/a"}, {URI: "https://x.com/b"}}},
		{"markdown link with a title", `[a](https://x.com/a "title")`, ExtractOptions{}, []found{{URI: "https://x.com/a"}}},
		{"markdown links in a row", "[a](https://x.com/a),[b](mailto:b@x.com).", ExtractOptions{}, []found{{URI: "https://x.com/a"}, {URI: "mailto:b@x.com"}}},
		{"markdown image", "![alt](https://x.com/i.png)", ExtractOptions{}, []found{{URI: "https://x.com/i.png"}}},
		{"markdown autolink", "<https://x.com/>", ExtractOptions{}, []found{{URI: "https://x.com/"}}},
		{"markdown link reference definition", "[id]: https://x.com/ \"title\"\n[x]: <https://y.com/> 'y'", ExtractOptions{}, []found{{URI: "https://x.com/"}, {URI: "https://y.com/"}}},
		{"an IP-literal keeps its brackets", "http://[::1]:80/x] [http://[v1.x]/]", ExtractOptions{}, []found{{URI: "http://[::1]:80/x"}, {URI: "http://[v1.x]/"}}},

		// No URI at all.
		{"empty", "", ExtractOptions{}, nil},
		{"prose", "Hello, world. Nothing here: really!", ExtractOptions{}, nil},
		{"only delimiters", `<> "" <"> "<>" < > " "`, ExtractOptions{}, nil},
		{"invalid UTF-8", "\xff\xfe http://a/\xff", ExtractOptions{}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := extractAll(t, tt.text, tt.o)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("ExtractWith(%q, %+v) (-want +got):\n%s", tt.text, tt.o, diff)
			}
		})
	}
}

func TestExtractSpans(t *testing.T) {
	tests := []struct {
		text       string
		start, end int
	}{
		{"see <http://a/b>.", 5, 15},
		{"<URL: http://a/b >", 6, 16},
		{`x "http://a/" y`, 3, 12},
		{"(http://a/b).", 1, 11},
		{"URL:http://a/b", 4, 14},
		{"http://a/b-\n  c/d.", 0, 17},
		{"www.a.org.", 0, 9}, // guessed: the span is the abbreviation
		{"see https://example.com。 next", 4, 23},
		{"https://paypal.com。evil.net。", 0, 29},
	}
	for _, tt := range tests {
		n := 0
		for m := range ExtractWith(tt.text, ExtractOptions{Guess: true}) {
			n++
			if m.Start != tt.start || m.End != tt.end {
				t.Errorf("ExtractWith(%q): span [%d, %d), want [%d, %d)", tt.text, m.Start, m.End, tt.start, tt.end)
			}
		}
		if n != 1 {
			t.Errorf("ExtractWith(%q): %d matches, want 1", tt.text, n)
		}
	}
}

func TestExtractStop(t *testing.T) {
	n := 0
	for range Extract("http://a/ http://b/ http://c/") {
		n++
		if n == 2 {
			break
		}
	}
	if n != 2 {
		t.Errorf("the loop ran %d times, want 2", n)
	}
}

// TestExtractLongText finds the URIs at the start, the middle and the end
// of 1 MiB of prose, and none in the prose alone.
func TestExtractLongText(t *testing.T) {
	prose := oracle.Repeat("Note: the draft's Appendix E, e.g. (this) is <not> a \"URI\"; a:b.\n", 1<<20)
	for range Extract(prose) {
		t.Fatal("a URI in prose without one")
	}
	text := "http://a/ " + prose + " <http://b/> " + prose + ` "http://c/"`
	var got []string
	for m := range Extract(text) {
		got = append(got, m.URI.String())
	}
	if diff := cmp.Diff([]string{"http://a/", "http://b/", "http://c/"}, got); diff != "" {
		t.Errorf("Extract(long text) (-want +got):\n%s", diff)
	}
}

func TestGuess(t *testing.T) {
	tests := []struct {
		in, scheme, want string
	}{
		// The draft's Appendix F and uri(7).
		{"www.w3.org/Addressing/", "", "http://www.w3.org/Addressing/"},
		{"www.w3.org", "", "http://www.w3.org/"},
		{"ftp.example.org/pub", "", "ftp://ftp.example.org/pub"},
		{"FTP.example.org", "https", "ftp://FTP.example.org/"},
		{"example.org", "", "http://example.org/"},
		{"www.kernel.org", "", "http://www.kernel.org/"},
		{"localhost", "", "http://localhost/"},
		// A caller's scheme.
		{"www.example.org", "https", "https://www.example.org/"},
		{"example.org", "gopher", "gopher://example.org/"},
		{"example.org", "foo", "foo://example.org"},
		{"//a/b", "", "http://a/b"},
		{"//a/b", "https", "https://a/b"},
		// Host and port.
		{"localhost:8080", "", "http://localhost:8080/"},
		{"www.w3.org:80/x", "", "http://www.w3.org:80/x"},
		{"[::1]:80", "", "http://[::1]:80/"},
		{"127.0.0.1/x", "", "http://127.0.0.1/x"},
		// E-mail addresses.
		{"user@example.org", "", "mailto:user@example.org"},
		{"user@example.org/x", "", "http://user@example.org/x"},
		// Already URIs.
		{"http://a/", "", "http://a/"},
		{"mailto:a@b", "", "mailto:a@b"},
		{"tel:123", "", "tel:123"},
		{"urn:isbn:0451450523", "", "urn:isbn:0451450523"},
		{"foo:bar", "", "foo:bar"},
		// Trimmed and repaired.
		{" <www.w3.org/Addressing/> ", "", "http://www.w3.org/Addressing/"},
		{`"URL:www.w3.org"`, "", "http://www.w3.org/"},
		{"www.example.org/a b", "", "http://www.example.org/a%20b"},
		{"www.example.org?q", "", "http://www.example.org/?q"},
		{"www.example.org#f", "", "http://www.example.org/#f"},
		{"bücher.example", "", "http://b%C3%BCcher.example/"},
		{"http://a/b c", "", "http://a/b%20c"},
	}
	for _, tt := range tests {
		u, err := Guess(tt.in, tt.scheme)
		if err != nil || u.String() != tt.want {
			t.Errorf("Guess(%q, %q) = %q, %v; want %q", tt.in, tt.scheme, u, err, tt.want)
		}
	}
}

func TestGuessErrors(t *testing.T) {
	tests := []struct {
		in, scheme string
		input      string // Error.Input
		offset     int
		rule       string
	}{
		{"", "", "", 0, "host"},
		{"   ", "", "   ", 3, "host"},
		{"hello world", "", "hello world", 5, "host"},
		{" hello world", "", " hello world", 6, "host"},
		{"/path", "", "/path", 0, "host"},
		{"../x", "", "../x", 0, "host"},
		{"#frag", "", "#frag", 0, "host"},
		{"?q", "", "?q", 0, "host"},
		{".example", "", ".example", 0, "host"},
		{"-a.example", "", "-a.example", 0, "host"},
		{"a..b", "", "a..b", 2, "host"},
		{"a_b.example", "", "a_b.example", 1, "host"},
		{"<URL:a%41>", "", "<URL:a%41>", 6, "host"},
		{"[::1", "", "[::1", 4, "host"},
		{"[::g]", "", "[::g]", 3, "host"},
		// What Repair cannot repair, with the offset moved into the input.
		{"http://a b/", "", "http://a b/", 8, "reg-name"},
		{" <http://a b/>", "", " <http://a b/>", 10, "reg-name"},
		{"//a b/c", "ws", "//a b/c", 3, "reg-name"},
		{" exa\u00a0mple.org/x", "", " exa\u00a0mple.org/x", 4, "reg-name"},
		{"http://a:b/", "", "http://a:b/", 9, "port"},
		{"example.org", "1x", "1x", 0, "scheme"},
		{"example.org", "ht tp", "ht tp", 2, "scheme"},
	}
	for _, tt := range tests {
		u, err := Guess(tt.in, tt.scheme)
		var e *uri.Error
		if !errors.As(err, &e) {
			t.Errorf("Guess(%q, %q) = %q, %v; want an *Error", tt.in, tt.scheme, u, err)
			continue
		}
		if e.Input != tt.input || e.Offset != tt.offset || e.Rule != tt.rule {
			t.Errorf("Guess(%q, %q): error {%q %d %q}, want {%q %d %q}", tt.in, tt.scheme, e.Input, e.Offset, e.Rule, tt.input, tt.offset, tt.rule)
		}
	}
}

func TestRepair(t *testing.T) {
	tests := []struct{ in, want string }{
		// Surrounding white space and delimiters (the draft's Appendix E).
		{" http://a/ ", "http://a/"},
		{"\t\r\nhttp://a/\n", "http://a/"},
		{"\u00a0http://a/\u3000", "http://a/"},
		{"<http://a/>", "http://a/"},
		{`"http://a/"`, "http://a/"},
		{"'http://a/'", "http://a/"},
		{"“http://a/”", "http://a/"},
		{"«http://a/»", "http://a/"},
		{"<URL:http://a/>", "http://a/"},
		{"URL: http://a/", "http://a/"},
		{` < "http://a/" > `, "http://a/"},
		{"<http://a/", "http://a/"},
		{"http://a/>", "http://a/"},
		// Line breaks and the white space around them.
		{"http://a/b\n   c", "http://a/bc"},
		{"<http://a/b \r\n c>", "http://a/bc"},
		{"http://a/b-\n c", "http://a/b-c"},
		// Octets that may not stand literally: RFC 3986 §2, RFC 1738 §2.2.
		{"http://a/my file.pdf", "http://a/my%20file.pdf"},
		{"http://a/?q=a b&c=d|e", "http://a/?q=a%20b&c=d%7Ce"},
		{"http://a/\"<>\\^`{|}", "http://a/%22%3C%3E%5C%5E%60%7B%7C%7D"},
		{"http://a/\x00\x1f\x7f", "http://a/%00%1F%7F"},
		{"http://a/a\tb", "http://a/a%09b"},
		{"http://a/#b#c", "http://a/#b%23c"},
		{"http://a/?b#c?d#e", "http://a/?b#c?d%23e"},
		// Non-ASCII as UTF-8, then %HH (RFC 1630, uri(7)).
		{"http://a/ä", "http://a/%C3%A4"},
		{"http://a/?q=ü", "http://a/?q=%C3%BC"},
		{"http://a/#€", "http://a/#%E2%82%AC"},
		{"http://a/\xff", "http://a/%FF"},
		{"http://bücher.example/", "http://b%C3%BCcher.example/"},
		// A host's full stops U+3002, U+FF0E, U+FF61 are "." (RFC 3490 §3.1).
		{"http://paypal.com。evil．net｡/a b", "http://paypal.com.evil.net./a%20b"},
		{"http://u。@a/", "http://u%E3%80%82@a/"},
		// "%" (RFC 1630: "%*" and "%as" are not triplets).
		{"http://a/%zz", "http://a/%25zz"},
		{"http://a/100%", "http://a/100%25"},
		{"http://a/%4", "http://a/%254"},
		{"http://a/%as", "http://a/%25as"},
		{"http://a/%41 %zz%7e", "http://a/%41%20%25zz%7e"},
		// Component by component.
		{"a b:c", "a%20b%3Ac"},
		{"1a:b/c:d", "1a%3Ab/c:d"},
		{"C:\\dir\\file", "C:%5Cdir%5Cfile"},
		{"http://us er@a/", "http://us%20er@a/"},
		{"http://a@b@c/", "http://a%40b@c/"},
		{"http://a:/ x", "http://a:/%20x"},
		{"http://a%41b:8/ x", "http://a%41b:8/%20x"},
		{"http://[::1]:80/x y", "http://[::1]:80/x%20y"},
		{"https://example.com/a b|c", "https://example.com/a%20b%7Cc"},
		{"mailto:John Doe <jd@example.org>", "mailto:John%20Doe%20%3Cjd@example.org%3E"},
		{"?a b", "?a%20b"},
		{"#a b", "#a%20b"},
		{":x y", "%3Ax%20y"},
		{"   ", ""},
	}
	for _, tt := range tests {
		u, err := Repair(tt.in)
		if err != nil || u.String() != tt.want {
			t.Errorf("Repair(%q) = %q, %v; want %q", tt.in, u, err, tt.want)
			continue
		}
		if v, err := Repair(u.String()); err != nil || v != u {
			t.Errorf("Repair(Repair(%q)) = %q, %v; want it unchanged", tt.in, v, err)
		}
	}
}

// TestRepairErrors checks the text that Repair cannot repair: a host or
// port that is no host or port as typed, which percent-encoding would turn
// into another one. The error points into the input, at the octet at
// fault.
func TestRepairErrors(t *testing.T) {
	tests := []struct {
		in              string
		offset          int
		rule, component string
	}{
		{" <https://exa mple.com/a b|c> ", 13, "reg-name", "host"},
		{"http://a b:80/", 8, "reg-name", "host"},
		{"//a b/c", 3, "reg-name", "host"},
		{"http://a|b/ x", 8, "reg-name", "host"},
		{"http://a<b/ x", 8, "reg-name", "host"},
		{"http://a]b/ x", 8, "reg-name", "host"},
		{"http://a%zz/ x", 8, "reg-name", "host"},
		{"http://a\tb/", 8, "reg-name", "host"},
		{"http://u@exa mple.com/", 12, "reg-name", "host"},
		{"http://exa\u00a0mple.com/", 10, "reg-name", "host"}, // a no-break space
		{"http://exa\u3000mple.com/", 10, "reg-name", "host"}, // an ideographic space
		{"http://exa\u200bmple.com/", 10, "reg-name", "host"}, // a zero-width space (Cf)
		{"http://a\u202eb/", 8, "reg-name", "host"},           // RLO (RFC 3987 §4.1)
		{"http://a\u0085b/", 8, "reg-name", "host"},           // a C1 control, no ucschar
		{"http://a\xffb/", 8, "reg-name", "host"},             // not UTF-8
		{"<http:\n //a b/>", 11, "reg-name", "host"},          // after a line break removed
		{"http://a/\n b c", -1, "", ""},                       // no error: the path
		{"http://a:b/", 9, "port", "port"},
		{"http://a:8x/", 10, "port", "port"},
		{"http://a:b:80/", 9, "port", "port"},
		{"http://[x]/ ", 8, "IPv6address", "host"},
		{"http://[::1]x/ y", 12, "authority", "host"},
		{"http://[::1/ y", 11, "IP-literal", "host"},
	}
	for _, tt := range tests {
		u, err := Repair(tt.in)
		if tt.offset < 0 {
			if err != nil {
				t.Errorf("Repair(%q) = %q, %v; want no error", tt.in, u, err)
			}
			continue
		}
		var e *uri.Error
		if !errors.As(err, &e) {
			t.Errorf("Repair(%q) = %q, %v; want an *uri.Error", tt.in, u, err)
			continue
		}
		if e.Input != tt.in || e.Offset != tt.offset || e.Rule != tt.rule || e.Component().String() != tt.component {
			t.Errorf("Repair(%q): error {%q %d %q %q}, want {%q %d %q %q}", tt.in,
				e.Input, e.Offset, e.Rule, e.Component(), tt.in, tt.offset, tt.rule, tt.component)
		}
		if u != (uri.URI{}) {
			t.Errorf("Repair(%q) = %q with an error", tt.in, u)
		}
	}
}

// TestRepairValid checks that Repair leaves a valid reference alone: the
// same string, without allocating.
func TestRepairValid(t *testing.T) {
	for _, s := range []string{
		"", "http://a/b?c#d", "a:b", "www.w3.org/Addressing/", "URL:http://a/",
		"%41", "//a", "mailto:a@b", "http://[::1]:80/", "a%20b",
	} {
		u, err := Repair(s)
		if err != nil || !sameString(u.String(), s) {
			t.Errorf("Repair(%q) = %q, %v; want the same string", s, u, err)
		}
		if n := testing.AllocsPerRun(100, func() { sinkURI, sinkErr = Repair(s) }); n != 0 && !testenv.OptimizationsOff() {
			t.Errorf("Repair(%q) allocates %v times, want 0", s, n)
		}
	}
}

// sameString reports whether a and b are the same string in memory.
func sameString(a, b string) bool {
	return len(a) == len(b) && unsafe.StringData(a) == unsafe.StringData(b)
}

// TestExtractAllocs checks that ExtractWith allocates nothing for each URI
// that it takes from the text as it is written.
func TestExtractAllocs(t *testing.T) {
	testenv.SkipAllocs(t)
	text := `See http://a/b, <http://c/d> and "mailto:e@f". ` + appendixE[:40]
	n := testing.AllocsPerRun(100, func() {
		for m := range Extract(text) {
			sinkURI = m.URI
		}
	})
	if n != 0 {
		t.Errorf("Extract allocates %v times, want 0", n)
	}
}

// hostileText adds to oracle.Hostile worst cases for ExtractWith and
// Repair: inputs that make a scanner that searches again from each
// delimiter, or joins hyphenated lines one at a time, take quadratic time.
var hostileText = []oracle.Input{
	{Name: "angles", Make: func(n int) string { return oracle.Repeat("<", n) + ">" }},
	{Name: "angles-open", Make: func(n int) string { return oracle.Repeat("<a", n) }},
	{Name: "angle-spaces", Make: func(n int) string { return "<http://a/" + oracle.Repeat(" \n", n) + ">" }},
	{Name: "angle-prose", Make: func(n int) string { return oracle.Repeat("a < b > c ", n) }},
	{Name: "quotes", Make: func(n int) string { return oracle.Repeat(`"a`, n) }},
	{Name: "quote-word", Make: func(n int) string { return `"` + oracle.Repeat("a", n) }},
	{Name: "hyphens", Make: func(n int) string { return "http://a/" + oracle.Repeat("b-\n", n) }},
	{Name: "hyphens-bad", Make: func(n int) string { return oracle.Repeat("http://a-\n%-\n", n) }},
	{Name: "parens", Make: func(n int) string { return "http://a/" + oracle.Repeat(")", n) }},
	{Name: "periods", Make: func(n int) string { return "http://a/" + oracle.Repeat(".", n) }},
	{Name: "many-uris", Make: func(n int) string { return oracle.Repeat("http://a/ ", n) }},
	{Name: "schemes", Make: func(n int) string { return oracle.Repeat("a", n) + ":" }},
	{Name: "nbsp", Make: func(n int) string { return oracle.Repeat("\u00a0", n) }},
	{Name: "spaces", Make: func(n int) string { return " " + oracle.Repeat("a ", n) + "\x7f" }},
	{Name: "www", Make: func(n int) string { return oracle.Repeat("www.a ", n) }},
	{Name: "full-stops", Make: func(n int) string {
		return "https://a" + oracle.Repeat("。", n/2) + " www.a" + oracle.Repeat("｡b", n/2)
	}},
}

// TestHostileText runs ExtractWith, with guessing, and Repair over each
// worst case at 1 MiB, which a quadratic algorithm does not pass in the
// test's time; BenchmarkHostileText shows linear time at 1, 8 and 64 MiB.
func TestHostileText(t *testing.T) {
	const n = 1 << 20
	for _, h := range append(oracle.Hostile[:len(oracle.Hostile):len(oracle.Hostile)], hostileText...) {
		s := h.Make(n)
		end := 0
		for m := range ExtractWith(s, ExtractOptions{Guess: true}) {
			checkMatch(t, s, m, end, false)
			end = m.End
		}
		u, err := Repair(s)
		if e := new(uri.Error); errors.As(err, &e) && e.Input == s && (e.Component() == uri.ComponentHost || e.Component() == uri.ComponentPort) {
			continue // a host or port that Repair cannot repair
		} else if err != nil {
			t.Errorf("%s: Repair: %v", h.Name, err)
			continue
		}
		if v, err := uri.Parse(u.String()); err != nil || v != u {
			t.Errorf("%s: Repair(s) does not parse to itself: %v", h.Name, err)
		}
	}
}

func FuzzExtract(f *testing.F) {
	f.Add(appendixE, false)
	f.Add("see www.w3.org/Addressing/. or <ftp.example.org>", true)
	f.Add("http://a/b-\n  c-\r\n d. (http://e/f_(g)). \"URL:mailto:a@b\" <URL: tel:1>", false)
	f.Add("<<\"http://a/\">> \u00a0http://[::1]:80/“", true)
	f.Add(iriText, false)
	f.Add("（https://例え.jp/a（b））。<https://example.com/ü\n ber-\n x> https://a/\u202e", false)
	f.Add("see https://paypal.com。evil.net。 https://a．b｡c/。x <https://例え。jp> \"https://u。@h｡/\" https://a-\nb。c/?d。", false)
	f.Add("see www.paypal.com。evil.net。 (ftp.a｡b/c。d) www.a-\nb。c", true)
	f.Add("`https://x/a` **https://x/b**_ [t](https://x/c_(d)),[https://x/e](mailto:f@g) [id]: <https://x/h> \"t\" ~~www.a.org~~ http://[::1]]/", true)
	for _, h := range hostileText {
		f.Add(h.Make(64), true)
	}
	f.Fuzz(func(t *testing.T, text string, guess bool) {
		for _, idna := range []bool{false, true} {
			end := 0
			for m := range ExtractWith(text, ExtractOptions{Guess: guess, IDNA: idna}) {
				checkMatch(t, text, m, end, idna)
				if !m.URI.HasScheme() {
					t.Errorf("ExtractWith(%q): %q has no scheme", text, m.URI)
				}
				end = m.End
			}
		}
	})
}

func FuzzRepair(f *testing.F) {
	for _, s := range []string{
		"", " <URL:http://a/b c> ", "a b:c", "http://a@b@c:d/%zz#e#f", "http://[::1]x/",
		"http://a/b-\r\n c", "“http://ü/”", "'", "<", "URL:", "%", "//", "C:\\x", "www.w3.org",
		" <https://exa mple.com/a b|c> ", "http://paypal.com。evil．net｡/a b", "http://a:b/", "http://[x]/ ",
		"http://exa\u00a0mple.com/", "<http:\n //a b/>", "http://[::1", "//a%zz/", "http://u v@a/ b",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkRepair(t, s)
		if g, err := Guess(s, ""); err == nil {
			if v, err := uri.Parse(g.String()); err != nil || v != g || !g.HasScheme() {
				t.Errorf("Guess(%q) = %q, which does not parse to itself with a scheme: %v", s, g, err)
			}
		} else if e := new(uri.Error); !errors.As(err, &e) || e.Component() != uri.ComponentHost && e.Component() != uri.ComponentPort || e.Offset < 0 || e.Offset > len(s) {
			t.Errorf("Guess(%q): error %v", s, err)
		}
	})
}

// checkRepair checks Repair(s): a result parses to itself, is its own
// repair, is s when s is valid, and has a host with no triplet that it
// did not take from s but for those of non-ASCII octets; an error is a
// *uri.Error in the host or port of s, which is not valid.
func checkRepair(t *testing.T, s string) {
	u, err := Repair(s)
	if err != nil {
		var e *uri.Error
		if !errors.As(err, &e) || e.Input != s || e.Offset < 0 || e.Offset > len(s) || e.Component() != uri.ComponentHost && e.Component() != uri.ComponentPort {
			t.Fatalf("Repair(%q): error %#v, want an *uri.Error in the host or port of s", s, err)
		}
		if _, err := uri.Parse(s); err == nil {
			t.Fatalf("Repair(%q) refuses a valid reference: %v", s, e)
		}
		return
	}
	if v, err := uri.Parse(u.String()); err != nil || v != u {
		t.Fatalf("Repair(%q) = %q, which does not parse to itself: %v", s, u, err)
	}
	if v, err := Repair(u.String()); err != nil || !sameString(v.String(), u.String()) {
		t.Errorf("Repair(%q) = %q, but Repair(%q) = %q, %v", s, u, u, v, err)
	}
	if v, err := uri.Parse(s); err == nil && u != v {
		t.Errorf("Repair(%q) = %q, want the valid input unchanged", s, u)
	}
	if h := u.Host(); u.HostKind() == uri.HostRegName && !strings.Contains(s, "%") {
		for i := 0; i < len(h); i++ {
			if h[i] != '%' {
				continue
			}
			if d, err := uri.Unescape(h[i : i+3]); err != nil || d[0] < 0x80 {
				t.Fatalf("Repair(%q) = %q, with a host of an ASCII triplet %q that s does not hold", s, u, h[i:i+3])
			}
		}
	}
}

// textCorpus builds about n octets of text: the URLs of testdata/urls.txt,
// each in one of the ways people write them, within prose.
func textCorpus(tb testing.TB, n int) (text string, urls int) {
	data, err := os.ReadFile("../testdata/urls.txt")
	if err != nil {
		tb.Fatal(err)
	}
	lines := strings.Fields(string(data))
	prose := []string{
		"As the draft says in Appendix E, a URI in text is often delimited; ",
		"see the notes below (and the errata). ",
		"Yes, Jim, I found it under ",
		"e.g.: the list, i.e. the one we kept, was long. ",
		"Note: nothing here is a URI, not even a:b or 10:30.\n",
	}
	wrap := []func(string) string{
		func(u string) string { return u + " " },
		func(u string) string { return "<" + u + ">. " },
		func(u string) string { return `"` + u + `", ` },
		func(u string) string { return "(" + u + "). " },
		func(u string) string { return "<URL:" + u + ">\n" },
	}
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		b.WriteString(prose[i%len(prose)])
		b.WriteString(prose[(i+2)%len(prose)])
		b.WriteString(wrap[i%len(wrap)](lines[i%len(lines)]))
		urls++
	}
	return b.String(), urls
}

// iriText is prose with IRIs in it, written as people write them: bare,
// delimited, before sentence punctuation, in German, Spanish and Japanese.
const iriText = "Siehe https://münchen.de/stadtplan/ und <https://example.com/über-uns>. " +
	"¿Viste https://example.es/año/2024?q=señal#sección? " +
	"詳しくはhttps://例え.jp/パス/ファイル。次へ「https://example.jp/ヘルプ」を見て。 " +
	"Plain ASCII too: (http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING), \"mailto:a@b.example\".\n"

// BenchmarkExtract measures Extract over 4 MiB of ASCII text and over text
// with IRIs, against the loop most programs write with net/url: split at
// white space, trim punctuation, and keep what parses with a scheme and a
// host or opaque part; for the IRIs, written out as a URI too (net/url's
// String percent-encodes non-ASCII octets, as RFC 3987 §3.1 maps them).
// The net/url loop does not split at "。" or "「", so it finds fewer URIs in
// the Japanese sentence.
func BenchmarkExtract(b *testing.B) {
	ascii, _ := textCorpus(b, 4<<20)
	for _, in := range []struct {
		name, text, trim string
		write            bool // whether the net/url loop writes the URI out
	}{
		{"ascii", ascii, `<>"().,;:!?'`, false},
		{"iri", strings.Repeat(iriText, 64), `<>"().,;:!?'¿`, true},
	} {
		b.Run("in="+in.name+"/lib=uri", func(b *testing.B) {
			b.SetBytes(int64(len(in.text)))
			b.ReportAllocs()
			for b.Loop() {
				for m := range Extract(in.text) {
					sinkURI = m.URI
				}
			}
		})
		b.Run("in="+in.name+"/lib=neturl", func(b *testing.B) {
			b.SetBytes(int64(len(in.text)))
			b.ReportAllocs()
			for b.Loop() {
				for _, w := range strings.Fields(in.text) {
					w = strings.Trim(w, in.trim)
					if u, err := url.Parse(w); err == nil && u.Scheme != "" && (u.Host != "" || u.Opaque != "") {
						sinkNetURL = u
						if in.write {
							sinkString = u.String()
						}
					}
				}
			}
		})
	}
}

// BenchmarkRepair measures Repair on the corpus URLs damaged as pasted
// text is (surrounding quotes, a space in the path, non-ASCII), against
// net/url, which parses the same text leniently and writes it out escaped.
func BenchmarkRepair(b *testing.B) {
	data, err := os.ReadFile("../testdata/urls.txt")
	if err != nil {
		b.Fatal(err)
	}
	var inputs []string
	for _, u := range strings.Fields(string(data))[:1000] {
		inputs = append(inputs, ` "`+u+`my file ä" `)
	}
	b.Run("lib=uri", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, s := range inputs {
				sinkURI, sinkErr = Repair(s)
			}
		}
	})
	b.Run("lib=neturl", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, s := range inputs {
				s = strings.Trim(strings.TrimSpace(s), `"`)
				if u, err := url.Parse(s); err == nil {
					sinkString = u.String()
				}
			}
		}
	})
}

var sinkNetURL *url.URL

// BenchmarkHostileText times ExtractWith, with guessing, and Repair on each
// worst case at 1, 8 and 64 MiB: the time per MiB stays flat when they are
// linear.
func BenchmarkHostileText(b *testing.B) {
	for _, size := range []int{1 << 20, 8 << 20, 64 << 20} {
		for _, h := range append(oracle.Hostile[:len(oracle.Hostile):len(oracle.Hostile)], hostileText...) {
			s := h.Make(size)
			b.Run("op=extract/input="+h.Name+"/MiB="+strconv.Itoa(size>>20), func(b *testing.B) {
				b.SetBytes(int64(len(s)))
				for b.Loop() {
					for m := range ExtractWith(s, ExtractOptions{Guess: true}) {
						sinkURI = m.URI
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/(float64(len(s))/(1<<20)), "ns/MiB")
			})
			b.Run("op=repair/input="+h.Name+"/MiB="+strconv.Itoa(size>>20), func(b *testing.B) {
				b.SetBytes(int64(len(s)))
				for b.Loop() {
					sinkURI, sinkErr = Repair(s)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/(float64(len(s))/(1<<20)), "ns/MiB")
			})
		}
	}
}

var (
	sinkURI    uri.URI
	sinkErr    error
	sinkString string
)
