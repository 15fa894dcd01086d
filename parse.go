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
	r, i, rule, ok := core.Parse(s, 0)
	if !ok {
		return URI{}, &Error{Input: s, Offset: i, Rule: rule}
	}
	return URI(r), nil
}

// ParseOptions widens the grammar that [ParseWith] accepts beyond RFC 3986
// Appendix A. The zero value is Parse's grammar.
type ParseOptions struct {
	// ZoneID admits an IPv6 literal with a zone identifier, as RFC 6874
	// writes one: "[fe80::1%25eth0]", the "%" of the zone written "%25",
	// the zone one or more unreserved octets or triplets. RFC 3986 has no
	// zone identifiers; net/url reads them, and [FromURL] gives them in this
	// form. Such a host has the kind [HostIPv6]; [URI.Addr] gives the
	// address with its zone ("eth0", decoded), and [URI.Hostname] and
	// [URI.DialAddress] write it as net.Dial takes it ("fe80::1%eth0").
	// Normalize keeps the zone's case: interface names are case-sensitive.
	// A URI with a zone parses again only with ZoneID set.
	ZoneID bool
}

// ParseWith is [Parse] with the grammar widened as o says.
func ParseWith(s string, o ParseOptions) (URI, error) {
	if !o.ZoneID {
		return Parse(s)
	}
	if len(s) > maxLen {
		return URI{}, &Error{Input: s, Offset: maxLen, Rule: "URI-reference"}
	}
	r, i, rule, ok := core.Parse(s, core.ModeZone)
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
