package text_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/oracle"
	"github.com/uriref/uri/text"
)

func TestAppendixD(t *testing.T) {
	href, ok := text.HTMLBase(oracle.AppendixD)
	if !ok || href != "http://www.ics.uci.edu/Test/a/b/c" {
		t.Errorf("HTMLBase(Appendix D) = %q, %v; want http://www.ics.uci.edu/Test/a/b/c", href, ok)
	}
	// "regardless of the context in which the example document was
	// obtained": whatever the retrieval URI, "../x" is the same.
	for _, retrieval := range []string{"", "http://elsewhere.example/doc.html", "file:///tmp/x.html"} {
		d := text.DocumentBase{}
		if retrieval != "" {
			d.Retrieval = uri.MustParse(retrieval)
		}
		got := links(t, oracle.AppendixD, d)
		want := []string{"a href ../x http://www.ics.uci.edu/Test/a/x"}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("HTMLLinks(Appendix D, retrieved as %q) (-want +got):\n%s", retrieval, diff)
		}
	}
	// The span is the value's, without its quotes.
	for l := range text.HTMLLinks(oracle.AppendixD, text.DocumentBase{}) {
		if oracle.AppendixD[l.Start:l.End] != "../x" {
			t.Errorf("span %d-%d is %q, want ../x", l.Start, l.End, oracle.AppendixD[l.Start:l.End])
		}
	}
}

// links lists the links of doc as "element attr ref uri" or "element attr
// ref error RULE@OFFSET".
func links(t *testing.T, doc string, d text.DocumentBase) []string {
	t.Helper()
	var out []string
	for l := range text.HTMLLinks(doc, d) {
		s := l.Element + " " + l.Attr + " " + l.Ref + " "
		if l.Err != nil {
			var e *uri.Error
			if !errors.As(l.Err, &e) {
				t.Fatalf("link %q: error %v is not *uri.Error", l.Ref, l.Err)
			}
			s += "error " + e.Rule + "@" + strconv.Itoa(e.Offset)
		} else {
			s += l.URI.String()
		}
		out = append(out, s)
	}
	return out
}

func TestDocumentBase(t *testing.T) {
	p := uri.MustParse
	for _, tt := range []struct {
		name string
		d    text.DocumentBase
		want string // "" for none
	}{
		{"none", text.DocumentBase{}, ""},
		{"§5.1.4 default only", text.DocumentBase{Default: p("file:///home/")}, "file:///home/"},
		{"§5.1.3 over §5.1.4", text.DocumentBase{Retrieval: p("http://a/r"), Default: p("file:///home/")}, "http://a/r"},
		{"§5.1.2 over §5.1.3", text.DocumentBase{Encapsulating: p("cid:msg@x"), Retrieval: p("http://a/r")}, "cid:msg@x"},
		{"§5.1.1 over all", text.DocumentBase{Embedded: p("http://e/"), Encapsulating: p("cid:m@x"), Retrieval: p("http://a/r"), Default: p("file:///")}, "http://e/"},
		{"a relative embedded base is resolved against the next layer", text.DocumentBase{Embedded: p("../b/"), Retrieval: p("http://a/x/y/z")}, "http://a/x/b/"},
		{"a relative embedded base with nothing outside is skipped", text.DocumentBase{Embedded: p("b/")}, ""},
		{"the fragment is removed", text.DocumentBase{Retrieval: p("http://a/r?q#f")}, "http://a/r?q"},
		{"relative layers stack", text.DocumentBase{Embedded: p("c"), Encapsulating: p("b/"), Default: p("http://a/")}, "http://a/b/c"},
		// The HTML Standard's frozen base URL: an embedded base of scheme
		// data or javascript is not used; the outer layers' is.
		{"an embedded javascript: base is not used", text.DocumentBase{Embedded: p("javascript:alert(1)//"), Retrieval: p("http://a/r")}, "http://a/r"},
		{"an embedded data: base is not used", text.DocumentBase{Embedded: p("data:text/html,x"), Retrieval: p("http://a/r")}, "http://a/r"},
		{"nor in capitals", text.DocumentBase{Embedded: p("JavaScript:x"), Default: p("file:///")}, "file:///"},
		{"nor with nothing outside", text.DocumentBase{Embedded: p("DATA:,x")}, ""},
		{"nor when resolved to one", text.DocumentBase{Embedded: p("x"), Retrieval: p("data:text/html,y")}, "data:text/html,y"},
		{"an outer data: layer is used", text.DocumentBase{Retrieval: p("data:text/html,y")}, "data:text/html,y"},
	} {
		got, ok := tt.d.Base()
		if ok != (tt.want != "") || got.String() != tt.want {
			t.Errorf("%s: Base() = %q, %v; want %q", tt.name, got, ok, tt.want)
		}
	}
}

