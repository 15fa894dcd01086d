package uri

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/uriref/uri/internal/core"
)

// An Error reports where a string breaks the grammar of RFC 3986. Every
// function of the package that can fail on its input returns errors of this
// type.
//
// Rule is the name of a rule of RFC 3986 Appendix A ("port", "IP-literal",
// "pct-encoded", ...), of RFC 3987 §2.2 for IRIs ("isegment", "iquery",
// ...), or one of these, for the checks that no ABNF rule names:
//
//   - "absolute-URI": a base, or a target of Relativize, without a scheme;
//   - "remove_dot_segments": a ".." above the root, with AboveRootRefuse;
//   - "dot-segment": a target of Relativize that no resolution produces,
//     or a "." or ".." given to URI.JoinPath;
//   - "CTL": a control octet refused by UnescapeText;
//   - "net/url": a URI that a *url.URL cannot hold (URI.URL), or the
//     reverse (FromURL);
//   - "port-range": a port above 65535 (URI.PortNumber);
//   - "dial-host", "dial-port": no host or no port to dial (URI.DialAddress);
//   - "component": a Part, given to URI.With or Build, of a piece of a
//     component (ComponentPathSegment, ComponentQueryParam);
//   - "punycode", "ToASCII", "disallowed", "bidi", "contextj": a host label
//     that RFC 3492 or IDNA (UTS #46) cannot convert, by the rule it breaks.
//
// The helpers of the scheme sub-package name the rules of their own
// scheme's specification in the same way ("ftptype" of RFC 1738,
// "addr-spec" of RFC 6068, "NID" of RFC 8141, ...).
//
// Programs match on the fields, on [Error.Component], or on the kind with
// errors.Is ([ErrSyntax], [ErrRange], ...); the message, in words, is for
// people.
type Error struct {
	Input  string // the string that was being matched, as given: a password in it too, which Error hides
	Offset int    // byte offset in Input of the first octet that breaks Rule, or len(Input)
	Rule   string // the rule, spelled as its RFC spells it
}

// The kinds of [*Error], for [errors.Is], in the manner of [strconv.ErrSyntax]:
// errors.Is(err, uri.ErrSyntax) holds for every *Error whose input breaks a
// rule of the grammar. Each *Error is of exactly one kind, found from its
// Rule.
var (
	// ErrSyntax: the input breaks a rule of RFC 3986 (or RFC 3987, or a
	// scheme's own specification): any Rule not listed below.
	ErrSyntax = errors.New("uri: invalid syntax")
	// ErrRange: the input is well formed but too large: an input longer
	// than Parse takes (Rule "URI-reference" or "IRI-reference"), or a port
	// above 65535 (Rule "port-range", from [URI.PortNumber]).
	ErrRange = errors.New("uri: value out of range")
	// ErrNotAbsolute: a base, or a target of Relativize, has no scheme
	// (Rule "absolute-URI").
	ErrNotAbsolute = errors.New("uri: not an absolute URI")
	// ErrNoAddress: a URI names no network address to dial (Rule
	// "dial-host" or "dial-port", from [URI.DialAddress]).
	ErrNoAddress = errors.New("uri: no network address")
	// ErrNetURL: a *url.URL and a URI cannot stand for each other (Rule
	// "net/url").
	ErrNetURL = errors.New("uri: not convertible to or from net/url")
)

// Is reports whether target is the kind of e: one of [ErrSyntax],
// [ErrRange], [ErrNotAbsolute], [ErrNoAddress] and [ErrNetURL], as their
// doc says.
func (e *Error) Is(target error) bool {
	switch e.Rule {
	case "URI-reference", "IRI-reference", "port-range":
		return target == ErrRange
	case "absolute-URI":
		return target == ErrNotAbsolute
	case "net/url":
		return target == ErrNetURL
	case "dial-host", "dial-port":
		return target == ErrNoAddress
	}
	return target == ErrSyntax
}

