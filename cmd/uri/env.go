package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/uriref/uri"
	"github.com/uriref/uri/cmd/uri/internal/display"
)

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
