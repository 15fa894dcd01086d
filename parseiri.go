package uri

import (
	"unicode/utf8"

	"github.com/uriref/uri/internal/syntax"
)

// The parser's IRI mode serves package iri, which reaches it, and the
// offsets of a URI, through the hooks of internal/syntax: one parser reads
// both grammars, and package iri composes IRIs and URIs without parsing
// its own text again.
func init() {
	syntax.ParseIRI = func(s string) (any, error) {
		u, err := parseIRI(s)
		return u, err
	}
	syntax.Retext = func(u any, s string, at func(int) int) any {
		return u.(URI).retext(s, at)
	}
}

// parseIRI parses s as an IRI reference by the grammar of RFC 3987 §2.2:
// RFC 3986's, with ucschar admitted wherever pct-encoded is and iprivate in
// iquery as well. The URI it returns holds the IRI's text.
func parseIRI(s string) (URI, error) {
	if len(s) > maxLen {
		return URI{}, &Error{Input: s, Offset: maxLen, Rule: "IRI-reference"}
	}
	p := newParser(s, true)
	if i, ok := p.uriReference(); !ok {
		return URI{}, &Error{Input: s, Offset: i, Rule: iriRule(p.rule)}
	}
	return p.u.uri(s), nil
}

// retext returns u with the text s, in which each offset o of u stands at
// at(o). at(0) must be 0, and the kind of the host must not change.
func (u URI) retext(s string, at func(int) int) URI {
	move := func(o uint32) uint32 { return uint32(at(int(o))) }
	o := u.offsets()
	o.schemeEnd = move(o.schemeEnd)
	o.hostStart, o.hostEnd = move(o.hostStart), move(o.hostEnd)
	o.pathStart, o.pathEnd = move(o.pathStart), move(o.pathEnd)
	o.queryEnd = move(o.queryEnd)
	return o.uri(s)
}

// iriRule returns the name RFC 3987 §2.2 gives to the rule that RFC 3986
// calls rule: the rules that admit ucschar take an "i".
func iriRule(rule string) string {
	switch rule {
	case "URI-reference":
		return "IRI-reference"
	case "authority", "userinfo", "reg-name", "segment", "segment-nz", "segment-nz-nc", "query", "fragment":
		return "i" + rule
	}
	return rule
}

// spanUcschar goes on with span at i, a non-ASCII octet that stops it in
// an IRI: over each character there that ucschar admits, and over the
// ASCII runs between them with span, called with p.iri unset so that it
// comes back here at the next non-ASCII octet instead of calling down
// again. span then fails there with its own rule, where it fails on a bad
// triplet with "pct-encoded". Apart from span, this keeps span free of
// calls, and so of saving its arguments on every call.
func (p *parser) spanUcschar(i int, c, next class, rule string) (int, bool) {
	p.iri = false
	defer func() { p.iri = true }()
	for {
		n := p.ucschar(i, c)
		if n == 0 {
			return p.fail(i, rule) // no rule admits a non-ASCII octet after a span
		}
		j, ok := p.span(i+n, c, next, rule)
		if ok || p.rule != rule || p.s[j] < 0x80 {
			return j, ok
		}
		i = j
	}
}

// ucschar returns the length of the character at i when the rule whose
// octets are c admits it in an IRI (RFC 3987 §2.2), and 0 otherwise:
//
//	iunreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar
//	iquery      = *( ipchar / iprivate / "/" / "?" )
//
// The rules of RFC 3986 that admit pct-encoded are exactly those that
// RFC 3987 widens with ucschar, so c admits ucschar when its bit is set on
// "%"; iprivate only when c has iprivateOK, which query passes.
func (p *parser) ucschar(i int, c class) int {
	if syntax.Octets['%']&c == 0 {
		return 0
	}
	r, n := utf8.DecodeRuneInString(p.s[i:])
	if !syntax.IsUcschar(r) && (c&iprivateOK == 0 || !syntax.IsIprivate(r)) || syntax.IsBidiFormat(r) {
		return 0
	}
	return n
}