// Component returns the component in which Offset falls, one of
// [ComponentScheme] to [ComponentFragment], or [ComponentNone] when the
// error is about the reference as a whole (a missing scheme, a length, a
// conversion to net/url). It is found in this order:
//
//   - from Rule, when Rule belongs to one component ("port", "reg-name",
//     "IPv6address", "segment-nz-nc", "query", ...);
//   - otherwise (a rule that may stand in several components, such as
//     "pct-encoded", or a scheme's own rule), from where Offset falls in
//     Input split as RFC 3986 Appendix B splits a reference.
//
// The text of one component given to [URI.With] or [Build] is the Input of
// its error, alone. Its Rule is that component's ("userinfo", "reg-name",
// "port", "segment", "query", ...), or one within it ("IPv6address"), and
// gives the component, but for a malformed triplet ("pct-encoded"), which
// is located in the text as in a reference. A userinfo keeps the Rule
// "userinfo" for a malformed triplet too, so that the message can hide its
// password. A malformed triplet in text with none of ":/?#" has no
// Component, since that text may be a relative path or the text of any
// component given alone (as to [Unescape] or [SplitQuery]). A userinfo or
// port given without a host has the Rule "authority" and the Component
// [ComponentHost], the one that is missing.
func (e *Error) Component() Component {
	switch strings.TrimPrefix(e.Rule, "i") {
	case "absolute-URI", "remove_dot_segments", "dot-segment", "net/url", "component",
		"URI-reference", "RI-reference", "punycode", "ToASCII", "CTL",
		"disallowed", "bidi", "contextj",
		"expression", "operator", "varname", "prefix", "literals":
		return ComponentNone
	case "scheme":
		return ComponentScheme
	case "userinfo":
		return ComponentUserinfo
	case "host", "reg-name", "IP-literal", "IPv6address", "IPvFuture",
		"IPv4address", "dec-octet", "authority", "dial-host":
		return ComponentHost
	case "port", "port-range", "dial-port":
		return ComponentPort
	case "path", "path-abempty", "path-absolute", "path-noscheme",
		"path-rootless", "segment", "segment-nz", "segment-nz-nc",
		"drive-letter", "drive-relative":
		return ComponentPath
	case "query":
		return ComponentQuery
	case "fragment":
		return ComponentFragment
	}
	if e.Rule == "pct-encoded" && !strings.ContainsAny(e.Input, ":/?#") {
		return ComponentNone
	}
	return componentAt(e.Input, e.Offset)
}

// componentAt returns the component of s, split as RFC 3986 Appendix B
// splits a reference, in which offset falls.
func componentAt(s string, offset int) Component {
	sp := core.SplitRef(s, false)
	switch {
	case sp.SchemeEnd >= 0 && offset <= sp.SchemeEnd:
		return ComponentScheme
	case sp.AuthorityEnd >= 0 && (offset < sp.AuthorityEnd || offset == len(s) && sp.AuthorityEnd == len(s)):
		at, ok := sp.UserinfoEnd(s)
		if !ok {
			at = sp.AuthorityStart() - 1 // the userinfo is empty, or "//"
		}
		if offset <= at {
			return ComponentUserinfo
		}
		host := s[at+1 : sp.AuthorityEnd]
		colon := strings.LastIndexByte(host, ':')
		if colon >= 0 && !strings.Contains(host[colon:], "]") && offset > at+1+colon {
			return ComponentPort
		}
		return ComponentHost
	case offset < sp.PathEnd || offset == len(s) && sp.PathEnd == len(s):
		return ComponentPath
	case sp.QueryEnd >= 0 && (offset < sp.QueryEnd || offset == len(s) && sp.QueryEnd == len(s)):
		return ComponentQuery
	}
	return ComponentFragment
}

// Error returns what is wrong in words: the character at Offset, quoted or
// named ("space", "tab", "end of input"; a non-ASCII character shown with
// its UTF-8 octets), the component it breaks (see [Error.Component]), the
// offset, and what was expected where that helps, then the input, quoted.
// For example:
//
//	uri: invalid space in host at offset 11 in "https://exa mple.com"
//	uri: leading space at offset 0 in " https://hooks.example.com/"
//	uri: end of input in host at offset 12 (missing "]" at the end of an IPv6 address) in "https://[::1"
//
// A long Input is clipped around Offset in the message, never in the field.
// Since messages end up in logs, the message shows a password as
// [URI.Redacted] does, "xxxxx" in place of what follows the first ":" of the
// userinfo, found as Appendix B of RFC 3986 splits Input: the authority
// after "scheme:" and "//", up to "/", "?" or "#", and its userinfo up to its
// last "@"; or, for a userinfo given alone to [URI.With] or [Build] (Rule
// "userinfo"), what follows its first ":". The offset it gives is still
// that of Input.
func (e *Error) Error() string {
	s, at := core.RedactPassword(e.Input, e.Offset)
	if e.aloneUserinfo() {
		s, at = redactUserinfo(e.Input, e.Offset)
	}
	return "uri: " + e.what() + " at offset " + strconv.Itoa(e.Offset) + e.hint() + " in " + quoteAround(s, at)
}

