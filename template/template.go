// Package template implements URI Templates, [RFC 6570]: it parses a
// template, expands it into a URI reference, and matches a URI reference
// back to the values of the template's variables.
//
// A template is text with expressions in braces, "/repos{/owner,repo}/issues{?state,labels*}".
// Each expression has an operator (§2.2), which says how its variables
// expand, and a list of variables, each with an optional modifier (§2.4):
// a prefix ":3" keeps the first characters of a string, an explode "*"
// writes each member of a list or associative array as an item of its own.
// [Parse] takes every level of the RFC, 1 to 4.
//
// Where each part of the RFC is implemented:
//
//   - [Parse]: the grammar of §2 (literals, expressions, operators,
//     varspecs, modifiers), with erratum 6937, which admits "'" in a
//     literal.
//   - [Template.Expand], [Template.ExpandURI]: §3 and the algorithm of
//     Appendix A, operator by operator.
//   - [Template.Vars]: the varspecs of §2.3 and §2.4, in order.
//   - [Template.Match]: the inverse of §3, which the RFC leaves to
//     implementations; §1.4 notes that it works where what delimits an
//     expression cannot stand in its expansion, and Match says so
//     ([ErrAmbiguous]) where that fails.
//
// A template is a description of URI references, and this package keeps to
// that:
//
//   - A literal that RFC 3986 does not admit in a URI (a character beyond
//     ASCII) is written percent-encoded as UTF-8, as §3.1 requires; so is a
//     value (§3.2.1).
//   - Parse refuses a template whose literals break RFC 3986 whatever the
//     values: "http://a/[x]{y}", "a#b#{c}", "http://a:b/{c}". It takes the
//     text the template expands to when no variable is defined, which must
//     parse with [uri.Parse], or else an expansion with each variable "a"
//     or "1" ("{scheme}://{host}:{port}/" is a template: "a://:/" parses).
//   - Expand fails where the values make text that is no URI reference:
//     a letter in a port ("http://a:{port}/"), a second "#", a "[" that
//     reserved expansion ("{+x}") put in a path. So Expand's result always
//     parses with uri.Parse, and ExpandURI returns the parsed [uri.URI].
//     Parse works out, from where each expression stands in the literals,
//     whether a value can break the reference at all; Expand parses its
//     result only where one can, and most templates need no check.
//
// Errors are [*uri.Error] values: Input is the template (or, for an
// expansion that is no URI reference, the expansion), Offset the byte at
// fault, and Rule the rule it breaks, named as RFC 6570's ABNF names it
// ("expression", "operator", "varname", "prefix", "literals",
// "pct-encoded"), or as RFC 3986's does for the URI checks above.
//
// A [Template] is immutable: it is safe for concurrent use.
//
// [RFC 6570]: https://www.rfc-editor.org/rfc/rfc6570
package template

import (
	"errors"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/syntax"
)

// A Template is a parsed URI Template (RFC 6570). Its zero value is the
// empty template, which expands to "". It is immutable and safe for
// concurrent use.
type Template struct {
	s        string
	parts    []part
	vars     []Var
	steps    []step // Expand's work, varspec by varspec
	tail     string // the literal after the last expression
	repeated bool   // some variable is named more than once
	check    check  // how Expand checks that its result is a URI reference
	colons   int    // the ":" of the literals' expansion, for checkScanStrict
	ats      int    // the "@" of the literals' expansion, for checkScanStrict
}

// check says how [Template.Expand] makes sure of its result.
type check uint8

const (
	checkParse      check = iota // parse the expansion with uri.Parse
	checkScanStrict              // checkScan, and no ":" or "@" but the literals'
	checkScan                    // look for "[", "]" and a second "#" (see reservedSafeAt)
	checkNone                    // every expansion is a URI reference (see safeAt)
)

// part is a literal or an expression of a template.
type part struct {
	lit   string    // a literal as it expands (§3.1), when op is nil
	op    *operator // the expression's operator; nil for a literal
	vars  []Var     // the expression's varspecs, a window on Template.vars
	start int       // the offset in the template of the literal or of "{"
	at    int       // the offset in the literals' expansion where the part goes
}