func TestHTMLBase(t *testing.T) {
	for _, tt := range []struct {
		doc, want string
		ok        bool
	}{
		{`<base href="http://a/">`, "http://a/", true},
		{`<BaSe HrEf='http://a/'>`, "http://a/", true},     // any case, single quotes
		{`<base href=http://a/b?c>`, "http://a/b?c", true}, // bare
		{"<base\nhref\n=\n\"http://a/\"\n>", "http://a/", true},
		{`<base href="http://a/?x=1&amp;y=2&#38;z=3&#x26;w=4&#X26;v">`, "http://a/?x=1&y=2&z=3&w=4&v", true},
		{`<base href="http://a/?a=1&amp=2&ampx&lt;">`, "http://a/?a=1&amp=2&ampx<", true}, // legacy &amp before "=" and a letter stays
		{`<base href="http://a/&#0;&#xD800;&#x110000;">`, "http://a/\ufffd\ufffd\ufffd", true},
		// The whole table of named references, as the HTML Standard's
		// tokenizer decodes them in an attribute value (§13.2.5.73).
		{`<base href="javascript&colon;alert(1)">`, "javascript:alert(1)", true},
		{`<base href="https&colon;//evil.example&sol;">`, "https://evil.example/", true},
		{`<base href="&NotEqualTilde;&copy;&COPY&ampeq">`, "\u2242\u0338\u00a9\u00a9&ampeq", true},
		// A legacy name without ";" before "=" or a letter or digit stays;
		// so does a name that is no reference, or a prefix of one.
		{`<base href="?a=1&copy=2&copyx&lang=&not=&noti;&not;">`, "?a=1&copy=2&copyx&lang=&not=&noti;\u00ac", true},
		{`<base href="&copy &amp">`, "\u00a9 &", true},
		// Numbers: 0x80 to 0x9F by the table of the HTML Standard
		// (§13.2.5.80; 0x81 has no entry), no digits, too large, no ";".
		{`<base href="&#128;&#x9F;&#x81;&#x2D;&#97">`, "\u20ac\u0178\u0081-a", true},
		{`<base href="&#;&#x;&#X;&#xg;">`, "&#;&#x;&#X;&#xg;", true},
		{`<base href="&#4294967393;&#x100000061;&#99999999999999999999;">`, "\ufffd\ufffd\ufffd", true},
		// After decoding: the URL Standard removes tabs and line breaks,
		// and C0 controls and spaces at the ends.
		{`<base href="&#32;java&Tab;scr&NewLine;ipt:x&#1;">`, "javascript:x", true},
		{`<base href="  http://a/b c  ">`, "http://a/b c", true}, // trimmed only at the ends
		{"<base href=\"http://a/\tb\nc\r\">", "http://a/bc", true},
		{`<base target=_top><base href="http://first/"><base href="http://second/">`, "http://first/", true},
		{`<base href="http://first/" href="http://second/">`, "http://first/", true},
		{`<!-- <base href="http://comment/"> --><base href="http://real/">`, "http://real/", true},
		{`<!--><base href="http://a/">`, "http://a/", true}, // "<!-->" is an empty comment
		{`<script>var s = '<base href="http://script/">';</script ><base href="http://real/">`, "http://real/", true},
		{`<SCRIPT>"</scriptx><base href='http://in/'>"</SCRIPT><base href="http://out/">`, "http://out/", true},
		{`<title><base href="http://title/"></title>`, "", false},
		{`<textarea><base href="http://ta/">`, "", false}, // never closed
		{`<?xml version="1.0"?><!DOCTYPE x><base href="http://a/">`, "http://a/", true},
		{`<basefont href="http://no/">`, "", false},
		{`<base href>`, "", true},
		{`<base href="http://a/`, "", false}, // cut off in the value
		{`a < b <base href=x>`, "x", true},
		{``, "", false},
		{`<base href="http://www.ics.uci.edu/Test/a/b/c"/>`, "http://www.ics.uci.edu/Test/a/b/c", true},
	} {
		got, ok := text.HTMLBase(tt.doc)
		if got != tt.want || ok != tt.ok {
			t.Errorf("HTMLBase(%q) = %q, %v; want %q, %v", tt.doc, got, ok, tt.want, tt.ok)
		}
	}
}

