package uri

import (
	"github.com/uriref/uri/internal/core"
	"github.com/uriref/uri/internal/syntax"
)

// maxLen is the longest input Parse accepts, 1 GiB less one octet: it fits
// the offsets packed in a URI, and int on 32-bit platforms too.
const maxLen = core.MaxLen

// Parse parses s as a URI reference by the grammar of RFC 3986 Appendix A.
// Where the grammar is ambiguous, the authority wins, as the draft §4.3 says:
// "//a/b" has the authority "a".
//
// An input that breaks the grammar gives an [*Error] with the offset of the
// first octet that cannot be accepted and the rule it breaks; an input
// longer than 2³⁰-1 octets (1 GiB less one) gives one with the rule
// "URI-reference". Parse never panics, and it does not allocate unless it
// returns an error.
func Parse(s string) (URI, error) {
	if len(s) > maxLen {
		return URI{}, &Error{Input: s, Offset: maxLen, Rule: "URI-reference"}
	}
	r, i, rule, ok := core.Parse(s, false)
	if !ok {
		return URI{}, &Error{Input: s, Offset: i, Rule: rule}
	}
	return URI(r), nil
}

// MustParse is like [Parse] but panics if s is not a URI reference. It is
// for tests and for constants known to be valid.
func MustParse(s string) URI {
	u, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

// The parser names the octet classes of internal/syntax as the ABNF does;
// the table itself is syntax.Octets, which packages iri and text share.
type class = syntax.Class

const (
	alpha            = syntax.Alpha
	digit            = syntax.Digit
	hexdig           = syntax.Hexdig
	unreserved       = syntax.Unreserved
	subDelims        = syntax.SubDelims
	schemeOctet      = syntax.SchemeOctet
	userinfoOctet    = syntax.UserinfoOctet
	regNameOctet     = syntax.RegNameOctet
	ipvFutureOctet   = syntax.IPvFutureOctet
	pcharOctet       = syntax.PcharOctet
	segmentNzNcOctet = syntax.SegmentNzNcOctet
	pathOctet        = syntax.PathOctet
	queryOctet       = syntax.QueryOctet
	queryParamOctet  = syntax.QueryParamOctet
	userinfoEnd      = syntax.UserinfoEnd
	segmentEnd       = syntax.SegmentEnd
	hostEnd          = syntax.HostEnd
	pathEnd          = syntax.PathEnd
	fragmentStart    = syntax.FragmentStart
	iprivateOK       = syntax.IprivateOK
)
