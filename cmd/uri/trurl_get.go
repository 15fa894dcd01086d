package main

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/uriref/uri"
	"github.com/uriref/uri/cmd/uri/internal/display"
)

// A getPiece is a literal part of a format, or else a placeholder. The
// trurl mode's --get and "uri get" read their formats alike.
type getPiece struct {
	lit      string
	comp     string // the component, "query" with a key, or "" for a literal
	key      string // {query:key}, {query-all:key}
	hasKey   bool
	all      bool // query-all:
	encoded  bool // url: or a leading ":"
	strict   bool // strict: a decode problem is an error
	must     bool // must: a missing component is an error
	defPort  bool // default:
	puny     bool
	idn      bool
	variable string // the placeholder as written between its brackets
}

// getQualifiers are the prefixes a --get variable may have, in any order.
var getQualifiers = []string{"url:", "strict:", "must:", "default:", "puny:", "idn:"}

// getOwnNames are the placeholders of "uri get" that trurl's --get lacks.
var getOwnNames = []string{"uri", "authority", "userinfo", "hostkind"}

// parseGetFormat splits a format into pieces. Variables are {component}
// or, as in trurl when the format's first opener is "[", [component]; the
// two are not mixed, and the other bracket is text. "{{" ("[[") and "\{"
// ("\[") are an opener as text, and "\\", "\t", "\n" and "\r" are a
// backslash, a tab, a newline and a carriage return. An opener without its
// closer is text. The components are trurl's, and the names in extra.
func parseGetFormat(f string, extra []string) ([]getPiece, error) {
	open, close := getBrackets(f)
	var pieces []getPiece
	var lit strings.Builder
	for i := 0; i < len(f); i++ {
		c := f[i]
		switch {
		case c == '\\' && i+1 < len(f):
			i++
			writeGetEscape(&lit, f[i])
		case c == open && i+1 < len(f) && f[i+1] == open:
			lit.WriteByte(open)
			i++
		case c == open:
			end := strings.IndexByte(f[i+1:], close)
			if end < 0 {
				lit.WriteString(f[i:])
				i = len(f)
				continue
			}
			p, err := parseGetVariable(f[i+1:i+1+end], extra)
			if err == errUnknownPlaceholder {
				return nil, fmt.Errorf("unknown placeholder %s at offset %d", f[i:i+2+end], i)
			}
			if err != nil {
				return nil, err
			}
			if lit.Len() > 0 {
				pieces = append(pieces, getPiece{lit: lit.String()})
				lit.Reset()
			}
			pieces = append(pieces, p)
			i += 1 + end
		default:
			lit.WriteByte(c)
		}
	}
	if lit.Len() > 0 {
		pieces = append(pieces, getPiece{lit: lit.String()})
	}
	return pieces, nil
}

// getBrackets returns the opener and closer of the variables of a --get
// format: "[" and "]" if its first unescaped opener is "[", else "{" and "}".
func getBrackets(f string) (open, close byte) {
	for i := 0; i < len(f); i++ {
		if f[i] == '\\' {
			i++
		} else if f[i] == '{' || f[i] == '[' {
			if f[i] == '[' {
				return '[', ']'
			}
			break
		}
	}
	return '{', '}'
}

// writeGetEscape writes what a backslash and c stand for in a --get format:
// "\\", "\t", "\n" and "\r" a backslash, a tab, a newline and a carriage
// return, "\{" and "\[" the bracket, any other both octets.
func writeGetEscape(lit *strings.Builder, c byte) {
	switch c {
	case '\\':
		lit.WriteByte('\\')
	case 't':
		lit.WriteByte('\t')
	case 'n':
		lit.WriteByte('\n')
	case 'r':
		lit.WriteByte('\r')
	case '{', '[':
		lit.WriteByte(c)
	default:
		lit.WriteByte('\\')
		lit.WriteByte(c)
	}
}

var errUnknownPlaceholder = errors.New("unknown placeholder")

// parseGetVariable reads the text between the brackets of a variable.
func parseGetVariable(v string, extra []string) (getPiece, error) {
	p := getPiece{variable: v}
	name := v
	if strings.HasPrefix(name, ":") {
		p.encoded, name = true, name[1:]
	}
	for again := true; again; {
		again = false
		for _, q := range getQualifiers {
			if rest, ok := strings.CutPrefix(name, q); ok {
				switch q {
				case "url:":
					p.encoded = true
				case "strict:":
					p.strict = true
				case "must:":
					p.must = true
				case "default:":
					p.defPort = true
				case "puny:":
					p.puny = true
				case "idn:":
					p.idn = true
				}
				name, again = rest, true
			}
		}
	}
	switch {
	case p.puny && p.idn:
		return p, fmt.Errorf("puny: and idn: are mutually exclusive in {%s}", v)
	case strings.HasPrefix(name, "query:"):
		p.comp, p.key, p.hasKey = "query", name[len("query:"):], true
	case strings.HasPrefix(name, "query-all:"):
		p.comp, p.key, p.hasKey, p.all = "query", name[len("query-all:"):], true, true
	case isTrurlComponent(name) || slices.Contains(extra, name):
		p.comp = name
	default:
		return p, errUnknownPlaceholder
	}
	return p, nil
}

