package text

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/core"
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
//     the userinfo, path, query and fragment percent-encodes, as "%" and two
//     uppercase hexadecimal digits, every octet that may not stand there
//     literally: space, `"<>\^`+"`"+`{|}`, controls, and non-ASCII text as its
//     UTF-8 octets (RFC 1630, uri(7)). A "%" that starts a valid triplet is
//     kept; one that does not becomes "%25".
//
// Within the components:
//
//   - the scheme is kept only when it matches scheme (RFC 3986 §3.1);
//     otherwise the whole text is a relative reference, and a ":" in its
//     first segment becomes "%3A" (RFC 3986 §4.2);
//   - the userinfo ends at the last "@" of the authority: an "@" before it
//     becomes "%40";
//   - the host and port are kept as typed. Percent-encoding what may not
//     stand in a host would make another host, that no one typed: "exa
//     mple.com" is no host, and "exa%20mple.com" is a reg-name that no
//     browser or resolver would go to. Only non-ASCII text in a host that
//     is not an IP-literal is mapped, as RFC 3987 §3.1 maps an ireg-name
//     ([iri.IRI.URI]): the full stops U+3002, U+FF0E and U+FF61 become "."
//     (RFC 3490 §3.1), every other character the triplets of its UTF-8
//     octets, so "bücher.example" gives "b%C3%BCcher.example", the same
//     name written as RFC 3986 §3.2.2 writes it;
//   - a second "#" becomes "%23" in the fragment.
//
// A host or port that is none as typed is an error: a [*uri.Error] whose
// Input is s and whose Offset is that of the first octet at fault in s.
// In a host that is not an IP-literal, that is an ASCII octet that
// reg-name refuses (space, a control, `"<>[\]^`+"`"+`{|}`, a "%" that
// starts no triplet), or a non-ASCII character that ireg-name refuses
// (RFC 3987 §2.2: not ucschar, or not UTF-8) or that cannot be seen (a
// space or separator, Unicode's Z, or a format character, Cf, such as a
// zero-width space or the bidirectional formatting characters of RFC 3987
// §4.1): the Rule is "reg-name". A port that is not all digits has the
// Rule "port" (the first ":" after a host starts the port). An IP-literal
// and what follows it have the error of [uri.Parse]. So the error's
// Component is "host" or "port".
//
// What Repair returns always parses, so Repair is idempotent:
// Repair(Repair(s)) is Repair(s). Its only other error is for a repaired
// text longer than [uri.Parse] accepts (1 GiB). Repair never panics.
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
	joined := joinLines(t)
	b := make([]byte, 0, len(joined)+len(joined)/2)
	b, e := appendRepaired(b, joined)
	if e != nil {
		return uri.URI{}, &uri.Error{Input: s, Offset: i + joinedOffset(t, e.Offset), Rule: e.Rule}
	}
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

// joinedOffset returns the offset in s of the octet at offset at of
// joinLines(s), which is s without each run of white space that holds a
// line break.
func joinedOffset(s string, at int) int {
	i, n := 0, 0 // joinLines(s)[:n] is what joinLines keeps of s[:i]
	for i < len(s) {
		j := i + 1
		for syntax.IsSpace(s[i]) && j < len(s) && syntax.IsSpace(s[j]) {
			j++
		}
		if !strings.ContainsAny(s[i:j], "\r\n") {
			if at < n+j-i {
				return i + at - n
			}
			n += j - i
		}
		i = j
	}
	return i
}

