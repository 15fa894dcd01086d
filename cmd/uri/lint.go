package main

import (
	"strconv"

	"github.com/uriref/uri"
	"github.com/uriref/uri/cmd/uri/internal/display"
)

var lintCommand = &command{
	name: "lint",
	args: "[--json] [URI...]",
	summary: "List the warnings of the draft's §7 and uri(7) for each valid reference: a password,\n" +
		"a port other than the default, encoded controls, a host DNS cannot look up, and\n" +
		"where it is not in normal form. One warning a line: URI, offset, code, message.\n" +
		"Exit status 1 when there is any warning or error.",
	examples: []string{
		"uri lint 'HTTP://admin:secret@example.com:25/%0d%0aQUIT'",
		"uri lint --json 'http://a:80/'",
	},
	new: func() runner { return new(lintCmd) },
}

// lintCmd is a run of "uri lint", which has no flags but --json.
type lintCmd struct{ noFlags }

func (*lintCmd) run(args []string, e *env) error {
	warned := false
	err := e.each(args, func(in string) error {
		u, err := uri.Parse(in)
		if err != nil {
			return err
		}
		ws := u.Lint()
		warned = warned || len(ws) > 0
		if e.json {
			b := append(e.buf[:0], `{"uri":`...)
			b = display.AppendJSONString(b, in)
			b = append(b, `,"warnings":[`...)
			for i, w := range ws {
				if i > 0 {
					b = append(b, ',')
				}
				b = append(b, `{"offset":`...)
				b = strconv.AppendInt(b, int64(w.Offset), 10)
				b = append(b, `,"code":`...)
				b = display.AppendJSONString(b, w.Code)
				b = append(b, `,"message":`...)
				b = display.AppendJSONString(b, w.Message())
				b = append(b, '}')
			}
			b = append(b, "]}\n"...)
			e.out.Write(b)
			e.buf = b
			return nil
		}
		for _, w := range ws {
			e.out.WriteString(in)
			e.out.WriteByte(' ')
			e.out.WriteString(w.String())
			e.out.WriteByte('\n')
		}
		return nil
	})
	if err == nil && warned {
		return exitStatus(1)
	}
	return err
}
