package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/uriref/uri/cmd/uri/internal/display"
	"github.com/uriref/uri/cmd/uri/internal/trurl"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// A command is one subcommand of uri: what "uri help" and "uri COMMAND
// --help" say of it, and how to make a run of it.
type command struct {
	name    string
	args    string // the synopsis after the name
	summary string
	// examples are command lines that show the command, together every flag.
	examples []string
	// new returns a run of the command, its flags at their defaults.
	new func() runner
}

// A runner is one run of a command. Its fields hold the command's flags,
// but --json, which every command has (env.json).
type runner interface {
	// flags declares the command's flags on fs, each set into a field.
	flags(fs *flag.FlagSet)
	// run executes the command on its operands. It reports failures of
	// single inputs through e and returns a usage error for the command
	// line itself.
	run(args []string, e *env) error
}

// noFlags is the flags method of a command that has no flags but --json.
type noFlags struct{}

func (noFlags) flags(*flag.FlagSet) {}

// commands are the commands, in the order "uri help" lists them: the RFC
// 3986 operations first, then text and IRIs. Each is defined in the file
// named after it.
var commands = []*command{
	parseCommand, resolveCommand, relativeCommand, normalizeCommand, equalCommand,
	diffCommand, escapeCommand, unescapeCommand, getCommand, setCommand, lintCommand,
	repairCommand, guessCommand, extractCommand, linksCommand, iriCommand,
	touriCommand, templateCommand, versionCommand,
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
		return help(args[1:], stdout)
	}
	c := lookup(name)
	if c == nil { // no command word: trurl's options and URLs
		noteCommand(args, stderr)
		return trurl.Run(args, stdin, stdout, stderr)
	}
	return runCommand(c, args[1:], stdin, stdout, stderr)
}

// help is "uri help": the list of commands or, for "uri help COMMAND", the
// flags of one.
func help(args []string, stdout io.Writer) int {
	if len(args) > 0 {
		if c := lookup(args[0]); c != nil {
			fs, _ := newFlagSet(c, &env{})
			fs.SetOutput(stdout)
			fs.Usage()
			return 0
		}
	}
	printHelp(stdout)
	return 0
}

// noteCommand says on standard error, unless --quiet comes before any
// "--", when the first argument, which the trurl mode reads as a URL,
// looks like a mistyped command (see nearCommands).
func noteCommand(args []string, stderr io.Writer) {
	options := args
	if i := slices.Index(args, "--"); i >= 0 {
		options = args[:i]
	}
	if near := nearCommands(args[0]); len(near) > 0 && !slices.Contains(options, "--quiet") {
		fmt.Fprintf(stderr, "uri: note: %q is read as a URL; did you mean the command %s?\n", args[0], strings.Join(near, " or "))
	}
}

// runCommand runs c on the arguments after its name and returns the exit
// status.
func runCommand(c *command, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{stdin: stdin, out: bufio.NewWriterSize(stdout, 64<<10), stderr: stderr}
	fs, r := newFlagSet(c, e)
	fs.SetOutput(io.Discard) // the error is printed below, in the house form
	operands, err := parseFlags(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(stdout)
			fs.Usage()
			return 0
		}
		fmt.Fprintf(stderr, "uri %s: %s\nRun \"uri %s --help\" for its flags.\n", c.name, display.Shown(err.Error()), c.name)
		return 2
	}
	err = r.run(operands, e)
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
	for _, c := range commands {
		if oneEdit(word, c.name) {
			near = append(near, strconv.Quote(c.name))
		}
	}
	if oneEdit(word, "help") {
		near = append(near, strconv.Quote("help"))
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

// newFlagSet makes a run of c and its flag set: --json, set into e, and
// c's own flags, set into the run.
func newFlagSet(c *command, e *env) (*flag.FlagSet, runner) {
	r := c.new()
	fs := flag.NewFlagSet("uri "+c.name, flag.ContinueOnError)
	fs.BoolVar(&e.json, "json", false, "print one JSON object a line")
	r.flags(fs)
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
	return fs, r
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
	for _, c := range commands {
		fmt.Fprintf(w, "  %-10s %s\n", c.name, firstLine(c.summary))
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