// A getURL is the URL, or the reference, whose components a format shows.
type getURL struct {
	u     uri.URI  // the URL as {url} shows it
	flags outFlags // how u is written
	// rewrite returns the URL written with other flags, for the qualifiers
	// default:, puny: and idn:, and for {port}, the port written.
	rewrite func(outFlags) (uri.URI, error)
	sep     byte                 // the query separator
	encoded bool                 // --urlencode: components as written
	note    func(string, ...any) // reports a decode problem; nil: none
}

// expandGet writes the text of the format for g to b and, when field is
// not nil, calls it for each placeholder with its value and whether g has
// the component. A must: or strict: failure, or a URL that the qualifiers
// make invalid, is an error.
func expandGet(pieces []getPiece, g *getURL, b *strings.Builder, field func(p getPiece, v string, ok bool)) error {
	for _, p := range pieces {
		if p.comp == "" {
			b.WriteString(p.lit)
			continue
		}
		v, ok, err := g.value(p)
		if err != nil {
			return err
		}
		if !ok && p.must {
			return trurlErrorf(exitGet, "missing {%s} in %s", p.variable, g.u.String())
		}
		b.WriteString(v)
		if field != nil {
			field(p, v, ok)
		}
	}
	return nil
}

// value returns what the placeholder p shows of g, and whether g has it.
func (g *getURL) value(p getPiece) (string, bool, error) {
	f := g.flags
	f.defaultPort = f.defaultPort || p.defPort
	if p.puny || p.idn {
		f.puny, f.idn = p.puny, p.idn
	}
	if p.comp != "url" && p.comp != "uri" {
		f.keepPort = true // as trurl, {port} shows the port written
	}
	u := g.u
	if f != g.flags {
		var err error
		if u, err = g.rewrite(f); err != nil {
			return "", false, trurlErrorf(exitOutput, "could not output a valid URL: %s", strings.TrimPrefix(err.Error(), "uri: "))
		}
	}
	var v string
	var ok bool
	switch p.comp {
	case "url", "uri":
		return u.String(), true, nil
	case "authority":
		v, ok = u.Authority()
		return v, ok, nil
	case "hostkind":
		return u.HostKind().String(), true, nil
	case "userinfo":
		v, ok = u.Userinfo()
	default:
		t := fromURI(u)
		if p.hasKey {
			return g.queryValue(t, p)
		}
		v, ok = t.component(p.comp)
	}
	if !ok {
		return "", false, nil
	}
	v, err := g.show(v, p.comp, p.encoded, p.strict)
	return v, true, err
}

// show returns a value for output: decoded unless encoded, with a note or,
// for strict, an error when the decoded value holds an octet that is shown
// percent-encoded.
func (g *getURL) show(v, what string, encoded, strict bool) (string, error) {
	if encoded || g.encoded {
		return v, nil
	}
	d, problem := display.ShowDecoded(v)
	if problem {
		if strict {
			return "", trurlErrorf(exitGet, "%s decodes to a control or non-UTF-8 octet [%s]", what, v)
		}
		if g.note != nil {
			g.note("%s decodes to a control or non-UTF-8 octet, shown percent-encoded", what)
		}
	}
	return d, nil
}

// queryValue returns the value of the first pair "key=value" whose decoded
// key is p.key, or with query-all: the values of all of them,
// space-separated. Decoded, "%00" is ".", as trurl's manual says.
func (g *getURL) queryValue(t turl, p getPiece) (string, bool, error) {
	var vals []string
	for _, pair := range queryPairs(&t, g.sep) {
		_, v, hasValue := strings.Cut(pair, "=")
		if !hasValue || pairKey(pair) != p.key {
			continue // as trurl, a pair without "=" has no value to show
		}
		if !p.encoded && !g.encoded {
			v = strings.ReplaceAll(v, "%00", ".")
		}
		d, err := g.show(v, "query:"+p.key, p.encoded, p.strict)
		if err != nil {
			return "", false, err
		}
		vals = append(vals, d)
		if !p.all {
			break
		}
	}
	return strings.Join(vals, " "), len(vals) > 0, nil
}

