package scheme

import (
	"strings"

	"github.com/uriref/uri"
)

// LDAP is what an ldap URI holds (RFC 4516 §2): a server, the base DN of
// a search, the attributes to return, the scope, the filter and the
// extensions, decoded. uri(7) gives
// "ldap://host.com:6666/o=University%20of%20Michigan,c=US??sub?(cn=Babs%20Jensen)":
// Host "host.com", Port "6666", DN "o=University of Michigan,c=US", Scope
// "sub", Filter "(cn=Babs Jensen)".
type LDAP struct {
	Host, Port string      // the server as written; Host "" lets the client choose
	DN         string      // the base object's distinguished name (RFC 4514)
	Attributes []string    // the attributes to return; none means all
	Scope      string      // "base", "one" or "sub"; "base" when the URI gives none
	Filter     string      // the search filter (RFC 4515); "" means "(objectClass=*)"
	Extensions []Extension // in order
}

// An Extension is one extension of an ldap URI (RFC 4516 §2):
// ["!"] extype ["=" exvalue]. "!" marks it critical: a client that does not
// support it must not process the URI.
type Extension struct {
	Critical bool
	Type     string // an OID: a descriptor ("bindname", "e-bindname") or dotted numbers
	Value    string // decoded; "" for none
}

// HostPort returns the server's host and port joined by ":", with port 389
// when the URI gives none, or "" when it names no server.
func (l LDAP) HostPort() string {
	if l.Host == "" {
		return ""
	}
	return hostPort("ldap", l.Host, l.Port)
}

// ParseLDAP reads the ldap URI u (RFC 4516 §2):
//
//	ldapurl     = scheme COLON SLASH SLASH [host [COLON port]]
//	                 [SLASH dn [QUESTION [attributes]
//	                 [QUESTION [scope] [QUESTION [filter]
//	                 [QUESTION extensions]]]]]
//	attributes  = attrdesc *(COMMA attrdesc)
//	scope       = "base" / "one" / "sub"
//	extensions  = extension *(COMMA extension)
//	extension   = [EXCLAMATION] extype [EQUALS exvalue]
//
// The scope is read without regard to case and returned in lowercase, and
// as "base" when absent. A "?" within a field is written "%3F", and a ","
// within an attribute or extension "%2C".
//
// It refuses, with an [*uri.Error] whose Input is u.String(): another
// scheme, no authority, a query without the "/" of a DN, or a fifth "?"
// (Rule "ldapurl"); a userinfo (Rule "hostport"); an attribute that is not
// a descriptor, an OID, "*" or "+", with options after ";" (Rule
// "attributes"); another scope (Rule "scope"); a filter that is not within
// balanced parentheses (Rule "filter"); an extension without a type, or
// whose type is not an OID (Rule "extension").
func ParseLDAP(u uri.URI) (LDAP, error) {
	l := LDAP{Scope: "base"}
	if err := checkScheme(u, "ldap", "ldapurl"); err != nil {
		return LDAP{}, err
	}
	var err error
	if l.Host, l.Port, err = server(u, "ldapurl"); err != nil {
		if _, ok := u.Userinfo(); ok {
			err = errAt(u, authorityStart(u), "hostport")
		}
		return LDAP{}, err
	}
	p := u.Path()
	q, hasQuery := u.Query()
	if p == "" {
		if hasQuery {
			return LDAP{}, errAt(u, queryStart(u), "ldapurl")
		}
		return l, nil
	}
	l.DN = decode(p[1:]) // SLASH dn
	if !hasQuery {
		return l, nil
	}
	at := queryStart(u) + 1 // the offset of the field in u
	fields := strings.SplitN(q, "?", 5)
	if len(fields) == 5 {
		return LDAP{}, errAt(u, at+len(q)-len(fields[4])-1, "ldapurl")
	}
	for f, raw := range fields {
		switch f {
		case 0:
			l.Attributes, err = readAttributes(u, at, raw)
		case 1:
			l.Scope, err = readScope(u, at, raw)
		case 2:
			l.Filter, err = readFilter(u, at, raw)
		case 3:
			l.Extensions, err = readExtensions(u, at, raw)
		}
		if err != nil {
			return LDAP{}, err
		}
		at += len(raw) + 1
	}
	return l, nil
}

// readAttributes reads the field raw, at the offset at in u, by the rule
// attributes = attrdesc *(COMMA attrdesc), and returns the attributes
// decoded, or none when raw is empty.
func readAttributes(u uri.URI, at int, raw string) ([]string, error) {
	if raw == "" {
		return nil, nil
	}
	var attrs []string
	for a := range strings.SplitSeq(raw, ",") {
		d := decode(a)
		if j := badAttribute(d); j >= 0 {
			return nil, errAt(u, at+rawIndex(a, j), "attributes")
		}
		attrs = append(attrs, d)
		at += len(a) + 1
	}
	return attrs, nil
}

// readScope reads the field raw, at the offset at in u, by the rule
// scope = "base" / "one" / "sub", without regard to case, and returns it
// in lowercase, or "base" when raw is empty.
func readScope(u uri.URI, at int, raw string) (string, error) {
	switch d := strings.ToLower(decode(raw)); d {
	case "":
		return "base", nil
	case "base", "one", "sub":
		return d, nil
	}
	return "", errAt(u, at, "scope")
}

// readFilter reads the field raw, at the offset at in u, as a filter
// (RFC 4515 §3), and returns it decoded.
func readFilter(u uri.URI, at int, raw string) (string, error) {
	d := decode(raw)
	if j := badFilter(d); j >= 0 {
		return "", errAt(u, at+rawIndex(raw, j), "filter")
	}
	return d, nil
}

