package uri_test

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"net/url"
	"os"

	"github.com/uriref/uri"
)

func ExampleBuild() {
	u, err := uri.Build(
		uri.Set(uri.ComponentScheme, "https"),
		uri.Set(uri.ComponentHost, "example.com"),
		uri.Set(uri.ComponentPath, "/search/"+uri.Escape("café & bar", uri.ComponentPathSegment)),
		uri.Set(uri.ComponentQuery, ""),
	)
	if err != nil {
		panic(err)
	}
	fmt.Println(u)
	// Output: https://example.com/search/caf%C3%A9%20&%20bar?
}

func ExampleURI_With() {
	u := uri.MustParse("mailto:joe@example.com")
	// A host alone would not fit the rootless path: change both at once.
	v, err := u.With(uri.Set(uri.ComponentHost, "example.com"), uri.Set(uri.ComponentPath, "/joe"))
	fmt.Println(v, err)
	// Output: mailto://example.com/joe <nil>
}

func ExampleSet() {
	u := uri.MustParse("http://user@example.com:8080/a?b")
	v, err := u.With(uri.Set(uri.ComponentHost, "[2001:db8::7]"))
	fmt.Println(v, err)

	_, err = u.With(uri.Set(uri.ComponentHost, "example.com:80"))
	var e *uri.Error
	if errors.As(err, &e) {
		fmt.Printf("%q: offset %d, rule %s\n", e.Input, e.Offset, e.Rule)
	}
	// Output:
	// http://user@[2001:db8::7]:8080/a?b <nil>
	// "example.com:80": offset 11, rule reg-name
}

func ExampleSet_hostPort() {
	// A server's req.Host holds the host and the port together.
	u := uri.MustParse("http://localhost/api?q=1")
	v, err := u.With(uri.Set(uri.ComponentHostPort, "api.example.com:8443"))
	fmt.Println(v, err)
	// Output: http://api.example.com:8443/api?q=1 <nil>
}

func ExampleSet_path() {
	u := uri.MustParse("/old")
	// Without a scheme, "a:b" would read as one (RFC 3986 §4.2).
	_, err := u.With(uri.Set(uri.ComponentPath, "a:b"))
	fmt.Println(err)
	v, _ := u.With(uri.Set(uri.ComponentPath, "./a:b"))
	fmt.Println(v)
	// Output:
	// uri: invalid character ":" in path at offset 1 (a ":" before any "/" reads as the end of a scheme; write "./" first) in "a:b"
	// ./a:b
}

func ExampleURI_Without() {
	u := uri.MustParse("https://example.com/a?utm_source=x#top")
	fmt.Println(u.Without(uri.ComponentQuery))
	fmt.Println(u.Without(uri.ComponentFragment))
	fmt.Println(u.Without(uri.ComponentHost))
	// "//b" would read as an authority: "/." keeps it a path (RFC 3986 §3.3).
	fmt.Println(uri.MustParse("http://a//b").Without(uri.ComponentHost))
	// "isbn:0" would read as a scheme: "./" keeps it a path (RFC 3986 §4.2).
	fmt.Println(uri.MustParse("urn:isbn:0").Without(uri.ComponentScheme))
	// Output:
	// https://example.com/a#top
	// https://example.com/a?utm_source=x
	// https:/a?utm_source=x#top
	// http:/.//b
	// ./isbn:0
}

func ExampleURI_QueryParams() {
	u := uri.MustParse("https://example.com/?a=1&b=x+y&a=3&c&=e")
	for k, v := range u.QueryParams() {
		fmt.Printf("%q=%q\n", k, v)
	}
	// Output:
	// "a"="1"
	// "b"="x y"
	// "a"="3"
	// "c"=""
	// ""="e"
}

func ExampleURI_QueryParam() {
	u := uri.MustParse("https://example.com/?q=go%20uri&page=2&page=3")
	fmt.Println(u.QueryParam("page"))
	fmt.Println(u.QueryParam("q"))
	fmt.Println(u.QueryParam("lang"))
	// Output:
	// 2 true
	// go uri true
	//  false
}

func ExampleSplitQuery() {
	for _, m := range []uri.QueryMode{uri.QueryForm, uri.QueryStrict} {
		params, _ := uri.SplitQuery("a+b=c%20d", m)
		for k, v := range params {
			fmt.Printf("%q=%q\n", k, v)
		}
	}
	_, err := uri.SplitQuery("a=%zz", uri.QueryForm)
	fmt.Println(err)
	// Output:
	// "a b"="c d"
	// "a+b"="c d"
	// uri: invalid character "z" at offset 3 ("%" must be followed by two hex digits) in "a=%zz"
}

func ExampleEncodeQuery() {
	u := uri.MustParse("https://example.com/?utm_source=x&q=a%26b&page=2")
	// Drop the tracking parameter, keep the rest in order.
	q := uri.EncodeQuery(func(yield func(k, v string) bool) {
		for k, v := range u.QueryParams() {
			if k != "utm_source" && !yield(k, v) {
				return
			}
		}
	})
	v, _ := u.With(uri.Set(uri.ComponentQuery, q))
	fmt.Println(v)
	// Output: https://example.com/?q=a%26b&page=2
}

func ExampleFromURL() {
	v := &url.URL{Scheme: "https", Host: "example.com", Path: "/a b", RawQuery: "x=1"}
	u, err := uri.FromURL(v)
	fmt.Println(u, err)
	// Output: https://example.com/a%20b?x=1 <nil>
}

func ExampleURI_URL() {
	v, err := uri.MustParse("https://example.com/a%2Fb?").URL()
	fmt.Printf("%q %q %v %v\n", v.Path, v.EscapedPath(), v.ForceQuery, err)

	// net/url has no empty fragment.
	_, err = uri.MustParse("https://example.com/#").URL()
	fmt.Println(err)
	// Output:
	// "/a/b" "/a%2Fb" true <nil>
	// uri: reference net/url cannot hold (net/url has no empty fragment: it writes none) at offset 20 in "https://example.com/#"
}

func ExampleURI_Redacted() {
	u := uri.MustParse("https://joe:s3cret@example.com/")
	fmt.Println(u.Redacted())
	// Output: https://joe:xxxxx@example.com/
}

func ExampleURI_MarshalText() {
	type Link struct {
		Href uri.URI `json:"href"`
	}
	b, _ := json.Marshal(Link{uri.MustParse("https://example.com/a?b")})
	fmt.Println(string(b))

	var l Link
	err := json.Unmarshal([]byte(`{"href":"https://exa mple.com/"}`), &l)
	fmt.Println(err)
	// Output:
	// {"href":"https://example.com/a?b"}
	// uri: invalid space in host at offset 11 in "https://exa mple.com/"
}

func ExampleURI_UnmarshalText() {
	fs := flag.NewFlagSet("example", flag.ContinueOnError)
	fs.SetOutput(os.Stdout)
	var base uri.URI
	fs.TextVar(&base, "base", uri.MustParse("https://example.com/"), "the base `URI`")
	_ = fs.Parse([]string{"-base", "https://example.org/api/"})
	fmt.Println(base.Host())
	// Output: example.org
}
