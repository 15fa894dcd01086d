package uri

import (
	"fmt"
	"net/url"
	"strings"
)

// FromURL returns the reference that v stands for: [Parse] of v.String(),
// the text net/url writes for v. It fails with the [*Error] of Parse when
// that text is not a URI reference by RFC 3986, as when v.RawQuery holds a
// space or a "|", which net/url passes through. A nil v is an error.
//
// FromURL cannot see what v.String() does not write: net/url has no empty
// fragment ("a#" parses to the same *url.URL as "a"), so FromURL never
// returns one.
func FromURL(v *url.URL) (URI, error) {
	if v == nil {
		return URI{}, &Error{Rule: "net/url"}
	}
	return Parse(v.String())
}

// URL returns u as a new [*url.URL], parsed by [url.Parse] from u.String().
// The conversion is exact: the result's String is u.String(), except that
// net/url always lowercases the scheme, which is case-insensitive (RFC 3986
// §3.1). An empty query ("a?") is kept, with ForceQuery.
//
// URL fails where net/url cannot hold u: an empty fragment ("a#"), which
// net/url drops; text url.Parse refuses; or text that net/url would write
// back otherwise. The error is an [*Error] with Rule "net/url" and the
// Offset of the first octet of u.String() that net/url changes (0 when
// url.Parse refuses the text, whose error is then wrapped too).
func (u URI) URL() (*url.URL, error) {
	v, err := url.Parse(u.s)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", &Error{Input: u.s, Offset: 0, Rule: "net/url"}, err)
	}
	want := u.s
	if s := u.Scheme(); s != strings.ToLower(s) {
		want = strings.ToLower(s) + u.s[len(s):]
	}
	if got := v.String(); got != want {
		i := 0
		for i < len(got) && i < len(want) && got[i] == want[i] {
			i++
		}
		return nil, &Error{Input: u.s, Offset: i, Rule: "net/url"}
	}
	return v, nil
}

// Redacted returns u.String() with the password in its userinfo, what
// follows the first ":", replaced by "xxxxx", as [url.URL.Redacted] does:
// "http://user:secret@a/" gives "http://user:xxxxx@a/". RFC 3986 §3.2.1
// deprecates passwords in URIs; Redacted is for logs. It allocates only when
// there is a password to hide.
func (u URI) Redacted() string {
	ui, ok := u.Userinfo()
	if !ok {
		return u.s
	}
	i := strings.IndexByte(ui, ':')
	if i < 0 {
		return u.s
	}
	start := int(u.authorityStart()) + i + 1
	return u.s[:start] + "xxxxx" + u.s[u.hostStart-1:]
}
