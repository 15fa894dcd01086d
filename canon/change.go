package canon

import (
	"cmp"
	"slices"
	"strconv"

	"github.com/uriref/uri"
)

// A Change is one thing that a profile changed in its input, and why, as a
// [uri.Warning] is one thing that [uri.URI.Lint] finds.
type Change struct {
	Offset int    // byte offset in the input of what was changed
	Code   string // one of the Change constants
}

// The codes of the changes that the profiles report. Those that a
// [uri.URI.Lint] code already names are that code, so that the crawler
// profile reports the steps of [uri.URI.Normalize] as Lint does; it also
// reports ChangeParam, ChangeQueryOrder and ChangeFragment. Safe Browsing
// and SURT report the others, as their rules have them: ChangeWWW,
// ChangeSessionID, the case of the path and the query, for SURT alone.
const (
	ChangeSpace         = "space"          // white space removed from either end (at the first octet removed)
	ChangeControl       = "control"        // a tab, CR or LF removed
	ChangeFragment      = "fragment"       // the fragment removed (at the "#")
	ChangeUnescape      = "unescape"       // a triplet decoded, and its octet written otherwise (at the "%")
	ChangeEscape        = "escape"         // an octet percent-encoded
	ChangeScheme        = "scheme"         // "http://" put before a URL without a scheme, or a repeated "http://" removed
	ChangeUserinfo      = "userinfo"       // the userinfo removed (at its first octet)
	ChangePort          = "port"           // a port removed (at the ":")
	ChangeHostDots      = "host-dots"      // a "." removed from either end of the host, or from a run of them
	ChangeIDNA          = "idna"           // a host with non-ASCII labels written with A-labels (Punycode)
	ChangeIPv4          = "ipv4"           // a host read as an IPv4 address and written as four decimal numbers
	ChangeWWW           = "www"            // a leading "www" label removed from the host
	ChangeSlashes       = "slashes"        // a run of "/" in the path written as one (at the second)
	ChangePathCase      = "path-case"      // an uppercase letter of the path lowercased
	ChangeSessionID     = "session-id"     // a session identifier removed (at the start of the path, or at the "?")
	ChangeTrailingSlash = "trailing-slash" // the "/" that ended a path removed
	ChangeQueryCase     = "query-case"     // an uppercase letter of the query lowercased
	ChangeQueryOrder    = "query-order"    // the query's parameters sorted (at the "?")
	ChangeEmptyQuery    = "empty-query"    // a "?" with an empty query removed
	ChangeParam         = "param"          // a query parameter removed (at its first octet)

	ChangeSchemeCase  = uri.LintSchemeCase  // an uppercase letter in the scheme lowercased
	ChangeHostCase    = uri.LintHostCase    // an uppercase letter in the host lowercased
	ChangeDotSegment  = uri.LintDotSegment  // a "." or ".." segment resolved
	ChangeDefaultPort = uri.LintDefaultPort // the scheme's default port removed
	ChangeEmptyPath   = uri.LintEmptyPath   // an empty path written as "/"
)

// changeText gives the message of each code of this package; the codes of
// [uri.URI.Lint] have their own.
var changeText = map[string]string{
	ChangeSpace:         "white space removed from the ends of the URL",
	ChangeControl:       "tab, CR or LF removed",
	ChangeFragment:      "fragment removed",
	ChangeUnescape:      "percent-encoding decoded, until no triplet was left, and the octet written otherwise",
	ChangeEscape:        "octet percent-encoded",
	ChangeScheme:        "\"http://\" added to a URL without a scheme, or a repeated \"http://\" removed",
	ChangeUserinfo:      "userinfo removed",
	ChangePort:          "port removed",
	ChangeHostDots:      "\".\" removed from the ends of the host or from a run of dots",
	ChangeIDNA:          "non-ASCII host labels written as A-labels (Punycode, RFC 3492)",
	ChangeIPv4:          "host read as an IPv4 address and written as four decimal numbers",
	ChangeWWW:           "leading \"www\" label removed from the host",
	ChangeSlashes:       "run of \"/\" in the path written as one",
	ChangePathCase:      "path lowercased",
	ChangeSessionID:     "session identifier removed",
	ChangeTrailingSlash: "\"/\" at the end of the path removed",
	ChangeQueryCase:     "query lowercased",
	ChangeQueryOrder:    "query parameters sorted",
	ChangeEmptyQuery:    "\"?\" with an empty query removed",
	ChangeParam:         "query parameter removed",
}

// Message returns what the change's code means.
func (c Change) Message() string {
	if m, ok := changeText[c.Code]; ok {
		return m
	}
	return uri.Warning{Offset: c.Offset, Code: c.Code}.Message()
}

// String returns the change as "offset 7: host-case: host not in lowercase ...".
func (c Change) String() string {
	return "offset " + strconv.Itoa(c.Offset) + ": " + c.Code + ": " + c.Message()
}

// recorder collects the changes of one run of a profile. A nil *recorder
// records nothing, so that the profiles without a report pay nothing for
// it.
type recorder struct{ changes []Change }

func (r *recorder) add(off int, code string) {
	if r != nil {
		r.changes = append(r.changes, Change{off, code})
	}
}

// list returns the changes in the order of their offsets (and of their
// codes, at one offset), each once.
func (r *recorder) list() []Change {
	if len(r.changes) == 0 {
		return nil
	}
	slices.SortFunc(r.changes, func(a, b Change) int {
		return cmp.Or(cmp.Compare(a.Offset, b.Offset), cmp.Compare(a.Code, b.Code))
	})
	return slices.Compact(r.changes)
}
