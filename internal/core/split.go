package core

import (
	"strings"

	"github.com/uriref/uri/internal/syntax"
)

// Split holds the bounds of the components of a string, split as RFC 3986
// Appendix B's regular expression splits a reference, which it does
// without checking any component:
//
//	^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
//
// It serves where a string is read as a reference though it may not be
// one: to say where an error falls, to hide a password, to repair text.
// Every bound is an offset into the string; a component's delimiters are
// outside its bounds.
type Split struct {
	SchemeEnd    int // the ":" after the scheme, or -1 when there is none
	AuthorityEnd int // one past the authority, which starts past "//"; -1: no "//"
	PathStart    int
	PathEnd      int // the "?" or "#" after the path, or len(s)
	QueryEnd     int // one past the query, which starts past the "?" at PathEnd; -1: no "?"
}

// SplitRef splits s as Appendix B does. With strictScheme, what precedes
// the first ":" is a scheme only when it matches scheme (RFC 3986 §3.1),
// so that "1a:b" is a relative path whose first segment holds a ":", as
// RFC 3986 §4.2 reads it; Appendix B's expression reads the scheme "1a".
func SplitRef(s string, strictScheme bool) Split {
	sp := Split{SchemeEnd: -1, AuthorityEnd: -1, QueryEnd: -1}
	i := 0
	if j := strings.IndexAny(s, ":/?#"); j > 0 && s[j] == ':' {
		if !strictScheme || syntax.SchemeStop(s) == j {
			sp.SchemeEnd, i = j, j+1
		}
	}
	if strings.HasPrefix(s[i:], "//") {
		i += 2
		sp.AuthorityEnd = len(s)
		if j := strings.IndexAny(s[i:], "/?#"); j >= 0 {
			sp.AuthorityEnd = i + j
		}
		i = sp.AuthorityEnd
	}
	sp.PathStart, sp.PathEnd = i, len(s)
	if j := strings.IndexAny(s[i:], "?#"); j >= 0 {
		sp.PathEnd = i + j
	}
	if sp.PathEnd < len(s) && s[sp.PathEnd] == '?' {
		sp.QueryEnd = len(s)
		if j := strings.IndexByte(s[sp.PathEnd:], '#'); j >= 0 {
			sp.QueryEnd = sp.PathEnd + j
		}
	}
	return sp
}

// AuthorityStart returns the offset just past the "//" of the authority;
// it is meaningful only when there is one.
func (sp Split) AuthorityStart() int { return sp.SchemeEnd + 1 + 2 }

// UserinfoEnd returns the offset of the "@" that ends the userinfo of the
// authority of s, the last "@" in it, and false when there is none: in a
// string that may not be a reference, the last "@" is where a reader
// looking for the host would take it to start.
func (sp Split) UserinfoEnd(s string) (int, bool) {
	if sp.AuthorityEnd < 0 {
		return 0, false
	}
	start := sp.AuthorityStart()
	at := strings.LastIndexByte(s[start:sp.AuthorityEnd], '@')
	return start + at, at >= 0
}

// FragmentStart returns the offset of the "#" that starts the fragment, or
// the length of the string when there is none.
func (sp Split) FragmentStart() int { return max(sp.PathEnd, sp.QueryEnd) }

// RedactPassword returns s with the password of its userinfo written
// "xxxxx", and offset moved to the same octet of the result, or to the
// "xxxxx" when it was in the password. The userinfo is found as Appendix B
// splits s: the authority after "scheme:" and "//", up to "/", "?" or "#",
// and its userinfo up to its last "@"; the password follows its first ":".
// Error messages show the input so, since they end up in logs.
func RedactPassword(s string, offset int) (string, int) {
	sp := SplitRef(s, false)
	at, ok := sp.UserinfoEnd(s)
	if !ok {
		return s, offset
	}
	start := sp.AuthorityStart()
	colon := strings.IndexByte(s[start:at], ':')
	if colon < 0 {
		return s, offset
	}
	return Mask(s, start+colon+1, at, offset)
}

// Mask returns s with s[lo:hi] written "xxxxx", and offset moved to the
// same octet of the result, or to the "xxxxx" when it was in s[lo:hi].
func Mask(s string, lo, hi, offset int) (string, int) {
	const xs = "xxxxx"
	switch {
	case offset >= hi:
		offset += len(xs) - (hi - lo)
	case offset > lo:
		offset = lo
	}
	return s[:lo] + xs + s[hi:], offset
}
