package main

import (
	"flag"

	"github.com/uriref/uri"
	"github.com/uriref/uri/cmd/uri/internal/display"
)

var unescapeCommand = &command{
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
	new: func() runner { return new(unescapeCmd) },
}

// unescapeCmd is a run of "uri unescape": its flag is --no-controls.
type unescapeCmd struct {
	noControls bool
}

func (c *unescapeCmd) flags(fs *flag.FlagSet) {
	fs.BoolVar(&c.noControls, "no-controls", false, "refuse text that decodes to a control character (NUL, CR, LF, ...)")
}

func (c *unescapeCmd) run(args []string, e *env) error {
	unescape := uri.Unescape
	if c.noControls {
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