// component returns the named component of t as written, and whether it
// is present. The path is always present, and so is the scheme of a URL
// (that of a relative reference is not); a zoneid never, as RFC 3986 has
// none.
func (t *turl) component(name string) (string, bool) {
	s, has := t.field(name)
	switch {
	case s == nil:
		return "", false
	case has == nil:
		return *s, name != "scheme" || *s != ""
	}
	return *s, *has
}

// field returns the text of the named component of t and the flag of its
// presence, nil for the scheme and the path, which are always present; or
// two nils for a name that is no component of t.
func (t *turl) field(name string) (*string, *bool) {
	switch name {
	case "scheme":
		return &t.scheme, nil
	case "user":
		return &t.user, &t.hasUser
	case "password":
		return &t.password, &t.hasPassword
	case "options":
		return &t.options, &t.hasOption
	case "host":
		return &t.host, &t.hasHost
	case "port":
		return &t.port, &t.hasPort
	case "path":
		return &t.path, nil
	case "query":
		return &t.query, &t.hasQuery
	case "fragment":
		return &t.fragment, &t.hasFragment
	}
	return nil, nil
}

// jsonShow returns a value decoded for JSON output, with a note when it
// holds an octet that is not UTF-8, left as its triplet.
func (r *trurlRun) jsonShow(v, what string) string {
	d, problem := display.JSONDecoded(v)
	if problem {
		r.note("%s decodes to an octet that is not UTF-8, shown percent-encoded", what)
	}
	return d
}

// printGet writes the --get format for the URL u that t gives.
func (r *trurlRun) printGet(t turl, u uri.URI) error {
	g := getURL{u: u, flags: r.flags(), sep: r.sep, encoded: r.urlencode, note: r.note,
		rewrite: func(f outFlags) (uri.URI, error) { return finish(t, f) }}
	var b strings.Builder
	if err := expandGet(r.get, &g, &b, nil); err != nil {
		return err
	}
	b.WriteByte('\n')
	r.out.WriteString(b.String())
	return nil
}

// printJSON writes the URL u that t gives as one object of trurl's JSON
// array: "url", "parts" with every component present, "params" with the
// query's pairs.
func (r *trurlRun) printJSON(t turl, u uri.URI) error {
	f := r.flags()
	if !f.keepPort { // as trurl, parts.port is the port written
		f.keepPort = true
		pu, err := finish(t, f)
		if err != nil {
			return trurlErrorf(exitOutput, "could not output a valid URL: %s", strings.TrimPrefix(err.Error(), "uri: "))
		}
		t = fromURI(pu)
	} else {
		t = fromURI(u)
	}
	var b []byte
	if r.nJSON > 0 {
		b = append(b, ',')
	}
	b = append(b, '\n')
	r.nJSON++
	b = append(b, "  {\n    \"url\": "...)
	b = display.AppendJSONString(b, u.String())
	b = r.appendJSONParts(b, t)
	if t.hasQuery && t.query != "" {
		b = r.appendJSONParams(b, t)
	}
	b = append(b, "\n  }"...)
	r.out.Write(b)
	return nil
}

// appendJSONParts appends the "parts" member of printJSON's object: every
// component t has, decoded unless --urlencode; JSON escapes the controls.
func (r *trurlRun) appendJSONParts(b []byte, t turl) []byte {
	b = append(b, ",\n    \"parts\": {"...)
	n := 0
	for _, name := range trurlComponents[1:] {
		v, ok := t.component(name)
		if !ok {
			continue
		}
		if name != "scheme" && name != "port" && !r.urlencode {
			v = r.jsonShow(v, name)
		}
		if n > 0 {
			b = append(b, ',')
		}
		n++
		b = append(b, "\n      "...)
		b = display.AppendJSONString(b, name)
		b = append(b, ": "...)
		b = display.AppendJSONString(b, v)
	}
	return append(b, "\n    }"...)
}

// appendJSONParams appends the "params" member of printJSON's object: the
// key and the value of each pair of t's query (but the empty ones),
// decoded, with --urlencode too, as in trurl.
func (r *trurlRun) appendJSONParams(b []byte, t turl) []byte {
	b = append(b, ",\n    \"params\": ["...)
	for i, pair := range r.pairs(&t) {
		k, v, _ := strings.Cut(pair, "=")
		k = r.jsonShow(k, "query")
		v = r.jsonShow(v, "query")
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, "\n      {\n        \"key\": "...)
		b = display.AppendJSONString(b, k)
		b = append(b, ",\n        \"value\": "...)
		b = display.AppendJSONString(b, v)
		b = append(b, "\n      }"...)
	}
	return append(b, "\n    ]"...)
}
