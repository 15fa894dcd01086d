package whatwg_test

import (
	"fmt"

	"github.com/uriref/uri"
	"github.com/uriref/uri/whatwg"
)

func ExampleParse() {
	u, err := whatwg.Parse("HTTP://EXAMPLE.com:80/a/./b/../c?q=1 2#frag")
	if err != nil {
		panic(err)
	}
	fmt.Println(u.Href())
	fmt.Println(u.Origin(), u.Pathname(), u.Search(), u.Hash())
	// Output:
	// http://example.com/a/c?q=1%202#frag
	// http://example.com /a/c ?q=1%202 #frag
}

func ExampleURL_Parse() {
	base, _ := whatwg.Parse("https://example.com/a/b/c")
	u, _ := base.Parse("../d?x#y")
	fmt.Println(u.Href())
	// Output: https://example.com/a/d?x#y
}

func ExampleURL_ValidationErrors() {
	u, _ := whatwg.Parse("http://evil.com\\@good.com/")
	fmt.Println(u.Host(), u.Pathname(), u.ValidationErrors())
	start, end, _ := u.InputSpan(uri.ComponentHost)
	fmt.Println(start, end)
	// Output:
	// evil.com /@good.com/ [invalid-reverse-solidus at 15]
	// 7 15
}

func ExampleError() {
	_, err := whatwg.Parse("http://a b/")
	fmt.Println(err)
	// Output: whatwg: code point ' ' at offset 8 (host parser: domain-invalid-code-point) in "http://a b/"
}

func ExampleURL_URI() {
	u, _ := whatwg.Parse("sc://a{b}/p")
	_, err := u.URI()
	fmt.Println(u.Href())
	fmt.Println(err)
	// Output:
	// sc://a{b}/p
	// uri: invalid character "{" in host at offset 6 in "sc://a{b}/p"
}

func ExampleURL_SearchParams() {
	u, _ := whatwg.Parse("https://example.com/?b=2&a=1&b=3")
	sp := u.SearchParams()
	fmt.Println(sp.GetAll("b"))
	sp.Sort()
	sp.Append("c", "x y")
	fmt.Println(u.Href())
	// Output:
	// [2 3]
	// https://example.com/?a=1&b=2&b=3&c=x+y
}
