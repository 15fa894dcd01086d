package main

import (
	"flag"
	"fmt"

	"github.com/uriref/uri"
	"github.com/uriref/uri/cmd/uri/internal/display"
)

// components maps the --component words to the package's components.
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

// componentFlag returns the --component value for a flag set.
func componentFlag(fs *flag.FlagSet, set *bool, c *uri.Component) {
	fs.Func("component", "the `COMPONENT` the text goes in: userinfo, host, path, segment, query, param or fragment", func(s string) error {
		for _, n := range componentNames {
			if n.name == s {
				*c, *set = n.c, true
				return nil
			}
		}
		return fmt.Errorf("want userinfo, host, path, segment, query, param or fragment")
	})
}

func init() {
	commands = append(commands, &command{
		name: "escape",
		args: "[--json] --component=COMPONENT [TEXT...]",
		summary: "Percent-encode each text for the given component (RFC 3986 §2.1): every octet\n" +
			"that may not stand there literally, \"%\" always, non-ASCII as its UTF-8 octets.\n" +
			"segment also encodes \"/\"; param (one query key or value) also \"&\", \"=\", \"+\", \";\".",
		examples: []string{
			"uri escape --component=param 'a b&c=d/é'",
			"uri escape --component=segment --json 'a/b c'",
		},
		flags: func(fs *flag.FlagSet, e *env) {
			componentFlag(fs, &e.componentSet, &e.component)
		},
		run: runEscape,
	})
	commands = append(commands, &command{
		name: "unescape",
		args: "[--json] [--no-controls] [TEXT...]",
		summary: "Decode every %HH triplet of each text. A \"%\" not followed by two hex digits is an\n" +
			"error (RFC 1630). No raw control character is printed: an octet that decodes to C0\n" +
			"(%00-%1F), DEL (%7F), a C1 character (U+0080-U+009F), a bidirectional control (U+061C,\n" +
			"U+200E, U+200F, U+202A-U+202E, U+2066-U+2069) or an octet that is not UTF-8 is shown as\n" +
			"its triplets, \"%0A\", \"%E2%80%AE\" (so \"%\" in the output is ambiguous); under --json\n" +
			"the output is exact, control characters escaped as \\uXXXX. --no-controls refuses text\n" +
			"that decodes to a C0 control or DEL instead.",
		examples: []string{
			"uri unescape 'a%20b%2Fc'",
			"uri unescape --no-controls 'a%0Ab'",
			"uri unescape --json '%C3%A9'",
		},
		flags: func(fs *flag.FlagSet, e *env) {
			fs.BoolVar(&e.noControls, "no-controls", false, "refuse text that decodes to a control character (NUL, CR, LF, ...)")
		},
		run: runUnescape,
	})
}

func runEscape(_ *flag.FlagSet, args []string, e *env) error {
	if !e.componentSet {
		return usageError{"missing --component"}
	}
	return e.each(args, func(in string) error {
		out := uri.Escape(in, e.component)
		return e.printResult(out,
			field{key: "input", val: in, ok: true},
			field{key: "component", val: e.component.String(), ok: true},
			field{key: "output", val: out, ok: true})
	})
}

func runUnescape(_ *flag.FlagSet, args []string, e *env) error {
	unescape := uri.Unescape
	if e.noControls {
		unescape = uri.UnescapeText
	}
	return e.each(args, func(in string) error {
		out, err := unescape(in)
		if err != nil {
			return err
		}
		text := out
		if !e.json {
			text, _ = display.ShowDecoded(in)
		}
		return e.printResult(text,
			field{key: "input", val: in, ok: true},
			field{key: "output", val: out, ok: true})
	})
}
