package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/uriref/uri"
)

func init() {
	commands = append(commands, &command{
		name: "get",
		args: "[--json] --format=TEMPLATE [URI...]",
		summary: "Print chosen components of each reference through a template. Placeholders:\n" +
			"{uri} {scheme} {authority} {userinfo} {host} {hostkind} {port} {path} {query} {fragment}.\n" +
			"As in trurl, {userinfo} {host} {path} {query} {fragment} print the component decoded, and\n" +
			"{:path} or {url:path} (and so for the others) print it as written. Decoded text never holds\n" +
			"a raw control character: an octet that decodes to C0 (%00-%1F), DEL (%7F), a C1 character\n" +
			"(U+0080-U+009F), a bidirectional control (U+061C, U+200E, U+200F, U+202A-U+202E,\n" +
			"U+2066-U+2069) or an octet that is not UTF-8 is shown as its triplets, \"%0A\", \"%E2%80%AE\".\n" +
			"{uri} {scheme} {authority} {hostkind} {port} are always as written.\n" +
			"An undefined component prints as nothing (null under --json); \"{{\" and \"}}\" print braces.\n" +
			"Under --json each line is an object with the template's placeholders as keys.",
		examples: []string{
			"uri get --format='{host} {path} {:path}' 'http://example.com/a%20b?q'",
			"uri get --json --format='{scheme} {port}' http://a:8080/",
		},
		flags: func(fs *flag.FlagSet, e *env) {
			fs.StringVar(&e.format, "format", "", "the `TEMPLATE` to print for each reference")
		},
		run: runGet,
	})
}

// A piece is a literal part of a template, or else a placeholder.
type piece struct {
	lit     string
	name    string // the component; "" for a literal
	key     string // the placeholder as written between the braces
	encoded bool   // {:name} or {url:name}: as written
}

// placeholders are the component names a template may use.
var placeholders = []string{"uri", "scheme", "authority", "userinfo", "host", "hostkind", "port", "path", "query", "fragment"}

// decoded reports whether {name} prints the component decoded: the
// others have no triplets, or decoding them would lose their structure.
func decoded(name string) bool {
	switch name {
	case "uri", "scheme", "authority", "hostkind", "port":
		return false
	}
	return true
}

// parseTemplate splits a --format template into pieces.
func parseTemplate(t string) ([]piece, error) {
	var pieces []piece
	var lit strings.Builder
	for i := 0; i < len(t); i++ {
		switch c := t[i]; {
		case (c == '{' || c == '}') && i+1 < len(t) && t[i+1] == c:
			lit.WriteByte(c)
			i++
		case c == '}':
			return nil, fmt.Errorf("--format: unmatched \"}\" at offset %d (write \"}}\" for a brace)", i)
		case c == '{':
			end := strings.IndexByte(t[i:], '}')
			if end < 0 {
				return nil, fmt.Errorf("--format: unclosed \"{\" at offset %d (write \"{{\" for a brace)", i)
			}
			key := t[i+1 : i+end]
			p := piece{name: key, key: key}
			if name, ok := strings.CutPrefix(key, "url:"); ok {
				p.name, p.encoded = name, true
			} else if name, ok := strings.CutPrefix(key, ":"); ok {
				p.name, p.encoded = name, true
			}
			if !validPlaceholder(p.name) {
				return nil, fmt.Errorf("--format: unknown placeholder {%s} at offset %d", key, i)
			}
			if lit.Len() > 0 {
				pieces = append(pieces, piece{lit: lit.String()})
				lit.Reset()
			}
			pieces = append(pieces, p)
			i += end
		default:
			lit.WriteByte(c)
		}
	}
	if lit.Len() > 0 {
		pieces = append(pieces, piece{lit: lit.String()})
	}
	return pieces, nil
}

func validPlaceholder(name string) bool {
	for _, n := range placeholders {
		if n == name {
			return true
		}
	}
	return false
}

// component returns the named component of u and whether it is defined.
func component(u uri.URI, name string) (string, bool) {
	switch name {
	case "uri":
		return u.String(), true
	case "scheme":
		return u.Scheme(), u.IsAbsolute()
	case "authority":
		return u.Authority()
	case "userinfo":
		return u.Userinfo()
	case "host":
		_, ok := u.Authority()
		return u.Host(), ok
	case "hostkind":
		return u.HostKind().String(), true
	case "port":
		return u.Port()
	case "path":
		return u.Path(), true
	case "query":
		return u.Query()
	case "fragment":
		return u.Fragment()
	}
	return "", false // parseTemplate lets no other name through
}

func runGet(_ *flag.FlagSet, args []string, e *env) error {
	if e.format == "" {
		return usageError{"missing --format"}
	}
	pieces, err := parseTemplate(e.format)
	if err != nil {
		return usageError{err.Error()}
	}
	var text strings.Builder
	var fields []field
	return e.each(args, func(in string) error {
		u, err := uri.Parse(in)
		if err != nil {
			return err
		}
		text.Reset()
		fields = fields[:0]
		for _, p := range pieces {
			if p.name == "" {
				text.WriteString(p.lit)
				continue
			}
			v, ok := component(u, p.name)
			if ok && !p.encoded && decoded(p.name) {
				v, _ = showDecoded(v)
			}
			text.WriteString(v)
			key := p.key
			if !hasKey(fields, key) { // a placeholder used twice is one JSON key
				fields = append(fields, field{key: key, val: v, ok: ok})
			}
		}
		return e.printResult(text.String(), fields...)
	})
}

func hasKey(fields []field, key string) bool {
	for _, f := range fields {
		if f.key == key {
			return true
		}
	}
	return false
}