// A step is what Expand does for one varspec (Appendix A): the literal
// before its expression, for the expression's first varspec, and then its
// value, if defined, after the lead that its place calls for. Parse works
// out everything but the value.
type step struct {
	lit  string // the literal before the expression, when first
	name string
	// lead is written before a defined value: lead[0] when it is the
	// expression's first, lead[1] after another; the operator's first
	// string or its separator, then, for the named operators, "name=".
	lead    [2]string
	pass    *[256]uint8 // the octets that pass unencoded: passU or passUR
	op      *operator
	prefix  int
	offset  int  // the offset of name in the template
	first   bool // the expression's first varspec
	explode bool
}

// A Var is one varspec of a template (RFC 6570 §2.3, §2.4): a variable
// with its modifier and the operator of its expression.
type Var struct {
	Name     string // the varname as written, dots and pct-encoded triplets included
	Operator byte   // the expression's operator: 0 (simple), '+', '#', '.', '/', ';', '?' or '&'
	Prefix   int    // the prefix modifier ":n", 1 to 9999; 0 when there is none
	Explode  bool   // the explode modifier "*"
	Offset   int    // the byte offset of Name in the template
}

// operator holds one column of the table in RFC 6570 Appendix A.
type operator struct {
	char     byte   // the operator; 0 for simple string expansion
	first    string // written before the first defined value
	sep      byte   // written between defined values
	named    bool   // values are written as name=value
	ifemp    string // written after the name of an empty value
	reserved bool   // allow: U+R (reserved and pct-encoded pass); otherwise U
}

// operators is the table of RFC 6570 Appendix A, one column each.
var operators = [...]operator{
	{char: 0, first: "", sep: ',', named: false, ifemp: "", reserved: false},
	{char: '+', first: "", sep: ',', named: false, ifemp: "", reserved: true},
	{char: '.', first: ".", sep: '.', named: false, ifemp: "", reserved: false},
	{char: '/', first: "/", sep: '/', named: false, ifemp: "", reserved: false},
	{char: ';', first: ";", sep: ';', named: true, ifemp: "", reserved: false},
	{char: '?', first: "?", sep: '&', named: true, ifemp: "=", reserved: false},
	{char: '&', first: "&", sep: '&', named: true, ifemp: "=", reserved: false},
	{char: '#', first: "#", sep: ',', named: false, ifemp: "", reserved: true},
}

// The classes of an octet in a template, one bit per rule of RFC 6570 §2.
const (
	unreserved   uint8 = 1 << iota // unreserved (RFC 3986 §2.3)
	reserved                       // reserved = gen-delims / sub-delims (RFC 3986 §2.2)
	literalOctet                   // the ASCII octets of literals (§2.1, with erratum 6937)
	varchar                        // varchar, but for pct-encoded: ALPHA / DIGIT / "_"
	opLevel                        // op-level2 / op-level3: "+" "#" "." "/" ";" "?" "&"
	opReserve                      // op-reserve: "=" "," "!" "@" "|"
	scanned                        // "[" "]" "#" ":" "@", which checkScan and checkScanStrict count
)

// octets gives the classes of every octet. Octets above 0x7F are in none.
var octets = func() (t [256]uint8) {
	set := func(c uint8, chars string) {
		for i := range len(chars) {
			t[chars[i]] |= c
		}
	}
	const (
		alphas = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
		digits = "0123456789"
	)
	set(unreserved, alphas+digits+"-._~")
	set(reserved, ":/?#[]@"+"!$&'()*+,;=")
	// literals = %x21 / %x23-24 / %x26-3B / %x3D / %x3F-5B
	//          / %x5D / %x5F / %x61-7A / %x7E / ucschar / iprivate
	//          / pct-encoded
	for o := 0x21; o <= 0x7E; o++ {
		switch o {
		case '"', '%', '<', '>', '\\', '^', '`', '{', '|', '}':
		default:
			t[o] |= literalOctet
		}
	}
	set(varchar, alphas+digits+"_")
	set(opLevel, "+#./;?&")
	set(opReserve, "=,!@|")
	set(scanned, "[]#:@")
	return t
}()

