package scheme

import (
	"strings"

	"github.com/uriref/uri"
)

// URN is what a urn URI holds (RFC 8141 §2): a namespace identifier, the
// namespace-specific string, and the r- and q-components. Unlike the other
// types of this package, it keeps the NSS and components as written,
// percent-encoded, since RFC 8141 §3 compares them so: "a%2Cb" and "a,b"
// are different names.
//
// "urn:example:a123,z456?+abc?=xyz" has NID "example", NSS "a123,z456",
// RComponent "abc" and QComponent "xyz".
type URN struct {
	NID        string // the namespace identifier, as written
	NSS        string // the namespace-specific string, as written
	RComponent string // for resolvers, after "?+"; "" for none
	QComponent string // for the named resource, after "?="; "" for none
}

// ParseURN reads the urn URI u (RFC 8141 §2). "urn" is matched without
// regard to case.
//
//	namestring    = assigned-name
//	                [ rq-components ]
//	                [ "#" f-component ]
//	assigned-name = "urn" ":" NID ":" NSS
//	NID           = (alphanum) 0*30(ldh) (alphanum)
//	NSS           = pchar *(pchar / "/")
//	rq-components = [ "?+" r-component ]
//	                [ "?=" q-component ]
//
// It refuses, with an [*uri.Error] whose Input is u.String(): another
// scheme or an authority (Rule "assigned-name"); a NID that is not 2 to 32
// letters, digits and inner hyphens, or no ":" after it (Rule "NID"); an
// empty NSS, or one starting with "/" (Rule "NSS"); and a query that is not
// "+" r-component then "?=" q-component, each not empty (Rule
// "rq-components").
func ParseURN(u uri.URI) (URN, error) {
	var n URN
	if err := checkScheme(u, "urn", "assigned-name"); err != nil {
		return n, err
	}
	if _, ok := u.Authority(); ok {
		return n, errAt(u, authorityStart(u)-2, "assigned-name")
	}
	p, at := u.Path(), pathStart(u)
	nid, nss, ok := strings.Cut(p, ":")
	if j := badNID(nid); j >= 0 || !ok {
		if j < 0 {
			j = len(nid)
		}
		return URN{}, errAt(u, at+j, "NID")
	}
	if nss == "" || nss[0] == '/' {
		return URN{}, errAt(u, at+len(nid)+1, "NSS")
	}
	n.NID, n.NSS = nid, nss
	q, ok := u.Query()
	if !ok {
		return n, nil
	}
	at = queryStart(u) + 1
	var err error
	if n.RComponent, n.QComponent, err = rqComponents(q); err != nil {
		return URN{}, errAt(u, at+err.(*uri.Error).Offset, "rq-components")
	}
	return n, nil
}

// rqComponents splits the query of a URN into its r- and q-components,
// or gives an error whose Offset is within q.
func rqComponents(q string) (r, qc string, err error) {
	rest := q
	if strings.HasPrefix(rest, "+") {
		i := strings.Index(rest, "?=")
		if i < 0 {
			i = len(rest)
		}
		if i == 1 {
			return "", "", errIn(q, 1, "rq-components")
		}
		r, rest = rest[1:i], rest[i:]
		if rest == "" {
			return r, "", nil
		}
		rest = rest[1:]
	}
	if !strings.HasPrefix(rest, "=") {
		return "", "", errIn(q, len(q)-len(rest), "rq-components")
	}
	if rest == "=" {
		return "", "", errIn(q, len(q), "rq-components")
	}
	return r, rest[1:], nil
}

// badNID returns the index of the first octet of s that breaks NID, or -1.
func badNID(s string) int {
	isAlnum := func(o byte) bool { return isAlpha(o) || '0' <= o && o <= '9' }
	for i := 0; i < len(s); i++ {
		if i == 32 || !isAlnum(s[i]) && (s[i] != '-' || i == 0 || i == len(s)-1) {
			return i
		}
	}
	if len(s) < 2 {
		return len(s)
	}
	return -1
}

// URI returns the urn URI of n, with the scheme in lowercase. The fields
// are taken as written; an error is an [*uri.Error] whose Input is the
// field at fault, with the Rule [ParseURN] gives, or that of RFC 3986 for
// an octet that may not stand in a path or query.
func (n URN) URI() (uri.URI, error) {
	if j := badNID(n.NID); j >= 0 {
		return uri.URI{}, errIn(n.NID, j, "NID")
	}
	if n.NSS == "" || n.NSS[0] == '/' {
		return uri.URI{}, errIn(n.NSS, 0, "NSS")
	}
	parts := []uri.Part{uri.Set(uri.ComponentScheme, "urn"), uri.Set(uri.ComponentPath, n.NID+":"+n.NSS)}
	var q string
	if n.RComponent != "" {
		q = "+" + n.RComponent
	}
	if n.QComponent != "" {
		if q != "" {
			q += "?"
		}
		q += "=" + n.QComponent
	}
	if q != "" {
		if _, _, err := rqComponents(q); err != nil || strings.Contains(n.RComponent, "?=") || strings.Contains(q, "#") {
			return uri.URI{}, errIn(q, 0, "rq-components")
		}
		parts = append(parts, uri.Set(uri.ComponentQuery, q))
	}
	return uri.Build(parts...)
}

// Equal reports whether n and m name the same resource by the rules of
// RFC 8141 §3.1: the NIDs are compared without regard to case, the NSSs
// after uppercasing the hexadecimal digits of their triplets, and the r-
// and q-components, like any fragment, are not compared.
func (n URN) Equal(m URN) bool {
	return strings.EqualFold(n.NID, m.NID) && upperTriplets(n.NSS) == upperTriplets(m.NSS)
}

// upperTriplets returns s with the hexadecimal digits of its triplets in
// uppercase (RFC 3986 §6.2.2.1).
func upperTriplets(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	b := []byte(s)
	for i := 0; i+2 < len(b); i++ {
		if b[i] == '%' {
			b[i+1], b[i+2] = upper(b[i+1]), upper(b[i+2])
			i += 2
		}
	}
	return string(b)
}

// upper returns the uppercase of the ASCII letter o, or o.
func upper(o byte) byte {
	if 'a' <= o && o <= 'z' {
		return o - 'a' + 'A'
	}
	return o
}
