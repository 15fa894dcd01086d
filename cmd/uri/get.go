package main

import (
	"flag"
	"strings"

	"github.com/uriref/uri"
	"github.com/uriref/uri/cmd/uri/internal/format"
)

var getCommand = &command{
	name: "get",
	args: "[--json] (--format=TEMPLATE | TEMPLATE) [URI...]",
	summary: "Print chosen components of each reference through a template. uri get reads it as\n" +
		"the trurl mode's --get does (uri --help), on the reference as written, not normalized.\n" +
		"{component} prints the component decoded, {:component} or {url:component} as written.\n" +
		"Components: {url} (or {uri}) {scheme} {authority} {userinfo} {user} {password} {options}\n" +
		"(IMAP's) {host} {hostkind} {port} {path} {query} {fragment} {zoneid} (never defined: RFC\n" +
		"3986 has none); {query:KEY} is the value of the first \"&\"-separated pair with KEY,\n" +
		"{query-all:KEY} those of all, space-separated. Qualifiers: default: (the scheme's default\n" +
		"port when none is written), puny: and idn: (the host as A-labels, or as Unicode), and\n" +
		"must: and strict: (a missing component, or one that decodes to a control, fails the\n" +
		"input). [component] works too when \"[\" comes before any \"{\"; \"{{\" and \"\\{\" print\n" +
		"\"{\", \"\\n\" \"\\t\" \"\\r\" \"\\\\\" a newline, a tab, a CR and a backslash; any other text, \"}\"\n" +
		"or an unclosed \"{\" included, prints as it is. Decoded text never holds a raw control\n" +
		"character: an octet that decodes to C0 (%00-%1F), DEL (%7F), a C1 character\n" +
		"(U+0080-U+009F), a bidirectional control (U+061C, U+200E, U+200F, U+202A-U+202E,\n" +
		"U+2066-U+2069) or an octet that is not UTF-8 is shown as its triplets, \"%0A\", \"%E2%80%AE\".\n" +
		"{url} {authority} {hostkind} are never decoded. An undefined component prints as nothing\n" +
		"(null under --json). Under --json each line is an object with the template's placeholders\n" +
		"as keys. The TEMPLATE may be the first argument instead of --format when it holds a \"{\",\n" +
		"which no URI reference holds.",
	examples: []string{
		"uri get --format='{host} {path} {:path}' 'http://example.com/a%20b?q'",
		"uri get --json --format='{scheme} {port}' http://a:8080/",
		"uri get '{default:port} {query:q}' 'https://example.com/?q=a%20b'",
	},
	new: func() runner { return new(getCmd) },
}

// getCmd is a run of "uri get": its flag is the --format.
type getCmd struct {
	format string
}

func (c *getCmd) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.format, "format", "", "the `TEMPLATE` to print for each reference")
}

func (c *getCmd) run(args []string, e *env) error {
	if c.format == "" && len(args) > 0 && strings.Contains(args[0], "{") {
		c.format, args = args[0], args[1:]
	}
	if c.format == "" {
		return usageError{"missing --format"}
	}
	pieces, err := format.Parse(c.format, format.GetNames)
	if err != nil {
		return usageError{"--format: " + err.Error()}
	}
	var text strings.Builder
	var fields []field
	addField := func(variable, v string, ok bool) {
		if !hasKey(fields, variable) { // a placeholder used twice is one JSON key
			fields = append(fields, field{key: variable, val: v, ok: ok})
		}
	}
	return e.each(args, func(in string) error {
		u, err := uri.Parse(in)
		if err != nil {
			return err
		}
		g := format.URL{URI: u, Flags: format.Flags{KeepPort: true}, Sep: '&',
			Rewrite: func(f format.Flags) (uri.URI, error) { return format.WithFlags(u, f) }}
		text.Reset()
		fields = fields[:0]
		if err := format.Expand(pieces, &g, &text, addField); err != nil {
			return err
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
