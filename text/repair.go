package text

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/syntax"
)

// Repair makes a URI reference of text that a person typed or pasted, as the
// draft's Appendix E asks of software that accepts user-typed URIs. Text that
// already parses comes back as it is: the same string, without allocating.
// Otherwise Repair
//
//   - trims surrounding white space, then delimiters: "<" and ">" (a lone
//     one only when the text holds no other to pair it with), double quotes
//     and guillemets, ASCII or typographic, a pair of "'", and RFC 1738's
//     "URL:" prefix, as often as they nest (" <URL:http://a/> ");
//   - removes every line break together with the white space around it, so
//     that a URI broken across lines is joined again; a "-" before the break
//     is kept (the draft's Appendix E);
//   - splits the rest into components as RFC 3986 Appendix B does, and in
//     each percent-encodes, as "%" and two uppercase hexadecimal digits, every
//     octet that may not stand there literally: space, `"<>\^`+"`"+`{|}`, controls,
//     and non-ASCII text as its UTF-8 octets (RFC 1630, uri(7)). A "%" that
//     starts a valid triplet is kept; one that does not becomes "%25".
//
// Within the components:
//
//   - the scheme is kept only when it matches scheme (RFC 3986 §3.1);
//     otherwise the whole text is a relative reference, and a ":" in its
//     first segment becomes "%3A" (RFC 3986 §4.2);
//   - the userinfo ends at the last "@" of the authority: an "@" before it
//     becomes "%40";
//   - the port is what follows the last ":" of the authority when that is
//     all digits; any other ":" in a host that is not an IP-literal becomes
//     "%3A", and so do "[" and "]" around text that is not an IP-literal;
//   - a second "#" becomes "%23" in the fragment.
//
// The result always parses, so Repair is idempotent: Repair(Repair(s)) is
// Repair(s). Its error is non-nil only when the repaired text would be longer
// than [uri.Parse] accepts (1 GiB). Repair never panics.
//
// Repair does not guess: "www.w3.org/Addressing/" is already a valid
// relative reference and comes back as it is. See [Guess].
func Repair(s string) (uri.URI, error) {
	if u, ok := parseValid(s); ok {
		return u, nil
	}
	i, j := trimDelimiters(s)
	t := s[i:j]
	if len(t) < len(s) {
		if u, ok := parseValid(t); ok {
			return u, nil
		}
	}
	t = joinLines(t)
	b := make([]byte, 0, len(t)+len(t)/2)
	b = appendRepaired(b, t)
	return uri.Parse(string(b))
}

// trimDelimiters trims surrounding white space, delimiters and the prefix
// "URL:" from s, for as long as there are some, and returns the bounds of
// what is left: s[i:j]. A lone "<" or ">" is trimmed only when s holds no
// ">" or "<" that could close or open it: "mailto:Jo <jo@example.org>"
// keeps its ">".
func trimDelimiters(s string) (i, j int) {
	j = len(s)
	lt, gt := strings.Count(s, "<"), strings.Count(s, ">")
	for {
		n := j - i
		for i < j {
			r, size := utf8.DecodeRuneInString(s[i:j])
			if !unicode.IsSpace(r) {
				break
			}
			i += size
		}
		for i < j {
			r, size := utf8.DecodeLastRuneInString(s[i:j])
			if !unicode.IsSpace(r) {
				break
			}
			j -= size
		}
		switch {
		case j-i < 2:
		case s[i] == '<' && s[j-1] == '>', s[i] == '\'' && s[j-1] == '\'':
			i, j = i+1, j-1
			lt, gt = lt-1, gt-1
			continue
		}
		if r, size := utf8.DecodeRuneInString(s[i:j]); strings.ContainsRune(`"“‘«‹`, r) || r == '<' && gt == 0 {
			i += size
		}
		if r, size := utf8.DecodeLastRuneInString(s[i:j]); strings.ContainsRune(`"”’»›`, r) || r == '>' && lt == 0 {
			j -= size
		}
		if syntax.HasPrefixFold(s[i:j], "URL:") {
			i += len("URL:")
		}
		if j-i == n {
			return i, j
		}
	}
}

// isLineBreak reports whether o is CR or LF.
func isLineBreak(o byte) bool { return o == '\n' || o == '\r' }

