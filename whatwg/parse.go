package whatwg

import (
	"unicode/utf8"

	"github.com/uriref/uri"
)

// Parse parses input with the basic URL parser of the URL Standard
// (§4.4), without a base URL: an input without a scheme fails. An input
// longer than 477 MiB, whose href might not fit a URL's offsets, fails
// too, with the rule "input-too-long".
//
// An input already in the form the serializer writes costs one
// allocation, the *URL, whose href is the input itself.
func Parse(input string) (*URL, error) {
	u := new(URL)
	if readSerialized(u, input) {
		return u, nil
	}
	return parseInto(u, input, nil)
}

// Parse parses ref with u as its base URL (§4.4).
//
// A ref already in serialized form, scheme first, reads the same with
// any base: the recogniser reads it.
func (u *URL) Parse(ref string) (*URL, error) {
	v := new(URL)
	if readSerialized(v, ref) {
		return v, nil
	}
	return parseInto(v, ref, u)
}

// parse runs the basic URL parser on input against base, which may be nil.
func parse(input string, base *URL) (*URL, error) {
	return parseInto(new(URL), input, base)
}

// parseInto runs the basic URL parser on input against base, which may
// be nil, and writes the URL to u, which it sets to zero first.
func parseInto(u *URL, input string, base *URL) (*URL, error) {
	if len(input) > maxInput {
		return nil, &Error{State: "basic URL parser", Err: &uri.Error{Input: input, Offset: maxInput, Rule: "input-too-long"}}
	}
	var p parser
	*u = URL{read: newReading()}
	p.u = u
	p.base = base
	p.pathIn = -1
	p.clean(input)
	p.b = make([]byte, 0, len(p.s)+len(p.s)/4+8)
	p.run(schemeStartState)
	if p.err != nil {
		return nil, p.err
	}
	p.finish()
	return p.u, nil
}

// maxInput is the longest input the parser reads: its href, where each
// byte may become "%EF%BF%BD", must fit the uint32 offsets of a URL.
const maxInput = 1<<32/9 - 1

// parser is the state of one run of the basic URL parser: the input it
// reads, the URL it writes, and where it is.
type parser struct {
	in       string  // the input as given
	s        string  // what the states read: trimmed, tabs and newlines removed, invalid UTF-8 read as U+FFFD
	at       []int32 // at[i] is the offset in in of s[i], with one more for len(s); nil when s is in[lead:]
	lead     int     // the offset in in of s[0] when at is nil
	i        int     // the pointer: the offset in s of c, the code point the state reads
	base     *URL
	u        *URL
	b        []byte // the href written so far
	seg      string // the buffer the file host state leaves to the path state (a Windows drive letter)
	pathIn   int    // the offset in p.s where the path was first read, or -1
	override state  // the state override of a setter, or doneState
	err      *Error
}

// clean sets p.s to input with leading and trailing C0 controls and
// spaces removed, and ASCII tab and newline removed (§4.4, the steps
// before the state machine), and invalid UTF-8 read as U+FFFD; each
// removal is an invalid-URL-unit validation error.
func (p *parser) clean(input string) {
	p.in = input
	lo, hi := 0, len(input)
	for lo < hi && input[lo] <= ' ' {
		lo++
	}
	for hi > lo && input[hi-1] <= ' ' {
		hi--
	}
	if lo > 0 {
		p.warnIn("invalid-URL-unit", 0)
	} else if hi < len(input) {
		p.warnIn("invalid-URL-unit", hi)
	}
	s := input[lo:hi]
	p.s, p.lead = s, lo
	checkUTF8 := true
	for j := 0; j < len(s); j++ {
		c := s[j]
		if c == '\t' || c == '\n' || c == '\r' {
			p.rebuild(lo, hi, j)
			return
		}
		if c >= utf8.RuneSelf && checkUTF8 {
			if !utf8.ValidString(s[j:]) {
				p.rebuild(lo, hi, j)
				return
			}
			checkUTF8 = false
		}
	}
}

