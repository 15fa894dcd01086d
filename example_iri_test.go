package uri_test

import (
	"errors"
	"fmt"

	"github.com/uriref/uri"
)

func ExampleParseIRI() {
	r, err := uri.ParseIRI("http://r\u00e9sum\u00e9.example.org/D\u00fcrst?q=\u7d0d\u8c46")
	if err != nil {
		panic(err)
	}
	q, _ := r.Query()
	fmt.Println(r.Host(), r.Path(), q)

	_, err = uri.ParseIRI("http://example.org/\u200eabc") // LRM, RFC 3987 §4.1
	var e *uri.Error
	if errors.As(err, &e) {
		fmt.Println(e.Offset, e.Rule)
	}
	// Output:
	// résumé.example.org /Dürst q=納豆
	// 19 isegment
}

func ExampleIRI_URI() {
	r := uri.MustParseIRI("http://r\u00e9sum\u00e9.example.org/D\u00fcrst")
	fmt.Println(r.URI())
	u, err := r.URIWith(uri.IRIOptions{IDNA: true})
	fmt.Println(u, err)
	// Output:
	// http://r%C3%A9sum%C3%A9.example.org/D%C3%BCrst
	// http://xn--rsum-bpad.example.org/D%C3%BCrst <nil>
}

func ExampleURI_IRI() {
	for _, s := range []string{
		"http://www.example.org/D%C3%BCrst",        // UTF-8: shown
		"http://www.example.org/D%FCrst",           // Latin-1, not UTF-8: kept
		"http://xn--99zt52a.example.org/%e2%80%ae", // RLO, a bidi control: kept
	} {
		fmt.Println(uri.MustParse(s).IRI())
	}
	fmt.Println(uri.MustParse("http://xn--99zt52a.example.org/").IRIWith(uri.IRIOptions{IDNA: true}))
	// Output:
	// http://www.example.org/Dürst
	// http://www.example.org/D%FCrst
	// http://xn--99zt52a.example.org/%e2%80%ae
	// http://納豆.example.org/
}

func ExampleEncodePunycode() {
	p, _ := uri.EncodePunycode("b\u00fccher")
	fmt.Println(p)
	s, _ := uri.DecodePunycode("egbpdaj6bu4bxfgehfvwxn") // RFC 3492 §7.1 (A)
	fmt.Println(s)
	h, _ := uri.HostToASCII("\u4f8b\u3048.\u30c6\u30b9\u30c8")
	fmt.Println(h, uri.HostToUnicode(h))
	// Output:
	// bcher-kva
	// ليهمابتكلموشعربي؟
	// xn--r8jz45g.xn--zckzah 例え.テスト
}

func ExampleDocumentBase() {
	d := uri.DocumentBase{
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
	retrieved := uri.DocumentBase{Retrieval: uri.MustParse("http://elsewhere.example/")}
	for l := range uri.HTMLLinks(doc, retrieved) {
		fmt.Println(l.Element, l.Attr, l.Ref, l.URI)
	}
	// Output: a href ../x http://www.ics.uci.edu/Test/a/x
}

func ExampleHTMLBase() {
	href, ok := uri.HTMLBase(`<base HREF='http://a/?x=1&amp;y=2'>`)
	fmt.Println(href, ok)
	// Output: http://a/?x=1&y=2 true
}
