package uri

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/uriref/uri/internal/core"
	"github.com/uriref/uri/internal/syntax"
)

// FromURL returns the reference that v stands for: the text net/url
// writes for v (v.String(), with v.RawQuery taken as a query whatever it
// holds), made a URI reference by RFC 3986 where net/url
// lets through octets that RFC 3986 does not allow where they stand. So
// that every *url.URL that [url.Parse] returns, or that net/http hands to a
// server, becomes a URI, FromURL changes exactly this in that text, split
// as RFC 3986 Appendix B splits it:
//
//   - in the userinfo, path, query and fragment, each octet that the rule
//     of that component does not admit is percent-encoded as "%" HEXDIG
//     HEXDIG (RFC 3986 §2.1): "|" becomes "%7C", a space "%20", and so
//     "{", "}", `"`, "<", ">", "\", "^", "`", "[", "]" (which RFC 3986
//     allows only in a host), control octets, and the UTF-8 octets of
//     non-ASCII text; a "#" in the fragment becomes "%23";
//   - a "%" not followed by two hex digits (net/url passes "%zz" through in
//     a query) becomes "%25";
//   - a "#" in RawQuery, which net/http leaves there from a request-target
//     ("GET /a?b#c"), becomes "%23", so that it stays in the query; so do
//     a "?" or "#" in Opaque ("GET a:#0"), which stay in the path;
//   - a path that starts with "//" where no authority is written (net/http
//     gives one for the request-target "//a/b") gets "/." before it, so
//     that "//a" is not read as an authority (RFC 3986 §3.3), as
//     [URI.Resolve] does.
//
// Where v.String() itself writes "./" before a relative path whose first
// segment holds a ":" (RFC 3986 §4.2: the Path ": " with an invalid
// RawPath gives "./:%20"), FromURL keeps it: resolution removes that "./"
// (RFC 3986 §5.2.4), and what is left decodes to v.Path.
//
// The scheme and the host are not changed, nor is a valid triplet or any
// octet the component admits: what is already escaped is never escaped
// again. An IPv6 host with a zone, which net/url reads and RFC 3986 has
// not, is written as RFC 6874 writes it, "[fe80::1%25en0]": the result
// parses again with [ParseWith] and [ParseOptions.ZoneID] set. FromURL
// refuses only what no change of that kind can make a URI, with the
// [*Error] of [ParseWith] for the text it built: a scheme or host that v's
// fields hold but no URI can, a zone with octets RFC 6874 does not admit.
// A nil v is an error.
//
// FromURL cannot see what v.String() does not write: net/url has no empty
// fragment ("a#" parses to the same *url.URL as "a"), so FromURL never
// returns one.
func FromURL(v *url.URL) (URI, error) {
	if v == nil {
		return URI{}, &Error{Rule: "net/url"}
	}
	s := v.String()
	if !strings.Contains(v.RawQuery, "#") && !strings.ContainsAny(v.Opaque, "?#") && !strings.HasPrefix(v.Path, "//") {
		if u, err := ParseWith(s, fromURLOptions); err == nil {
			return u, nil
		}
	}
	// What v.String() writes before the query, split by hand: a "#" in
	// RawQuery (net/http leaves one there) would read as a fragment.
	w := *v
	w.RawQuery, w.ForceQuery, w.Fragment, w.RawFragment = "", false, "", ""
	head := w.String()
	// net/url writes "//" before the host thus (url.URL.String).
	authority := (w.Scheme != "" || w.Host != "" || w.User != nil) &&
		!(w.OmitHost && w.Host == "" && w.User == nil) &&
		(w.Host != "" || w.Path != "" || w.User != nil)
	if w.Opaque == "" && !authority && strings.HasPrefix(w.EscapedPath(), "//") {
		// A path that starts with "//" with no authority written, as
		// net/http gives for the request-target "//a/b": "/." keeps it a
		// path (RFC 3986 §3.3), as Resolve does.
		i := len(w.Scheme) + min(1, len(w.Scheme))
		head = head[:i] + "/." + head[i:]
	}
	b := make([]byte, 0, len(s)+16)
	b = appendRepairedHead(b, head)
	if v.ForceQuery || v.RawQuery != "" {
		b = append(b, '?')
		b = syntax.AppendEncoded(b, v.RawQuery, queryOctet)
	}
	if v.Fragment != "" {
		b = append(b, '#')
		b = syntax.AppendEncoded(b, v.EscapedFragment(), queryOctet)
	}
	return ParseWith(string(b), fromURLOptions)
}

