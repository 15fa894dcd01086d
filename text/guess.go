package text

import (
	"strings"

	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/syntax"
)

// Guess completes an abbreviated URI, as people write them on posters and
// type them into dialog boxes (the draft's Appendix F, uri(7)), and returns
// it repaired by [Repair]. The scheme it supplies when no heuristic names one
// is scheme, or "http" when scheme is "".
//
// The heuristics, in order, after Repair's trimming of white space and
// delimiters:
//
//   - Text that starts with a scheme and ":" is a URI already and is only
//     repaired, unless the scheme is not one of the schemes written without
//     "//" (mailto, news, urn, tel, ...) and what follows the ":" is a port:
//     "localhost:8080/x" and "www.w3.org:80" are a host and a port.
//   - A network-path reference gets the scheme: "//a/b" gives "http://a/b".
//   - Otherwise the text is an authority, up to the first "/", "?" or "#",
//     and what follows it. The host must look like a host name: letters,
//     digits, "-", "." and non-ASCII text (which is percent-encoded), not
//     starting with "." or "-" and without "..", or else an IP-literal.
//   - An authority with userinfo and nothing after it, such as
//     "user@example.org", is an e-mail address: "mailto:user@example.org".
//   - A host whose first label is "ftp" gets "ftp://", as uri(7) says:
//     "ftp.example.org/pub" gives "ftp://ftp.example.org/pub".
//   - Every other host gets scheme: "www.w3.org/Addressing/" gives
//     "http://www.w3.org/Addressing/", as the draft says most names
//     starting with "www" mean.
//   - When the scheme's empty path means "/" (http, https, ftp, ...; see
//     [uri.URI.Normalize]) and nothing follows the host, "/" is added: "example.org"
//     gives "http://example.org/".
//
// Guess must never be used where a relative reference is allowed: an
// abbreviated URI has the syntax of a relative-path reference, so in an
// HTML document "www.w3.org/Addressing/" means the file "Addressing/" in a
// directory "www.w3.org" below the document's base (RFC 3986 §4.2). Guess
// is for text with no base URI: a dialog box, a command line, a printed
// advertisement. The heuristics may change as new schemes come into use.
//
// A host that does not look like one gives an [*uri.Error] with rule "host"
// and the offset in s of the first octet at fault; so does a host or port
// that Repair cannot repair, with Repair's rule ("reg-name", "port", ...).
// A scheme that does not match scheme (RFC 3986 §3.1) gives rule "scheme"
// with Input set to the scheme. Guess never panics.
func Guess(s, scheme string) (uri.URI, error) {
	if scheme == "" {
		scheme = "http"
	} else if k := syntax.SchemeStop(scheme); k != len(scheme) {
		return uri.URI{}, &uri.Error{Input: scheme, Offset: k, Rule: "scheme"}
	}
	off, j := trimDelimiters(s)
	t := s[off:j]
	if k := syntax.SchemeStop(t); k > 0 && k < len(t) && t[k] == ':' {
		rest := t[k+1:]
		if strings.HasPrefix(rest, "//") || syntax.LookupScheme(t[:k]).Prose || !isPortThenPath(rest) {
			return repairIn(s, off, "", t)
		}
	}
	if strings.HasPrefix(t, "//") {
		return repairIn(s, off, scheme+":", t)
	}
	end := len(t) // the end of the authority
	if i := strings.IndexAny(t, "/?#"); i >= 0 {
		end = i
	}
	hostStart := strings.LastIndexByte(t[:end], '@') + 1
	host, port := splitPort(t[hostStart:end])
	if bad := badHost(host); bad >= 0 {
		return uri.URI{}, &uri.Error{Input: s, Offset: off + hostStart + bad, Rule: "host"}
	}
	if hostStart > 0 && end == len(t) && port == "" && strings.IndexByte(t[:hostStart], ':') < 0 {
		return repairIn(s, off, "mailto:", t)
	}
	if syntax.HasPrefixFold(t[hostStart:], "ftp.") {
		scheme = "ftp"
	}
	abbr := t[:end]
	if (end == len(t) || t[end] != '/') && syntax.LookupScheme(scheme).Slash {
		abbr += "/"
	}
	return repairIn(s, off, scheme+"://", abbr+t[end:])
}

// repairIn returns [Repair] of prefix and t, where t is s[off:], completed
// by Guess, up to the end of its authority. An error in the authority is
// moved into s: its Input is s, and its Offset that of the octet of s at
// fault.
func repairIn(s string, off int, prefix, t string) (uri.URI, error) {
	u, err := Repair(prefix + t)
	if e, ok := err.(*uri.Error); ok && e.Offset >= len(prefix) && (e.Component() == uri.ComponentHost || e.Component() == uri.ComponentPort) {
		return uri.URI{}, &uri.Error{Input: s, Offset: off + e.Offset - len(prefix), Rule: e.Rule}
	}
	return u, err
}

// isPortThenPath reports whether s starts with a port and then ends or
// goes on with "/", "?" or "#": 1*DIGIT [ ( "/" / "?" / "#" ) *OCTET ].
func isPortThenPath(s string) bool {
	k := 0
	for k < len(s) && syntax.Octets[s[k]]&syntax.Digit != 0 {
		k++
	}
	return k > 0 && (k == len(s) || syntax.Octets[s[k]]&syntax.SegmentEnd != 0)
}

// badHost returns the offset in h of the first octet that keeps h from
// looking like a host name or an IP-literal, or -1 when there is none; see
// [Guess].
func badHost(h string) int {
	if strings.HasPrefix(h, "[") {
		return ipLiteralFault(h)
	}
	if h == "" || h[0] == '.' || h[0] == '-' {
		return 0
	}
	for i := 0; i < len(h); i++ {
		o := h[i]
		if syntax.Octets[o]&(syntax.Alpha|syntax.Digit) == 0 && o != '-' && o != '.' && o < 0x80 {
			return i
		}
		if o == '.' && i > 0 && h[i-1] == '.' {
			return i
		}
	}
	return -1
}
