package main

import (
	"flag"
	"strings"

	"github.com/uriref/uri/cmd/uri/internal/display"
	"github.com/uriref/uri/readings"
)

var diffCommand = &command{
	name: "diff",
	args: "[--base=BASE] [--json] [INPUT...]",
	summary: "Report where RFC 3986, the URL Standard (browsers) and net/url read an input differently.\n" +
		"Each input is read by the three; each component on which they differ is a line, the host\n" +
		"first, with each reader's value, compared as a client uses it, and its offsets in the input.\n" +
		"A reader that refuses the input differs on every component another reads.\n" +
		"Exit status 0 when the readers agree on every input, 1 when they differ on one, 2 on a\n" +
		"usage error.",
	examples: []string{
		`uri diff 'http://evil.com\@good.com/' http://0x7f.1/`,
		"uri diff --base=http://a/b/c --json ///x",
	},
	new: func() runner { return new(diffCmd) },
}

// diffCmd is a run of "uri diff".
type diffCmd struct {
	base string // --base: each input is a reference resolved against it
}

func (c *diffCmd) flags(fs *flag.FlagSet) {
	fs.StringVar(&c.base, "base", "", "resolve each input against `BASE`, by each reader")
}

func (c *diffCmd) run(args []string, e *env) error {
	differ := false
	err := e.each(args, func(in string) error {
		var r readings.Report
		if c.base != "" {
			r = readings.CompareRef(c.base, in)
		} else {
			r = readings.Compare(in)
		}
		differ = differ || !r.Agree()
		if e.json {
			e.out.Write(display.EscapeJSON(r.JSON()))
			e.out.WriteByte('\n')
			return nil
		}
		for _, line := range strings.SplitAfter(r.String(), "\n") {
			e.out.WriteString(display.Shown(strings.TrimSuffix(line, "\n")))
			if strings.HasSuffix(line, "\n") {
				e.out.WriteByte('\n')
			}
		}
		return nil
	})
	switch {
	case err != nil:
		return err
	case differ:
		return exitStatus(1)
	}
	return nil
}