// aloneUserinfo reports whether e.Input may be a userinfo given alone to
// With or Build, whose password Error hides: the Rule is "userinfo" and no
// "/" comes before the octet at fault, as "//" does in a reference; or the
// Rule is "authority" for a userinfo or a port without a host, and a port
// holds no ":" to hide what follows.
func (e *Error) aloneUserinfo() bool {
	switch e.Rule {
	case "userinfo":
		return !strings.Contains(e.Input[:min(max(e.Offset, 0), len(e.Input))], "/")
	case "authority":
		return !strings.Contains(e.Input, "//")
	}
	return false
}

// what says what is wrong at e.Offset: the words of a check that no ABNF
// rule names, a scheme's own rule, or the octet at fault in a rule of RFC
// 3986 or RFC 3987.
func (e *Error) what() string {
	if w, ok := e.nonABNF(); ok {
		return w
	}
	if !coreRules[strings.TrimPrefix(e.Rule, "i")] {
		// A scheme's own rule (ftptype, addr-spec, NID, ...): its name says
		// more than the octet where the field starts.
		w := "invalid " + e.Rule
		if c := e.Component(); c != ComponentNone {
			w += " in " + c.String()
		}
		return w
	}
	return e.problem()
}

// nonABNF describes the failure of a check that no ABNF rule names, and
// reports whether e is one.
func (e *Error) nonABNF() (string, bool) {
	if w, ok := fixedWords[e.Rule]; ok {
		return w, true
	}
	switch in, o := e.Input, e.Offset; e.Rule {
	case "dot-segment":
		if in == "." || in == ".." {
			return "dot segment as a path element", true // JoinPath
		}
		// Relativize, at a dot segment that no resolution leaves in a path.
		return "dot segment no resolution produces", true
	case "CTL":
		// UnescapeText, at a control octet, literal or decoded (the draft's §7).
		if o+3 <= len(in) && in[o] == '%' {
			return "encoded control character " + strconv.Quote(in[o:o+3]), true
		}
		if o < len(in) {
			return "control character " + strconv.Quote(in[o:o+1]), true
		}
		return "control character", true
	case "net/url":
		return netURLWords(in, o), true
	case "URI-reference", "IRI-reference":
		return "input longer than " + strconv.Itoa(maxLen) + " octets", true
	case "dial-host":
		// DialAddress, which found why from Input, as this finds it again.
		why := "no authority"
		if u, err := Parse(in); err != nil {
			why = "no URI"
		} else if u.kind() != HostNone {
			why = u.dialHostProblem()
		}
		if why == "" {
			return "no host to dial", true
		}
		return "no host to dial (" + why + ")", true
	case "authority":
		if !strings.Contains(in, "//") {
			// With or Build: a userinfo or a port, but no host. A port
			// holds no ":", so the text after one is a password.
			in, _ = redactUserinfo(in, 0) // see aloneUserinfo
			return "userinfo or port " + strconv.Quote(in) + " without a host", true
		}
	case "encoded-slash", "NUL", "path-dot-segment":
		return filePathWords(e.Rule, in, o), true
	case "expression", "operator", "varname", "prefix", "literals":
		return templateWords(e.Rule, in, o), true
	}
	return "", false
}

// fixedWords are the words of the checks that no ABNF rule names whose
// words do not depend on the input.
var fixedWords = map[string]string{
	"remove_dot_segments": `".." above the root`, // AboveRootRefuse
	"absolute-URI":        "URI without a scheme (not an absolute-URI)",
	"port-range":          "port number above 65535",
	"dial-port":           "no port to dial, and no default port for the scheme",
	// With or Build, given Set(ComponentPathSegment, ...) or the like.
	"component": "no Part sets a path segment or a query parameter alone (set the path or the query)",
	// Host names by IDNA: IRI.URIWith, HostToASCII.
	"ToASCII":    "host label without an ASCII form (ToASCII)",
	"punycode":   "label that Punycode cannot convert",
	"disallowed": "host label with a character IDNA does not allow (UTS #46)",
	"bidi":       "host label that breaks the Bidi rule (RFC 5893)",
	"contextj":   "host label with a joiner out of context (RFC 5892 ContextJ)",
	// The file path conversions of package scheme.
	"drive-letter":   "path with neither drive letter nor server (not an absolute Windows path)",
	"drive-relative": "drive-relative path (relative to the current directory of its drive)",
	"device-name":    "reserved device name",
}

