package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/uriref/uri"
	"github.com/uriref/uri/cmd/uri/internal/display"
	"github.com/uriref/uri/cmd/uri/internal/trurl"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// A command is one subcommand of uri.
type command struct {
	name    string
	args    string // the synopsis after the name
	summary string
	// examples are command lines that show the command, together every flag.
	examples []string
	// run executes the command. It reports failures of single inputs
	// through e and returns a usage error for the command line itself.
	run func(fs *flag.FlagSet, args []string, e *env) error
	// flags declares the command's flags on fs before parsing.
	flags func(fs *flag.FlagSet, e *env)
}

// commands lists the subcommands; "uri help" shows them in the order of
// commandOrder.
var commands []*command

// commandOrder is the order of the commands in "uri help": the RFC 3986
// operations first, then text and IRIs.
var commandOrder = []string{
	"parse", "resolve", "relative", "normalize", "equal", "escape", "unescape",
	"get", "set", "lint", "repair", "guess", "extract", "links", "iri", "touri",
	"template", "version",
}

// env is what one run of a command reads and writes.
type env struct {
	stdin   io.Reader
	out     *bufio.Writer
	stderr  io.Writer
	json    bool   // --json: one JSON object a line
	failed  bool   // some input failed: exit status 1
	line    int    // the number of the current input, from 1
	input   string // the current input, for the JSON object of its failure
	inputOK bool   // input is known: false for a line too long to hold
	buf     []byte
	lineBuf []byte // the line readLine is reading

	// Flags of single commands.
	resolve      uri.ResolveOptions // resolve
	component    uri.Component      // escape --component
	componentSet bool
	noControls   bool   // unescape --no-controls
	format       string // get --format
	set          setFlags
	match        bool // template --match
}

// usageError is a mistake in the command line, which makes the exit status 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

// exitStatus ends the command with that status and no message, as "uri
// equal" does for references that are not equivalent.
type exitStatus int

func (s exitStatus) Error() string { return "exit status " + strconv.Itoa(int(s)) }

// run is the whole command: it returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		printHelp(stderr)
		return 2
	}
	name := args[0]
	if name == "help" || name == "-help" {
		if len(args) > 1 {
			if c := lookup(args[1]); c != nil {
				fs, _ := newFlagSet(c, &env{})
				fs.SetOutput(stdout)
				fs.Usage()
				return 0
			}
		}
		printHelp(stdout)
		return 0
	}
	c := lookup(name)
	if c == nil { // no command word: trurl's options and URLs
		options := args
		if i := slices.Index(args, "--"); i >= 0 {
			options = args[:i]
		}
		if near := nearCommands(name); len(near) > 0 && !slices.Contains(options, "--quiet") {
			fmt.Fprintf(stderr, "uri: note: %q is read as a URL; did you mean the command %s?\n", name, strings.Join(near, " or "))
		}
		return trurl.Run(args, stdin, stdout, stderr)
	}
	e := &env{stdin: stdin, out: bufio.NewWriterSize(stdout, 64<<10), stderr: stderr}
	fs, e := newFlagSet(c, e)
	fs.SetOutput(io.Discard) // the error is printed below, in the house form
	operands, err := parseFlags(fs, args[1:])
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(stdout)
			fs.Usage()
			return 0
		}
		fmt.Fprintf(stderr, "uri %s: %s\nRun \"uri %s --help\" for its flags.\n", c.name, display.Shown(err.Error()), c.name)
		return 2
	}
	err = c.run(fs, operands, e)
	if ferr := e.out.Flush(); ferr != nil && err == nil {
		fmt.Fprintf(stderr, "uri: %s\n", display.Shown(ferr.Error()))
		return 1
	}
	var status exitStatus
	if errors.As(err, &status) {
		return int(status)
	}
	if err != nil {
		fmt.Fprintf(stderr, "uri %s: %s\n", c.name, display.Shown(strings.TrimPrefix(err.Error(), "uri: ")))
		var ue usageError
		if errors.As(err, &ue) {
			return 2
		}
		return 1
	}
	if e.failed {
		return 1
	}
	return 0
}

