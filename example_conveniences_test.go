package uri_test

import (
	"bufio"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"github.com/uriref/uri"
)

func ExampleURI_Hostname() {
	for _, s := range []string{"https://[::1]:8443/", "http://Ex%61mple.COM/", "http://m%C3%BCnchen.de/", "http://127.0.0.%31/", "http://[v1.x]/", "mailto:a@b"} {
		fmt.Printf("%q\n", uri.MustParse(s).Hostname())
	}
	// Output:
	// "::1"
	// "example.com"
	// "münchen.de"
	// "127.0.0.1"
	// "[v1.x]"
	// ""
}

// A filter that keeps requests away from the loopback and private
// networks checks the host that DialAddress dials, however it is written:
// Addr reads the address a reg-name's triplets spell, and LenientAddr the
// forms of RFC 3986 §7.4 that browsers and resolvers take for addresses.
func ExampleURI_LenientAddr() {
	for _, s := range []string{
		"http://127.0.0.1/",
		"http://127.0.0.%31/",
		"http://0x7f.1/",
		"http://2130706433/",
		"http://[::ffff:127.0.0.1]/",
		"http://[v1.evil.example]/",
		"http://example.com/",
	} {
		u := uri.MustParse(s)
		if a, ok := u.LenientAddr(); ok && (a.Unmap().IsLoopback() || a.Unmap().IsPrivate()) {
			fmt.Println("refused", s, a)
			continue
		}
		addr, err := u.DialAddress()
		if err != nil {
			fmt.Println("refused", s, "(no address to dial)")
			continue
		}
		fmt.Println("dial", addr)
	}
	// Output:
	// refused http://127.0.0.1/ 127.0.0.1
	// refused http://127.0.0.%31/ 127.0.0.1
	// refused http://0x7f.1/ 127.0.0.1
	// refused http://2130706433/ 127.0.0.1
	// refused http://[::ffff:127.0.0.1]/ ::ffff:127.0.0.1
	// refused http://[v1.evil.example]/ (no address to dial)
	// dial example.com:80
}

func ExampleURI_DialAddress() {
	for _, s := range []string{"https://[::1]:8443/", "https://[::1]/", "http://example.com/", "foo://h/"} {
		addr, err := uri.MustParse(s).DialAddress()
		fmt.Printf("%q %v\n", addr, err)
	}
	// Output:
	// "[::1]:8443" <nil>
	// "[::1]:443" <nil>
	// "example.com:80" <nil>
	// "" uri: no port to dial, and no default port for the scheme at offset 7 in "foo://h/"
}

func ExampleURI_PortNumber() {
	for _, s := range []string{"http://a:8080/", "http://a/", "http://a:/", "http://a:99999/"} {
		fmt.Println(uri.MustParse(s).PortNumber())
	}
	// Output:
	// 8080 true
	// 0 false
	// 0 false
	// 0 false
}

func ExampleURI_RequestTarget() {
	fmt.Println(uri.MustParse("https://example.com?q=1#top").RequestTarget())
	fmt.Println(uri.MustParse("https://example.com/a/b?q=1#top").RequestTarget())
	// Output:
	// /?q=1
	// /a/b?q=1
}

func ExampleURI_Parse() {
	page := uri.MustParse("https://example.com/docs/guide/")
	for _, href := range []string{"../api/", "/about", "intro.html#start", "img/a b.png"} {
		u, err := page.Parse(href)
		fmt.Println(u, err)
	}
	// Output:
	// https://example.com/docs/api/ <nil>
	// https://example.com/about <nil>
	// https://example.com/docs/guide/intro.html#start <nil>
	//  uri: invalid space in path at offset 5 in "img/a b.png"
}

func ExampleURI_JoinPath() {
	api := uri.MustParse("https://api.example.com/v1?key=k")
	u, err := api.JoinPath("users", "Zoë/Smith", "100%")
	fmt.Println(u, err)
	dir, _ := api.JoinPath("users", "") // an empty last element: a trailing "/"
	fmt.Println(dir)
	_, err = api.JoinPath("..")
	fmt.Println(err)
	// Output:
	// https://api.example.com/v1/users/Zo%C3%AB%2FSmith/100%25?key=k <nil>
	// https://api.example.com/v1/users/?key=k
	// uri: dot segment as a path element at offset 0 in ".."
}