// netURLWords says why a *url.URL and the URI in in, at o, cannot stand
// for each other (URI.URL, FromURL).
func netURLWords(in string, o int) string {
	switch {
	case in == "":
		return "nil *url.URL"
	case o == len(in)-1 && in[o] == '#':
		return "reference net/url cannot hold (net/url has no empty fragment: it writes none)"
	case strings.HasPrefix(in[o:], "//"):
		return "reference net/url cannot hold (net/url has no empty authority without a scheme: it reads \"//\" as part of the path)"
	case strings.HasPrefix(in[o:], "[v") || strings.HasPrefix(in[o:], "[V"):
		return "reference net/url cannot hold (net/url has no IPvFuture host: its Hostname would read the literal as a name)"
	}
	return "reference net/url cannot hold"
}

// templateWords says what is wrong, by a rule of RFC 6570 §2, at o in the
// URI Template in (package template).
func templateWords(rule, in string, o int) string {
	at := "end of input"
	if o >= 0 && o < len(in) {
		r, _ := utf8.DecodeRuneInString(in[o:])
		at = strconv.QuoteRune(r)
	}
	switch rule {
	case "expression":
		if o >= len(in) {
			return `end of input in an expression (missing "}")`
		}
		return at + ` in an expression, where "," or "}" must come`
	case "operator":
		return "operator " + at + " (RFC 6570 §2.2 reserves it, or has no such operator)"
	case "varname":
		return at + ` in a variable name (letters, digits, "_", "%" triplets, single dots)`
	case "prefix":
		return at + ` in a prefix (":" then 1 to 9999)`
	}
	return at + " in a literal (RFC 6570 §2.1)"
}

// filePathWords says what is wrong, by rule, at o in the file path or
// URI in, for the path conversions of package scheme.
func filePathWords(rule, in string, o int) string {
	switch rule {
	case "encoded-slash":
		if o < 0 || o+3 > len(in) {
			return "encoded slash in a segment"
		}
		if strings.EqualFold(in[o:o+3], "%5C") {
			return "encoded backslash " + strconv.Quote(in[o:o+3]) + " in a segment"
		}
		return "encoded slash " + strconv.Quote(in[o:o+3]) + " in a segment"
	case "NUL":
		if o >= 0 && o+3 <= len(in) && in[o] == '%' {
			return "encoded NUL " + strconv.Quote(in[o:o+3]) + " (not allowed in a path)"
		}
		return "NUL octet (not allowed in a path)"
	}
	// path-dot-segment
	if o < 0 || o > len(in) {
		return "dot segment in a file path"
	}
	seg := in[o:]
	if j := strings.IndexAny(seg, `/\?#`); j >= 0 {
		seg = seg[:j]
	}
	return "dot segment " + strconv.Quote(seg) + " in a file path"
}

// coreRules are the rules of RFC 3986 Appendix A that the package reports,
// without RFC 3987's "i" prefix, whose failures Error describes by the octet
// at fault.
var coreRules = map[string]bool{
	"scheme": true, "authority": true, "userinfo": true, "host": true,
	"IP-literal": true, "IPvFuture": true, "IPv6address": true,
	"IPv4address": true, "dec-octet": true, "reg-name": true, "port": true,
	"path-abempty": true, "path-absolute": true, "path-noscheme": true,
	"path-rootless": true, "segment": true, "segment-nz": true,
	"segment-nz-nc": true, "query": true, "fragment": true, "pct-encoded": true,
}

// problem returns the words for the octet at e.Offset and, but for a
// leading or trailing space, the component it is in.
func (e *Error) problem() string {
	in, o := e.Input, e.Offset
	switch {
	case o == 0 && len(in) > 0 && in[0] == ' ' && strings.TrimSpace(in) != "":
		return "leading space"
	case o < len(in) && in[o] == ' ' && strings.TrimRight(in[o:], " ") == "" && o > 0:
		return "trailing space"
	}
	what := e.char()
	if o < len(in) {
		what = "invalid " + what
	}
	if c := e.Component(); c != ComponentNone {
		what += " in " + c.String()
	}
	return what
}