// Parse parses s as a URI Template of any level, 1 to 4 (RFC 6570 §2).
// A malformed template is an [*uri.Error] whose Offset is the first byte
// that the grammar cannot take and whose Rule names the rule it breaks:
// "expression" for an expression that does not close, "operator" for an
// operator that RFC 6570 reserves or does not define, "varname",
// "prefix", "literals" or "pct-encoded". A template whose literals break
// RFC 3986 whatever the values (see the package doc) is an error with the
// rule of RFC 3986 that its literals alone break, at the offset of the
// literal at fault.
// Parse never panics.
func Parse(s string) (*Template, error) {
	p := parser{s: s}
	if !p.uriTemplate() {
		return nil, &uri.Error{Input: s, Offset: p.i, Rule: p.rule}
	}
	t := &Template{s: s, parts: p.parts, vars: p.vars}
	// Give each expression its window on t.vars, now that it will not move.
	n := 0
	for i := range t.parts {
		if pt := &t.parts[i]; pt.op != nil {
			k := len(pt.vars)
			pt.vars = t.vars[n : n+k : n+k]
			n += k
		}
	}
	t.steps, t.tail = makeSteps(t.parts)
	if err := t.checkLiterals(); err != nil {
		return nil, err
	}
	names := make(map[string]bool, len(t.vars))
	for _, v := range t.vars {
		t.repeated = t.repeated || names[v.Name]
		names[v.Name] = true
	}
	return t, nil
}

// makeSteps returns the steps of Expand for the parts of a template, and
// the literal after its last expression.
func makeSteps(parts []part) (steps []step, tail string) {
	for i := range parts {
		p := &parts[i]
		if p.op == nil {
			tail += p.lit
			continue
		}
		pass := &passU
		if p.op.reserved {
			pass = &passUR
		}
		for j, v := range p.vars {
			st := step{name: v.Name, pass: pass, op: p.op, prefix: v.Prefix,
				offset: v.Offset, first: j == 0, explode: v.Explode}
			st.lead = [2]string{p.op.first, string(p.op.sep)}
			if p.op.named {
				st.lead[0] += v.Name + "="
				st.lead[1] += v.Name + "="
			}
			if j == 0 {
				st.lit, tail = tail, ""
			}
			steps = append(steps, st)
		}
	}
	return steps, tail
}

// MustParse is [Parse] that panics on an error; for tests and templates
// that are constants.
func MustParse(s string) *Template {
	t, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return t
}

// String returns the template as it was given to Parse.
func (t *Template) String() string { return t.s }

// Vars returns the varspecs of t in the order they are written, each with
// its operator and modifiers, so that a caller can check a set of values
// before expanding. A variable named twice is listed twice. The slice is
// the caller's to change.
func (t *Template) Vars() []Var {
	return append([]Var(nil), t.vars...)
}

// checkLiterals reports, as an [*uri.Error] on the template, where the
// literals of t break RFC 3986: it parses their expansion, all variables
// undefined, and takes the offset of the failure back to the template.
func (t *Template) checkLiterals() error {
	var b []byte
	for i := range t.parts {
		p := &t.parts[i]
		p.at = len(b)
		if p.op == nil {
			b = append(b, p.lit...)
		}
	}
	skel, err := uri.Parse(string(b))
	var e *uri.Error
	if !errors.As(err, &e) {
		t.colons = strings.Count(skel.String(), ":")
		t.ats = strings.Count(skel.String(), "@")
		t.check = checkNone
		for i := range t.parts {
			switch p := &t.parts[i]; {
			case p.op == nil, safeAt(skel, p.at, p.op):
			case reservedSafeAt(skel, p.at, p.op) && !strings.ContainsAny(skel.String(), "[]"):
				t.check = min(t.check, checkScan)
			case p.op.char == '+' && positionSafe(skel, p.at, "") && !strings.ContainsAny(skel.String(), "[]"):
				// "{+x}" where "{x}" would be safe: safe for values
				// without ":" and "@" too, which the scan counts.
				t.check = min(t.check, checkScanStrict)
			default:
				t.check = checkParse
			}
		}
		return err
	}
	if t.someExpansionParses() {
		t.check = checkParse // "{scheme}://host": a value makes the reference
		return nil
	}
	// Walk the literals again to find the template offset of e.Offset.
	at, k := len(t.s), 0 // k: the offset in the expansion
	for _, p := range t.parts {
		if p.op != nil {
			continue
		}
		if e.Offset < k+len(p.lit) {
			at = p.start + literalOffset(t.s[p.start:], e.Offset-k)
			break
		}
		k += len(p.lit)
	}
	return &uri.Error{Input: t.s, Offset: at, Rule: e.Rule}
}