func TestHTMLLinks(t *testing.T) {
	retrieval := text.DocumentBase{Retrieval: uri.MustParse("http://host/dir/page.html")}
	for _, tt := range []struct {
		name string
		doc  string
		d    text.DocumentBase
		want []string
	}{{
		name: "against the retrieval URI",
		doc:  `<a href="x">x</a><img src='/i.png'><link rel=stylesheet href=s.css><script src="//cdn/j.js"></script>`,
		d:    retrieval,
		want: []string{
			"a href x http://host/dir/x",
			"img src /i.png http://host/i.png",
			"link href s.css http://host/dir/s.css",
			"script src //cdn/j.js http://cdn/j.js",
		},
	}, {
		name: "a base later in the document counts for links before it",
		doc:  `<a href="y"></a><base href="http://b/c/">`,
		d:    retrieval,
		want: []string{"a href y http://b/c/y"},
	}, {
		name: "a relative base is resolved against the retrieval URI",
		doc:  `<base href="../other/"><a href="y">`,
		d:    retrieval,
		want: []string{"a href y http://host/other/y"},
	}, {
		// The HTML Standard's frozen base URL: a base of scheme data or
		// javascript is not used, but the document's own URL.
		name: "a javascript: or data: base is not used",
		doc:  `<base href="javascript:alert(1)//"><a href="x"><base href="http://b/">`,
		d:    retrieval,
		want: []string{"a href x http://host/dir/x"},
	}, {
		name: "a data: base in capitals is not used",
		doc:  `<base href=" DATA:text/html,x"><a href="x">`,
		d:    retrieval,
		want: []string{"a href x http://host/dir/x"},
	}, {
		name: "a javascript: base in a document without a URL",
		doc:  `<base href="javascript:alert(1)//"><a href="x"><a href="http://a/">`,
		want: []string{"a href x error absolute-URI@0", "a href http://a/ http://a/"},
	}, {
		name: "no base at all: absolute links only",
		doc:  `<a href="mailto:a@b"></a><a href="rel"></a>`,
		want: []string{"a href mailto:a@b mailto:a@b", "a href rel error absolute-URI@0"},
	}, {
		name: "IRIs become URIs; a lone % is %25; bad references are errors",
		doc:  "<a href=\"r\u00e9sum\u00e9.html\"><a href=\"a b\"><a href=\"%zz\"><a href=\"#frag\"><a href=\"\"><a href=\"//exa mple/\">",
		d:    retrieval,
		want: []string{
			"a href r\u00e9sum\u00e9.html http://host/dir/r%C3%A9sum%C3%A9.html",
			"a href a b http://host/dir/a%20b",
			// The path state leaves "%zz" as it is; the octets a browser
			// sends are "%", "z", "z", which RFC 3986 writes "%25zz".
			"a href %zz http://host/dir/%25zz",
			"a href #frag http://host/dir/page.html#frag",
			"a href  http://host/dir/page.html",
			// The host parser refuses a space (a forbidden host code point).
			"a href //exa mple/ error reg-name@5",
		},
	}, {
		// The WHATWG URL Standard's preprocessing, then RFC 3986's
		// percent-encoding of what may not stand there; by hand:
		// ü U+00FC C3 BC, ß U+00DF C3 9F, U+FFFD EF BF BD.
		name: "hrefs as browsers read them",
		doc: "<img src=\"../img/a b.png\" alt=\"Photo\">\n" +
			"<a href=\"  /über uns/\t\n?q=grüße#frag ment \">Über uns</a>\n" +
			"<a href=\"https://münchen.de/karte\">München</a>\n" +
			"<a href=\"?filter[tag]=a|b&amp;sort={x}\">Filter</a>\n" +
			"<a href=\"x.html#a#b\">x</a>\n" +
			"<a href=\"1a:b\">odd</a>\n" +
			"<a href=\"&#1;/x&#31;\">controls at the ends</a>\n" +
			"<a href=\"a&#7;b&#127;c&#0;d\">controls within</a>\n" +
			"<a href=\"/a\tb\nc\rd\">tab and line breaks</a>\n" +
			"<a href=\"a\\b\">backslash</a>\n" +
			"<a href=\"http://exa mple.com/\">space in the host</a>\n" +
			"<a href=\"/100%\">lone percent</a>\n" +
			"<a href=\" /ü b%zz\">after encoded octets</a>\n",
		d: retrieval,
		want: []string{
			"img src ../img/a b.png http://host/img/a%20b.png",
			"a href /über uns/?q=grüße#frag ment http://host/%C3%BCber%20uns/?q=gr%C3%BC%C3%9Fe#frag%20ment",
			"a href https://münchen.de/karte https://xn--mnchen-3ya.de/karte", // domain to ASCII, as a browser does
			"a href ?filter[tag]=a|b&sort={x} http://host/dir/page.html?filter%5Btag%5D=a%7Cb&sort=%7Bx%7D",
			"a href x.html#a#b http://host/dir/x.html#a%23b",
			"a href 1a:b http://host/dir/1a:b",
			"a href /x http://host/x",
			"a href a\x07b\x7fc\ufffdd http://host/dir/a%07b%7Fc%EF%BF%BDd",
			"a href /abcd http://host/abcd",
			"a href a\\b http://host/dir/a/b", // "\\" is "/" in an http URL
			"a href http://exa mple.com/ error reg-name@10",
			"a href /100% http://host/100%25",
			"a href /ü b%zz http://host/%C3%BC%20b%25zz",
		},
	}, {
		// The URL Standard's basic URL parser, against the document's
		// base URL: "\\" is "/" in a special URL, and "\\\\" before a
		// host is "//"; an IPv4 address in hex is read; a "\\" in a URL
		// that is not special is itself, "%5C" in a URI.
		name: "hrefs as the URL Standard parses them",
		doc: `<a href="\windows\style\path"><a href="/a\b"><a href="\\evil.example\x"><a href="http:\\a.example\b">` +
			`<a href="HTTP://A.EXAMPLE:80/"><a href="http://0x7f.1/"><a href="http://a.example:99999/">`,
		d: retrieval,
		want: []string{
			"a href \\windows\\style\\path http://host/windows/style/path",
			"a href /a\\b http://host/a/b",
			"a href \\\\evil.example\\x http://evil.example/x",
			"a href http:\\\\a.example\\b http://a.example/b",
			"a href HTTP://A.EXAMPLE:80/ http://a.example/",
			"a href http://0x7f.1/ http://127.0.0.1/",
			"a href http://a.example:99999/ error port-out-of-range@21", // the parser's error, at the digit past 65535
		},
	}, {
		name: "a backslash in a URL that is not special",
		doc:  `<a href="a\b"><base href="\x\/">`,
		d:    text.DocumentBase{Retrieval: uri.MustParse("foo://h/d/p")},
		want: []string{"a href a\\b foo://h/d/%5Cx%5C/a%5Cb"},
	}, {
		name: "a base href with backslashes in an https page",
		doc:  `<base href="\x\"><a href="y">`,
		d:    text.DocumentBase{Retrieval: uri.MustParse("https://h/d/p")},
		want: []string{"a href y https://h/x/y"},
	}, {
		name: "character references and case",
		doc:  `<A HREF="?a=1&amp;b=2"><IMG SRC=&#x2F;p>`,
		d:    retrieval,
		want: []string{"a href ?a=1&b=2 http://host/dir/page.html?a=1&b=2", "img src /p http://host/p"},
	}, {
		// What a browser decodes and follows, never made harmless: the
		// caller sees a javascript: link, or the host it goes to.
		name: "character references as a browser decodes them",
		doc: `<a href="javascript&colon;alert(1)"><a href="https&colon;//evil.example/">` +
			`<a href="java&Tab;script:alert(1)"><a href="&sol;&sol;evil.example/">` +
			`<a href="?a=1&copy=2"><a href="&#128;"><a href="java&#4294967305;script:x">`,
		d: retrieval,
		want: []string{
			"a href javascript:alert(1) javascript:alert(1)",
			"a href https://evil.example/ https://evil.example/",
			"a href javascript:alert(1) javascript:alert(1)",
			"a href //evil.example/ http://evil.example/",
			"a href ?a=1&copy=2 http://host/dir/page.html?a=1&copy=2",
			"a href \u20ac http://host/dir/%E2%82%AC",
			"a href java\ufffdscript:x http://host/dir/java%EF%BF%BDscript:x",
		},
	}, {
		name: "a base that character references make javascript: is not used",
		doc:  `<base href="java&Tab;script:alert(1)//"><a href="x">`,
		d:    retrieval,
		want: []string{"a href x http://host/dir/x"},
	}, {
		// RFC 3986 §5.2.2 removes the dot segments of an absolute
		// reference's path too (§5.2.4), as a browser does; a path that
		// does not start with "/" (the URL Standard's opaque path) is
		// left as it is, as a browser leaves it.
		name: "absolute links are resolved",
		doc: `<a href="http://a.example/../../x"><a href="HTTP://a.example/b/./c/../d?q/../r#f/..">` +
			`<a href="file:///a/b/../c"><a href="foo:/a/./b"><a href="//a.example/b/../c">` +
			`<a href="javascript:alert('../../x')"><a href="mailto:a/../b"><a href="data:,a/../b">`,
		d: retrieval,
		want: []string{
			"a href http://a.example/../../x http://a.example/x",
			"a href HTTP://a.example/b/./c/../d?q/../r#f/.. http://a.example/b/d?q/../r#f/..", // the scheme lowercased
			"a href file:///a/b/../c file:///a/c",
			"a href foo:/a/./b foo:/a/b",
			"a href //a.example/b/../c http://a.example/c",
			"a href javascript:alert('../../x') javascript:alert('../../x')",
			"a href mailto:a/../b mailto:a/../b",
			"a href data:,a/../b data:,a/../b",
		},
	}, {
		name: "absolute links are resolved in a document without a base",
		doc:  `<a href="http://a/./b/../c"><a href="x">`,
		want: []string{"a href http://a/./b/../c http://a/c", "a href x error absolute-URI@0"},
	}, {
		name: "a base with dot segments",
		doc:  `<base href="http://b/c/../d/"><a href="?q"><a href=""><a href="e">`,
		d:    retrieval,
		want: []string{"a href ?q http://b/d/?q", "a href  http://b/d/", "a href e http://b/d/e"},
	}, {
		name: "names that only look like href or src",
		doc:  `<a data-href="x" hreflang=en srcset="y 2x" xsrc=z>`,
		d:    retrieval,
	}, {
		name: "comments, scripts and end tags are not read",
		doc:  `<!-- <a href="c"> --><script><a href="s"></script></a href="e"><style>a{}</style><a href=ok>`,
		d:    retrieval,
		want: []string{"a href ok http://host/dir/ok"},
	}} {
		got := links(t, tt.doc, tt.d)
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: HTMLLinks(%q) (-want +got):\n%s", tt.name, tt.doc, diff)
		}
	}
}

