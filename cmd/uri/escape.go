package main

import (
	"flag"
	"fmt"

	"github.com/uriref/uri"
)

var escapeCommand = &command{
	name: "escape",
	args: "[--json] --component=COMPONENT [TEXT...]",
	summary: "Percent-encode each text for the given component (RFC 3986 §2.1): every octet\n" +
		"that may not stand there literally, \"%\" always, non-ASCII as its UTF-8 octets.\n" +
		"segment also encodes \"/\"; param (one query key or value) also \"&\", \"=\", \"+\", \";\".",
	examples: []string{
		"uri escape --component=param 'a b&c=d/é'",
		"uri escape --component=segment --json 'a/b c'",
	},
	new: func() runner { return new(escapeCmd) },
}

// escapeCmd is a run of "uri escape": its flag is the --component.
type escapeCmd struct {
	component    uri.Component
	componentSet bool
}

// componentNames maps the --component words to the package's components.
var componentNames = []struct {
	name string
	c    uri.Component
}{
	{"userinfo", uri.ComponentUserinfo},
	{"host", uri.ComponentHost},
	{"path", uri.ComponentPath},
	{"segment", uri.ComponentPathSegment},
	{"query", uri.ComponentQuery},
	{"param", uri.ComponentQueryParam},
	{"fragment", uri.ComponentFragment},
}

func (c *escapeCmd) flags(fs *flag.FlagSet) {
	fs.Func("component", "the `COMPONENT` the text goes in: userinfo, host, path, segment, query, param or fragment", func(s string) error {
		for _, n := range componentNames {
			if n.name == s {
				c.component, c.componentSet = n.c, true
				return nil
			}
		}
		return fmt.Errorf("want userinfo, host, path, segment, query, param or fragment")
	})
}

func (c *escapeCmd) run(args []string, e *env) error {
	if !c.componentSet {
		return usageError{"missing --component"}
	}
	return e.each(args, func(in string) error {
		out := uri.Escape(in, c.component)
		return e.printResult(out,
			field{key: "input", val: in, ok: true},
			field{key: "component", val: c.component.String(), ok: true},
			field{key: "output", val: out, ok: true})
	})
}
