// Package core holds what packages uri and iri are both made of: the
// parser of RFC 3986 Appendix A, with the IRI rules of RFC 3987 §2.2 as a
// mode of it, and the value it fills, a [Ref]: the text of a reference and
// the offsets of its components, packed in two words. uri.URI and iri.IRI
// are each a Ref of their own text; the writer records a Ref's offsets as
// it composes its text, so that nothing composed is parsed again.
//
// The package checks nothing that its callers do not ask of it: a Ref is
// what the parser or the writer made, and its methods read the offsets they
// recorded.
package core

import (
	"strings"

	"github.com/uriref/uri/internal/syntax"
)

// Ref is a reference and the offsets of its components: the
// representation of uri.URI and iri.IRI. The offsets are packed in two
// words, so that a Ref is four words: the compiler keeps a struct that
// small in registers when it copies, passes or returns it, where a larger
// one goes through memory.
//
//	a = pathStart | pathEnd<<30 | kind<<60 | hasUserinfo<<63
//	b = schemeEnd | queryEnd<<30
//
// The host's offsets are not stored but found again in the authority, from
// its end and from its "@": see HostStart and HostEnd. An absent component
// leaves its bits zero, so that two Refs are == exactly when their texts
// are: every offset is a function of the text.
type Ref struct {
	s    string
	a, b uint64
}

// Offsets is a Ref's offsets into its text, one field each, as the parser
// and the writer record them before making a Ref with [Offsets.Ref].
type Offsets struct {
	SchemeEnd uint32 // the ":" ending the scheme; 0: no scheme (a scheme is never empty)
	HostStart uint32 // first octet of the host, just past "@" when there is userinfo
	HostEnd   uint32 // one past the host; a ":" there starts the port
	PathStart uint32 // one past the authority; where the path begins
	PathEnd   uint32 // the "?" or "#" ending the path, or len(s)
	QueryEnd  uint32 // the "#" or len(s) ending the query; 0: no query
	Kind      Kind   // KindNone: no authority
}

// Kind says which alternative of host (RFC 3986 §3.2.2) a host matches;
// uri.HostKind has the same values.
type Kind uint8

const (
	KindNone      Kind = iota // no authority
	KindRegName               // reg-name, possibly empty
	KindIPv4                  // IPv4address
	KindIPv6                  // "[" IPv6address "]"
	KindIPvFuture             // "[v" 1*HEXDIG "." ... "]"
)

// MaxLen is the longest text a Ref holds, 1 GiB less one octet: it fits
// the offsets packed in a Ref, and int on 32-bit platforms too.
const MaxLen = offMask

// offBits is the width of one packed offset: MaxLen fits in it.
// userinfoBit is the bit of Ref.a set when the authority has a userinfo.
const (
	offBits     = 30
	offMask     = 1<<offBits - 1
	userinfoBit = 1 << 63
)

// Ref returns the Ref whose text is s and whose offsets are o. Whether it
// has a userinfo is the one bit that it keeps of the host's offsets.
func (o *Offsets) Ref(s string) Ref {
	a := uint64(o.PathStart) | uint64(o.PathEnd)<<offBits | uint64(o.Kind)<<(2*offBits)
	if o.Kind != KindNone && o.HostStart != AfterScheme(o.SchemeEnd)+2 {
		a |= userinfoBit
	}
	return Ref{s: s, a: a, b: uint64(o.SchemeEnd) | uint64(o.QueryEnd)<<offBits}
}

// Offsets returns r's offsets one field each.
func (r Ref) Offsets() Offsets {
	return Offsets{SchemeEnd: r.SchemeEnd(), HostStart: r.HostStart(), HostEnd: r.HostEnd(),
		PathStart: r.PathStart(), PathEnd: r.PathEnd(), QueryEnd: r.QueryEnd(), Kind: r.Kind()}
}

// The offsets that r stores, unpacked.
func (r Ref) PathStart() uint32 { return uint32(r.a) & offMask }
func (r Ref) PathEnd() uint32   { return uint32(r.a>>offBits) & offMask }
func (r Ref) Kind() Kind        { return Kind(r.a >> (2 * offBits) & 7) }
func (r Ref) SchemeEnd() uint32 { return uint32(r.b) & offMask }
func (r Ref) QueryEnd() uint32  { return uint32(r.b >> offBits) }