func TestHTMLLinksStop(t *testing.T) {
	n := 0
	for range text.HTMLLinks(strings.Repeat(`<a href=x>`, 10), text.DocumentBase{}) {
		n++
		if n == 3 {
			break
		}
	}
	if n != 3 {
		t.Errorf("ranged over %d links, want to stop at 3", n)
	}
}

// FuzzLinks checks that HTMLLinks never panics, that every span is inside
// the document, that every srcset candidate is a URL without white space
// and with descriptors, that every Ref is trimmed as the URL Standard trims it,
// and that every link without an error is an absolute URI that parses to
// itself, of the scheme data or javascript only when the link or the
// document is, without dot segments in a path that starts with "/".
func FuzzLinks(f *testing.F) {
	f.Add(oracle.AppendixD, "http://a/b")
	f.Add(`<a href="x&amp;y"><base href=../q><img src=&#x2F;p><!--`, "http://a/")
	f.Add(`<script>`, "")
	f.Add("<a href=\" ../img/a b.png\t\"><a href='/über?q=a|b#c#d'><a href=a\\b><base href=' //h/ü/'>", "http://a/b")
	f.Add(`<base href="javascript:alert(1)//"><a href="x"><a href=data:,y>`, "http://a/b")
	f.Add(`<base href="x"><a href="y">`, "data:text/html,z")
	f.Add(`<a href="http://a.example/../../x"><a href="foo:/././/y"><a href="javascript:a('../x')"><base href="HTTP://b/c/../"><a href="?q">`, "")
	f.Add(`<a href="java&Tab;script&colon;x"><a href='?a&copy=1&copy;&not=&noti;&#128;&#x;&#4294967393;'><a href=&sol;&sol;e>`, "http://a/")
	f.Add(`<img srcset="a 1x,b&amp;c 100w 50h, d (e, f) 2x,,,g,"><a ping=" x &#32;y"><svg><title><a href=t></title><p><base href=q>`, "http://a/")
	f.Add(`<!-- --!><script><!--<script></script>--></script><math><mi><a href=m><annotation-xml encoding=text/html><template><base href=z>`, "http://a/")
	f.Fuzz(func(t *testing.T, doc, retrieval string) {
		var d text.DocumentBase
		if u, err := uri.Parse(retrieval); err == nil {
			d.Retrieval = u
		}
		for l := range text.HTMLLinks(doc, d) {
			if l.Start < 0 || l.Start > l.End || l.End > len(doc) {
				t.Fatalf("span %d-%d outside %d octets", l.Start, l.End, len(doc))
			}
			if l.Namespace != "" && l.Namespace != "svg" && l.Namespace != "math" {
				t.Fatalf("link %q: namespace %q", l.Ref, l.Namespace)
			}
			// A candidate of srcset is a URL without white space, and its
			// descriptors end as numbers and "w", "x" or "h" do.
			if l.Candidate != (l.Attr == "srcset" || l.Attr == "imagesrcset") {
				t.Fatalf("link %q: Candidate %v for %s", l.Ref, l.Candidate, l.Attr)
			}
			if l.Candidate && (strings.ContainsAny(l.Ref, " \t\n\f\r") ||
				l.Descriptors != "" && !strings.ContainsAny(l.Descriptors[len(l.Descriptors)-1:], "wxh")) {
				t.Fatalf("candidate %q with descriptors %q", l.Ref, l.Descriptors)
			}
			// The URL Standard: no tab or line break within, no C0 control
			// or space at the ends.
			if strings.ContainsAny(l.Ref, "\t\n\r") || l.Ref != "" && (l.Ref[0] <= ' ' || l.Ref[len(l.Ref)-1] <= ' ') {
				t.Fatalf("link %q: Ref not as the URL Standard leaves it", l.Ref)
			}
			if l.Err != nil {
				var e *uri.Error
				if !errors.As(l.Err, &e) {
					t.Fatalf("error %v is not *uri.Error", l.Err)
				}
				continue
			}
			if !l.URI.HasScheme() {
				t.Fatalf("link %q gave %q, no scheme", l.Ref, l.URI)
			}
			// A data: or javascript: link is one, or a relative link in
			// a document of that scheme: a <base> does not make it one.
			if scheme := strings.ToLower(l.URI.Scheme()); (scheme == "data" || scheme == "javascript") &&
				!strings.HasPrefix(strings.ToLower(l.Ref), scheme+":") && !strings.EqualFold(d.Retrieval.Scheme(), scheme) {
				t.Fatalf("link %q gave %q, of the scheme of the document's <base>", l.Ref, l.URI)
			}
			if v, err := uri.Parse(l.URI.String()); err != nil || v != l.URI {
				t.Fatalf("link %q gave %q, which does not parse to itself: %v", l.Ref, l.URI, err)
			}
			// RFC 3986 §5.2.2: no dot segment in a path that starts with
			// "/", but for the "/." by which Resolve writes "//" there.
			if path := l.URI.Path(); strings.HasPrefix(path, "/") {
				if _, ok := l.URI.Authority(); !ok && strings.HasPrefix(path, "/.//") {
					path = path[len("/."):]
				}
				for _, seg := range strings.Split(path, "/") {
					if seg == "." || seg == ".." {
						t.Fatalf("link %q gave %q, with a dot segment", l.Ref, l.URI)
					}
				}
			}
		}
		text.HTMLBase(doc)
		// The base is an absolute URI that parses to itself.
		if b, ok := text.HTMLDocumentBase(doc, d); ok {
			if v, err := uri.Parse(b.String()); err != nil || v != b || !b.HasScheme() {
				t.Fatalf("HTMLDocumentBase = %q, not an absolute URI that parses to itself: %v", b, err)
			}
		}
	})
}

