package main

import (
	"flag"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/uriref/uri/text"
)

var extractCommand = &command{
	name: "extract",
	args: "[--json] [--guess] [--scheme=SCHEME] [FILE]",
	summary: "Find the URI references in plain text (the draft's Appendix E) and print one a line.\n" +
		"In Markdown, without its code spans, emphasis and link syntax: \"[t](https://a/x_(y))\".\n" +
		"IRIs too (RFC 3987: \"https://münchen.de/\"), printed as the URI each maps to (§3.1).\n" +
		"Reads FILE, or standard input, a piece at a time, and finds every URI whole whatever\n" +
		"its length (memory is the only bound). Under --json each line is an object with the URI,\n" +
		"the text as written, its byte span [start, end) in the text, and whether it was\n" +
		"guessed, joined at a hyphen, or an IRI.",
	examples: []string{
		"uri extract --json README.txt",
		"uri extract --guess --scheme=https notes.txt",
	},
	new: func() runner { return new(extractCmd) },
}

// extractCmd is a run of "uri extract": its flags are the options of
// text.ExtractWith.
type extractCmd struct {
	opts text.ExtractOptions
}

func (c *extractCmd) flags(fs *flag.FlagSet) {
	fs.BoolVar(&c.opts.Guess, "guess", false, "also take abbreviations such as www.example.org/x (the draft's Appendix F)")
	fs.StringVar(&c.opts.Scheme, "scheme", "", "the `SCHEME` that --guess supplies (default http)")
}

func (c *extractCmd) run(args []string, e *env) error {
	if err := checkScheme(c.opts.Scheme); err != nil { // as "uri guess" checks it
		return err
	}
	return runExtract(args, e, c.opts)
}

// runExtract prints the URIs that o finds in FILE, or in standard input.
// It streams: it reads the text maxPiece octets at a time and hands
// text.ExtractWith the text up to the last safe cut (see cutter), carrying
// the rest into the next piece, so that it finds what ExtractWith finds in
// the whole text, at the same offsets, whatever the length of a URI.
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
	var buf []byte // the text not yet handed to ExtractWith
	offset := 0    // of buf in the whole text
	var c cutter
	for {
		buf = slices.Grow(buf, maxPiece)
		n, err := r.Read(buf[len(buf) : len(buf)+maxPiece])
		c.scan(buf[len(buf) : len(buf)+n])
		buf = buf[:len(buf)+n]
		if err != nil && err != io.EOF {
			return err
		}
		cut := c.cut
		if err == io.EOF {
			cut = len(buf)
		}
		if cut > 0 {
			if perr := e.printMatches(string(buf[:cut]), offset, o); perr != nil {
				return perr
			}
			buf = buf[:copy(buf, buf[cut:])]
			offset += cut
			c.shift(cut)
		}
		if err == io.EOF {
			return nil
		}
	}
}

// maxPiece is the most that extract reads at a time. It bounds nothing
// else: the text after the last safe cut is kept for the next piece.
var maxPiece = 64 << 10

// A cutter finds where extract may cut the text. text.ExtractWith looks
// past white space only in three cases: from a "<", up to the next ">"
// (the draft's Appendix E: white space within angle brackets is dropped);
// from a bare URI that ends with "-", into the next line (the draft's
// Appendix E again); and in the run of white space itself. So a cut after
// an octet of white space (space, tab, LF, VT, FF, CR) is safe when the
// last octet before that run of white space is not "-", and the last "<"
// before it delimits no URI whose end is after the cut: a ">" came after
// it, or else the "<" delimits nothing, which is known when another "<"
// comes before the next ">", or an octet that no URI holds ('"', "\",
// "^", "`", "{", "|", "}", a control). ExtractWith then finds in the text
// before the cut and in the text after it what it finds in the whole text.
type cutter struct {
	cut     int  // the last safe cut in the text held, or 0
	pending int  // the last cut after an open "<", safe if it delimits nothing
	end     int  // the length of the text held
	open    bool // the last "<" has no ">" after it, and may delimit a URI
	hyphen  bool // the last octet that is not white space is "-"
}

// scan reads the next octets of the text.
func (c *cutter) scan(p []byte) {
	cut, pending, open, hyphen := c.cut, c.pending, c.open, c.hyphen
	for i, o := range p {
		k := cutClass[o]
		if k == cutOther || k == cutNotURI && !open {
			hyphen = o == '-'
			continue
		}
		switch k {
		case cutSpace:
			switch {
			case hyphen:
			case open:
				pending = c.end + i + 1
			default:
				cut = c.end + i + 1
			}
			continue
		case cutOpen, cutNotURI:
			if open && pending > 0 {
				cut = pending // the open "<" delimits nothing
			}
			open, pending = k == cutOpen, 0
		case cutClose:
			open, pending = false, 0
		}
		hyphen = false
	}
	c.cut, c.pending, c.open, c.hyphen = cut, pending, open, hyphen
	c.end += len(p)
}

// The classes of octets that a cutter tells apart.
const (
	cutOther  = iota
	cutSpace  // ASCII white space, as text.ExtractWith reads it
	cutOpen   // "<"
	cutClose  // ">"
	cutNotURI // none of the characters of RFC 3986 §2 (unreserved, reserved, "%"), and no white space
)

// cutClass is the class of each octet.
var cutClass = func() (t [256]uint8) {
	for o := range 0x80 {
		switch {
		case o == ' ' || '\t' <= o && o <= '\r':
			t[o] = cutSpace
		case o < 0x20 || o == 0x7f || strings.IndexByte(`"\^`+"`"+`{|}`, byte(o)) >= 0:
			t[o] = cutNotURI
		}
	}
	t['<'], t['>'] = cutOpen, cutClose
	return t
}()

// shift forgets the first n octets of the text held.
func (c *cutter) shift(n int) {
	c.cut -= n
	c.end -= n
	if c.pending > 0 {
		c.pending -= n
	}
}

// printMatches prints the URIs that o finds in s, which starts at offset
// in the whole text.
func (e *env) printMatches(s string, offset int, o text.ExtractOptions) error {
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
	return nil
}
