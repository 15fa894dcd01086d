// Package format reads and expands the formats of "uri get" and of the
// trurl mode's --get: text with placeholders such as {host}, {:path} or
// {query:KEY} that name the components of a URL as trurl splits it
// (Parts), each shown decoded unless asked for as written.
package format

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/uriref/uri"
	"github.com/uriref/uri/cmd/uri/internal/display"
)

// A Piece is a literal part of a format, or else a placeholder.
type Piece struct {
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

// qualifiers are the prefixes a placeholder may have, in any order.
var qualifiers = []string{"url:", "strict:", "must:", "default:", "puny:", "idn:"}

// GetNames are the placeholders of "uri get" that trurl's --get lacks,
// for Parse's extra.
var GetNames = []string{"uri", "authority", "userinfo", "hostkind"}

// Parse splits a format into pieces. Variables are {component} or, as in
// trurl when the format's first opener is "[", [component]; the two are
// not mixed, and the other bracket is text. "{{" ("[[") and "\{" ("\[")
// are an opener as text, and "\\", "\t", "\n" and "\r" are a backslash, a
// tab, a newline and a carriage return. An opener without its closer is
// text. The components are trurl's, and the names in extra.
func Parse(f string, extra []string) ([]Piece, error) {
	open, close := brackets(f)
	var pieces []Piece
	var lit strings.Builder
	for i := 0; i < len(f); i++ {
		c := f[i]
		switch {
		case c == '\\' && i+1 < len(f):
			i++
			writeEscape(&lit, f[i])
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
			p, err := parseVariable(f[i+1:i+1+end], extra)
			if err == errUnknownPlaceholder {
				return nil, fmt.Errorf("unknown placeholder %s at offset %d", f[i:i+2+end], i)
			}
			if err != nil {
				return nil, err
			}
			if lit.Len() > 0 {
				pieces = append(pieces, Piece{lit: lit.String()})
				lit.Reset()
			}
			pieces = append(pieces, p)
			i += 1 + end
		default:
			lit.WriteByte(c)
		}
	}
	if lit.Len() > 0 {
		pieces = append(pieces, Piece{lit: lit.String()})
	}
	return pieces, nil
}

// brackets returns the opener and closer of the variables of a format:
// "[" and "]" if its first unescaped opener is "[", else "{" and "}".
func brackets(f string) (open, close byte) {
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

// writeEscape writes what a backslash and c stand for in a format: "\\",
// "\t", "\n" and "\r" a backslash, a tab, a newline and a carriage return,
// "\{" and "\[" the bracket, any other both octets.
func writeEscape(lit *strings.Builder, c byte) {
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

// parseVariable reads the text between the brackets of a variable.
func parseVariable(v string, extra []string) (Piece, error) {
	p := Piece{variable: v}
	name := v
	if strings.HasPrefix(name, ":") {
		p.encoded, name = true, name[1:]
	}
	for again := true; again; {
		again = false
		for _, q := range qualifiers {
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
	case IsComponent(name) || slices.Contains(extra, name):
		p.comp = name
	default:
		return p, errUnknownPlaceholder
	}
	return p, nil
}

// A URL is the URL, or the reference, whose components a format shows.
type URL struct {
	URI   uri.URI // the URL as {url} shows it
	Flags Flags   // how URI is written
	// Rewrite returns the URL written with other flags, for the qualifiers
	// default:, puny: and idn:, and for {port}, the port written.
	Rewrite func(Flags) (uri.URI, error)
	Sep     byte                 // the query separator
	Encoded bool                 // --urlencode: components as written
	Note    func(string, ...any) // reports a decode problem; nil: none
}

// An Error is the failure of a must: or strict: placeholder: the
// component is missing, or decodes to an octet that is shown
// percent-encoded.
type Error struct{ msg string }

func (e *Error) Error() string { return e.msg }

// Expand writes the text of the format for g to b and, when field is not
// nil, calls it for each placeholder with the placeholder as written
// between its brackets, its value and whether g has the component. A
// must: or strict: failure is an *Error; a URL that the qualifiers make
// invalid is an error too.
func Expand(pieces []Piece, g *URL, b *strings.Builder, field func(variable, v string, ok bool)) error {
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
			return &Error{fmt.Sprintf("missing {%s} in %s", p.variable, g.URI.String())}
		}
		b.WriteString(v)
		if field != nil {
			field(p.variable, v, ok)
		}
	}
	return nil
}

// value returns what the placeholder p shows of g, and whether g has it.
func (g *URL) value(p Piece) (string, bool, error) {
	f := g.Flags
	f.DefaultPort = f.DefaultPort || p.defPort
	if p.puny || p.idn {
		f.Puny, f.IDN = p.puny, p.idn
	}
	if p.comp != "url" && p.comp != "uri" {
		f.KeepPort = true // as trurl, {port} shows the port written
	}
	u := g.URI
	if f != g.Flags {
		var err error
		if u, err = g.Rewrite(f); err != nil {
			return "", false, fmt.Errorf("could not output a valid URL: %s", strings.TrimPrefix(err.Error(), "uri: "))
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
		t := Split(u)
		if p.hasKey {
			return g.queryValue(t, p)
		}
		v, ok = t.Component(p.comp)
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
func (g *URL) show(v, what string, encoded, strict bool) (string, error) {
	if encoded || g.Encoded {
		return v, nil
	}
	d, problem := display.ShowDecoded(v)
	if problem {
		if strict {
			return "", &Error{fmt.Sprintf("%s decodes to a control or non-UTF-8 octet [%s]", what, v)}
		}
		if g.Note != nil {
			g.Note("%s decodes to a control or non-UTF-8 octet, shown percent-encoded", what)
		}
	}
	return d, nil
}

// queryValue returns the value of the first pair "key=value" whose decoded
// key is p.key, or with query-all: the values of all of them,
// space-separated. Decoded, "%00" is ".", as trurl's manual says.
func (g *URL) queryValue(t Parts, p Piece) (string, bool, error) {
	var vals []string
	for _, pair := range t.Pairs(g.Sep) {
		_, v, hasValue := strings.Cut(pair, "=")
		if !hasValue || PairKey(pair) != p.key {
			continue // as trurl, a pair without "=" has no value to show
		}
		if !p.encoded && !g.Encoded {
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
