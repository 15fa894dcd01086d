package main

import (
	"fmt"
	"strings"

	"github.com/uriref/uri"
)

var equalCommand = &command{
	name: "equal",
	args: "[--json] [A B]",
	summary: "Report whether A and B are equivalent (equal normal forms, RFC 3986 §6.2).\n" +
		"Prints true or false; exit status 0 when equivalent, 1 when not, 2 on error.\n" +
		"Without arguments, each line of standard input holds A and B separated by a tab;\n" +
		"the exit status is then 0 when every pair is equivalent.",
	examples: []string{
		"uri equal 'http://example.com' 'HTTP://EXAMPLE.com:80/'",
		"printf 'http://a/\\tHTTP://A:80/\\n' | uri equal --json",
	},
	new: func() runner { return new(equalCmd) },
}

// equalCmd is a run of "uri equal", which has no flags but --json.
type equalCmd struct{ noFlags }

func (*equalCmd) run(args []string, e *env) error {
	var pairs []string
	switch len(args) {
	case 0: // pairs from standard input
	case 2:
		pairs = []string{args[0] + "\t" + args[1]}
	default:
		return usageError{fmt.Sprintf("want two references A B, got %d", len(args))}
	}
	differ := false
	err := e.each(pairs, func(in string) error {
		a, b, ok := strings.Cut(in, "\t")
		if !ok {
			return fmt.Errorf("want two references separated by a tab")
		}
		u, err := uri.Parse(a)
		if err != nil {
			return err
		}
		v, err := uri.Parse(b)
		if err != nil {
			return err
		}
		eq := u.Equal(v)
		differ = differ || !eq
		word := "false"
		if eq {
			word = "true"
		}
		return e.printResult(word,
			field{key: "a", val: a, ok: true},
			field{key: "b", val: b, ok: true},
			field{key: "equal", val: word, ok: true, num: true})
	})
	switch {
	case err != nil:
		return err
	case e.failed:
		return exitStatus(2)
	case differ:
		return exitStatus(1)
	}
	return nil
}
