package iri_test

import (
	"errors"
	"fmt"

	"github.com/uriref/uri"
	"github.com/uriref/uri/iri"
)

func ExampleParse() {
	r, err := iri.Parse("http://r\u00e9sum\u00e9.example.org/D\u00fcrst?q=\u7d0d\u8c46")
	if err != nil {
		panic(err)
	}
	q, _ := r.Query()
	fmt.Println(r.Host(), r.Path(), q)

	_, err = iri.Parse("http://example.org/\u200eabc") // LRM, RFC 3987 §4.1
	var e *uri.Error
	if errors.As(err, &e) {
		fmt.Println(e.Offset, e.Rule)
	}
	// Output:
	// résumé.example.org /Dürst q=納豆
	// 19 isegment
}

func ExampleIRI_URI() {
	r := iri.MustParse("http://r\u00e9sum\u00e9.example.org/D\u00fcrst")
	fmt.Println(r.URI())
	u, err := r.URIWith(iri.Options{IDNA: true})
	fmt.Println(u, err)
	// Output:
	// http://r%C3%A9sum%C3%A9.example.org/D%C3%BCrst
	// http://xn--rsum-bpad.example.org/D%C3%BCrst <nil>
}

func ExampleFromURI() {
	for _, s := range []string{
		"http://www.example.org/D%C3%BCrst",        // UTF-8: shown
		"http://www.example.org/D%FCrst",           // Latin-1, not UTF-8: kept
		"http://xn--99zt52a.example.org/%e2%80%ae", // RLO, a bidi control: kept
	} {
		fmt.Println(iri.FromURI(uri.MustParse(s)))
	}
	fmt.Println(iri.FromURIWith(uri.MustParse("http://xn--99zt52a.example.org/"), iri.Options{IDNA: true}))
	// Output:
	// http://www.example.org/Dürst
	// http://www.example.org/D%FCrst
	// http://xn--99zt52a.example.org/%e2%80%ae
	// http://納豆.example.org/
}

func ExampleEncodePunycode() {
	p, _ := iri.EncodePunycode("b\u00fccher")
	fmt.Println(p)
	s, _ := iri.DecodePunycode("egbpdaj6bu4bxfgehfvwxn") // RFC 3492 §7.1 (A)
	fmt.Println(s)
	h, _ := iri.HostToASCII("\u4f8b\u3048.\u30c6\u30b9\u30c8")
	fmt.Println(h, iri.HostToUnicode(h))
	// Output:
	// bcher-kva
	// ليهمابتكلموشعربي؟
	// xn--r8jz45g.xn--zckzah 例え.テスト
}

func ExampleHostToASCII() {
	for _, h := range []string{"MÜNCHEN.de", "\uff4d\u00fc\uff4e\uff43\uff48\uff45\uff4e.de", "a\u0308.com", "a\u200cb.com"} {
		a, err := iri.HostToASCII(h)
		fmt.Println(a, err)
	}
	fmt.Println(iri.HostToUnicode("xn--mnchen-3ya.de"), iri.HostToUnicode("xn--qi7cdauna.com"))
	// Output:
	// xn--mnchen-3ya.de <nil>
	// xn--mnchen-3ya.de <nil>
	// xn--4ca.com <nil>
	//  uri: host label with a joiner out of context (RFC 5892 ContextJ) at offset 0 in "a\u200cb.com"
	// münchen.de xn--qi7cdauna.com
}
