package main

import (
	"strconv"

	"github.com/uriref/uri/text"
)

var repairCommand = &command{
	name: "repair",
	args: "[--json] [TEXT...]",
	summary: "Make a URI reference of each text a person typed or pasted (the draft's Appendix E):\n" +
		"trim white space, \"<>\", quotes and \"URL:\", join lines, and percent-encode what may\n" +
		"not stand literally. Text that already parses comes back unchanged. It does not\n" +
		"guess a scheme: see \"uri guess\". Under --json, \"changed\" tells whether it repaired.",
	examples: []string{
		"uri repair ' <URL:http://example.com/a b> ' 'http://example.com/100%'",
		"uri repair --json 'http://example.com/ü?q=a b'",
	},
	new: func() runner { return new(repairCmd) },
}

// repairCmd is a run of "uri repair", which has no flags but --json.
type repairCmd struct{ noFlags }

func (*repairCmd) run(args []string, e *env) error {
	return e.each(args, func(in string) error {
		u, err := text.Repair(in)
		if err != nil {
			return err
		}
		return e.printResult(u.String(),
			field{key: "input", val: in, ok: true},
			field{key: "uri", val: u.String(), ok: true},
			field{key: "changed", val: strconv.FormatBool(u.String() != in), ok: true, num: true})
	})
}