// HasUserinfo reports whether r has an authority with a userinfo.
func (r Ref) HasUserinfo() bool { return r.a&userinfoBit != 0 }

// HostStart returns the offset of the host: the authority's, or one past
// its "@", the first, since neither userinfo nor host holds one (RFC 3986
// §3.2.1). It is 0 when r has no authority.
func (r Ref) HostStart() uint32 {
	if r.Kind() == KindNone {
		return 0
	}
	i := r.AuthorityStart()
	if r.HasUserinfo() {
		i += uint32(strings.IndexByte(r.s[i:r.PathStart()], '@')) + 1
	}
	return i
}

// HostEnd returns the offset one past the host: where the authority ends,
// or the ":" of its port, which the port's digits follow up to that end
// (RFC 3986 §3.2.3). A host ends in neither ":" nor a ":" and digits: an
// IP-literal ends in "]", and a reg-name holds no ":". It is 0 when r has
// no authority.
func (r Ref) HostEnd() uint32 {
	if r.Kind() == KindNone {
		return 0
	}
	end := r.PathStart()
	i := end
	for syntax.Octets[r.s[i-1]]&syntax.Digit != 0 { // the "//" stops it
		i--
	}
	if r.s[i-1] == ':' {
		return i - 1
	}
	return end
}

// String returns r's text.
func (r Ref) String() string { return r.s }

// AfterScheme returns the offset just past the scheme's ":", or 0.
func (r Ref) AfterScheme() uint32 { return AfterScheme(r.SchemeEnd()) }

// AfterScheme returns the offset just past the ":" at schemeEnd, or 0 when
// schemeEnd is 0, for no scheme.
func AfterScheme(schemeEnd uint32) uint32 {
	if schemeEnd == 0 {
		return 0
	}
	return schemeEnd + 1
}

// AuthorityStart returns the offset of the first octet of the authority,
// just past "//". It is meaningful only when r has an authority.
func (r Ref) AuthorityStart() uint32 { return r.AfterScheme() + 2 }

// FragmentStart returns the offset of the "#" that starts the fragment, or
// len(r.String()) when there is none.
func (r Ref) FragmentStart() uint32 { return max(r.PathEnd(), r.QueryEnd()) }

// The components of r, as uri.URI's accessors of the same names describe
// them.

func (r Ref) Scheme() string { return r.s[:r.SchemeEnd()] }

func (r Ref) Authority() (string, bool) {
	if r.Kind() == KindNone {
		return "", false
	}
	return r.s[r.AuthorityStart():r.PathStart()], true
}

func (r Ref) Userinfo() (string, bool) {
	if !r.HasUserinfo() {
		return "", false
	}
	return r.s[r.AuthorityStart() : r.HostStart()-1], true
}

func (r Ref) Host() string { return r.s[r.HostStart():r.HostEnd()] }

func (r Ref) Port() (string, bool) {
	if r.HostEnd() == r.PathStart() || r.Kind() == KindNone {
		return "", false
	}
	return r.s[r.HostEnd()+1 : r.PathStart()], true
}

func (r Ref) Path() string { return r.s[r.PathStart():r.PathEnd()] }

func (r Ref) Query() (string, bool) {
	if r.QueryEnd() == 0 {
		return "", false
	}
	return r.s[r.PathEnd()+1 : r.QueryEnd()], true
}

func (r Ref) Fragment() (string, bool) {
	hash := r.FragmentStart()
	if int(hash) == len(r.s) {
		return "", false
	}
	return r.s[hash+1:], true
}

// Retext returns r with the text s, in which each offset o of r stands at
// at(o). at(0) must be 0, and the kind of the host must not change: it is
// how iri maps an IRI's offsets to those of the URI it stands for.
func (r Ref) Retext(s string, at func(int) int) Ref {
	move := func(o uint32) uint32 { return uint32(at(int(o))) }
	o := r.Offsets()
	o.SchemeEnd = move(o.SchemeEnd)
	o.HostStart, o.HostEnd = move(o.HostStart), move(o.HostEnd)
	o.PathStart, o.PathEnd = move(o.PathStart), move(o.PathEnd)
	o.QueryEnd = move(o.QueryEnd)
	return o.Ref(s)
}

// WithoutFragment returns r without its fragment and "#": its text cut
// where the fragment starts, before which every offset stands.
func (r Ref) WithoutFragment() Ref {
	r.s = r.s[:r.FragmentStart()]
	return r
}