// someExpansionParses reports whether t expands to a URI reference for
// some values, when its literals alone do not: it tries every variable as
// undefined, "a" or "1", in every combination for up to five variables,
// and all "a" or all "1" for more. So "{scheme}://{host}:{port}/" is a
// template, and "http://a/[x]{y}" is not.
func (t *Template) someExpansionParses() bool {
	var names []string
	for _, v := range t.vars {
		if !slices.Contains(names, v.Name) {
			names = append(names, v.Name)
		}
	}
	try := func(pick func(i int) string) bool {
		vars := make(map[string]any, len(names))
		for i, n := range names {
			if v := pick(i); v != "" {
				vars[n] = v
			}
		}
		b, err := t.appendExpansion(nil, vars)
		if err != nil {
			return false
		}
		_, err = uri.Parse(string(b))
		return err == nil
	}
	choices := [...]string{"", "a", "1"}
	if len(names) > 5 {
		return try(func(int) string { return "a" }) || try(func(int) string { return "1" })
	}
	n := 1
	for range names {
		n *= len(choices)
	}
	for c := 1; c < n; c++ { // c == 0: every variable undefined, tried already
		if try(func(i int) string {
			k := c // the digits of c in base 3 are the choices
			for range i {
				k /= len(choices)
			}
			return choices[k%len(choices)]
		}) {
			return true
		}
	}
	return false
}

// safeAt reports whether every expansion of an expression with operator
// op, put at offset at of the URI reference skel (the template's literals),
// leaves a URI reference; Expand then skips its check. It answers for the
// operators that allow unreserved characters only, whose expansions hold
// unreserved octets, triplets, and ",", "=", ".", "/", ";", "?" and "&":
// octets that RFC 3986 admits in a userinfo, a reg-name, a path, a query
// and a fragment, where "/" and "?" only start a path or a query earlier.
// The places it refuses are those where such text breaks the reference:
//
//   - the scheme ("{x}a:b" with x "1");
//   - the port and an IP-literal ("http://a:{port}/"), and the end of an
//     authority with either, where the text would join them;
//   - without an authority, the start of the path, where "/" then "/"
//     (from "{/x,y}" with x empty) would start one, unless what follows
//     up to the next "/", "?" or "#" may stand in a reg-name.
func safeAt(skel uri.URI, at int, op *operator) bool {
	return !op.reserved && positionSafe(skel, at, op.first)
}

// positionSafe reports whether text of unreserved octets, triplets,
// sub-delims, "/" and "?", after first, can go at offset at of skel and
// leave a URI reference: the places that safeAt describes.
func positionSafe(skel uri.URI, at int, first string) bool {
	s := skel.String()
	i := 0 // where the authority, or else the path, starts
	if sc := skel.Scheme(); sc != "" {
		i = len(sc) + 1
		if at < i {
			return false
		}
	}
	auth, hasAuth := skel.Authority()
	pathStart := i
	if hasAuth {
		pathStart = i + 2 + len(auth)
		if at < pathStart || at == pathStart && first != "/" && first != "?" {
			// In the authority: only in a reg-name host with no port, or in
			// the userinfo.
			_, hasPort := skel.Port()
			userinfo, hasUser := skel.Userinfo()
			inUser := hasUser && at <= i+2+len(userinfo)
			return inUser || !hasPort && skel.HostKind() == uri.HostRegName
		}
		return true
	}
	if at > pathStart+1 || at == pathStart+1 && s[pathStart] != '/' {
		return true
	}
	// The start of a path with no authority: what follows up to "/", "?",
	// "#" would join an authority that "//" started.
	for _, c := range []byte(s[at:]) {
		if c == '/' || c == '?' || c == '#' {
			break
		}
		if octets[c]&unreserved == 0 && c != '%' && !strings.ContainsRune("!$&'()*+,;=", rune(c)) {
			return false
		}
	}
	return true
}

// reservedSafeAt reports whether an expression of reserved expansion
// ("{+x}", "{#x}") at offset at of skel leaves a URI reference for every
// value without "[", "]" and "#", and with "#" too when the result has
// one "#" at most. "{#x}" is safe anywhere. The expansion of "{+x}" holds
// the octets of a path, a query and
// a fragment, which may follow one another in any order, and ":" and "@";
// so it must go into the path past its first "/" (past the second octet
// when the path starts with "/" and there is no authority, where "//"
// would start one), or into the query or the fragment.
func reservedSafeAt(skel uri.URI, at int, op *operator) bool {
	switch op.char {
	case '#':
		// Its "#" makes the rest a fragment, which holds every octet of a
		// reference but "#", "[" and "]"; and what comes before is a prefix
		// of skel, itself a reference, as a prefix of one is when it cuts
		// no IP-literal.
		return true
	case '+':
	default:
		return false
	}
	pathStart := 0
	if sc := skel.Scheme(); sc != "" {
		pathStart = len(sc) + 1
	}
	auth, hasAuth := skel.Authority()
	if hasAuth {
		pathStart += 2 + len(auth)
	}
	path := skel.Path()
	if at > pathStart+len(path) {
		return true // the query or the fragment
	}
	if hasAuth {
		return at > pathStart // path-abempty: "/" first
	}
	f := strings.IndexByte(path, '/')
	if f < 0 {
		return false
	}
	if f == 0 {
		f++
	}
	return at > pathStart+f
}

