package uri_test

import (
	"errors"
	"fmt"

	"github.com/uriref/uri"
)

func ExampleEscape() {
	q := "a+b=c & 100%"
	fmt.Println("http://example.com/" + uri.Escape("Grüße/2024", uri.ComponentPathSegment) +
		"?q=" + uri.Escape(q, uri.ComponentQueryParam))
	fmt.Println(uri.Escape("/docs/a b", uri.ComponentPath))
	// Output:
	// http://example.com/Gr%C3%BC%C3%9Fe%2F2024?q=a%2Bb%3Dc%20%26%20100%25
	// /docs/a%20b
}

func ExampleUnescape() {
	s, err := uri.Unescape("marie%2Dclaude%2Fdupont")
	fmt.Println(s, err)

	// RFC 1630: "%as" has no decoding.
	_, err = uri.Unescape("news:12345667123%asdghfh@info.cern.ch")
	var e *uri.Error
	if errors.As(err, &e) {
		fmt.Println(e.Offset, e.Rule)
	}
	fmt.Println(err)
	// Output:
	// marie-claude/dupont <nil>
	// 18 pct-encoded
	// uri: invalid character "s" in path at offset 18 ("%" must be followed by two hex digits) in "news:12345667123%asdghfh@info.cern.ch"
}

func ExampleUnescapeText() {
	_, err := uri.UnescapeText("telnet%0D%0AQUIT")
	fmt.Println(err)
	// Output:
	// uri: encoded control character "%0D" at offset 6 in "telnet%0D%0AQUIT"
}

func ExampleURI_Normalize() {
	for _, s := range []string{
		"eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
		"HTTP://www.Example.COM:80",
		"https://[2001:DB8:0:0:0:0:0:1]:443/%7euser/a%2fb",
	} {
		fmt.Println(uri.MustParse(s).Normalize())
	}
	// Output:
	// example://a/b/c/%7Bfoo%7D
	// http://www.example.com/
	// https://[2001:db8::1]/~user/a%2Fb
}

func ExampleURI_Equal() {
	u := uri.MustParse("http://example.com")
	for _, s := range []string{
		"http://example.com/",
		"http://example.com:/",
		"HTTP://EXAMPLE.com:80/",
		"https://example.com/",
		"http://example.com/?",
	} {
		fmt.Println(s, u.Equal(uri.MustParse(s)))
	}
	// Output:
	// http://example.com/ true
	// http://example.com:/ true
	// HTTP://EXAMPLE.com:80/ true
	// https://example.com/ false
	// http://example.com/? false
}

func ExampleDefaultPort() {
	for _, scheme := range []string{"https", "HTTP", "mailto"} {
		port, ok := uri.DefaultPort(scheme)
		fmt.Printf("%s %q %v\n", scheme, port, ok)
	}
	// Output:
	// https "443" true
	// HTTP "80" true
	// mailto "" false
}