// fromURLOptions admits the zone identifiers that net/url reads.
var fromURLOptions = ParseOptions{ZoneID: true}

// appendRepairedHead appends s, a reference without query or fragment, to
// dst, with the octets FromURL says percent-encoded in its userinfo and
// path, found as RFC 3986 Appendix B splits s.
func appendRepairedHead(dst []byte, s string) []byte {
	sp := core.SplitRef(s, false)
	if at, ok := sp.UserinfoEnd(s); ok {
		start := sp.AuthorityStart()
		dst = append(dst, s[:start]...)
		dst = syntax.AppendEncoded(dst, s[start:at], userinfoOctet)
		dst = append(dst, s[at:sp.PathStart]...)
	} else {
		dst = append(dst, s[:sp.PathStart]...)
	}
	return syntax.AppendEncoded(dst, s[sp.PathStart:], pathOctet)
}

// URL returns u as a new [*url.URL], parsed by [url.Parse] from u.String().
// The conversion is exact: the result's String is u.String(), except that
// net/url always lowercases the scheme, which is case-insensitive (RFC 3986
// §3.1). An empty query ("a?") is kept, with ForceQuery. The result's
// Hostname names the host that [URI.Hostname] gives, written as u writes
// it: net/url refuses the triplets that would make the two differ.
//
// URL fails where net/url cannot hold u: an empty fragment ("a#"), which
// net/url has no way to write; an empty authority without a scheme
// ("///x"), which net/url reads as part of the path; an IPvFuture host
// ("http://[v1.x]/"), which url.Parse refuses and for which
// [url.URL.Hostname], and so net/http, would give the name "v1.x"; text
// url.Parse refuses (a reg-name with triplets of ASCII octets: "127.0.0.%31");
// or text that net/url would write back otherwise. The error is an [*Error]
// with Rule "net/url", which errors.Is matches to [ErrNetURL], and the
// Offset of the first octet of u.String() that net/url changes (0 when
// url.Parse refuses the text, whose error is then wrapped too; the host
// for an IPvFuture host); its message says why.
func (u URI) URL() (*url.URL, error) {
	if u.kind() == HostIPvFuture {
		return nil, &Error{Input: u.String(), Offset: int(u.r().HostStart()), Rule: "net/url"}
	}
	v, err := url.Parse(u.String())
	if err != nil {
		return nil, fmt.Errorf("%w: %w", &Error{Input: u.String(), Offset: 0, Rule: "net/url"}, err)
	}
	want := u.String()
	if s := u.Scheme(); s != strings.ToLower(s) {
		want = strings.ToLower(s) + u.String()[len(s):]
	}
	if got := v.String(); got != want {
		i := 0
		for i < len(got) && i < len(want) && got[i] == want[i] {
			i++
		}
		return nil, &Error{Input: u.String(), Offset: i, Rule: "net/url"}
	}
	if u.kind() != HostNone && v.Opaque == "" && v.EscapedPath() != u.Path() {
		// The same text, read otherwise: net/url writes "//" only after a
		// scheme or before a host or userinfo, so it reads "///x" as the
		// path "///x", where RFC 3986 reads an empty authority and "/x".
		return nil, &Error{Input: u.String(), Offset: int(u.r().AfterScheme()), Rule: "net/url"}
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
		return u.String()
	}
	i := strings.IndexByte(ui, ':')
	if i < 0 {
		return u.String()
	}
	start := int(u.r().AuthorityStart()) + i + 1
	return u.String()[:start] + "xxxxx" + u.String()[u.r().HostStart()-1:]
}