// parseFlags parses the flags in args, which may come before, between and
// after the operands, and returns the operands. "--" ends the flags: every
// argument after it is an operand, so that a reference that starts with "-"
// can be given. A lone "-" is an operand.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	var flags, operands []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			operands = append(operands, args[i+1:]...)
			break
		}
		if len(a) < 2 || a[0] != '-' {
			operands = append(operands, a)
			continue
		}
		flags = append(flags, a)
		name := strings.TrimLeft(a, "-")
		if strings.Contains(name, "=") || i+1 == len(args) {
			continue
		}
		// A flag that is not boolean takes the next argument as its value.
		if f := fs.Lookup(name); f != nil && !isBoolFlag(f) {
			i++
			flags = append(flags, args[i])
		}
	}
	if err := fs.Parse(flags); err != nil {
		return nil, err
	}
	return operands, nil
}

func isBoolFlag(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// nearCommands returns, quoted, the names of the commands (and "help")
// that word may be a mistyping of: word looks like no URL, as it is made
// of ASCII letters only, and ignoring case it is the name or one edit away
// from it: a letter added, removed or replaced, or two adjacent letters
// swapped.
func nearCommands(word string) []string {
	for i := 0; i < len(word); i++ {
		if c := word[i] | 0x20; c < 'a' || c > 'z' {
			return nil
		}
	}
	word = strings.ToLower(word)
	var near []string
	for _, name := range append(commandOrder, "help") {
		if oneEdit(word, name) {
			near = append(near, strconv.Quote(name))
		}
	}
	return near
}

// oneEdit reports whether a and b are equal, or one edit apart: one octet
// added, removed or replaced, or two adjacent octets swapped.
func oneEdit(a, b string) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	i := 0 // the first octet where a and b differ
	for i < len(a) && a[i] == b[i] {
		i++
	}
	switch {
	case len(b)-len(a) > 1:
		return false
	case len(a) < len(b):
		return a[i:] == b[i+1:]
	case i == len(a):
		return true
	case a[i+1:] == b[i+1:]:
		return true
	}
	return i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:]
}

func lookup(name string) *command {
	for _, c := range commands {
		if c.name == name {
			return c
		}
	}
	return nil
}

// newFlagSet makes the flag set of c, with --json and c's own flags.
func newFlagSet(c *command, e *env) (*flag.FlagSet, *env) {
	fs := flag.NewFlagSet("uri "+c.name, flag.ContinueOnError)
	fs.BoolVar(&e.json, "json", false, "print one JSON object a line")
	if c.flags != nil {
		c.flags(fs, e)
	}
	fs.Usage = func() {
		w := fs.Output()
		fmt.Fprintf(w, "usage: uri %s %s\n\n%s\n\nflags:\n", c.name, c.args, c.summary)
		fs.VisitAll(func(f *flag.Flag) {
			name, usage := flag.UnquoteUsage(f)
			if name != "" {
				name = "=" + name
			}
			fmt.Fprintf(w, "  --%s%s\n    \t%s\n", f.Name, name, usage)
		})
		fmt.Fprint(w, "\nexamples:\n")
		for _, x := range c.examples {
			fmt.Fprintf(w, "  %s\n", x)
		}
	}
	return fs, e
}

