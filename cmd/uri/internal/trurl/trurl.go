// Package trurl is the trurl mode of the command uri: "uri" called without
// a command word takes the options of curl's trurl 0.16 (its manual is the
// interface's specification) and answers as RFC 3986 does where libcurl's
// parser answers otherwise.
package trurl

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/uriref/uri"
	"github.com/uriref/uri/cmd/uri/internal/display"
	"github.com/uriref/uri/cmd/uri/internal/format"
	"github.com/uriref/uri/cmd/uri/internal/version"
)

// The exit statuses of the trurl mode, as trurl's manual lists them.
const (
	exitURLFile = 1  // a problem with --url-file
	exitAppend  = 2  // a problem with --append
	exitArg     = 3  // an option misses its argument
	exitOption  = 4  // an option mistake or an illegal combination
	exitSet     = 5  // a problem with --set
	exitOutput  = 7  // no valid URL to output
	exitTrim    = 8  // a problem with --qtrim (or --trim)
	exitVerify  = 9  // --verify and an input URL that does not parse
	exitGet     = 10 // a problem with --get
	exitIterate = 11 // a problem with --iterate
	exitReplace = 12 // a problem with --replace or --replace-append
)

const maxFileLine = 4094 // the longest line of --url-file, as in trurl

// statusError ends the trurl mode with a message and an exit status.
type statusError struct {
	status int
	msg    string
}

func (e *statusError) Error() string { return e.msg }

func errorf(status int, msg string, a ...any) *statusError {
	return &statusError{status, fmt.Sprintf(msg, a...)}
}

// runner is one run of the trurl mode: options, output and notes.
type runner struct {
	*options
	stdin  io.Reader
	out    *bufio.Writer
	stderr io.Writer
	get    []format.Piece
	ref    uri.URI // --redirect
	nJSON  int     // JSON objects printed so far
}

// Run runs the trurl mode on the command line args (without the program's
// name) and returns its exit status, one of those trurl's manual lists.
func Run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	o, err := parseArgs(args)
	if err != nil {
		return fail(stderr, err)
	}
	if o.help {
		printHelp(stdout)
		return 0
	}
	if o.version {
		io.WriteString(stdout, version.Line())
		return 0
	}
	r := &runner{options: o, stdin: stdin, out: bufio.NewWriterSize(stdout, 64<<10), stderr: stderr}
	if o.hasFormat {
		if r.get, err = format.Parse(o.format, nil); err != nil {
			return fail(stderr, errorf(exitGet, "--get: %v", err))
		}
	}
	if o.hasRedirect {
		if err := r.checkRedirect(); err != nil {
			return fail(stderr, err)
		}
	}
	err = r.runAll()
	if r.json {
		if r.nJSON > 0 {
			r.out.WriteString("\n")
		}
		r.out.WriteString("]\n")
	}
	if ferr := r.out.Flush(); ferr != nil && err == nil {
		err = errorf(exitOutput, "%v", ferr)
	}
	if err != nil {
		return fail(stderr, err)
	}
	return 0
}

func fail(stderr io.Writer, err error) int {
	te, ok := err.(*statusError)
	if !ok {
		te = &statusError{exitOutput, err.Error()}
	}
	fmt.Fprintf(stderr, "uri error: %s\nuri error: Try uri -h for help\n", display.Shown(strings.TrimPrefix(te.msg, "uri: ")))
	return te.status
}

// note prints a note on standard error unless --quiet.
func (r *runner) note(msg string, a ...any) {
	if r.quiet {
		return
	}
	r.out.Flush() // keep standard output and standard error in order
	fmt.Fprintf(r.stderr, "uri note: %s\n", display.Shown(fmt.Sprintf(msg, a...)))
}

// runAll handles the URLs of the arguments, then those of --url-file, or
// with neither a URL made of the --set components.
func (r *runner) runAll() error {
	if r.json {
		r.out.WriteString("[")
	}
	for _, s := range r.urls {
		if err := r.one(s, true); err != nil {
			return err
		}
	}
	if r.hasURLFile {
		return r.readURLFile()
	}
	if len(r.urls) == 0 {
		return r.one("", false)
	}
	return nil
}

// readURLFile handles the URLs of --url-file, one a line: one CR at the end
// is removed, then trailing spaces and tabs; empty lines are skipped, and
// so, with a note, are lines longer than trurl's 4094 bytes.
func (r *runner) readURLFile() error {
	var in io.Reader = r.stdin
	if r.urlFile != "-" {
		f, err := os.Open(r.urlFile)
		if err != nil {
			return errorf(exitURLFile, "--url-file %s: %v", r.urlFile, err)
		}
		defer f.Close()
		in = f
	}
	br := bufio.NewReaderSize(in, 64<<10)
	var line []byte
	for {
		frag, err := br.ReadSlice('\n')
		if len(line) <= maxFileLine+2 {
			line = append(line, frag...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err != nil && err != io.EOF {
			return errorf(exitURLFile, "--url-file %s: %v", r.urlFile, err)
		}
		s := strings.TrimSuffix(string(line), "\n")
		s = strings.TrimSuffix(s, "\r")
		s = strings.TrimRight(s, " \t")
		line = line[:0]
		switch {
		case len(s) > maxFileLine:
			r.note("skipping a line longer than %d bytes in %s", maxFileLine, r.urlFile)
		case s != "":
			if err := r.one(s, true); err != nil {
				return err
			}
		}
		if err == io.EOF {
			return nil
		}
	}
}
