package readings_test

import (
	"fmt"

	"github.com/uriref/uri/readings"
)

// A browser reads a backslash in the authority of an http URL as a "/":
// the host is evil.com. RFC 3986 and net/url refuse the URL.
func ExampleCompare() {
	r := readings.Compare(`http://evil.com\@good.com/`)
	fmt.Println(r.Agree())
	fmt.Println(&r.Diffs[0])
	for _, rd := range r.Readers {
		fmt.Println(rd.Reader, rd.Refused(), rd.Offset)
	}
	// Output:
	// false
	// host differs: rfc3986 none, whatwg "evil.com" at 7-15, net/url none
	// rfc3986 true 15
	// whatwg false -1
	// net/url true -1
}

// Against a base, the URL Standard skips every "/" of "///x" and reads
// the host x; RFC 3986 reads an empty authority, and net/url a path.
func ExampleCompareRef() {
	r := readings.CompareRef("http://a/b/c", "///x")
	fmt.Print(r.String())
	// Output:
	// input "///x" against base "http://a/b/c"
	// rfc3986: read http:///x
	// whatwg: read http://x/ (special-scheme-missing-following-solidus at 2)
	// net/url: read http://a///x
	// host differs: rfc3986 "" at 2-2, whatwg "x" at 3-4, net/url "a"
	// port differs: rfc3986 none, whatwg "80", net/url "80"
	// path differs: rfc3986 "/x" at 2-4, whatwg "/", net/url "///x" at 0-4
}
