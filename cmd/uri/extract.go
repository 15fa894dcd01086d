package main

import (
	"flag"
	"io"
	"os"
	"strconv"

	"github.com/uriref/uri"
)

func init() {
	var guess bool
	var scheme string
	commands = append(commands, &command{
		name: "extract",
		args: "[--json] [--guess] [--scheme=SCHEME] [FILE]",
		summary: "Find the URI references in plain text (the draft's Appendix E) and print one a line.\n" +
			"Reads FILE, or standard input. Under --json each line is an object with the URI\n" +
			"and its byte span [start, end) in the text.",
		example: "uri extract --json README.txt",
		flags: func(fs *flag.FlagSet, _ *env) {
			fs.BoolVar(&guess, "guess", false, "also take abbreviations such as www.example.org/x (the draft's Appendix F)")
			fs.StringVar(&scheme, "scheme", "", "the scheme that --guess supplies (default http)")
		},
		run: func(_ *flag.FlagSet, args []string, e *env) error {
			if err := checkScheme(scheme); err != nil {
				return err
			}
			return runExtract(args, e, uri.ExtractOptions{Guess: guess, Scheme: scheme})
		},
	})
	commands = append(commands, &command{
		name: "guess",
		args: "[--json] [--scheme=SCHEME] [TEXT...]",
		summary: "Complete each abbreviated URI (the draft's Appendix F, uri(7)) and print it.\n" +
			"Never use the result where a relative reference is allowed.",
		example: "uri guess www.w3.org/Addressing/ ftp.example.org/pub localhost:8080",
		flags: func(fs *flag.FlagSet, _ *env) {
			fs.StringVar(&scheme, "scheme", "", "the scheme to supply when no heuristic names one (default http)")
		},
		run: func(_ *flag.FlagSet, args []string, e *env) error {
			if err := checkScheme(scheme); err != nil {
				return err
			}
			return e.each(args, func(in string) error {
				u, err := uri.Guess(in, scheme)
				if err != nil {
					return err
				}
				e.printResult(u.String(),
					field{key: "input", val: in, ok: true},
					field{key: "uri", val: u.String(), ok: true})
				return nil
			})
		},
	})
}

// runExtract prints the URIs that o finds in FILE, or in standard input.
func runExtract(args []string, e *env, o uri.ExtractOptions) error {
	if len(args) > 1 {
		return usageError{"extract reads one FILE, or standard input"}
	}
	r := e.stdin
	if len(args) == 1 {
		f, err := os.Open(args[0])
		if err != nil {
			return err
		}
		defer f.Close()
		r = f
	}
	text, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	for m := range uri.ExtractWith(string(text), o) {
		e.printResult(m.URI.String(),
			field{key: "uri", val: m.URI.String(), ok: true},
			field{key: "start", val: strconv.Itoa(m.Start), ok: true, num: true},
			field{key: "end", val: strconv.Itoa(m.End), ok: true, num: true},
			field{key: "guessed", val: strconv.FormatBool(m.Guessed), ok: true, num: true},
			field{key: "hyphenated", val: strconv.FormatBool(m.Hyphenated), ok: true, num: true})
	}
	return nil
}

// checkScheme returns a usage error unless s is "" or a scheme.
func checkScheme(s string) error {
	if s == "" {
		return nil
	}
	if u, err := uri.Parse(s + ":"); err != nil || u.Scheme() != s {
		return usageError{"--scheme " + strconv.Quote(s) + " is not a scheme"}
	}
	return nil
}
