package text_test

import (
	"errors"
	"fmt"

	"github.com/uriref/uri"
	"github.com/uriref/uri/text"
)

func ExampleExtract() {
	// The example text of the draft's Appendix E.
	msg := `Yes, Jim, I found it under "http://www.w3.org/Addressing/",
but you can probably pick it up from <ftp://ds.internic.
net/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
ietf/uri/historical.html#WARNING>.`
	for m := range text.Extract(msg) {
		fmt.Println(m.URI)
	}
	// Output:
	// http://www.w3.org/Addressing/
	// ftp://ds.internic.net/rfc/
	// http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING
}

// Text with IRIs: each Match gives the text as written and the URI it
// maps to (RFC 3987 §3.1).
func ExampleExtract_iri() {
	msg := "Siehe https://münchen.de/stadtplan und <https://example.com/über>. 詳しくはhttps://例え.jp/。"
	for m := range text.Extract(msg) {
		fmt.Println(msg[m.Start:m.End], m.URI, m.IRI)
	}
	// Output:
	// https://münchen.de/stadtplan https://m%C3%BCnchen.de/stadtplan true
	// https://example.com/über https://example.com/%C3%BCber true
	// https://例え.jp/ https://%E4%BE%8B%E3%81%88.jp/ true
}

func ExampleExtractWith() {
	msg := "Mail mailto:jo@example.org (or see www.example.org/jo), not a:b."
	for m := range text.ExtractWith(msg, text.ExtractOptions{Guess: true}) {
		fmt.Printf("%d-%d %q %s guessed=%t\n", m.Start, m.End, msg[m.Start:m.End], m.URI, m.Guessed)
	}
	// Output:
	// 5-26 "mailto:jo@example.org" mailto:jo@example.org guessed=false
	// 35-53 "www.example.org/jo" http://www.example.org/jo guessed=true
}

func ExampleGuess() {
	for _, s := range []string{"www.w3.org/Addressing/", "ftp.example.org/pub", "example.org", "localhost:8080"} {
		u, err := text.Guess(s, "")
		fmt.Println(u, err)
	}
	u, _ := text.Guess("example.org", "https")
	fmt.Println(u)
	_, err := text.Guess("not a host", "")
	fmt.Println(err)
	// Output:
	// http://www.w3.org/Addressing/ <nil>
	// ftp://ftp.example.org/pub <nil>
	// http://example.org/ <nil>
	// http://localhost:8080/ <nil>
	// https://example.org/
	// uri: invalid space in host at offset 3 in "not a host"
}

func ExampleRepair() {
	for _, s := range []string{
		` <URL:http://example.org/my file.pdf> `,
		`"http://example.org/?q=ünïcode&p=100%"`,
		"http://example.org/a-\n   b",
		"http://example.org/already%20valid",
		"http://exa mple.org/", // a host with a space is no host
	} {
		u, err := text.Repair(s)
		var e *uri.Error
		if errors.As(err, &e) {
			fmt.Println(e.Component(), e.Offset, err)
			continue
		}
		fmt.Println(u)
	}
	// Output:
	// http://example.org/my%20file.pdf
	// http://example.org/?q=%C3%BCn%C3%AFcode&p=100%25
	// http://example.org/a-b
	// http://example.org/already%20valid
	// host 10 uri: invalid space in host at offset 10 in "http://exa mple.org/"
}
func ExampleDocumentBase() {
	d := text.DocumentBase{
		Retrieval: uri.MustParse("http://example.org/dir/page.html"),
		Embedded:  uri.MustParse("../other/"), // a relative <base href>
	}
	base, ok := d.Base()
	fmt.Println(base, ok)
	// Output: http://example.org/other/ true
}

func ExampleHTMLLinks() {
	// The example document of the draft's Appendix D.
	const doc = `<!doctype html public "-//IETF//DTD HTML//EN">
<HTML><HEAD>
<TITLE>An example HTML document</TITLE>
<BASE href="http://www.ics.uci.edu/Test/a/b/c">
</HEAD><BODY>
... <A href="../x">a hypertext anchor</A> ...
</BODY></HTML>`
	retrieved := text.DocumentBase{Retrieval: uri.MustParse("http://elsewhere.example/")}
	for l := range text.HTMLLinks(doc, retrieved) {
		fmt.Println(l.Element, l.Attr, l.Ref, l.URI)
	}
	// Output: a href ../x http://www.ics.uci.edu/Test/a/x
}

func ExampleHTMLLinks_srcset() {
	// Each image candidate of srcset is a link, with its descriptors; an
	// SVG's title does not hide the links after it; noscript's content is
	// text, as in a browser with scripting on.
	const doc = `<img srcset="small.png 480w, large.png 1080w" src="fallback.png">
<noscript><a href="no-js.html">no script</a></noscript>
<svg><title>Logo</title><a href="/home"><circle r="4"/></a></svg>`
	page := text.DocumentBase{Retrieval: uri.MustParse("https://example.org/blog/post")}
	for l := range text.HTMLLinks(doc, page) {
		fmt.Println(l.Element, l.Namespace, l.Attr, l.Candidate, l.Descriptors, l.URI)
	}
	// Output:
	// img  srcset true 480w https://example.org/blog/small.png
	// img  srcset true 1080w https://example.org/blog/large.png
	// img  src false  https://example.org/blog/fallback.png
	// a svg href false  https://example.org/home
}

func ExampleHTMLBase() {
	href, ok := text.HTMLBase(`<base HREF='http://a/?x=1&amp;y=2'>`)
	fmt.Println(href, ok)
	// Output: http://a/?x=1&y=2 true
}

func ExampleParseHref() {
	for _, href := range []string{" ../img/a b.png\n", "/über?q=grüße", `/a\b`, "//exa mple/"} {
		u, err := text.ParseHref(href)
		var e *uri.Error
		if errors.As(err, &e) {
			fmt.Printf("%q: %s at offset %d\n", e.Input, e.Rule, e.Offset)
			continue
		}
		fmt.Println(u)
	}
	// Output:
	// ../img/a%20b.png
	// /%C3%BCber?q=gr%C3%BC%C3%9Fe
	// /a/b
	// "//exa mple/": reg-name at offset 5
}

func ExampleErrNoBase() {
	for l := range text.HTMLLinks(`<a href="about.html">About</a>`, text.DocumentBase{}) {
		fmt.Println(errors.Is(l.Err, text.ErrNoBase), l.Err)
	}
	// Output: true relative reference "about.html" with no base URI to resolve it against (RFC 3986 §5.1)
}