// TestHTMLLinksNoBase checks the error of relative links in a document
// without a base: ErrNoBase, and a *uri.Error at offset 0 of the
// reference, whatever the reference.
func TestHTMLLinksNoBase(t *testing.T) {
	doc := `<a href="rel"><a href="a/b:c?d"><img src="?q"><a href="#f"><a href="//cdn/x"><a href="../img/a b.png">`
	refs := []string{"rel", "a/b:c?d", "?q", "#f", "//cdn/x", "../img/a b.png"}
	i := 0
	for l := range text.HTMLLinks(doc, text.DocumentBase{}) {
		if i == len(refs) {
			t.Fatalf("more links than %d", len(refs))
		}
		if l.Ref != refs[i] {
			t.Errorf("link %d: Ref %q, want %q", i, l.Ref, refs[i])
		}
		var e *uri.Error
		switch {
		case !errors.Is(l.Err, text.ErrNoBase):
			t.Errorf("link %q: error %v, want ErrNoBase", l.Ref, l.Err)
		case !errors.As(l.Err, &e) || e.Rule != "absolute-URI" || e.Offset != 0 || e.Input != refs[i]:
			t.Errorf("link %q: *uri.Error %#v, want absolute-URI at 0 in the reference", l.Ref, e)
		case l.Err.Error() != "relative reference "+strconv.Quote(refs[i])+" with no base URI to resolve it against (RFC 3986 §5.1)":
			t.Errorf("link %q: message %q", l.Ref, l.Err)
		case l.URI != uri.URI{}:
			t.Errorf("link %q: URI %q with an error", l.Ref, l.URI)
		}
		i++
	}
	if i != len(refs) {
		t.Errorf("%d links, want %d", i, len(refs))
	}
}