// literalOffset returns the offset in the literal text src of the octet
// at offset o of its expansion: a character that §3.1 encodes is the
// same character in both, three octets of expansion for each of its own.
func literalOffset(src string, o int) int {
	i, k := 0, 0
	for i < len(src) {
		c := src[i]
		n, w := 1, 1 // octets in src and in the expansion
		if c >= utf8.RuneSelf {
			_, n = utf8.DecodeRuneInString(src[i:])
			w = 3 * n
		} else if c == '%' {
			n, w = 3, 3
		}
		if o < k+w {
			return i
		}
		i, k = i+n, k+w
	}
	return i
}

// parser holds the state of one Parse. Its methods match the rules of
// RFC 6570 §2, one method per rule, named after it.
type parser struct {
	s     string
	i     int    // the next octet to match
	rule  string // set by fail: the rule that the octet at i breaks
	parts []part
	vars  []Var
}

// fail records that the octet at p.i breaks rule, and returns false.
func (p *parser) fail(rule string) bool {
	p.rule = rule
	return false
}

// uriTemplate matches URI-Template (RFC 6570 §2):
//
//	URI-Template  = *( literals / expression )
func (p *parser) uriTemplate() bool {
	for p.i < len(p.s) {
		ok := false
		if p.s[p.i] == '{' {
			ok = p.expression()
		} else {
			ok = p.literals()
		}
		if !ok {
			return false
		}
	}
	return true
}

// literals matches a run of literals (RFC 6570 §2.1, with erratum 6937),
// and records it as it expands (§3.1): ASCII as it is, ucschar and
// iprivate pct-encoded as UTF-8.
//
//	literals      =  %x21 / %x23-24 / %x26-3B / %x3D / %x3F-5B
//	              /  %x5D / %x5F / %x61-7A / %x7E / ucschar / iprivate
//	              /  pct-encoded
//	                   ; any Unicode character except: CTL, SP,
//	                   ;  DQUOTE, "%" (aside from pct-encoded),
//	                   ;  "<", ">", "\", "^", "`", "{", "|", "}"
func (p *parser) literals() bool {
	start := p.i
	encode := false // a character beyond ASCII must be encoded
	for p.i < len(p.s) && p.s[p.i] != '{' {
		switch c := p.s[p.i]; {
		case octets[c]&literalOctet != 0:
			p.i++
		case c == '%':
			if !p.pctEncoded() {
				return false
			}
		case c >= utf8.RuneSelf:
			r, n := utf8.DecodeRuneInString(p.s[p.i:])
			if r == utf8.RuneError && n == 1 || !syntax.IsUcschar(r) && !syntax.IsIprivate(r) {
				return p.fail("literals")
			}
			p.i += n
			encode = true
		default:
			return p.fail("literals")
		}
	}
	lit := p.s[start:p.i]
	if encode {
		var b []byte
		for i := 0; i < len(lit); i++ {
			if lit[i] < utf8.RuneSelf {
				b = append(b, lit[i])
			} else {
				b = syntax.AppendPct(b, lit[i])
			}
		}
		lit = string(b)
	}
	p.parts = append(p.parts, part{lit: lit, start: start})
	return true
}

// pctEncoded matches pct-encoded at a "%" (RFC 3986 §2.1):
//
//	pct-encoded   =  "%" HEXDIG HEXDIG
//
// On failure p.i is at the first octet that is not HEXDIG, or at len(p.s).
func (p *parser) pctEncoded() bool {
	for k := 1; k <= 2; k++ {
		if p.i+k == len(p.s) || syntax.Octets[p.s[p.i+k]]&syntax.Hexdig == 0 {
			p.i += k
			return p.fail("pct-encoded")
		}
	}
	p.i += 3
	return true
}

