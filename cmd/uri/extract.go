package main

import (
	"bufio"
	"bytes"
	"flag"
	"io"
	"os"
	"strconv"
	"unicode"

	"github.com/uriref/uri"
	"github.com/uriref/uri/text"
)

func init() {
	var guess bool
	var scheme string
	commands = append(commands, &command{
		name: "extract",
		args: "[--json] [--guess] [--scheme=SCHEME] [FILE]",
		summary: "Find the URI references in plain text (the draft's Appendix E) and print one a line.\n" +
			"IRIs too (RFC 3987: \"https://münchen.de/\"), printed as the URI each maps to (§3.1).\n" +
			"Reads FILE, or standard input. Under --json each line is an object with the URI,\n" +
			"the text as written, its byte span [start, end) in the text, and whether it was\n" +
			"guessed, joined at a hyphen, or an IRI.",
		examples: []string{
			"uri extract --json README.txt",
			"uri extract --guess --scheme=https notes.txt",
		},
		flags: func(fs *flag.FlagSet, _ *env) {
			fs.BoolVar(&guess, "guess", false, "also take abbreviations such as www.example.org/x (the draft's Appendix F)")
			fs.StringVar(&scheme, "scheme", "", "the `SCHEME` that --guess supplies (default http)")
		},
		run: func(_ *flag.FlagSet, args []string, e *env) error {
			if err := checkScheme(scheme); err != nil {
				return err
			}
			return runExtract(args, e, text.ExtractOptions{Guess: guess, Scheme: scheme})
		},
	})
	commands = append(commands, &command{
		name: "guess",
		args: "[--json] [--scheme=SCHEME] [TEXT...]",
		summary: "Complete each abbreviated URI (the draft's Appendix F, uri(7)) and print it.\n" +
			"Never use the result where a relative reference is allowed.",
		examples: []string{
			"uri guess www.w3.org/Addressing/ ftp.example.org/pub localhost:8080",
			"uri guess --scheme=https --json www.example.org",
		},
		flags: func(fs *flag.FlagSet, _ *env) {
			fs.StringVar(&scheme, "scheme", "", "the `SCHEME` to supply when no heuristic names one (default http)")
		},
		run: func(_ *flag.FlagSet, args []string, e *env) error {
			if err := checkScheme(scheme); err != nil {
				return err
			}
			return e.each(args, func(in string) error {
				u, err := text.Guess(in, scheme)
				if err != nil {
					return err
				}
				return e.printResult(u.String(),
					field{key: "input", val: in, ok: true},
					field{key: "uri", val: u.String(), ok: true})
			})
		},
	})
}

// runExtract prints the URIs that o finds in FILE, or in standard input.
// It streams: it hands the text to text.ExtractWith a piece at a time, cut
// after a line where no URI can go on into the next, so that it finds what
// ExtractWith finds in the whole text (see cutAfter).
func runExtract(args []string, e *env, o text.ExtractOptions) error {
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
	br := bufio.NewReaderSize(r, 64<<10)
	var piece []byte
	offset := 0   // of piece in the whole text
	open := false // some "<" in piece has no ">" after it
	flush := func() error {
		s := string(piece)
		for m := range text.ExtractWith(s, o) {
			err := e.printResult(m.URI.String(),
				field{key: "uri", val: m.URI.String(), ok: true},
				field{key: "text", val: s[m.Start:m.End], ok: true},
				field{key: "start", val: strconv.Itoa(offset + m.Start), ok: true, num: true},
				field{key: "end", val: strconv.Itoa(offset + m.End), ok: true, num: true},
				field{key: "guessed", val: strconv.FormatBool(m.Guessed), ok: true, num: true},
				field{key: "hyphenated", val: strconv.FormatBool(m.Hyphenated), ok: true, num: true},
				field{key: "iri", val: strconv.FormatBool(m.IRI), ok: true, num: true})
			if err != nil {
				return err
			}
		}
		offset += len(piece)
		piece, open = piece[:0], false
		return nil
	}
	for {
		line, err := br.ReadSlice('\n')
		piece = append(piece, line...)
		if lt, gt := bytes.LastIndexByte(line, '<'), bytes.LastIndexByte(line, '>'); lt != gt {
			open = lt > gt
		}
		if err == bufio.ErrBufferFull && len(piece) < maxPiece {
			continue
		}
		if err != nil && err != io.EOF && err != bufio.ErrBufferFull {
			return err
		}
		if err != nil || !open && !hyphenEnd(line) || len(piece) >= maxPiece {
			if ferr := flush(); ferr != nil {
				return ferr
			}
		}
		if err == io.EOF {
			return nil
		}
	}
}

// maxPiece bounds the text that extract holds at a time. Only two kinds of
// URI go on past a line break: one within angle brackets, up to the next
// ">", and one whose line ends with "-" (the draft's Appendix E). So extract
// hands the text to text.ExtractWith in pieces, each cut after a line where
// every "<" has a ">" after it and that does not end with "-"; it finds what
// text.ExtractWith finds in the whole text. A piece that reaches maxPiece is
// cut regardless, so that a stray "<" cannot make it read the whole input:
// only a URI that spans more than that much text is then missed.
const maxPiece = 1 << 20

// hyphenEnd reports whether line ends with "-" before its white space.
func hyphenEnd(line []byte) bool {
	t := bytes.TrimRightFunc(line, unicode.IsSpace)
	return len(t) > 0 && t[len(t)-1] == '-'
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