// rebuild makes p.s from input[lo:hi] without tabs and newlines and with
// invalid UTF-8 as U+FFFD, and p.at, the way back to offsets in input.
// The first j bytes of input[lo:hi] need no change.
func (p *parser) rebuild(lo, hi, j int) {
	in := p.in
	b := make([]byte, 0, hi-lo+8)
	at := make([]int32, 0, hi-lo+9)
	b = append(b, in[lo:lo+j]...)
	for k := lo; k < lo+j; k++ {
		at = append(at, int32(k))
	}
	warned := false
	for k := lo + j; k < hi; {
		c := in[k]
		if c == '\t' || c == '\n' || c == '\r' {
			if !warned {
				p.warnIn("invalid-URL-unit", k)
				warned = true
			}
			k++
			continue
		}
		r, n := rune(c), 1
		if c >= utf8.RuneSelf {
			r, n = utf8.DecodeRuneInString(in[k:hi])
		}
		w := len(b)
		if r == utf8.RuneError && n == 1 {
			b, n = append(b, "\uFFFD"...), badSequence(in[k:hi])
		} else {
			b = append(b, in[k:k+n]...)
		}
		for ; w < len(b); w++ {
			at = append(at, int32(k))
		}
		k += n
	}
	p.s, p.at = string(b), append(at, int32(hi))
}

// newReading returns a reading with no component read yet.
func newReading() *reading {
	r := &reading{}
	for c := range r.spans {
		r.spans[c].start = -1
	}
	return r
}

// orig returns the offset in the input given of offset i of p.s.
func (p *parser) orig(i int) int {
	if p.at != nil {
		return int(p.at[i])
	}
	return p.lead + i
}

// refused returns the offset in the input of the code point at offset i
// of p.s, or len(input) at the end of p.s.
func (p *parser) refused(i int) int {
	if i >= len(p.s) {
		return len(p.in)
	}
	return p.orig(i)
}

// warnIn records a validation error at offset off of the input given.
func (p *parser) warnIn(name string, off int) {
	p.u.read.errs = append(p.u.read.errs, ValidationError{Name: name, Offset: off})
}

// warn records a validation error at offset i of p.s.
func (p *parser) warn(name string, i int) { p.warnIn(name, p.refused(i)) }

// fail stops the parser: state refused the code point at offset i of p.s
// with the validation error name.
func (p *parser) fail(st state, name string, i int) state {
	p.failIn(stateNames[st], name, p.refused(i))
	return doneState
}

// failIn stops the parser at offset off of the input given.
func (p *parser) failIn(where, name string, off int) {
	p.err = &Error{State: where, Err: &uri.Error{Input: p.in, Offset: off, Rule: name}}
}

// span records that component c was read at p.s[i:j].
func (p *parser) span(c uri.Component, i, j int) {
	sp := &p.u.read.spans[c]
	sp.start = int32(p.orig(i))
	if j > i {
		sp.end = int32(p.orig(j-1)) + 1
	} else {
		sp.end = sp.start
	}
}

// c returns the code point at offset i of p.s as a byte, or eof past its
// end; a byte of a multi-byte code point is enough for the states, which
// compare c with ASCII only.
func (p *parser) c(i int) int {
	if i < len(p.s) {
		return int(p.s[i])
	}
	return eof
}

const eof = -1

// finish completes the offsets of p.u and sets its href (§4.5, URL
// serializing): "/." goes before a path that would otherwise read as an
// authority.
func (p *parser) finish() {
	u := p.u
	if u.flags&hasHash == 0 {
		u.hashStart = uint32(len(p.b))
	}
	if u.flags&hasSearch == 0 {
		u.searchStart = u.hashStart
	}
	if u.flags&(hasHost|opaquePath) == 0 && u.searchStart-u.pathStart > 1 &&
		p.b[u.pathStart] == '/' && p.b[u.pathStart+1] == '/' {
		b := make([]byte, 0, len(p.b)+2)
		b = append(append(append(b, p.b[:u.pathStart]...), "/."...), p.b[u.pathStart:]...)
		p.b = b
		u.pathStart += 2
		u.searchStart += 2
		u.hashStart += 2
	}
	if string(p.b) == p.in {
		u.href = p.in // the input was its own serialization, with validation errors
	} else {
		u.href = string(p.b)
	}
}