func TestParseHref(t *testing.T) {
	for _, tt := range []struct {
		in, want string
		rule     string // of the error, with want the offset
		offset   int
	}{
		{in: "http://a/b", want: "http://a/b"},
		{in: " \t../img/a b.png\n", want: "../img/a%20b.png"},
		{in: "/über", want: "/%C3%BCber"},
		{in: "https://例え.jp/パス", want: "https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9"}, // domain to ASCII, as a browser does
		// A special URL that RFC 3986 refuses is parsed as a browser does:
		// "\\" is "/", dot segments go, the host is lowercased.
		{in: "http:\\\\A.example\\b\\..\\c", want: "http://a.example/c"},
		{in: "HTTPS://a/b c|d", want: "https://a/b%20c%7Cd"},
		{in: "http://a/%zz", want: "http://a/%25zz"}, // the octets a browser sends
		{in: "foo://a/b\\c", want: "foo://a/b%5Cc"},  // path state: data in a URL that is not special
		{in: "mailto:Jo Doe <jo@example.org>", want: "mailto:Jo%20Doe%20%3Cjo@example.org%3E"},
		{in: "a\"b`c^d", want: "a%22b%60c%5Ed"},
		{in: "//[::1]:80/a b", want: "//[::1]:80/a%20b"},
		{in: "//u ser@a/", rule: "userinfo", offset: 3},
		// RFC 3490 §3.1: the full stops U+3002, U+FF0E and U+FF61 separate
		// the labels of a host, as a browser reads them; elsewhere they
		// are characters like any other.
		{in: "https://paypal.com\u3002evil\uff0enet\uff61/a\u3002b", want: "https://paypal.com.evil.net./a%E3%80%82b"},
		{in: "//u\u3002@a\uff0eb:80/", want: "//u%E3%80%82@a.b:80/"},
		{in: "http://a\u3002b c/", rule: "reg-name", offset: 12},
		{in: "a b:c/d", want: "./a%20b:c/d"},
		{in: "a:b c", want: "a:b%20c"},
		{in: "#x y#z", want: "#x%20y%23z"},
		{in: "\x00\x1f", want: ""},
		{in: "http://a:8x/", rule: "port", offset: 10},
		// A relative reference is read as in a page of a special scheme:
		// "\\" is "/" before the query (path state), data after it.
		{in: "x\\y", want: "x/y"},
		{in: "ü\\", want: "%C3%BC/"},
		{in: `\\evil.example\a?b\c#d\e`, want: "//evil.example/a?b%5Cc#d%5Ce"},
		{in: `/a\..\b`, want: "/a/../b"}, // dot segments stay for resolution
		{in: "a%zz%4", want: "a%25zz%254"},
	} {
		u, err := text.ParseHref(tt.in)
		if tt.rule != "" {
			var e *uri.Error
			if !errors.As(err, &e) || e.Rule != tt.rule || e.Offset != tt.offset {
				t.Errorf("ParseHref(%q) = %q, %v; want error %s at %d", tt.in, u, err, tt.rule, tt.offset)
			}
			continue
		}
		if err != nil || u.String() != tt.want {
			t.Errorf("ParseHref(%q) = %q, %v; want %q", tt.in, u, err, tt.want)
		}
	}
}