// char names the character at e.Offset: "end of input", "space", "tab",
// "newline", "carriage return", a quoted ASCII character, or a non-ASCII
// character quoted with its UTF-8 octets.
func (e *Error) char() string {
	in, o := e.Input, e.Offset
	if o < 0 || o >= len(in) {
		return "end of input"
	}
	switch c := in[o]; {
	case c == ' ':
		return "space"
	case c == '\t':
		return "tab"
	case c == '\n':
		return "newline"
	case c == '\r':
		return "carriage return"
	case c < utf8.RuneSelf:
		return "character " + strconv.Quote(in[o:o+1])
	}
	r, n := utf8.DecodeRuneInString(in[o:])
	if r == utf8.RuneError && n <= 1 {
		return "octet " + hexOctets(in[o:o+1]) + " (not UTF-8)"
	}
	return "non-ASCII character " + strconv.Quote(in[o:o+n]) + " (UTF-8 " + hexOctets(in[o:o+n]) + ")"
}

// hexOctets writes the octets of s as "0xC3 0xBC".
func hexOctets(s string) string {
	const hex = "0123456789ABCDEF"
	b := make([]byte, 0, 5*len(s))
	for i := 0; i < len(s); i++ {
		if i > 0 {
			b = append(b, ' ')
		}
		b = append(b, '0', 'x', hex[s[i]>>4], hex[s[i]&15])
	}
	return string(b)
}

// hint returns, in parentheses after a space, what the rule of e expected
// where that helps a reader, or "".
func (e *Error) hint() string {
	in, o := e.Input, e.Offset
	var h string
	switch strings.TrimPrefix(e.Rule, "i") {
	case "IP-literal":
		h = "not an IPv6 address"
		if o < len(in) && in[o] == '%' {
			h = "RFC 3986 has no zone identifier in an IPv6 address"
			break
		}
		if o < len(in) && strings.IndexByte("/?#", in[o]) < 0 {
			break // "[::g]": an octet no address has, not a missing "]"
		}
		h = `missing "]" at the end of an IPv6 address`
		if j := strings.LastIndexByte(in[:min(o, len(in))], '['); j >= 0 && j+1 < len(in) && (in[j+1] == 'v' || in[j+1] == 'V') {
			h = `missing "]" at the end of an IPvFuture address`
		}
	case "IPv6address":
		h = "not an IPv6 address"
		if o < len(in) && in[o] == '%' {
			h = "RFC 3986 has no zone identifier in an IPv6 address"
		}
	case "IPv4address", "dec-octet":
		h = "not an IPv4 address: four numbers 0-255 without leading zeros"
	case "IPvFuture":
		h = `an IPvFuture address is "v", hex digits, ".", then more`
	case "port":
		h = "a port is decimal digits"
	case "userinfo":
		// A malformed triplet in a userinfo given alone, which keeps the
		// Rule "userinfo" (see check).
		if o <= len(in) && (o > 0 && in[o-1] == '%' || o > 1 && in[o-2] == '%') {
			h = `"%" must be followed by two hex digits`
		}
	case "scheme":
		h = `a scheme is a letter, then letters, digits, "+", "-" or "."`
	case "pct-encoded":
		h = `"%" must be followed by two hex digits`
	case "segment-nz-nc":
		if o < len(in) && in[o] == ':' {
			h = `a ":" before any "/" reads as the end of a scheme; write "./" first`
		}
	case "path-abempty":
		h = `after an authority, a path is empty or starts with "/"`
	case "path-absolute":
		h = `an absolute path starts with "/"`
		if o == 1 && strings.HasPrefix(in, "//") {
			h = `without an authority, a path cannot start with "//"`
		}
	case "authority":
		if strings.Contains(in, "//") {
			h = `the host ends at ":" for a port, "/", "?" or "#"`
		}
	}
	if h == "" {
		return ""
	}
	return " (" + h + ")"
}

// redactUserinfo is core.RedactPassword for s, a userinfo alone: the password
// is what follows its first ":".
func redactUserinfo(s string, offset int) (string, int) {
	lo := strings.IndexByte(s, ':') + 1
	if lo == 0 {
		return s, offset
	}
	return core.Mask(s, lo, len(s), offset)
}

// clipContext is how many octets of the input an error message shows on
// either side of the offset.
const clipContext = 32

// quoteAround quotes s, keeping at most clipContext octets on either side of
// offset and marking what it leaves out with "...".
func quoteAround(s string, offset int) string {
	lo, hi := max(0, offset-clipContext), min(len(s), offset+clipContext)
	q := strconv.Quote(s[lo:hi])
	if lo > 0 {
		q = "..." + q
	}
	if hi < len(s) {
		q += "..."
	}
	return q
}