// readExtensions reads the field raw, at the offset at in u, by the rule
// extensions = extension *(COMMA extension).
func readExtensions(u uri.URI, at int, raw string) ([]Extension, error) {
	var exts []Extension
	for e := range strings.SplitSeq(raw, ",") {
		x, j := readExtension(e)
		if j >= 0 {
			return nil, errAt(u, at+j, "extension")
		}
		exts = append(exts, x)
		at += len(e) + 1
	}
	return exts, nil
}

// readExtension reads one raw extension, and returns the offset in e where
// it breaks the rule, or -1.
func readExtension(e string) (Extension, int) {
	var x Extension
	raw := e
	if strings.HasPrefix(raw, "!") {
		x.Critical, raw = true, raw[1:]
	}
	typ, value, _ := strings.Cut(raw, "=")
	d := decode(typ)
	if j := badOID(d); j >= 0 {
		return Extension{}, len(e) - len(raw) + rawIndex(typ, j)
	}
	x.Type, x.Value = d, decode(value)
	return x, -1
}

// badOID returns the index of the first octet of s that breaks oid
// (RFC 4512 §1.4), or -1:
//
//	oid = descr / numericoid
//	descr = keystring = leadkeychar *keychar
//	numericoid = number 1*( DOT number )
func badOID(s string) int {
	if s == "" {
		return 0
	}
	if isAlpha(s[0]) {
		for i := 1; i < len(s); i++ {
			if o := s[i]; !isAlpha(o) && (o < '0' || o > '9') && o != '-' {
				return i
			}
		}
		return -1
	}
	dots := 0
	for i := 0; i < len(s); i++ {
		switch o := s[i]; {
		case o == '.':
			if i == 0 || s[i-1] == '.' || i == len(s)-1 {
				return i
			}
			dots++
		case o < '0' || o > '9':
			return i
		}
	}
	if dots == 0 {
		return len(s)
	}
	return -1
}

// badAttribute returns the index of the first octet of the attribute
// selector s that breaks its rule (RFC 4511 §4.5.1.8), or -1: "*", "+",
// or an OID with options.
//
//	attributedescription = attributetype options
//	options = *( SEMI option )
func badAttribute(s string) int {
	if s == "*" || s == "+" {
		return -1
	}
	typ, opts, _ := strings.Cut(s, ";")
	if j := badOID(typ); j >= 0 {
		return j
	}
	if len(typ) == len(s) {
		return -1
	}
	at := len(typ) + 1
	for o := range strings.SplitSeq(opts, ";") {
		if o == "" {
			return at
		}
		for i := 0; i < len(o); i++ {
			if c := o[i]; !isAlpha(c) && (c < '0' || c > '9') && c != '-' {
				return at + i
			}
		}
		at += len(o) + 1
	}
	return -1
}

// badFilter returns the index of the first octet of the decoded filter s
// that unbalances its parentheses, or -1: a filter (RFC 4515 §3) is
// "(" filtercomp ")", and its values write "(" and ")" as "\28" and "\29".
// An empty filter is absent.
func badFilter(s string) int {
	if s == "" {
		return -1
	}
	if s[0] != '(' {
		return 0
	}
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			if depth--; depth < 0 {
				return i
			}
			if depth == 0 && i != len(s)-1 {
				return i + 1
			}
		}
	}
	if depth != 0 {
		return len(s)
	}
	return -1
}

// URI returns the ldap URI of l, always with the "/" before the DN, and
// with the fields after "?" up to the last one that is not empty: a Scope
// of "base" or "" is left out. Octets that would end a field are
// percent-encoded: "?" everywhere, and "," in attributes and extensions.
// An error is an [*uri.Error] whose Input is the field at fault, with the
// Rule [ParseLDAP] gives.
func (l LDAP) URI() (uri.URI, error) {
	var fields [4]string
	for i, a := range l.Attributes {
		if j := badAttribute(a); j >= 0 {
			return uri.URI{}, errIn(a, j, "attributes")
		}
		if i > 0 {
			fields[0] += ","
		}
		fields[0] += escape(a, uri.ComponentQuery, "?,")
	}
	switch s := strings.ToLower(l.Scope); s {
	case "", "base":
	case "one", "sub":
		fields[1] = s
	default:
		return uri.URI{}, errIn(l.Scope, 0, "scope")
	}
	if j := badFilter(l.Filter); j >= 0 {
		return uri.URI{}, errIn(l.Filter, j, "filter")
	}
	fields[2] = escape(l.Filter, uri.ComponentQuery, "?")
	for i, x := range l.Extensions {
		if j := badOID(x.Type); j >= 0 {
			return uri.URI{}, errIn(x.Type, j, "extension")
		}
		if i > 0 {
			fields[3] += ","
		}
		if x.Critical {
			fields[3] += "!"
		}
		fields[3] += x.Type
		if x.Value != "" {
			fields[3] += "=" + escape(x.Value, uri.ComponentQuery, "?,")
		}
	}
	n := len(fields)
	for n > 0 && fields[n-1] == "" {
		n--
	}
	parts := append([]uri.Part{uri.Set(uri.ComponentScheme, "ldap")}, serverParts(l.Host, l.Port)...)
	parts = append(parts, uri.Set(uri.ComponentPath, "/"+escape(l.DN, uri.ComponentPath, "")))
	if n > 0 {
		parts = append(parts, uri.Set(uri.ComponentQuery, strings.Join(fields[:n], "?")))
	}
	return uri.Build(parts...)
}