// expression matches expression (RFC 6570 §2.2) at a "{":
//
//	expression    =  "{" [ operator ] variable-list "}"
func (p *parser) expression() bool {
	start := p.i
	p.i++ // "{"
	op := p.operator()
	if op == nil {
		return false
	}
	n := len(p.vars)
	if !p.variableList(op.char) {
		return false
	}
	if p.i == len(p.s) {
		return p.fail("expression") // no "}"
	}
	if p.s[p.i] != '}' {
		return p.fail("expression") // neither "," nor "}" after a varspec
	}
	p.i++
	p.parts = append(p.parts, part{op: op, vars: p.vars[n:], start: start})
	return true
}

// operator matches an optional operator (RFC 6570 §2.2), and returns the
// operator's column of the table, or nil when the octet at p.i is an
// operator that the RFC reserves for future extensions, or no operator
// and no start of a varname.
//
//	operator      =  op-level2 / op-level3 / op-reserve
//	op-level2     =  "+" / "#"
//	op-level3     =  "." / "/" / ";" / "?" / "&"
//	op-reserve    =  "=" / "," / "!" / "@" / "|"
func (p *parser) operator() *operator {
	if p.i == len(p.s) {
		p.fail("expression")
		return nil
	}
	c := p.s[p.i]
	switch {
	case octets[c]&opLevel != 0:
		p.i++
		for k := range operators {
			if operators[k].char == c {
				return &operators[k]
			}
		}
	case octets[c]&varchar != 0 || c == '%':
		return &operators[0]
	case octets[c]&opReserve != 0 || octets[c]&literalOctet != 0 && octets[c]&unreserved == 0 || c == '|':
		// "{!x}", "{$x}": punctuation where an operator goes, reserved by
		// §2.2 or undefined.
		p.fail("operator")
		return nil
	}
	p.fail("varname")
	return nil
}

// variableList matches variable-list (RFC 6570 §2.3):
//
//	variable-list =  varspec *( "," varspec )
func (p *parser) variableList(op byte) bool {
	for {
		if !p.varspec(op) {
			return false
		}
		if p.i == len(p.s) || p.s[p.i] != ',' {
			return true
		}
		p.i++
	}
}

// varspec matches varspec (RFC 6570 §2.3, §2.4):
//
//	varspec       =  varname [ modifier-level4 ]
//	modifier-level4 = prefix / explode
//	explode       =  "*"
func (p *parser) varspec(op byte) bool {
	start := p.i
	if !p.varname() {
		return false
	}
	v := Var{Name: p.s[start:p.i], Operator: op, Offset: start}
	if p.i < len(p.s) {
		switch p.s[p.i] {
		case ':':
			if !p.prefix(&v.Prefix) {
				return false
			}
		case '*':
			v.Explode = true
			p.i++
		case ',', '}':
		default:
			// An octet that can be no part of a varname: "{a-b}", "{a b}".
			return p.fail("varname")
		}
	}
	p.vars = append(p.vars, v)
	return true
}

// varname matches varname (RFC 6570 §2.3):
//
//	varname       =  varchar *( ["."] varchar )
//	varchar       =  ALPHA / DIGIT / "_" / pct-encoded
func (p *parser) varname() bool {
	if !p.varchar() {
		return false
	}
	for p.i < len(p.s) {
		switch c := p.s[p.i]; {
		case c == '.':
			p.i++
			if !p.varchar() {
				return false
			}
		case octets[c]&varchar != 0 || c == '%':
			if !p.varchar() {
				return false
			}
		default:
			return true
		}
	}
	return true
}

// varchar matches one varchar (RFC 6570 §2.3).
func (p *parser) varchar() bool {
	switch {
	case p.i == len(p.s):
		return p.fail("expression")
	case p.s[p.i] == '%':
		return p.pctEncoded()
	case octets[p.s[p.i]]&varchar != 0:
		p.i++
		return true
	}
	return p.fail("varname")
}

// prefix matches prefix at its ":" (RFC 6570 §2.4.1), and stores its
// value in n:
//
//	prefix        =  ":" max-length
//	max-length    =  %x31-39 0*3DIGIT   ; positive integer < 10000
func (p *parser) prefix(n *int) bool {
	p.i++ // ":"
	if p.i == len(p.s) || p.s[p.i] < '1' || p.s[p.i] > '9' {
		return p.fail("prefix")
	}
	for k := 0; p.i < len(p.s) && '0' <= p.s[p.i] && p.s[p.i] <= '9'; k++ {
		if k == 4 {
			return p.fail("prefix") // a fifth digit: 10000 or more
		}
		*n = *n*10 + int(p.s[p.i]-'0')
		p.i++
	}
	return true
}