func printHelp(w io.Writer) {
	io.WriteString(w, "usage: uri COMMAND [FLAGS] [ARGS...]\n\n"+
		"Each command reads its inputs from its arguments or, when there are none,\n"+
		"one a line from standard input (a trailing CR is part of the line ending).\n"+
		"Flags may come before or after the arguments; \"--\" ends them.\n"+
		"Errors go to standard error as \"uri: LINE: MESSAGE\" and the run goes on;\n"+
		"the exit status is 1 if any input failed, 2 on a usage error.\n"+
		"Under --json a failed input is also a JSON object on standard output, in its place:\n"+
		"  {\"input\":\"http://a:b/\",\"line\":2,\"offset\":9,\"rule\":\"port\",\"component\":\"port\",\"error\":\"MESSAGE\"}\n"+
		"(offset, rule and component are null when the failure has none).\n"+
		"No command prints a raw control character (C0, DEL, C1) or bidirectional control\n"+
		"(U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069): decoded text shows an octet\n"+
		"that decodes to one, or that is not UTF-8, as its triplets (\"%1B\", \"%E2%80%AE\"),\n"+
		"and JSON escapes them (\"\\u001b\", \"\\u202e\").\n\n"+
		"flags of every command:\n"+
		"  --json     print one JSON object a line, e.g. uri parse --json http://a/b\n"+
		"  --help     list the flags of the command, e.g. uri resolve --help\n"+
		"uri --version (or uri version) prints the version.\n\n"+
		"commands:\n")
	for _, name := range commandOrder {
		if c := lookup(name); c != nil {
			fmt.Fprintf(w, "  %-10s %s\n", c.name, firstLine(c.summary))
		}
	}
	fmt.Fprint(w, "\nRun \"uri COMMAND --help\" for the flags of one, each with an example.\n"+
		"Without a command word, uri takes the options of curl's trurl: see \"uri --help\".\n")
}

// firstLine returns the first line of s, cut after its first sentence or
// before its first colon.
func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if i := strings.Index(s, ". "); i >= 0 {
		s = s[:i+1]
	}
	if i := strings.Index(s+" ", ": "); i >= 0 {
		s = s[:i] + "."
	}
	return s
}

// maxLine is the longest line of standard input that a command takes, in
// bytes without its line ending. A longer line is an input that fails on
// its own; the run goes on with the next line, and memory stays bounded.
var maxLine = 64 << 20

// errLongLine is the failure of a line longer than maxLine.
type errLongLine struct{}

func (errLongLine) Error() string {
	return "line longer than " + strconv.Itoa(maxLine) + " bytes: skipped"
}

// each calls f for every input: the arguments, or else the lines of
// standard input. It streams: a line is read, handled and forgotten. A line
// ends at LF or at CR LF, or at the end of the input.
func (e *env) each(args []string, f func(in string) error) error {
	if len(args) > 0 {
		for i, a := range args {
			e.line = i + 1
			e.input, e.inputOK = a, true
			e.report(f(a))
		}
		return nil
	}
	r := bufio.NewReaderSize(e.stdin, 64<<10)
	for e.line = 1; ; e.line++ {
		line, long, err := e.readLine(r)
		if err == io.EOF && line == "" && !long {
			return nil
		}
		if err != nil && err != io.EOF {
			return err
		}
		if long {
			e.input, e.inputOK = "", false
			e.report(errLongLine{})
		} else {
			e.input, e.inputOK = line, true
			e.report(f(line))
		}
		if err == io.EOF {
			return nil
		}
	}
}

