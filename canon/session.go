package canon

import (
	"bytes"

	"github.com/uriref/uri/internal/syntax"
)

// The session identifiers that surt removes (its stripQuerySessionID and
// stripPathSessionID, from webarchive-commons' URLRegexTransformer),
// matched without regard to case:
//
//	query:  jsessionid=[0-9a-zA-Z]{32}
//	        phpsessid=[0-9a-zA-Z]{32}
//	        sid=[0-9a-zA-Z]{32}
//	        ASPSESSIONID[a-zA-Z]{8}=[a-zA-Z]{24}
//	        cfid=[^&]+&cftoken=[^&]+
//	path:   /(S(<24>))/...x.aspx   and   /(<24>)/...x.aspx
//
// In the query, each is followed by "&" or the end, and is removed with
// that "&"; it may start anywhere, even within a parameter ("a=xsid=..."
// loses "sid=..."). surt applies each pattern once, to its last match, so
// that a second session identifier of a kind stays, and applying surt
// again removes it; these functions remove every match, and the matches
// that removing one makes, so that the result has none left.

// sessionNames are the names of the query identifiers made of a name, "="
// and 32 letters or digits: phpsessid before sid, which ends it.
var sessionNames = [...]string{"jsessionid=", "phpsessid=", "sid="}

// stripQuerySessionIDs removes the session identifiers of the query q, in
// place, and reports whether it removed any. It takes one pass: q is
// written back as a stack, and each time an "&" or the end follows, the
// identifier that ends the stack, if any, is popped with that "&". What
// the stack holds before an "&" never changes once that "&" is written,
// so no identifier is left. The cfid rule looks back one parameter, and
// scans it only when the one after starts with "cftoken=", which nothing
// removes whole afterwards, so no parameter is scanned twice but for a
// part that a match then removes.
func stripQuerySessionIDs(q []byte) ([]byte, bool) {
	w, removed := 0, false
	// The last "&" written and the one before it (-1: none; -2: not
	// known, found when needed).
	last, prev := -1, -1
	for r := 0; r <= len(q); r++ {
		if r < len(q) && q[r] != '&' {
			q[w] = q[r]
			w++
			continue
		}
		if m := fixedSessionID(q[last+1 : w]); m >= 0 {
			w, removed = last+1+m, true
			continue
		}
		// cfid=[^&]+&cftoken=[^&]+: this parameter is "cftoken=" and a
		// value, and the one before holds "cfid=" and a value.
		if last >= 0 && w > last+1+len("cftoken=") && hasPrefixFold(q[last+1:w], "cftoken=") {
			if prev < -1 {
				prev = bytes.LastIndexByte(q[:last], '&')
			}
			if m := lastCfid(q[prev+1 : last]); m >= 0 {
				w, removed = prev+1+m, true
				last, prev = prev, -2
				continue
			}
		}
		if r < len(q) {
			q[w] = '&'
			last, prev = w, last
			w++
		}
	}
	return q[:w], removed
}

// fixedSessionID returns where the session identifier of fixed length that
// ends the parameter p starts, or -1.
func fixedSessionID(p []byte) int {
	for _, name := range sessionNames {
		if i := len(p) - 32 - len(name); i >= 0 && hasPrefixFold(p[i:], name) && allClass(p[i+len(name):], false) {
			return i
		}
	}
	// ASPSESSIONID[a-zA-Z]{8}=[a-zA-Z]{24}
	if i := len(p) - 45; i >= 0 && hasPrefixFold(p[i:], "aspsessionid") && allClass(p[i+12:i+20], true) &&
		p[i+20] == '=' && allClass(p[i+21:], true) {
		return i
	}
	return -1
}

// lastCfid returns where the last "cfid=" followed by at least one octet
// starts in p, or -1.
func lastCfid(p []byte) int {
	for j := len(p) - len("cfid=") - 1; j >= 0; j-- {
		if hasPrefixFold(p[j:], "cfid=") {
			return j
		}
	}
	return -1
}

// hasPrefixFold reports whether s starts with the lowercase ASCII prefix,
// regardless of case.
func hasPrefixFold(s []byte, prefix string) bool {
	if len(s) < len(prefix) {
		return false
	}
	for i := range len(prefix) {
		if syntax.Lower(s[i]) != prefix[i] {
			return false
		}
	}
	return true
}

// allClass reports whether s is all ASCII letters or, unless letters, all
// letters and digits.
func allClass(s []byte, letters bool) bool {
	for _, o := range s {
		if !('a' <= o|0x20 && o|0x20 <= 'z' || !letters && '0' <= o && o <= '9') {
			return false
		}
	}
	return true
}

// stripPathSessionIDs removes from the path p, in place, each ASP.NET
// session segment that surt removes: a segment "(" 24 letters or digits
// ")", or "(" and one or more of a letter, "(", 24 letters or digits and
// ")", then ")", that follows a "/" and is followed by "/" and a rest in
// which ".aspx" stands after at least one octet, before any "?". It
// reports whether it removed any. Whether a segment goes depends only on
// what follows it, which removing a later segment does not change in that
// respect, so one pass removes every segment that removing them again and
// again would.
func stripPathSessionIDs(p []byte) ([]byte, bool) {
	w, removed := 0, false
	aspx, q := -1, -1 // the first ".aspx" and "?" found at or after where they were looked for
	for r := 0; r < len(p); {
		if r > 0 && p[r-1] == '/' && p[r] == '(' {
			if e := aspSegmentEnd(p, r); e > 0 {
				if aspx < e+1 {
					aspx = indexFrom(p, e+1, ".aspx")
				}
				if q < e {
					q = indexFrom(p, e, "?")
				}
				if aspx <= len(p) && aspx < q {
					r, removed = e, true
					continue
				}
			}
		}
		p[w] = p[r]
		w++
		r++
	}
	return p[:w], removed
}

// indexFrom returns the index of the first sub in p at or after from, or
// len(p)+1 when there is none, so that callers need not look again.
func indexFrom(p []byte, from int, sub string) int {
	if from > len(p) {
		return len(p) + 1
	}
	if i := bytes.Index(p[from:], []byte(sub)); i >= 0 {
		return from + i
	}
	return len(p) + 1
}

// aspSegmentEnd returns the index past the "/" that ends the session
// segment starting at p[i] == '(', or -1.
func aspSegmentEnd(p []byte, i int) int {
	id := func(j int) bool { // "(" 24 letters or digits ")" at j
		return j+26 <= len(p) && p[j] == '(' && allClass(p[j+1:j+25], false) && p[j+25] == ')'
	}
	if id(i) {
		if i+27 <= len(p) && p[i+26] == '/' {
			return i + 27
		}
		return -1
	}
	j := i + 1
	for j+1 < len(p) && 'a' <= p[j]|0x20 && p[j]|0x20 <= 'z' && id(j+1) {
		j += 27
	}
	if j > i+1 && j+1 < len(p) && p[j] == ')' && p[j+1] == '/' {
		return j + 2
	}
	return -1
}