// appendRepaired appends t to b with every octet that may not stand
// literally in its component percent-encoded; see [Repair]. It returns an
// error, of Input t, for an authority that cannot be repaired.
func appendRepaired(b []byte, t string) ([]byte, *uri.Error) {
	sp := core.SplitRef(t, true)
	b = append(b, t[:sp.SchemeEnd+1]...) // scheme ":" (RFC 3986 §3.1), or nothing
	if sp.AuthorityEnd >= 0 {
		// "//" authority (RFC 3986 §3.2).
		start := sp.AuthorityStart()
		b = append(b, "//"...)
		var e *uri.Error
		if b, e = appendAuthority(b, t[start:sp.AuthorityEnd]); e != nil {
			return b, &uri.Error{Input: t, Offset: start + e.Offset, Rule: e.Rule}
		}
	}
	// path, then "?" query, then "#" fragment (RFC 3986 §3.3-§3.5).
	path := t[sp.PathStart:sp.PathEnd]
	if sp.SchemeEnd < 0 && sp.AuthorityEnd < 0 {
		// path-noscheme: no ":" in the first segment (RFC 3986 §4.2).
		first := len(path)
		if i := strings.IndexByte(path, '/'); i >= 0 {
			first = i
		}
		b = syntax.AppendEncoded(b, path[:first], syntax.SegmentNzNcOctet)
		b = syntax.AppendEncoded(b, path[first:], syntax.PathOctet)
	} else {
		b = syntax.AppendEncoded(b, path, syntax.PathOctet)
	}
	if sp.QueryEnd >= 0 {
		b = append(b, '?')
		b = syntax.AppendEncoded(b, t[sp.PathEnd+1:sp.QueryEnd], syntax.QueryOctet)
	}
	if f := sp.FragmentStart(); f < len(t) {
		b = append(b, '#')
		b = syntax.AppendEncoded(b, t[f+1:], syntax.QueryOctet)
	}
	return b, nil
}

// appendAuthority appends the authority a (without "//") with its userinfo
// repaired, and its host and port as they are but for the non-ASCII text of
// a reg-name host; see [Repair]. It returns an error, of Input a, at the
// first octet of the host or port that cannot stand there as typed.
func appendAuthority(b []byte, a string) ([]byte, *uri.Error) {
	host := 0 // where the host starts in a
	if i := strings.LastIndexByte(a, '@'); i >= 0 {
		b = syntax.AppendEncoded(b, a[:i], syntax.UserinfoOctet)
		b = append(b, '@')
		host = i + 1
	}
	if strings.HasPrefix(a[host:], "[") {
		if _, err := uri.Parse("//" + a[host:]); err != nil {
			e := err.(*uri.Error)
			return b, &uri.Error{Input: a, Offset: host + e.Offset - len("//"), Rule: e.Rule}
		}
		return append(b, a[host:]...), nil
	}
	i := host
	for i < len(a) && a[i] != ':' {
		o := a[i]
		if o >= utf8.RuneSelf {
			r, n := utf8.DecodeRuneInString(a[i:]) // U+FFFD, no ucschar, for what is not UTF-8
			if !isHostChar(r) {
				return b, &uri.Error{Input: a, Offset: i, Rule: "reg-name"}
			}
			b = appendNonASCII(b, a[i:i+n])
			i += n
			continue
		}
		if syntax.Octets[o]&syntax.RegNameOctet == 0 || o == '%' && !syntax.IsTriplet(a, i) {
			return b, &uri.Error{Input: a, Offset: i, Rule: "reg-name"}
		}
		b = append(b, o)
		i++
	}
	for k := i + 1; k < len(a); k++ {
		if syntax.Octets[a[k]]&syntax.Digit == 0 {
			return b, &uri.Error{Input: a, Offset: k, Rule: "port"}
		}
	}
	return append(b, a[i:]...), nil
}

// isHostChar reports whether the non-ASCII character r may stand in a host
// that Repair repairs: a character that ireg-name admits (ucschar, RFC 3987
// §2.2) and that can be seen, not a space or separator (Unicode's Z) nor a
// format character (Cf, which holds the bidirectional formatting
// characters of RFC 3987 §4.1).
func isHostChar(r rune) bool {
	return syntax.IsUcschar(r) && !unicode.In(r, unicode.Cf, unicode.Z)
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

// ipLiteralFault returns the offset in h, which starts with "[", of the
// first octet that keeps it from being an IP-literal (RFC 3986 §3.2.2), or
// -1 when it is one.
func ipLiteralFault(h string) int {
	_, err := uri.Build(uri.Set(uri.ComponentHost, h))
	if e, ok := err.(*uri.Error); ok {
		return min(e.Offset, len(h))
	}
	return -1
}