// readLine reads one line from r without its line ending. When the line is
// longer than maxLine it reads on to the line's end and reports long. The
// error is io.EOF when no line ending came before the end of the input.
func (e *env) readLine(r *bufio.Reader) (line string, long bool, err error) {
	b := e.lineBuf[:0]
	for {
		frag, err := r.ReadSlice('\n')
		if !long {
			if len(b)+len(frag) > maxLine+2 { // room for CR LF
				long, b = true, b[:0]
			} else {
				b = append(b, frag...)
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		e.lineBuf = b[:0]
		b = bytes.TrimSuffix(b, []byte("\n"))
		b = bytes.TrimSuffix(b, []byte("\r"))
		if len(b) > maxLine {
			long = true
		}
		if long {
			return "", true, err
		}
		return string(b), false, err
	}
}

// report prints the failure of the current input, if any, as
// "uri: LINE: MESSAGE" on standard error, and remembers it for the exit
// status. Under --json it first prints the failure on standard output
// too, in order with the results, as one JSON object (see printFailure).
func (e *env) report(err error) {
	if err == nil {
		return
	}
	e.failed = true
	msg := strings.TrimPrefix(err.Error(), "uri: ")
	if e.json {
		e.printFailure(msg, err)
	}
	e.out.Flush() // keep standard output and standard error in order
	fmt.Fprintf(e.stderr, "uri: %d: %s\n", e.line, display.Shown(msg))
}

// printFailure writes the failure of the current input as one JSON line:
//
//	{"input":"http://a:b/","line":2,"offset":9,"rule":"port","component":"port","error":"invalid ..."}
//
// input is the input as read (null for a line too long to hold; octets
// that are not UTF-8 become U+FFFD), line its number from 1 (for "uri
// links", the line of the document), error the message that standard
// error shows. rule, component and offset are those of the [uri.Error]
// the failure holds (its Rule, Component and Offset), null when there is
// none; offset counts the octets of input, and is null when the error is
// about other text (a --host value, say).
func (e *env) printFailure(msg string, err error) {
	var ue *uri.Error
	isURIError := errors.As(err, &ue)
	b := append(e.buf[:0], `{"input":`...)
	if e.inputOK {
		b = display.AppendJSONString(b, e.input)
	} else {
		b = append(b, "null"...)
	}
	b = append(b, `,"line":`...)
	b = strconv.AppendInt(b, int64(e.line), 10)
	b = append(b, `,"offset":`...)
	if isURIError && e.inputOK && ue.Input == e.input {
		b = strconv.AppendInt(b, int64(ue.Offset), 10)
	} else {
		b = append(b, "null"...)
	}
	b = append(b, `,"rule":`...)
	if isURIError {
		b = display.AppendJSONString(b, ue.Rule)
	} else {
		b = append(b, "null"...)
	}
	b = append(b, `,"component":`...)
	if isURIError && ue.Component() != uri.ComponentNone {
		b = display.AppendJSONString(b, ue.Component().String())
	} else {
		b = append(b, "null"...)
	}
	b = append(b, `,"error":`...)
	b = display.AppendJSONString(b, msg)
	b = append(b, "}\n"...)
	e.out.Write(b)
	e.buf = b
}

// field is one named value of a JSON object or of a text line. An undefined
// component has ok false: null in JSON, left out in text.
type field struct {
	key  string
	val  string
	ok   bool
	word bool // val is a word or number: unquoted in text (still a JSON string unless num)
	num  bool // val is a JSON number or boolean: unquoted in JSON too
}

// errNotUTF8 is the failure of an input whose result JSON cannot hold: a
// JSON string is Unicode text (RFC 8259 §8.1), and replacing the octets
// that are not UTF-8 would print a result that is not the command's.
type errNotUTF8 struct{ key string }

func (e errNotUTF8) Error() string {
	return "the " + e.key + " is not UTF-8, which JSON cannot hold: run without --json"
}

// printFields writes one line: a JSON object under --json, or else the
// first field's value quoted, then key=value pairs with quoted values.
// Under --json it fails, printing nothing, when a value is not UTF-8.
func (e *env) printFields(fields ...field) error {
	b := e.buf[:0]
	if e.json {
		for _, f := range fields {
			if f.ok && !utf8.ValidString(f.val) {
				return errNotUTF8{f.key}
			}
		}
		b = append(b, '{')
		for i, f := range fields {
			if i > 0 {
				b = append(b, ',')
			}
			b = display.AppendJSONString(b, f.key)
			b = append(b, ':')
			switch {
			case !f.ok:
				b = append(b, "null"...)
			case f.num:
				b = append(b, f.val...)
			default:
				b = display.AppendJSONString(b, f.val)
			}
		}
		b = append(b, '}')
	} else {
		for i, f := range fields {
			if !f.ok {
				continue
			}
			if i > 0 {
				b = append(b, ' ')
				b = append(b, f.key...)
				b = append(b, '=')
			}
			if f.word || f.num {
				b = append(b, f.val...)
			} else {
				b = strconv.AppendQuote(b, f.val)
			}
		}
	}
	b = append(b, '\n')
	e.out.Write(b)
	e.buf = b
	return nil
}

// printResult writes one result: text as it is on a line of its own, or
// under --json the fields as one JSON object.
func (e *env) printResult(text string, fields ...field) error {
	if e.json {
		return e.printFields(fields...)
	}
	e.out.WriteString(text)
	e.out.WriteByte('\n')
	return nil
}