func ExampleURI_AddQueryParam() {
	u, err := uri.MustParse("https://example.com/search?q=go").AddQueryParam("page", "2 of 3")
	fmt.Println(u, err)
	// Output:
	// https://example.com/search?q=go&page=2%20of%203 <nil>
}

func ExampleURI_SetQueryParam() {
	u, err := uri.MustParse("https://example.com/?tag=a&q=go&tag=b").SetQueryParam("tag", "c&d")
	fmt.Println(u, err)
	// Output:
	// https://example.com/?tag=c%26d&q=go <nil>
}

func ExampleURI_DeleteQueryParam() {
	fmt.Println(uri.MustParse("https://example.com/?utm_source=x&q=go&utm_source=y").DeleteQueryParam("utm_source"))
	fmt.Println(uri.MustParse("https://example.com/p?utm_source=x#top").DeleteQueryParam("utm_source"))
	// Output:
	// https://example.com/?q=go
	// https://example.com/p#top
}

func ExampleURI_PathSegments() {
	for seg, decoded := range uri.MustParse("https://example.com/files/a%2Fb/caf%C3%A9/").PathSegments() {
		fmt.Printf("%q %q\n", seg, decoded)
	}
	// Output:
	// "files" "files"
	// "a%2Fb" "a/b"
	// "caf%C3%A9" "café"
	// "" ""
}

func ExampleURI_Username() {
	u := uri.MustParse("ftp://anonymous:guest%40example.org@ftp.example.org/")
	name, _ := u.Username()
	password, _ := u.Password()
	decoded, _ := uri.Unescape(password)
	fmt.Println(name, password, decoded)
	// Output:
	// anonymous guest%40example.org guest@example.org
}

func ExampleParseWith() {
	_, err := uri.Parse("http://[fe80::1%25eth0]:8080/")
	fmt.Println(err)
	u, _ := uri.ParseWith("http://[fe80::1%25eth0]:8080/", uri.ParseOptions{ZoneID: true})
	addr, _ := u.DialAddress()
	fmt.Println(u.Hostname(), addr)
	// Output:
	// uri: invalid character "%" in host at offset 15 (RFC 3986 has no zone identifier in an IPv6 address) in "http://[fe80::1%25eth0]:8080/"
	// fe80::1%eth0 [fe80::1%eth0]:8080
}

func ExampleURI_QueryParamValues() {
	fmt.Printf("%q\n", uri.MustParse("https://example.com/?tag=a&q=go&tag=b+c").QueryParamValues("tag"))
	// Output:
	// ["a" "b c"]
}

func ExampleEncodeQueryValues() {
	v := url.Values{"q": {"a b"}, "lang": {"en", "fr"}}
	fmt.Println(uri.EncodeQueryValues(v)) // sorted by key, as v.Encode sorts
	fmt.Println(v.Encode())
	// Output:
	// lang=en&lang=fr&q=a%20b
	// lang=en&lang=fr&q=a+b
}

func ExampleError_Component() {
	_, err := uri.Parse("https://[::1")
	var e *uri.Error
	if errors.As(err, &e) {
		fmt.Println(e.Component(), e.Offset, e.Rule)
		fmt.Println(e)
	}
	// Output:
	// host 12 IP-literal
	// uri: end of input in host at offset 12 (missing "]" at the end of an IPv6 address) in "https://[::1"
}

func ExampleError_Is() {
	_, err := uri.Parse(" https://hooks.example.com/")
	fmt.Println(errors.Is(err, uri.ErrSyntax), err)
	_, err = uri.MustParse("/a").Parse("b")
	fmt.Println(errors.Is(err, uri.ErrNotAbsolute))
	// Output:
	// true uri: leading space at offset 0 in " https://hooks.example.com/"
	// true
}

// A request read by net/http may hold octets RFC 3986 does not allow;
// FromURL percent-encodes them.
func ExampleFromURL_request() {
	req, err := http.ReadRequest(bufio.NewReader(strings.NewReader("GET /search?q=a|b&x={1} HTTP/1.1\r\nHost: example.com\r\n\r\n")))
	if err != nil {
		panic(err)
	}
	u, err := uri.FromURL(req.URL)
	fmt.Println(u, err)
	// Output:
	// /search?q=a%7Cb&x=%7B1%7D <nil>
}