// joinLines removes every line break of s with the ASCII white space around
// it. It returns s itself when s has no line break.
func joinLines(s string) string {
	if !strings.ContainsAny(s, "\r\n") {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if !isLineBreak(s[i]) {
			b = append(b, s[i])
			continue
		}
		for len(b) > 0 && syntax.IsSpace(b[len(b)-1]) {
			b = b[:len(b)-1]
		}
		for i+1 < len(s) && syntax.IsSpace(s[i+1]) {
			i++
		}
	}
	return string(b)
}

// appendRepaired appends t to b with every octet that may not stand
// literally in its component percent-encoded; see [Repair].
func appendRepaired(b []byte, t string) []byte {
	// scheme ":", when t starts with one (RFC 3986 §3.1).
	scheme := false
	if len(t) > 0 && syntax.Octets[t[0]]&syntax.Alpha != 0 {
		k := 1
		for k < len(t) && syntax.Octets[t[k]]&syntax.SchemeOctet != 0 {
			k++
		}
		if k < len(t) && t[k] == ':' {
			b = append(b, t[:k+1]...)
			t = t[k+1:]
			scheme = true
		}
	}
	// "//" authority (RFC 3986 §3.2).
	authority := strings.HasPrefix(t, "//")
	if authority {
		end := 2
		for end < len(t) && syntax.Octets[t[end]]&syntax.SegmentEnd == 0 {
			end++
		}
		b = append(b, "//"...)
		b = appendAuthority(b, t[2:end])
		t = t[end:]
	}
	// path, then "?" query, then "#" fragment (RFC 3986 §3.3-§3.5).
	path := len(t)
	if i := strings.IndexAny(t, "?#"); i >= 0 {
		path = i
	}
	if !scheme && !authority {
		// path-noscheme: no ":" in the first segment (RFC 3986 §4.2).
		first := path
		if i := strings.IndexByte(t[:path], '/'); i >= 0 {
			first = i
		}
		b = syntax.AppendEncoded(b, t[:first], syntax.SegmentNzNcOctet)
		b = syntax.AppendEncoded(b, t[first:path], syntax.PathOctet)
	} else {
		b = syntax.AppendEncoded(b, t[:path], syntax.PathOctet)
	}
	t = t[path:]
	if strings.HasPrefix(t, "?") {
		end := strings.IndexByte(t, '#')
		if end < 0 {
			end = len(t)
		}
		b = append(b, '?')
		b = syntax.AppendEncoded(b, t[1:end], syntax.QueryOctet)
		t = t[end:]
	}
	if strings.HasPrefix(t, "#") {
		b = append(b, '#')
		b = syntax.AppendEncoded(b, t[1:], syntax.QueryOctet)
	}
	return b
}

// appendAuthority appends the authority a (without "//") with its userinfo,
// host and port repaired; see [Repair].
func appendAuthority(b []byte, a string) []byte {
	if i := strings.LastIndexByte(a, '@'); i >= 0 {
		b = syntax.AppendEncoded(b, a[:i], syntax.UserinfoOctet)
		b = append(b, '@')
		a = a[i+1:]
	}
	host, port := splitPort(a)
	if isIPLiteral(host) {
		b = append(b, host...)
	} else {
		b = syntax.AppendEncoded(b, host, syntax.RegNameOctet)
	}
	return append(b, port...)
}

// splitPort splits host [ ":" port ] into the host and the port with its
// ":", or "" when there is none: a port is what follows the last ":" when
// that is all digits, and after the "]" of a host that starts with "[".
func splitPort(a string) (host, port string) {
	i := strings.LastIndexByte(a, ':')
	if i < 0 || !allDigits(a[i+1:]) || strings.HasPrefix(a, "[") && (i == 0 || a[i-1] != ']') {
		return a, ""
	}
	return a[:i], a[i:]
}

// allDigits reports whether s is *DIGIT.
func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if syntax.Octets[s[i]]&syntax.Digit == 0 {
			return false
		}
	}
	return true
}

// isIPLiteral reports whether h is exactly an IP-literal (RFC 3986 §3.2.2).
func isIPLiteral(h string) bool {
	if !strings.HasPrefix(h, "[") {
		return false
	}
	return ipLiteralFault(h) < 0
}

// ipLiteralFault returns the offset in h, which starts with "[", of the
// first octet that keeps it from being an IP-literal (RFC 3986 §3.2.2), or
// -1 when it is one.
func ipLiteralFault(h string) int {
	_, err := uri.Build(uri.Host(h))
	if e, ok := err.(*uri.Error); ok {
		return min(e.Offset, len(h))
	}
	return -1
}
