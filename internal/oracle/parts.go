package oracle

import "strings"

// Parts is a reference taken apart into its components (RFC 3986 §3), or
// the error it gives: the one shape in which the tests of every package
// state and compare components. A nil pointer is an absent component; the
// path is never absent. Tests compare Parts, never URIs themselves, with
// cmp.Diff, which would call URI.Equal.
type Parts struct {
	Scheme, Authority, Userinfo, Host *string
	Kind                              string // the HostKind's String: "none" without an authority
	Port                              *string
	Path                              string
	Query, Fragment                   *string

	Offset int    // of the error, when Rule is set
	Rule   string // the rule the error names; "" for a valid reference
}

// Accessors is what PartsOf reads: the accessors of a uri.URI or an
// iri.IRI.
type Accessors interface {
	HasScheme() bool
	Scheme() string
	Authority() (string, bool)
	Userinfo() (string, bool)
	Host() string
	Port() (string, bool)
	Path() string
	Query() (string, bool)
	Fragment() (string, bool)
}

// PartsOf takes r apart by its accessors; kind is the String of its
// HostKind.
func PartsOf(r Accessors, kind string) Parts {
	_, auth := r.Authority()
	return Parts{
		Scheme:    opt(r.Scheme(), r.HasScheme()),
		Authority: opt(r.Authority()),
		Userinfo:  opt(r.Userinfo()),
		Host:      opt(r.Host(), auth),
		Kind:      kind,
		Port:      opt(r.Port()),
		Path:      r.Path(),
		Query:     opt(r.Query()),
		Fragment:  opt(r.Fragment()),
	}
}

// Text returns a pointer to s, for a component that is present.
func Text(s string) *string { return &s }

func opt(s string, ok bool) *string {
	if !ok {
		return nil
	}
	return &s
}

// Recompose joins the components as RFC 3986 §5.3 prints it: the
// authority as a whole when it is set, else the userinfo, host and port.
func (p Parts) Recompose() string {
	var b strings.Builder
	if p.Scheme != nil {
		b.WriteString(*p.Scheme + ":")
	}
	switch {
	case p.Authority != nil:
		b.WriteString("//" + *p.Authority)
	case p.Host != nil:
		b.WriteString("//")
		if p.Userinfo != nil {
			b.WriteString(*p.Userinfo + "@")
		}
		b.WriteString(*p.Host)
		if p.Port != nil {
			b.WriteString(":" + *p.Port)
		}
	}
	b.WriteString(p.Path)
	if p.Query != nil {
		b.WriteString("?" + *p.Query)
	}
	if p.Fragment != nil {
		b.WriteString("#" + *p.Fragment)
	}
	return b.String()
}
