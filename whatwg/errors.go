package whatwg

import (
	"strconv"
	"unicode/utf8"

	"github.com/uriref/uri"
	"github.com/uriref/uri/internal/core"
)

// ValidationError is one validation error of the URL Standard that did
// not stop the parser: the input is read, but is not what the Standard
// calls a valid URL string there.
type ValidationError struct {
	Name   string // the Standard's name: "invalid-URL-unit", "special-scheme-missing-following-solidus", ...
	Offset int    // byte offset in the input of the code point at fault, or len(input)
}

// String returns the name and the offset: "invalid-reverse-solidus at 11".
func (v ValidationError) String() string {
	return v.Name + " at " + strconv.Itoa(v.Offset)
}

// Error is a failure of the parser: the state of the basic URL parser, or
// the step of the host parser, that refused the input, and where.
//
// Err holds the input, the byte offset of the code point that was refused
// (len(Input) when the input ended too soon), and as its Rule the name of
// the validation error that the Standard reports there ("host-missing",
// "domain-invalid-code-point", "IPv4-out-of-range-part", ...).
type Error struct {
	State string     // "scheme state", "host state", "IPv6 parser", "domain to ASCII", ...
	Err   *uri.Error // Input, Offset and Rule (the validation error's name)
}

// Error returns the failure in words: the code point refused (or the end
// of the input), its offset, the state or step and the validation error,
// and the input, for example:
//
//	whatwg: code point ' ' at offset 8 (host parser: domain-invalid-code-point) in "http://a b/"
//
// Since messages end up in logs, the input is shown with the password of
// its userinfo written "xxxxx", as a *uri.Error shows it; the offset is
// still that of the input.
func (e *Error) Error() string {
	in, at := e.Err.Input, e.Err.Offset
	what := "end of input"
	if at < len(in) {
		r, _ := utf8.DecodeRuneInString(in[at:])
		what = "code point " + strconv.QuoteRune(r)
	}
	shown, _ := core.RedactPassword(in, at)
	return "whatwg: " + what + " at offset " + strconv.Itoa(at) +
		" (" + e.State + ": " + e.Err.Rule + ") in " + strconv.Quote(shown)
}

// Unwrap returns the *uri.Error, for errors.As.
func (e *Error) Unwrap() error { return e.Err }