// FuzzParseHref checks ParseHref: a result parses to itself and holds no
// space, control or non-ASCII octet; input that parses after the trimming
// comes back as it is; an error is a *uri.Error that points into the
// trimmed input.
func FuzzParseHref(f *testing.F) {
	for _, s := range []string{"../img/a b.png", " /über\t", "a b:c", "%zz", "//u@[::1]:8/a|b?c[d]#e#f", "x\\y", "\x01a\x7f", "//u\u3002@a\uff0eb\uff61:8/\u3002 c"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := text.ParseHref(s)
		// The WHATWG URL Standard: strip leading and trailing C0 control
		// or space, then remove all ASCII tab or newline.
		i, j := 0, len(s)
		for i < j && s[i] <= ' ' {
			i++
		}
		for j > i && s[j-1] <= ' ' {
			j--
		}
		var b []byte
		for k := i; k < j; k++ {
			if s[k] != '\t' && s[k] != '\n' && s[k] != '\r' {
				b = append(b, s[k])
			}
		}
		trimmed := string(b)
		if err != nil {
			var e *uri.Error
			if !errors.As(err, &e) || e.Input != trimmed || e.Offset < 0 || e.Offset > len(trimmed) {
				t.Fatalf("ParseHref(%q): error %#v, want a *uri.Error in %q", s, err, trimmed)
			}
			return
		}
		if v, err := uri.Parse(u.String()); err != nil || v != u {
			t.Fatalf("ParseHref(%q) = %q, which does not parse to itself", s, u)
		}
		if v, err := uri.Parse(trimmed); err == nil && v != u {
			t.Fatalf("ParseHref(%q) = %q, want %q unchanged", s, u, trimmed)
		}
		for i := 0; i < len(u.String()); i++ {
			if o := u.String()[i]; o <= ' ' || o >= 0x7f {
				t.Fatalf("ParseHref(%q) = %q, with octet %#x", s, u, o)
			}
		}
	})
}
